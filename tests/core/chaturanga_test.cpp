// Chaturanga as Pritchard (2007, 29.1) describes it, the gaps filled by shatranj as
// Fairy-Stockfish plays it (catalogue of chapter 29, §7): each test names the rule it checks.

#include "tests/core/testpositions.h"

#include "core/rules/adjudication.h"

#include <gtest/gtest.h>

namespace kabir::test {
namespace {

const char* kVariant = "chaturanga";

std::set<std::string> squareNames(const Geometry& g, const std::vector<Square>& squares)
{
    std::set<std::string> names;
    for (Square s : squares)
        names.insert(g.squareName(s));
    return names;
}

std::set<std::string> marked(const OptionValues& options)
{
    const RulesetPtr r = rules(kVariant, options);
    const auto& marks = r->geometry().marks();
    const auto cross = marks.find("cross");
    return cross == marks.end() ? std::set<std::string>{} : squareNames(r->geometry(), cross->second);
}

// §7 board, I-11 marks: an unchequered 8x8 board, the ashtapada crosses by default.
TEST(Chaturanga, BoardIsUncheckeredWithTheMarksOfTheOptionMarks)
{
    EXPECT_FALSE(rules(kVariant)->definition().checkered);
    EXPECT_EQ(marked({}),
        (std::set<std::string>{
            "a1", "d1", "e1", "h1", "a4", "d4", "e4", "h4", "a5", "d5", "e5", "h5", "a8", "d8", "e8", "h8"}));
    EXPECT_EQ(
        marked({{"marks", "swan-feet"}}), (std::set<std::string>{"a4", "a5", "d4", "d5", "e4", "e5", "h4", "h5"}));
    EXPECT_TRUE(marked({{"marks", "none"}}).empty());
    // The marks change no rule: the same moves on every board.
    Position plain = position(kVariant, {{"marks", "none"}});
    Position crossed = position(kVariant);
    EXPECT_EQ(legalMoves(plain), legalMoves(crossed));
}

// §7 array option: fsf (default), crosswise, shatranj.
TEST(Chaturanga, ArrayOptionPlacesKingsAndCounsellors)
{
    EXPECT_EQ(position(kVariant).fen(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1");
    EXPECT_EQ(
        position(kVariant, {{"array", "crosswise"}}).fen(), "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1");
    EXPECT_EQ(
        position(kVariant, {{"array", "shatranj"}}).fen(), "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1");
}

// §7 pieces: the counsellor (ferz) steps one square diagonally.
TEST(Chaturanga, CounsellorStepsOneSquareDiagonally)
{
    Position pos = position(kVariant, {}, "4k3/8/8/3q4/3Q4/8/8/4K3 w - - 0 1");
    EXPECT_EQ(destinations(pos, "d4"), (std::set<std::string>{"c3", "e3", "c5", "e5"}));
}

// §7 option elephant: alfil (default) leaps two squares diagonally over any unit; al-Adli's
// dabbaba two squares orthogonally; al-Beruni's "trunk and four feet" one step forward or
// diagonally (forward is Black's down).
TEST(Chaturanga, ElephantMovesAsTheOptionElephantSays)
{
    const char* fen = "4k3/8/8/2PpP3/3B4/2p1P3/8/4K3 w - - 0 1";
    Position alfil = position(kVariant, {}, fen);
    EXPECT_EQ(destinations(alfil, "d4"), (std::set<std::string>{"b2", "f2", "b6", "f6"}));
    Position dabbaba = position(kVariant, {{"elephant", "dabbaba"}}, fen);
    EXPECT_EQ(destinations(dabbaba, "d4"), (std::set<std::string>{"b4", "f4", "d2", "d6"}));
    Position silver = position(kVariant, {{"elephant", "silver"}}, fen);
    EXPECT_EQ(destinations(silver, "d4"), (std::set<std::string>{"d5", "c3"}));
    Position blackSilver = position(kVariant, {{"elephant", "silver"}}, "4k3/8/8/3b4/8/8/8/4K3 b - - 0 1");
    EXPECT_EQ(destinations(blackSilver, "d5"), (std::set<std::string>{"d4", "c4", "e4", "c6", "e6"}));
}

// §7 pawns: one step, no double step, no en passant.
TEST(Chaturanga, PawnsStepOneSquareWithoutDoubleStepOrEnPassant)
{
    Position pos = position(kVariant);
    EXPECT_EQ(destinations(pos, "e2"), (std::set<std::string>{"e3"}));
    // A Black pawn passing beside a White pawn cannot be taken in passing.
    Position passing = position(kVariant, {}, "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1");
    play(passing, {"d7d6", "e1d1", "d6d5"});
    EXPECT_EQ(destinations(passing, "e5"), (std::set<std::string>{"e6"}));
}

// §7 promotion: on the last rank to a counsellor, compulsory, however many counsellors there are.
TEST(Chaturanga, PromotionToCounsellorIsCompulsoryAndUnlimited)
{
    Position pos = position(kVariant, {}, "4k3/1P6/8/8/8/8/Q7/4K3 w - - 0 1");
    EXPECT_EQ(movesFrom(pos, "b7"), (std::set<std::string>{"b7b8q"}));
}

// §7: no castling; a castling field in a FEN is refused.
TEST(Chaturanga, NoCastling)
{
    Position pos = position(kVariant, {}, "r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1");
    EXPECT_EQ(destinations(pos, "e1"), (std::set<std::string>{"d1", "f1", "d2", "e2", "f2"}));
    EXPECT_FALSE(Position::fromFen(rules(kVariant), "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").ok());
}

// §7 option stalemate: the stalemating side wins (default) or the stalemated side wins.
TEST(Chaturanga, StalemateWinsForTheSideTheOptionStalemateNames)
{
    // The counsellor's step c5-b6 leaves Black's king on a8 without a move, not in check.
    const char* fen = "k7/2K5/8/2Q5/8/8/8/8 w - - 0 1";
    Position pos = position(kVariant, {}, fen);
    play(pos, {"c5b6"});
    const Outcome giverWins = adjudicate(pos);
    EXPECT_EQ(giverWins.kindId(), "stalemate-win");
    EXPECT_EQ(giverWins.winner, 0);
    Position other = position(kVariant, {{"stalemate", "stalemated-wins"}}, fen);
    play(other, {"c5b6"});
    const Outcome stalematedWins = adjudicate(other);
    EXPECT_EQ(stalematedWins.kindId(), "stalemate-loss");
    EXPECT_EQ(stalematedWins.winner, 1);
}

// §7 option bare-king: none (default) plays on; shatranj: a bare king loses, unless it takes
// the last enemy unit at once, which draws.
TEST(Chaturanga, BareKingPlaysOnOrLosesAsTheOptionBareKingSays)
{
    const char* fen = "8/8/8/3k4/3p4/8/3R4/4K3 w - - 0 1";  // Rd2xd4 bares Black's king
    Position none = position(kVariant, {}, fen);
    play(none, {"d2d4"});
    EXPECT_FALSE(adjudicate(none).over());

    Position shatranj = position(kVariant, {{"bare-king", "shatranj"}}, fen);
    play(shatranj, {"d2d4"});
    EXPECT_FALSE(adjudicate(shatranj).over()) << "the bared king may still take the last unit";
    play(shatranj, {"d5d4"});
    EXPECT_EQ(adjudicate(shatranj).kindId(), "baremate-counter-capture");
    EXPECT_TRUE(adjudicate(shatranj).draw());

    Position lost = position(kVariant, {{"bare-king", "shatranj"}}, fen);
    play(lost, {"d2d4", "d5c5"});
    const Outcome bare = adjudicate(lost);
    EXPECT_EQ(bare.kindId(), "baremate");
    EXPECT_EQ(bare.winner, 0);

    // Two or more enemy units besides the king: the bared side loses at once.
    Position atOnce = position(kVariant, {{"bare-king", "shatranj"}}, "8/8/8/3k4/3p4/8/3R4/4K2R w - - 0 1");
    play(atOnce, {"d2d4"});
    EXPECT_EQ(adjudicate(atOnce).kindId(), "baremate");
}

}  // namespace
}  // namespace kabir::test
