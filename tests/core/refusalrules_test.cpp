// Why a move is refused by the rules of Pritchard's chapter 29 that take moves back or limit a
// piece: the initial moves, the conditional double steps, the attendant, the king's leap in
// check, immune units, the immortal last unit, the king that moves only in check, no stalemate,
// no perpetual check, and the placements and deserters of the drops. Each test names its rule.

#include "tests/core/refusaltest.h"

#include <gtest/gtest.h>

namespace kabir::test {
namespace {

using R = RefusalReason;

// Indian I-8: each unit moves once in the initial moves, and stays in its own half.
TEST(Refusal, Indian_InitialMovesMoveEachUnitOnceInTheOwnHalf)
{
    Position pos = position("indian");
    play(pos, {"e2e4"});
    EXPECT_EQ(refusal(pos, "e4e5").reason, R::InitialMoveUnitMoved);
    EXPECT_EQ(
        message(pos, "e4e5"), "The pawn on e4 has made its initial move: in the initial moves each unit moves once.");
    EXPECT_EQ(refusal(pos, "d1h5").reason, R::InitialMoveOwnHalf);
}

// Indian §3: the double step only while the file's piece is at home; Tibetan: only as the first
// pawn move.
TEST(Refusal, Indian_DoubleStepNeedsTheFilesPieceAtHome_Tibetan_OnlyTheFirstPawnMove)
{
    Position indian = position("indian", {}, "rnbkqbnr/pppppppp/8/8/6Q1/8/PPPPPPPP/RNB1KBNR w - - 0 1");
    EXPECT_EQ(refusal(indian, "d2d4").reason, R::PawnMultiStepFilePieceAway);
    EXPECT_EQ(message(indian, "d2d4"),
        "The pawn on d2 steps two squares only while White's queen stands on d1, where the piece of its file began.");
    Position tibetan = position("tibetan");
    play(tibetan, {"e2e4", "e7e6"});
    EXPECT_EQ(refusal(tibetan, "d2d4").reason, R::PawnMultiStepNotFirst);
}

// Cambodian chess: the met's leap and the king's leap are first moves; the king's never in check.
TEST(Refusal, Cambodian_FirstMovesOnlyWithTheRightAndTheKingsLeapNeverInCheck)
{
    Position pos = position("cambodian", {}, "4k3/8/8/8/8/8/8/3KM3 w D - 0 1");
    EXPECT_EQ(refusal(pos, "e1e3").reason, R::FirstMoveOnly);
    EXPECT_EQ(
        message(pos, "e1e3"), "The met on e1 may go to e3 only as its first move, and it no longer holds that right.");
    Position check = position("cambodian", {}, "4k3/8/8/8/8/4n3/8/3KM3 w DE - 0 1");
    EXPECT_EQ(refusal(check, "d1b2").reason, R::FirstMoveInCheck);
}

// Malay chess: the king's privilege needs a king never checked; a returning pawn steps only
// diagonally back to empty squares; a capture that bares the enemy king may not leave the own
// king where the bare king's new powers reach.
TEST(Refusal, Malay_PrivilegeLostByCheck_ReturningPawnSteps_CaptureThatBaresTheEnemyKing)
{
    Position checked = position("malay", {}, "3k4/5b2/8/8/8/8/R7/3K4 b D - 0 1");
    play(checked, {"f7h5"});
    EXPECT_EQ(refusal(checked, "d1d3").reason, R::FirstMoveLostByCheck);
    EXPECT_EQ(message(checked, "d1d3"),
        "The king on d1 may go to d3 only as its first move while its king has never "
        "been in check, and it has moved or been checked since.");
    Position walking = position("malay", {}, "3X2k1/2p4p/8/8/8/8/8/1K6 w - - 0 1");
    EXPECT_EQ(message(walking, "d8c7"),
        "The returning pawn 3 on d8 goes to c7 only when the square is empty, and the pawn on c7 stands there.");
    EXPECT_EQ(message(walking, "d8d7"), "The returning pawn 3 on d8 cannot go to d7.");
    Position brooke = position("malay", {{"ruleset", "brooke-1849"}});
    EXPECT_EQ(refusal(brooke, "d1d3").reason, R::KingLeapOnlyInCheck);
    Position baring = position("malay", {}, "k7/8/8/8/4p3/4K3/8/8 w - - 0 1");
    EXPECT_EQ(message(baring, "e3e4"), "The king may not go to e4: the bare king on a8 attacks that square.");
}

// Qatranj: the attendant steps only nearer the enemy king.
TEST(Refusal, Qatranj_TheAttendantStepsOnlyNearerTheEnemyKing)
{
    Position pos = position("shataranja", {{"begum", "attendant"}}, "4k4r/10/10/10/10/10/10/4T5/P9/R4K4 w - - 0 1");
    const Refusal r = refusal(pos, "e3e2");
    EXPECT_EQ(r.reason, R::NotNearerTheKing);
    EXPECT_EQ(r.other, square(pos, "e10"));
}

// Indian I-4: the king's leap is never made in check.
TEST(Refusal, Indian_TheKingNeverLeapsInCheck)
{
    Position pos = position("indian", {}, "3k4/p7/8/8/8/8/7P/r3K3 w - - 0 1");
    EXPECT_EQ(refusal(pos, "e1f3").reason, R::KingLeapInCheck);
}

// Joara-Joari: the king moves only in check; a supported unit is immune.
TEST(Refusal, JoaraJoari_KingOnlyInCheckAndSupportedUnitsImmune)
{
    Position quiet = position("joara-joari", {}, "3k4/p7/8/8/8/8/7P/4K3 w - - 0 1");
    EXPECT_EQ(refusal(quiet, "e1e2").reason, R::KingMovesOnlyInCheck);
    Position supported = position("joara-joari", {}, "3k4/8/8/2p5/3r4/8/3R4/4K3 w - - 0 1");
    const Refusal r = refusal(supported, "d2d4");
    EXPECT_EQ(r.reason, R::SupportedUnitImmune);
    EXPECT_EQ(r.other, square(supported, "c5"));
    EXPECT_EQ(message(supported, "d2d4"),
        "The unit on d4 is supported by the pawn on c5: it may be taken only with a discovered check.");
}

// Desi: the last unit besides the king cannot be captured.
TEST(Refusal, Desi_TheLastUnitBesidesTheKingCannotBeCaptured)
{
    Position pos = position("desi", {}, "3k4/8/8/8/3r4/8/3R4/4K3 w - - 0 1");
    EXPECT_EQ(refusal(pos, "d2d4").reason, R::LastUnitImmortal);
    EXPECT_EQ(message(pos, "d2d4"), "Black's last unit besides the king, the rook on d4, cannot be captured.");
}

// Indian I-6 and I-7: no stalemate, no perpetual check.
TEST(Refusal, Indian_NoStalemateAndNoPerpetualCheck)
{
    Position stalemate = position("indian", {}, "k7/8/1K6/8/7p/7P/8/2Q5 w - - 0 1");
    EXPECT_EQ(refusal(stalemate, "c1c7").reason, R::MoveStalemates);
    EXPECT_EQ(message(stalemate, "c1c7"), "This move would leave Black without a move: stalemate is not allowed.");
    Position perpetual = position("indian", {}, "5Q1k/6p1/7p/8/8/8/8/7K b - - 0 1 leap:K");
    play(perpetual, {"h8h7", "f8f5", "h7h8", "f5f8", "h8h7", "f8f5", "h7h8"});
    EXPECT_EQ(refusal(perpetual, "f5f8").reason, R::PerpetualCheckIllegal);
}

// The Maharajah is placed where no enemy attacks; Maharaja's deserters enter on their array's squares.
TEST(Refusal, Maharajah_PlacedUnattacked_Maharaja_DesertersOnTheirArraySquares)
{
    Position maharajah = position("maharajah");
    const Refusal r = refusal(maharajah, "M@e3");
    EXPECT_EQ(r.reason, R::DropAttacked);
    EXPECT_EQ(r.other, square(maharajah, "d2"));
    Position maharaja = position("maharaja", {}, "k11/12/12/12/12/12/12/3R2K5[N] w - - 0 1");
    EXPECT_EQ(refusal(maharaja, "N@c3").reason, R::DropNotArraySquare);
    EXPECT_EQ(message(maharaja, "N@c3"), "A knight enters only on a square where one stood in White's array.");
}

}  // namespace
}  // namespace kabir::test
