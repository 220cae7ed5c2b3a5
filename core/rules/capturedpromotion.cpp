#include "core/rules/capturedpromotion.h"

#include "core/position/position.h"

namespace kabir {

CapturedPromotion::CapturedPromotion(const Ruleset& rules) : m_rules(rules) { }

void CapturedPromotion::candidates(const Position& pos, Army army, Square, PieceTypeList& out) const
{
    for (PieceType t : m_rules.promotionPieces())
        if (pos.count(army, t) + pos.handCount(army, t) < m_rules.initialCount(army, t))
            out.push(t);
}

void CapturedPromotion::types(Army, Square, PieceTypeList& out) const
{
    for (PieceType t : m_rules.promotionPieces())
        out.push(t);
}

}  // namespace kabir
