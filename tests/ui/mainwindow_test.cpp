// The main window: it starts the last variant played, every built-in variant from its start
// position, refuses unknown variants; the board, move list, captured pieces and status follow
// the game; the board turns (flipped, or towards the army or team to move); games are saved,
// opened and pasted; settings reach the board; the autosave brings an unfinished game back;
// an unsaved game is offered for saving before it is replaced.

#include "ui/mainwindow.h"
#include "ui/startupoptions.h"

#include "core/catalog/variantcatalog.h"
#include "ui/boardorientation.h"
#include "ui/boardview.h"
#include "ui/datastrings.h"
#include "ui/gamecontroller.h"
#include "ui/gameviewer.h"
#include "ui/materialview.h"
#include "ui/movetreeview.h"
#include "ui/pieceset.h"
#include "ui/settings.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QStatusBar>
#include <QCoreApplication>
#include <QTemporaryDir>
#include <QTimer>

#include <gtest/gtest.h>

namespace {

const std::vector<kabir::VariantFile>& variants()
{
    return kabir::VariantCatalog::builtIn().variants();
}

// A window with settings of its own, in a temporary folder.
struct Window {
    QTemporaryDir dir;
    Settings settings{dir.filePath(QStringLiteral("settings.ini")), nullptr};
    std::unique_ptr<MainWindow> window;

