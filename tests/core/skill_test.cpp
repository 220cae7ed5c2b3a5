// The playing levels: depth limits, a choice among good moves only, and UCI_Elo's map onto them.

#include "core/search/engine.h"
#include "core/search/skill.h"

#include <gtest/gtest.h>

#include <set>

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

// The measured scale: a level's own rating plays at that level (or a stronger one rated the
// same), and just below it at a weaker one.
TEST(Skill, EachLevelsRatingPlaysAtThatLevel)
{
    for (int level = 0; level <= EngineOptions::kMaxSkillLevel; ++level) {
        const int elo = eloOfSkillLevel(level);
        EXPECT_GE(skillLevelForElo(elo), level);
        EXPECT_EQ(eloOfSkillLevel(skillLevelForElo(elo)), elo);
        if (level > 0 && eloOfSkillLevel(level - 1) < elo) {
            EXPECT_LT(skillLevelForElo(elo - 1), level);
        }
    }
}

std::vector<RootMove> lines(std::initializer_list<Value> values)
{
    std::vector<RootMove> moves;
    int square = 0;
    for (Value v : values) {
        RootMove rm;
        rm.move = Move(square, square + 1);
        rm.value = v;
        moves.push_back(rm);
        square += 2;
    }
    return moves;
}

TEST(Skill, FullStrengthAndForcedResultsPlayTheBestMove)
{
    std::uint64_t seed = 1;
    const auto moves = lines({50, 45, 40});
    for (int i = 0; i < 20; ++i)
        EXPECT_EQ(chooseWithSkill(moves, EngineOptions::kMaxSkillLevel, 3, seed), moves[0].move);
    const auto winning = lines({kWin - 5, 300, 290});
    for (int level = 0; level < EngineOptions::kMaxSkillLevel; ++level)
        EXPECT_EQ(chooseWithSkill(winning, level, 3, seed), winning[0].move) << level;
}

// A weak level varies among good moves; no level plays a move far below the best, nor one
// that loses by force.
TEST(Skill, WeakerLevelsChooseAmongGoodMovesOnly)
{
    std::uint64_t seed = 7;
    const auto moves = lines({40, 30, 20, -600, -kWin + 3});
    std::set<int> chosenAtZero;
    for (int i = 0; i < 200; ++i) {
        for (int level = 0; level < EngineOptions::kMaxSkillLevel; ++level) {
            const Move m = chooseWithSkill(moves, level, 5, seed);
            EXPECT_NE(m, moves[3].move) << level;
            EXPECT_NE(m, moves[4].move) << level;
        }
        chosenAtZero.insert(chooseWithSkill(moves, 0, 5, seed).from());
    }
    EXPECT_EQ(chosenAtZero.size(), 3u);
}

TEST(Skill, WeakerLevelsSearchLessDeep)
{
    int previous = 0;
    for (int level = 0; level < EngineOptions::kMaxSkillLevel; ++level) {
        const SkillPlan plan = planSkill(level);
        EXPECT_GE(plan.maxDepth, previous) << level;
        EXPECT_GT(plan.candidates, 1) << level;
        previous = plan.maxDepth;
    }
    EXPECT_EQ(planSkill(EngineOptions::kMaxSkillLevel).maxDepth, 0);
}

}  // namespace
}  // namespace kabir::search
