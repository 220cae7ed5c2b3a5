#pragma once
// Promotion policy "any": a pawn reaching its promotion zone must become one of the listed
// piece types, whatever is on the board (the modern rule: Kaiserspiel/Sultanspiel B,
// Hyderabad bodlaender and greenwood, Turkish reformed, orthodox chess).

#include "core/promotionpolicy.h"

namespace kabir {

class AnyPromotion : public PromotionPolicy {
public:
    explicit AnyPromotion(std::vector<PieceType> pieces) : m_pieces(std::move(pieces)) {}
    void addArrivals(const Position& pos, Square from, Square to, MoveList& out) const override;

private:
    std::vector<PieceType> m_pieces;
};

}  // namespace kabir
