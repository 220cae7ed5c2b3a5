#pragma once
// Promotion policy "file-piece": the pawn becomes the piece that stood on the same file of
// its own first rank in the initial array (with `promotion.file-pieces` overriding files,
// the Dabbaba on e and f in Hyderabad), and only while that piece is available (fewer on the
// board than initially). Hyderabad markov-2022 and cazaux-knowlton-2017 (rules.md §3).

#include "core/rules/promotionpolicy.h"

namespace kabir {

class FilePiecePromotion : public PromotionPolicy {
public:
    explicit FilePiecePromotion(const Ruleset& rules);
    void candidates(const Position& pos, Army army, Square square, PieceTypeList& out) const override;
    void types(Army army, Square square, PieceTypeList& out) const override;

private:
    const Ruleset& m_rules;
    std::array<std::array<int, kMaxFiles>, kMaxArmies> m_filePiece{};  // -1: none
};

}  // namespace kabir
