#pragma once
// Promotion policy "file-piece": the pawn becomes a piece that stood on the same file of its
// own array — on the first rank, or on each of the ranks `promotion.file-ranks` names (Baroda:
// either of two) — seen from the promoting army's own array (rules.md §3; Indian I-1). On the
// file where the army's king began it becomes `promotion.king-file` (the Indian queen), else
// nothing of that rank; `promotion.file-pieces` overrides whole files (the Dabbaba on e and f
// in Hyderabad; a list to choose from: Malay's Q, R, B or N on a and h). A type is offered
// only while it is available (fewer on the board than initially, I-2), unless
// `promotion.availability = "unlimited"` (Atranj).

#include "core/position/promotionpolicy.h"
#include "core/variant/variantdefinition.h"

namespace kabir {

class Ruleset;

class FilePiecePromotion : public PromotionPolicy {
public:
    explicit FilePiecePromotion(const Ruleset& rules);
    void candidates(const Position& pos, Army army, Square square, PieceTypeList& out) const override;
    void types(Army army, Square square, PieceTypeList& out) const override;

private:
    static constexpr std::size_t kMaxChoices = kMaxFilePieces;
    const Ruleset& m_rules;
    // Per army and file, the types a pawn there may become (-1: none).
    std::array<std::array<std::array<int, kMaxChoices>, kMaxFiles>, kMaxArmies> m_filePieces{};
    bool m_unlimited = false;
};

}  // namespace kabir
