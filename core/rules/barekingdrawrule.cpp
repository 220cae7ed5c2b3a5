#include "core/rules/barekingdrawrule.h"

#include "core/position/position.h"
#include "core/rules/barekingrule.h"

namespace kabir {

Outcome BareKingDrawRule::immediate(const Position& pos) const
{
    for (Army a = 0; a < pos.rules().armyCount(); ++a)
        if (pos.kingSquare(a) != kNoSquare && unitsBesidesKing(pos, a) == 0)
            return {ResultKind::BareKingDraw, -1};
    return {};
}

}  // namespace kabir
