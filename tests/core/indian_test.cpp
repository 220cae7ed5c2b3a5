// Indian chess (Pritchard 2007, 29.1 (1)-(7)) and the rules the Indian games share, I-1 to I-11
// of the catalogue of chapter 29: each test names the rule it checks. Parsi, Desi and
// Joara-Joari, which differ from it in a few rules, have tests of their own below.

#include "tests/core/testpositions.h"

#include "core/rules/adjudication.h"

#include <gtest/gtest.h>

namespace kabir::test {
namespace {

const char* kIndian = "indian";

// Array option: king-right (default; White's king on e1 faces Black's queen), Bengal.
TEST(Indian, ArrayPutsTheKingOnTheRightOfItsQueenOrInBengalOnTheLeft)
{
    EXPECT_EQ(position(kIndian).fen(), "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1 initial:0");
    EXPECT_EQ(position(kIndian, {{"array", "bengal"}}).fen(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1 initial:0");
}

// I-1, I-2: a pawn becomes the piece its file began with in its own array (the queen on the
// king's file), only one that has been lost; a new knight may move again at once (I-5).
TEST(Indian, PromotionIsToTheLostPieceOfTheFileSeenFromTheOwnArray)
{
    Position pos = position(kIndian, {}, "8/1P1P1P1P/8/7k/8/8/8/4K3 w - - 0 1");
    EXPECT_EQ(movesFrom(pos, "b7"), (std::set<std::string>{"b7b8n", "b7b8na6", "b7b8nc6"}));
    EXPECT_EQ(movesFrom(pos, "d7"), (std::set<std::string>{"d7d8q"}));
    EXPECT_EQ(movesFrom(pos, "f7"), (std::set<std::string>{"f7f8b"}));
    EXPECT_EQ(movesFrom(pos, "h7"), (std::set<std::string>{"h7h8r"}));
    // Black's king began on d8: a black pawn becomes a queen on the d-file too.
    Position black = position(kIndian, {}, "4k3/8/8/8/8/8/3p4/K7 b - - 0 1");
    EXPECT_EQ(movesFrom(black, "d2"), (std::set<std::string>{"d2d1q"}));
}

// I-2, I-3: while the file's piece has not been lost the pawn may not enter the last rank, but
// it still attacks the squares diagonally ahead: it gives check there.
TEST(Indian, APawnWhosePieceIsNotLostStaysOnTheRankBeforeAndStillGivesCheck)
{
    Position pos = position(kIndian, {}, "2k5/1P6/8/8/8/8/8/1N2K1N1 b - - 0 1");
    EXPECT_TRUE(pos.inCheck(1));
    Position white = position(kIndian, {}, "4k3/1P6/8/8/8/8/8/1N2K1N1 w - - 0 1");
    EXPECT_TRUE(movesFrom(white, "b7").empty());
}

// I-2: a bishop only where the bishop of that square's colour is the one lost.
TEST(Indian, ABishopOnlyOnTheColourOfTheLostBishop)
{
    // White still has its light bishop (f1): c8 is light, f8 dark.
    Position pos = position(kIndian, {}, "7k/2P2P2/8/8/8/8/8/4KB2 w - - 0 1");
    EXPECT_TRUE(movesFrom(pos, "c7").empty());
    EXPECT_EQ(movesFrom(pos, "f7"), (std::set<std::string>{"f7f8b"}));
}

// I-5: no bonus move when the enemy attacks the promotion square; the bonus may capture, and
// the whole move is judged at its end (here the bonus takes the checking bishop).
TEST(Indian, TheNewKnightsBonusMoveIsJudgedAtTheEndOfTheWholeMove)
{
    Position attacked = position(kIndian, {}, "7k/1P6/n7/8/8/8/8/4K3 w - - 0 1");
    EXPECT_EQ(movesFrom(attacked, "b7"), (std::set<std::string>{"b7b8n"}));
    Position check = position(kIndian, {}, "8/1P6/2b5/8/K7/8/8/7k w - - 0 1");
    EXPECT_EQ(movesFrom(check, "b7"), (std::set<std::string>{"b7b8nc6"}));
    EXPECT_EQ(moveText(check,
                  Move::promotion(*check.geometry().parseSquare("b7"), *check.geometry().parseSquare("b8"),
                      PieceType(check.rules().definition().pieceTypeOf('N')), *check.geometry().parseSquare("c6"))),
        "b8=N>xc6");
    play(check, {"b7b8nc6"});
    EXPECT_EQ(check.fen(), "8/8/2N5/8/K7/8/8/7k b - - 0 1 leap:k");  // moved in check: the leap is gone
    check.undoMove();
    EXPECT_EQ(check.fen(), "8/1P6/2b5/8/K7/8/8/7k w - - 0 1");
}

// §3 pawns, option double-step: the a-, d-, e- and h-pawns step two while their file's piece is
// at home; "de", "d" and "none" as the option says.
TEST(Indian, OnlyTheListedPawnsStepTwoWhileTheirFilesPieceIsAtHome)
{
    Position pos = position(kIndian);
    EXPECT_EQ(destinations(pos, "a2"), (std::set<std::string>{"a3", "a4"}));
    EXPECT_EQ(destinations(pos, "b2"), (std::set<std::string>{"b3"}));
    EXPECT_EQ(destinations(pos, "d2"), (std::set<std::string>{"d3", "d4"}));
    EXPECT_EQ(destinations(pos, "e2"), (std::set<std::string>{"e3", "e4"}));
    EXPECT_EQ(destinations(pos, "h2"), (std::set<std::string>{"h3", "h4"}));
    // The queen has left d1, the rook a1: their pawns step one square only.
    Position away = position(kIndian, {}, "rnbkqbnr/pppppppp/8/8/6Q1/8/PPPPPPPP/1NB1KBNR w - - 0 1");
    EXPECT_EQ(destinations(away, "d2"), (std::set<std::string>{"d3"}));
    EXPECT_EQ(destinations(away, "a2"), (std::set<std::string>{"a3"}));
    EXPECT_EQ(destinations(away, "e2"), (std::set<std::string>{"e3", "e4"}));
    Position de = position(kIndian, {{"double-step", "de"}});
    EXPECT_EQ(destinations(de, "a2"), (std::set<std::string>{"a3"}));
    EXPECT_EQ(destinations(de, "e2"), (std::set<std::string>{"e3", "e4"}));
    Position d = position(kIndian, {{"double-step", "d"}});
    EXPECT_EQ(destinations(d, "e2"), (std::set<std::string>{"e3"}));
    EXPECT_EQ(destinations(d, "d2"), (std::set<std::string>{"d3", "d4"}));
    Position none = position(kIndian, {{"double-step", "none"}});
    EXPECT_EQ(destinations(none, "d2"), (std::set<std::string>{"d3"}));
}

// I-4: once a game the king leaps as a knight to an empty square, also across attacked
// squares, never while in check; the first check takes the right away.
TEST(Indian, KingLeapsOnceAsAKnightToAnEmptySquareNeverInCheck)
{
    // The rook on f8 attacks f1 and f2, both squares the leap to g2 passes.
    Position pos = position(kIndian, {}, "3k1r2/p7/8/8/8/8/7P/4K3 w - - 0 1");
    EXPECT_EQ(destinations(pos, "e1"), (std::set<std::string>{"d1", "d2", "e2", "c2", "g2", "d3"}));
    play(pos, {"e1g2", "f8f7"});
    EXPECT_FALSE(pos.holds(ArmyFlag::KingLeap, 0));
    EXPECT_EQ(destinations(pos, "g2").count("e1"), 0u);
    // Not onto an enemy unit.
    Position capture = position(kIndian, {}, "3k4/p7/8/8/8/3b4/7P/4K3 w - - 0 1");
    EXPECT_EQ(destinations(capture, "e1").count("d3"), 0u);
    // Not in check, and lost by the check.
    Position check = position(kIndian, {}, "3k4/p7/8/8/8/8/7P/r3K3 w - - 0 1");
    EXPECT_EQ(destinations(check, "e1"), (std::set<std::string>{"d2", "e2", "f2"}));
    play(check, {"e1e2", "a1b1"});
    EXPECT_FALSE(check.holds(ArmyFlag::KingLeap, 0));
}

// I-6: a move that leaves the opponent without a legal move, not in check, is illegal...
TEST(Indian, AMoveThatStalematesIsIllegal)
{
    Position pos = position(kIndian, {}, "k7/8/1K6/8/7p/7P/8/2Q5 w - - 0 1");
    EXPECT_EQ(destinations(pos, "c1").count("c7"), 0u);
    EXPECT_EQ(destinations(pos, "c1").count("c8"), 1u);  // mate is not stalemate
}

// ... unless every move does: then they all stay legal and the stalemate is a draw (Kabir's choice).
TEST(Indian, WhenEveryMoveStalematesTheyAreLegalAndTheStalemateDraws)
{
    Position pos = position(kIndian, {}, "k7/Pp6/1P6/8/8/8/8/7K w - - 0 1 leap:-");
    EXPECT_EQ(legalMoves(pos), (std::set<std::string>{"h1g1", "h1g2", "h1h2"}));
    play(pos, {"h1g2"});
    const Outcome o = adjudicate(pos);
    EXPECT_EQ(o.kindId(), "stalemate-draw");
}

// I-7: a check that makes the third occurrence of a position, every move of the checking side
// since the first having given check, is illegal.
TEST(Indian, ACheckThatRepeatsAPositionAThirdTimeInASeriesOfChecksIsIllegal)
{
    Position pos = position(kIndian, {}, "5Q1k/6p1/7p/8/8/8/8/7K b - - 0 1 leap:K");
    play(pos, {"h8h7", "f8f5", "h7h8", "f5f8", "h8h7", "f8f5", "h7h8"});
    EXPECT_EQ(destinations(pos, "f5").count("f8"), 0u);
    EXPECT_EQ(destinations(pos, "f5").count("f7"), 1u);
    // Perft leaves the history aside.
    EXPECT_EQ(perft(pos, 1), legalMoves(pos).size() + 1);
}

// I-8: White makes its initial moves in a row, then Black; each side numbers its own moves.
TEST(Indian, InitialMovesAreMadeInARowWhiteFirstThenBlack)
{
    Position pos = position(kIndian);
    play(pos, {"e2e4", "d2d4", "b1c3"});
    EXPECT_EQ(pos.sideToMove(), 0);
    EXPECT_EQ(pos.fen(), "rnbkqbnr/pppppppp/8/8/3PP3/2N5/PPP2PPP/R1BQKBNR w - - 1 4 initial:3:c3,d4,e4");
    play(pos, {"g1f3"});
    EXPECT_EQ(pos.sideToMove(), 1);
    EXPECT_EQ(pos.fullmoveNumber(), 1);
    play(pos, {"e7e5", "d7d5", "b8c6", "g8f6"});
    EXPECT_FALSE(pos.inInitialMoves());
    EXPECT_EQ(pos.sideToMove(), 0);
    EXPECT_EQ(pos.fullmoveNumber(), 5);
    // The FEN of a position in the initial moves reads back the same.
    Position middle = position(kIndian);
    play(middle, {"e2e4", "d2d4", "b1c3", "g1f3", "e7e5"});
    Position read = position(kIndian, {}, middle.fen());
    EXPECT_EQ(read.fen(), middle.fen());
    EXPECT_EQ(read.key(), middle.key());
    EXPECT_EQ(legalMoves(read), legalMoves(middle));
}

// I-8: no unit moves twice, and no move ends in the opponent's half.
TEST(Indian, InitialMovesMoveEachUnitOnceAndStayInTheOwnHalf)
{
    Position pos = position(kIndian);
    play(pos, {"e2e4"});
    EXPECT_TRUE(destinations(pos, "e4").empty());
    EXPECT_EQ(destinations(pos, "d1"), (std::set<std::string>{"e2", "f3", "g4"}));
    play(pos, {"d1g4", "a2a4", "h2h4"});
    EXPECT_EQ(destinations(pos, "a7"), (std::set<std::string>{"a6", "a5"}));
    EXPECT_EQ(destinations(pos, "e8"), std::set<std::string>{});
}

// I-8: a side left without an initial move passes (Kabir's choice).
TEST(Indian, ASideWithoutAnInitialMovePasses)
{
    Position pos = position(kIndian, {}, "3k4/p7/8/8/8/8/7P/4K3 w - - 0 3 initial:2:e1,h2");
    EXPECT_EQ(legalMoves(pos), (std::set<std::string>{"0000"}));
    play(pos, {"0000"});
    EXPECT_EQ(pos.fen(), "3k4/p7/8/8/8/8/7P/4K3 w - - 1 4 initial:3:e1,h2");
}

// I-9 three-grade: taking the last unit besides the king wins a half-win at once.
TEST(Indian, BaringTheKingIsAHalfWin)
{
    Position pos = position(kIndian, {}, "3k4/8/8/8/3r4/8/3R4/4K3 w - - 0 1");
    play(pos, {"d2d4"});
    const Outcome o = adjudicate(pos);
    EXPECT_EQ(o.kindId(), "bare-king-half-win");
    EXPECT_EQ(o.winner, 0);
    EXPECT_EQ(o.score(0), 0.75);
    EXPECT_TRUE(legalMoves(pos).empty());
}

// I-9: a checkmate given by a pawn move is a double victory.
TEST(Indian, AMateGivenByAPawnIsADoubleVictory)
{
    Position pos = position(kIndian, {}, "k7/p1K5/1P6/8/8/8/8/8 w - - 0 1");
    play(pos, {"b6b7"});
    const Outcome o = adjudicate(pos);
    EXPECT_EQ(o.kindId(), "pawn-mate-double-victory");
    EXPECT_EQ(o.score(0), 2.0);
}

// I-9 boorj-draw: baring the king draws, and so do four units or fewer (chamori bhaaji).
TEST(Indian, BoorjDrawDrawsABareKingAndABoardOfFourUnits)
{
    Position bare = position(kIndian, {{"grades", "boorj-draw"}}, "3k4/8/8/8/3r4/8/3R3P/4K3 w - - 0 1");
    play(bare, {"d2d4"});
    EXPECT_EQ(adjudicate(bare).kindId(), "bare-king-draw");
    Position four = position(kIndian, {{"grades", "boorj-draw"}}, "3k4/8/8/2p5/3r4/8/3R4/4K3 w - - 0 1");
    EXPECT_FALSE(adjudicate(four).over());
    play(four, {"d2d4"});
    EXPECT_EQ(adjudicate(four).kindId(), "chamori-bhaaji");
    EXPECT_TRUE(adjudicate(four).draw());
}

// I-10: no castling, no en passant.
TEST(Indian, NoCastlingAndNoEnPassant)
{
    EXPECT_FALSE(Position::fromFen(rules(kIndian), "r2k3r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").ok());
    Position pos = position(kIndian, {}, "r3k3/p7/8/1P6/8/8/8/4K3 b - - 0 1");
    play(pos, {"a7a5"});
    EXPECT_EQ(destinations(pos, "b5"), (std::set<std::string>{"b6"}));
}

// I-11: an uncheckered board with the swan's feet (default), the ashtapada crosses, or none.
TEST(Indian, BoardIsUncheckeredWithTheMarksTheOptionNames)
{
    EXPECT_FALSE(rules(kIndian)->definition().checkered);
    const auto marks = [](const OptionValues& options) {
        const RulesetPtr r = rules(kIndian, options);
        std::set<std::string> names;
        if (const auto cross = r->geometry().marks().find("cross"); cross != r->geometry().marks().end())
            for (Square s : cross->second)
                names.insert(r->geometry().squareName(s));
        return names;
    };
    EXPECT_EQ(marks({}), (std::set<std::string>{"a4", "a5", "d4", "d5", "e4", "e5", "h4", "h5"}));
    EXPECT_EQ(marks({{"marks", "ashtapada"}}).size(), 16u);
    EXPECT_TRUE(marks({{"marks", "none"}}).empty());
}

// §4 Parsi chess: the rules of Indian chess, a variant of its own.
TEST(Parsi, PlaysByTheRulesOfIndianChess)
{
    Position parsi = position("parsi");
    Position indian = position(kIndian);
    EXPECT_EQ(parsi.fen(), indian.fen());
    for (int depth = 1; depth <= 3; ++depth)
        EXPECT_EQ(perft(parsi, depth), perft(indian, depth)) << depth;
    Position bare = position("parsi", {{"grades", "boorj-draw"}}, "3k4/8/8/8/3r4/8/3R3P/4K3 w - - 0 1");
    play(bare, {"d2d4"});
    EXPECT_EQ(adjudicate(bare).kindId(), "bare-king-draw");
}

// §5 Desi, option old-moves: the queen steps as a ferz, the bishop leaps as an alfil (default);
// off: the modern moves.
TEST(Desi, QueenAndBishopHaveTheOldMovesUnlessTheOptionSaysOtherwise)
{
    const char* fen = "k7/8/8/8/3Q4/8/8/4KB2 w - - 0 1";
    Position old = position("desi", {}, fen);
    EXPECT_EQ(destinations(old, "d4"), (std::set<std::string>{"c3", "e3", "c5", "e5"}));
    EXPECT_EQ(destinations(old, "f1"), (std::set<std::string>{"d3", "h3"}));
    Position modern = position("desi", {{"old-moves", "off"}}, fen);
    EXPECT_EQ(destinations(modern, "f1").size(), 7u);
}

// §5: no pawn double step; no initial moves by default.
TEST(Desi, PawnsStepOneSquareAndPlayAlternatesFromTheStart)
{
    Position pos = position("desi");
    EXPECT_EQ(destinations(pos, "e2"), (std::set<std::string>{"e3"}));
    EXPECT_FALSE(pos.inInitialMoves());
}

// §5: the opponent's last unit besides the king cannot be captured.
TEST(Desi, TheLastUnitBesidesTheKingCannotBeCaptured)
{
    Position pos = position("desi", {}, "3k4/8/8/8/3r4/8/3R4/4K3 w - - 0 1");
    EXPECT_EQ(destinations(pos, "d2").count("d4"), 0u);
    Position two = position("desi", {}, "3k4/8/8/8/3r4/8/3R3p/4K3 w - - 0 1");
    EXPECT_EQ(destinations(two, "d2").count("d4"), 1u);
}

// §5: promotion within the array's quota, without the bishop-colour clause.
TEST(Desi, PromotionWithinTheArraysQuota)
{
    Position pos = position("desi", {}, "7k/2P5/8/8/8/8/8/4KB2 w - - 0 1");
    EXPECT_EQ(movesFrom(pos, "c7"), (std::set<std::string>{"c7c8b"}));
    Position full = position("desi", {}, "7k/2P5/8/8/8/8/8/2B1KB2 w - - 0 1");
    EXPECT_TRUE(movesFrom(full, "c7").empty());
}

// §6 Joara-Joari: a supported unit cannot be captured...
TEST(JoaraJoari, ASupportedUnitCannotBeCaptured)
{
    Position pos = position("joara-joari", {}, "3k4/8/8/2p5/3r4/8/3R4/4K3 w - - 0 1");
    EXPECT_EQ(destinations(pos, "d2").count("d4"), 0u);
    Position alone = position("joara-joari", {}, "3k4/8/8/8/3r4/8/3R4/4K3 w - - 0 1");
    EXPECT_EQ(destinations(alone, "d2").count("d4"), 1u);
}

// ... unless the capture discovers check.
TEST(JoaraJoari, ACaptureThatDiscoversCheckMayTakeASupportedUnit)
{
    Position pos = position("joara-joari", {}, "8/5p1k/4r3/8/4R3/8/8/KB6 w - - 0 1");
    EXPECT_EQ(destinations(pos, "e4").count("e6"), 1u);
}

// §6: the king moves only when in check; option king-leap: the leap answers the first check
// (default) or is forfeited.
TEST(JoaraJoari, TheKingMovesOnlyInCheckAndItsLeapAnswersOnlyTheFirstCheck)
{
    Position quiet = position("joara-joari", {}, "3k4/p7/8/8/8/8/7P/4K3 w - - 0 1");
    EXPECT_TRUE(destinations(quiet, "e1").empty());
    Position check = position("joara-joari", {}, "3k4/p7/8/8/8/8/7P/r3K3 w - - 0 1");
    EXPECT_EQ(destinations(check, "e1"), (std::set<std::string>{"d2", "e2", "f2", "c2", "g2", "d3", "f3"}));
    Position forfeited = position("joara-joari", {{"king-leap", "forfeited"}}, "3k4/p7/8/8/8/8/7P/r3K3 w - - 0 1");
    EXPECT_EQ(destinations(forfeited, "e1"), (std::set<std::string>{"d2", "e2", "f2"}));
}

// I-7 with Kabir's fallback: a perpetual check that is the player's only legal move stays legal,
// and the third occurrence draws (by repetition, recorded as perpetual check). White's queen is pinned against its king
// by a supported (so immune) rook, and the king moves only in check: the queen can only shuttle between b1 and c1,
// checking each time. With a pawn move to spare, the check is refused.
TEST(JoaraJoari, APerpetualCheckThatIsTheOnlyLegalMoveStaysLegalAndDrawsByRepetition)
{
    const auto twoRounds = [](Position& pos) {
        play(pos, {"b1c1", "c5b5", "c1b1", "b5c5", "b1c1", "c5b5", "c1b1", "b5c5"});
    };
    Position forced = position("joara-joari", {}, "8/8/8/2k5/8/8/4p3/KQ1r4 w - - 0 1 leap:-");
    twoRounds(forced);
    EXPECT_EQ(legalMoves(forced), (std::set<std::string>{"b1c1"}));
    play(forced, {"b1c1"});
    const Outcome o = adjudicate(forced);
    EXPECT_EQ(o.kindId(), "perpetual-check");  // a repetition in a series of checks
    EXPECT_TRUE(o.draw());

    Position spare = position("joara-joari", {}, "8/8/8/2k5/8/8/4p2P/KQ1r4 w - - 0 1 leap:-");
    twoRounds(spare);
    EXPECT_EQ(legalMoves(spare), (std::set<std::string>{"h2h3"}));
}

}  // namespace
}  // namespace kabir::test
