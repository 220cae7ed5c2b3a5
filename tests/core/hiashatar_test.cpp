// Hiashatar, Mongolian great chess (Pritchard 2007, 29.5; Wikipedia; Carrillo; catalogue of
// chapter 29, §24): the arrays, the hia's move, the hia zones (Z1: a line ends on the first
// square of an enemy hia's zone; Z2: a unit starting in a zone moves one square; knights and
// kings exempt), the hia that never attacks a king, check read through the zones, the pawn's
// triple step with en passant, promotion and the results; then the options. Each test names
// the rule it checks.

#include "tests/core/refusaltest.h"

#include "core/rules/adjudication.h"

#include <gtest/gtest.h>

namespace kabir::test {
namespace {

const char* kHia = "hiashatar";

// §24 array: mirror (default), kings facing each other; rotated, Black's queen on e10. No
// castling. Pritchard's zones: the pawns c2–h2 stand next to a hia and step one square only.
TEST(Hiashatar, ArraysAndTheFirstMoves)
{
    Position pos = position(kHia);
    EXPECT_EQ(pos.fen(), "rnbhkqhbnr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RNBHKQHBNR w - - 0 1");
    EXPECT_EQ(legalMoves(pos).size(), 22u);  // a, b, i, j pawns 3 each, c–h pawns 1 each, knights 4
    EXPECT_EQ(destinations(pos, "a2"), (std::set<std::string>{"a3", "a4", "a5"}));
    EXPECT_EQ(destinations(pos, "e2"), (std::set<std::string>{"e3"}));
    Position rotated = position(kHia, {{"array", "rotated"}});
    EXPECT_EQ(rotated.fen(), "rnbhqkhbnr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RNBHKQHBNR w - - 0 1");
}

// §24: the hia moves one or two squares in any line, the first square empty for two.
TEST(Hiashatar, HiaMovesOneOrTwoSquaresOverAnEmptyFirstSquare)
{
    Position pos = position(kHia, {}, "9k/10/10/10/4Pp4/4H5/10/10/10/K9 w - - 0 1");
    EXPECT_EQ(destinations(pos, "e5"),
        (std::set<std::string>{"d5", "c5", "f5", "g5", "e4", "e3", "d4", "c3", "f4", "g3", "d6", "c7", "f6"}));
}

// §24 Z1: a rook ends its slide on the first square of an enemy hia's zone (d5 next to e6).
TEST(Hiashatar, SliderStopsOnTheFirstSquareOfAnEnemyHiaZone)
{
    Position pos = position(kHia, {}, "9k/10/10/10/4h5/R9/10/10/10/K9 w - - 0 1");
    EXPECT_EQ(movesFrom(pos, "a5"),
        (std::set<std::string>{
            "a5b5", "a5c5", "a5d5", "a5a6", "a5a7", "a5a8", "a5a9", "a5a10", "a5a4", "a5a3", "a5a2"}));
}

// §24 Z1: so a slider takes a hia only from the square next to it.
TEST(Hiashatar, SliderTakesAHiaOnlyFromTheSquareNextToIt)
{
    Position far = position(kHia, {}, "9k/10/10/10/10/R3h5/10/10/10/K9 w - - 0 1");
    EXPECT_TRUE(movesFrom(far, "a5").contains("a5d5"));
    EXPECT_FALSE(movesFrom(far, "a5").contains("a5e5"));
    play(far, {"a5d5", "j10j9"});
    EXPECT_TRUE(movesFrom(far, "d5").contains("d5e5"));
}

// §24 Z1 concerns enemy hias only: a rook slides past its own hia's zone.
TEST(Hiashatar, OwnHiaDoesNotStopASlider)
{
    Position pos = position(kHia, {}, "9k/10/10/10/4H5/R9/10/10/10/K9 w - - 0 1");
    EXPECT_TRUE(movesFrom(pos, "a5").contains("a5j5"));
}

// §24 Z2, hia-zone = pritchard: a unit starting next to any hia, its own too, moves one square.
TEST(Hiashatar, UnitNextToAnyHiaMovesOneSquare)
{
    Position pos = position(kHia, {}, "9k/10/10/10/4H5/3R6/10/10/10/K9 w - - 0 1");
    EXPECT_EQ(destinations(pos, "d5"), (std::set<std::string>{"c5", "e5", "d4", "d6"}));
}

// §24 Z2 holds for the hia too: two hias side by side step one square each.
TEST(Hiashatar, HiaNextToAnotherHiaMovesOneSquare)
{
    Position pos = position(kHia, {}, "9k/10/10/10/10/10/3HH5/10/10/K9 w - - 0 1");
    EXPECT_EQ(destinations(pos, "d4"), (std::set<std::string>{"c3", "c4", "c5", "d3", "d5", "e3", "e5"}));
}

// §24: knights are unaffected by the zones.
TEST(Hiashatar, KnightIgnoresTheZones)
{
    Position pos = position(kHia, {}, "9k/10/10/10/5h4/4N5/10/10/10/K9 w - - 0 1");
    EXPECT_EQ(destinations(pos, "e5").size(), 8u);
}

// §24: a hia gives no check, cannot take a king, and a king may stand next to it or take it.
TEST(Hiashatar, HiaNeverAttacksAKing)
{
    Position pos = position(kHia, {}, "10/10/4k5/4H5/10/10/10/10/10/K9 w - - 0 1");
    EXPECT_FALSE(pos.inCheck(1));
    EXPECT_FALSE(destinations(pos, "e7").contains("e8"));
    play(pos, {"a1a2"});
    EXPECT_TRUE(destinations(pos, "e8").contains("e7"));  // the king takes it
    EXPECT_TRUE(destinations(pos, "e8").contains("d7"));  // or steps next to it
    EXPECT_TRUE(destinations(pos, "e8").contains("f8"));
}

// §24: check is read through the zones: the black rook's line to e1 ends on e6, next to the
// white hia on d5, so the king is not in check; without the hia it is. The hia may not leave
// the e-file open.
TEST(Hiashatar, RookLineThroughAnEnemyHiaZoneGivesNoCheck)
{
    Position pos = position(kHia, {}, "k3r5/10/10/10/10/3H6/10/10/10/4K5 w - - 0 1");
    EXPECT_FALSE(pos.inCheck(0));
    EXPECT_FALSE(destinations(pos, "d5").contains("b5"));  // the rook would then give check
    EXPECT_FALSE(destinations(pos, "d5").contains("c6"));
    EXPECT_TRUE(destinations(pos, "d5").contains("d3"));  // its zone still holds e2–e4
    EXPECT_TRUE(destinations(pos, "d5").contains("e5"));
    Position bare = position(kHia, {}, "k3r5/10/10/10/10/10/10/10/10/4K5 w - - 0 1");
    EXPECT_TRUE(bare.inCheck(0));
}

// §24: a hia answers a check without blocking the line: its zone, next to the line, stops
// the rook short of the king.
TEST(Hiashatar, HiaAnswersACheckByGuardingTheLine)
{
    Position pos = position(kHia, {}, "k3r5/10/10/10/10/10/1H8/10/10/4K5 w - - 0 1");
    EXPECT_TRUE(pos.inCheck(0));
    EXPECT_TRUE(destinations(pos, "b4").contains("d4"));   // zone e3–e5: the rook stops on e5
    EXPECT_FALSE(destinations(pos, "b4").contains("b5"));  // no help
}

// §24: a hia that moves away frees the units it held to one square: the queen next to its
// own hia gives no check until the hia leaves (pritchard).
TEST(Hiashatar, HiaMovingAwayFreesTheUnitsItNarrowed)
{
    Position pos = position(kHia, {}, "4k5/10/10/10/10/10/3HQ5/10/10/K9 w - - 0 1");
    EXPECT_FALSE(pos.inCheck(1));
    play(pos, {"d4b4"});
    EXPECT_TRUE(pos.inCheck(1));
}

// §24: taking a hia takes its zone away: the knight that takes the hia on d2 opens the rook's
// line to the king.
TEST(Hiashatar, TakingTheHiaOpensTheLinesItsZoneStopped)
{
    Position pos = position(kHia, {}, "k3r5/10/10/10/10/10/2n7/10/3H6/4K5 b - - 0 1");
    EXPECT_FALSE(pos.inCheck(0));
    play(pos, {"c4d2"});
    EXPECT_EQ(pos.checker(0), square(pos, "e10"));
}

// §24 Z1 names queen, rook, bishop and the pawn's multi-step: a hia's two-square move passes
// through an enemy hia's zone.
TEST(Hiashatar, HiaIsNotStoppedByAnEnemyZone)
{
    Position pos = position(kHia, {}, "9k/10/10/10/4h5/2H7/10/10/10/K9 w - - 0 1");
    EXPECT_TRUE(destinations(pos, "c5").contains("e5"));  // over d5, in the zone of the hia on e6
    EXPECT_TRUE(destinations(pos, "c5").contains("e7"));  // over d6
}

// §24: a king next to its own hia cannot be checked along a line from afar (the rook stops on
// e2), but from the zone square next to it, it can.
TEST(Hiashatar, KingNextToItsHiaIsCheckedOnlyFromNextToTheZone)
{
    Position far = position(kHia, {}, "k9/4r5/10/10/10/10/10/10/10/3HK5 w - - 0 1");
    EXPECT_FALSE(far.inCheck(0));
    Position near = position(kHia, {}, "k9/10/10/10/10/10/10/10/4r5/3HK5 w - - 0 1");
    EXPECT_TRUE(near.inCheck(0));
}

// §24 Z2 in check: a queen next to its own hia reaches one square only, so it gives no check
// from afar (pritchard); with carrillo's zones its own hia does not hamper it.
TEST(Hiashatar, UnitInAZoneAttacksOnlyTheSquaresNextToIt)
{
    const std::string fen = "k9/10/10/10/3h6/4q5/10/10/10/4K5 w - - 0 1";
    EXPECT_FALSE(position(kHia, {}, fen).inCheck(0));
    EXPECT_TRUE(position(kHia, {{"hia-zone", "carrillo"}}, fen).inCheck(0));
}

// §24 Z1 (Kabir's reading): a pawn's multi-step ends on the first square of an enemy hia's zone.
TEST(Hiashatar, PawnMultiStepStopsInAnEnemyHiaZone)
{
    Position pos = position(kHia, {}, "9k/10/10/10/10/5h4/10/10/4P5/K9 w - - 0 1");
    EXPECT_EQ(destinations(pos, "e2"), (std::set<std::string>{"e3", "e4"}));
}

// §24 Z2: a pawn starting next to a hia steps one square only.
TEST(Hiashatar, PawnNextToAHiaStepsOneSquare)
{
    Position pos = position(kHia, {}, "9k/10/10/10/10/10/10/10/4P5/K4h4 w - - 0 1");
    EXPECT_EQ(destinations(pos, "e2"), (std::set<std::string>{"e3"}));
}

// §24: the triple step, taken en passant on either square it passed.
TEST(Hiashatar, PawnTripleStepTakenEnPassantOnEitherPassedSquare)
{
    Position pos = position(kHia, {}, "9k/10/10/10/10/5p4/3p6/10/4P5/K9 w - - 0 1");
    EXPECT_EQ(destinations(pos, "e2"), (std::set<std::string>{"e3", "e4", "e5"}));
    play(pos, {"e2e5"});
    EXPECT_TRUE(movesFrom(pos, "d4").contains("d4e3"));
    EXPECT_TRUE(movesFrom(pos, "f5").contains("f5e4"));
    play(pos, {"d4e3"});
    EXPECT_EQ(pos.fen(), "9k/10/10/10/10/5p4/10/4p5/10/K9 w - - 0 2");
}

// §24: promotion to a queen only, on the last rank, compulsory.
TEST(Hiashatar, PawnPromotesToAQueenOnly)
{
    Position pos = position(kHia, {}, "9k/4P5/10/10/10/10/10/10/10/K9 w - - 0 1");
    EXPECT_EQ(movesFrom(pos, "e9"), (std::set<std::string>{"e9e10q"}));
}

// §24: no castling.
TEST(Hiashatar, NoCastling)
{
    Position pos = position(kHia, {}, "k9/10/10/10/10/10/10/10/10/4K4R w - - 0 1");
    EXPECT_EQ(destinations(pos, "e1"), (std::set<std::string>{"d1", "d2", "e2", "f2", "f1"}));
    EXPECT_FALSE(Position::fromFen(rules(kHia), "k9/10/10/10/10/10/10/10/10/4K4R w K - 0 1").ok());
}

// §24: checkmate wins; stalemate is a draw.
TEST(Hiashatar, CheckmateWinsStalemateDraws)
{
    Position mate = position(kHia, {}, "k9/10/2K7/10/10/10/10/10/1Q8/10 w - - 0 1");
    play(mate, {"b2b9"});
    EXPECT_EQ(adjudicate(mate).kindId(), "checkmate");
    Position stale = position(kHia, {}, "k9/10/10/10/10/10/10/10/2Q7/4K5 w - - 0 1");
    play(stale, {"c2c9"});
    EXPECT_EQ(adjudicate(stale).kindId(), "stalemate-draw");
}

// §24 option queen = RF: the queen moves as Shatar's bers, a rook or one square diagonally.
TEST(Hiashatar, QueenOptionRookAndFerz)
{
    Position pos = position(kHia, {{"queen", "RF"}}, "9k/10/10/10/10/4Q5/10/10/10/K9 w - - 0 1");
    const std::set<std::string> to = destinations(pos, "e5");
    EXPECT_TRUE(to.contains("d4") && to.contains("f6") && to.contains("e10") && to.contains("a5"));
    EXPECT_FALSE(to.contains("c3"));
    EXPECT_EQ(to.size(), 22u);  // 18 rook squares and 4 diagonal steps
}

// §24 option hia-zone = carrillo: only enemy hias narrow a unit's move; the start array's
// pawns then step up to three squares.
TEST(Hiashatar, CarrilloZonesOnlyEnemyHiasNarrow)
{
    Position own = position(kHia, {{"hia-zone", "carrillo"}}, "9k/10/10/10/4H5/3R6/10/10/10/K9 w - - 0 1");
    EXPECT_TRUE(destinations(own, "d5").contains("d1"));
    Position enemy = position(kHia, {{"hia-zone", "carrillo"}}, "9k/10/10/10/4h5/3R6/10/10/10/K9 w - - 0 1");
    EXPECT_EQ(destinations(enemy, "d5"), (std::set<std::string>{"c5", "e5", "d4", "d6"}));
    Position start = position(kHia, {{"hia-zone", "carrillo"}});
    EXPECT_EQ(legalMoves(start).size(), 34u);
}

// §24: the refusals name the zone rule that forbids a move: the line stopped on the zone's
// first square, the move from a zone narrowed to one square, the hia that never takes a king.
TEST(Hiashatar, RefusalsNameTheZoneRules)
{
    Position stopped = position(kHia, {}, "9k/10/10/10/10/R3h5/10/10/10/K9 w - - 0 1");
    EXPECT_EQ(message(stopped, "a5e5"), "The rook on a5 cannot go to e5: its move ends on d5, next to the hia on e5.");
    Position narrowed = position(kHia, {}, "9k/10/10/10/4H5/3R6/10/10/10/K9 w - - 0 1");
    EXPECT_EQ(refusal(narrowed, "d5d1").reason, RefusalReason::ZoneNarrowsMove);
    EXPECT_EQ(message(narrowed, "d5d1"), "The rook on d5 stands next to the hia on e6 and moves only one square.");
    Position spared = position(kHia, {}, "10/10/4k5/4H5/10/10/10/10/10/K9 w - - 0 1");
    EXPECT_EQ(message(spared, "e7e8"), "The hia on e7 never takes a king.");
}

}  // namespace
}  // namespace kabir::test
