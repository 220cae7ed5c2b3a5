#include "core/rules/rulefactories.h"

#include "core/rules/initialmovesrule.h"
#include "core/rules/kingincheckrule.h"
#include "core/rules/lastunitrule.h"
#include "core/rules/nostalematerule.h"
#include "core/rules/openingrule.h"
#include "core/rules/perpetualcheckrule.h"
#include "core/rules/quietpromotionrule.h"
#include "core/rules/singlesteprule.h"
#include "core/rules/supportedimmunerule.h"
#include "core/position/ruleset.h"

#include <algorithm>

namespace kabir {

// Cheap filters first; the rules that look ahead judge only the moves the others leave.
std::vector<std::unique_ptr<LegalityRule>> makeLegalityRules(const Ruleset& rules)
{
    std::vector<std::unique_ptr<LegalityRule>> list;
    const VariantDefinition& def = rules.definition();
    const MoveRulesDefinition& m = def.moveRules;
    if (def.initialMoves)
        list.push_back(std::make_unique<InitialMovesRule>());
    if (std::ranges::any_of(def.pawnSteps, [](const PawnStepRule& rule) { return rule.opening; }))
        list.push_back(std::make_unique<OpeningRule>(rules));
    if (std::ranges::any_of(def.pawnSteps, [](const PawnStepRule& rule) { return rule.afterSingleStep; }))
        list.push_back(std::make_unique<SingleStepFirstRule>());
    if (m.kingMovesOnlyInCheck)
        list.push_back(std::make_unique<KingMovesOnlyInCheckRule>());
    if (m.lastUnitImmortal)
        list.push_back(std::make_unique<LastUnitImmortalRule>());
    if (m.supportedUnitsImmune)
        list.push_back(std::make_unique<SupportedUnitsImmuneRule>());
    if (!def.promotion.quiet.empty())
        list.push_back(std::make_unique<QuietPromotionRule>(def.promotion.quiet == "attack"));
    if (m.perpetualCheckIllegal)
        list.push_back(std::make_unique<PerpetualCheckRule>());
    if (def.results.stalemate == "illegal")
        list.push_back(std::make_unique<NoStalemateRule>());
    return list;
}

}  // namespace kabir
