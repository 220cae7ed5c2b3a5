#pragma once
// Character tests for the readers of text (FEN, moves, records, comments): the <cctype> ones,
// safe for any char (they take an unsigned char's value).

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <string>
#include <string_view>

namespace kabir {

inline bool isSpace(char c)
{
    return std::isspace(static_cast<unsigned char>(c)) != 0;
}
inline bool isDigit(char c)
{
    return std::isdigit(static_cast<unsigned char>(c)) != 0;
}

// Where `text` shows that it is no text at all (an image, a program): its first NUL byte, or
// its first other control byte among the first 64 kB (tab, line and page breaks, ESC and the
// DOS end-of-file mark SUB are text); npos for text. UTF-8 and Latin-1 are text alike.
inline std::size_t firstBinaryByte(std::string_view text)
{
    if (const std::size_t nul = text.find('\0'); nul != std::string_view::npos)
        return nul;
    const std::size_t scanned = std::min<std::size_t>(text.size(), 65536);
    for (std::size_t at = 0; at < scanned; ++at) {
        const auto c = static_cast<unsigned char>(text[at]);
        if ((c < 0x20 && !(c >= 0x09 && c <= 0x0D) && c != 0x1A && c != 0x1B) || c == 0x7F)
            return at;
    }
    return std::string_view::npos;
}

// The line and column (from 1) of text[at].
inline std::pair<int, int> lineAndColumn(std::string_view text, std::size_t at)
{
    const std::size_t lineStart = at == 0 ? std::string_view::npos : text.rfind('\n', at - 1);
    const int line = 1 + int(std::count(text.begin(), text.begin() + std::ptrdiff_t(at), '\n'));
    return {line, int(at - (lineStart == std::string_view::npos ? 0 : lineStart + 1)) + 1};
}

// "is not a text file (it holds the byte 0x00, which no text has): a KIND is text".
inline std::string notTextMessage(char byte, const std::string& kind)
{
    char hex[8];
    std::snprintf(hex, sizeof hex, "0x%02X", unsigned(static_cast<unsigned char>(byte)));
    return std::string("is not a text file (it holds the byte ") + hex + ", which no text has): " + kind;
}

}  // namespace kabir
