// Four armies at the board (Chaturanga 4-84): the view chosen in View › Seen From is the
// default of the next game; the board turns only with the live game, not while earlier
// positions are browsed; a banner names the army the board has turned to; every hand stays in
// view beside the board however much has been captured; the old squares are drawn gold, as
// the rules page describes them.

#include "ui/boardbanner.h"
#include "ui/boardorientation.h"
#include "ui/boardview.h"
#include "ui/gamecontroller.h"
#include "ui/mainwindow.h"
#include "ui/materialview.h"
#include "ui/settings.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QTemporaryDir>
#include <QToolButton>

#include <gtest/gtest.h>

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
        window.game()->setViewedPly(ply);
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
    EXPECT_TRUE(window.boardBanner()->text().contains(window.game()->armyName(1))) << window.boardBanner()->text().toStdString();
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
        const QWidget* captures = nullptr;
        for (const QWidget* row : window.materialView()->findChildren<QWidget*>())
            if (row->accessibleName() == QStringLiteral("Captured by %1").arg(name))
                captures = row;
        ASSERT_TRUE(captures) << army;
        const QToolButton* hand = hands[army];
        EXPECT_TRUE(hand->accessibleName().contains(name)) << hand->accessibleName().toStdString();
        EXPECT_LT(hand->geometry().right(), captures->geometry().left()) << army;
        EXPECT_EQ(hand->visibleRegion().boundingRect().size(), hand->size()) << army;
    }
}

}  // namespace
