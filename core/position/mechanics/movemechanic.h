#pragma once
// A mechanic of moves rather than of state: units a rule singles out make moves the pieces'
// tables do not give, and may be shielded from capture where they stand ([transfer]: a pawn
// waiting on its last rank; [refuge]: a unit in its refuge). The rule's data is the Ruleset's;
// the mechanic decides which units it shields and adds its moves. Each is registered once
// (movemechanic.cpp); the move generator asks the ones a variant has (Ruleset::moveMechanics)
// instead of a switch each. The recipe for a new one is in the README ("A new mechanic").

#include "core/board/types.h"

#include <span>

namespace kabir {

class MoveList;
class Position;
class Ruleset;

class MoveMechanic {
public:
    virtual ~MoveMechanic() = default;

    virtual bool inVariant(const Ruleset& rules) const = 0;
    // Whether the unit of `army` and `type` on `s` cannot be captured there.
    virtual bool shields(const Ruleset& rules, Army army, PieceType type, Square s) const = 0;
    // Adds the mechanic's moves for the side to move (with `capturesOnly`, those that capture);
    // the king's safety is tested afterwards by the generator (Ruleset::testsMovesByMaking).
    virtual void addMoves(const Position& pos, bool capturesOnly, MoveList& out) const = 0;
};

// Every move mechanic, in the order the generator adds their moves.
std::span<const MoveMechanic* const> registeredMoveMechanics();

}  // namespace kabir
