#include "core/rules/barekingrule.h"

#include "core/position/position.h"

namespace kabir {

int unitsBesidesKing(const Position& pos, Army army)
{
    return int(pos.piecesOf(army).size()) - (pos.kingSquare(army) != kNoSquare ? 1 : 0);
}

Outcome BareKingRule::immediate(const Position& pos) const
{
    const Army toMove = pos.sideToMove(), mover = Army(1 - toMove);
    const int moverUnits = unitsBesidesKing(pos, mover), toMoveUnits = unitsBesidesKing(pos, toMove);
    if (moverUnits == 0)  // the bared side has had its one move
        return toMoveUnits == 0 ? Outcome{ResultKind::BareKingCounterCapture, -1}
                                : Outcome{ResultKind::BareKing, pos.rules().teamOf(toMove)};
    if (toMoveUnits == 0 && moverUnits >= 2)
        return {ResultKind::BareKing, pos.rules().teamOf(mover)};
    return {};
}

}  // namespace kabir
