#pragma once
// Guard zones ([guard-zones]; Hiashatar's hia, "bodyguard"): the squares around a guard hamper
// the other units. A line move of a "stopped" type ends on the first square of an enemy
// guard's zone it enters (it may stop before, and capture there); a unit that starts its move
// in a guard's zone (any guard's, or only an enemy's) moves to an adjacent square only, unless
// its type is exempt; a guard that spares kings never attacks one. The move generator filters
// the moves the pieces allow through zonesAllow, and check is read by guardedAttacker, so that
// both follow one definition of the rules.

#include "core/board/squareset.h"
#include "core/position/position.h"

#include <array>

namespace kabir {

struct GuardZones {
    // For a mover of each army: the zones that stop its lines (enemy guards') and those that
    // narrow its moves to one square.
    std::array<SquareSet, kMaxArmies> stopping{};
    std::array<SquareSet, kMaxArmies> narrowing{};
};

GuardZones guardZones(const Position& pos);

// Whether the zones let the unit on `from` reach `to` by a move its movement allows.
bool zonesAllow(const Position& pos, const GuardZones& zones, Square from, Square to);

// A unit of army `by` that attacks the king on `king` as the zones allow, or kNoSquare.
Square guardedAttacker(const Position& pos, Square king, Army by);

}  // namespace kabir
