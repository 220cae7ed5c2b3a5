#pragma once
// The moves of a node with their ordering scores, handed out best first: the first few by
// selection (a cut-off often comes at once and then nothing is sorted), the rest sorted once.

#include "core/position/movelist.h"

#include <algorithm>
#include <array>
#include <cstddef>

namespace kabir::search {

struct ScoredMove {
    Move move;
    int score = 0;
};

class MoveOrder {
public:
    explicit MoveOrder(const MoveList& moves) : m_size(moves.size())
    {
        for (std::size_t i = 0; i < m_size; ++i)
            m_moves[i].move = moves[i];
    }

    std::size_t size() const { return m_size; }
    ScoredMove& operator[](std::size_t i) { return m_moves[i]; }

    // Puts the best of the moves from `i` on at `i` and returns it.
    const ScoredMove& next(std::size_t i)
    {
        constexpr std::size_t kSelected = 3;
        if (i < kSelected) {
            std::size_t best = i;
            for (std::size_t j = i + 1; j < m_size; ++j)
                if (m_moves[j].score > m_moves[best].score)
                    best = j;
            std::swap(m_moves[i], m_moves[best]);
        } else if (i == kSelected) {
            std::stable_sort(m_moves.begin() + std::ptrdiff_t(i), m_moves.begin() + std::ptrdiff_t(m_size),
                [](const ScoredMove& a, const ScoredMove& b) { return a.score > b.score; });
        }
        return m_moves[i];
    }

private:
    std::array<ScoredMove, MoveList::kCapacity> m_moves;
    std::size_t m_size;
};

}  // namespace kabir::search
