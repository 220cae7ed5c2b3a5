#include "core/rules/perpetualcheckrule.h"

#include "core/position/position.h"
#include "core/rules/refusalrules.h"
#include "core/rules/adjudication.h"

namespace kabir {

void PerpetualCheckRule::filter(Position& pos, MoveList& moves) const
{
    // A third occurrence lies at least eight plies after the first, none of them irreversible.
    if (pos.reversiblePlies() < 7 || pos.historyLength() < 7)
        return;
    const Army us = pos.sideToMove();
    keepMoves(
        moves,
        [&](Move m) {
            pos.doMove(m);
            const bool legal = !pos.inCheck(pos.sideToMove()) || !perpetualCheckBy(pos, us);
            pos.undoMove();
            return legal;
        },
        true);
}

void PerpetualCheckRule::explain(Position&, Move, Refusal& r) const
{
    r.reason = RefusalReason::PerpetualCheckIllegal;
}

}  // namespace kabir
