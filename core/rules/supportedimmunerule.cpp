#include "core/rules/supportedimmunerule.h"

#include "core/position/position.h"
#include "core/rules/refusalrules.h"
#include "core/rules/lastunitrule.h"

namespace kabir {
namespace {

// Whether a unit of `by` other than the one on `mover` attacks `target`; the mover still blocks.
bool attackedByAnother(const Position& pos, Square target, Army by, Square mover)
{
    const Ruleset& r = pos.rules();
    for (const AttackLeap& leap : r.attackLeaps(by, target)) {
        const Piece p = pos.at(leap.from);
        if (leap.from != mover && p && armyOf(p) == by && ((leap.mask >> typeOf(p)) & 1))
            return true;
    }
    for (const AttackRay& ray : r.attackRays(by, target))
        for (std::uint32_t i = ray.begin; i < ray.end; ++i) {
            const Square s = r.raySquare(i);
            const Piece p = pos.at(s);
            if (!p)
                continue;
            if (s != mover && armyOf(p) == by && ((r.rayMask(i) >> typeOf(p)) & 1))
                return true;
            break;
        }
    return false;
}

}  // namespace

void SupportedUnitsImmuneRule::filter(Position& pos, MoveList& moves) const
{
    const Army us = pos.sideToMove(), them = Army(1 - us);
    keepMoves(moves, [&](Move m) {
        if (!captures(pos, m))
            return true;
        pos.doMove(m);
        const Square landed = m.kind() == MoveKind::Promotion ? m.promotedTo() : m.to();
        const Square king = pos.kingSquare(them);
        const bool legal
            = !pos.attacked(landed, them) || (king != kNoSquare && attackedByAnother(pos, king, us, landed));
        pos.undoMove();
        return legal;
    });
}

void SupportedUnitsImmuneRule::explain(Position& pos, Move m, Refusal& r) const
{
    pos.doMove(m);
    const Square landed = m.kind() == MoveKind::Promotion ? m.promotedTo() : m.to();
    const Square supporter = pos.attacker(landed, pos.sideToMove());
    pos.undoMove();
    r = refusal::naming(pos, r, supporter);
    r.reason = RefusalReason::SupportedUnitImmune;
}

}  // namespace kabir
