// Makruk (Pritchard 2007, 29.3; catalogue of chapter 29, §16) and its counting rules: each test
// names the rule it checks. The counts are Fairy-Stockfish's (its makruk, as its FENs write
// them: the limit in the en passant field, the plies counted in the halfmove field).

#include "tests/core/testpositions.h"

#include "core/rules/adjudication.h"

#include <gtest/gtest.h>

namespace kabir::test {
namespace {

const char* kMakruk = "makruk";

// §16 array: pawns on the third rank, kings on d1 and e8 facing the mets.
TEST(Makruk, ArrayWithThePawnsOnTheThirdRank)
{
    EXPECT_EQ(position(kMakruk).fen(), "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1");
}

// §16 pieces: the met steps one square diagonally, the thon diagonally or straight forward.
TEST(Makruk, MetAndThonStep)
{
    Position pos = position(kMakruk, {}, "4k3/8/8/8/3MS3/8/8/K7 w - - 0 1");
    EXPECT_EQ(destinations(pos, "d4"), (std::set<std::string>{"c3", "c5", "e3", "e5"}));
    EXPECT_EQ(destinations(pos, "e4"), (std::set<std::string>{"d3", "d5", "f3", "f5", "e5"}));
}

// §16 pawns: one step, no double step; on its 6th rank a pawn becomes a met at once.
TEST(Makruk, PawnsStepOneSquareAndBecomeMetsOnTheSixthRank)
{
    Position pos = position(kMakruk, {}, "4k3/8/8/4P3/8/2P5/8/K7 w - - 0 1");
    EXPECT_EQ(movesFrom(pos, "c3"), (std::set<std::string>{"c3c4"}));
    EXPECT_EQ(movesFrom(pos, "e5"), (std::set<std::string>{"e5e6m"}));
    Position black = position(kMakruk, {}, "4k3/8/8/8/3p4/8/8/K7 b - - 0 1");
    EXPECT_EQ(movesFrom(black, "d4"), (std::set<std::string>{"d4d3m"}));
}

// §16: stalemate is a draw.
TEST(Makruk, StalemateIsADraw)
{
    Position pos = position(kMakruk, {}, "k7/8/1K6/4N3/8/8/8/8 w - - 0 1");
    play(pos, {"e5d7"});
    EXPECT_EQ(adjudicate(pos).kindId(), "stalemate-draw");
}

// §16 counting=modern, board's honour: once no pawn is left and neither side is bare, the side
// to move counts 64 moves (128 plies) from 0.
TEST(Makruk, BoardsHonourCountsSixtyFourMovesOnceThePawnsAreGone)
{
    Position pos = position(kMakruk, {}, "4k3/8/8/8/8/8/3r4/R3K3 w - - 0 1");
    play(pos, {"a1a2"});
    EXPECT_EQ(pos.fen(), "4k3/8/8/8/8/8/R2r4/4K3 b - 128 0 1");
    play(pos, {"d2d3", "a2a3"});
    EXPECT_EQ(pos.fen(), "4k3/8/8/8/8/R2r4/8/4K3 b - 128 2 2");
    // No count while a pawn is on the board.
    Position pawn = position(kMakruk, {}, "4k3/8/8/8/7p/8/3r4/R3K3 w - - 0 1");
    play(pawn, {"a1a2"});
    EXPECT_EQ(pawn.count().limit, 0);
}

// §16 counting=modern, pieces' honour: a side bared by a capture counts again, from the number
// of units on the board, to the limit of the stronger side's material (one rook: 16 moves).
TEST(Makruk, PiecesHonourStartsFromTheUnitsOnTheBoard)
{
    Position pos = position(kMakruk, {}, "4k3/8/8/8/8/3r4/8/R2NK3 w - - 0 1");
    play(pos, {"a1a3", "e8d8", "a3d3"});
    EXPECT_EQ(pos.fen(), "3k4/8/8/8/8/3R4/8/3NK3 b - 32 8 2");
    play(pos, {"d8e8"});
    EXPECT_EQ(pos.fen(), "4k3/8/8/8/8/3R4/8/3NK3 w - 32 9 3");
    // Taking the last pawn bares the defender too.
    Position last = position(kMakruk, {}, "8/8/8/3k4/2p5/8/8/R2NK3 w - - 0 1");
    play(last, {"a1a4", "d5d6", "a4c4"});
    EXPECT_EQ(last.fen(), "8/8/3k4/8/2R5/8/8/3NK3 b - 32 8 2");
}

// §16 counting=modern (Fairy-Stockfish's current rule): a bare king that takes the last pawn
// counts from that capture, from the units on the board less one.
TEST(Makruk, ABareKingThatTakesTheLastPawnCountsFromThen)
{
    Position pos = position(kMakruk, {}, "8/8/8/8/1k6/2P5/8/R3K1N1 b - - 0 1");
    play(pos, {"b4c3"});
    EXPECT_EQ(pos.fen(), "8/8/8/8/8/2k5/8/R3K1N1 w - 32 7 2");
    // (Fairy-Stockfish 11.1 starts this count one ply later, on the stronger side's move.)
    play(pos, {"a1a2"});
    EXPECT_EQ(pos.fen(), "8/8/8/8/8/2k5/R7/4K1N1 b - 32 8 2");
}

// §16: when the plies counted pass the limit without mate, the game is a counting draw; a mate
// on the last counted move still wins.
TEST(Makruk, TheCountRunsOutInACountingDrawUnlessMated)
{
    Position pos = position(kMakruk, {}, "8/8/8/8/8/2k5/8/R2NK3 b - 32 31 1");
    EXPECT_EQ(pos.fen(), "8/8/8/8/8/2k5/8/R2NK3 b - 32 31 1");
    play(pos, {"c3b4"});
    EXPECT_EQ(pos.fen(), "8/8/8/8/1k6/8/8/R2NK3 w - 32 32 2");
    EXPECT_FALSE(adjudicate(pos).over());
    play(pos, {"a1a2"});
    EXPECT_EQ(adjudicate(pos).kindId(), "counting-draw");
    EXPECT_TRUE(adjudicate(pos).draw());

    Position mate = position(kMakruk, {}, "k7/8/1K6/8/8/8/8/7R w - 32 32 2");
    play(mate, {"h1h8"});
    EXPECT_EQ(adjudicate(mate).kindId(), "checkmate");
}

// §16 counting=pritchard: once one side has no rook, thon or horse (mets and pawns do not
// count), the other must mate within its limit in its own moves (two horses: 33); the capture
// of one of its pieces starts a new count; no board's honour.
TEST(Makruk, PritchardsCountingByTheStrongerSidesMaterial)
{
    const OptionValues pritchard{{"counting", "pritchard"}};
    Position pos = position(kMakruk, pritchard, "4k3/3m4/4p3/8/8/3P4/8/1N1NK3 w - - 0 1");
    play(pos, {"d1c3"});
    // Black to move: the count is 66 plies, and it runs out after White's 33rd move.
    EXPECT_EQ(pos.count().limit, 66);
    EXPECT_EQ(pos.count().ply, 1);
    play(pos, {"e8f8", "c3d5"});
    EXPECT_EQ(pos.count().ply, 3);
    play(pos, {"d7c6", "d5e7", "c6b5"});
    EXPECT_EQ(pos.count().ply, 6);
    // Black's met takes a horse: one horse left, 66 moves from here, White to move.
    Position taken = position(kMakruk, pritchard, "4k3/8/8/8/8/2mP4/1N6/3NK3 b - 66 10 5");
    play(taken, {"c3b2"});
    EXPECT_EQ(taken.count().limit, 132);
    EXPECT_EQ(taken.count().ply, 2);
    // White's 66th move from here is the last: its ply would end the count.
    Position end = position(kMakruk, pritchard, "4k3/8/8/8/8/3P4/8/3NK3 w - 132 132 70");
    play(end, {"d1c3"});
    EXPECT_EQ(adjudicate(end).kindId(), "counting-draw");
    // No rook, thon or horse on either side: no count.
    Position none = position(kMakruk, pritchard, "4k3/3m4/8/8/8/8/3M4/4K3 w - - 0 1");
    play(none, {"d2c3"});
    EXPECT_EQ(none.count().limit, 0);
}

// §16: a count in a FEN reads back the same.
TEST(Makruk, TheCountReadsBackFromTheFen)
{
    Position pos = position(kMakruk, {}, "3k4/8/8/8/8/3R4/8/3NK3 b - 32 8 2");
    EXPECT_EQ(pos.count().limit, 32);
    EXPECT_EQ(pos.count().ply, 8);
    EXPECT_EQ(pos.halfmoveClock(), 0);
    EXPECT_EQ(pos.fen(), "3k4/8/8/8/8/3R4/8/3NK3 b - 32 8 2");
}

}  // namespace
}  // namespace kabir::test
