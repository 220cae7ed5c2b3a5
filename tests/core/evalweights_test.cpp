// The evaluation's weights (core/search/evalweights.h): each named once in the table a tuner
// reads and writes, and each one the evaluation is given is the one it uses.

#include "core/search/evaluation.h"
#include "tests/core/testpositions.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <vector>

namespace kabir::test {
namespace {

using search::Evaluator;
using search::EvalWeights;

TEST(EvalWeights, EveryWeightIsInTheTableOnceByName)
{
    std::set<std::string_view> names;
    std::vector<int EvalWeights::*> members;  // member pointers have no order: found one by one
    for (const search::EvalWeightField& field : search::evalWeightFields()) {
        EXPECT_TRUE(names.insert(field.name).second) << field.name;
        EXPECT_EQ(std::ranges::count(members, field.value), 0) << field.name;
        members.push_back(field.value);
    }
    EXPECT_EQ(members.size() * sizeof(int), sizeof(EvalWeights));  // no weight left out
}

// A weight set's values are the evaluation's: the move in hand adds its value to every
// position, an isolated pawn costs its own, and the defaults are the evaluation without a set.
TEST(EvalWeights, TheEvaluationUsesTheWeightsItIsGiven)
{
    const Position chess = Position::start(rules("chess"));
    const RulesetPtr& r = chess.rulesPtr();
    EvalWeights tempo;
    tempo.tempo += 7;
    EXPECT_EQ(Evaluator(r, tempo).evaluate(chess), Evaluator(r).evaluate(chess) + 7);
    EXPECT_EQ(Evaluator(r, EvalWeights{}).evaluate(chess), Evaluator(r).evaluate(chess));

    // White's lone pawn on a2 is isolated; without pieces the endgame weight counts alone.
    const Position pawn = position("chess", {}, "4k3/8/8/8/8/8/P7/4K3 w - - 0 1");
    EvalWeights isolated;
    isolated.isolatedEg += 10;
    EXPECT_EQ(Evaluator(r, isolated).evaluate(pawn), Evaluator(r).evaluate(pawn) - 10);
}

}  // namespace
}  // namespace kabir::test
