// The players stay at the board when the position changes under them: a position set up in the
// editor or pasted keeps the computers, their levels and the clock of the game before it (two
// armies, and four with three computers), and the computers go on playing from it; a record
// whose player is named as one of Kabir's levels seats that computer again, never a person
// called "Kabir, level 2".

#include "ui/mainwindow.h"

#include "tests/ui/computergame.h"

#include "ui/computerlevels.h"
#include "ui/computerseats.h"
#include "ui/gamecontroller.h"

#include <QTest>

#include <gtest/gtest.h>

namespace {

TEST(SeatsKept, ASetUpPositionKeepsTheComputerItsLevelAndTheClock)
{
    ComputerGame play;
    kabir::match::TimeControl suddenDeath;
    suddenDeath.baseMs = 300000;
    ASSERT_TRUE(play.start(QStringLiteral("chess"), {}, {human(), computer(2)}, suddenDeath));
    const NewGameSetup before = play.window->setup();
    // Black, the computer, to move in the position set up.
    ASSERT_TRUE(play.window->setUpPositionFrom(QStringLiteral("4k3/8/8/8/8/8/4P3/4K3 b - - 0 1")));
    EXPECT_EQ(play.window->setup().players, before.players);
    EXPECT_EQ(play.window->setup().timeControl, before.timeControl);
    EXPECT_TRUE(play.window->computers()->isComputer(1));
    EXPECT_EQ(play.game()->playerNames().value(1), ComputerLevels::playerName(2));
    ASSERT_TRUE(play.waitForHumanTurn());
    EXPECT_EQ(play.game()->plyCount(), 1);  // the computer moved from the position set up
}

TEST(SeatsKept, APastedPositionKeepsThreeComputersOfFourArmies)
{
    ComputerGame play;
    ASSERT_TRUE(play.start(QStringLiteral("chaturanga-4-84"), {}, {human(), computer(1), computer(1), computer(1)}));
    const QString fen = play.game()->fen();
    ASSERT_TRUE(play.window->pastePosition(fen));
    EXPECT_EQ(play.window->variantId(), QStringLiteral("chaturanga-4-84"));
    for (int army = 1; army < 4; ++army)
        EXPECT_TRUE(play.window->computers()->isComputer(army)) << "army " << army;
    play.playRandomMove();
    ASSERT_TRUE(play.waitForHumanTurn(60000));
    EXPECT_TRUE(play.game()->outcome().over() || play.game()->plyCount() >= 4);
}

TEST(SeatsKept, ARecordsComputerPlayerSitsAsThatComputerNotAsAPerson)
{
    ComputerGame play;
    ASSERT_TRUE(play.start(QStringLiteral("chess"), {}, {human(), human()}));
    const QString record = QStringLiteral("[White \"Ann\"]\n[Black \"%1\"]\n[Variant \"chess\"]\n\n1. e4 e5 2. Nf3 *\n")
                               .arg(ComputerLevels::playerName(2));
    ASSERT_TRUE(play.window->pastePosition(record));
    const QList<PlayerSeat> seats = play.window->setup().players;
    ASSERT_EQ(seats.size(), 2);
    EXPECT_EQ(seats[0].kind, PlayerSeat::Kind::Human);
    EXPECT_EQ(seats[0].name, QStringLiteral("Ann"));
    EXPECT_EQ(seats[1].kind, PlayerSeat::Kind::Computer);
    EXPECT_EQ(seats[1].level, 2);
    EXPECT_EQ(play.game()->playerNames().value(1), ComputerLevels::playerName(2));  // the record keeps its name
    ASSERT_TRUE(play.waitForHumanTurn());
    EXPECT_EQ(play.game()->plyCount(), 4);  // and it plays on as Black
}

}  // namespace
