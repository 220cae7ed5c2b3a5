#pragma once
// Which piece types a pawn may become, chosen by the variant definition
// (`promotion.policy`): any listed type, only captured types, or the piece of the file. Each
// policy is a small class in a file of its own; what a pawn may do with the choices (must,
// may, wait, be held back) is the same for all and lives in Promotion.

#include "core/board/types.h"

#include <array>

namespace kabir {

class Position;

// A short list of piece types without allocation.
class PieceTypeList {
public:
    void push(PieceType t) { m_types[m_size++] = t; }
    std::size_t size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    PieceType operator[](std::size_t i) const { return m_types[i]; }
    const PieceType* begin() const { return m_types.data(); }
    const PieceType* end() const { return m_types.data() + m_size; }
    void removeIf(auto predicate)
    {
        std::size_t kept = 0;
        for (std::size_t i = 0; i < m_size; ++i)
            if (!predicate(m_types[i]))
                m_types[kept++] = m_types[i];
        m_size = kept;
    }

private:
    std::array<PieceType, kMaxPieceTypes> m_types{};
    std::size_t m_size = 0;
};

class PromotionPolicy {
public:
    virtual ~PromotionPolicy() = default;
    // Appends the types a pawn of `army` may become on `square` in this position.
    virtual void candidates(const Position& pos, Army army, Square square, PieceTypeList& out) const = 0;
    // Appends the types it could become there once they are available (whatever has been lost).
    virtual void types(Army army, Square square, PieceTypeList& out) const = 0;
};

}  // namespace kabir
