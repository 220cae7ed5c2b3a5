// The tags that describe a game: GameController keeps them with the game, writes them in its
// record, reads them back and names the players from White and Black (each team's players with
// four armies); TagEditorDialog shows them, checks the date and the other tags' names, and
// returns what was edited, which the record then carries; no two of its controls share a
// mnemonic.

#include "ui/tageditordialog.h"

#include "ui/gamecontroller.h"
#include "ui/gamerecords.h"

#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>

#include <gtest/gtest.h>

namespace {

const kabir::RecordTags kTags = {
    {"Event", "Berlin Chess Club"},
    {"Site", "Berlin"},
    {"Date", "1840.03.??"},
    {"Round", "3"},
    {"White", "Tressau"},
    {"Black", "Peguilhen"},
    {"Annotator", "Anna"},
    {"Source", "Schachzeitung"},
    {"Opening", "Kaiser's gambit"},
};

TEST(GameController, KeepsTheTagsWritesThemAndReadsThemBack)
{
    GameController game;
    ASSERT_EQ(game.newGame("kaiserspiel", {{"ruleset", "B"}}), "");
    ASSERT_EQ(game.play(QStringLiteral("e2e5")), "");
    kabir::RecordTags given = kTags;
    given["Variant"] = "chess";  // the game's own tags are not the caller's to set
    given["Result"] = "1-0";
    game.setTags(given);
    EXPECT_EQ(game.tags(), kTags);
    EXPECT_EQ(game.playerNames(), QStringList({"Tressau", "Peguilhen"}));

    const QString record = GameRecords::write(game);
    for (const char* line : {"[Event \"Berlin Chess Club\"]", "[Date \"1840.03.??\"]", "[White \"Tressau\"]",
             "[Annotator \"Anna\"]", "[Source \"Schachzeitung\"]", "[Opening \"Kaiser's gambit\"]",
             "[Variant \"kaiserspiel\"]", "[Result \"*\"]"})
        EXPECT_TRUE(record.contains(QLatin1String(line))) << line << " in\n" << record.toStdString();

    GameController readBack;
    ASSERT_EQ(GameRecords::read(readBack, record, "tags.pgn"), "");
    EXPECT_EQ(readBack.tags(), kTags);
    EXPECT_EQ(readBack.playerNames(), QStringList({"Tressau", "Peguilhen"}));
    EXPECT_EQ(GameRecords::write(readBack), record);

    // A new game starts without them but today's date; the players stay until others are named.
    ASSERT_EQ(readBack.newGame("chess"), "");
    EXPECT_EQ(readBack.tags(),
        (kabir::RecordTags{{"White", "Tressau"}, {"Black", "Peguilhen"}, {"Date", GameTags::today().toStdString()}}));
}

TEST(GameController, FourArmiesNameEachTeamsPlayersInArmyOrder)
{
    GameController game;
    ASSERT_EQ(game.newGame("chaturanga-4-84"), "");
    ASSERT_EQ(game.armyCount(), 4);
    game.setTags({{"White", "Ravi & Yash"}, {"Black", "Gita"}});
    QStringList expected;
    for (int army = 0; army < 4; ++army) {
        const bool first = game.rules().teamOf(kabir::Army(army)) == game.rules().teamOf(kabir::Army(0));
        expected << (first ? (army == 0 ? "Ravi" : "Yash") : "Gita");  // Gita plays her team's two armies
    }
    EXPECT_EQ(game.playerNames(), expected);
    EXPECT_EQ(game.tags().at("White"), "Ravi & Yash");
    EXPECT_EQ(game.tags().at("Black"), "Gita");

    GameController readBack;
    ASSERT_EQ(GameRecords::read(readBack, GameRecords::write(game), "four.pgn"), "");
    EXPECT_EQ(readBack.playerNames(), expected);
}

TEST(TagEditorDialog, ShowsTheTagsOfTheGame)
{
    GameController game;
    ASSERT_EQ(game.newGame("chess"), "");
    game.setTags(kTags);
    const TagEditorDialog dialog(game);
    EXPECT_EQ(dialog.field("Event")->text(), "Berlin Chess Club");
    EXPECT_EQ(dialog.field("Date")->text(), "1840.03.??");
    EXPECT_EQ(dialog.field("Black")->text(), "Peguilhen");
    EXPECT_EQ(dialog.field("Source")->text(), "Schachzeitung");
    ASSERT_EQ(dialog.otherTags()->rowCount(), 1);
    EXPECT_EQ(dialog.otherTags()->item(0, 0)->text(), "Opening");
    EXPECT_EQ(dialog.otherTags()->item(0, 1)->text(), "Kaiser's gambit");
    EXPECT_EQ(dialog.tags(), kTags);

    // Unknown values show empty; the sides are named by their teams.
    GameController fresh;
    ASSERT_EQ(fresh.newGame("chaturanga-4-84"), "");
    fresh.setTags({{"Event", "?"}, {"Date", "????.??.??"}});
    const TagEditorDialog four(fresh);
    EXPECT_EQ(four.field("Event")->text(), "");
    EXPECT_EQ(four.field("Date")->text(), "");
    EXPECT_TRUE(four.tags().empty());
    QStringList sides;
    for (const char* side : {"White", "Black"})
        for (const QLabel* label : four.findChildren<QLabel*>())
            if (label->buddy() == four.field(side))
                sides << label->text().remove('&');
    EXPECT_EQ(sides, QStringList({fresh.teamName(0) + ":", fresh.teamName(1) + ":"}));
}

TEST(TagEditorDialog, EditedTagsAreWrittenInTheRecordAndReadBack)
{
    GameController game;
    ASSERT_EQ(game.newGame("chess"), "");
    game.setTags(kTags);
    TagEditorDialog dialog(game);
    dialog.field("Event")->setText("Match");
    dialog.field("Annotator")->clear();

    // A date must be complete, with ?? for the parts not known.
    dialog.field("Date")->setText("1840");
    EXPECT_FALSE(dialog.okButton()->isEnabled());
    dialog.field("Date")->setText("1840.??.??");
    EXPECT_TRUE(dialog.okButton()->isEnabled());

    // Other tags: added, named, and refused when a field or the game has them.
    QTableWidget* others = dialog.otherTags();
    dialog.addButton()->click();
    ASSERT_EQ(others->rowCount(), 2);
    others->item(1, 0)->setText("FEN");
    EXPECT_FALSE(dialog.okButton()->isEnabled());
    others->item(1, 0)->setText("Event");
    EXPECT_FALSE(dialog.okButton()->isEnabled());
    others->item(1, 0)->setText("Bad name");
    EXPECT_FALSE(dialog.okButton()->isEnabled());
    others->item(1, 0)->setText("Opening");
    EXPECT_FALSE(dialog.okButton()->isEnabled());  // twice
    others->item(1, 0)->setText("Mode");
    others->item(1, 1)->setText("OTB");
    EXPECT_TRUE(dialog.okButton()->isEnabled());
    others->setCurrentCell(0, 0);
    dialog.removeButton()->click();  // Opening

    kabir::RecordTags expected = kTags;
    expected["Event"] = "Match";
    expected["Date"] = "1840.??.??";
    expected.erase("Annotator");
    expected.erase("Opening");
    expected["Mode"] = "OTB";
    EXPECT_EQ(dialog.tags(), expected);

    game.setTags(dialog.tags());
    GameController readBack;
    ASSERT_EQ(GameRecords::read(readBack, GameRecords::write(game), "edited.pgn"), "");
    EXPECT_EQ(readBack.tags(), expected);
}

// The letter after '&' in a label with a buddy or a button, in lower case; none without one.
QChar mnemonic(const QString& text)
{
    for (qsizetype i = text.indexOf('&'); i >= 0 && i + 1 < text.size(); i = text.indexOf('&', i + 2))
        if (text[i + 1] != '&')
            return text[i + 1].toLower();
    return {};
}

TEST(TagEditorDialog, EveryControlHasAMnemonicOfItsOwn)
{
    for (const char* variant : {"chess", "chaturanga-4-84"}) {
        GameController game;
        ASSERT_EQ(game.newGame(QString::fromLatin1(variant)), "");
        const TagEditorDialog dialog(game);
        QStringList seen;
        for (const QWidget* widget : dialog.findChildren<QWidget*>()) {
            const auto* label = qobject_cast<const QLabel*>(widget);
            const auto* button = qobject_cast<const QPushButton*>(widget);
            const QString text = label && label->buddy() ? label->text() : button ? button->text() : QString();
            if (const QChar key = mnemonic(text); !key.isNull()) {
                EXPECT_FALSE(seen.contains(key)) << variant << ": '" << QString(key).toStdString() << "' twice";
                seen << key;
            }
        }
        EXPECT_EQ(seen.size(), 12) << variant;  // eight fields, Today, the table, Add and Remove
    }
}

}  // namespace
