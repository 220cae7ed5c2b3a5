#pragma once
// Playing below full strength in a way that looks natural: a weaker level searches less
// deep and chooses among the best few moves of the root, preferring better ones, so it misses
// deep ideas and small advantages but does not hand over pieces at random.

#include "core/search/search.h"

#include <cstdint>

namespace kabir::search {

struct SkillPlan {
    int maxDepth = 0;    // 0: no limit
    int candidates = 1;  // root lines searched (multi-PV) to choose from
};

// The Elo of each level on Kabir's own scale (docs/engine.md, "Levels"): level 0 is set at 800,
// each measured level adds the Elo it scored against the one below. UCI_Elo's range is the
// scale's, and a rating plays at the strongest level not above it.
int eloOfSkillLevel(int level);
inline constexpr int kMinElo = 800;
inline constexpr int kMaxElo = 2309;
int skillLevelForElo(int elo);

SkillPlan planSkill(int level);
// The move a player of `level` chooses among the searched lines; `seed` varies the choice.
Move chooseWithSkill(const std::vector<RootMove>& moves, int level, int lines, std::uint64_t& seed);

}  // namespace kabir::search
