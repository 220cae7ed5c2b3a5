#pragma once
// Move-ordering statistics that a search thread keeps from one search to the next (a new
// game or another variant starts them afresh): how often a quiet move (per army, from and to)
// caused a cut-off, the same in the context of the move before and the move two plies before
// (continuation history, by piece type and destination), how good a capture of a type with a
// piece on a square was (capture history), and the reply that refuted each move (counter
// move). Entries saturate at kMax by the "gravity" update, so recent results weigh more.

#include "core/position/ruleset.h"

#include <cstdint>
#include <cstdlib>
#include <vector>

namespace kabir::search {

class History {
public:
    static constexpr int kMax = 16384;

    explicit History(const Ruleset& rules);
    void clear();
    // Whether the tables have the sizes the variant needs (another game of it may reuse them).
    bool fits(const Ruleset& rules) const
    {
        return m_armies == rules.armyCount() && m_squares == rules.squareCount() && m_types == rules.pieceTypeCount();
    }

    // A piece type on a square, the index of the continuation and capture tables. Variants
    // with very many types on very large boards share entries beyond kMaxPieceSquares.
    int pieceSquare(PieceType t, Square s) const { return (t * m_squares + s) % m_pieceSquares; }
    static constexpr int kMaxPieceSquares = 4096;

    std::int16_t& quiet(Army a, Square from, Square to) { return m_quiet[index(a, from, to)]; }
    std::int16_t& continuation(int previous, int current)
    {
        return m_continuation[std::size_t(previous) * std::size_t(m_pieceSquares) + std::size_t(current)];
    }
    std::int16_t& capture(int pieceSquare, PieceType victim)
    {
        return m_capture[std::size_t(pieceSquare) * kMaxPieceTypes + victim];
    }
    Move& counter(Square from, Square to) { return m_counter[std::size_t(from * m_squares + to)]; }

    static void update(std::int16_t& entry, int bonus)
    {
        entry = std::int16_t(entry + bonus - entry * std::abs(bonus) / kMax);
    }

private:
    std::size_t index(Army a, Square from, Square to) const
    {
        return (std::size_t(a) * std::size_t(m_squares) + std::size_t(from)) * std::size_t(m_squares) + std::size_t(to);
    }

    int m_armies;
    int m_squares;
    int m_types;
    int m_pieceSquares;
    std::vector<std::int16_t> m_quiet;
    std::vector<std::int16_t> m_continuation;
    std::vector<std::int16_t> m_capture;
    std::vector<Move> m_counter;
};

}  // namespace kabir::search
