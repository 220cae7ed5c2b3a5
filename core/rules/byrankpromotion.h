#pragma once
// Promotion policy "by-rank": a pawn arriving on a relative rank may become the type
// `promotion.rank-pieces` names for that rank, whatever has been captured (Maharaja: N on its
// 3rd rank, E on the 4th, … M on the 8th; Pritchard 2007, 29.2).

#include "core/position/promotionpolicy.h"

namespace kabir {

class Ruleset;

class ByRankPromotion : public PromotionPolicy {
public:
    explicit ByRankPromotion(const Ruleset& rules) : m_rules(rules) { }
    void candidates(const Position& pos, Army army, Square square, PieceTypeList& out) const override;
    void types(Army army, Square square, PieceTypeList& out) const override;

private:
    const Ruleset& m_rules;
};

}  // namespace kabir
