#pragma once
// Counting rules (Makruk; Pritchard 2007, 29.3): once the material is low, the stronger side
// must mate within a number of moves or the game is drawn. The count is a limit and the plies
// counted so far, both in plies, as Fairy-Stockfish keeps and writes them (a FEN's en passant
// field holds the limit, its halfmove field the plies); each move brings the next count.

#include "core/position/position.h"

namespace kabir {

class CountingRule {
public:
    virtual ~CountingRule() = default;
    // The count after a move, in `pos` as it stands after it: `before` is the count before
    // the move, `captured` what the move took, `promoted` whether it promoted a pawn.
    virtual Position::Count next(const Position& pos, Position::Count before, Piece captured, bool promoted) const = 0;
};

// Whether the count has run out: the game is drawn unless the side to move is mated.
inline bool countExpired(const Position& pos)
{
    const Position::Count c = pos.count();
    return c.limit && c.ply > c.limit;
}

}  // namespace kabir
