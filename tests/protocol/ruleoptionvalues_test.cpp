// UCI's rule options: global by key, applied to the variants that accept them.

#include "core/protocol/ruleoptionvalues.h"
#include "core/catalog/variantcatalog.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace kabir::protocol {
namespace {

const VariantFile& variant(const std::string& id)
{
    return *VariantCatalog::builtIn().find(id);
}

TEST(RuleOptionValues, EveryKeyOnce)
{
    const std::vector<RuleOptionValues::Key> keys = RuleOptionValues::allKeys();
    for (const char* key :
        {"ruleset", "array", "stalemate", "move-rule", "king-targets", "array-chooser", "great-piece"})
        EXPECT_EQ(std::count_if(keys.begin(), keys.end(), [&](const auto& k) { return k.key == key; }), 1) << key;
}

TEST(RuleOptionValues, AKeyListsTheValuesOfEveryVariantOnce)
{
    const std::vector<RuleOptionValues::Key> keys = RuleOptionValues::allKeys();
    const auto ruleset = std::find_if(keys.begin(), keys.end(), [](const auto& k) { return k.key == "ruleset"; });
    ASSERT_NE(ruleset, keys.end());
    for (const char* value : {"A", "B", "markov-2022", "bodlaender"})  // Tressau's games', Hyderabad's
        EXPECT_EQ(std::count(ruleset->values.begin(), ruleset->values.end(), value), 1) << value;
}

TEST(RuleOptionValues, AValueAppliesWhereItIsAccepted)
{
    RuleOptionValues values;
    ASSERT_TRUE(values.set("ruleset", "B").ok());
    std::vector<Problem> rejected;
    EXPECT_EQ(values.forVariant(variant("kaiserspiel"), rejected).at("ruleset"), "B");
    EXPECT_EQ(values.forVariant(variant("sultanspiel"), rejected).at("ruleset"), "B");
    EXPECT_TRUE(rejected.empty());
    EXPECT_TRUE(values.forVariant(variant("chess"), rejected).empty());  // no rule set: nothing to say
    EXPECT_TRUE(values.forVariant(variant("hyderabad"), rejected).empty());
    ASSERT_EQ(rejected.size(), 1u);  // hyderabad has rule sets, but not B
    EXPECT_NE(rejected[0].message.find("one of: markov-2022"), std::string::npos) << rejected[0].message;
}

TEST(RuleOptionValues, UnknownKeysAndValuesAreRefusedAndEmptyClears)
{
    RuleOptionValues values;
    EXPECT_FALSE(values.set("colour", "red").ok());
    EXPECT_FALSE(values.set("ruleset", "Z").ok());
    ASSERT_TRUE(values.set("array", "peguilhen-1819").ok());
    ASSERT_TRUE(values.set("array", RuleOptionValues::kVariantDefault).ok());
    std::vector<Problem> rejected;
    EXPECT_TRUE(values.forVariant(variant("kaiserspiel"), rejected).empty());
}

}  // namespace
}  // namespace kabir::protocol
