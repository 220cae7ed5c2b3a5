#pragma once
// Playing below full strength in a way that looks natural: a weaker level searches less
// deep and chooses among the best few moves of the root, preferring better ones, so it misses
// deep ideas and small advantages but does not hand over pieces at random.

#include "core/search/search.h"

#include <cstdint>

namespace kabir::search {

struct SkillPlan {
    int maxDepth = 0;           // 0: no limit
    int candidates = 1;         // root lines searched (multi-PV) to choose from
};

// UCI_Elo's range and the skill level that plays at an Elo rating.
// PROVISIONAL: a linear map of the range onto levels 0..20, not measured. The engine's
// developer replaces it with figures from matches between the levels and rated engines.
inline constexpr int kMinElo = 600;
inline constexpr int kMaxElo = 2400;
int skillLevelForElo(int elo);

SkillPlan planSkill(int level);
// The move a player of `level` chooses among the searched lines; `seed` varies the choice.
Move chooseWithSkill(const std::vector<RootMove>& moves, int level, int lines, std::uint64_t& seed);

}  // namespace kabir::search
