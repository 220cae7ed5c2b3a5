#include "core/rules/kingincheckrule.h"

#include "core/position/position.h"
#include "core/rules/refusalrules.h"

namespace kabir {

void KingMovesOnlyInCheckRule::filter(Position& pos, MoveList& moves) const
{
    const Army us = pos.sideToMove();
    if (pos.inCheck(us))
        return;
    const Square king = pos.kingSquare(us);
    keepMoves(moves, [&](Move m) { return m.from() != king || m.isNull(); });
}

void KingMovesOnlyInCheckRule::explain(Position&, Move, Refusal& r) const
{
    r.reason = RefusalReason::KingMovesOnlyInCheck;
}

}  // namespace kabir
