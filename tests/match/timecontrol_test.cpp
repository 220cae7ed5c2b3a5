// Time controls in cutechess/fastchess syntax and the clock that follows one.

#include "core/match/timecontrol.h"

#include <gtest/gtest.h>

namespace kabir::match {
namespace {

TimeControl parsed(const std::string& text)
{
    auto tc = TimeControl::parse(text);
    EXPECT_TRUE(tc.ok()) << text << ": " << tc.errorText();
    return tc.ok() ? tc.value() : TimeControl{};
}

TEST(TimeControl, ParsesEveryForm)
{
    const TimeControl repeating = parsed("40/60");
    EXPECT_EQ(repeating.movesPerPeriod, 40);
    EXPECT_EQ(repeating.baseMs, 60000);
    EXPECT_EQ(repeating.incrementMs, 0);
    const TimeControl increment = parsed("10+0.1");
    EXPECT_EQ(increment.baseMs, 10000);
    EXPECT_EQ(increment.incrementMs, 100);
    EXPECT_EQ(parsed("40/1:30+0.5").baseMs, 90000);
    EXPECT_EQ(parsed("40/1:30+0.5").incrementMs, 500);
    EXPECT_EQ(parsed("0.5").baseMs, 500);
    EXPECT_EQ(parsed("st=1").moveTimeMs, 1000);
    EXPECT_EQ(parsed("st=0.25").moveTimeMs, 250);
    EXPECT_EQ(parsed("nodes=5000").nodes, 5000);
    EXPECT_EQ(parsed("depth=7").depth, 7);
    EXPECT_FALSE(parsed("depth=7").hasTimeLimit());
}

TEST(TimeControl, WritesWhatItReads)
{
    for (const char* text : {"40/60", "10+0.1", "40/90+0.5", "60", "st=1", "st=0.25", "nodes=5000", "depth=7"})
        EXPECT_EQ(parsed(text).text(), text);
}

TEST(TimeControl, RejectsMalformedText)
{
    for (const char* text : {"", "abc", "10+", "+1", "0", "40/", "/60", "-5", "1.2.3", "st=", "st=0", "nodes=-1",
             "depth=x", "moves=3", "0/60", "10+x", "1:2:3"})
        EXPECT_FALSE(TimeControl::parse(text).ok()) << text;
}

TEST(TimeControl, ClockAddsIncrementAndNextPeriod)
{
    Clock increment(parsed("10+0.1"));
    EXPECT_TRUE(increment.charge(1000, 50));
    EXPECT_EQ(increment.remainingMs(), 9100);
    EXPECT_EQ(increment.allowanceMs(50), 9150);

    Clock periods(parsed("2/10"));
    EXPECT_EQ(periods.movesToGo(), 2);
    EXPECT_TRUE(periods.charge(4000, 0));
    EXPECT_EQ(periods.movesToGo(), 1);
    EXPECT_TRUE(periods.charge(4000, 0));
    EXPECT_EQ(periods.remainingMs(), 12000);  // 2 s left plus the next period's 10 s
    EXPECT_EQ(periods.movesToGo(), 2);
}

TEST(TimeControl, ClockFlagsBeyondTheMargin)
{
    Clock clock(parsed("1+0"));
    EXPECT_TRUE(clock.charge(1040, 50));  // within the margin: on time, left with nothing
    EXPECT_EQ(clock.remainingMs(), 0);
    Clock late(parsed("1+0"));
    EXPECT_FALSE(late.charge(1051, 50));
    Clock fixed(parsed("st=0.5"));
    EXPECT_TRUE(fixed.charge(520, 50));
    EXPECT_FALSE(fixed.charge(551, 50));
    EXPECT_EQ(fixed.allowanceMs(50), 550);
    Clock none(parsed("depth=3"));
    EXPECT_EQ(none.allowanceMs(50), -1);
    EXPECT_TRUE(none.charge(100000, 50));
}

}  // namespace
}  // namespace kabir::match
