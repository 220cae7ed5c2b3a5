#include "core/anypromotion.h"

namespace kabir {

void AnyPromotion::addArrivals(const Position&, Square from, Square to, MoveList& out) const
{
    for (PieceType type : m_pieces)
        out.push(Move(from, to, MoveKind::Promotion, type));
}

}  // namespace kabir
