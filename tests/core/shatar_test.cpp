// Shatar, Mongolian chess (Pritchard 2007, 29.5; catalogue of chapter 29, §23): the bers,
// the arrays, the compulsory opening 1. d4 d5, promotion to a bers only, no castling and no en
// passant, the Niol (a mate needs a shak in its series of checks), the knight mate, the robado
// (a bare king draws) and the stalemate draw. Each test names the rule it checks.

#include "tests/core/refusaltest.h"
#include "tests/core/testpositions.h"

#include "core/rules/adjudication.h"

#include <gtest/gtest.h>

namespace kabir::test {
namespace {

const char* kShatar = "shatar";
// Fairy-Stockfish's start: the array after the compulsory 1. d4 d5.
const char* kAfterOpening = "rnbjkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBJKBNR w - - 0 2";

// §23 array (same-file) and opening: White's only move is d2-d4, Black's then d7-d5; the
// position after them is Fairy-Stockfish's start, with its 20 moves.
TEST(Shatar, TheGameOpensWithTheQueensPawnsDoubleStepsOnly)
{
    Position pos = position(kShatar);
    EXPECT_EQ(pos.fen(), "rnbjkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBJKBNR w - - 0 1");
    EXPECT_EQ(legalMoves(pos), (std::set<std::string>{"d2d4"}));
    play(pos, {"d2d4"});
    EXPECT_EQ(legalMoves(pos), (std::set<std::string>{"d7d5"}));
    play(pos, {"d7d5"});
    EXPECT_EQ(pos.fen(), kAfterOpening);
    EXPECT_EQ(legalMoves(pos).size(), 20u);
}

// §23: no other double step ever, and no en passant.
TEST(Shatar, NoOtherDoubleStepAndNoEnPassant)
{
    Position pos = position(kShatar, {}, kAfterOpening);
    EXPECT_EQ(destinations(pos, "e2"), (std::set<std::string>{"e3"}));
    Position passing = position(kShatar, {}, "4k3/2p5/8/3P4/8/8/8/4K3 b - - 0 1");
    EXPECT_EQ(destinations(passing, "c7"), (std::set<std::string>{"c6"}));
    play(passing, {"c7c6"});
    EXPECT_EQ(destinations(passing, "d5"), (std::set<std::string>{"c6", "d6"}));
    Position refused = position(kShatar);
    EXPECT_EQ(refusal(refused, "e2e3").reason, RefusalReason::OpeningMoveRequired);
    Position later = position(kShatar, {{"opening", "king-or-queen-pawn"}});
    play(later, {"e2e4", "e7e5"});
    EXPECT_EQ(refusal(later, "d2d4").reason, RefusalReason::OpeningMoveOnly);
}

// §23 option opening = king-or-queen-pawn: the king's pawn may make the double step instead,
// each side choosing for itself; the other pawn then never steps two.
TEST(Shatar, OpeningOption_KingsOrQueensPawn)
{
    Position pos = position(kShatar, {{"opening", "king-or-queen-pawn"}});
    EXPECT_EQ(legalMoves(pos), (std::set<std::string>{"d2d4", "e2e4"}));
    play(pos, {"e2e4"});
    EXPECT_EQ(legalMoves(pos), (std::set<std::string>{"d7d5", "e7e5"}));
    play(pos, {"d7d5"});
    EXPECT_EQ(destinations(pos, "d2"), (std::set<std::string>{"d3"}));
}

// §23 option array: same-file-reversed puts the kings on d1/d8 (the e-pawn opens); crosswise
// faces each king with the other's bers (White opens with the d-pawn, Black with the e-pawn).
TEST(Shatar, ArrayOption_ReversedAndCrosswise)
{
    Position reversed = position(kShatar, {{"array", "same-file-reversed"}});
    EXPECT_EQ(reversed.fen(), "rnbkjbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKJBNR w - - 0 1");
    EXPECT_EQ(legalMoves(reversed), (std::set<std::string>{"e2e4"}));
    Position crosswise = position(kShatar, {{"array", "crosswise"}});
    EXPECT_EQ(crosswise.fen(), "rnbkjbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBJKBNR w - - 0 1");
    EXPECT_EQ(legalMoves(crosswise), (std::set<std::string>{"d2d4"}));
    play(crosswise, {"d2d4"});
    EXPECT_EQ(legalMoves(crosswise), (std::set<std::string>{"e7e5"}));
    Position both = position(kShatar, {{"array", "crosswise"}, {"opening", "king-or-queen-pawn"}});
    EXPECT_EQ(legalMoves(both), (std::set<std::string>{"d2d4", "e2e4"}));
}

// §23 bers: a rook and a ferz (default); option bers = Q: a queen.
TEST(Shatar, BersMovesAsRookAndFerz_OrAsAQueen)
{
    const std::string fen = "4k3/7p/8/8/3J4/8/P7/4K3 w - - 0 1";  // a man each: no robado
    Position rf = position(kShatar, {}, fen);
    EXPECT_EQ(destinations(rf, "d4").size(), 18u);  // 14 rook squares and 4 ferz squares
    EXPECT_TRUE(destinations(rf, "d4").contains("e5"));
    EXPECT_FALSE(destinations(rf, "d4").contains("f6"));
    Position queen = position(kShatar, {{"bers", "Q"}}, fen);
    EXPECT_EQ(destinations(queen, "d4").size(), 27u);
    EXPECT_TRUE(destinations(queen, "d4").contains("f6"));
}

// §23 promotion: on the last rank, compulsory, to a bers only, however many there are.
TEST(Shatar, PawnsPromoteToABersOnly)
{
    Position pos = position(kShatar, {}, "4k3/1P5p/8/8/8/8/8/J2JK3 w - - 0 1");
    EXPECT_EQ(movesFrom(pos, "b7"), (std::set<std::string>{"b7b8j"}));
    play(pos, {"b7b8j"});
    EXPECT_EQ(pos.fen(), "1J2k3/7p/8/8/8/8/8/J2JK3 b - - 0 1");
}

// §23: no castling.
TEST(Shatar, NoCastling)
{
    Position pos = position(kShatar, {}, "r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1");
    EXPECT_EQ(destinations(pos, "e1"), (std::set<std::string>{"d1", "d2", "e2", "f1", "f2"}));
    EXPECT_FALSE(Position::fromFen(rules(kShatar), "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").ok());
}

// §23 Niol: a mate by a bishop with no shak before it in an unbroken series of checks is a draw.
TEST(Shatar, Niol_AMateWithoutAShakIsADraw)
{
    Position pos = position(kShatar, {}, "k7/p1P5/P7/8/8/1B6/8/7K w - - 0 1");
    play(pos, {"b3d5"});
    const Outcome o = adjudicate(pos);
    EXPECT_EQ(o.kind, ResultKind::NiolDraw);
    EXPECT_EQ(o.pgnResult(), "1/2-1/2");
}

// §23 Niol: a shak earlier in the unbroken series of checks makes the bishop's mate count; a
// move without check between breaks the series.
TEST(Shatar, Niol_AShakEarlierInTheSeriesOfChecksMakesTheMateCount)
{
    // Rf1-g1+ is a shak, Ba3-b2 a tuk that mates.
    Position unbroken = position(kShatar, {}, "6k1/p7/P7/8/7p/B2B3P/8/1K3R2 w - - 0 1");
    play(unbroken, {"f1g1", "g8h8", "a3b2"});
    const Outcome o = adjudicate(unbroken);
    EXPECT_EQ(o.kind, ResultKind::Checkmate);
    EXPECT_EQ(o.winner, 0);
    // The king's quiet move breaks the series: the shak no longer counts.
    Position broken = position(kShatar, {}, "6k1/p7/P7/7p/8/B2B3P/8/1K3R2 w - - 0 1");
    play(broken, {"f1g1", "g8h8", "b1c1", "h5h4", "a3b2"});
    EXPECT_EQ(adjudicate(broken).kind, ResultKind::NiolDraw);
}

// §23 knight mate: a mate given by a knight alone is a draw (default); knight-mate = loses
// gives the game to the mated side (Fairy-Stockfish); allowed makes it an ordinary mate.
TEST(Shatar, KnightMateOption_DrawLosesOrAllowed)
{
    const std::string fen = "6rk/6pp/8/6N1/8/8/8/K7 w - - 0 1";
    Position draw = position(kShatar, {}, fen);
    play(draw, {"g5f7"});
    EXPECT_EQ(adjudicate(draw).kind, ResultKind::KnightMateDraw);
    Position loses = position(kShatar, {{"knight-mate", "loses"}}, fen);
    play(loses, {"g5f7"});
    const Outcome lost = adjudicate(loses);
    EXPECT_EQ(lost.kind, ResultKind::KnightMateLoss);
    EXPECT_EQ(lost.pgnResult(), "0-1");
    Position allowed = position(kShatar, {{"knight-mate", "allowed"}}, fen);
    play(allowed, {"g5f7"});
    EXPECT_EQ(adjudicate(allowed).kind, ResultKind::Checkmate);
    EXPECT_EQ(adjudicate(allowed).winner, 0);
}

// §23 option popova: a knight that has made its first move is an amazon (queen and knight)
// for the rest of the game.
TEST(Shatar, PopovaOption_AKnightBecomesAnAmazonAfterItsFirstMove)
{
    Position pos = position(kShatar, {{"popova", "on"}}, kAfterOpening);
    play(pos, {"g1f3"});
    EXPECT_EQ(pos.fen(), "rnbjkbnr/ppp1pppp/8/3p4/3P4/5A2/PPP1PPPP/RNBJKB1R b - - 1 2");
    play(pos, {"Nc6"});                                   // written without the mark too
    EXPECT_TRUE(destinations(pos, "f3").contains("h5"));  // a queen's move
    EXPECT_TRUE(destinations(pos, "f3").contains("e5"));  // a knight's move
    Position text = position(kShatar, {{"popova", "on"}}, kAfterOpening);
    const auto knight = parseMove(text, "g1f3");
    ASSERT_TRUE(knight.ok());
    EXPECT_EQ(moveText(text, knight.value()), "Nf3=A");
    Position off = position(kShatar, {}, kAfterOpening);
    play(off, {"g1f3"});
    EXPECT_EQ(off.fen(), "rnbjkbnr/ppp1pppp/8/3p4/3P4/5N2/PPP1PPPP/RNBJKB1R b - - 1 2");
}

// §23 option popova: a rook that reaches the last rank gains the knight's move for good.
TEST(Shatar, PopovaOption_ARookOnTheLastRankGainsTheKnightsMove)
{
    Position pos = position(kShatar, {{"popova", "on"}}, "7k/8/8/8/8/8/6p1/R3K3 w - - 0 1");
    EXPECT_EQ(movesFrom(pos, "a1"),
        (std::set<std::string>{"a1a2", "a1a3", "a1a4", "a1a5", "a1a6", "a1a7", "a1a8c", "a1b1", "a1c1", "a1d1"}));
    play(pos, {"a1a8c", "h8h7"});
    EXPECT_EQ(pos.fen(), "C7/7k/8/8/8/8/6p1/4K3 w - - 2 2");
    EXPECT_TRUE(destinations(pos, "a8").contains("b6"));
    play(pos, {"a8a3", "h7h6"});
    EXPECT_TRUE(destinations(pos, "a3").contains("c4"));  // for the rest of the game
}

// §23 option popova (Kabir's choice): the knight-mate rule concerns only unmoved knights; a
// knight that mates with its first move is an amazon by then, and its mate counts.
TEST(Shatar, PopovaOption_AKnightsFirstMoveMatesAsAnAmazon)
{
    Position pos = position(kShatar, {{"popova", "on"}}, "6rk/6pp/8/6N1/8/8/8/K7 w - - 0 1");
    play(pos, {"g5f7"});
    const Outcome o = adjudicate(pos);
    EXPECT_EQ(o.kind, ResultKind::Checkmate);
    EXPECT_EQ(o.winner, 0);
}

// §23 robado: a bare king draws at once, before a mate given by the same move.
TEST(Shatar, Robado_ABareKingDrawsEvenWhenMated)
{
    Position pos = position(kShatar, {}, "b6k/8/6K1/8/8/8/8/R7 w - - 0 1");
    play(pos, {"a1a8"});
    EXPECT_EQ(adjudicate(pos).kind, ResultKind::BareKingDraw);
    EXPECT_TRUE(legalMoves(pos).empty());
}

// §23: stalemate is a draw.
TEST(Shatar, StalemateIsADraw)
{
    Position pos = position(kShatar, {}, "7k/8/6J1/p7/P7/8/8/K7 b - - 0 1");
    EXPECT_TRUE(legalMoves(pos).empty());
    EXPECT_EQ(adjudicate(pos).kind, ResultKind::StalemateDraw);
}

}  // namespace
}  // namespace kabir::test
