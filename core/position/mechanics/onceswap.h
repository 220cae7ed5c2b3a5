#pragma once
// [swap]: the original king's once-per-game change of places with a unit of its side, held
// until it is made or the king is gone. FEN field "swap:Kk" (written with the king's letters;
// left out when every original king on the board holds it). Its moves: movegen.cpp's swaps.

#include "core/position/mechanics/armyflag.h"

namespace kabir {

class OnceSwap final : public ArmyFlagMechanic {
public:
    OnceSwap() : ArmyFlagMechanic(ArmyFlag::Swap, false) { }
    bool inVariant(const Ruleset& rules) const override;
    std::string_view fenName() const override { return "swap"; }
    std::string token(const Ruleset& rules, Army a) const override;
    std::string_view holderName() const override { return "king on the board"; }
    bool possible(const Position& pos, Army a) const override;
    std::uint8_t lostWith(const Position& pos, Move m) const override;
    EditorTexts editorTexts() const override;
};

}  // namespace kabir
