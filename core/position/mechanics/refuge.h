#pragma once
// [refuge] (Timur's citadels): a unit of the named types on its army's refuge squares cannot be
// captured (and a royal there is never in check: Position::specialChecker), and changes places
// there with an own unit of the types the refuge names. The rule's data: Ruleset::inRefuge and
// Ruleset::refugeSwap.

#include "core/position/mechanics/movemechanic.h"

namespace kabir {

class Refuges final : public MoveMechanic {
public:
    bool inVariant(const Ruleset& rules) const override;
    bool shields(const Ruleset& rules, Army army, PieceType type, Square s) const override;
    // The exchanges of places; no capture.
    void addMoves(const Position& pos, bool capturesOnly, MoveList& out) const override;
};

}  // namespace kabir
