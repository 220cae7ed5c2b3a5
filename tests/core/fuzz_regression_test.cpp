// Inputs that the fuzz targets (tests/fuzz, docs/verification.md "Fuzzing") found to break a
// reader, each named after what it broke. Each input is also in the target's seed corpus.

#include "tests/core/testpositions.h"

#include "core/board/betza.h"
#include "core/record/comment.h"
#include "core/record/gamerecord.h"
#include "core/record/recordfile.h"
#include "core/protocol/xboardtimecontrol.h"
#include "core/search/timemanager.h"

#include <gtest/gtest.h>

#include <limits>

namespace kabir::test {
namespace {

// fuzz_fen4: a count of pieces in hand with many digits overflowed an int while it was read
// (UBSan: signed integer overflow in Position::fromFen4) before the count was refused.
TEST(FuzzRegression, Fen4HandCountWithManyDigitsIsRefusedWithoutOverflow)
{
    const std::string fen
        = "****2rK2*/9*/9*/bK6rP1*/6gQ3/10/*8gK/*7rP1/*1rP7/*2yK2**** r rW" + std::string(40, '8') + " 0 1";
    auto pos = Position::fromFen(rules("chaturanga-4-84"), fen);
    ASSERT_FALSE(pos.ok());
    EXPECT_EQ(pos.problems().front().key, "hands");
    EXPECT_NE(pos.errorText().find("too many pieces"), std::string::npos) << pos.errorText();
}

// fuzz_fen4: the same piece named twice in the hands ("rW0rW15") was read as 16 pieces: each
// count was below the limit, their sum was not, and the FEN written ("rW16") was refused when
// read again. Named 256 times, the sum also wrapped the hand's byte. The sum is limited.
TEST(FuzzRegression, Fen4HandsNamingAPieceTwiceAreLimitedByTheirSum)
{
    const std::string board = "****2rK2*/9*/9*/bR6bP1*/6gQ3/10/*8gP/*7rQ1/*1rP7/*2yK2**** r ";
    std::string named300Times;
    for (int i = 0; i < 300; ++i)
        named300Times += "rW";
    for (const std::string& hands : {std::string("rW0rW15"), named300Times}) {
        auto pos = Position::fromFen(rules("chaturanga-4-84"), board + hands + " 0 1");
        ASSERT_FALSE(pos.ok()) << hands;
        EXPECT_EQ(pos.problems().front().key, "hands");
        EXPECT_NE(pos.errorText().find("too many pieces"), std::string::npos) << pos.errorText();
    }
    auto pos = Position::fromFen(rules("chaturanga-4-84"), board + "rW7rW8 0 1");
    ASSERT_TRUE(pos.ok()) << pos.errorText();
    EXPECT_EQ(pos->fen(), board + "rW15 0 1");
    EXPECT_TRUE(Position::fromFen(rules("chaturanga-4-84"), pos->fen()).ok());
}

// The same reading of digits in a Betza range ("R99999999999") overflowed an int.
TEST(FuzzRegression, BetzaRangeWithManyDigitsIsRefusedWithoutOverflow)
{
    auto moves = parseBetza("R" + std::string(30, '9'));
    ASSERT_FALSE(moves.ok());
    EXPECT_NE(moves.errorText().find("range must be between 1 and 16"), std::string::npos) << moves.errorText();
}

// XBoard's "sd 1e30" was converted to an int out of its range (UBSan: float-cast-overflow);
// "st", "level" and "time"/"otim" overflowed the same way on huge numbers. They are refused.
TEST(FuzzRegression, XBoardHugeDepthTimesAndClocksAreRefusedWithoutOverflow)
{
    protocol::XBoardTimeControl clock;
    EXPECT_FALSE(clock.depth("1e30"));
    EXPECT_FALSE(clock.depth("nan"));
    EXPECT_TRUE(clock.depth("7"));
    EXPECT_FALSE(clock.fixedTime("1e300"));
    EXPECT_FALSE(clock.level("40 5 1e300"));
    EXPECT_FALSE(clock.engineClock("9223372036854775807"));
    EXPECT_FALSE(clock.opponentClock("-9223372036854775807"));
    EXPECT_TRUE(clock.engineClock("6000"));
    const search::Limits limits = clock.limits(0, 1);
    EXPECT_EQ(limits.depth, 7);
    EXPECT_EQ(limits.time[0], 60000);
}

// UCI's "go wtime 9223372036854775807 winc 9223372036854775807" overflowed the time plan
// (UBSan: signed integer overflow in planTime); such a clock counts as a year.
TEST(FuzzRegression, HugeClockAndIncrementPlanWithoutOverflow)
{
    search::Limits limits;
    limits.time = {std::numeric_limits<std::int64_t>::max(), std::numeric_limits<std::int64_t>::max()};
    limits.increment = {std::numeric_limits<std::int64_t>::max(), std::numeric_limits<std::int64_t>::min()};
    for (int side : {0, 1}) {
        const search::TimeBudget b = search::planTime(limits, side, 0, 30);
        EXPECT_TRUE(b.timed);
        EXPECT_GE(b.optimum, 1);
        EXPECT_GE(b.maximum, b.optimum);
        EXPECT_LE(b.maximum, 365LL * 24 * 3600 * 1000);
    }
}

// fuzz_record: a Result tag that is no result ("5 b10a8") was written as the last word of the
// movetext, where it reads as a bad move: the game written did not read again. The tag stays;
// the movetext ends in the board's result.
TEST(FuzzRegression, RecordWithAResultTagThatIsNoResultWritesTextThatReadsAgain)
{
    const RecordFile file("[Result \"5 b10a8balanceant et=B\"]\n\n1. d4 d5 *\n", "fuzz.pgn");
    auto record = file.load(0);
    ASSERT_TRUE(record.ok()) << record.errorText();
    const std::string written = writeRecord(record->tree, record->tags);
    EXPECT_NE(written.find("[Result \"5 b10a8balanceant et=B\"]"), std::string::npos) << written;
    EXPECT_NE(written.find("1. d4 d5 *\n"), std::string::npos) << written;
    const RecordFile again(written, "written.pgn");
    ASSERT_EQ(again.games().size(), 1u);
    auto reread = again.load(0);
    ASSERT_TRUE(reread.ok()) << reread.errorText();
    EXPECT_TRUE(reread->problems.empty()) << reread->problems.front().toString();
    EXPECT_EQ(writeRecord(reread->tree, reread->tags), written);
}

// fuzz_record: a comment with two clocks ("[%clk 0:05:00] ... [%clk 0:04:58.5]") keeps the
// first as its clock and the second as written among its other commands, but the clock was
// written after them: read again, the second became the clock, and every write swapped them.
TEST(FuzzRegression, RecordCommentWithTwoClocksWritesTextThatReadsTheSame)
{
    const RecordFile file("1. e4 { [%clk 0:05:00] [%clk 0:04:58.5] [%eval 0.2] } *\n", "fuzz.pgn");
    auto record = file.load(0);
    ASSERT_TRUE(record.ok()) << record.errorText();
    const std::string written = writeRecord(record->tree, record->tags);
    EXPECT_NE(written.find("{[%clk 0:05:00] [%clk 0:04:58.5] [%eval 0.2]}"), std::string::npos) << written;
    const RecordFile again(written, "written.pgn");
    auto reread = again.load(0);
    ASSERT_TRUE(reread.ok()) << reread.errorText();
    EXPECT_EQ(writeRecord(reread->tree, reread->tags), written);
}

// fuzz_record: a comment's words with a "[%" never closed ("[%eval 0.2 4. Ba4") were written
// before its commands, where the "]" of a command closed it: read again, the words and the
// clock became one unknown command. A command holds no other "[%"; words left with one that
// closes ("[%a [%b]]" leaves "[%a ]") are read again.
TEST(FuzzRegression, RecordCommentWordsWithAnUnclosedCommandReadBackAsWords)
{
    const Geometry chess(8, 8);
    const Comment unclosed = parseComment("[%clk 0:05:00] [%eval 0.2 4. Ba4", chess);
    EXPECT_EQ(unclosed.text, "[%eval 0.2 4. Ba4");
    EXPECT_EQ(unclosed.clockMs, 300000);
    const Comment nested = parseComment("[%a [%b]]", chess);
    EXPECT_EQ(nested.text, "");
    EXPECT_EQ(nested.commands, (std::vector<std::string>{"[%b]", "[%a ]"}));
    for (const Comment& comment : {unclosed, nested}) {
        std::string written;
        for (const std::string& word : commentWords(comment, chess))
            written += (written.empty() ? "" : " ") + word;
        EXPECT_EQ(parseComment(written, chess), comment) << written;
    }
}

// fuzz_record: two comments at one place ("{a [%r} {b] c}") are joined into one, where the "]"
// of the second closed the "[%" left open in the first: written as one comment, that read
// back as a command. The joined words are read again.
TEST(FuzzRegression, RecordCommentsJoinedAtOnePlaceWriteTextThatReadsTheSame)
{
    const RecordFile file("{a [%r} {b] c [%clk 0:05:00]} 1. e4 {x [%cal Ge2e4} {] [%cal Gd2d4]} *\n", "fuzz.pgn");
    auto record = file.load(0);
    ASSERT_TRUE(record.ok()) << record.errorText();
    const Comment& intro = record->tree.node(GameTree::kRoot).comment;
    EXPECT_EQ(intro.text, "a c");
    EXPECT_EQ(intro.commands, std::vector<std::string>{"[%r b]"});
    const std::string written = writeRecord(record->tree, record->tags);
    EXPECT_NE(written.find("{a c [%r b] [%clk 0:05:00]} 1. e4 {x [%cal Gd2d4,Ge2e4]}"), std::string::npos) << written;
    const RecordFile again(written, "written.pgn");
    auto reread = again.load(0);
    ASSERT_TRUE(reread.ok()) << reread.errorText();
    EXPECT_EQ(writeRecord(reread->tree, reread->tags), written);
}

// fuzz_record: a comment to the end of the line (";") may hold a '}', and one inside a command
// kept as written ("[%eval} 0.2]") was written between braces, where it ended the comment: the
// rest read as moves. Commands are written without '}', as the words are.
TEST(FuzzRegression, RecordCommandWithABraceFromALineCommentIsWrittenWithoutIt)
{
    const RecordFile file("1. e4 ; [%eval} 0.2] 1... Bb4\n1... e5 *\n", "fuzz.pgn");
    auto record = file.load(0);
    ASSERT_TRUE(record.ok()) << record.errorText();
    const std::string written = writeRecord(record->tree, record->tags);
    EXPECT_NE(written.find("1. e4 {1... Bb4 [%eval 0.2]} 1... e5 *"), std::string::npos) << written;
    const RecordFile again(written, "written.pgn");
    auto reread = again.load(0);
    ASSERT_TRUE(reread.ok()) << reread.errorText();
    EXPECT_TRUE(reread->problems.empty()) << reread->problems.front().toString();
    EXPECT_EQ(writeRecord(reread->tree, reread->tags), written);
}

// fuzz_record: the same with the '}' between spaces ("[%clk 0:04:58.5 } x]"): without it the
// command held two spaces, which reading makes one, so the text written again differed.
TEST(FuzzRegression, RecordCommandWithABraceBetweenSpacesIsWrittenWithOneSpace)
{
    const RecordFile file("1. e4 ; [%clk 0:04:58.5 } x]\n*\n", "fuzz.pgn");
    auto record = file.load(0);
    ASSERT_TRUE(record.ok()) << record.errorText();
    const std::string written = writeRecord(record->tree, record->tags);
    EXPECT_NE(written.find("1. e4 {[%clk 0:04:58.5 x]} *"), std::string::npos) << written;
    const RecordFile again(written, "written.pgn");
    auto reread = again.load(0);
    ASSERT_TRUE(reread.ok()) << reread.errorText();
    EXPECT_EQ(writeRecord(reread->tree, reread->tags), written);
}

}  // namespace
}  // namespace kabir::test
