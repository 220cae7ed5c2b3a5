#include "core/rules/barekingwinrule.h"

#include "core/position/position.h"
#include "core/rules/barekingrule.h"

namespace kabir {

Outcome BareKingHalfWinRule::immediate(const Position& pos) const
{
    const Army bared = pos.sideToMove(), mover = Army(1 - bared);
    if (pos.kingSquare(bared) == kNoSquare || unitsBesidesKing(pos, bared) > 0 || unitsBesidesKing(pos, mover) == 0)
        return {};
    return {ResultKind::BareKingHalfWin, pos.rules().teamOf(mover)};
}

}  // namespace kabir
