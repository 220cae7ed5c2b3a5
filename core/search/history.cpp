#include "core/search/history.h"

#include <algorithm>

namespace kabir::search {

History::History(const Ruleset& rules)
    : m_armies(rules.armyCount()), m_squares(rules.squareCount()), m_types(rules.pieceTypeCount()),
      m_pieceSquares(std::min(rules.pieceTypeCount() * rules.squareCount(), kMaxPieceSquares))
{
    m_quiet.resize(std::size_t(rules.armyCount() * m_squares * m_squares));
    m_continuation.resize(std::size_t(m_pieceSquares) * std::size_t(m_pieceSquares));
    m_capture.resize(std::size_t(m_pieceSquares) * kMaxPieceTypes);
    m_counter.resize(std::size_t(m_squares * m_squares));
}

void History::clear()
{
    std::fill(m_quiet.begin(), m_quiet.end(), 0);
    std::fill(m_continuation.begin(), m_continuation.end(), 0);
    std::fill(m_capture.begin(), m_capture.end(), 0);
    std::fill(m_counter.begin(), m_counter.end(), Move());
}

}  // namespace kabir::search
