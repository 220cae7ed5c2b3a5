#include "core/rules/quietpromotionrule.h"

#include "core/position/position.h"
#include "core/rules/refusalrules.h"

namespace kabir {

// Whether promotion `m` gives check (by the new piece or by discovery) or, with m_noAttack, its
// new piece attacks an enemy unit: its capturing steps, each ray up to its first unit.
bool QuietPromotionRule::loud(Position& pos, Move m) const
{
    const Ruleset& r = pos.rules();
    const Army us = pos.sideToMove();
    pos.doMove(m);
    bool attacks = pos.inCheck(Army(1 - us));
    const auto steps = r.steps(us, m.pieceType(), m.promotedTo());
    for (std::size_t i = 0; i < steps.size() && m_noAttack && !attacks;) {
        const Piece p = pos.at(steps[i].to);
        attacks = p && (steps[i].flags & Step::Captures) && r.isEnemy(us, armyOf(p));
        i += p ? steps[i].skip : 1;
    }
    pos.undoMove();
    return attacks;
}

void QuietPromotionRule::filter(Position& pos, MoveList& moves) const
{
    keepMoves(moves, [&](Move m) { return m.kind() != MoveKind::Promotion || !loud(pos, m); });
}

void QuietPromotionRule::explain(Position&, Move, Refusal& r) const
{
    r.reason = m_noAttack ? RefusalReason::PromotionAttacks : RefusalReason::PromotionGivesCheck;
}

}  // namespace kabir
