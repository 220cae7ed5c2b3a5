#pragma once
// A set of squares of a board of up to 16 x 16, as four 64-bit words.

#include "core/board/types.h"

#include <array>
#include <cstdint>

namespace kabir {

class SquareSet {
public:
    void insert(Square s) { m_words[std::size_t(s >> 6)] |= std::uint64_t(1) << (s & 63); }
    bool contains(Square s) const { return (m_words[std::size_t(s >> 6)] >> (s & 63)) & 1; }
    bool empty() const { return !(m_words[0] | m_words[1] | m_words[2] | m_words[3]); }
    void clear() { m_words = {}; }
    SquareSet& operator|=(const SquareSet& o)
    {
        for (std::size_t i = 0; i < m_words.size(); ++i)
            m_words[i] |= o.m_words[i];
        return *this;
    }

private:
    std::array<std::uint64_t, 4> m_words{};
};

}  // namespace kabir
