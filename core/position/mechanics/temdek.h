#pragma once
// [leap-capture] temdek (Shatra): while an army's temdek is on, its fortress holds reserves and
// is closed; it goes off with the last reserve that leaves, for good. FEN field "temdek:wb"
// (the armies whose temdek is on; left out when it is on exactly while a reserve is left).
// It has no editor row: the editor sets it from the board. Its moves: leapcapture.cpp.

#include "core/position/mechanics/armyflag.h"

namespace kabir {

class Temdek final : public ArmyFlagMechanic {
public:
    Temdek() : ArmyFlagMechanic(ArmyFlag::Temdek, false) { }
    bool inVariant(const Ruleset& rules) const override;
    std::string_view fenName() const override { return "temdek"; }
    std::string token(const Ruleset&, Army a) const override { return a == 0 ? "w" : "b"; }
    std::string_view holderName() const override { return "army with a reserve in its fortress"; }
    bool possible(const Position& pos, Army a) const override;
    std::uint8_t lostWith(const Position& pos, Move m) const override;
};

}  // namespace kabir
