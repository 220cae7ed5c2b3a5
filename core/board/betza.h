#pragma once
// Piece movement in Betza notation, the chess-variant community's standard
// (https://www.chessvariants.com/piececlopedia.dir/betzan.html, XBoard's dialect).
// Supported: atoms W F D A N C Z G H and the shorthands K R B Q; riders by doubling (WW, NN)
// or a range suffix (W3, R4); modifiers m (move only), c (capture only) and the directions
// f b l r v s (relative to the army's forward direction, doubled for narrow oblique moves,
// "fs" and "bs" for the wide ones),
// and j (a leap that must jump over an occupied square: the one halfway, for D, A, H, G).

#include "core/result.h"

#include <string>
#include <vector>

namespace kabir {

// One direction of movement, relative to the army: x to its right, y forward.
struct MoveVector {
    int x = 0;
    int y = 0;
    int range = 1;        // 1 = a leap, 0 = unlimited ride, n = ride of at most n steps
    bool moves = true;    // may go to an empty square
    bool captures = true; // may capture an enemy piece
    bool hurdle = false;  // the square halfway must be occupied (j)
    bool operator==(const MoveVector&) const = default;
};

// Parses a Betza string into its move vectors (no duplicates, stable order).
Result<std::vector<MoveVector>> parseBetza(const std::string& betza);

}  // namespace kabir