    explicit Window(const NewGameSetup& last = {})
    {
        if (!last.variantId.isEmpty())
            settings.setLastSetup(last);
        window = std::make_unique<MainWindow>(&settings);
    }
    MainWindow* operator->() const { return window.get(); }
    QString path(const char* name) const { return dir.filePath(QString::fromLatin1(name)); }
};

int facing(const MainWindow& window, int army)
{
    return BoardOrientation::facing(window.game()->rules().definition(), kabir::Army(army));
}

TEST(MainWindow, StartsTheLastVariantPlayedWithItsOptions)
{
    Window fresh;
    EXPECT_EQ(fresh->variantId(), QStringLiteral("kaiserspiel"));  // a newcomer meets a historical game

    Window window(
        NewGameSetup{QStringLiteral("turkish"), {{"ruleset", "reformed"}}, false, {{QStringLiteral("Anna")}, {}}, {}});
    EXPECT_EQ(window->variantId(), QStringLiteral("turkish"));
    EXPECT_EQ(window->game()->options().at("ruleset"), "reformed");
    EXPECT_EQ(window->game()->playerNames().value(0), QStringLiteral("Anna"));
    const QLabel* variant = window->findChild<QLabel*>(QStringLiteral("variantLabel"));
    ASSERT_TRUE(variant);
    EXPECT_TRUE(
        variant->text().startsWith(DataStrings::variantName(*kabir::VariantCatalog::builtIn().find("turkish"))));
}

TEST(MainWindow, EveryVariantStartsFromItsStartPosition)
{
    Window window;
    for (const kabir::VariantFile& variant : variants()) {
        const QString id = QString::fromStdString(variant.id());
        ASSERT_TRUE(window->startGame(NewGameSetup{id, {}, false, {}, {}})) << variant.id();
        auto rules = kabir::VariantCatalog::builtIn().ruleset(variant.id());
        ASSERT_TRUE(rules) << rules.errorText();
        ASSERT_TRUE(window->boardView()->position());
        EXPECT_EQ(window->boardView()->position()->fen(), kabir::Position::start(rules.value()).fen()) << variant.id();
        EXPECT_EQ(window.settings.lastSetup().variantId, id);  // offered again next time
    }
}

TEST(MainWindow, UnknownVariantIsRefusedAndTheGameStays)
{
    Window window;
    ASSERT_TRUE(window->showVariant(QStringLiteral("turkish")));
    QString error;
    EXPECT_FALSE(window->showVariant(QStringLiteral("no-such-variant"), &error));
    EXPECT_FALSE(error.isEmpty());
    EXPECT_EQ(window->variantId(), QStringLiteral("turkish"));
}

TEST(MainWindow, ANewcomerIsWelcomedWithTheNewGameDialog)
{
    QTemporaryDir dir;
    Settings settings(dir.filePath(QStringLiteral("settings.ini")), nullptr);
    EXPECT_TRUE(settings.isFirstStart());  // the program greets (app/gui/main.cpp)
    MainWindow window(&settings);
    EXPECT_FALSE(settings.isFirstStart());  // the board started counts as a game started
    QString greeting;
    QTimer::singleShot(0, [&] {
        auto* dialog = qobject_cast<QDialog*>(QApplication::activeModalWidget());
        ASSERT_TRUE(dialog);
        if (const auto* welcome = dialog->findChild<QLabel*>(QStringLiteral("welcome")))
            greeting = welcome->text();
        dialog->accept();
    });
    window.welcome();
    EXPECT_TRUE(greeting.contains(QStringLiteral("Sultanspiel"))) << greeting.toStdString();
}

TEST(MainWindow, FlipActionTurnsTheBoardHalfWayRound)
{
    Window window;
    EXPECT_EQ(window->boardView()->quarterTurns(), 0);
    window->setBoardFlipped(true);
    EXPECT_EQ(window->boardView()->quarterTurns(), 2);
    window->setBoardFlipped(false);
    EXPECT_EQ(window->boardView()->quarterTurns(), 0);
}

TEST(MainWindow, FourPlayersSeeTheBoardFromTheArmyToMove)
{
    Window window;
    ASSERT_TRUE(window->startGame(NewGameSetup{QStringLiteral("chaturanga-4-84"), {}, false, {}, {}}));
    EXPECT_EQ(window->boardView()->quarterTurns(), facing(*window.window, 0));  // Red
    ASSERT_EQ(window->game()->play(QStringLiteral("e9e8")), QString());
    EXPECT_EQ(window->boardView()->quarterTurns(), facing(*window.window, 1));  // Green
    window->setSeenFrom(2);                                                     // Yellow, whoever moves
    ASSERT_EQ(window->game()->play(QStringLiteral("i5h5")), QString());
    EXPECT_EQ(window->boardView()->quarterTurns(), facing(*window.window, 2));
}

TEST(MainWindow, DoubleDummyTurnsOnlyWhenTheOtherTeamMoves)
{
    Window window;
    ASSERT_TRUE(window->startGame(NewGameSetup{QStringLiteral("chaturanga-4-84"), {}, true, {}, {}}));
    const int redYellow = window->boardView()->quarterTurns();
    EXPECT_EQ(redYellow, facing(*window.window, 2));  // Red moves, seen from Yellow's side
    ASSERT_EQ(window->game()->play(QStringLiteral("e9e8")), QString());
    EXPECT_EQ(window->boardView()->quarterTurns(), facing(*window.window, 3));  // Green, seen from Black's
    ASSERT_EQ(window->game()->play(QStringLiteral("i5h5")), QString());
    EXPECT_EQ(window->boardView()->quarterTurns(), redYellow);  // Yellow
}

TEST(MainWindow, MoveListCapturesAndStatusFollowTheGame)
{
    Window window;
    ASSERT_TRUE(window->showVariant(QStringLiteral("chess")));
    const QLabel* turn = window->findChild<QLabel*>(QStringLiteral("turnLabel"));
    ASSERT_TRUE(turn);
    EXPECT_TRUE(turn->text().contains(QStringLiteral("White")));
    for (const char* move : {"e2e4", "d7d5", "e4d5", "d8d5", "b1c3", "d5a2"})
        ASSERT_EQ(window->game()->play(QString::fromLatin1(move)), QString());
    EXPECT_EQ(window->boardView()->position()->fen(), window->game()->fen().toStdString());
    const auto captures = MaterialView::capturesOf(*window->boardView()->position());
    ASSERT_EQ(captures.size(), 2);
    EXPECT_EQ(captures[0].size(), 1);  // the d-pawn
    EXPECT_EQ(captures[1].size(), 2);  // the e-pawn on d5, and the a-pawn
    const MoveTreeView* moves = window->findChild<MoveTreeView*>(QStringLiteral("moveList"));
    ASSERT_TRUE(moves);
    QCoreApplication::processEvents();
    EXPECT_EQ(moves->toPlainText().toStdString(), "1. e4 d5 2. exd5 Qxd5 3. Nc3 Qxa2");
    window->game()->viewer()->setViewedPly(1);
    EXPECT_EQ(window->boardView()->position()->fen(), window->game()->positionAt(1).fen());
    EXPECT_TRUE(MaterialView::capturesOf(*window->boardView()->position())[0].isEmpty());
}

TEST(MainWindow, GamesAreSavedAndOpenedAgain)
{
    Window window(NewGameSetup{QStringLiteral("hyderabad"), {{"ruleset", "bodlaender"}}, false,
        {{QStringLiteral("Anna")}, {QStringLiteral("Ben")}}, {}});
    for (const char* move : {"e3e4", "e8e7", "f3f4"})
        ASSERT_EQ(window->game()->play(QString::fromLatin1(move)), QString());
    EXPECT_TRUE(window->isWindowModified());
    const QString file = window.path("game.pgn");
    ASSERT_TRUE(window->saveGameTo(file));
    EXPECT_FALSE(window->isWindowModified());
    const QString fen = window->game()->fen();

    Window other;
    ASSERT_TRUE(other->openGameFrom(file));
    EXPECT_EQ(other->variantId(), QStringLiteral("hyderabad"));
    EXPECT_EQ(other->game()->fen(), fen);
    EXPECT_EQ(other->game()->plyCount(), 3);
    EXPECT_EQ(other->game()->playerNames(), (QStringList{QStringLiteral("Anna"), QStringLiteral("Ben")}));
    EXPECT_FALSE(other->openGameFrom(window.path("missing.pgn")));
    EXPECT_EQ(other->game()->fen(), fen);  // a failed open loses nothing
}

// A record given on the command line or by a file manager (kabir FILE, the desktop entry's %f)
// opens as Open Game opens it; without an unsaved game nothing is asked.
TEST(MainWindow, ARecordGivenFromOutsideOpens)
{
    Window window(NewGameSetup{QStringLiteral("chess"), {}, false, {}, {}});
    ASSERT_EQ(window->game()->play(QStringLiteral("e2e4")), QString());
    const QString file = window.path("given.pgn");
    ASSERT_TRUE(window->saveGameTo(file));

    Window other;
    other->openGivenRecord(file);
    EXPECT_EQ(other->game()->plyCount(), 1);
    EXPECT_EQ(other->game()->fen(), window->game()->fen());
    EXPECT_EQ(StartupOptions::fromArguments({QStringLiteral("kabir"), file}).recordFile, file);
    EXPECT_TRUE(StartupOptions::fromArguments({QStringLiteral("kabir")}).recordFile.isEmpty());
}

TEST(MainWindow, PastedPositionsAndGamesReplaceTheGame)
{
    Window window;
    // Castling rights: a position of chess alone (without them it would fit Chaturanga too, and
    // the window would ask which game is meant).
    const QString fen = QStringLiteral("4k3/P7/8/8/8/8/8/R3K3 w Q - 0 1");
    EXPECT_TRUE(window->pastePosition(fen));
    EXPECT_EQ(window->game()->fen(), fen);
    EXPECT_FALSE(window->pastePosition(QStringLiteral("this is no position")));
    EXPECT_EQ(window->game()->fen(), fen);
    EXPECT_TRUE(window->pastePosition(QStringLiteral("[Variant \"kaiserspiel\"]\n\n1. e2e5 *")));
    EXPECT_EQ(window->variantId(), QStringLiteral("kaiserspiel"));
    EXPECT_EQ(window->game()->plyCount(), 1);
}

TEST(MainWindow, BoardSettingsReachTheBoard)
{
    Window window;
    BoardSettings board = window.settings.board();
    board.pieceSet = PieceSet::kLetters;
    board.coordinates = false;
    const QSize withCoordinates = window->boardView()->minimumSizeHint();
    window.settings.setBoard(board);
    EXPECT_EQ(window->boardView()->pieceSet().id(), PieceSet::kLetters);
    EXPECT_LT(window->boardView()->minimumSizeHint().width(), withCoordinates.width());
}

TEST(MainWindow, ClosingRemembersTheWindowsGeometry)
{
    Window window;
    window->resize(900, 640);
    window->show();
    window->close();
    EXPECT_FALSE(window.settings.windowGeometry().isEmpty());
    EXPECT_FALSE(window.settings.windowState().isEmpty());
    MainWindow next(&window.settings);
    EXPECT_EQ(next.size(), QSize(900, 640));
}

TEST(MainWindow, AutosaveRestoresTheUnfinishedGame)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("autosave.pgn"));
    {
        Window window;
        window->enableAutosave(path, false);
        ASSERT_TRUE(window->showVariant(QStringLiteral("kaiserspiel")));
        ASSERT_EQ(window->game()->play(QStringLiteral("e2e5")), QString());
    }
    Window next;
    EXPECT_TRUE(next->enableAutosave(path));
    EXPECT_EQ(next->variantId(), QStringLiteral("kaiserspiel"));
    EXPECT_EQ(next->game()->plyCount(), 1);
    EXPECT_TRUE(next->isWindowModified());  // restored, but saved in no file of the user's
    // The restore is told before the window shows, as the program starts: once it shows, the
    // message stands alone in the status bar, not over the variant's name.
    next->show();
    EXPECT_EQ(next->statusBar()->currentMessage(), QStringLiteral("The unfinished game has been restored."));
    EXPECT_FALSE(next->findChild<QLabel*>(QStringLiteral("variantLabel"))->isVisible());
    next->statusBar()->clearMessage();
    EXPECT_TRUE(next->findChild<QLabel*>(QStringLiteral("variantLabel"))->isVisible());
}

