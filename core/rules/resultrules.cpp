#include "core/rules/rulefactories.h"

#include "core/rules/barekingdrawrule.h"
#include "core/rules/barekingrule.h"
#include "core/rules/barekingwinrule.h"
#include "core/rules/drawsquarerule.h"
#include "core/rules/extinctionrule.h"
#include "core/rules/fewunitsrule.h"
#include "core/rules/firstcheckrule.h"
#include "core/rules/kingandpawnsrule.h"
#include "core/rules/kingscapturedrule.h"
#include "core/rules/kingtargetrule.h"
#include "core/rules/lastpiecerule.h"
#include "core/position/ruleset.h"
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
    std::uint32_t drawPieces = 0;
    for (PieceType t : res.drawSquarePieces)
        drawPieces |= 1u << t;
    if (drawPieces)
        list.push_back(std::make_unique<DrawSquareRule>(drawPieces));
    if (res.lastPieceCaptureDraws)
        list.push_back(std::make_unique<LastPieceRule>());
    switch (res.bareKing) {
    case BareKing::None: break;
    case BareKing::Shatranj: list.push_back(std::make_unique<BareKingRule>()); break;
    case BareKing::HalfWin: list.push_back(std::make_unique<BareKingHalfWinRule>()); break;
    case BareKing::Draw: list.push_back(std::make_unique<BareKingDrawRule>()); break;
    case BareKing::KingAndPawnsLose: list.push_back(std::make_unique<KingAndPawnsRule>()); break;
    }
    if (res.fewUnitsDraw)
        list.push_back(std::make_unique<FewUnitsRule>(res.fewUnitsDraw));
    std::uint32_t extinction = 0;
    for (PieceType t : res.extinction)
        extinction |= 1u << t;
    if (extinction)
        list.push_back(std::make_unique<ExtinctionRule>(extinction));
    if (res.firstCheckWins)
        list.push_back(std::make_unique<FirstCheckRule>());
    if (res.kingsCaptured)
        list.push_back(std::make_unique<KingsCapturedRule>());
    if (!res.holdMark.empty())
        list.push_back(std::make_unique<SquaresHeldRule>(res.holdMark));
    return list;
}

}  // namespace kabir
