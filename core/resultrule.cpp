#include "core/resultrule.h"

#include "core/barekingrule.h"
#include "core/kingscapturedrule.h"
#include "core/kingtargetrule.h"
#include "core/lastpiecerule.h"
#include "core/ruleset.h"
#include "core/squaresheldrule.h"

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
