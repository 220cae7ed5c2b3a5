#pragma once
// A fixed-capacity list of moves, filled by the move generator without allocating (nor
// initialising the slots it does not use).

#include "core/board/types.h"

#include <algorithm>
#include <cassert>
#include <cstddef>

namespace kabir {

class MoveList {
public:
    // Generous: Turkish reformed, with exchange castling on both wings, stays under 400; U Bha's
    // set-up with pawn displacement reaches 1060 (five kinds of piece onto 20 squares, or onto
    // 8 pawns each sent to one of 24 squares).
    static constexpr std::size_t kCapacity = 2048;

    MoveList() { }  // the slots stay uninitialised
    MoveList(const MoveList& o) : m_size(o.m_size) { std::copy(o.begin(), o.end(), m_moves); }
    MoveList& operator=(const MoveList& o)
    {
        m_size = o.m_size;
        std::copy(o.begin(), o.end(), m_moves);
        return *this;
    }

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
    const Move* begin() const { return m_moves; }
    const Move* end() const { return m_moves + m_size; }
    bool contains(Move m) const
    {
        for (Move x : *this)
            if (x == m)
                return true;
        return false;
    }

private:
    union {
        Move m_moves[kCapacity];  // a union member: no constructor runs for the slots
    };
    std::size_t m_size = 0;
};

}  // namespace kabir
