#pragma once
// Move text: the coordinate notation of Fairy-Stockfish's UCI (e2e4, a10a9, e9e10q, W@e4,
// castling as the king's from-to e1i1) with Kabir's extension for exchange castling (king
// from-to plus the rook's square, g1k1h1), and the program's own SAN-like text
// (Nf3, exd5, e10=Q, O-O, O-O(k1,h1)). Both are described in resources/variants/README.md.

#include "core/position.h"

#include <string>
#include <string_view>

namespace kabir {

std::string coordinateText(const Position& pos, Move m);
// SAN-like text; needs the position before the move and the legal moves for disambiguation.
std::string moveText(Position& pos, Move m);
// Accepts either form; a move that is not legal here is a Problem naming the text.
Result<Move> parseMove(Position& pos, std::string_view text);

}  // namespace kabir
