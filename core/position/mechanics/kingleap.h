#pragma once
// [king-leap]: the king's once-per-game leap, held until it is made, or lost where the rules
// say (by any king move, by a move made in check). FEN field "leap:Kk" (the kings that still
// hold it; left out when every king on the board does). Its moves: movegen.cpp's king leaps.

#include "core/position/mechanics/armyflag.h"

namespace kabir {

class KingLeap final : public ArmyFlagMechanic {
public:
    KingLeap() : ArmyFlagMechanic(ArmyFlag::KingLeap, true) { }
    bool inVariant(const Ruleset& rules) const override;
    std::string_view fenName() const override { return "leap"; }
    std::string token(const Ruleset& rules, Army a) const override;
    std::string_view holderName() const override { return "king"; }
    bool possible(const Position& pos, Army a) const override;
    std::uint8_t lostWith(const Position& pos, Move m) const override;
    EditorTexts editorTexts() const override;
};

}  // namespace kabir
