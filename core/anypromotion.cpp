#include "core/anypromotion.h"

#include "core/ruleset.h"

namespace kabir {

AnyPromotion::AnyPromotion(const Ruleset& rules) : m_pieces(rules.promotionPieces()) {}

void AnyPromotion::candidates(const Position&, Army, Square, PieceTypeList& out) const
{
    for (PieceType t : m_pieces)
        out.push(t);
}

}  // namespace kabir
