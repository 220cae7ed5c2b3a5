#pragma once
// Promotion policy "any": every listed piece type, whatever is on the board (the modern rule:
// Kaiserspiel/Sultanspiel B, Hyderabad bodlaender and greenwood, Turkish reformed, chess).

#include "core/position/promotionpolicy.h"

#include <vector>

namespace kabir {

class Ruleset;

class AnyPromotion : public PromotionPolicy {
public:
    explicit AnyPromotion(const Ruleset& rules);
    void candidates(const Position& pos, Army army, Square square, PieceTypeList& out) const override;
    void types(Army army, Square square, PieceTypeList& out) const override;

private:
    std::vector<PieceType> m_pieces;
};

}  // namespace kabir
