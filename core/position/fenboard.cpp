#include "core/position/fenboard.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <sstream>

namespace kabir {

std::vector<Problem> readFenBoard(
    const std::string& board, const Geometry& g, const ReadPieceToken& read, const PlacePiece& place)
{
    int rank = g.ranks() - 1, file = 0;
    auto fail = [&](const std::string& why) {
        return std::vector<Problem>{{"", 0, 0, "board, rank " + std::to_string(rank + 1), "FEN " + why}};
    };
    for (std::size_t i = 0; i < board.size();) {
        const char c = board[i];
        if (c == '/') {
            if (file != g.files())
                return fail(
                    "has " + std::to_string(file) + " squares, the board has " + std::to_string(g.files()) + " files");
            if (--rank < 0)
                return {{"", 0, 0, "board", "FEN has more than " + std::to_string(g.ranks()) + " ranks"}};
            file = 0;
            ++i;
            continue;
        }
        if (file >= g.files())
            return fail("has more than " + std::to_string(g.files()) + " squares");
        if (std::isdigit(static_cast<unsigned char>(c))) {
            int count = 0;  // at most files + 1: enough to reject, and a long number cannot overflow
            while (i < board.size() && std::isdigit(static_cast<unsigned char>(board[i])))
                count = std::min(count * 10 + (board[i++] - '0'), g.files() + 1);
            if (count == 0)
                return fail("has an empty count of 0");
            for (int k = 0; k < count; ++k, ++file) {
                if (file >= g.files())
                    return fail("has more than " + std::to_string(g.files()) + " squares");
                if (!g.isPlayable(g.square(file, rank)))
                    return fail(
                        "counts the cut-away square " + g.squareName(g.square(file, rank)) + " as empty; write '*'");
            }
            continue;
        }
        const Square s = g.square(file, rank);
        if (c == '*') {
            if (g.isPlayable(s))
                return fail("marks " + g.squareName(s) + " as cut away, but it is on the board");
            ++file;
            ++i;
            continue;
        }
        const PieceToken token = read(std::string_view(board).substr(i), s);
        if (token.length == 0)
            return fail(token.error.empty() ? "has an unknown piece '" + board.substr(i, 2) + "'" : token.error);
        if (!token.error.empty())
            return fail(token.error);
        if (!g.isPlayable(s))
            return fail("puts a piece on the cut-away square " + g.squareName(s));
        place(s, token.piece);
        i += token.length;
        ++file;
    }
    if (rank != 0 || file != g.files())
        return {{"", 0, 0, "board",
            "FEN has " + std::to_string(g.ranks() - rank) + " ranks or a short last rank; the board has "
                + std::to_string(g.ranks()) + " ranks of " + std::to_string(g.files()) + " files"}};
    return {};
}

std::string writeFenBoard(const Geometry& g, const std::function<std::string(Square)>& token)
{
    std::string out;
    for (int rank = g.ranks() - 1; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < g.files(); ++file) {
            const Square s = g.square(file, rank);
            const std::string piece = g.isPlayable(s) ? token(s) : "*";
            if (piece.empty()) {
                ++empty;
                continue;
            }
            if (empty)
                out += std::to_string(empty);
            empty = 0;
            out += piece;
        }
        if (empty)
            out += std::to_string(empty);
        if (rank > 0)
            out += '/';
    }
    return out;
}

std::optional<Square> takeListSquare(const Geometry& g, std::string_view& rest)
{
    Square s = 0;
    const std::size_t length = g.readSquare(rest, s);
    if (length == 0)
        return std::nullopt;
    rest.remove_prefix(length);
    if (!rest.empty() && rest.front() == ',')
        rest.remove_prefix(1);
    return s;
}

std::string writeSquareList(const Geometry& g, std::vector<Square> squares)
{
    std::sort(squares.begin(), squares.end());
    std::string out;
    for (std::size_t i = 0; i < squares.size(); ++i)
        out.append(i ? "," : "").append(g.squareName(squares[i]));
    return out;
}

std::vector<std::string> splitFenFields(std::string_view fen)
{
    std::vector<std::string> fields;
    std::istringstream in{std::string(fen)};
    for (std::string field; in >> field;)
        fields.push_back(field);
    return fields;
}

bool parseFenNumber(const std::string& text, int& out)
{
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    return ec == std::errc() && end == text.data() + text.size() && out >= 0;
}

}  // namespace kabir
