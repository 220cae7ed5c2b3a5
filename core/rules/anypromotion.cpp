#include "core/rules/anypromotion.h"

#include "core/position/ruleset.h"

namespace kabir {

AnyPromotion::AnyPromotion(const Ruleset& rules) : m_pieces(rules.promotionPieces()) { }

void AnyPromotion::candidates(const Position&, Army army, Square square, PieceTypeList& out) const
{
    types(army, square, out);
}

void AnyPromotion::types(Army, Square, PieceTypeList& out) const
{
    for (PieceType t : m_pieces)
        out.push(t);
}

}  // namespace kabir
