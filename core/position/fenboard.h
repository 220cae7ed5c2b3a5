#pragma once
// The board field shared by both position formats (two armies: Fairy-Stockfish's FEN; more:
// Kabir's four-army format): ranks from the top separated by '/', a number for a run of empty
// squares, '*' for a square cut away, and piece tokens that each format spells its own way.

#include "core/board/geometry.h"
#include "core/board/result.h"
#include "core/board/types.h"

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kabir {

// A piece token read at the start of `text`: its length (0 when the text is no piece) and the
// piece; `error` set when the token names a piece that may not stand there.
struct PieceToken {
    std::size_t length = 0;
    Piece piece = kEmpty;
    std::string error;
};

using ReadPieceToken = std::function<PieceToken(std::string_view text, Square square)>;
using PlacePiece = std::function<void(Square square, Piece piece)>;

// Reads the board field, placing each piece; a problem names the rank and the reason.
std::vector<Problem> readFenBoard(
    const std::string& board, const Geometry& g, const ReadPieceToken& read, const PlacePiece& place);
// Writes the board field with `token` spelling each piece.
std::string writeFenBoard(const Geometry& g, const std::function<std::string(Square)>& token);

// The next square of a list field ("e10,c1": e10, then c1), taken off the front of `rest` with
// the comma after it; none when `rest` does not begin with a square.
std::optional<Square> takeListSquare(const Geometry& g, std::string_view& rest);
// Squares as a list field writes them: in square order, separated by commas.
std::string writeSquareList(const Geometry& g, std::vector<Square> squares);

std::vector<std::string> splitFenFields(std::string_view fen);
bool parseFenNumber(const std::string& text, int& out);  // a number >= 0, the whole text

}  // namespace kabir
