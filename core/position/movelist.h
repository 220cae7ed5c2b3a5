#pragma once
// A fixed-capacity list of moves, filled by the move generator without allocating.

#include "core/board/types.h"

#include <array>
#include <cassert>
#include <cstddef>

namespace kabir {

class MoveList {
public:
    // Generous: Turkish reformed, with exchange castling on both wings, stays under 400.
    static constexpr std::size_t kCapacity = 1024;

    void push(Move m)
    {
        assert(m_size < kCapacity);
        m_moves[m_size++] = m;
    }
    std::size_t size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    void clear() { m_size = 0; }
    void resize(std::size_t n) { m_size = n; }
    Move operator[](std::size_t i) const { return m_moves[i]; }
    Move& operator[](std::size_t i) { return m_moves[i]; }
    const Move* begin() const { return m_moves.data(); }
    const Move* end() const { return m_moves.data() + m_size; }
    bool contains(Move m) const
    {
        for (Move x : *this)
            if (x == m)
                return true;
        return false;
    }

private:
    std::array<Move, kCapacity> m_moves;
    std::size_t m_size = 0;
};

}  // namespace kabir
