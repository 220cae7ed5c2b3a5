#include "core/rules/lastunitrule.h"

#include "core/position/position.h"
#include "core/rules/refusalrules.h"
#include "core/rules/barekingrule.h"

namespace kabir {

bool captures(const Position& pos, Move m)
{
    switch (m.kind()) {
    case MoveKind::EnPassant: return true;
    case MoveKind::Normal: return m.from() != m.to() && pos.at(m.to());
    case MoveKind::Promotion:
        return (m.from() != m.to() && pos.at(m.to())) || (m.hasSecondPart() && m.aux() != m.from() && pos.at(m.aux()));
    default: return false;
    }
}

void LastUnitImmortalRule::filter(Position& pos, MoveList& moves) const
{
    const Army them = Army(1 - pos.sideToMove());
    if (unitsBesidesKing(pos, them) != 1)
        return;
    keepMoves(moves, [&](Move m) { return !captures(pos, m); });
}

void LastUnitImmortalRule::explain(Position& pos, Move m, Refusal& r) const
{
    const Square victim = m.kind() == MoveKind::EnPassant ? m.aux() : pos.at(m.to()) ? m.to() : m.aux();
    r = refusal::naming(pos, r, victim);
    r.reason = RefusalReason::LastUnitImmortal;
}

}  // namespace kabir
