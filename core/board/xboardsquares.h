#pragma once
// XBoard's square names (CECP; Sjaak II's xboard mode too) differ from Kabir's on boards of exactly ten ranks, where
// XBoard counts the ranks from 0: Kabir's e1 is XBoard's e0 and a10 is a9. On every other board they agree (above ten
// ranks both write two digits: a11, m13). These translate move texts (e2e4, e9e10q, W@e4, g1k1h1, c4d5,d5e4) and the
// fields of a FEN after its board (en passant squares, Kabir's waiting pawns) both ways; a FEN's board field has no
// square names.

#include <string>
#include <string_view>

namespace kabir {

std::string toXBoardSquares(std::string_view text, int ranks);
std::string fromXBoardSquares(std::string_view text, int ranks);
std::string fenToXBoard(std::string_view fen, int ranks);
std::string fenFromXBoard(std::string_view fen, int ranks);

}  // namespace kabir
