// UCI_Elo's provisional map onto the skill levels.

#include "core/search/engine.h"
#include "core/search/skill.h"

#include <gtest/gtest.h>

namespace kabir::search {
namespace {

TEST(Skill, EloMapsOntoLevelsFromWeakestToFull)
{
    EXPECT_EQ(skillLevelForElo(kMinElo), 0);
    EXPECT_EQ(skillLevelForElo(kMinElo - 500), 0);
    EXPECT_EQ(skillLevelForElo(kMaxElo), EngineOptions::kMaxSkillLevel);
    EXPECT_EQ(skillLevelForElo(kMaxElo + 500), EngineOptions::kMaxSkillLevel);
    for (int elo = kMinElo; elo < kMaxElo; elo += 50)
        EXPECT_LE(skillLevelForElo(elo), skillLevelForElo(elo + 50)) << elo;
}

}  // namespace
}  // namespace kabir::search
