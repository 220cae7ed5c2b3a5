#include "core/rules/nostalematerule.h"

#include "core/position/movegen.h"
#include "core/rules/adjudication.h"
#include "core/rules/refusalrules.h"

#include <algorithm>

namespace kabir {

void NoStalemateRule::filter(Position& pos, MoveList& moves) const
{
    const auto leavesAMove = [&](Move m) {
        pos.doMove(m);
        const bool legal = pos.inCheck(pos.sideToMove()) || immediateOutcome(pos).over() || hasLegalMove(pos);
        pos.undoMove();
        return legal;
    };
    MoveList kept;
    for (Move m : moves)
        if (leavesAMove(m))
            kept.push(m);
    if (!kept.empty() || moves.empty()) {
        moves = kept;
        return;
    }
    // Every move listed stalemates. They stay legal only if every move does: the list may hold
    // the captures alone (the search's), so the others are asked too (before the rules: rare).
    MoveList all;
    generateMovesBeforeRules(pos, all);
    if (std::any_of(all.begin(), all.end(), leavesAMove))
        moves.clear();
}

void NoStalemateRule::explain(Position& pos, Move, Refusal& r) const
{
    r.otherArmy = Army(1 - pos.sideToMove());
    r.reason = RefusalReason::MoveStalemates;
}

}  // namespace kabir
