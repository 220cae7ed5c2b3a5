// Four armies at the board (Chaturanga 4-84): the view chosen in View › Seen From is the
// default of the next game; the board turns only with the live game, not while earlier
// positions are browsed; a banner names the army the board has turned to; every hand stays in
// view beside the board however much has been captured; the old squares are drawn gold, as
// the rules page describes them; every army's row of hands and captures is in view at every
// window size from 1000x700 up (the panel named for what it holds); the status bar and the
// new-game dialog say whom each army plays with, and a notice says when an army loses its king
// and plays on.

#include "ui/analysispane.h"
#include "ui/boardbanner.h"
#include "ui/boardorientation.h"
#include "ui/boardview.h"
#include "ui/gamecontroller.h"
#include "ui/gameviewer.h"
#include "ui/mainwindow.h"
#include "ui/materialview.h"
#include "ui/newgamedialog.h"
#include "ui/teamtext.h"
#include "ui/settings.h"

#include <QAction>
#include <QLabel>
#include <QStatusBar>
#include <QApplication>
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QTemporaryDir>
#include <QToolButton>

#include <gtest/gtest.h>

#include <random>

namespace {

const NewGameSetup kChaturanga{QStringLiteral("chaturanga-4-84"), {}, false, {}, {}};

struct Home {
    QTemporaryDir dir;
    Settings settings{dir.filePath(QStringLiteral("settings.ini")), nullptr};
};

int facing(const MainWindow& window, int army)
{
    return BoardOrientation::facing(window.game()->rules().definition(), kabir::Army(army));
}

QAction* seenFromAction(MainWindow& window, int army)
{
    for (QAction* action : window.findChildren<QAction*>())
        if (action->isCheckable() && action->data().isValid() && action->data().toInt() == army
            && action->text() == window.game()->armyName(army))
            return action;
    return nullptr;
}

TEST(FourArmies, TheViewChosenInSeenFromIsTheNextGamesDefault)
{
    Home home;
    {
        MainWindow window(&home.settings);
        ASSERT_TRUE(window.startGame(kChaturanga));
        QAction* green = seenFromAction(window, 1);
        ASSERT_TRUE(green);
        green->trigger();
        EXPECT_EQ(window.boardView()->quarterTurns(), facing(window, 1));
    }
    MainWindow next(&home.settings);
    ASSERT_TRUE(next.startGame(kChaturanga));
    EXPECT_EQ(next.boardView()->quarterTurns(), facing(next, 1));
    ASSERT_EQ(next.game()->play(QStringLiteral("e9e8")), QString());
    EXPECT_EQ(next.boardView()->quarterTurns(), facing(next, 1));  // Green's view, whoever moves
}

TEST(FourArmies, BrowsingEarlierPositionsDoesNotTurnTheBoard)
{
    Home home;
    MainWindow window(&home.settings);
    ASSERT_TRUE(window.startGame(kChaturanga));
    ASSERT_EQ(window.game()->play(QStringLiteral("e9e8")), QString());
    ASSERT_EQ(window.game()->play(QStringLiteral("i5h5")), QString());
    const int yellow = window.boardView()->quarterTurns();
    ASSERT_EQ(yellow, facing(window, 2));
    for (int ply : {1, 0, 2}) {
        window.game()->viewer()->setViewedPly(ply);
        EXPECT_EQ(window.boardView()->quarterTurns(), yellow) << ply;
    }
}

TEST(FourArmies, ABannerNamesTheArmyTheBoardTurnedTo)
{
    Home home;
    MainWindow window(&home.settings);
    ASSERT_TRUE(window.startGame(kChaturanga));
    window.show();
    EXPECT_FALSE(window.boardBanner()->isShowing());  // the first view needs no word
    ASSERT_EQ(window.game()->play(QStringLiteral("e9e8")), QString());
    EXPECT_TRUE(window.boardBanner()->isShowing());
    EXPECT_TRUE(window.boardBanner()->text().contains(window.game()->armyName(1)))
        << window.boardBanner()->text().toStdString();
}

// The material panel's row of what `army` has captured.
const QWidget* capturesRow(const MainWindow& window, int army)
{
    const QString name = QStringLiteral("Captured by %1").arg(window.game()->armyName(army));
    for (const QWidget* row : window.materialView()->findChildren<QWidget*>())
        if (row->accessibleName() == name)
            return row;
    return nullptr;
}

TEST(FourArmies, EveryHandComesBeforeTheCaptures)
{
    // Captures grow to the right and may leave the view; the hand stands before them, next to
    // the army's name, so that a long row of captures never hides it.
    Home home;
    MainWindow window(&home.settings);
    ASSERT_TRUE(window.startGame(kChaturanga));
    window.resize(1000, 700);
    window.show();
    const QList<QToolButton*> hands = window.materialView()->findChildren<QToolButton*>();
    ASSERT_EQ(hands.size(), 4);  // a wazir in each army's hand
    for (int army = 0; army < 4; ++army) {
        const QString name = window.game()->armyName(army);
        const QWidget* captures = capturesRow(window, army);
        ASSERT_TRUE(captures) << army;
        const QToolButton* hand = hands[army];
        EXPECT_TRUE(hand->accessibleName().contains(name)) << hand->accessibleName().toStdString();
        EXPECT_LT(hand->geometry().right(), captures->geometry().left()) << army;
        EXPECT_EQ(hand->visibleRegion().boundingRect().size(), hand->size()) << army;
    }
}

}  // namespace

