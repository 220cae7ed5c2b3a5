#include "core/board/xboardsquares.h"

#include "core/board/characters.h"

namespace kabir {
namespace {

// Adds `delta` to the rank of every square name: a lower-case file letter followed by one or
// two digits. Longer runs of digits are no square and stay as they are.
std::string shiftRanks(std::string_view text, int delta)
{
    std::string out;
    std::size_t i = 0;
    while (i < text.size()) {
        const char c = text[i++];
        out += c;
        if (c < 'a' || c > 'z' || i >= text.size() || !isDigit(text[i]))
            continue;
        std::size_t end = i;
        while (end < text.size() && isDigit(text[end]))
            ++end;
        if (end - i > 2) {
            out += text.substr(i, end - i);
        } else {
            int rank = 0;
            for (; i < end; ++i)
                rank = rank * 10 + (text[i] - '0');
            out += std::to_string(rank + delta);
        }
        i = end;
    }
    return out;
}

std::string shiftFenRanks(std::string_view fen, int delta)
{
    const std::size_t space = fen.find(' ');
    if (space == std::string_view::npos)
        return std::string(fen);
    return std::string(fen.substr(0, space)) + shiftRanks(fen.substr(space), delta);
}

}  // namespace

std::string toXBoardSquares(std::string_view text, int ranks)
{
    return ranks == 10 ? shiftRanks(text, -1) : std::string(text);
}

std::string fromXBoardSquares(std::string_view text, int ranks)
{
    return ranks == 10 ? shiftRanks(text, 1) : std::string(text);
}

std::string fenToXBoard(std::string_view fen, int ranks)
{
    return ranks == 10 ? shiftFenRanks(fen, -1) : std::string(fen);
}

std::string fenFromXBoard(std::string_view fen, int ranks)
{
    return ranks == 10 ? shiftFenRanks(fen, 1) : std::string(fen);
}

}  // namespace kabir
