// The players' clocks (rules.md §0, "Clocks"): a move charges the mover and adds the increment
// or the next period, a takeback sets the clocks back, the flag of the army to move falls at
// zero and loses for its team — a draw when the other team has nothing but kings — and the
// clocks, the time control and such endings travel in the record. No clock runs before the
// first move (as on lichess): the first player may look at the position first.

#include "ui/gameclocks.h"

#include "ui/gamecontroller.h"
#include "ui/gamerecords.h"

#include <QSignalSpy>
#include <QTest>

#include <gtest/gtest.h>

namespace {

kabir::match::TimeControl control(const char* text)
{
    return kabir::match::TimeControl::parse(text).value();
}

TEST(GameClocks, AMoveChargesTheMoverAndAddsTheIncrement)
{
    GameClocks clocks;
    clocks.reset(control("60+2"), 2);
    clocks.start(0);
    QTest::qWait(120);
    EXPECT_LE(clocks.remainingMs(0), 60000 - 120);  // the running clock counts down
    EXPECT_EQ(clocks.remainingMs(1), 60000);
    clocks.moved();
    const std::int64_t white = clocks.remainingMs(0);
    EXPECT_LE(white, 62000 - 120);
    EXPECT_GT(white, 62000 - 5000);  // generous: a busy machine may wait long
    EXPECT_EQ(clocks.clockAfterMove(0, 0), white);
    EXPECT_EQ(clocks.runningArmy(), -1);
}

TEST(GameClocks, APeriodEndsWithTheNextPeriodsTime)
{
    GameClocks clocks;
    clocks.reset(control("2/60"), 2);
    for (int move = 0; move < 4; ++move) {
        clocks.start(move % 2);
        clocks.moved();
    }
    // Each army has made its two moves: a second period of 60 s is added.
    EXPECT_GT(clocks.remainingMs(0), 119000);
    EXPECT_EQ(clocks.clock(0).movesToGo(), 2);
}

TEST(GameClocks, ATakebackSetsTheClocksBack)
{
    GameClocks clocks;
    clocks.reset(control("10"), 2);
    clocks.start(0);
    QTest::qWait(150);
    clocks.moved();
    const std::int64_t afterFirst = clocks.remainingMs(0);
    EXPECT_LT(afterFirst, 10000);
    clocks.takeBack();
    EXPECT_EQ(clocks.remainingMs(0), 10000);
    EXPECT_EQ(clocks.movesCharged(), 0);
}

TEST(GameClocks, TheFlagOfTheRunningClockFallsAtZero)
{
    GameClocks clocks;
    clocks.reset(control("0.2"), 2);
    QSignalSpy flag(&clocks, &GameClocks::flagFell);
    clocks.start(1);
    ASSERT_TRUE(flag.wait(2000));
    EXPECT_EQ(flag.front().front().toInt(), 1);
    EXPECT_EQ(clocks.runningArmy(), -1);
    EXPECT_EQ(clocks.remainingMs(1), 0);
}

TEST(GameClocks, AFixedTimePerMoveDoesNotCarryOver)
{
    GameClocks clocks;
    clocks.reset(control("st=3"), 2);
    clocks.start(0);
    QTest::qWait(100);
    EXPECT_LT(clocks.remainingMs(0), 3000);
    clocks.moved();
    EXPECT_EQ(clocks.remainingMs(0), 3000);
}

TEST(Rules0Clocks, NoClockRunsBeforeTheFirstMove)
{
    GameController game;
    game.setTimeControl(control("0.2"));
    ASSERT_EQ(game.newGame(QStringLiteral("chess")), QString());
    EXPECT_EQ(game.clocks()->runningArmy(), -1);
    QTest::qWait(300);
    EXPECT_FALSE(game.outcome().over());
    ASSERT_EQ(game.play(QStringLiteral("e2e4")), QString());
    EXPECT_EQ(game.clocks()->runningArmy(), 1);
    EXPECT_EQ(game.clocks()->remainingMs(0), 200);  // the first move cost nothing
}

TEST(Rules0Clocks, AFlagLosesForTheArmyToMove)
{
    GameController game;
    game.setTimeControl(control("0.2"));
    ASSERT_EQ(game.newGame(QStringLiteral("chess")), QString());
    ASSERT_EQ(game.play(QStringLiteral("e2e4")), QString());
    QSignalSpy over(&game, &GameController::gameOver);
    ASSERT_TRUE(over.wait(2000));
    const GameResult result = game.outcome();
    EXPECT_EQ(result.ending, GameResult::Ending::Time);
    EXPECT_EQ(result.army, 1);
    EXPECT_EQ(result.winner, 0);
    EXPECT_EQ(result.kindId(), QStringLiteral("time-forfeit"));
    EXPECT_EQ(game.resultText(), QStringLiteral("White wins — Black lost on time"));
}

TEST(Rules0Clocks, AFlagAgainstABareKingDraws)
{
    GameController game;
    game.setTimeControl(control("0.2"));
    // White has a rook, Black only its king: White's flag cannot lose to it.
    ASSERT_EQ(game.newGame(QStringLiteral("chess"), {}, QStringLiteral("4k3/8/8/8/8/8/8/R3K3 b - - 0 1")), QString());
    ASSERT_EQ(game.play(QStringLiteral("e8d8")), QString());  // White's clock runs from here
    QSignalSpy over(&game, &GameController::gameOver);
    ASSERT_TRUE(over.wait(2000));
    EXPECT_TRUE(game.outcome().draw());
    EXPECT_EQ(game.outcome().kindId(), QStringLiteral("time-forfeit-bare-king"));
}

TEST(Rules0Clocks, FourArmiesTheFlagOfOneArmyLosesForItsTeam)
{
    GameController game;
    game.setTimeControl(control("0.3"));
    ASSERT_EQ(game.newGame(QStringLiteral("chaturanga-4-84")), QString());
    ASSERT_EQ(game.play(QStringLiteral("e9e8")), QString());  // Red moves; Green's clock runs
    QSignalSpy over(&game, &GameController::gameOver);
    ASSERT_TRUE(over.wait(2000));
    EXPECT_EQ(game.outcome().army, 1);
    EXPECT_EQ(game.outcome().winner, 0);  // Red and Yellow
}

TEST(Rules0Clocks, TakingBackTheLastMoveReopensAGameLostOnTime)
{
    GameController game;
    game.setTimeControl(control("0.3"));
    ASSERT_EQ(game.newGame(QStringLiteral("chess")), QString());
    ASSERT_EQ(game.play(QStringLiteral("e2e4")), QString());
    ASSERT_EQ(game.play(QStringLiteral("e7e5")), QString());
    QSignalSpy over(&game, &GameController::gameOver);
    ASSERT_TRUE(over.wait(2000));  // White's flag
    game.undo();
    EXPECT_FALSE(game.outcome().over());
    EXPECT_EQ(game.clocks()->runningArmy(), 1);
    EXPECT_GT(game.clocks()->remainingMs(1), 0);
    game.undo();  // back at the start: no clock runs before the first move
    EXPECT_EQ(game.clocks()->runningArmy(), -1);
}

TEST(Rules0Clocks, TheClocksAndTheTimeControlTravelInTheRecord)
{
    GameController game;
    game.setTimeControl(control("300+2"));
    ASSERT_EQ(game.newGame(QStringLiteral("kaiserspiel")), QString());
    for (const char* move : {"e2e5", "e9e6", "d2d4"}) {
        QTest::qWait(60);
        ASSERT_EQ(game.play(QString::fromLatin1(move)), QString());
    }
    const QString record = GameRecords::write(game);
    EXPECT_TRUE(record.contains(QStringLiteral("[TimeControl \"300+2\"]"))) << record.toStdString();
    EXPECT_EQ(record.count(QStringLiteral("[%clk ")), 3) << record.toStdString();

    GameController copy;
    ASSERT_EQ(GameRecords::read(copy, record, QStringLiteral("game.pgn")), QString());
    ASSERT_TRUE(copy.clocks()->enabled());
    EXPECT_EQ(copy.clocks()->timeControl(), control("300+2"));
    for (int ply = 0; ply < 3; ++ply) {
        const int mover = ply % 2;
        // %clk keeps tenths at most: the same clock within a tenth of a second.
        EXPECT_NEAR(
            double(copy.clocks()->clockAfterMove(ply, mover)), double(game.clocks()->clockAfterMove(ply, mover)), 100.0)
            << ply;
    }
    EXPECT_EQ(copy.clocks()->runningArmy(), -1);  // standing still until the game goes on
    ASSERT_EQ(copy.play(QStringLiteral("d9d7")), QString());
    EXPECT_EQ(copy.clocks()->runningArmy(), 0);
}

TEST(Rules0Endings, AResignationAndALossOnTimeAreReadBackFromTheRecord)
{
    GameController game;
    ASSERT_EQ(game.newGame(QStringLiteral("chess")), QString());
    ASSERT_EQ(game.play(QStringLiteral("e2e4")), QString());
    ASSERT_EQ(game.resign(1), QString());
    const QString resigned = GameRecords::write(game);
    EXPECT_TRUE(resigned.contains(QStringLiteral("[Result \"1-0\"]")));
    EXPECT_TRUE(resigned.contains(QStringLiteral("[ResultKind \"resignation\"]")));
    GameController copy;
    ASSERT_EQ(GameRecords::read(copy, resigned, QStringLiteral("game.pgn")), QString());
    EXPECT_EQ(copy.outcome().ending, GameResult::Ending::Resignation);
    EXPECT_EQ(copy.outcome().winner, 0);

    game.setTimeControl(control("0.2"));
    ASSERT_EQ(game.newGame(QStringLiteral("chess")), QString());
    ASSERT_EQ(game.play(QStringLiteral("e2e4")), QString());
    QSignalSpy over(&game, &GameController::gameOver);
    ASSERT_TRUE(over.wait(2000));
    ASSERT_EQ(GameRecords::read(copy, GameRecords::write(game), QStringLiteral("game.pgn")), QString());
    EXPECT_EQ(copy.outcome().ending, GameResult::Ending::Time);
    EXPECT_EQ(copy.outcome().winner, 0);
}

}  // namespace
