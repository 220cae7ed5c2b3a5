#include "core/position/position.h"

#include "core/position/guardzones.h"
#include "core/position/mechanics/firstmoves.h"
#include "core/position/countingrule.h"

#include <algorithm>
#include <bit>
#include <cassert>
#include <cctype>
#include <charconv>
#include <sstream>

namespace kabir {

Position::Position(RulesetPtr rules) : m_rules(std::move(rules))
{
    m_history.reserve(256);
}

Position Position::start(RulesetPtr rules)
{
    auto pos = fromFen(rules, rules->definition().startFen);
    assert(pos.ok());
    return std::move(pos).value();
}

void Position::put(Square s, Piece p)
{
    const Army a = armyOf(p);
    m_board[std::size_t(s)] = p;
    m_listIndex[std::size_t(s)] = std::uint8_t(m_pieceCount[a]);
    m_pieces[a][std::size_t(m_pieceCount[a]++)] = std::uint8_t(s);
    ++m_counts[a][typeOf(p)];
    m_state.key ^= m_rules->pieceKey(p, s);
    if (m_rules->isRoyal(typeOf(p)))
        m_king[a] = ++m_royalCount[a] == 1 ? s : kNoSquare;  // several royals: none is the king yet
}

void Position::remove(Square s)
{
    const Piece p = m_board[std::size_t(s)];
    const Army a = armyOf(p);
    const std::uint8_t last = m_pieces[a][std::size_t(--m_pieceCount[a])];
    const std::uint8_t index = m_listIndex[std::size_t(s)];
    m_pieces[a][index] = last;
    m_listIndex[last] = index;
    m_board[std::size_t(s)] = kEmpty;
    --m_counts[a][typeOf(p)];
    m_state.key ^= m_rules->pieceKey(p, s);
    if (m_king[a] == s) {
        m_king[a] = kNoSquare;
        --m_royalCount[a];
    } else if (m_royalCount[a] > 1 && m_rules->isRoyal(typeOf(p)) && --m_royalCount[a] == 1) {
        // The last royal left is the king (royal succession).
        m_king[a]
            = *std::ranges::find_if(piecesOf(a), [&](std::uint8_t t) { return m_rules->isRoyal(typeOf(m_board[t])); });
    }
}

void Position::setHand(Army a, PieceType t, int count)
{
    m_state.key ^= m_rules->handKey(a, t, m_hand[a][t]) ^ m_rules->handKey(a, t, count);
    m_hand[a][t] = std::uint8_t(count);
}

// After a pawn's multi-step, the passed squares an enemy pawn attacks may be taken en passant.
void Position::setEnPassant(Square from, Square to, Army mover)
{
    const Geometry& g = geometry();
    const int df = g.fileOf(to) - g.fileOf(from), dr = g.rankOf(to) - g.rankOf(from);
    const int steps = std::max(std::abs(df), std::abs(dr));
    const int sf = df / steps, sr = dr / steps;
    for (int k = 1; k < steps && m_state.epCount < kMaxEnPassant; ++k) {
        const Square passed = g.square(g.fileOf(from) + k * sf, g.rankOf(from) + k * sr);
        if (enPassantTarget(passed, mover)) {
            m_state.epSquares[m_state.epCount++] = std::uint8_t(passed);
            m_state.key ^= m_rules->enPassantKey(passed);
        }
    }
    m_state.epVictim = std::uint8_t(to);
}

bool Position::enPassantTarget(Square passed, Army mover) const
{
    for (Army a = 0; a < m_rules->armyCount(); ++a)
        if (a != mover && attacked(passed, a, m_rules->pawnMask()))
            return true;
    return false;
}

void Position::setFlag(ArmyFlag f, Army a, bool on)
{
    if (holds(f, a) != on) {
        m_state.flags.bits[std::size_t(f)] ^= std::uint8_t(1u << a);
        m_state.key ^= m_rules->armyFlagKey(f, a);
    }
}

void Position::clearFlags(ArmyFlag f, std::uint8_t armies)
{
    for (; armies; armies &= std::uint8_t(armies - 1))
        setFlag(f, Army(std::countr_zero(armies)), false);
}

// Each army-flag mechanic whose flag some army holds, and that decides then (before the move or
// after it), takes the flags move m ends. Inlined into doMove, whose frame the hook's call then
// shares: out of line it cost Timur's perft 2.5 % of its instructions.
[[gnu::always_inline]] inline void Position::updateFlags(Move m, bool beforeMove)
{
    for (const ArmyFlagMechanic* mechanic : m_rules->armyFlagMechanics())
        if (mechanic->lostBeforeMove() == beforeMove && m_state.flags.armies(mechanic->flag()))
            if (const std::uint8_t lost = mechanic->lostWith(*this, m))
                clearFlags(mechanic->flag(), lost);
}

// A piece left as its army's only unit takes its bare form, and gives it up when the army has
// others again (its captures going to hand, dropped); the change is undone with the move.
void Position::updateBareForms()
{
    const Ruleset& r = *m_rules;
    for (Army a = 0; a < 2; ++a) {
        for (int i = 0; i < m_pieceCount[a]; ++i) {
            const Square s = m_pieces[a][std::size_t(i)];
            const PieceType t = typeOf(m_board[std::size_t(s)]);
            const bool bare = m_pieceCount[a] == 1;
            if ((bare && r.bareForm(t) >= 0) || (!bare && r.fullForm(t) != t)) {
                toggleBareForm(s);
                m_state.formChanges |= std::uint8_t(1u << a);
                m_state.formSquares[a] = std::uint8_t(s);
                break;
            }
        }
    }
}

void Position::toggleBareForm(Square s)
{
    const Piece p = m_board[std::size_t(s)];
    const PieceType t = typeOf(p);
    const PieceType other = m_rules->fullForm(t) != t ? m_rules->fullForm(t) : PieceType(m_rules->bareForm(t));
    remove(s);
    put(s, makePiece(armyOf(p), other));
}

void Position::doMove(Move m)
{
    m_history.push_back(m_state);
    const Ruleset& r = *m_rules;
    State& st = m_state;
    st.move = m;
    st.mover = m_side;
    st.captured = kEmpty;
    st.capturedLater = kEmpty;
    for (int i = 0; i < st.epCount; ++i)
        st.key ^= r.enPassantKey(st.epSquares[std::size_t(i)]);
    st.epCount = 0;
    st.key ^= r.castlingKey(st.castlingRights);
    ++st.halfmoveClock;
    ++st.reversiblePlies;
    if (st.waiting.count && r.promotion().waitsForFirstChance())
        WaitingPawns::beforeMove(*this, m);
    if (st.flags.word() & r.armyFlagBytes(true))
        updateFlags(m, true);

    const Square from = m.from(), to = m.to();
    if (r.leapCapture()) [[unlikely]]
        doLeapMove(m);
    else
        switch (m.isNull() ? MoveKind::Remove : m.kind()) {
        case MoveKind::Castling: {
            const CastlingRule& rule = r.castlings()[m.pieceType()];
            const Piece king = m_board[std::size_t(from)], rook = m_board[rule.def.rook];
            remove(from);
            remove(rule.def.rook);
            put(to, king);
            put(m.aux(), rook);
            break;
        }
        case MoveKind::Drop:
            if (r.definition().drops.resetMoveRule)
                st.halfmoveClock = st.reversiblePlies = 0;
            setHand(m_side, m.pieceType(), m_hand[m_side][m.pieceType()] - 1);
            if (m.redeploys()) {
                st.moved = m_board[std::size_t(to)];
                if (st.waiting.count)
                    WaitingPawns::left(*this, to);  // a displaced pawn has left its square
                remove(to);
                put(m.aux(), st.moved);
            }
            put(to, makePiece(m_side, m.pieceType()));
            break;
        case MoveKind::Swap: {
            const Piece king = m_board[std::size_t(from)], other = m_board[std::size_t(to)];
            remove(from);
            remove(to);
            put(to, king);
            put(from, other);
            break;
        }
        case MoveKind::Remove:  // also the pass, which changes nothing on the board
            if (!m.isNull()) {
                st.captured = m_board[std::size_t(to)];
                remove(to);
                st.halfmoveClock = st.reversiblePlies = 0;
            }
            break;
        default: {
            const Piece mover = m_board[std::size_t(from)];
            st.moved = mover;
            const Square victim = m.kind() == MoveKind::EnPassant ? m.aux() : to;
            if (victim != from && m_board[std::size_t(victim)]) {
                st.captured = m_board[std::size_t(victim)];
                capture(victim);
            }
            if (from == to && st.waiting.count)
                WaitingPawns::left(*this, from);  // promoted in place
            remove(from);
            put(to, m.kind() == MoveKind::Promotion ? makePiece(m_side, m.pieceType()) : mover);
            if (m.hasSecondPart())
                makeSecondPart(m);
            if (r.isPawn(typeOf(mover))) {
                restartClocksAfterPawnMove(m, from, to);
                const Geometry& g = geometry();
                const int distance
                    = std::max(std::abs(g.fileOf(to) - g.fileOf(from)), std::abs(g.rankOf(to) - g.rankOf(from)));
                if (distance > 1 && r.definition().enPassant && m.kind() == MoveKind::Normal)
                    setEnPassant(from, to, m_side);
                if (r.promotion().keepsWaitingList())
                    WaitingPawns::pawnMoved(*this, m, from, to);
            }
            break;
        }
        }
    st.castlingRights &= std::uint8_t(~(r.castlingRightsTouchedBy(from) | r.castlingRightsTouchedBy(to)));
    if (m.kind() == MoveKind::EnPassant)
        st.castlingRights &= std::uint8_t(~r.castlingRightsTouchedBy(m.aux()));
    st.key ^= r.castlingKey(st.castlingRights);
    if (r.hasBareForms()) {
        st.formChanges = 0;  // never set without bare forms
        updateBareForms();
    }
    if (st.firstMoves && !m.isNull())
        FirstMoves::update(*this, m);
    if (st.flags.word() & r.armyFlagBytes(false))
        updateFlags(m, false);
    advanceTurn(m);
    if (const CountingRule* counting = r.countingRule())
        st.count = counting->next(
            *this, st.count, st.captured ? st.captured : st.capturedLater, m.kind() == MoveKind::Promotion);
}

// A capture: the victim leaves the board, for the captor's hand where the rules say so.
void Position::capture(Square victim)
{
    const Piece p = m_board[std::size_t(victim)];
    if (m_state.waiting.count)
        WaitingPawns::left(*this, victim);
    remove(victim);
    m_state.halfmoveClock = m_state.reversiblePlies = 0;
    if (m_rules->definition().drops.capturesToHand && !m_rules->isRoyal(typeOf(p)))
        setHand(m_side, typeOf(p), m_hand[m_side][typeOf(p)] + 1);
}

// A pawn move restarts the move rule's count; the repetition history only where the pawn
// advanced or promoted, as no pawn steps back (a test in results_test.cpp checks every
// variant): a sideways step can be undone.
void Position::restartClocksAfterPawnMove(Move m, Square from, Square to)
{
    const VariantDefinition& def = m_rules->definition();
    m_state.halfmoveClock = 0;
    if (m.kind() == MoveKind::Promotion || def.relativeRank(m_side, from) != def.relativeRank(m_side, to))
        m_state.reversiblePlies = 0;
}

// The new piece of a promotion goes on to m.aux(), capturing what stands there.
void Position::makeSecondPart(Move m)
{
    const Piece piece = m_board[std::size_t(m.to())];
    if (m_board[m.aux()]) {
        m_state.capturedLater = m_board[m.aux()];
        capture(m.aux());
    }
    remove(m.to());
    put(m.aux(), piece);
}

// The turn passes to the next army, or stays with the side making its initial moves
// (core/position/mechanics/initialmoves.h).
void Position::advanceTurn(Move m)
{
    const Ruleset& r = *m_rules;
    State& st = m_state;
    st.key ^= r.sideKey(m_side);
    if (st.initial.ply < 2 * r.definition().initialMoves) {
        InitialMoves::passTurn(*this, m);
    } else if (r.definition().drops.inARow && m.kind() == MoveKind::Drop && holdsMenInHand(m_side)) {
        ++st.fullmove;  // a placement in a row: the side keeps the turn, each placement a move
    } else {
        // After White's row of placements Black numbers its own from White's first, as in the
        // initial moves.
        const bool whiteRowDone = r.definition().drops.inARow && m.kind() == MoveKind::Drop && m_side == 0;
        m_side = nextArmy(m_side);
        if (m_side == 0)
            ++st.fullmove;
        else if (whiteRowDone)
            st.fullmove = std::max(1, st.fullmove - (r.initialHand(0) - 1));
    }
    st.key ^= r.sideKey(m_side);
}

void Position::undoMove()
{
    assert(!m_history.empty());
    const Move m = m_state.move;
    const Piece captured = m_state.captured;
    const Piece moved = m_state.moved;
    m_side = m_state.mover;
    const Square from = m.from(), to = m.to();
    const bool toHand = m_rules->definition().drops.capturesToHand;
    auto uncapture = [&](Square s, Piece p) {
        put(s, p);
        if (toHand && !m_rules->isRoyal(typeOf(p)))
            --m_hand[m_side][typeOf(p)];
    };
    if (m_state.formChanges) [[unlikely]]
        for (Army a = 0; a < 2; ++a)
            if ((m_state.formChanges >> a) & 1)
                toggleBareForm(m_state.formSquares[a]);
    if (m_rules->leapCapture()) [[unlikely]]
        undoLeapMove(m);
    else
        switch (m.isNull() ? MoveKind::Remove : m.kind()) {
        case MoveKind::Castling: {
            const CastlingRule& rule = m_rules->castlings()[m.pieceType()];
            const Piece king = m_board[std::size_t(to)], rook = m_board[m.aux()];
            remove(to);
            remove(m.aux());
            put(from, king);
            put(rule.def.rook, rook);
            break;
        }
        case MoveKind::Drop:
            remove(to);
            if (m.redeploys()) {
                remove(m.aux());
                put(to, moved);
            }
            ++m_hand[m_side][m.pieceType()];
            break;
        case MoveKind::Swap: {
            const Piece king = m_board[std::size_t(to)], other = m_board[std::size_t(from)];
            remove(from);
            remove(to);
            put(from, king);
            put(to, other);
            break;
        }
        case MoveKind::Remove:
            if (captured)
                put(to, captured);
            break;
        default: {
            remove(m.kind() == MoveKind::Promotion ? m.promotedTo() : to);
            if (m_state.capturedLater)
                uncapture(m.aux(), m_state.capturedLater);
            put(from, moved);
            if (captured)
                uncapture(m.kind() == MoveKind::EnPassant ? m.aux() : to, captured);
            break;
        }
        }
    m_state = m_history.back();
    m_history.pop_back();
}

void Position::doNullMove()
{
    m_history.push_back(m_state);
    const Ruleset& r = *m_rules;
    for (int i = 0; i < m_state.epCount; ++i)
        m_state.key ^= r.enPassantKey(m_state.epSquares[std::size_t(i)]);
    m_state.epCount = 0;
    m_state.move = Move();
    m_state.mover = m_side;
    m_state.captured = kEmpty;
    m_state.capturedLater = kEmpty;
    ++m_state.halfmoveClock;
    ++m_state.reversiblePlies;
    m_state.key ^= r.sideKey(m_side);
    m_side = nextArmy(m_side);
    m_state.key ^= r.sideKey(m_side);
    if (m_side == 0)
        ++m_state.fullmove;
}

void Position::undoNullMove()
{
    assert(!m_history.empty());
    m_side = m_state.mover;
    m_state = m_history.back();
    m_history.pop_back();
}

std::uint64_t Position::computeKey() const
{
    const Ruleset& r = *m_rules;
    std::uint64_t key = r.sideKey(m_side) ^ r.castlingKey(m_state.castlingRights);
    for (Square s = 0; s < r.squareCount(); ++s)
        if (m_board[std::size_t(s)])
            key ^= r.pieceKey(m_board[std::size_t(s)], s);
    for (int i = 0; i < m_state.epCount; ++i)
        key ^= r.enPassantKey(m_state.epSquares[std::size_t(i)]);
    for (const StateMechanic* mechanic : r.stateMechanics())
        key ^= mechanic->key(*this);
    for (Army a = 0; a < r.armyCount(); ++a) {
        for (const ArmyFlagMechanic* mechanic : r.armyFlagMechanics())
            if (holds(mechanic->flag(), a))
                key ^= r.armyFlagKey(mechanic->flag(), a);
        for (PieceType t = 0; t < r.pieceTypeCount(); ++t)
            key ^= r.handKey(a, t, m_hand[a][t]);
    }
    return key;
}

Square Position::specialChecker(Army a) const
{
    const Army enemy = Army(1 - a);
    if (m_rules->immune(a, typeOf(m_board[std::size_t(m_king[a])]), m_king[a]))
        return kNoSquare;  // a king no capture can take is in no check (Timur's refuge)
    if (m_rules->pinnedUnitsPowerless())
        return poweredAttacker(m_king[a], enemy);
    return m_rules->hasGuardZones() ? guardedAttacker(*this, m_king[a], enemy) : attacker(m_king[a], enemy);
}

Square Position::poweredAttacker(Square target, Army by) const
{
    const Ruleset& r = *m_rules;
    for (const AttackLeap& leap : r.attackLeaps(by, target)) {
        const Piece p = m_board[leap.from];
        if (p && armyOf(p) == by && (leap.mask >> typeOf(p) & 1) && !pinnedAgainstOwnKing(leap.from))
            return leap.from;
    }
    for (const AttackRay& ray : r.attackRays(by, target)) {
        for (std::uint32_t i = ray.begin; i < ray.end; ++i) {
            const Square s = r.raySquare(i);
            const Piece p = m_board[std::size_t(s)];
            if (!p)
                continue;
            if (armyOf(p) == by && (r.rayMask(i) >> typeOf(p) & 1) && !pinnedAgainstOwnKing(s))
                return s;
            break;
        }
    }
    return kNoSquare;
}

// The pin is read from the lines through the king, as the move generator reads its own pins;
// whether the pinning unit is itself pinned does not matter (Kabir's choice).
bool Position::pinnedAgainstOwnKing(Square s) const
{
    const Ruleset& r = *m_rules;
    const Army own = armyOf(m_board[std::size_t(s)]);
    const Square king = m_king[own];
    if (king == kNoSquare || king == s || r.armyCount() != 2)
        return false;
    const Army enemy = Army(1 - own);
    for (const AttackRay& ray : r.attackRays(enemy, king)) {
        bool passed = false;
        for (std::uint32_t i = ray.begin; i < ray.end; ++i) {
            const Square t = r.raySquare(i);
            const Piece p = m_board[std::size_t(t)];
            if (!p)
                continue;
            if (!passed && t == s) {
                passed = true;
                continue;
            }
            if (passed && armyOf(p) == enemy && (r.rayMask(i) >> typeOf(p) & 1))
                return true;
            break;
        }
        if (passed)
            return false;  // s lies on this ray only
    }
    return false;
}

bool Position::attacksFrom(Square from, Square target) const
{
    const Ruleset& r = *m_rules;
    const Piece p = m_board[std::size_t(from)];
    if (!p)
        return false;
    const Army by = armyOf(p);
    bool attacks = false;
    for (const AttackLeap& leap : r.attackLeaps(by, target))
        attacks = attacks || (leap.from == from && (leap.mask >> typeOf(p) & 1));
    for (const AttackRay& ray : r.attackRays(by, target)) {
        for (std::uint32_t i = ray.begin; i < ray.end && !attacks; ++i) {
            const Square s = r.raySquare(i);
            if (!m_board[std::size_t(s)])
                continue;
            attacks = s == from && (r.rayMask(i) >> typeOf(p) & 1);
            break;
        }
    }
    return attacks && !(r.pinnedUnitsPowerless() && pinnedAgainstOwnKing(from));
}

bool Position::operator==(const Position& o) const
{
    return m_rules == o.m_rules && m_board == o.m_board && m_side == o.m_side && m_state.fullmove == o.m_state.fullmove
        && m_state.key == o.m_state.key && m_state.castlingRights == o.m_state.castlingRights
        && m_state.epCount == o.m_state.epCount && m_state.epSquares == o.m_state.epSquares
        && m_state.halfmoveClock == o.m_state.halfmoveClock && m_king == o.m_king && m_state.flags == o.m_state.flags
        && m_counts == o.m_counts && m_hand == o.m_hand
        && std::ranges::all_of(
            m_rules->stateMechanics(), [&](const StateMechanic* mechanic) { return mechanic->sameState(*this, o); })
        && m_state.count.limit == o.m_state.count.limit && m_state.count.ply == o.m_state.count.ply;
}

}  // namespace kabir
