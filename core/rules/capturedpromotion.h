#pragma once
// Promotion policy "captured-only": a listed type is available while its owner has fewer of
// it on the board and in hand than in the initial array (pieces gained by promotion count as on the
// board). Kaiserspiel/Sultanspiel rule set A, Turkish reconstructed (rules.md §1, §4).

#include "core/position/promotionpolicy.h"

namespace kabir {

class Ruleset;

class CapturedPromotion : public PromotionPolicy {
public:
    explicit CapturedPromotion(const Ruleset& rules);
    void candidates(const Position& pos, Army army, Square square, PieceTypeList& out) const override;
    void types(Army army, Square square, PieceTypeList& out) const override;

private:
    const Ruleset& m_rules;
};

}  // namespace kabir
