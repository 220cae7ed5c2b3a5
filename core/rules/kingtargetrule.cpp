#include "core/rules/kingtargetrule.h"

#include "core/position/position.h"

#include <algorithm>

namespace kabir {

Outcome KingTargetRule::immediate(const Position& pos) const
{
    const Ruleset& r = pos.rules();
    const Army mover = Army((pos.sideToMove() + r.armyCount() - 1) % r.armyCount());
    const Square king = pos.kingSquare(mover);
    const auto& targets = r.results().kingTargets[mover];
    if (king != kNoSquare && std::find(targets.begin(), targets.end(), king) != targets.end())
        return {ResultKind::KingTarget, r.teamOf(mover)};
    return {};
}

}  // namespace kabir
