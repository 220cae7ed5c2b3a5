// Batak chess (Pritchard 2007, 29.4 "Batak Chess", after von Oefele 1904): each test names
// the rule it checks, with its options (king-leap, gelong, tepong).

#include "tests/core/refusaltest.h"
#include "tests/core/testpositions.h"

#include "core/rules/adjudication.h"

#include <gtest/gtest.h>

namespace kabir::test {
namespace {

const char* kBatak = "batak";

// "Kings stand on left of queens, otherwise standard array": K d1 faces Q d8; no castling.
TEST(Batak, ArrayHasEachKingOnTheLeftOfItsQueen)
{
    Position pos = position(kBatak);
    EXPECT_EQ(pos.fen(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1");
    EXPECT_FALSE(pos.rules().definition().checkered);
}

// Pawns double-step from their first rank; the king's pawn (White d, Black e) that made a single
// step first may still step two from its third rank; no other pawn may.
TEST(Batak, KingsPawnMayStepTwoAsItsSecondMove)
{
    Position pos = position(kBatak);
    EXPECT_EQ(destinations(pos, "d2"), (std::set<std::string>{"d3", "d4"}));
    play(pos, {"d2d3", "e7e6", "c2c3", "d7d6"});
    EXPECT_EQ(destinations(pos, "d3"), (std::set<std::string>{"d4", "d5"}));
    EXPECT_EQ(destinations(pos, "c3"), (std::set<std::string>{"c4"}));
    play(pos, {"d3d5"});
    EXPECT_EQ(destinations(pos, "e6"), (std::set<std::string>{"d5", "e5", "e4"}));
    EXPECT_EQ(destinations(pos, "d6"), (std::set<std::string>{}));  // blocked by d5
}

// Only the king's pawn itself steps two from its third rank (Pritchard: "the KP, if it moves
// one square initially"), as the game's moves show: not the c-pawn that took on d3.
TEST(Batak, OnlyTheKingsPawnItselfStepsTwoFromItsThirdRank)
{
    Position pos = position(kBatak, {}, "4k3/8/8/8/8/3n4/2P5/3K4 w - - 0 1 leap:-");
    play(pos, {"c2d3", "e8d8"});
    EXPECT_EQ(destinations(pos, "d3"), (std::set<std::string>{"d4"}));
    EXPECT_EQ(refusal(pos, "d3d5").reason, RefusalReason::MultiStepAfterSingleStep);
    Position kingsPawn = position(kBatak, {}, "4k3/8/8/8/8/8/3P4/3K4 w - - 0 1 leap:-");
    play(kingsPawn, {"d2d3", "e8d8", "d1e1", "d8e8"});
    EXPECT_EQ(destinations(kingsPawn, "d3"), (std::set<std::string>{"d4", "d5"}));
}

// En passant applies to the king's pawn's double step from its third rank.
TEST(Batak, KingsPawnsSecondMoveDoubleStepMayBeTakenEnPassant)
{
    Position pos = position(kBatak, {}, "4k3/8/8/4p3/8/3P4/8/3K4 w - - 0 1");
    play(pos, {"d3d5"});
    EXPECT_EQ(pos.fen(), "4k3/8/8/3Pp3/8/8/8/3K4 b - d4 0 1");
    EXPECT_EQ(movesFrom(pos, "e5"), (std::set<std::string>{"e5d4", "e5e4"}));
}

// The unmoved king leaps two squares in any straight line or to a knight's square, over
// anything (Pritchard); option von-oefele: not two squares diagonally.
TEST(Batak, UnmovedKingLeapsTwoSquaresOrAsAKnightOverAnything)
{
    Position pos = position(kBatak);
    EXPECT_EQ(destinations(pos, "d1"), (std::set<std::string>{"d3", "b3", "f3", "c3", "e3"}));
    Position oefele = position(kBatak, {{"king-leap", "von-oefele"}});
    EXPECT_EQ(destinations(oefele, "d1"), (std::set<std::string>{"d3", "c3", "e3"}));
    Position open = position(kBatak, {}, "4k3/8/8/8/8/8/8/3K4 w - - 0 1");
    EXPECT_EQ(destinations(open, "d1"),
        (std::set<std::string>{"c1", "c2", "d2", "e2", "e1", "b1", "f1", "d3", "b3", "f3", "b2", "c3", "e3", "f2"}));
}

// The leap may capture and is subject only to the ordinary legality: not onto an attacked
// square, but across attacked squares and out of check.
TEST(Batak, KingsLeapCapturesAndNeedsOnlyOrdinaryLegality)
{
    Position pos = position(kBatak, {}, "4k3/8/8/8/8/3n4/8/3K4 w - - 0 1");
    EXPECT_TRUE(destinations(pos, "d1").count("d3"));
    // In check from the rook on d8: the leap out of the d-file is allowed, onto d3 it is not.
    Position check = position(kBatak, {}, "3rk3/8/8/8/8/8/8/3K4 w - - 0 1");
    EXPECT_EQ(destinations(check, "d1"),
        (std::set<std::string>{"c1", "c2", "e2", "e1", "b1", "f1", "b3", "f3", "b2", "c3", "e3", "f2"}));
}

// Only the unmoved king may leap: the right goes with the king's first move, not with a check.
TEST(Batak, KingLosesItsLeapByMovingButNotByCheck)
{
    Position pos = position(kBatak, {}, "4k3/8/8/8/8/8/8/3K4 w - - 0 1");
    play(pos, {"d1e1", "e8f8", "e1d1", "f8e8"});
    EXPECT_EQ(destinations(pos, "d1"), (std::set<std::string>{"c1", "c2", "d2", "e2", "e1"}));
    EXPECT_EQ(pos.fen(), "4k3/8/8/8/8/8/8/3K4 w - - 4 3 leap:-");
    // Checked by the rook, White blocks with the knight: the king has not moved and may leap.
    Position check = position(kBatak, {}, "3rk3/8/8/8/8/8/8/3K1N2 w - - 0 1");
    play(check, {"f1d2", "e8f8"});
    EXPECT_TRUE(destinations(check, "d1").count("b3"));
}

// Kabir's choice: the unmoved king's leap gives no check, as the gelong gives none (Pritchard:
// "if opponent's K is on d7, it is not in check"): the black king may stand on b3, a square
// the white king could leap to from d1.
TEST(Batak, SquaresAnUnmovedKingCouldLeapToAreNotAttacked)
{
    Position pos = position(kBatak);
    play(pos, {"c2c3", "e8d6", "a2a3", "d6c5", "a3a4", "c5c4", "a4a5"});
    EXPECT_TRUE(destinations(pos, "c4").contains("b3"));
    play(pos, {"c4b3"});
    EXPECT_FALSE(pos.inCheck(1));
}

// The gelong (Pritchard): with Pc7, c8(Q) and then to d7, taking any black man but a king; a
// king on d7 is not in check from the gelong, but from the new queen ("c8(Q)+").
TEST(Batak, GelongStepsTheNewQueenDiagonallyBackInTheSameMove)
{
    Position pos = position(kBatak, {}, "7k/2Pn4/8/8/8/8/8/K7 w - - 0 1");
    EXPECT_EQ(movesFrom(pos, "c7"), (std::set<std::string>{"c7c8q", "c7c8qb7", "c7c8qd7"}));
    MoveList moves;
    generateLegalMoves(pos, moves);
    for (Move m : moves)
        if (coordinateText(pos, m) == "c7c8qd7") {
            EXPECT_EQ(moveText(pos, m), "c8=Q>xd7");
        }
    play(pos, {"c8=Q>xd7"});
    EXPECT_EQ(pos.fen(), "7k/3Q4/8/8/8/8/8/K7 b - - 0 1");
    Position king = position(kBatak, {}, "8/2Pk4/8/8/8/8/8/K7 w - - 0 1");
    EXPECT_EQ(movesFrom(king, "c7"), (std::set<std::string>{"c7c8q", "c7c8qb7"}));
    play(king, {"c7c8q"});
    EXPECT_TRUE(king.inCheck(1));
}

// The promotion may capture, and the gelong follows it; check and legality are judged after the
// whole move (the plain promotion here would open the rank to the rook).
TEST(Batak, GelongFollowsACapturingPromotionAndLegalityIsJudgedAfterIt)
{
    Position capture = position(kBatak, {}, "1r5k/2P5/8/8/8/8/8/K7 w - - 0 1");
    EXPECT_EQ(movesFrom(capture, "c7"),
        (std::set<std::string>{"c7c8q", "c7c8qb7", "c7c8qd7", "c7b8q", "c7b8qa7", "c7b8qc7"}));
    Position pinned = position(kBatak, {}, "8/K1P4r/8/7k/8/8/8/8 w - - 0 1");
    EXPECT_EQ(movesFrom(pinned, "c7"), (std::set<std::string>{"c7c8qb7", "c7c8qd7"}));
}

// Option gelong: compulsory where a gelong square is available, none (a plain promotion).
TEST(Batak, GelongOptionCompulsoryOrNone)
{
    const OptionValues compulsory{{"gelong", "compulsory"}};
    Position must = position(kBatak, compulsory, "7k/2Pn4/8/8/8/8/8/K7 w - - 0 1");
    EXPECT_EQ(movesFrom(must, "c7"), (std::set<std::string>{"c7c8qb7", "c7c8qd7"}));
    Position blocked = position(kBatak, compulsory, "7k/PN6/8/8/8/8/8/K7 w - - 0 1");
    EXPECT_EQ(movesFrom(blocked, "a7"), (std::set<std::string>{"a7a8q"}));
    Position none = position(kBatak, {{"gelong", "none"}}, "7k/2Pn4/8/8/8/8/8/K7 w - - 0 1");
    EXPECT_EQ(movesFrom(none, "c7"), (std::set<std::string>{"c7c8q"}));
}

// A unit pinned against its own king gives no check and does not keep the enemy king off the
// squares it attacks (Pritchard).
TEST(Batak, PinnedUnitGivesNoCheckAndDoesNotGuardSquares)
{
    Position pos = position(kBatak, {}, "4k3/8/4n3/8/3K4/8/8/4R3 w - - 0 1");
    EXPECT_FALSE(pos.inCheck(0));
    const std::set<std::string> king = destinations(pos, "d4");
    EXPECT_TRUE(king.count("c5"));
    EXPECT_TRUE(king.count("f4"));
    // The same in chess-like rules would be check.
    Position chess = position("chess", {}, "4k3/8/4n3/8/3K4/8/8/4R3 w - - 0 1");
    EXPECT_TRUE(chess.inCheck(0));
    // A white unit may leave the line of a pinned black rook to its own king.
    Position exposed = position(kBatak, {}, "4k3/8/8/KN2r3/8/8/8/4R3 w - - 0 1");
    EXPECT_EQ(destinations(exposed, "b5"), (std::set<std::string>{"a3", "c3", "d4", "d6", "c7", "a7"}));
}

// The pinned unit's own moves are unchanged: it may not leave the line.
TEST(Batak, PinnedUnitsOwnMovesAreUnchanged)
{
    Position pos = position(kBatak, {}, "4k3/8/4n3/8/3K4/8/8/4R3 b - - 0 1");
    EXPECT_EQ(destinations(pos, "e6"), (std::set<std::string>{}));
    Position rook = position(kBatak, {}, "4k3/4r3/8/8/8/8/8/K3R3 b - - 0 1");
    EXPECT_EQ(destinations(rook, "e7"), (std::set<std::string>{"e6", "e5", "e4", "e3", "e2", "e1"}));
}

// A refusal names a powered unit, never the pinned one: the king may not go to c5 because of
// the rook on a5, not the pinned knight; a rook that would unpin the knight exposes the king to it.
TEST(Batak, RefusalsNameOnlyUnitsWithPowers)
{
    Position pos = position(kBatak, {}, "4k3/8/4n3/r7/3K4/8/8/4R3 w - - 0 1");
    const Refusal king = refusal(pos, "d4c5");
    EXPECT_EQ(king.reason, RefusalReason::KingIntoCheck);
    EXPECT_EQ(king.other, square(pos, "a5"));
    const Refusal rook = refusal(pos, "e1a1");
    EXPECT_EQ(rook.reason, RefusalReason::PinnedPiece);
    EXPECT_EQ(rook.other, square(pos, "e6"));
}

// A discovered mate ("ares") is a draw (the kings here have used their leaps); a double check that includes the moved
// unit is an ordinary mate, and so is a mate by the moved unit alone.
TEST(Batak, DiscoveredMateIsADrawButNotWhenTheMovedUnitChecksToo)
{
    Position ares = position(kBatak, {}, "R2B3k/6pp/8/8/8/8/8/K7 w - - 0 1 leap:-");
    play(ares, {"d8e7"});
    EXPECT_EQ(adjudicate(ares).kindId(), "discovered-mate-draw");
    EXPECT_TRUE(adjudicate(ares).draw());
    Position doubleCheck = position(kBatak, {}, "R2N3k/6pp/8/8/8/8/8/K7 w - - 0 1 leap:-");
    play(doubleCheck, {"d8f7"});
    EXPECT_EQ(adjudicate(doubleCheck).kindId(), "checkmate");
    EXPECT_EQ(adjudicate(doubleCheck).winner, 0);
    Position direct = position(kBatak, {}, "7k/6pp/8/8/8/8/8/R6K w - - 0 1 leap:-");
    play(direct, {"a1a8"});
    EXPECT_EQ(adjudicate(direct).kindId(), "checkmate");
}

// Tepong: the named player's mates count only with the mated king on d4, d5, e4 or e5; any
// other mate of his is a draw.
TEST(Batak, TepongMatesCountOnlyInTheCentre)
{
    const char* backRank = "7k/6pp/8/8/8/8/8/R6K w - - 0 1 leap:-";
    Position white = position(kBatak, {{"tepong", "white"}}, backRank);
    play(white, {"a1a8"});
    EXPECT_EQ(adjudicate(white).kindId(), "mate-off-squares-draw");
    EXPECT_TRUE(adjudicate(white).draw());
    Position black = position(kBatak, {{"tepong", "black"}}, backRank);
    play(black, {"a1a8"});
    EXPECT_EQ(adjudicate(black).kindId(), "checkmate");
    Position centre = position(kBatak, {{"tepong", "white"}}, "8/8/R7/4k3/R7/8/8/1R5K w - - 0 1 leap:-");
    play(centre, {"b1b5"});
    EXPECT_EQ(adjudicate(centre).kindId(), "checkmate");
    EXPECT_EQ(adjudicate(centre).winner, 0);
}

// Stalemate is a draw.
TEST(Batak, StalemateIsADraw)
{
    Position pos = position(kBatak, {}, "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1 leap:-");
    EXPECT_EQ(adjudicate(pos).kindId(), "stalemate-draw");
}

}  // namespace
}  // namespace kabir::test
