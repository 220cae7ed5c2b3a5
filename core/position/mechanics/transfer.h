#pragma once
// [transfer] (Timur's pawn of pawns): a pawn that reached its last rank waits there, immune,
// until it is put elsewhere — where it attacks two enemy units or more (a fork), anywhere off
// its last rank, or on its army's home square — removing a non-royal unit of either army that
// stands there (never another waiting pawn). The rule's data: Ruleset::waitsForTransfer.

#include "core/position/mechanics/movemechanic.h"

namespace kabir {

class Transfers final : public MoveMechanic {
public:
    bool inVariant(const Ruleset& rules) const override;
    bool shields(const Ruleset& rules, Army army, PieceType type, Square s) const override;
    void addMoves(const Position& pos, bool capturesOnly, MoveList& out) const override;
};

}  // namespace kabir
