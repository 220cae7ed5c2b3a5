// UCI's rule options: global by key, applied to the variants that accept them.

#include "core/protocol/ruleoptionvalues.h"
#include "core/variant/variantcatalog.h"

#include <gtest/gtest.h>

namespace kabir::protocol {
namespace {

const VariantFile& variant(const std::string& id)
{
    return *VariantCatalog::builtIn().find(id);
}

TEST(RuleOptionValues, EveryKeyOnce)
{
    const std::vector<std::string> keys = RuleOptionValues::allKeys();
    for (const char* key :
        {"ruleset", "array", "stalemate", "move-rule", "king-targets", "array-chooser", "great-piece"})
        EXPECT_EQ(std::count(keys.begin(), keys.end(), key), 1) << key;
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
    ASSERT_TRUE(values.set("array", "<empty>").ok());
    std::vector<Problem> rejected;
    EXPECT_TRUE(values.forVariant(variant("kaiserspiel"), rejected).empty());
}

}  // namespace
}  // namespace kabir::protocol
