// The typed settings: defaults before anything is written, values kept across instances, the
// board's changes signalled; the settings dialog shows them, writes them back when applied,
// and restores the board's defaults. A program in German writes moves with German piece letters
// until the user chooses otherwise.

#include "ui/settings.h"

#include "tests/ui/germanprogram.h"

#include "ui/pieceset.h"
#include "ui/settingsdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace {

TEST(Settings, StartWithTheDefaults)
{
    QTemporaryDir dir;
    Settings settings(dir.filePath(QStringLiteral("s.ini")), nullptr);
    EXPECT_EQ(settings.board(), Settings::defaultBoard());
    EXPECT_EQ(settings.board().pieceSet, PieceSet::kBuiltIn);
    EXPECT_TRUE(settings.board().coordinates);
    EXPECT_FALSE(settings.board().sounds);  // off unless turned on
    EXPECT_TRUE(settings.language().isEmpty());
    EXPECT_EQ(settings.lastSetup().variantId, QStringLiteral("kaiserspiel"));  // a historical game first
}

TEST(Settings, GermanPieceLettersByDefaultInAGermanProgram)
{
    QTemporaryDir dir;
    Settings settings(dir.filePath(QStringLiteral("s.ini")), nullptr);
    EXPECT_EQ(settings.board().pieceLetters, QString());  // English: the variant's own letters
    const GermanProgram german;
    EXPECT_EQ(settings.board().pieceLetters, QStringLiteral("de"));
    EXPECT_EQ(Settings::defaultBoard().pieceLetters, QStringLiteral("de"));
    BoardSettings chosen = settings.board();
    chosen.pieceLetters.clear();  // the user chooses the variant's letters: kept
    settings.setBoard(chosen);
    EXPECT_EQ(settings.board().pieceLetters, QString());
}

TEST(Settings, AreKeptAndTheBoardsChangesSignalled)
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("s.ini"));
    BoardSettings board = Settings::defaultBoard();
    board.pieceSet = PieceSet::kLetters;
    board.darkSquares = QColor(10, 20, 30);
    board.promotionZones = true;
    board.sounds = true;
    PlayerSeat computer(QStringLiteral("Ben"));
    computer.kind = PlayerSeat::Kind::Computer;
    computer.level = 3;
    const NewGameSetup setup{QStringLiteral("turkish"), {{"ruleset", "reformed"}, {"great-piece", "queen"}}, false,
        {{QStringLiteral("Anna")}, computer}, kabir::match::TimeControl::parse("40/5400+30").value()};
    ComputerSettings machine;
    machine.hashMegabytes = 128;
    machine.resignHopelessGames = true;
    ExternalEngine stockfish;
    stockfish.name = QStringLiteral("Fairy-Stockfish");
    stockfish.command = QStringLiteral("/usr/games/fairy-stockfish");
    stockfish.arguments = {QStringLiteral("--quiet")};
    stockfish.options
        = {{QStringLiteral("Hash"), QStringLiteral("64")}, {QStringLiteral("Threads"), QStringLiteral("1")}};
    stockfish.initCommands = {QStringLiteral("setoption name VariantPath value /tmp/variants.ini")};
    stockfish.variantNames = {{QStringLiteral("hyderabad"), QStringLiteral("hyderabad_simple")}};
    ExternalEngine sjaak;
    sjaak.name = QStringLiteral("Sjaak II");
    sjaak.command = QStringLiteral("sjaakii");
    sjaak.protocol = kabir::match::Protocol::Xboard;
    {
        Settings settings(file, nullptr);
        QSignalSpy changed(&settings, &Settings::changed);
        settings.setBoard(board);
        settings.setBoard(board);  // no change, no signal
        EXPECT_EQ(changed.count(), 1);
        settings.setLanguage(QStringLiteral("de"));
        settings.setLastSetup(setup);
        settings.setComputer(machine);
        EXPECT_EQ(changed.count(), 2);  // the computer's settings changed too
        settings.setEngines({stockfish, sjaak});
    }
    Settings again(file, nullptr);
    EXPECT_EQ(again.board(), board);
    EXPECT_EQ(again.language(), QStringLiteral("de"));
    EXPECT_EQ(again.lastSetup(), setup);
    EXPECT_EQ(again.computer(), machine);
    EXPECT_EQ(again.engines(), (QList<ExternalEngine>{stockfish, sjaak}));
    EXPECT_EQ(again.engine(QStringLiteral("Sjaak II")), sjaak);
    EXPECT_FALSE(again.engine(QStringLiteral("Stockfish")).has_value());
}

TEST(SettingsDialog, ShowsWritesAndRestoresTheSettings)
{
    QTemporaryDir dir;
    Settings settings(dir.filePath(QStringLiteral("s.ini")), nullptr);
    BoardSettings board = Settings::defaultBoard();
    board.coordinates = false;
    board.pieceSet = PieceSet::kLetters;
    settings.setBoard(board);

    SettingsDialog dialog(settings);
    EXPECT_EQ(dialog.pieceSetBox()->currentData().toString(), PieceSet::kLetters);
    QCheckBox* coordinates = nullptr;
    for (QCheckBox* box : dialog.findChildren<QCheckBox*>())
        if (box->text().contains(QStringLiteral("coordinates")))
            coordinates = box;
    ASSERT_TRUE(coordinates);
    EXPECT_FALSE(coordinates->isChecked());

    dialog.languageBox()->setCurrentIndex(dialog.languageBox()->findData(QStringLiteral("de")));
    dialog.apply();
    EXPECT_EQ(settings.language(), QStringLiteral("de"));
    EXPECT_EQ(settings.board(), board);

    auto* buttons = dialog.findChild<QDialogButtonBox*>();
    ASSERT_TRUE(buttons);
    buttons->button(QDialogButtonBox::RestoreDefaults)->click();
    dialog.apply();
    EXPECT_EQ(settings.board(), Settings::defaultBoard());
}

}  // namespace
