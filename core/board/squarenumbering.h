#pragma once
// Squares named by numbers, as Tressau (1840) numbered the Sultanspiel board: 1 = a11,
// 2 = b11, … 11 = k11, 12 = a10, … 121 = k1, that is n = 11·(11 − rank) + file. A variant
// file declares its numbering as data (`[notation.numbers]`): the corner numbered 1 and
// whether counting runs along the ranks or the files; every corner and both directions are
// possible, so the numbers are no code for one game.

#include "core/board/types.h"

#include <optional>

namespace kabir {

class Geometry;

class SquareNumbering {
public:
    SquareNumbering() = default;  // no numbering
    // `first` must be a corner of the board's rectangle.
    SquareNumbering(const Geometry& geometry, Square first, bool alongRanks);

    bool defined() const { return m_files > 0; }
    Square first() const { return m_first; }
    bool alongRanks() const { return m_alongRanks; }

    // 1 … files × ranks over the whole rectangle (cut-away squares keep their numbers);
    // 0 when the variant numbers no squares.
    int numberOf(Square s) const;
    // The square numbered `number`; nullopt when out of range or without a numbering.
    std::optional<Square> squareOf(int number) const;

private:
    int m_files = 0;
    int m_ranks = 0;
    Square m_first = 0;
    bool m_alongRanks = true;
};

}  // namespace kabir
