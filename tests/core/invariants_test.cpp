// Along random games of every variant: undoMove restores the exact position, and the
// incrementally updated hash equals the hash computed from scratch.

#include "tests/core/testpositions.h"

#include <gtest/gtest.h>

#include <random>

namespace kabir::test {
namespace {

void walkRandomGames(const std::string& variant, const OptionValues& options)
{
    std::mt19937 random(20261122);
    for (int game = 0; game < 20; ++game) {
        Position pos = position(variant, options);
        std::vector<Position> before;
        for (int ply = 0; ply < 120; ++ply) {
            MoveList moves;
            generateLegalMoves(pos, moves);
            if (moves.empty())
                break;
            // Each move of this position: made, checked, unmade.
            for (Move m : moves) {
                const Position saved = pos;
                pos.doMove(m);
                ASSERT_EQ(pos.key(), pos.computeKey()) << variant << ' ' << pos.fen();
                pos.undoMove();
                ASSERT_TRUE(pos == saved) << variant << " undo of " << coordinateText(pos, m) << " in " << saved.fen();
            }
            before.push_back(pos);
            pos.doMove(moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(random)]);
        }
        // Unwinding the whole game passes through every earlier position.
        while (!before.empty()) {
            pos.undoMove();
            ASSERT_TRUE(pos == before.back()) << variant;
            before.pop_back();
        }
    }
}

TEST(Invariants, UndoRestoresAndHashIsIncremental_Chess) { walkRandomGames("chess", {}); }
TEST(Invariants, UndoRestoresAndHashIsIncremental_KaiserspielB) { walkRandomGames("kaiserspiel", {{"ruleset", "B"}}); }
TEST(Invariants, UndoRestoresAndHashIsIncremental_KaiserspielPeguilhen)
{
    walkRandomGames("kaiserspiel", {{"ruleset", "B"}, {"array", "peguilhen-1819"}});
}
TEST(Invariants, UndoRestoresAndHashIsIncremental_SultanspielB) { walkRandomGames("sultanspiel", {{"ruleset", "B"}}); }
TEST(Invariants, UndoRestoresAndHashIsIncremental_HyderabadGreenwood) { walkRandomGames("hyderabad", {{"ruleset", "greenwood"}}); }
TEST(Invariants, UndoRestoresAndHashIsIncremental_TurkishReformed) { walkRandomGames("turkish", {{"ruleset", "reformed"}}); }
TEST(Invariants, UndoRestoresAndHashIsIncremental_TurkishReconstructed) { walkRandomGames("turkish", {}); }

}  // namespace
}  // namespace kabir::test
