// The refusals of the king's special moves: castling (orthodox conditions for every form,
// resources/variants/README.md) and the once-per-game leap (rules.md §3, §4, §7).

#include "core/rules/refusalrules.h"

#include <algorithm>

namespace kabir::refusal {
namespace {

bool kingStepReaches(const Position& pos, const Refusal& r)
{
    const auto steps = pos.rules().steps(r.army, PieceType(r.piece), r.from);
    return std::any_of(steps.begin(), steps.end(), [&](const Step& st) { return st.to == r.to; });
}

// Whether castling `c` can take the king to `to`.
bool castlesTo(const Geometry& g, const CastlingDefinition& c, Square to)
{
    if (!c.exchange)
        return to == c.kingTo;
    const int dir = g.fileOf(c.rook) > g.fileOf(c.king) ? 1 : -1;
    const int steps = (g.fileOf(to) - g.fileOf(c.king)) * dir;
    return g.rankOf(to) == g.rankOf(c.king) && steps >= 1 && steps <= (g.fileOf(c.rook) - g.fileOf(c.king)) * dir;
}

// Why the right to castle is gone: the king moved, the rook moved or was taken, or the
// position was set up without it.
Refusal lostRight(const Position& pos, Refusal r, const CastlingDefinition& c)
{
    const Piece rook = pos.at(c.rook);
    const bool kingMoved = findPastMove(pos, [&](const Position&, Move m) { return m.from() == c.king; });
    const bool rookMoved = !rook || armyOf(rook) != r.army
        || findPastMove(pos, [&](const Position&, Move m) { return m.from() == c.rook || m.to() == c.rook; });
    r.reason = kingMoved ? RefusalReason::CastlingKingMoved
        : rookMoved      ? RefusalReason::CastlingRookMoved
                         : RefusalReason::CastlingRightLost;
    if (r.reason == RefusalReason::CastlingRookMoved)
        r.other = c.rook;
    return r;
}

// The first piece, nearest the king, on the squares that must be empty.
Square firstInTheWay(const Position& pos, const CastlingDefinition& c, Square kingTo, Square rookTo)
{
    const Geometry& g = pos.geometry();
    const int rank = g.rankOf(c.king), king = g.fileOf(c.king);
    const int lo = std::min({king, g.fileOf(c.rook), g.fileOf(kingTo), g.fileOf(rookTo)});
    const int hi = std::max({king, g.fileOf(c.rook), g.fileOf(kingTo), g.fileOf(rookTo)});
    for (int d = 1; d <= hi - lo; ++d)
        for (int f : {king - d, king + d}) {
            const Square s = f >= lo && f <= hi ? g.square(f, rank) : kNoSquare;
            if (s != kNoSquare && s != c.rook && pos.at(s))
                return s;
        }
    return kNoSquare;
}

}  // namespace

std::optional<Refusal> castling(Position& pos, const Refusal& attempt)
{
    const Ruleset& rules = pos.rules();
    const Geometry& g = pos.geometry();
    if (!rules.isRoyal(PieceType(attempt.piece)))
        return std::nullopt;
    const Army them = Army(1 - attempt.army);
    for (std::size_t index = 0; index < rules.castlings().size(); ++index) {
        const CastlingRule& rule = rules.castlings()[index];
        const CastlingDefinition& c = rule.def;
        if (c.army != attempt.army || c.king != attempt.from || !castlesTo(g, c, attempt.to))
            continue;
        const bool right = pos.castlingRights() & rule.right;
        if (!right && kingStepReaches(pos, attempt))
            return std::nullopt;  // an ordinary king move
        if (!right)
            return lostRight(pos, attempt, c);
        Refusal r = attempt;
        if (pos.inCheck(r.army)) {
            r = naming(pos, r, pos.attacker(c.king, them));
            r.reason = RefusalReason::CastlingInCheck;
            return r;
        }
        // An exchange castling's rook may land on the king's square; that is the test's choice.
        const Square rookTo = c.exchange ? c.king : c.rookTo;
        if (const Square blocker = firstInTheWay(pos, c, attempt.to, rookTo); blocker != kNoSquare) {
            r = naming(pos, r, blocker);
            r.reason = RefusalReason::CastlingBlocked;
            return r;
        }
        const int dir = g.fileOf(attempt.to) > g.fileOf(c.king) ? 1 : -1;
        for (int f = g.fileOf(c.king) + dir; f != g.fileOf(attempt.to); f += dir) {
            const Square passed = g.square(f, g.rankOf(c.king));
            if (const Square attacker = pos.attacker(passed, them, ~0u, c.king); attacker != kNoSquare) {
                r = naming(pos, r, attacker);
                r.second = passed;
                r.reason = RefusalReason::CastlingThroughCheck;
                return r;
            }
        }
        if (auto checked = check(pos, r, Move(c.king, attempt.to, MoveKind::Castling, PieceType(index), rookTo))) {
            checked->reason = RefusalReason::CastlingIntoCheck;
            return checked;
        }
    }
    return std::nullopt;
}

std::optional<Refusal> castlingElsewhere(const Position& pos, const Refusal& attempt)
{
    const Geometry& g = pos.geometry();
    if (!pos.rules().isRoyal(PieceType(attempt.piece)) || g.rankOf(attempt.to) != g.rankOf(attempt.from)
        || std::abs(g.fileOf(attempt.to) - g.fileOf(attempt.from)) < 2)
        return std::nullopt;
    const auto& castlings = pos.rules().castlings();
    if (std::none_of(castlings.begin(), castlings.end(),
            [&](const CastlingRule& c) { return c.def.army == attempt.army && c.def.king == attempt.from; }))
        return std::nullopt;
    Refusal r = attempt;
    r.reason = RefusalReason::CastlingElsewhere;
    return r;
}

std::optional<Refusal> kingLeap(Position& pos, const Refusal& attempt)
{
    const Ruleset& rules = pos.rules();
    if (!rules.hasKingLeap() || !rules.isRoyal(PieceType(attempt.piece)) || kingStepReaches(pos, attempt))
        return std::nullopt;
    const auto leaps = rules.kingLeapSteps(attempt.army, attempt.from);
    if (std::none_of(leaps.begin(), leaps.end(), [&](const Step& st) { return st.to == attempt.to; }))
        return std::nullopt;
    const Army us = attempt.army, them = Army(1 - us);
    Refusal r = attempt;
    if (!pos.holds(ArmyFlag::KingLeap, us)) {
        // The leap goes with its use or with the first move made in check, whichever came first.
        bool used = false, checked = false;
        findPastMove(pos, [&](const Position& before, Move m) {
            if (before.sideToMove() == us) {
                used |= m.kind() == MoveKind::KingLeap;
                checked |= before.inCheck(us);
            }
            return false;
        });
        r.reason = used ? RefusalReason::KingLeapUsed
            : checked   ? RefusalReason::KingLeapLostByCheck
                        : RefusalReason::KingLeapLost;
        return r;
    }
    if (!rules.definition().kingLeap.inCheck && pos.inCheck(us)) {
        r.reason = RefusalReason::KingLeapInCheck;
        return r;
    }
    if (rules.definition().kingLeap.onlyInCheck && !pos.inCheck(us)) {
        r.reason = RefusalReason::KingLeapOnlyInCheck;
        return r;
    }
    if (const Piece target = pos.at(r.to)) {
        const bool enemy = rules.isEnemy(us, armyOf(target));
        if (!enemy || !rules.definition().kingLeap.captures) {
            r = naming(pos, r, r.to);
            r.reason = enemy           ? RefusalReason::KingLeapNoCapture
                : armyOf(target) == us ? RefusalReason::OwnPiece
                                       : RefusalReason::AlliedPiece;
            return r;
        }
    }
    if (const Square attacker = pos.attacker(r.to, them, ~0u, r.from); attacker != kNoSquare) {
        r = naming(pos, r, attacker);
        r.reason = RefusalReason::KingIntoCheck;
        return r;
    }
    Square a = kNoSquare, b = kNoSquare;
    if (!rules.definition().kingLeap.crossesCheck && pos.geometry().leapIntermediates(r.from, r.to, a, b)
        && pos.attacked(a, them, ~0u, r.from) && pos.attacked(b, them, ~0u, r.from)) {
        r.reason = RefusalReason::KingLeapCrossesCheck;
        r.other = a;
        r.second = b;
        return r;
    }
    return std::nullopt;
}

}  // namespace kabir::refusal
