#pragma once
// Piece movement in Betza notation, the chess-variant community's standard
// (https://www.chessvariants.com/piececlopedia.dir/betzan.html, XBoard's dialect).
// Supported: atoms W F D A N C Z G H and the shorthands K R B Q; riders by doubling (WW, NN)
// or a range suffix (W3, R4); modifiers m (move only), c (capture only) and the directions
// f b l r v s (relative to the army's forward direction, doubled for narrow oblique moves,
// "fs" and "bs" for the wide ones),
// and j (a leap that must jump over an occupied square: the one halfway, for D, A, H, G).
// Bracket paths after H. G. Muller's XBetza proposal: "[F-B]" is an F step to an empty square
// followed by a B slide on in the same direction (a bishop that moves at least two squares),
// "[F-W-W-R]" an F step to an empty square, then two W steps over empty squares and an R
// slide, all in one orthogonal direction that continues the diagonal outward (within 45
// degrees of it): Timur's giraffe. Every leg is one atom (W F D A N C Z G H, or R B for the W
// and F riders); every leg ends on an empty square but the last; the legs after the first all
// go one way with one atom, and only the last may ride. Modifiers before the bracket: m, c,
// and directions, which choose the first leg.

#include "core/board/result.h"

#include <string>
#include <vector>

namespace kabir {

// One direction of movement, relative to the army: x to its right, y forward.
struct MoveVector {
    int x = 0;
    int y = 0;
    int range = 1;         // 1 = a leap, 0 = unlimited ride, n = ride of at most n steps
    bool moves = true;     // may go to an empty square
    bool captures = true;  // may capture an enemy piece
    bool hurdle = false;   // the square halfway must be occupied (j)
    // A bracket path: a first step (firstX, firstY) to an empty square, from which the ray
    // starts (0, 0: none, the ray starts from the piece); the ray's first `passes` squares
    // are only passed over, and must be empty. `range` counts them too.
    int firstX = 0;
    int firstY = 0;
    int passes = 0;
    bool bent() const { return firstX || firstY; }
    bool operator==(const MoveVector&) const = default;
};

// Parses a Betza string into its move vectors (no duplicates, stable order).
Result<std::vector<MoveVector>> parseBetza(const std::string& betza);

}  // namespace kabir
