#include "core/rules/lastpiecerule.h"

#include "core/position/position.h"

namespace kabir {

Outcome LastPieceRule::immediate(const Position& pos) const
{
    const Ruleset& r = pos.rules();
    const Piece captured = pos.state().captured;
    if (!captured || r.isPawn(typeOf(captured)) || r.isRoyal(typeOf(captured)) || pos.historyLength() == 0)
        return {};
    const Army victim = armyOf(captured);
    for (PieceType t = 0; t < r.pieceTypeCount(); ++t)
        if (!r.isPawn(t) && !r.isRoyal(t) && pos.count(victim, t) > 0)
            return {};
    return {ResultKind::LastPieceCapture, -1};
}

}  // namespace kabir
