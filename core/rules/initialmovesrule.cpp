#include "core/rules/initialmovesrule.h"

#include "core/position/position.h"
#include "core/rules/refusalrules.h"

#include <algorithm>

namespace kabir {

void InitialMovesRule::filter(Position& pos, MoveList& moves) const
{
    if (!pos.inInitialMoves())
        return;
    const VariantDefinition& def = pos.rules().definition();
    const Army us = pos.sideToMove();
    const int half = pos.geometry().ranks() / 2;
    const auto moved = pos.initialMoved();
    keepMoves(moves, [&](Move m) {
        return std::find(moved.begin(), moved.end(), m.from()) == moved.end() && def.relativeRank(us, m.to()) <= half;
    });
}

void InitialMovesRule::explain(Position& pos, Move m, Refusal& r) const
{
    const auto moved = pos.initialMoved();
    r.reason = std::find(moved.begin(), moved.end(), m.from()) != moved.end() ? RefusalReason::InitialMoveUnitMoved
                                                                              : RefusalReason::InitialMoveOwnHalf;
}

}  // namespace kabir
