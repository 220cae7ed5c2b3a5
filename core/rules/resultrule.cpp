#include "core/rules/resultrule.h"

#include "core/rules/barekingrule.h"
#include "core/rules/kingscapturedrule.h"
#include "core/rules/kingtargetrule.h"
#include "core/rules/lastpiecerule.h"
#include "core/variant/ruleset.h"
#include "core/rules/squaresheldrule.h"

namespace kabir {

std::vector<std::unique_ptr<ResultRule>> makeResultRules(const Ruleset& rules)
{
    std::vector<std::unique_ptr<ResultRule>> list;
    const ResultDefinition& res = rules.results();
    for (const auto& targets : res.kingTargets)
        if (!targets.empty()) {
            list.push_back(std::make_unique<KingTargetRule>());
            break;
        }
    if (res.lastPieceCaptureDraws)
        list.push_back(std::make_unique<LastPieceRule>());
    if (res.bareKingLoses)
        list.push_back(std::make_unique<BareKingRule>());
    if (res.kingsCaptured)
        list.push_back(std::make_unique<KingsCapturedRule>());
    if (!res.holdMark.empty())
        list.push_back(std::make_unique<SquaresHeldRule>(res.holdMark));
    return list;
}

}  // namespace kabir
