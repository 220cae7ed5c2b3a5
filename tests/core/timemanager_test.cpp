// How long the engine thinks under each kind of time control.

#include "core/search/timemanager.h"

#include <gtest/gtest.h>

namespace kabir::search {
namespace {

TEST(TimeManager, NoClockMeansNoBudget)
{
    EXPECT_FALSE(planTime(Limits{}, 0, 0, 30).timed);
}

TEST(TimeManager, FixedTimePerMoveIsUsedLessTheOverhead)
{
    Limits limits;
    limits.moveTime = 1000;
    const TimeBudget b = planTime(limits, 0, 10, 30);
    EXPECT_TRUE(b.timed);
    EXPECT_EQ(b.optimum, 970);
    EXPECT_EQ(b.maximum, 970);
}

TEST(TimeManager, SuddenDeathSpendsAFractionAndNeverTheWholeClock)
{
    Limits limits;
    limits.time = {60000, 1};
    const TimeBudget b = planTime(limits, 0, 0, 30);
    EXPECT_GT(b.optimum, 60000 / 60);
    EXPECT_LT(b.optimum, 60000 / 20);
    EXPECT_LE(b.maximum, 60000 * 4 / 5);
    EXPECT_GE(b.maximum, b.optimum);
}

TEST(TimeManager, TheClockOfTheSideToMoveCounts)
{
    Limits limits;
    limits.time = {60000, 1000};
    EXPECT_GT(planTime(limits, 0, 0, 30).optimum, planTime(limits, 1, 0, 30).optimum);
}

TEST(TimeManager, IncrementAddsToTheBudget)
{
    Limits limits;
    limits.time = {10000, 10000};
    const TimeBudget without = planTime(limits, 0, 40, 30);
    limits.increment = {1000, 1000};
    EXPECT_GT(planTime(limits, 0, 40, 30).optimum, without.optimum + 500);
}

TEST(TimeManager, MovesToGoDividesTheClock)
{
    Limits limits;
    limits.time = {40000, 40000};
    limits.movesToGo = 2;
    const TimeBudget b = planTime(limits, 0, 0, 30);
    EXPECT_GT(b.optimum, 10000);
    limits.movesToGo = 1;
    EXPECT_LT(planTime(limits, 0, 0, 30).maximum, 40000);
}

TEST(TimeManager, AnAlmostEmptyClockStillGetsAMillisecond)
{
    Limits limits;
    limits.time = {5, 5};
    const TimeBudget b = planTime(limits, 0, 0, 30);
    EXPECT_GE(b.optimum, 1);
    EXPECT_GE(b.maximum, 1);
}

}  // namespace
}  // namespace kabir::search
