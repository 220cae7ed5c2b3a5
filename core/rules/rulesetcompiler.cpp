#include "core/rules/rulesetcompiler.h"

#include "core/rules/rulefactories.h"

namespace kabir {

Result<RulesetPtr> compileRuleset(const VariantDefinition& definition)
{
    auto built = Ruleset::buildTables(definition);
    if (!built)
        return built.problems();
    Ruleset& rules = *built.value();
    // The variant file's reader has checked the policy's name (rulesections.cpp).
    const PromotionDefinition& promotion = rules.definition().promotion;
    auto policy = makePromotionPolicy(promotion.policy, rules);
    if (!policy)
        return Problem{"", 0, 0, "promotion.policy", "unknown policy \"" + promotion.policy + "\""};
    rules.m_promotion = std::make_unique<Promotion>(std::move(policy), promotion, rules);
    rules.m_resultRules = makeResultRules(rules);
    rules.m_legalityRules = makeLegalityRules(rules);
    rules.m_counting = makeCountingRule(rules);
    return RulesetPtr(std::move(built).value());
}

Result<RulesetPtr> compiledRuleset(const VariantFile& file, const OptionValues& resolved)
{
    if (RulesetPtr kept = file.keptRuleset(resolved))
        return kept;
    auto definition = file.definition(resolved);
    if (!definition)
        return definition.problems();
    auto rules = compileRuleset(definition.value());
    if (!rules)
        return rules.problems();
    return file.keepRuleset(resolved, std::move(rules).value());
}

}  // namespace kabir
