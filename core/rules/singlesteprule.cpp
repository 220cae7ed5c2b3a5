#include "core/rules/singlesteprule.h"

#include "core/position/position.h"
#include "core/rules/refusal.h"

#include <cstdlib>

namespace kabir {
namespace {

// Whether `m` is a multi-step that needs the single first step.
bool needsSingleStep(const Position& pos, Move m)
{
    const Ruleset& r = pos.rules();
    if (m.kind() != MoveKind::Normal || !pos.at(m.from()) || !r.isPawn(typeOf(pos.at(m.from()))))
        return false;
    const PawnStepRule* rule = r.pawnStepRule(pos.sideToMove(), m.from());
    const Geometry& g = pos.geometry();
    return rule && rule->afterSingleStep && std::abs(g.rankOf(m.to()) - g.rankOf(m.from())) > 1;
}

// Whether the unit on `s` came there by a pawn's single step from the rank before, with nothing
// else happening on `s` since: the last move that touched `s`, walked back on a copy.
bool cameBySingleStep(const Position& pos, Square s)
{
    const Army us = pos.sideToMove();
    const VariantDefinition& def = pos.rules().definition();
    Position back = pos;
    while (back.historyLength() > 0) {
        const Move m = back.state().move;
        const Army mover = back.state().mover;
        const bool touches = m.to() == s || m.from() == s || m.aux() == s;
        back.undoMove();
        if (touches)
            return mover == us && m.kind() == MoveKind::Normal && m.to() == s && back.at(m.from())
                && pos.rules().isPawn(typeOf(back.at(m.from())))
                && def.relativeRank(us, m.from()) == def.relativeRank(us, s) - 1
                && back.geometry().fileOf(m.from()) == back.geometry().fileOf(s);
    }
    return true;  // set up so: the pawn there is taken to be the one
}

}  // namespace

void SingleStepFirstRule::filter(Position& pos, MoveList& moves) const
{
    keepMoves(moves, [&](Move m) { return !needsSingleStep(pos, m) || cameBySingleStep(pos, m.from()); });
}

void SingleStepFirstRule::explain(Position&, Move, Refusal& r) const
{
    r.reason = RefusalReason::MultiStepAfterSingleStep;
}

}  // namespace kabir