// Answers the next question box with `button` and records its text.
void answerNextQuestion(QMessageBox::StandardButton button, QString* text)
{
    QTimer::singleShot(0, [button, text] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        ASSERT_TRUE(box);
        *text = box->text();
        box->button(button)->click();
    });
}

// A game is never replaced unasked unless it is saved: restored from the autosave or played
// here, finished or not.
TEST(MainWindow, AnUnsavedGameIsOfferedForSavingBeforeItIsReplaced)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("autosave.pgn"));
    {
        Window window;
        window->enableAutosave(path, false);
        ASSERT_TRUE(window->showVariant(QStringLiteral("kaiserspiel")));
        ASSERT_EQ(window->game()->play(QStringLiteral("e2e5")), QString());
    }
    Window next;
    ASSERT_TRUE(next->enableAutosave(path));
    const QString fen = QStringLiteral("4k3/P7/8/8/8/8/8/R3K3 w Q - 0 1");  // chess alone: castling
    QString asked;
    answerNextQuestion(QMessageBox::Cancel, &asked);
    EXPECT_FALSE(next->pastePosition(QStringLiteral("[Variant \"chess\"]\n\n1. e2e4 *")));
    EXPECT_FALSE(asked.isEmpty());
    EXPECT_EQ(next->game()->plyCount(), 1);  // kept

    asked.clear();
    answerNextQuestion(QMessageBox::Discard, &asked);
    EXPECT_TRUE(next->pastePosition(QStringLiteral("[Variant \"chess\"]\n\n1. e2e4 *")));
    EXPECT_FALSE(asked.isEmpty());
    EXPECT_EQ(next->variantId(), QStringLiteral("chess"));

    // A finished game is offered too; a saved one is replaced without a question.
    ASSERT_TRUE(next->pastePosition(
        QStringLiteral("[Variant \"chess\"]\n[SetUp \"1\"]\n[FEN \"7k/8/5KQ1/8/8/8/8/8 w - - 0 1\"]\n\n*")));
    ASSERT_EQ(next->game()->play(QStringLiteral("g6g7")), QString());
    ASSERT_TRUE(next->game()->outcome().over());
    asked.clear();
    answerNextQuestion(QMessageBox::Cancel, &asked);
    EXPECT_FALSE(next->pastePosition(fen));
    EXPECT_FALSE(asked.isEmpty());
    ASSERT_TRUE(next->saveGameTo(dir.filePath(QStringLiteral("mate.pgn"))));
    EXPECT_TRUE(next->pastePosition(fen));
}

}  // namespace
