// Cambodian chess and Ka Ok (Pritchard 2007, 29.3; catalogue of chapter 29, §17 and §18), and
// Makruk's privilege moves (§16): the first-move rights, the rook's aim, the Cambodian count,
// the first check. Each test names the rule it checks; positions and counts are written as
// Fairy-Stockfish writes them (its cambodian and karouk).

#include "tests/core/testpositions.h"

#include "core/board/betza.h"
#include "core/rules/adjudication.h"

#include <gtest/gtest.h>

namespace kabir::test {
namespace {

const char* kCambodian = "cambodian";
const char* kKarouk = "karouk";

// Betza as XBoard reads it: "fs" on an oblique atom names the wide forward moves only.
TEST(Cambodian, BetzaFsNIsTheKnightsWideForwardLeaps)
{
    const auto moves = parseBetza("mfsN");
    ASSERT_TRUE(moves.ok());
    std::set<std::pair<int, int>> vectors;
    for (const MoveVector& v : moves.value())
        vectors.insert({v.x, v.y});
    EXPECT_EQ(vectors, (std::set<std::pair<int, int>>{{-2, 1}, {2, 1}}));
    EXPECT_EQ(parseBetza("fN")->size(), 4u);   // all four forward leaps
    EXPECT_EQ(parseBetza("ffN")->size(), 2u);  // the narrow ones
}

// §17: Makruk's array; the castling field holds the first-move rights of the unmoved kings and
// mets by file, "DEde".
TEST(Cambodian, ArrayWithTheFirstMoveRightsInTheCastlingField)
{
    EXPECT_EQ(position(kCambodian).fen(), "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1");
    Position pos = position(kCambodian);
    play(pos, {"e1f2"});
    EXPECT_EQ(pos.fen(), "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/5M2/RNSK1SNR b Dde - 1 1");
}

// §17 king's leap: an unmoved king leaps as a knight sideways onto its second rank, to an empty
// square only (never a capture).
TEST(Cambodian, KingLeapsSidewaysOntoItsSecondRankToAnEmptySquare)
{
    Position pos = position(kCambodian, {}, "4k3/8/8/8/8/8/5m2/3K4 w D - 0 1");
    EXPECT_EQ(destinations(pos, "d1"), (std::set<std::string>{"b2", "c1", "c2", "d2", "e2"}));
    // Without the right only the king's steps remain.
    Position moved = position(kCambodian, {}, "4k3/8/8/8/8/8/8/3K4 w - - 0 1");
    EXPECT_EQ(destinations(moved, "d1"), (std::set<std::string>{"c1", "c2", "d2", "e1", "e2"}));
}

// §17 king's leap: never while in check; the right stays for later (Fairy-Stockfish).
TEST(Cambodian, KingNeverLeapsInCheckButKeepsTheRight)
{
    Position pos = position(kCambodian, {}, "4k3/8/8/8/8/4n3/8/3K4 w D - 0 1");
    EXPECT_EQ(destinations(pos, "d1"), (std::set<std::string>{"c1", "d2", "e1", "e2"}));
    Position later = position(kCambodian, {}, "4k3/8/8/8/8/4n2R/8/3K4 w D - 0 1");
    play(later, {"h3e3", "e8d7"});
    EXPECT_TRUE(movesFrom(later, "d1").contains("d1b2"));
}

// §17 rook-aim = on: an enemy rook that moves onto the unmoved king's rank or file takes its
// leap away, whatever stands between; with rook-aim = off it does not.
TEST(Cambodian, AnEnemyRookOnTheKingsRankOrFileTakesTheLeap)
{
    Position pos = position(kCambodian, {}, "4k3/7r/8/8/8/3P4/8/3K4 b D - 0 1");
    play(pos, {"h7d7"});
    EXPECT_EQ(pos.fen(), "4k3/3r4/8/8/8/3P4/8/3K4 w - 126 0 2");
    Position rank = position(kCambodian, {}, "4k3/7r/8/8/8/8/8/3K4 b D - 0 1");
    play(rank, {"h7h1"});
    EXPECT_FALSE(rank.holdsFirstMove(0, *rank.geometry().parseSquare("d1")));
    Position off = position(kCambodian, {{"rook-aim", "off"}}, "4k3/7r/8/8/8/3P4/8/3K4 b D - 0 1");
    play(off, {"h7d7"});
    EXPECT_EQ(off.fen(), "4k3/3r4/8/8/8/3P4/8/3K4 w D 126 0 2");
}

// §17 met's leap: an unmoved met leaps two squares straight forward over anything to an empty
// square, never capturing; the right goes when it moves.
TEST(Cambodian, MetLeapsTwoSquaresForwardOverAPieceToAnEmptySquareOnly)
{
    Position pos = position(kCambodian, {}, "4k3/8/8/8/8/8/4N3/3KM3 w E - 0 1");
    EXPECT_EQ(destinations(pos, "e1"), (std::set<std::string>{"d2", "e3", "f2"}));
    Position blocked = position(kCambodian, {}, "4k3/8/8/8/8/4s3/8/3KM3 w E - 0 1");
    EXPECT_EQ(destinations(blocked, "e1"), (std::set<std::string>{"d2", "f2"}));
    play(pos, {"e1f2", "e8e7", "f2e1", "e7e8"});
    EXPECT_EQ(destinations(pos, "e1"), (std::set<std::string>{"d2", "f2"}));
    Position black = position(kCambodian, {}, "3mk3/8/8/8/8/8/8/3K4 b d - 0 1");
    EXPECT_TRUE(movesFrom(black, "d8").contains("d8d6"));
}

// §17: a right is taken with its piece, and a FEN may not give one to a square without it.
TEST(Cambodian, ARightGoesWithItsPieceAndNeedsIt)
{
    Position pos = position(kCambodian, {}, "3k4/8/8/8/8/8/8/3KM2r b DE - 0 1");
    play(pos, {"h1e1"});
    EXPECT_EQ(pos.fen(), "3k4/8/8/8/8/8/8/3Kr3 w - 30 6 2");
    EXPECT_FALSE(Position::fromFen(rules(kCambodian), "4k3/8/8/8/8/8/8/3K4 w DE - 0 1").ok());
    EXPECT_FALSE(Position::fromFen(rules(kCambodian), "4k3/8/8/8/8/8/8/3KR3 w E - 0 1").ok());
}

// §17 counting = cambodian, board's honour: a side of two or three units (pawns included)
// counts 63 moves against one that is not bare, even while pawns are left.
TEST(Cambodian, BoardsHonourCountsSixtyThreeMovesForASideOfThreeUnitsEvenWithPawns)
{
    Position four = position(kCambodian, {}, "4k3/8/8/4p3/3P4/8/8/RN2K3 b - - 0 1");
    play(four, {"e8d8"});
    EXPECT_EQ(four.count().limit, 0);  // White, to count, has four units
    Position three = position(kCambodian, {}, "4k3/8/8/4p3/3P4/8/8/R3K3 b - - 0 1");
    play(three, {"e8d8"});
    EXPECT_EQ(three.fen(), "3k4/8/8/4p3/3P4/8/8/R3K3 w - 126 0 2");
    Position makruk = position(kCambodian, {{"counting", "modern"}}, "4k3/8/8/4p3/3P4/8/8/R3K3 b - - 0 1");
    play(makruk, {"e8d8"});
    EXPECT_EQ(makruk.count().limit, 0);  // Makruk's count waits for the pawns to go
}

// §17 counting = cambodian, pieces' honour: once a side is bare and no pawn is left, the
// stronger side's material gives the limit (one rook: 15 moves), counted from the units.
TEST(Cambodian, PiecesHonourLimitsAreOneMoveShorterThanMakruks)
{
    Position pos = position(kCambodian, {}, "4k3/8/8/8/8/3r4/8/R2NK3 w - - 0 1");
    play(pos, {"a1a3", "e8d8", "a3d3"});
    EXPECT_EQ(pos.fen(), "3k4/8/8/8/8/3R4/8/3NK3 b - 30 8 2");
    Position makruk = position(kCambodian, {{"counting", "modern"}}, "4k3/8/8/8/8/3r4/8/R2NK3 w - - 0 1");
    play(makruk, {"a1a3", "e8d8", "a3d3"});
    EXPECT_EQ(makruk.count().limit, 32);
}

// Fairy-Stockfish writes "0" in the en passant field of a counting variant when no count runs.
TEST(Cambodian, ACountLimitOfZeroIsNoCount)
{
    auto pos = Position::fromFen(rules(kCambodian), "r1s1ks1r/3nm3/pppNpppp/3n4/5P2/PPPPPNPP/8/R1SKMS1R b DEe 0 0 5");
    ASSERT_TRUE(pos.ok()) << pos.errorText();
    EXPECT_EQ(pos->count().limit, 0);
    EXPECT_EQ(pos->fen(), "r1s1ks1r/3nm3/pppNpppp/3n4/5P2/PPPPPNPP/8/R1SKMS1R b DEe - 0 5");
}

// §18: the first check wins at once; the FEN carries the checks still to give, "1+1".
TEST(Karouk, TheFirstCheckWins)
{
    Position pos = position(kKarouk);
    EXPECT_EQ(pos.fen(), "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 1+1 0 1");
    pos = position(kKarouk, {}, "4k3/8/8/8/8/8/8/R2K4 w D - 1+1 0 1");
    play(pos, {"a1a8"});
    const Outcome o = adjudicate(pos);
    EXPECT_EQ(o.kindId(), "first-check");
    EXPECT_EQ(o.winner, 0);
    EXPECT_TRUE(legalMoves(pos).empty());
    EXPECT_EQ(pos.fen(), "R3k3/8/8/8/8/8/8/3K4 b D 30 0+1 6 1");
    // The field is optional, but must agree with the board.
    EXPECT_TRUE(Position::fromFen(rules(kKarouk), "4k3/8/8/8/8/8/8/R2K4 w D - 0 1").ok());
    EXPECT_FALSE(Position::fromFen(rules(kKarouk), "4k3/8/8/8/8/8/8/R2K4 w D - 0+1 0 1").ok());
}

// §16 privileges = murray: the king's first move may be a knight's leap, the met's the leap
// e1-e3 (d8-d6); neither captures nor is made in check. None in the modern game.
TEST(Makruk, MurraysPrivilegesKnightLeapOfTheKingAndTheMetsLeapForward)
{
    Position none = position("makruk", {}, "3mk3/8/8/8/8/8/8/3KM3 w - - 0 1");
    EXPECT_EQ(destinations(none, "e1"), (std::set<std::string>{"d2", "f2"}));
    const char* fen = "3mk3/8/8/8/8/8/8/3KM3 w DEde - 0 1";
    Position pos = position("makruk", {{"privileges", "murray"}}, fen);
    EXPECT_EQ(destinations(pos, "e1"), (std::set<std::string>{"d2", "e3", "f2"}));
    EXPECT_EQ(destinations(pos, "d1"), (std::set<std::string>{"b2", "c1", "c2", "c3", "d2", "e2", "e3", "f2"}));
    Position start = position("makruk", {{"privileges", "murray"}});
    EXPECT_EQ(start.fen(), "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1");
    Position check = position("makruk", {{"privileges", "murray"}}, "3mk3/8/8/8/3r4/8/8/3KM3 w DE - 0 1");
    EXPECT_EQ(destinations(check, "d1"), (std::set<std::string>{"c1", "c2", "e2"}));
    EXPECT_EQ(destinations(check, "e1"), (std::set<std::string>{"d2"}));
}

// §16 privileges = falkener: the met's first move may be a leap of two squares in any direction.
TEST(Makruk, FalkenersPrivilegesTheMetLeapsTwoSquaresAnyWay)
{
    Position pos = position("makruk", {{"privileges", "falkener"}}, "3mk3/8/8/8/8/8/8/3KM3 w E - 0 1");
    EXPECT_EQ(destinations(pos, "e1"), (std::set<std::string>{"c1", "c3", "d2", "e3", "f2", "g1", "g3"}));
}

}  // namespace
}  // namespace kabir::test
