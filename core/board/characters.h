#pragma once
// Character tests for the readers of text (FEN, moves, records, comments): the <cctype> ones,
// safe for any char (they take an unsigned char's value).

#include <cctype>

namespace kabir {

inline bool isSpace(char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; }
inline bool isDigit(char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; }

}  // namespace kabir
