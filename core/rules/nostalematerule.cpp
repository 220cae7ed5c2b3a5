#include "core/rules/nostalematerule.h"

#include "core/position/movegen.h"
#include "core/rules/adjudication.h"
#include "core/rules/refusalrules.h"

namespace kabir {

void NoStalemateRule::filter(Position& pos, MoveList& moves) const
{
    keepMoves(
        moves,
        [&](Move m) {
            pos.doMove(m);
            const bool legal = pos.inCheck(pos.sideToMove()) || immediateOutcome(pos).over() || hasLegalMove(pos);
            pos.undoMove();
            return legal;
        },
        true);
}

void NoStalemateRule::explain(Position& pos, Move, Refusal& r) const
{
    r.otherArmy = Army(1 - pos.sideToMove());
    r.reason = RefusalReason::MoveStalemates;
}

}  // namespace kabir