namespace {

// Every army's row of the material panel — its name, hand and captures — lies inside the
// panel's view, at every window size from 1000x700 up, with the clocks shown and after a game
// with many captures.
TEST(FourArmies, EveryArmysHandIsInViewAtEveryWindowSize)
{
    Home home;
    MainWindow window(&home.settings);
    // A game of two armies in the window first: the panel had their height.
    ASSERT_TRUE(window.showVariant(QStringLiteral("chess")));
    window.resize(1000, 700);
    window.show();
    QApplication::processEvents();
    kabir::match::TimeControl clock;
    clock.baseMs = 600000;
    NewGameSetup setup = kChaturanga;
    setup.timeControl = clock;
    ASSERT_TRUE(window.startGame(setup));
    window.analysisPane()->setAnalysing(true);
    // Captures for every army: random legal moves, captures first.
    std::mt19937 random(7);
    for (int ply = 0; ply < 160 && !window.game()->outcome().over(); ++ply) {
        QList<kabir::Move> moves = window.game()->legalMoves();
        QList<kabir::Move> captures;
        for (kabir::Move move : moves)
            if (move.kind() != kabir::MoveKind::Drop && window.game()->position().at(move.to()))
                captures << move;
        const QList<kabir::Move>& pick = captures.isEmpty() ? moves : captures;
        ASSERT_EQ(
            window.game()->play(pick[std::uniform_int_distribution<qsizetype>(0, pick.size() - 1)(random)]), QString());
    }
    for (QDockWidget* dock : window.findChildren<QDockWidget*>())
        if (dock->objectName() == QStringLiteral("materialDock")) {
            EXPECT_EQ(dock->windowTitle(), QStringLiteral("Hands and Captured Pieces"));
        }
    for (const QSize size : {QSize(1000, 700), QSize(1280, 800), QSize(1920, 1080)}) {
        window.resize(size);
        window.show();
        QApplication::processEvents();
        for (int army = 0; army < 4; ++army) {
            const QString name = window.game()->armyName(army);
            const QWidget* row = capturesRow(window, army);
            ASSERT_TRUE(row) << army;
            EXPECT_EQ(row->visibleRegion().boundingRect().height(), row->height())
                << name.toStdString() << " at " << size.width() << "x" << size.height();
        }
    }
}

}  // namespace

