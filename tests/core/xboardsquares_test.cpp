// XBoard square names: ranks from 0 on boards of exactly 10 ranks, from 1 (two digits above 9)
// on the others.

#include "core/board/xboardsquares.h"

#include <gtest/gtest.h>

namespace kabir {
namespace {

TEST(XBoardSquareNames, TenRanksCountFromZero)
{
    EXPECT_EQ(toXBoardSquares("e1e4", 10), "e0e3");
    EXPECT_EQ(toXBoardSquares("j10j9", 10), "j9j8");
    EXPECT_EQ(toXBoardSquares("e9e10q", 10), "e8e9q");
    EXPECT_EQ(toXBoardSquares("W@e4", 10), "W@e3");
    EXPECT_EQ(toXBoardSquares("g1k1h1", 10), "g0k0h0");
    EXPECT_EQ(fromXBoardSquares("e0e3", 10), "e1e4");
    EXPECT_EQ(fromXBoardSquares("d9c7", 10), "d10c8");
    EXPECT_EQ(fromXBoardSquares("e8e9a", 10), "e9e10a");
}

TEST(XBoardSquareNames, OtherBoardsKeepKabirsNames)
{
    EXPECT_EQ(toXBoardSquares("e2e4", 8), "e2e4");
    EXPECT_EQ(toXBoardSquares("a10a11", 11), "a10a11");
    EXPECT_EQ(toXBoardSquares("m12m13q", 13), "m12m13q");
    EXPECT_EQ(fromXBoardSquares("f11f10", 11), "f11f10");
    EXPECT_EQ(fromXBoardSquares("a12a13", 13), "a12a13");
}

TEST(XBoardSquareNames, RoundTripsEverySquareOfTenRanks)
{
    for (char file = 'a'; file <= 'j'; ++file)
        for (int rank = 1; rank <= 10; ++rank) {
            const std::string square = file + std::to_string(rank);
            EXPECT_EQ(fromXBoardSquares(toXBoardSquares(square, 10), 10), square);
        }
}

TEST(XBoardSquareNames, LeavesCastlingAndGarbageAlone)
{
    EXPECT_EQ(fromXBoardSquares("O-O", 10), "O-O");
    EXPECT_EQ(fromXBoardSquares("(none)", 10), "(none)");
    EXPECT_EQ(fromXBoardSquares("a123456789", 10), "a123456789");
}

}  // namespace
}  // namespace kabir
