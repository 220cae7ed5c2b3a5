// Weight files (core/search/weightfile.h): what `kabir-cli tune` writes is read back as the
// same weights, a bad file is refused with its line and reason, and the engine plays a
// variant with the shipped weights of its group.

#include "core/search/engine.h"
#include "core/search/weightfile.h"
#include "tests/core/testpositions.h"

#include <gtest/gtest.h>

#include <set>

namespace kabir::test {
namespace {

using namespace kabir::search;

TEST(WeightFile, WhatIsWrittenIsReadBack)
{
    WeightFile file{"", {"Tressau", "India"}, {}};
    file.weights.tempo = 17;
    file.weights.kingDangerMax = 900;
    const std::string text = writeWeightFile(file, "Fitted to nothing.\n\nA test.");
    EXPECT_EQ(text.rfind("# Fitted to nothing.\n#\n# A test.\n", 0), 0u) << text;
    auto read = readWeightFile(text, "test.toml");
    ASSERT_TRUE(read) << joinProblems(read.problems());
    EXPECT_EQ(read->groups, file.groups);
    EXPECT_EQ(read->weights, file.weights);
}

TEST(WeightFile, AWeightNotNamedKeepsItsDefault)
{
    auto read = readWeightFile("groups = [\"Turkey\"]\n[weights]\ntempo = 3\n", "test.toml");
    ASSERT_TRUE(read) << joinProblems(read.problems());
    EvalWeights expected;
    expected.tempo = 3;
    EXPECT_EQ(read->weights, expected);
}

TEST(WeightFile, ABadFileIsRefusedWithItsLineAndReason)
{
    auto expectProblem = [](const std::string& text, int line, const std::string& what) {
        auto read = readWeightFile(text, "bad.toml");
        ASSERT_FALSE(read) << text;
        const std::string message = joinProblems(read.problems());
        EXPECT_NE(message.find("bad.toml:" + std::to_string(line)), std::string::npos) << message;
        EXPECT_NE(message.find(what), std::string::npos) << message;
    };
    expectProblem("groups = [\"Tressau\"]\n[weights]\ntempo = 3\nspeed = 4\n", 4, "not a weight of the evaluation");
    expectProblem("groups = [\"Tressau\"]\n[weights]\ntempo = \"fast\"\n", 3, "expected an integer");
    expectProblem("groups = [\"Tressau\"]\n[weights]\nmobilityShare = 0\n", 3, "must be between 1 and 100");
    expectProblem("groups = [\"Tressau\"]\n[weights]\nmobilityMin = 9\n", 2, "mobilityMin is above mobilityMax");
    expectProblem("groups = [\"Tressau\", 3]\n", 1, "expected a group's name");
    expectProblem("[weights]\ntempo = 3\n", 1, "'groups': missing");
    expectProblem("groups = [\"Tressau\"]\nweight = 3\n", 2, "unknown key");
    expectProblem("groups = [\"Tressau\"\n", 1, "encountered end-of-file");  // TOML's own syntax error
}

// The shipped files all read, each names groups of shipped variants, no group twice.
TEST(WeightFile, TheShippedFilesReadAndNameShippedGroups)
{
    const ShippedWeights& shipped = ShippedWeights::builtIn();
    EXPECT_TRUE(shipped.problems().empty()) << joinProblems(shipped.problems());
    EXPECT_FALSE(shipped.files().empty());
    std::set<std::string> groups;
    for (const VariantFile& variant : VariantCatalog::builtIn().variants())
        groups.insert(variant.group());
    std::set<std::string> named;
    for (const WeightFile& file : shipped.files())
        for (const std::string& group : file.groups) {
            EXPECT_TRUE(groups.contains(group)) << file.fileName << ": " << group;
            EXPECT_TRUE(named.insert(group).second) << file.fileName << ": " << group << " twice";
        }
}

// The tuner's output is what the engine plays with: each shipped variant's evaluator has the
// weights of its group's file (the defaults where none names the group).
TEST(WeightFile, TheEngineEvaluatesWithItsGroupsShippedWeights)
{
    const ShippedWeights& shipped = ShippedWeights::builtIn();
    for (const VariantFile& variant : VariantCatalog::builtIn().variants()) {
        Engine engine(EngineOptions{.hashMegabytes = 1});
        engine.setPosition(Position::start(rules(variant.id())));
        EXPECT_EQ(engine.evaluator().weights(), shipped.forGroup(variant.group())) << variant.id();
    }
    EXPECT_EQ(shipped.forGroup("no such group"), EvalWeights{});
}

}  // namespace
}  // namespace kabir::test
