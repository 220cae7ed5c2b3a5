#include "core/rules/firstcheckrule.h"

#include "core/position/position.h"

namespace kabir {

Outcome FirstCheckRule::immediate(const Position& pos) const
{
    const Army checked = pos.sideToMove();
    if (!pos.inCheck(checked))
        return {};
    return {ResultKind::FirstCheck, pos.rules().teamOf(Army(1 - checked))};
}

}  // namespace kabir
