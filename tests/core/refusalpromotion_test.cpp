// Why a promotion or a drop is refused (core/rules/refusal.h): the choice of piece under each
// promotion policy, pawns held back on the rank before their last, waiting pawns and their
// promotion in place (rules.md §1, §3, §4, §5, §7), and Chaturanga 4-84's drops.

#include "tests/core/refusaltest.h"

#include <gtest/gtest.h>

namespace kabir::test {
namespace {

using R = RefusalReason;
const OptionValues kMarkov{{"ruleset", "markov-2022"}};
const OptionValues kCazaux{{"ruleset", "cazaux-knowlton-2017"}};
// White has lost the knight of i1 and the rook of j1 (Tressau A: the pieces a pawn may become).
const char* kTwoCaptured = "10/4P5/1k8/10/10/10/10/10/10/RNBCKQAB2 w - - 0 1";

// --- the choice of piece ---

TEST(RefusalPromotion, Chess_PromotionIsCompulsory)
{
    Position pos = position("chess", {}, "4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    EXPECT_EQ(refusal(pos, "a7a8").reason, R::PromotionRequired);
    EXPECT_EQ(message(pos, "a7a8"), "The pawn on a7 must promote on a8: choose a piece.");
}

TEST(RefusalPromotion, Chess_OnlyAPawnOnItsLastRankPromotes)
{
    Position pos = position("chess");
    EXPECT_EQ(refusal(pos, "e2e4q").reason, R::NoPromotionHere);
}

TEST(RefusalPromotion, Chess_APawnNeverBecomesAKing)
{
    Position pos = position("chess", {}, "4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    EXPECT_EQ(refusal(pos, "a7a8k").reason, R::PromotionPieceNotInRules);
    EXPECT_EQ(message(pos, "a7a8k"), "A pawn never becomes a king here.");
}

// English writes "an" before a piece whose name begins with a vowel.
TEST(RefusalPromotion, Chaturanga_APawnNeverBecomesAnElephant)
{
    Position pos = position("chaturanga", {}, "4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    EXPECT_EQ(refusal(pos, "a7a8b").reason, R::PromotionPieceNotInRules);
    EXPECT_EQ(message(pos, "a7a8b"), "A pawn never becomes an elephant here.");
    EXPECT_EQ(fillPlaces("A %1 waits; a %2 and a %3 stay; the a-file", {"elephant", "Urdabeg", "rook"}),
        "An elephant waits; an Urdabeg and a rook stay; the a-file");
}

TEST(RefusalPromotion, HyderabadMarkov_APawnBecomesOnlyItsFilesPiece)
{
    Position pos = position("hyderabad", kMarkov, "8k1/P9/10/10/10/10/10/10/4DD4/1NBVGKQBNR w - - 0 1");
    const Refusal r = refusal(pos, "a9a10q");
    EXPECT_EQ(r.reason, R::PromotionOnlyFilePiece);
    EXPECT_EQ(r.otherPiece, pos.rules().definition().pieceTypeOf('R'));
    EXPECT_EQ(message(pos, "a9a10q"), "On the a-file a pawn becomes only a rook.");
}

TEST(RefusalPromotion, KaiserspielA_APawnBecomesOnlyALostPiece)
{
    Position pos = position("kaiserspiel", {}, kTwoCaptured);
    EXPECT_EQ(refusal(pos, "e9e10c").reason, R::PromotionPieceNotLost);
    EXPECT_EQ(message(pos, "e9e10c"), "White has lost no commander: a pawn becomes only a piece its army has lost.");
}

TEST(RefusalPromotion, KaiserspielA_NoSecondBishopOnOneColour)
{
    // The light bishop of h1 is lost; the dark one stands on c1, and d10 is dark.
    Position pos = position("kaiserspiel", {}, "10/3P6/1k8/10/10/10/10/10/10/RNBCKQA1NR w - - 0 1");
    const Refusal r = refusal(pos, "d9d10b");
    EXPECT_EQ(r.reason, R::PromotionSecondBishop);
    EXPECT_EQ(r.other, square(pos, "c1"));
    EXPECT_EQ(message(pos, "d9d10b"),
        "White has the bishop on c1 on that colour: a pawn may not become a second bishop on it.");
}

// --- pawns held back (when-unavailable = hold) ---

TEST(RefusalPromotion, TurkishReconstructed_PawnHeldBackWhileNothingIsLost)
{
    Position pos = position("turkish", {}, "12k/P11p/13/13/13/13/13/13/13/13/13/13/RBNHGQKVGHNBR w - - 0 1");
    EXPECT_EQ(refusal(pos, "a12a13").reason, R::PawnHeldNothingLost);
    EXPECT_EQ(message(pos, "a12a13"),
        "No piece of White's has been captured yet, so the pawn on a12 may not enter its rank 13; it waits on the "
        "rank before, still attacking.");
}

TEST(RefusalPromotion, HyderabadMarkov_PawnHeldWhileItsFilePieceIsOnTheBoard)
{
    Position pos = position("hyderabad", kMarkov, "8k1/P9/10/10/10/10/10/10/4DD4/RNBVGKQBNR w - - 0 1");
    const Refusal r = refusal(pos, "a9a10");
    EXPECT_EQ(r.reason, R::PawnHeldFilePieceNotLost);
    EXPECT_EQ(r.otherPiece, pos.rules().definition().pieceTypeOf('R'));
}

TEST(RefusalPromotion, HyderabadMarkov_PawnHeldWhenItCouldOnlyBeASecondBishop)
{
    // The dark bishop of c1 is lost; the light one stands on h1, and c10 is light.
    Position pos = position("hyderabad", kMarkov, "8k1/2P7/10/10/10/10/10/10/4DD4/RN1VGKQBNR w - - 0 1");
    const Refusal r = refusal(pos, "c9c10");
    EXPECT_EQ(r.reason, R::PawnHeldSecondBishop);
    EXPECT_EQ(r.other, square(pos, "h1"));
}

// --- waiting pawns and promotion in place ---

TEST(RefusalPromotion, KaiserspielA_WaitingPawnWaitsWhileNothingIsLost)
{
    Position pos = position("kaiserspiel", {}, "4P5/10/10/7k2/10/1r8/10/10/10/RNBCKQABNR w - - 0 1 waiting:e10");
    EXPECT_EQ(refusal(pos, "e10e10n").reason, R::InPlaceNothingLost);
    EXPECT_EQ(message(pos, "e10e10n"), "The pawn on e10 waits: White has lost no piece it could become.");
}

TEST(RefusalPromotion, HyderabadCazaux_WaitingPawnWaitsForItsFilePiece)
{
    Position pos = position("hyderabad", kCazaux, "4P2k2/10/10/10/10/10/10/10/4DD4/4K5 w - - 0 1");
    const Refusal r = refusal(pos, "e10e10d");
    EXPECT_EQ(r.reason, R::InPlaceFilePieceNotLost);
    EXPECT_EQ(r.otherPiece, pos.rules().definition().pieceTypeOf('D'));
}

TEST(RefusalPromotion, KaiserspielA_WaitingPawnMayNotBecomeASecondBishop)
{
    Position pos = position("kaiserspiel", {}, "3P6/10/1k8/10/10/10/10/10/10/RNBCKQA1NR w - - 0 1 waiting:d10");
    const Refusal r = refusal(pos, "d10d10b");
    EXPECT_EQ(r.reason, R::InPlaceSecondBishop);
    EXPECT_EQ(r.other, square(pos, "c1"));
}

TEST(RefusalPromotion, KaiserspielA_PawnThatDeclinedStaysAPawnForGood)
{
    Position pos = position("kaiserspiel", {}, kTwoCaptured);
    play(pos, {"e9e10", "b8c8"});
    EXPECT_EQ(refusal(pos, "e10e10n").reason, R::PawnDeclinedPromotion);
}

TEST(RefusalPromotion, KaiserspielA_WaitingPawnThatMissedItsFirstChanceStaysAPawn)
{
    Position pos = position("kaiserspiel", {}, "10/4P5/10/7k2/10/1r8/10/10/10/RNBCKQABNR w - - 0 1");
    play(pos, {"e9e10", "b5b1", "a1a2", "b1c1"});  // the knight is taken, White lets the chance pass
    EXPECT_EQ(refusal(pos, "e10e10n").reason, R::WaitingPawnMissedChance);
    EXPECT_EQ(
        message(pos, "e10e10n"), "The pawn on e10 stays a pawn for good: it did not promote at its first chance.");
}

TEST(RefusalPromotion, KaiserspielA_PawnForGoodInASetUpPosition)
{
    Position pos = position("kaiserspiel", {}, "4P5/10/1k8/10/10/10/10/10/10/RNBCKQAB2 w - - 0 1");
    EXPECT_EQ(refusal(pos, "e10e10n").reason, R::PawnForGood);
}

TEST(RefusalPromotion, KaiserspielA_PromotingInPlaceDoesNotAnswerCheck)
{
    Position pos = position("kaiserspiel", {}, "4P5/10/10/7k2/10/10/3n6/5Q4/10/RNBCK1ABNR b - - 0 1 waiting:e10");
    play(pos, {"d4f3"});  // the queen is taken with check
    const Refusal r = refusal(pos, "e10e10q");
    EXPECT_EQ(r.reason, R::CheckNotAnswered);
    EXPECT_EQ(r.other, square(pos, "f3"));
}

TEST(RefusalPromotion, APieceOffItsPromotionZoneDoesNotPromoteInPlace)
{
    Position pos = position("kaiserspiel", {}, kTwoCaptured);
    EXPECT_EQ(refusal(pos, "e9e9n").reason, R::NoMove);
}

// --- drops (§5) ---

const char* kWazirInHand = "****2rK2*/9*/9*/bK8*/10/10/*8gK/*9/*9/*2yK2**** r rW 0 1";

TEST(RefusalDrop, Chaturanga484_NoDropOnTheOldSquares)
{
    Position pos = position("chaturanga-4-84", {}, kWazirInHand);
    const Refusal r = refusal(pos, "W@e5");
    EXPECT_EQ(r.reason, R::DropForbiddenSquare);
    EXPECT_EQ(r.mark, "old");
    EXPECT_EQ(message(pos, "W@e5"), "No piece may be dropped on e5, f5, e6 and f6.");
    EXPECT_TRUE(allowed(pos, "W@e4"));
}

TEST(RefusalDrop, Chaturanga484_DropOnlyOnAnEmptySquare)
{
    Position pos = position("chaturanga-4-84", {}, kWazirInHand);
    EXPECT_EQ(refusal(pos, "W@a7").reason, R::DropOccupied);
}

TEST(RefusalDrop, Chaturanga484_DropOnlyWhatIsInHand)
{
    Position pos = position("chaturanga-4-84", {}, "****2rK2*/9*/9*/bK8*/10/10/*8gK/*9/*9/*2yK2**** r gW 0 1");
    EXPECT_EQ(refusal(pos, "W@e4").reason, R::DropNothingInHand);
    EXPECT_EQ(message(pos, "W@e4"), "Red has no wazir in hand.");
}

TEST(RefusalDrop, Chaturanga484_OnlyTheWazirIsDropped)
{
    Position pos = position("chaturanga-4-84", {}, kWazirInHand);
    EXPECT_EQ(refusal(pos, "Q@e4").reason, R::DropNotAllowed);
}

}  // namespace
}  // namespace kabir::test
