#include "core/search/exchange.h"

#include "core/position/leapcapture.h"

#include <algorithm>

namespace kabir::search {
namespace {

// A royal piece takes part only as the last capturer: it may not step into an attack.
constexpr Value kRoyalValue = 20000;

// A capture sequence of the leap-capture mechanic: what it jumps and what a promotion within it
// adds, its recaptures unweighed (they are leaps from anywhere, not captures on one square).
Value leapCaptureGain(const Position& pos, Move m, const Evaluator& eval)
{
    LeapSequence sequence;
    if (!findLeapSequence(pos, m, sequence))
        return 0;
    Value gain = eval.value(sequence.type) - eval.value(typeOf(pos.at(m.from())));
    for (int i = 0; i < sequence.jumped; ++i)
        gain += eval.value(typeOf(pos.at(sequence.victim[std::size_t(i)])));
    return gain;
}

struct Attacker {
    Square square = kNoSquare;
    Value value = 0;
};

// The least valuable piece of the team `team` that attacks `target` on `board`.
Attacker leastValuableAttacker(
    const Ruleset& r, const std::array<Piece, kMaxSquares>& board, Square target, int team, const Evaluator& eval)
{
    Attacker best;
    auto consider = [&](Square s, Piece p) {
        const PieceType t = typeOf(p);
        const Value v = r.isRoyal(t) && r.hasCheck() ? kRoyalValue : eval.value(t);
        if (best.square == kNoSquare || v < best.value)
            best = {s, v};
    };
    const auto pathClear = [&](const AttackLeap& leap) {  // a bent path's squares (Ruleset::pathSquare)
        for (std::uint32_t i = leap.pathIndex; i < std::uint32_t(leap.pathIndex + leap.pathLength); ++i)
            if (board[r.pathSquare(i)])
                return false;
        return true;
    };
    for (Army by = 0; by < r.armyCount(); ++by) {
        if (r.teamOf(by) != team)
            continue;
        for (const AttackLeap& leap : r.attackLeaps(by, target)) {
            const Piece p = board[leap.from];
            if (p && armyOf(p) == by && ((leap.mask >> typeOf(p)) & 1) && (!leap.pathLength || pathClear(leap)))
                consider(leap.from, p);
        }
        for (const AttackRay& ray : r.attackRays(by, target))
            for (std::uint32_t i = ray.begin; i < ray.end; ++i) {
                const Square s = r.raySquare(i);
                const Piece p = board[std::size_t(s)];
                if (!p)
                    continue;
                if (armyOf(p) == by && ((r.rayMask(i) >> typeOf(p)) & 1))
                    consider(s, p);
                break;
            }
    }
    return best;
}

}  // namespace

Value exchangeValue(const Position& pos, Move m, const Evaluator& eval)
{
    const Ruleset& r = pos.rules();
    if (m.kind() == MoveKind::Castling || m.kind() == MoveKind::Swap)
        return 0;
    if (r.leapCapture() && isLeapCapture(m))
        return leapCaptureGain(pos, m, eval);
    std::array<Piece, kMaxSquares> board = pos.board();
    const Square to = m.to();
    Value gain[64];
    int depth = 0;
    Value onSquare;  // the value of the piece that now stands on `to`
    if (m.kind() == MoveKind::Drop) {
        gain[0] = 0;
        onSquare = eval.value(m.pieceType());
    } else {
        const Piece mover = board[std::size_t(m.from())];
        const Square victim = m.kind() == MoveKind::EnPassant ? m.aux() : to;
        const Piece taken = m.from() != to ? board[std::size_t(victim)] : kEmpty;
        gain[0] = taken ? eval.value(typeOf(taken)) : 0;
        if (taken && armyOf(taken) == armyOf(mover))
            gain[0] = -gain[0];  // an own unit removed by a transfer ([transfer])
        onSquare = r.isRoyal(typeOf(mover)) && r.hasCheck() ? kRoyalValue : eval.value(typeOf(mover));
        if (m.kind() == MoveKind::Promotion) {
            gain[0] += eval.value(m.pieceType()) - eval.value(typeOf(mover));
            onSquare = eval.value(m.pieceType());
        }
        board[std::size_t(victim)] = kEmpty;
        board[std::size_t(m.from())] = kEmpty;
    }
    int team = 1 - r.teamOf(pos.sideToMove());
    while (depth < 62) {
        const Attacker a = leastValuableAttacker(r, board, to, team, eval);
        if (a.square == kNoSquare)
            break;
        ++depth;
        gain[depth] = onSquare - gain[depth - 1];
        if (std::max(-gain[depth - 1], gain[depth]) < 0)
            break;
        onSquare = a.value;
        board[std::size_t(a.square)] = kEmpty;
        team = 1 - team;
    }
    while (depth > 0) {
        gain[depth - 1] = -std::max(-gain[depth - 1], gain[depth]);
        --depth;
    }
    return gain[0];
}

bool exchangeAtLeast(const Position& pos, Move m, const Evaluator& eval, Value threshold)
{
    // Quick answers: a move that wins less than the threshold even unanswered, and one that
    // meets it even if the piece is lost at once.
    const Ruleset& r = pos.rules();
    if (m.kind() == MoveKind::Normal && m.from() != m.to() && !(r.leapCapture() && isLeapCapture(m))) {
        const Piece victim = pos.at(m.to());
        const Value taken = victim ? eval.value(typeOf(victim)) : 0;
        if (taken < threshold)
            return false;
        const PieceType mover = typeOf(pos.at(m.from()));
        if (!(r.isRoyal(mover) && r.hasCheck()) && taken - eval.value(mover) >= threshold)
            return true;
    }
    return exchangeValue(pos, m, eval) >= threshold;
}

}  // namespace kabir::search
