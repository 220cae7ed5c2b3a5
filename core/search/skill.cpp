#include "core/search/skill.h"

#include "core/search/engine.h"

#include <algorithm>
#include <iterator>

namespace kabir::search {
namespace {

std::uint64_t nextRandom(std::uint64_t& state)
{
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

// Per level 0..19: the deepest iteration, and the centipawns a move may fall short of the
// best and still be chosen (the weakest levels see little and prefer carelessly).
constexpr int kMaxDepth[] = {1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 8, 9, 10, 11, 12, 14, 16};
constexpr int kCarelessness[] = {300, 260, 220, 190, 160, 140, 120, 105, 90, 80, 70, 60, 50, 42, 35, 28, 22, 16, 11, 6};

}  // namespace

// Matches between neighbouring even levels in Kaiserspiel (rule set B), scripts/match-levels:
// levels 0-12 at 2 s + 0.02 s (100 games a pair), 12-20 at 5 s + 0.05 s (40 games a pair; at
// 2 s the levels above 12 are held back by the clock rather than their depth). Odd levels lie
// halfway; 18 scored -61 +- 81 against 16 and is kept level with it.
constexpr int kLevelElo[] = {800, 824, 849, 877, 905, 976, 1048, 1158, 1268, 1391, 1514, 1626, 1739, 1908, 2077, 2085,
    2094, 2094, 2094, 2201, 2309};
static_assert(std::size(kLevelElo) == EngineOptions::kMaxSkillLevel + 1);
static_assert(kLevelElo[0] == kMinElo && kLevelElo[EngineOptions::kMaxSkillLevel] == kMaxElo);

int eloOfSkillLevel(int level)
{
    return kLevelElo[std::clamp(level, 0, EngineOptions::kMaxSkillLevel)];
}

int skillLevelForElo(int elo)
{
    int level = 0;
    while (level < EngineOptions::kMaxSkillLevel && kLevelElo[level + 1] <= elo)
        ++level;
    return level;
}

SkillPlan planSkill(int level)
{
    if (level >= EngineOptions::kMaxSkillLevel)
        return {};
    level = std::max(level, 0);
    return {kMaxDepth[level], level < 6 ? 8 : 4};
}

Move chooseWithSkill(const std::vector<RootMove>& moves, int level, int lines, std::uint64_t& seed)
{
    if (moves.empty())
        return Move();
    if (level >= EngineOptions::kMaxSkillLevel || isDecisive(moves[0].value))
        return moves[0].move;  // a forced result is never given away
    const int careless = kCarelessness[std::max(level, 0)];
    lines = std::min<int>(lines, int(moves.size()));
    const Value top = moves[0].value;
    Move chosen = moves[0].move;
    int bestScore = -kInfinite;
    for (int i = 0; i < lines; ++i) {
        const RootMove& rm = moves[std::size_t(i)];
        // Only moves that the search valued (not cut off) and that do not lose outright.
        if (rm.value == -kInfinite || rm.value <= -kWinBound || rm.value < top - 2 * careless)
            continue;
        const int score = rm.value + int(nextRandom(seed) % std::uint64_t(careless + 1));
        if (score > bestScore) {
            bestScore = score;
            chosen = rm.move;
        }
    }
    return chosen;
}

}  // namespace kabir::search
