#pragma once
// Piece values for the engine's evaluation, derived from how each piece moves on the
// variant's own board, so that every variant — and every piece a variant file invents —
// gets values without a table written by hand. docs/engine.md ("Piece values") gives the
// formula, its sources and the values of every shipped variant; a `value` key in a variant
// file's [[pieces]] table replaces the derived value.

#include "core/position/ruleset.h"

#include <array>

namespace kabir {

// Centipawn values of every piece type of a compiled ruleset, pawns = 100.
struct PieceValues {
    std::array<int, kMaxPieceTypes> midgame{}, endgame{};
};

enum class PieceValueBasis {
    Movement,        // derived from the piece's movement
    Pawn,            // the unit: 100 in the midgame, 120 in the endgame
    RoyalWithCheck,  // a king that is never captured is not material: 0
};

// The figures behind one piece type's value, for `kabir-cli values` and the documentation.
// The mobility figures are averages over every playable square of the board and every army.
struct PieceValueDerivation {
    PieceValueBasis basis = PieceValueBasis::Movement;
    double targets = 0;          // squares it moves or captures to on the empty board
    double mobilityMidgame = 0;  // the same, weighted by direction, kind and chance of blocking
    double mobilityEndgame = 0;  // with the emptier board of the endgame
    double reach = 0;            // fraction of the board it reaches in at most two moves
    int derivedMidgame = 0;
    int derivedEndgame = 0;
    int midgame = 0;  // the derived value, or the variant file's
    int endgame = 0;
    bool overridden = false;  // the variant file gives the value
};

// Derives one type's value; deterministic, and cheap enough to call once per ruleset.
PieceValueDerivation derivePieceValue(const Ruleset& rules, PieceType type);

// Centipawn values of every piece type of a compiled ruleset, pawns = 100. A piece in hand
// (a dropped wazir) is worth what it is worth on the board.
PieceValues derivePieceValues(const Ruleset& rules);

}  // namespace kabir
