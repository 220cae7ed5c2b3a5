#include "core/search/skill.h"

#include "core/search/engine.h"

#include <algorithm>

namespace kabir::search {
namespace {

std::uint64_t nextRandom(std::uint64_t& state)
{
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

}  // namespace

int skillLevelForElo(int elo)
{
    // PROVISIONAL (see skill.h): linear, kMinElo -> 0, kMaxElo -> kMaxSkillLevel.
    const int clamped = std::clamp(elo, kMinElo, kMaxElo);
    return (clamped - kMinElo) * EngineOptions::kMaxSkillLevel / (kMaxElo - kMinElo);
}

SkillPlan planSkill(int level)
{
    if (level >= EngineOptions::kMaxSkillLevel)
        return {};
    return {1 + level / 2, 4};
}

Move chooseWithSkill(const std::vector<RootMove>& moves, int level, int lines, std::uint64_t& seed)
{
    if (moves.empty())
        return Move();
    lines = std::min<int>(lines, int(moves.size()));
    // The weaker the level, the more a move's shortfall from the best is forgiven.
    const int weakness = 120 - 5 * level;
    const Value top = moves[0].value;
    Value bestScore = -kInfinite;
    Move chosen = moves[0].move;
    for (int i = 0; i < lines; ++i) {
        const RootMove& rm = moves[std::size_t(i)];
        if (rm.value == -kInfinite || isDecisive(top) || rm.value < top - 300)
            continue;
        const int noise = int(nextRandom(seed) % std::uint64_t(weakness));
        const int score = rm.value + (noise * 100) / 64;
        if (score > bestScore) {
            bestScore = score;
            chosen = rm.move;
        }
    }
    return chosen;
}

}  // namespace kabir::search
