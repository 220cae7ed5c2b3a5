#pragma once
// Whether and how the game has ended in a position (rules.md §0, §7): first the rules that
// end it at once (king target, capture of the last piece, bare king), then checkmate (pawn
// mate) and stalemate with its value, then threefold repetition (recorded as perpetual check
// when every move of one side in the cycle gave check) and the n-move rule.

#include "core/board/types.h"
#include "core/position/outcome.h"
#include "core/position/resultrule.h"  // immediateOutcome: the rules that end the game at once

#include <array>

namespace kabir {

class Position;

// The result of a position in which the side to move has no legal move (and no immediate
// rule has ended the game): checkmate, pawn mate, bare king, stalemate with its value, or
// the loss of a stuck army's team where there is no check.
Outcome outcomeWithoutMoves(const Position& pos);
// Everything; uses the position's history for repetitions.
Outcome adjudicate(Position& pos);

// A threefold repetition now on the board (since the last irreversible move) and, for each army,
// whether every move it made since the first occurrence gave check.
struct Repetition {
    bool threefold = false;
    std::array<bool, kMaxArmies> alwaysChecked{};
};
Repetition findRepetition(Position& pos);
// Whether the position repeats for the third time and every move of `mover` since its first
// occurrence gave check.
bool perpetualCheckBy(Position& pos, Army mover);

// Whether every army of `team` has nothing but its king(s), on the board and in hand: a flag
// that falls against such a team draws instead of losing (rules.md §0, Kabir's choice).
bool onlyKingsLeft(const Position& pos, int team);

}  // namespace kabir
