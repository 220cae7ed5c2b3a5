#include "core/resultrule.h"

#include "core/barekingrule.h"
#include "core/kingtargetrule.h"
#include "core/lastpiecerule.h"
#include "core/ruleset.h"

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
    return list;
}

}  // namespace kabir
