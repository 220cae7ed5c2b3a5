#include "core/board/squarenumbering.h"

#include "core/board/geometry.h"

namespace kabir {

SquareNumbering::SquareNumbering(const Geometry& geometry, Square first, bool alongRanks)
    : m_files(geometry.files()), m_ranks(geometry.ranks()), m_first(first), m_alongRanks(alongRanks)
{
}

// Counting starts in the corner `first` and runs away from it: along its rank (or file),
// then on to the next rank (or file).
int SquareNumbering::numberOf(Square s) const
{
    if (!defined())
        return 0;
    const int firstFile = m_first % m_files, firstRank = m_first / m_files;
    const int file = s % m_files, rank = s / m_files;
    const int alongFile = firstFile == 0 ? file : m_files - 1 - file;
    const int alongRank = firstRank == 0 ? rank : m_ranks - 1 - rank;
    return 1 + (m_alongRanks ? alongRank * m_files + alongFile : alongFile * m_ranks + alongRank);
}

std::optional<Square> SquareNumbering::squareOf(int number) const
{
    if (!defined() || number < 1 || number > m_files * m_ranks)
        return std::nullopt;
    const int index = number - 1;
    const int alongFile = m_alongRanks ? index % m_files : index / m_ranks;
    const int alongRank = m_alongRanks ? index / m_files : index % m_ranks;
    const int firstFile = m_first % m_files, firstRank = m_first / m_files;
    const int file = firstFile == 0 ? alongFile : m_files - 1 - alongFile;
    const int rank = firstRank == 0 ? alongRank : m_ranks - 1 - alongRank;
    return rank * m_files + file;
}

}  // namespace kabir
