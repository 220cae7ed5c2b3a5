#pragma once
// The board's shape: a rectangle of files x ranks chosen at run time (up to 16 x 16), with
// squares cut away and named sets of marked squares. Squares are numbered rank * files + file
// over the whole rectangle; cut-away squares keep their numbers but hold nothing.

#include "core/board/types.h"

#include <array>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace kabir {

class Geometry {
public:
    Geometry() = default;
    Geometry(int files, int ranks);

    int files() const { return m_files; }
    int ranks() const { return m_ranks; }
    int squareCount() const { return m_files * m_ranks; }

    Square square(int file, int rank) const { return rank * m_files + file; }
    int fileOf(Square s) const { return s % m_files; }
    int rankOf(Square s) const { return s / m_files; }
    bool contains(int file, int rank) const;  // on the rectangle and not cut away
    bool isPlayable(Square s) const { return m_playable[std::size_t(s)]; }

    // The distance in king steps (the larger of the file and rank differences).
    int kingDistance(Square a, Square b) const;

    // Square a1 is dark; a square is dark when file + rank (both from 1) is even.
    bool isDark(Square s) const { return (fileOf(s) + rankOf(s)) % 2 == 0; }

    // The two squares a knight-like leap steps over (one orthogonal and one diagonal step, in
    // either order), both on the board; false when the leap has no such squares.
    bool leapIntermediates(Square from, Square to, Square& a, Square& b) const;

    void cutAway(Square s) { m_playable[std::size_t(s)] = false; }
    void mark(const std::string& name, Square s) { m_marks[name].push_back(s); }
    const std::map<std::string, std::vector<Square>>& marks() const { return m_marks; }
    bool isMarked(const std::string& name, Square s) const;

    std::string squareName(Square s) const;                          // "a1", "j10"
    std::optional<Square> parseSquare(std::string_view text) const;  // playable squares only
    // Reads a square name at the start of text, returning its length; 0 when none.
    std::size_t readSquare(std::string_view text, Square& out) const;

private:
    int m_files = 8;
    int m_ranks = 8;
    std::array<bool, kMaxSquares> m_playable{};
    std::map<std::string, std::vector<Square>> m_marks;
};

}  // namespace kabir
