// Inputs that the fuzz targets (tests/fuzz, docs/verification.md "Fuzzing") found to break a
// reader, each named after what it broke. Each input is also in the target's seed corpus.

#include "tests/core/testpositions.h"

#include "core/board/betza.h"

#include <gtest/gtest.h>


namespace kabir::test {
namespace {

// fuzz_fen4: a count of pieces in hand with many digits overflowed an int while it was read
// (UBSan: signed integer overflow in Position::fromFen4) before the count was refused.
TEST(FuzzRegression, Fen4HandCountWithManyDigitsIsRefusedWithoutOverflow)
{
    const std::string fen = "****2rK2*/9*/9*/bK6rP1*/6gQ3/10/*8gK/*7rP1/*1rP7/*2yK2**** r rW"
        + std::string(40, '8') + " 0 1";
    auto pos = Position::fromFen(rules("chaturanga-4-84"), fen);
    ASSERT_FALSE(pos.ok());
    EXPECT_EQ(pos.problems().front().key, "hands");
    EXPECT_NE(pos.errorText().find("too many pieces"), std::string::npos) << pos.errorText();
}


// The same reading of digits in a Betza range ("R99999999999") overflowed an int.
TEST(FuzzRegression, BetzaRangeWithManyDigitsIsRefusedWithoutOverflow)
{
    auto moves = parseBetza("R" + std::string(30, '9'));
    ASSERT_FALSE(moves.ok());
    EXPECT_NE(moves.errorText().find("range must be between 1 and 16"), std::string::npos) << moves.errorText();
}


}  // namespace
}  // namespace kabir::test
