#pragma once
// The forms of move text without the army's prefix and check marks, shared by writing
// (notation.cpp) and reading (moveparser.cpp). Internal to the core.

#include "core/position/movelist.h"
#include "core/position/position.h"

#include <string>
#include <string_view>

namespace kabir {

// The SAN-like text; `legal` holds the legal moves of `pos`, against which the from-square
// is disambiguated.
std::string standardText(const Position& pos, Move m, const MoveList& legal, std::string_view language);
// The numbered text; the variant must number its squares.
std::string numberedText(const Position& pos, Move m, std::string_view language);
// The parts one after the other (char, C string or std::string): no temporaries, and none of
// the false -Wrestrict warnings GCC 12 gives for "text" + std::string.
template <typename... Parts> std::string concat(const Parts&... parts)
{
    std::string text;
    (text += ... += parts);
    return text;
}
// "r:" naming the army to move where there are more than two armies, else "".
std::string armyPrefix(const Position& pos);
// Whether the move takes a piece (en passant included).
bool isCapture(const Position& pos, Move m);

}  // namespace kabir