namespace {

PlayerSeat computerSeat()
{
    PlayerSeat seat;
    seat.kind = PlayerSeat::Kind::Computer;
    seat.level = 1;
    return seat;
}

QString teamLine(const MainWindow& window)
{
    const auto* label = window.findChild<QLabel*>(QStringLiteral("teamLabel"));
    return label && label->isVisibleTo(&window) ? label->text() : QString();
}

TEST(FourArmies, TheStatusBarSaysWhomThePlayerPlaysWith)
{
    Home home;
    MainWindow window(&home.settings);
    NewGameSetup setup = kChaturanga;
    setup.players = {PlayerSeat(), computerSeat(), computerSeat(), computerSeat()};
    ASSERT_TRUE(window.startGame(setup));
    EXPECT_EQ(teamLine(window), QStringLiteral("You: Red · partner: Yellow (computer)"));
    setup.players = {PlayerSeat(), PlayerSeat(), PlayerSeat(), PlayerSeat()};
    ASSERT_TRUE(window.startGame(setup));
    EXPECT_EQ(teamLine(window), QStringLiteral("Teams: Red and Yellow · Green and Black"));
    setup.doubleDummy = true;
    setup.players = {PlayerSeat(), computerSeat(), PlayerSeat(), computerSeat()};
    ASSERT_TRUE(window.startGame(setup));
    EXPECT_EQ(teamLine(window), QStringLiteral("You: Red and Yellow"));
    ASSERT_TRUE(window.showVariant(QStringLiteral("chess")));
    EXPECT_EQ(teamLine(window), QString());  // no teams
}

TEST(FourArmies, TheNewGameDialogNamesEachArmysPartner)
{
    NewGameDialog dialog(kChaturanga);
    QStringList rows;
    for (const QLabel* label : dialog.findChildren<QLabel*>())
        if (label->buddy() && label->buddy()->objectName().startsWith(QStringLiteral("playerKind")))
            rows << label->text().remove(QLatin1Char('&'));
    EXPECT_TRUE(rows.contains(QStringLiteral("Red (partner: Yellow):"))) << rows.join(QLatin1Char('|')).toStdString();
    EXPECT_TRUE(rows.contains(QStringLiteral("Black (partner: Green):"))) << rows.join(QLatin1Char('|')).toStdString();
}

TEST(FourArmies, ANoticeSaysWhenAnArmyLosesItsKingAndPlaysOn)
{
    Home home;
    MainWindow window(&home.settings);
    ASSERT_TRUE(window.startGame(kChaturanga));
    std::mt19937 random(11);
    // Captures first, kings before all, until a king falls in a game that goes on.
    for (int ply = 0; ply < 400 && !window.game()->outcome().over(); ++ply) {
        const QList<kabir::Move> moves = window.game()->legalMoves();
        const kabir::Position& position = window.game()->position();
        QList<kabir::Move> best;
        int bestRank = -1;
        for (kabir::Move move : moves) {
            const kabir::Piece taken = move.kind() == kabir::MoveKind::Drop ? kabir::kEmpty : position.at(move.to());
            const int rank = !taken ? 0 : window.game()->rules().isRoyal(kabir::typeOf(taken)) ? 2 : 1;
            if (rank > bestRank)
                best.clear(), bestRank = rank;
            if (rank == bestRank)
                best << move;
        }
        const kabir::Move move = best[std::uniform_int_distribution<qsizetype>(0, best.size() - 1)(random)];
        const kabir::Army victim = kabir::armyOf(bestRank == 2 ? position.at(move.to()) : kabir::kEmpty);
        ASSERT_EQ(window.game()->play(move), QString());
        if (bestRank == 2 && !window.game()->outcome().over()) {
            const QString said = window.statusBar()->currentMessage();
            EXPECT_EQ(said,
                QStringLiteral("%1's king has been taken; the army plays on without it.")
                    .arg(window.game()->armyName(victim)));
            return;
        }
    }
    FAIL() << "no king was taken in a game that went on";
}

}  // namespace
