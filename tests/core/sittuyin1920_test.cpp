// The 1920 Burmese version (Pritchard 2007, 29.3; catalogue of chapter 29, §15): all sixteen
// men placed in the player's own half, the far-moving but near-capturing general, elephant and
// chariot, promotion on the diagonal at once, no stalemate, no count. Each test names its rule.

#include "tests/core/testpositions.h"

#include "tests/core/refusaltest.h"

#include <gtest/gtest.h>

namespace kabir::test {
namespace {

Position burmese1920(const std::string& fen = {})
{
    return position("sittuyin-1920", {}, fen);
}

// §15 set-up: Red places all sixteen men anywhere in its half (never a soldier on its first
// rank), then Black; the perft counts follow from the squares alone.
TEST(Sittuyin1920, RedPlacesAllSixteenMenInItsHalfNoSoldierOnTheFirstRank)
{
    Position pos = burmese1920();
    EXPECT_EQ(legalMoves(pos).size(), 5u * 32 + 24);
    EXPECT_EQ(refusal(pos, "P@a1").reason, RefusalReason::DropNotFirstRank);
    EXPECT_EQ(message(pos, "P@a1"), "A soldier is never placed on Red's first rank.");
    EXPECT_EQ(refusal(pos, "K@e5").reason, RefusalReason::DropOutsideZone);
    // After one placement Red places again: 31 empty squares for each kind left, and 23 or 24
    // for the soldiers (one fewer when the first man went on ranks 2-4). A king or general
    // placed first leaves four kinds of piece, any other five.
    const std::uint64_t kingOrGeneral = 8 * (4 * 31 + 24) + 24 * (4 * 31 + 23);
    const std::uint64_t twoOfAKind = 8 * (5 * 31 + 24) + 24 * (5 * 31 + 23);
    const std::uint64_t soldier = 24 * (5 * 31 + 23);
    EXPECT_EQ(perft(pos, 2), 2 * kingOrGeneral + 3 * twoOfAKind + soldier);
    play(pos, {"P@a2"});
    EXPECT_EQ(pos.sideToMove(), 0);
}

// §15: the general moves as a queen, the elephant as a bishop, the chariot as a rook, but each
// captures only on an adjacent square (mQcK, mBcF, mRcW).
TEST(Sittuyin1920, GeneralElephantAndChariotCaptureOnlyNextToThem)
{
    Position pos = burmese1920("k7/8/p7/8/8/8/8/R1K5[] w - - 0 1");
    EXPECT_EQ(movesFrom(pos, "a1"), (std::set<std::string>{"a1a2", "a1a3", "a1a4", "a1a5", "a1b1"}));
    Position general = burmese1920("k7/8/2p5/8/8/8/3p4/2FK4[] w - - 0 1");
    EXPECT_TRUE(movesFrom(general, "c1").contains("c1d2"));   // adjacent: a capture
    EXPECT_TRUE(movesFrom(general, "c1").contains("c1c5"));   // far: a move
    EXPECT_FALSE(movesFrom(general, "c1").contains("c1c6"));  // no capture further off
    Position elephant = burmese1920("k7/8/8/8/8/8/3p4/K1S5[] w - - 0 1");
    EXPECT_EQ(movesFrom(elephant, "c1"), (std::set<std::string>{"c1b2", "c1a3", "c1d2"}));
    // A chariot far away gives no check.
    Position check = burmese1920("k7/8/8/8/8/8/8/R1K5[] w - - 0 1");
    play(check, {"c1d1"});
    EXPECT_FALSE(check.inCheck(1));
}

// §15: a soldier that reaches its promotion diagonal becomes a general at once, however many
// generals its side has; elsewhere on the last rank it stays a soldier.
TEST(Sittuyin1920, SoldierBecomesAGeneralOnReachingTheDiagonal)
{
    Position pos = burmese1920("4k3/4P3/8/8/3P4/8/8/F3K3[] w - - 0 1");
    EXPECT_EQ(movesFrom(pos, "d4"), (std::set<std::string>{"d4d5f"}));
    EXPECT_EQ(movesFrom(pos, "e7"), (std::set<std::string>{}));  // blocked by the king
    Position last = burmese1920("k7/4P3/8/8/8/8/8/4K3[] w - - 0 1");
    EXPECT_EQ(movesFrom(last, "e7"), (std::set<std::string>{"e7e8"}));
}

// §15: no stalemate (a move that stalemates is illegal), and no count: a bare king is mated
// or the move rule draws.
TEST(Sittuyin1920, NoStalemateAndNoCount)
{
    Position pos = burmese1920("k7/8/2K5/8/8/8/8/1R6[] w - - 0 1");
    EXPECT_FALSE(legalMoves(pos).contains("b1b7"));
    play(pos, {"b1b2"});
    EXPECT_EQ(pos.count().limit, 0);
}

}  // namespace
}  // namespace kabir::test
