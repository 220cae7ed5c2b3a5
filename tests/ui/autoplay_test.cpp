// Replay by itself: Autoplay steps through the line on view from the position on view (from
// the start when the line is at its end), stops at the end and on a new game; the speed is
// the time a move.

#include "ui/autoplay.h"

#include "ui/gamecontroller.h"
#include "ui/gameviewer.h"

#include <QAction>
#include <QElapsedTimer>
#include <QMenu>
#include <QTest>

#include <gtest/gtest.h>

namespace {

TEST(Autoplay, ReplaysTheGameFromTheStartAndStopsAtTheEnd)
{
    GameController game;
    ASSERT_EQ(game.newGame(QStringLiteral("kaiserspiel")), QString());
    for (const char* move : {"e2e5", "e9e7", "d2d4", "d9d7"})
        ASSERT_EQ(game.play(QString::fromLatin1(move)), QString());
    Autoplay autoplay(&game);
    QMenu menu;
    autoplay.createSpeedMenu(&menu);
    autoplay.setInterval(10);
    autoplay.toggleAction()->setChecked(true);
    EXPECT_EQ(game.viewer()->viewedPly(), 0);  // at the end, so from the start
    EXPECT_TRUE(autoplay.isRunning());
    QList<int> seen;
    QObject::connect(game.viewer(), &GameViewer::viewedNodeChanged, [&] { seen << game.viewer()->viewedPly(); });
    EXPECT_TRUE(QTest::qWaitFor([&] { return !autoplay.isRunning(); }, 2000));
    EXPECT_EQ(seen, (QList<int>{1, 2, 3, 4}));
    EXPECT_FALSE(autoplay.toggleAction()->isChecked());
}

TEST(Autoplay, StartsFromThePositionOnViewAndStopsOnANewGame)
{
    GameController game;
    ASSERT_EQ(game.newGame(QStringLiteral("chess")), QString());
    for (const char* move : {"e2e4", "e7e5", "g1f3"})
        ASSERT_EQ(game.play(QString::fromLatin1(move)), QString());
    game.viewer()->setViewedPly(1);
    Autoplay autoplay(&game);
    autoplay.setInterval(5000);
    autoplay.toggleAction()->trigger();
    EXPECT_EQ(game.viewer()->viewedPly(), 1);
    EXPECT_TRUE(autoplay.isRunning());
    ASSERT_EQ(game.newGame(QStringLiteral("chess")), QString());
    EXPECT_FALSE(autoplay.isRunning());
}

TEST(Autoplay, TheSpeedMenuChecksTheSpeedChosen)
{
    GameController game;
    Autoplay autoplay(&game);
    QMenu* menu = autoplay.createSpeedMenu(nullptr);
    menu->actions().at(2)->trigger();
    EXPECT_EQ(autoplay.interval(), Autoplay::kSpeeds[2]);
    autoplay.setInterval(Autoplay::kSpeeds[0]);
    EXPECT_TRUE(menu->actions().at(0)->isChecked());
    EXPECT_FALSE(menu->actions().at(2)->isChecked());
    delete menu;
}

}  // namespace
