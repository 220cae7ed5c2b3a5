#pragma once
// A rule that takes back moves the pieces' movement allows, applied to the generated legal
// moves: each a small class in a file of its own, chosen by the variant definition ([moves],
// [turns], results.stalemate). Some look one move ahead, making each move to see what it
// leaves; the probe that asks whether a player has a move at all does without them. Some read
// the game's history, which perft leaves aside. The rules themselves and the factory that picks
// them are in core/rules/.

#include "core/position/movelist.h"

#include <cstddef>

namespace kabir {

class Position;
struct Refusal;

class LegalityRule {
public:
    virtual ~LegalityRule() = default;
    virtual bool looksAhead() const { return false; }
    virtual bool readsHistory() const { return false; }
    // Removes from `moves` the moves this rule forbids in `pos`, which it leaves as it found it.
    virtual void filter(Position& pos, MoveList& moves) const = 0;
    // Why it forbids `m`: the reason of `r` (core/rules/refusal.h) and the facts it names.
    virtual void explain(Position& pos, Move m, Refusal& r) const = 0;
};

// Keeps the moves for which `keep` holds; when `fallback` and none does, keeps them all.
void keepMoves(MoveList& moves, auto keep, bool fallback = false)
{
    std::size_t kept = 0;
    for (std::size_t i = 0; i < moves.size(); ++i)
        if (keep(moves[i]))
            moves[kept++] = moves[i];
    if (kept || !fallback)
        moves.resize(kept);
}

}  // namespace kabir
