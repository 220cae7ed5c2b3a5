// Position's moves under [leap-capture] (Shatra): a capture sequence takes its jumped units off
// at its end, and a pawn's double step may be taken en passant. The temdek is a mechanic of its
// own (core/position/mechanics/temdek.h).

#include "core/position/leapcapture.h"
#include "core/position/position.h"

#include <cassert>

namespace kabir {

void Position::doLeapMove(Move m)
{
    State& st = m_state;
    const Ruleset& r = *m_rules;
    const Square from = m.from(), to = m.to();
    const Piece mover = m_board[std::size_t(from)];
    st.moved = mover;
    st.jumpedCount = 0;
    if (isLeapCapture(m)) {
        // Found in the position before the move, whose en passant square doMove has just cleared.
        LeapSequence sequence;
        const std::uint8_t epCount = st.epCount;
        st.epCount = m_history.back().epCount;
        [[maybe_unused]] const bool found = findLeapSequence(*this, m, sequence);
        st.epCount = epCount;
        assert(found);
        for (int i = 0; i < sequence.jumped; ++i) {
            const Square victim = sequence.victim[std::size_t(i)];
            m_jumped.emplace_back(std::uint8_t(victim), m_board[std::size_t(victim)]);
            if (!st.captured)
                st.captured = m_board[std::size_t(victim)];
            capture(victim);
        }
        st.jumpedCount = std::uint8_t(sequence.jumped);
    }
    remove(from);
    put(to, m.kind() == MoveKind::Promotion || isLeapCapture(m) ? makePiece(m_side, m.pieceType()) : mover);
    if (r.isPawn(typeOf(mover))) {
        restartClocksAfterPawnMove(m, from, to);
        const Geometry& g = geometry();
        if (m.kind() == MoveKind::Normal && !isLeapCapture(m) && g.fileOf(from) == g.fileOf(to)
            && std::abs(g.rankOf(to) - g.rankOf(from)) == 2) {
            // The double step's passed square, where an enemy pawn could leap over it.
            const Square passed = (from + to) / 2;
            for (int dx = -1; dx <= 1 && !st.epCount; ++dx)
                for (int dy = -1; dy <= 1 && !st.epCount; ++dy) {
                    const int f = g.fileOf(passed), rank = g.rankOf(passed);
                    if ((!dx && !dy) || !g.contains(f + dx, rank + dy) || !g.contains(f - dx, rank - dy))
                        continue;
                    const Piece p = m_board[std::size_t(g.square(f + dx, rank + dy))];
                    if (p && armyOf(p) != m_side && r.isPawn(typeOf(p))
                        && !m_board[std::size_t(g.square(f - dx, rank - dy))]) {
                        st.epSquares[0] = std::uint8_t(passed);
                        st.epCount = 1;
                        st.key ^= r.enPassantKey(passed);
                        st.epVictim = std::uint8_t(to);
                    }
                }
        }
    }
}

void Position::undoLeapMove(Move m)
{
    remove(m.to());
    put(m.from(), m_state.moved);
    const bool toHand = m_rules->definition().drops.capturesToHand;
    for (int i = 0; i < m_state.jumpedCount; ++i) {
        const auto [square, piece] = m_jumped.back();
        m_jumped.pop_back();
        put(square, piece);
        if (toHand && !m_rules->isRoyal(typeOf(piece)))
            --m_hand[m_state.mover][typeOf(piece)];
    }
}

}  // namespace kabir
