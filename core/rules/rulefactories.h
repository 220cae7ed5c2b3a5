#pragma once
// The factories that pick a compiled ruleset's strategies from its variant definition, each in
// the file of the rules it chooses among: the result rules (resultrules.cpp), the legality
// rules (legalityrules.cpp), the counting rule (countingrules.cpp) and the promotion policy
// (promotionpolicies.cpp). Called once, when a ruleset is compiled.

#include "core/position/countingrule.h"
#include "core/position/legalityrule.h"
#include "core/position/promotionpolicy.h"
#include "core/position/resultrule.h"

#include <memory>
#include <string>
#include <vector>

namespace kabir {

class Ruleset;

// The rules the [results] table names, in the order they are asked.
std::vector<std::unique_ptr<ResultRule>> makeResultRules(const Ruleset& rules);
// The rules that take back moves, cheap filters first.
std::vector<std::unique_ptr<LegalityRule>> makeLegalityRules(const Ruleset& rules);
// The rule the variant's [counting] table names; none without one.
std::unique_ptr<CountingRule> makeCountingRule(const Ruleset& rules);
// The policy called `name` (one of promotionPolicyNames()) for the compiled ruleset, whose
// start position it may read; null for an unknown name.
std::unique_ptr<PromotionPolicy> makePromotionPolicy(const std::string& name, const Ruleset& rules);

}  // namespace kabir
