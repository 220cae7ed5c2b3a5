#pragma once
// Legal move generation. Ordinary moves are filtered without being made, using the checks
// and pins found from the king; en passant and the king's landing square in castling are
// tested by making the move, so the generator takes the position by reference and leaves it
// exactly as it found it.

#include "core/position/movelist.h"
#include "core/position/position.h"

#include <cstdint>

namespace kabir {

void generateLegalMoves(Position& pos, MoveList& out);
// The legal captures (en passant included), promotions in place, and the moves of a pawn onto
// its last rank in its promotion zone (promoting or not): what a quiescence search looks at.
void generateLegalCaptures(Position& pos, MoveList& out);

// The moves the pieces may make, before the rules that take moves back (the legality rules of
// core/position/legalityrule.h): for explaining a refusal.
void generateMovesBeforeRules(Position& pos, MoveList& out);
// Whether the side to move has a legal move, judged without the rules that look a move ahead.
bool hasLegalMove(Position& pos);

// Leaf positions `depth` plies below pos, counting the last ply without making its moves;
// rules that read the game's history (perpetual check, Indian I-7) are left aside.
std::uint64_t perft(Position& pos, int depth);
// Where drops.files-apart forbids a drop of `type` by `army` on `s`: the square of the enemy
// king or of the own piece of that type on its file; kNoSquare where the drop is allowed.
Square dropFileBlocker(const Position& pos, Army army, PieceType type, Square s);

}  // namespace kabir
