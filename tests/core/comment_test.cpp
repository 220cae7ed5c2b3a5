// The commands lichess and ChessBase embed in PGN comments: arrows, circles and clock times
// read into data on boards up to 16 x 16 and written back as lichess writes them; anything
// else kept as written.

#include "core/record/comment.h"

#include <gtest/gtest.h>

namespace kabir::test {
namespace {

std::string written(const Comment& comment, const Geometry& board)
{
    std::string text;
    for (const std::string& word : commentWords(comment, board))
        text += (text.empty() ? "" : " ") + word;
    return text;
}

TEST(Comment, ArrowsAndCirclesNameSquaresOfTheBoard)
{
    const Geometry chess(8, 8);
    const Comment c = parseComment(" Look here [%csl Ge4,Rd5][%cal Ge2e4, Rd1d8] ", chess);
    EXPECT_EQ(c.text, "Look here");
    ASSERT_EQ(c.circles.size(), 2u);
    EXPECT_EQ(c.circles[1], (Circle{'R', chess.square(3, 4)}));
    ASSERT_EQ(c.arrows.size(), 2u);
    EXPECT_EQ(c.arrows[0], (Arrow{'G', chess.square(4, 1), chess.square(4, 3)}));
    EXPECT_EQ(c.arrows[1], (Arrow{'R', chess.square(3, 0), chess.square(3, 7)}));
    EXPECT_EQ(written(c, chess), "Look here [%csl Ge4,Rd5] [%cal Ge2e4,Rd1d8]");
}

TEST(Comment, TwoDigitRanksOnLargeBoards)
{
    const Geometry big(16, 16);
    const Comment c = parseComment("[%cal Ya10k11,Bp16a1,Gk1k10] [%csl Bk11]", big);
    ASSERT_EQ(c.arrows.size(), 3u);
    EXPECT_EQ(c.arrows[0], (Arrow{'Y', big.square(0, 9), big.square(10, 10)}));
    EXPECT_EQ(c.arrows[1], (Arrow{'B', big.square(15, 15), big.square(0, 0)}));
    EXPECT_EQ(c.arrows[2], (Arrow{'G', big.square(10, 0), big.square(10, 9)}));
    EXPECT_EQ(c.circles, (std::vector<Circle>{{'B', big.square(10, 10)}}));
    EXPECT_EQ(written(c, big), "[%csl Bk11] [%cal Ya10k11,Bp16a1,Gk1k10]");
}

TEST(Comment, ClockTimesInMillisecondsWrittenAsLichessDoes)
{
    const Geometry chess(8, 8);
    const struct {
        const char* read;
        int ms;
        const char* written;
    } rows[] = {
        {"[%clk 0:04:59]", 299000, "[%clk 0:04:59]"},
        {"[%clk 1:02:03.4]", 3723400, "[%clk 1:02:03.4]"},
        {"[%clk 0:00:09.25]", 9250, "[%clk 0:00:09.25]"},
        {"[%clk 0:00:07.000]", 7000, "[%clk 0:00:07]"},
        {"[%clk 12:5:3]", 43503000, "[%clk 12:05:03]"},
    };
    for (const auto& row : rows) {
        const Comment c = parseComment(row.read, chess);
        ASSERT_TRUE(c.clockMs) << row.read;
        EXPECT_EQ(*c.clockMs, row.ms) << row.read;
        EXPECT_EQ(written(c, chess), row.written);
    }
}

TEST(Comment, UnknownOrUnreadableCommandsSurviveAsWritten)
{
    const Geometry chess(8, 8);
    const Comment c
        = parseComment("Best [%eval -0.35,12] was [%cal Gz9e4] [%clk soon] [%csl Xe4] [%emt 0:00:03]", chess);
    EXPECT_EQ(c.text, "Best was");
    EXPECT_TRUE(c.arrows.empty());
    EXPECT_TRUE(c.circles.empty());
    EXPECT_FALSE(c.clockMs);
    EXPECT_EQ(c.commands,
        (std::vector<std::string>{"[%eval -0.35,12]", "[%cal Gz9e4]", "[%clk soon]", "[%csl Xe4]", "[%emt 0:00:03]"}));
    EXPECT_EQ(parseComment(written(c, chess), chess), c);
}

TEST(Comment, TextKeepsItsWordsWithSingleSpaces)
{
    const Geometry chess(8, 8);
    const Comment c = parseComment("  A\n long\tline  [not a command] [%unclosed ", chess);
    EXPECT_EQ(c.text, "A long line [not a command] [%unclosed");
    EXPECT_TRUE(c.commands.empty());
    EXPECT_TRUE(parseComment(" \n ", chess).empty());
    Comment typed;
    typed.text = "a {brace}\nand  a line";
    EXPECT_EQ(written(typed, chess), "a {brace and a line");
}

}  // namespace
}  // namespace kabir::test
