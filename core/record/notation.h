#pragma once
// Move text: the coordinate notation of Fairy-Stockfish's UCI (e2e4, a10a9, e9e10q, W@e4,
// castling as the king's from-to e1i1) with Kabir's extension for exchange castling (king
// from-to plus the rook's square, g1k1h1); the program's own SAN-like text (Nf3, exd5,
// e10=Q, @e10=Q for a promotion in place, O-O, O-O(k1,h1)); and, for a variant whose file
// numbers its squares, the numbered notation (Tressau's 119-116, 96:74, 13-2=Q). The
// SAN-like and the numbered text may use the piece letters of another language (German:
// K D T L S B). All are described in resources/variants/README.md.

#include "core/position/position.h"

#include <string>
#include <string_view>

namespace kabir {

// How moves are written for people.
enum class MoveSystem {
    Standard,  // the SAN-like text
    Numbered,  // the variant's numbered squares; the SAN-like text where it has none
};

struct Notation {
    MoveSystem system = MoveSystem::Standard;
    // Piece letters: "" the variant's own (English), else a language code such as "de"
    // (core/record/pieceletters.h); a language the variant gives no letters in means its own.
    std::string language;
};

std::string coordinateText(const Position& pos, Move m);
// SAN-like text with the variant's own letters; needs the position before the move and the
// legal moves for disambiguation.
std::string moveText(Position& pos, Move m);
// The move in `notation`, with "+" or "#" after a check or mate as in the SAN-like text.
std::string moveText(Position& pos, Move m, const Notation& notation);

// Accepts coordinate notation, the SAN-like text and, where the variant numbers its squares,
// the numbered text (captures written with "-", ":" or "x"); piece letters are read in
// `notation.language` only (the variant's own with the first overload), so a letter is never
// guessed. Also read: "0-0" for "O-O", a promotion in place without its "@" ("e10=Q"), check
// marks. A text that is not a legal move here, or that two legal moves could be written as,
// is a Problem naming the text (with the rules' reason when the text names two squares).
Result<Move> parseMove(Position& pos, std::string_view text);
Result<Move> parseMove(Position& pos, std::string_view text, const Notation& notation);

}  // namespace kabir
