#pragma once
// [pawns] first-pawn-move: a side's first pawn move may make a multi-step (Tibetan chess).
// FEN field "first-pawn:wb" (the sides whose first pawn move is still to come; left out while
// both are). Its moves: the pawn steps flagged Step::FirstPawnMove.

#include "core/position/mechanics/armyflag.h"

namespace kabir {

class FirstPawnMove final : public ArmyFlagMechanic {
public:
    FirstPawnMove() : ArmyFlagMechanic(ArmyFlag::FirstPawnMove, false) { }
    bool inVariant(const Ruleset& rules) const override;
    std::string_view fenName() const override { return "first-pawn"; }
    std::string token(const Ruleset&, Army a) const override { return a == 0 ? "w" : "b"; }
    std::string_view holderName() const override { return "side"; }
    bool possible(const Position&, Army) const override { return true; }
    std::uint8_t lostWith(const Position& pos, Move m) const override;
    EditorTexts editorTexts() const override;
};

}  // namespace kabir
