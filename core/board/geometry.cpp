#include "core/board/geometry.h"

#include <algorithm>
#include <cstdlib>

namespace kabir {

Geometry::Geometry(int files, int ranks) : m_files(files), m_ranks(ranks)
{
    std::fill_n(m_playable.begin(), files * ranks, true);
}

int Geometry::kingDistance(Square a, Square b) const
{
    return std::max(std::abs(fileOf(a) - fileOf(b)), std::abs(rankOf(a) - rankOf(b)));
}

bool Geometry::contains(int file, int rank) const
{
    return file >= 0 && file < m_files && rank >= 0 && rank < m_ranks && isPlayable(square(file, rank));
}

bool Geometry::isMarked(const std::string& name, Square s) const
{
    auto it = m_marks.find(name);
    return it != m_marks.end() && std::find(it->second.begin(), it->second.end(), s) != it->second.end();
}

bool Geometry::leapIntermediates(Square from, Square to, Square& a, Square& b) const
{
    const int df = fileOf(to) - fileOf(from), dr = rankOf(to) - rankOf(from);
    const int sf = (df > 0) - (df < 0), sr = (dr > 0) - (dr < 0);
    if (std::abs(df) + std::abs(dr) != 3 || !sf || !sr)
        return false;
    const int af = fileOf(from) + (std::abs(df) == 2 ? sf : 0), ar = rankOf(from) + (std::abs(dr) == 2 ? sr : 0);
    const int bf = fileOf(from) + sf, br = rankOf(from) + sr;
    if (!contains(af, ar) || !contains(bf, br))
        return false;
    a = square(af, ar);
    b = square(bf, br);
    return true;
}

std::string Geometry::squareName(Square s) const
{
    std::string name(1, char('a' + fileOf(s)));
    name.append(std::to_string(rankOf(s) + 1));
    return name;
}

std::size_t Geometry::readSquare(std::string_view text, Square& out) const
{
    if (text.size() < 2 || text[0] < 'a' || text[0] >= 'a' + m_files)
        return 0;
    std::size_t i = 1;
    int rank = 0;
    while (i < text.size() && i < 3 && text[i] >= '0' && text[i] <= '9')
        rank = rank * 10 + (text[i++] - '0');
    if (i == 1 || text[1] == '0')
        return 0;
    // "a10" on a board of 10 ranks, but "a1" followed by "0" never happens in our notation
    // because square names are always followed by a letter, a separator or the end.
    if (rank > m_ranks && i == 3) {
        rank /= 10;
        i = 2;
    }
    if (!contains(text[0] - 'a', rank - 1))
        return 0;
    out = square(text[0] - 'a', rank - 1);
    return i;
}

std::optional<Square> Geometry::parseSquare(std::string_view text) const
{
    Square s = 0;
    if (readSquare(text, s) != text.size())
        return std::nullopt;
    return s;
}

}  // namespace kabir
