// Hill's Cambodian game (Pritchard 2007, 29.3, editor's note: Gollon's letter of 1975 quoting
// P. A. Hill): each test names the rule it checks. The board's 9x9 points are squares a1–i9.

#include "tests/core/testpositions.h"

#include "core/board/betza.h"
#include "core/rules/adjudication.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <sstream>

namespace kabir::test {
namespace {

const char* kHill = "cambodian-hill";

// A piece's steps as Betza reads them, from a central square, written relative to the owner:
// "+1+1" is one square to the right and forward; "m" moves there, "c" captures there.
std::set<std::string> steps(const std::string& betza)
{
    std::set<std::string> out;
    const Result<std::vector<MoveVector>> parsed = parseBetza(betza);
    EXPECT_TRUE(parsed.ok()) << betza;
    if (!parsed)
        return out;
    for (const MoveVector& v : parsed.value()) {
        EXPECT_EQ(v.range, 1) << betza;
        std::ostringstream text;
        text << (v.x < 0 ? '-' : '+') << std::abs(v.x) << (v.y < 0 ? '-' : '+') << std::abs(v.y) << ' '
             << (v.moves ? "m" : "") << (v.captures ? "c" : "");
        out.insert(text.str());
    }
    return out;
}

// The array of the letter for White, Black mirrored on the same files; fish on the 4th rank.
TEST(CambodianHill, ArrayOnNineByNinePointsWithTheFishOnTheFourthRank)
{
    EXPECT_EQ(position(kHill).fen(), "rneokoenr/9/9/ppppppppp/9/PPPPPPPPP/9/9/RNEOKOENR w - - 0 1");
}

// Betza mFcfF: the official steps to all four diagonals, but only the forward two capture.
TEST(CambodianHill, BetzaOfTheOfficialCapturesOnlyForwardDiagonally)
{
    EXPECT_EQ(steps("mFcfF"), (std::set<std::string>{"+1+1 mc", "-1+1 mc", "+1-1 m", "-1-1 m"}));
}

// Betza mKcfsWcfF: the elephant steps like a king; it captures forward, sideways and diagonally
// forward, never straight or diagonally backward.
TEST(CambodianHill, BetzaOfTheElephantCapturesNeitherStraightNorDiagonallyBackward)
{
    EXPECT_EQ(steps("mKcfsWcfF"),
        (std::set<std::string>{"+0+1 mc", "+1+0 mc", "-1+0 mc", "+0-1 m", "+1+1 mc", "-1+1 mc", "+1-1 m", "-1-1 m"}));
}

// "The official, one square at a time diagonally, but captures only forward diagonally."
TEST(CambodianHill, OfficialMovesDiagonallyAndCapturesOnlyForwardDiagonally)
{
    Position empty = position(kHill, {}, "8k/9/9/9/4O4/9/9/9/K8 w - - 0 1");
    EXPECT_EQ(destinations(empty, "e5"), (std::set<std::string>{"d4", "d6", "f4", "f6"}));
    Position full = position(kHill, {}, "8k/9/9/3o1o3/4O4/3o1o3/9/9/K8 w - - 0 1");
    EXPECT_EQ(destinations(full, "e5"), (std::set<std::string>{"d6", "f6"}));
}

// "The elephant, one square at a time in any direction (like king) but may not capture
// straight backward nor diagonally backward."
TEST(CambodianHill, ElephantStepsLikeAKingButDoesNotCaptureBackward)
{
    Position empty = position(kHill, {}, "8k/9/9/9/4E4/9/9/9/K8 w - - 0 1");
    EXPECT_EQ(destinations(empty, "e5"), (std::set<std::string>{"d4", "e4", "f4", "d5", "f5", "d6", "e6", "f6"}));
    Position full = position(kHill, {}, "8k/9/9/3ooo3/3oEo3/3ooo3/9/9/K8 w - - 0 1");
    EXPECT_EQ(destinations(full, "e5"), (std::set<std::string>{"d5", "f5", "d6", "e6", "f6"}));
}

// The fish moves one square straight forward and captures there (Kabir's choice: the letter
// says nothing else), never diagonally; no double step.
TEST(CambodianHill, FishMovesAndCapturesOneSquareStraightForward)
{
    Position start = position(kHill);
    EXPECT_EQ(destinations(start, "e4"), (std::set<std::string>{"e5"}));
    Position pos = position(kHill, {}, "8k/9/9/9/1o1oo4/2P1P4/9/9/K8 w - - 0 1");
    EXPECT_EQ(movesFrom(pos, "c4"), (std::set<std::string>{"c4c5"}));  // b5 and d5 not taken
    EXPECT_EQ(movesFrom(pos, "e4"), (std::set<std::string>{"e4e5"}));  // takes the official
}

// Crossing the centre line, on its 6th rank, the fish is flipped at once (whether it moves or
// captures there); the flipped fish then steps and takes as a king, backwards too.
TEST(CambodianHill, FishIsFlippedOnItsSixthRankAndThenMovesAsAKing)
{
    Position pos = position(kHill, {}, "8k/9/9/3o5/3PP4/9/9/9/K8 w - - 0 1");
    EXPECT_EQ(movesFrom(pos, "e5"), (std::set<std::string>{"e5e6g"}));
    EXPECT_EQ(movesFrom(pos, "d5"), (std::set<std::string>{"d5d6g"}));
    play(pos, {"e5e6g"});
    EXPECT_EQ(pos.fen(), "8k/9/9/3oG4/3P5/9/9/9/K8 b - - 0 1");
    play(pos, {"i9i8"});
    EXPECT_EQ(destinations(pos, "e6"), (std::set<std::string>{"d6", "d7", "e7", "f7", "f6", "e5", "f5"}));
    play(pos, {"e6e5", "i8i9", "e5e4"});  // back across the centre line: it stays flipped
    EXPECT_EQ(pos.fen(), "8k/9/9/3o5/3P5/4G4/9/9/K8 b - - 4 3");
}

// Black is the mirror image: its fish go down the board and are flipped on the 4th rank; its
// official and elephant take only downwards and sideways.
TEST(CambodianHill, BlackIsMirrored)
{
    Position pos = position(kHill, {}, "8k/9/9/4p4/3p5/9/9/9/K8 b - - 0 1");
    EXPECT_EQ(movesFrom(pos, "e6"), (std::set<std::string>{"e6e5"}));
    EXPECT_EQ(movesFrom(pos, "d5"), (std::set<std::string>{"d5d4g"}));
    Position official = position(kHill, {}, "8k/9/9/3O1O3/4o4/3O1O3/9/9/K8 b - - 0 1");
    EXPECT_EQ(destinations(official, "e5"), (std::set<std::string>{"d4", "f4"}));
    Position elephant = position(kHill, {}, "8k/9/9/3OOO3/3OeO3/3OOO3/9/9/K8 b - - 0 1");
    EXPECT_EQ(destinations(elephant, "e5"), (std::set<std::string>{"d5", "f5", "d4", "e4", "f4"}));
}

// No castling and no double step: the king steps only; a fish only one square.
TEST(CambodianHill, NoCastlingAndNoDoubleStep)
{
    Position pos = position(kHill, {}, "4k4/9/9/9/9/P8/9/9/R3K3R w - - 0 1");
    EXPECT_EQ(destinations(pos, "e1"), (std::set<std::string>{"d1", "d2", "e2", "f2", "f1"}));
    EXPECT_EQ(destinations(pos, "a4"), (std::set<std::string>{"a5"}));
    Position start = position(kHill);
    EXPECT_EQ(destinations(start, "e1"), (std::set<std::string>{"d2", "e2", "f2"}));
}

// Stalemate is a draw (Kabir's choice: the informant "did not know the bare king nor stalemate
// rules"); there is no bare-king rule.
TEST(CambodianHill, StalemateIsADraw)
{
    Position pos = position(kHill, {}, "k8/9/1K7/4N4/9/9/9/9/9 w - - 0 1");
    play(pos, {"e6d8"});
    EXPECT_EQ(adjudicate(pos).kindId(), "stalemate-draw");
    EXPECT_TRUE(adjudicate(pos).draw());
}

// Checkmate wins; a bare king plays on.
TEST(CambodianHill, CheckmateWinsAndABareKingPlaysOn)
{
    Position pos = position(kHill, {}, "k8/9/1K7/9/9/9/9/9/7R1 w - - 0 1");
    EXPECT_FALSE(adjudicate(pos).over());  // Black's king is bare: no rule ends the game
    play(pos, {"h1h9"});
    EXPECT_EQ(adjudicate(pos).kindId(), "checkmate");
    EXPECT_EQ(adjudicate(pos).winner, 0);
}

}  // namespace
}  // namespace kabir::test
