// XBoard square names: ranks from 0 on boards of exactly 10 ranks, from 1 (two digits above 9)
// on the others.

#include "core/match/xboardsquares.h"

#include <gtest/gtest.h>

namespace kabir::match {
namespace {

TEST(XboardSquares, TenRanksCountFromZero)
{
    EXPECT_EQ(toXboardMove("e1e4", 10), "e0e3");
    EXPECT_EQ(toXboardMove("j10j9", 10), "j9j8");
    EXPECT_EQ(toXboardMove("e9e10q", 10), "e8e9q");
    EXPECT_EQ(toXboardMove("W@e4", 10), "W@e3");
    EXPECT_EQ(toXboardMove("g1k1h1", 10), "g0k0h0");
    EXPECT_EQ(fromXboardMove("e0e3", 10), "e1e4");
    EXPECT_EQ(fromXboardMove("d9c7", 10), "d10c8");
    EXPECT_EQ(fromXboardMove("e8e9a", 10), "e9e10a");
}

TEST(XboardSquares, OtherBoardsKeepKabirsNames)
{
    EXPECT_EQ(toXboardMove("e2e4", 8), "e2e4");
    EXPECT_EQ(toXboardMove("a10a11", 11), "a10a11");
    EXPECT_EQ(toXboardMove("m12m13q", 13), "m12m13q");
    EXPECT_EQ(fromXboardMove("f11f10", 11), "f11f10");
    EXPECT_EQ(fromXboardMove("a12a13", 13), "a12a13");
}

TEST(XboardSquares, RoundTripsEverySquareOfTenRanks)
{
    for (char file = 'a'; file <= 'j'; ++file)
        for (int rank = 1; rank <= 10; ++rank) {
            const std::string square = file + std::to_string(rank);
            EXPECT_EQ(fromXboardMove(toXboardMove(square, 10), 10), square);
        }
}

TEST(XboardSquares, LeavesCastlingAndGarbageAlone)
{
    EXPECT_EQ(fromXboardMove("O-O", 10), "O-O");
    EXPECT_EQ(fromXboardMove("(none)", 10), "(none)");
    EXPECT_EQ(fromXboardMove("a123456789", 10), "a123456789");
}

}  // namespace
}  // namespace kabir::match
