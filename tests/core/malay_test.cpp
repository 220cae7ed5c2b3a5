// Malay chess, Main Chator (Pritchard 2007, 29.4, after Skeat 1900 and Robinson 1904; catalogue
// of chapter 29, §21), the robinson-1904 rules: the king's privilege, lost by moving and by the
// first check; castling as a rook's move and the king's leap; promotion on the a- and h-files
// at once, elsewhere after the returning pawn's walk back; the bare king moving as queen and
// knight; then the differences of brooke-1849. Each test names the rule it checks.

#include "tests/core/testpositions.h"

#include "core/rules/adjudication.h"

#include <gtest/gtest.h>

namespace kabir::test {
namespace {

const char* kMalay = "malay";

// §21 (§20): the array as Batak's, king on d1 facing the queen on d8; the castling field holds
// the unmoved kings' privilege by file.
TEST(Malay, ArrayWithTheKingsPrivilegeInTheCastlingField)
{
    Position pos = position(kMalay);
    EXPECT_EQ(pos.fen(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w De - 0 1");
    EXPECT_EQ(legalMoves(pos).size(), 25u);  // 20 orthodox moves and 5 leaps of the king
    EXPECT_EQ(destinations(pos, "d1"), (std::set<std::string>{"b3", "c3", "d3", "e3", "f3"}));
}

// §21 king's privilege: an unmoved, unchecked king leaps two squares in any of the eight
// directions, over anything, or as a knight, but only to an empty square.
TEST(Malay, KingLeapsTwoSquaresAnyWayOrAsAKnightToEmptySquaresOnly)
{
    // Over the own pawn on d2 to d3; not onto f3, where an enemy pawn stands (nor to e2, which it attacks).
    Position pos = position(kMalay, {}, "4k3/4p3/8/8/8/5p2/3P4/3K4 w D - 0 1");
    EXPECT_EQ(destinations(pos, "d1"),
        (std::set<std::string>{"c1", "c2", "e1", "b1", "f1", "d3", "b3", "b2", "c3", "e3", "f2"}));
    Position without = position(kMalay, {}, "4k3/4p3/8/8/8/5p2/3P4/3K4 w - - 0 1");
    EXPECT_EQ(destinations(without, "d1"), (std::set<std::string>{"c1", "c2", "e1"}));
}

// §21: the privilege goes when the king moves.
TEST(Malay, KingLosesThePrivilegeByMoving)
{
    Position pos = position(kMalay, {}, "4k3/4p3/8/8/8/8/3P4/3K4 w De - 0 1");
    play(pos, {"d1c1", "e8f8", "c1d1", "f8e8"});
    EXPECT_EQ(pos.fen(), "4k3/4p3/8/8/8/8/3P4/3K4 w - - 4 3");
    EXPECT_FALSE(destinations(pos, "d1").contains("d3"));
}

// §21: "if he had not been checked": no leap in check, and the first check takes the privilege
// for good, however the check is answered ([[first-moves]] lost-by-check).
TEST(Malay, TheFirstCheckTakesThePrivilege)
{
    Position pos = position(kMalay, {}, "3k4/5b2/8/8/8/8/R7/3K4 b D - 0 1");
    play(pos, {"f7h5"});
    EXPECT_EQ(pos.fen(), "3k4/8/8/7b/8/8/R7/3K4 w - - 1 2");
    EXPECT_EQ(destinations(pos, "d1"), (std::set<std::string>{"c1", "c2", "d2", "e1"}));
    play(pos, {"a2e2", "d8d7"});
    EXPECT_FALSE(destinations(pos, "d1").contains("d3"));
    // A FEN may not give the right to a king in check.
    EXPECT_FALSE(Position::fromFen(rules(kMalay), "3k4/8/8/7b/8/8/8/3K4 w D - 0 1").ok());
}

// §21 castling "in two moves": the rook moves next to the king, then the king leaps over it.
TEST(Malay, CastlingIsARookMoveAndTheKingsLeapOverIt)
{
    Position pos = position(kMalay, {}, "4k3/8/8/8/8/8/8/R2K4 w D - 0 1");
    play(pos, {"a1c1", "e8e7", "d1b1"});
    EXPECT_EQ(pos.fen(), "8/4k3/8/8/8/8/8/1KR5 b - - 3 2");
}

// §21 promotion on the a- and h-files: a queen at once.
TEST(Malay, PawnOnTheAOrHFileBecomesAQueenAtOnce)
{
    Position pos = position(kMalay, {}, "4k3/P6P/8/8/8/8/8/3K4 w - - 0 1");
    EXPECT_EQ(movesFrom(pos, "a7"), (std::set<std::string>{"a7a8q"}));
    EXPECT_EQ(movesFrom(pos, "h7"), (std::set<std::string>{"h7h8q"}));
}

// §21 promotion elsewhere: the pawn becomes a returning pawn with one step to make from b and g,
// two from c and f, three from d and e.
TEST(Malay, PawnElsewhereBecomesAReturningPawnWithItsFilesSteps)
{
    Position pos = position(kMalay, {}, "7k/1PPP3p/8/8/8/8/8/3K4 w - - 0 1");
    EXPECT_EQ(movesFrom(pos, "b7"), (std::set<std::string>{"b7b8z"}));
    EXPECT_EQ(movesFrom(pos, "c7"), (std::set<std::string>{"c7c8y"}));
    EXPECT_EQ(movesFrom(pos, "d7"), (std::set<std::string>{"d7d8x"}));
    Position black = position(kMalay, {}, "k7/p7/8/8/8/P7/4ppp1/K7 b - - 0 1");
    EXPECT_EQ(movesFrom(black, "e2"), (std::set<std::string>{"e2e1x"}));
    EXPECT_EQ(movesFrom(black, "f2"), (std::set<std::string>{"f2f1y"}));
    EXPECT_EQ(movesFrom(black, "g2"), (std::set<std::string>{"g2g1z"}));
}

// §21: the returning pawn walks back diagonally, a step a move, each step changing it into the
// next; after its last step it is a queen. The steps are written without a mark ("Xc7"), the
// last with the queen ("Zd6=Q").
TEST(Malay, ReturningPawnWalksBackAndBecomesAQueenAfterItsLastStep)
{
    Position pos = position(kMalay, {}, "7k/3P3p/8/8/8/8/8/1K6 w - - 0 1");
    play(pos, {"d8=X", "h8g8", "Xc7", "g8h8"});
    EXPECT_EQ(pos.fen(), "7k/2Y4p/8/8/8/8/8/1K6 w - - 3 3");
    EXPECT_EQ(movesFrom(pos, "c7"), (std::set<std::string>{"c7b6", "c7d6"}));
    play(pos, {"Yd6", "h8g8", "Zc5=Q"});
    EXPECT_EQ(pos.fen(), "6k1/7p/8/2Q5/8/8/8/1K6 b - - 6 4");
}

// §21 (KC): a returning pawn takes nothing and attacks nothing; it steps only to empty squares.
TEST(Malay, ReturningPawnTakesNothingAndGivesNoCheck)
{
    Position pos = position(kMalay, {}, "3X4/2k1r3/8/8/8/8/8/K7 b - - 0 1");
    EXPECT_FALSE(pos.inCheck(1));
    EXPECT_TRUE(destinations(pos, "c7").contains("d8"));  // the king may take it: it defends nothing
    Position white = position(kMalay, {}, "3X4/2k1r3/8/8/8/8/8/K7 w - - 0 1");
    EXPECT_TRUE(movesFrom(white, "d8").empty());  // both diagonal steps back are occupied
}

// §21 promotion-piece = any (Robinson per Ludii): a queen, rook, bishop or knight, on the a- and
// h-files at once and at the end of the walk back.
TEST(Malay, PromotionPieceAnyOffersQueenRookBishopOrKnight)
{
    Position pos = position(kMalay, {{"promotion-piece", "any"}}, "7k/P6p/8/8/8/8/2Z5/K7 w - - 0 1");
    EXPECT_EQ(movesFrom(pos, "a7"), (std::set<std::string>{"a7a8q", "a7a8r", "a7a8b", "a7a8n"}));
    EXPECT_EQ(movesFrom(pos, "c2"),
        (std::set<std::string>{"c2b1q", "c2b1r", "c2b1b", "c2b1n", "c2d1q", "c2d1r", "c2d1b", "c2d1n"}));
}

// §21 bare king (Robinson): a king with no other unit moves as queen and knight; it is written
// K all the same, and its lines keep the other king off their squares.
TEST(Malay, BareKingMovesAsQueenAndKnight)
{
    Position pos = position(kMalay, {}, "7k/8/8/8/8/8/K7/6R1 b - - 0 1");
    EXPECT_EQ(pos.fen(), "7k/8/8/8/8/8/K7/6R1 b - - 0 1");
    const std::set<std::string> moves = destinations(pos, "h8");
    EXPECT_TRUE(moves.contains("a8"));   // along its rank
    EXPECT_TRUE(moves.contains("f7"));   // a knight's leap
    EXPECT_TRUE(moves.contains("c3"));   // along the long diagonal
    EXPECT_FALSE(moves.contains("g8"));  // the rook's file
    EXPECT_FALSE(moves.contains("b2"));  // next to the white king
    Position white = position(kMalay, {}, "7k/8/8/8/8/8/K7/6R1 w - - 0 1");
    EXPECT_EQ(destinations(white, "a2"), (std::set<std::string>{"a3", "b3", "b1"}));
}

// §21: the king turns bare when its last unit is taken, and back when the capture is undone.
TEST(Malay, KingTurnsBareWhenItsLastUnitIsTakenAndBackOnUndo)
{
    Position pos = position(kMalay, {}, "1k6/7r/8/8/8/8/8/K6R b - - 0 1");
    const std::uint64_t key = pos.key();
    play(pos, {"h7h1"});
    EXPECT_EQ(pos.fen(), "1k6/8/8/8/8/8/8/K6r w - - 0 2");
    EXPECT_TRUE(destinations(pos, "a1").contains("h1"));  // takes the rook along its rank
    EXPECT_EQ(pos.key(), pos.computeKey());
    pos.undoMove();
    EXPECT_EQ(pos.fen(), "1k6/7r/8/8/8/8/8/K6R b - - 0 1");
    EXPECT_EQ(pos.key(), key);
    EXPECT_FALSE(destinations(pos, "b8").contains("b6"));
}

// §21 (KC): the king that takes an enemy's last unit gives it its bare powers at once, so the
// capture may not leave the own king where they reach.
TEST(Malay, TakingTheLastUnitMayNotLeaveTheKingInReachOfTheBareKing)
{
    Position pos = position(kMalay, {}, "k7/8/8/8/4p3/4K3/8/8 w - - 0 1");
    EXPECT_FALSE(destinations(pos, "e3").contains("e4"));  // on the diagonal a8-h1
    Position safe = position(kMalay, {}, "k7/8/8/8/8/4K3/5p2/8 w - - 0 1");
    EXPECT_TRUE(destinations(safe, "e3").contains("f2"));
}

// §21: checkmate wins; stalemate is a draw.
TEST(Malay, CheckmateWinsAndStalemateDraws)
{
    Position mate = position(kMalay, {}, "k7/8/1K6/8/8/8/2p5/7R w - - 0 1");
    play(mate, {"h1h8"});
    EXPECT_EQ(adjudicate(mate).kindId(), "checkmate");
    Position stale = position(kMalay, {}, "k7/P6p/1K5P/8/8/8/8/8 b - - 0 1");
    EXPECT_EQ(adjudicate(stale).kindId(), "stalemate-draw");
}

// §21 brooke-1849: the king may leap (two squares any way, or as a knight) only in answer to its
// first check; the move that answers the check takes the leap away, whatever it is.
TEST(Malay, BrookeKingLeapsOnlyInAnswerToItsFirstCheck)
{
    const OptionValues brooke{{"ruleset", "brooke-1849"}};
    Position pos = position(kMalay, brooke, "3k4/5b2/8/8/8/8/R7/3K4 w - - 0 1");
    EXPECT_FALSE(destinations(pos, "d1").contains("d3"));
    pos = position(kMalay, brooke, "3k4/5b2/8/8/8/8/R7/3K4 b - - 0 1");
    play(pos, {"f7h5"});
    EXPECT_EQ(destinations(pos, "d1"),
        (std::set<std::string>{"c1", "c2", "d2", "e1", "b1", "f1", "d3", "b3", "b2", "c3", "e3", "f2"}));
    play(pos, {"a2e2", "d8d7"});
    EXPECT_FALSE(pos.holds(ArmyFlag::KingLeap, 0));
    EXPECT_FALSE(destinations(pos, "d1").contains("d3"));
}

// §21 brooke-1849: a king that has moved before its first check has no leap; the leap may take.
TEST(Malay, BrookeLeapIsLostByMovingAndMayCapture)
{
    const OptionValues brooke{{"ruleset", "brooke-1849"}};
    Position pos = position(kMalay, brooke, "3k4/5b2/8/8/8/8/R7/3K4 w - - 0 1");
    play(pos, {"d1c1", "d8d7", "c1d1", "f7h5"});
    EXPECT_FALSE(destinations(pos, "d1").contains("d3"));
    Position capture = position(kMalay, brooke, "3k4/5b2/8/8/8/3n4/R7/3K4 b - - 0 1");
    play(capture, {"f7h5"});
    EXPECT_TRUE(destinations(capture, "d1").contains("d3"));
}

// robinson-1904 (Kabir's choice): a king left bare loses its leap and moves as queen and
// knight only, as the Ludii game "Main Chator (Selangor)" reads Robinson.
TEST(Malay, BareKingLosesTheKingsLeap)
{
    Position pos = position(kMalay, {}, "r3k3/8/8/8/8/8/P3n3/3K4 b D - 0 1");
    play(pos, {"a8a2"});
    EXPECT_EQ(pos.fen(), "4k3/8/8/8/8/8/r3n3/3K4 w - - 0 2");
    Position over = position(kMalay, {}, "4k3/8/8/8/8/8/3nn3/3K4 w - - 0 2");  // no leap over d2
    EXPECT_FALSE(destinations(over, "d1").contains("d3"));
}

// Kabir's choice: the steps of returning and turning pawns do not restart the move rule's
// count (the arrival on the last rank, a pawn's move, does); they capture nothing.
TEST(Malay, StepsOfReturningAndTurningPawnsDoNotRestartTheMoveRuleCount)
{
    Position pos = position(kMalay, {}, "7k/3P3p/8/8/8/8/8/1K6 w - - 0 1");
    play(pos, {"d8=X", "h8g8", "Xc7"});
    EXPECT_EQ(pos.state().halfmoveClock, 2);
    Position brooke = position(kMalay, {{"ruleset", "brooke-1849"}}, "7k/3P3p/8/8/8/8/8/1K6 w - - 0 1");
    play(brooke, {"d7d8u", "h8g8", "d8c8"});
    EXPECT_EQ(brooke.state().halfmoveClock, 2);
}

// §21 brooke-1849: off the a- and h-files the pawn steps one square sideways along the last rank,
// then one square sideways or diagonally backwards, and becomes a queen; on them at once.
TEST(Malay, BrookePawnStepsSidewaysThenSidewaysOrBackBeforePromoting)
{
    const OptionValues brooke{{"ruleset", "brooke-1849"}};
    Position pos = position(kMalay, brooke, "7k/P2P3p/8/8/8/8/8/1K6 w - - 0 1");
    EXPECT_EQ(movesFrom(pos, "a7"), (std::set<std::string>{"a7a8q"}));
    play(pos, {"d8=U", "h8g8"});
    EXPECT_EQ(movesFrom(pos, "d8"), (std::set<std::string>{"d8c8", "d8e8"}));
    play(pos, {"Ue8", "g8h8"});
    EXPECT_EQ(movesFrom(pos, "e8"), (std::set<std::string>{"e8d8", "e8f8", "e8d7", "e8f7"}));
    play(pos, {"Vf7=Q"});
    EXPECT_EQ(pos.fen(), "7k/P4Q1p/8/8/8/8/8/1K6 b - - 4 3 leap:K");  // Black's king has moved
}

// §21 brooke-1849: no bare-king power.
TEST(Malay, BrookeBareKingMovesAsAKing)
{
    Position pos = position(kMalay, {{"ruleset", "brooke-1849"}}, "7k/8/8/8/8/8/K7/6R1 b - - 0 1");
    EXPECT_EQ(destinations(pos, "h8"), (std::set<std::string>{"h7"}));
}

}  // namespace
}  // namespace kabir::test
