// Turkish Great Chess, reconstructed rules and the reformed ones (rules.md §4, §7): promotion
// to captured pieces only, the held pawn, the king's leap that may capture and cross check but
// never gives check, stalemate as a win, and baremate with its counter-capture draw.

#include "tests/core/testpositions.h"

#include "core/rules/adjudication.h"

#include <gtest/gtest.h>

namespace kabir::test {
namespace {

using Squares = std::set<std::string>;
const OptionValues kReconstructed{{"ruleset", "reconstructed"}};
const OptionValues kReformed{{"ruleset", "reformed"}};

// Black keeps two pawns on l10 and m10 (and White two on l4 and m4 where it has nothing
// else), so that no king is bare: a bare king loses at once in the reconstructed rules.

TEST(TurkishReconstructed, PromotionOnlyToACapturedPieceAndCompulsory)
{
    // White has lost the gazelle of i1.
    Position pos
        = position("turkish", kReconstructed, "13/4P8/13/11pp/13/13/6k6/13/13/13/13/13/RBNHGQKV1HNBR w - - 0 1");
    EXPECT_EQ(movesFrom(pos, "e12"), (Squares{"e12e13g"}));
}

TEST(TurkishReconstructed, PawnHeldOnTwelfthRankStillGivesCheck)
{
    Position white
        = position("turkish", kReconstructed, "13/4P8/13/11pp/13/13/6k6/13/13/13/13/13/RBNHGQKVGHNBR w - - 0 1");
    EXPECT_TRUE(movesFrom(white, "e12").empty());
    Position black
        = position("turkish", kReconstructed, "5k7/4P8/13/11pp/13/13/13/13/13/13/13/13/RBNHGQKVGHNBR b - - 0 1");
    EXPECT_TRUE(black.inCheck(1));
}

TEST(TurkishReconstructed, HeldPawnMayNotCaptureOntoTheThirteenthRank)
{
    Position pos
        = position("turkish", kReconstructed, "3r9/4P8/13/11pp/13/13/6k6/13/13/13/13/13/RBNHGQKVGHNBR w - - 0 1");
    EXPECT_TRUE(movesFrom(pos, "e12").empty());
}

TEST(TurkishReconstructed, NoBishopColourLimit)
{
    // White has lost the b1 bishop and keeps the l1 one; both stand on light squares, like d13.
    Position pos
        = position("turkish", kReconstructed, "13/3P9/13/11pp/13/13/6k6/13/13/13/13/13/R1NHGQKVGHNBR w - - 0 1");
    EXPECT_EQ(movesFrom(pos, "d12"), (Squares{"d12d13b"}));
}

TEST(TurkishReconstructed, KingLeapMayCapture)
{
    Position pos = position("turkish", kReconstructed, "12k/13/13/11pp/13/13/13/13/11PP/13/5b7/13/6K6 w - - 0 1");
    EXPECT_TRUE(destinations(pos, "g1").count("f3"));
    play(pos, {"g1f3"});
    EXPECT_EQ(pos.fen(), "12k/13/13/11pp/13/13/13/13/11PP/13/5K7/13/13 b - - 0 1 leap:k");
}

TEST(TurkishReconstructed, KingLeapMayCrossCheck)
{
    // g1-h3 steps over g2 or h2, both attacked by the rook on the 2nd rank.
    Position pos = position("turkish", kReconstructed, "12k/13/13/11pp/13/13/13/13/11PP/13/13/r12/6K6 w - - 0 1");
    EXPECT_TRUE(destinations(pos, "g1").count("h3"));
    EXPECT_TRUE(destinations(pos, "g1").count("f3"));
}

TEST(TurkishReconstructed, KingLeapNeverGivesCheck)
{
    // White's king still holds its leap, yet Black's king may step a knight's leap away from it.
    Position pos = position("turkish", kReconstructed, "13/13/13/11pp/13/13/13/13/13/8k2PP/13/13/6K6 b - - 0 1");
    EXPECT_TRUE(destinations(pos, "i4").count("h3"));
    play(pos, {"i4h3"});
    EXPECT_FALSE(pos.inCheck(1));
    EXPECT_FALSE(destinations(pos, "g1").count("h3"));  // and it is never taken by the leap
}

TEST(TurkishReconstructed, KingLeapMayEscapeTheFirstCheckAndIsLostAfterIt)
{
    Position pos = position("turkish", kReconstructed, "12k/13/13/11pp/13/13/13/13/11PP/13/13/13/K2r9 w - - 0 1");
    EXPECT_TRUE(destinations(pos, "a1").count("b3"));
    play(pos, {"a1a2", "m13l13"});
    EXPECT_EQ(pos.fen(), "11k1/13/13/11pp/13/13/13/13/11PP/13/13/K12/3r9 w - - 2 2 leap:k");
    EXPECT_FALSE(destinations(pos, "a2").count("b4"));
}

TEST(TurkishReconstructed, KingLeapHeldAfterTheKingHasMoved)
{
    Position pos = position("turkish", kReconstructed, "12k/13/13/11pp/13/13/13/13/11PP/13/13/13/6K6 w - - 0 1");
    play(pos, {"g1g2", "m13l13"});
    EXPECT_EQ(destinations(pos, "g2"),
        (Squares{"f1", "f2", "f3", "g1", "g3", "h1", "h2", "h3",  // steps
            "e1", "e3", "f4", "h4", "i1", "i3"}));                // leaps
}

TEST(TurkishReformed, NoKingLeap)
{
    Position pos = position("turkish", kReformed, "12k/13/13/11pp/13/13/13/13/11PP/13/13/13/6K6 w - - 0 1");
    EXPECT_EQ(destinations(pos, "g1"), (Squares{"f1", "f2", "g2", "h1", "h2"}));
}

TEST(TurkishReconstructed, StalemateWinsForTheStalematingSide)
{
    Position pos = position("turkish", kReconstructed, "k12/p1Q10/P3N8/13/13/13/13/13/13/13/13/13/12K b - - 0 1");
    const Outcome o = adjudicate(pos);
    EXPECT_EQ(o.kindId(), "stalemate-win");
    EXPECT_EQ(o.winner, 0);
}

TEST(TurkishReformed, StalemateDraws)
{
    Position pos = position("turkish", kReformed, "k12/p1Q10/P3N8/13/13/13/13/13/13/13/13/13/12K b - - 0 1");
    EXPECT_EQ(adjudicate(pos).kindId(), "stalemate-draw");
}

// Black's king is bare; White has a rook and a knight (two units) or a rook alone (one).
const char* kBareAgainstTwo = "13/13/13/13/13/13/6k6/13/13/13/13/1N11/R5K6 b - - 0 1";
const char* kBareAgainstOne = "13/13/13/13/13/13/6kR5/13/13/13/13/13/6K6 b - - 0 1";

TEST(TurkishReconstructed, BareKingLosesAtOnceAgainstTwoUnits)
{
    Position pos = position("turkish", kReconstructed, kBareAgainstTwo);
    const Outcome o = adjudicate(pos);
    EXPECT_EQ(o.kindId(), "baremate");
    EXPECT_EQ(o.winner, 0);
    EXPECT_EQ(perft(pos, 1), 0u);
}

TEST(TurkishReconstructed, BareKingCounterCaptureDraws)
{
    Position pos = position("turkish", kReconstructed, kBareAgainstOne);
    EXPECT_FALSE(adjudicate(pos).over());
    play(pos, {"g7h7"});
    const Outcome o = adjudicate(pos);
    EXPECT_EQ(o.kindId(), "baremate-counter-capture");
    EXPECT_TRUE(o.draw());
}

TEST(TurkishReconstructed, BareKingMovingElsewhereLoses)
{
    Position pos = position("turkish", kReconstructed, kBareAgainstOne);
    play(pos, {"g7f6"});
    const Outcome o = adjudicate(pos);
    EXPECT_EQ(o.kindId(), "baremate");
    EXPECT_EQ(o.winner, 0);
}

TEST(TurkishReconstructed, BaringWithTheLastCaptureLosesAtOnce)
{
    // White's rook takes Black's last unit; White keeps two units.
    Position pos = position("turkish", kReconstructed, "13/13/13/13/13/13/6k6/13/13/13/6K6/1N11/r11R w - - 0 1");
    play(pos, {"m1a1"});
    EXPECT_EQ(adjudicate(pos).kindId(), "baremate");
}

TEST(TurkishReconstructed, BareKingWithNoLegalMoveLoses)
{
    // Black's bare king on a13 has no move against White's king and one knight.
    Position pos = position("turkish", kReconstructed, "k12/2K10/13/1N11/13/13/13/13/13/13/13/13/13 b - - 0 1");
    const Outcome o = adjudicate(pos);
    EXPECT_EQ(o.kindId(), "baremate");
    EXPECT_EQ(o.winner, 0);
}

TEST(TurkishReconstructed, BaringByAPromotionLeavesTheCounterCapture)
{
    // White's last pawn takes Black's last unit and becomes a rook: one unit, so Black moves,
    // and taking the rook draws.
    Position pos = position("turkish", kReconstructed, "11kr/11P1/13/13/13/13/13/13/13/13/13/13/6K6 w - - 0 1");
    play(pos, {"l12m13r"});
    EXPECT_FALSE(adjudicate(pos).over());
    play(pos, {"l13m13"});
    EXPECT_EQ(adjudicate(pos).kindId(), "baremate-counter-capture");
}

TEST(TurkishReconstructed, BareKingMayCounterCaptureWithItsLeap)
{
    // White's bare king is checked by Black's last unit, the knight on f3, and takes it by its leap.
    Position pos = position("turkish", kReconstructed, "12k/13/13/13/13/13/13/13/13/13/5n7/13/6K6 w - - 0 1");
    play(pos, {"g1f3"});
    EXPECT_EQ(adjudicate(pos).kindId(), "baremate-counter-capture");
}

TEST(TurkishReformed, NoBareKingRule)
{
    Position pos = position("turkish", kReformed, kBareAgainstTwo);
    EXPECT_FALSE(adjudicate(pos).over());
}

}  // namespace
}  // namespace kabir::test
