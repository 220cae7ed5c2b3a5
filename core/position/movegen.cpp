#include "core/position/movegen.h"

#include "core/position/guardzones.h"
#include "core/position/leapcapture.h"
#include "core/position/resultrule.h"

#include <algorithm>

namespace kabir {
namespace {

// What the king's rays and leaps show: the squares that answer a single check, and the
// pinned pieces with the line they must stay on. Not for bent paths (Ruleset::testsMovesByMaking).
struct KingSafety {
    int checkers = 0;
    SquareSet evasions;  // capture the checker or block its ray
    int pinCount = 0;
    std::array<std::uint8_t, 32> pinned{};
    std::array<std::uint32_t, 32> pinBegin{};  // the pin's ray squares, up to its pinner
    std::array<std::uint32_t, 32> pinEnd{};
};

KingSafety findChecksAndPins(const Position& pos, Army us)
{
    KingSafety ks;
    const Ruleset& r = pos.rules();
    const Army them = Army(1 - us);
    const Square king = pos.kingSquare(us);
    for (const AttackLeap& leap : r.attackLeaps(them, king)) {
        const Piece p = pos.at(leap.from);
        if (p && armyOf(p) == them && ((leap.mask >> typeOf(p)) & 1)) {
            ++ks.checkers;
            ks.evasions.insert(leap.from);
        }
    }
    for (const AttackRay& ray : r.attackRays(them, king)) {
        int blocker = -1;
        for (std::uint32_t i = ray.begin; i < ray.end; ++i) {
            const Square s = r.raySquare(i);
            const Piece p = pos.at(s);
            if (!p)
                continue;
            if (armyOf(p) == us) {
                if (blocker >= 0)
                    break;
                blocker = s;
                continue;
            }
            if ((r.rayMask(i) >> typeOf(p)) & 1) {
                if (blocker < 0) {
                    ++ks.checkers;
                    for (std::uint32_t j = ray.begin; j <= i; ++j)
                        ks.evasions.insert(r.raySquare(j));
                } else if (ks.pinCount < 32) {
                    ks.pinned[std::size_t(ks.pinCount)] = std::uint8_t(blocker);
                    ks.pinBegin[std::size_t(ks.pinCount)] = ray.begin;
                    ks.pinEnd[std::size_t(ks.pinCount)] = i + 1;
                    ++ks.pinCount;
                }
            }
            break;
        }
    }
    return ks;
}

bool staysOnPinLine(const Ruleset& r, const KingSafety& ks, int pin, Square to)
{
    for (std::uint32_t i = ks.pinBegin[std::size_t(pin)]; i < ks.pinEnd[std::size_t(pin)]; ++i)
        if (r.raySquare(i) == to)
            return true;
    return false;
}

// Whether the move just made left the mover's king safe (used for the rare special moves).
bool leavesKingSafe(Position& pos, Move m, Army us)
{
    pos.doMove(m);
    const bool safe = !pos.inCheck(us);
    pos.undoMove();
    return safe;
}

// A pawn promotes in its zone, or (where the rules say so) when it captures certain types.
void addArrival(const Position& pos, Square from, Square to, bool pawn, Piece captured, MoveList& out)
{
    const Ruleset& r = pos.rules();
    if (pawn
        && ((r.inPromotionZone(pos.sideToMove(), to) && r.promotion().promotesOnArrival())
            || (captured && r.promotesOnCapture(typeOf(captured)))))
        r.promotion().addArrivals(pos, from, to, out);
    else
        out.push(Move(from, to));
}

// The move of a piece that becomes another after each of its moves ([becomes-after-moving]: one
// move for each form it may take) or on reaching certain ranks ([becomes-on-ranks]). Out of
// line: few pieces change.
[[gnu::noinline]] void addChangingMoves(
    const Ruleset& r, Army us, PieceType type, Square from, Square to, MoveList& out)
{
    for (PieceType next : r.becomesAfterMoving(type))
        out.push(Move::promotion(from, to, next));
    if (r.changesAfterMoving(type))
        return;
    const int next = r.becomesOnArrival(us, type, to);
    out.push(next >= 0 ? Move::promotion(from, to, PieceType(next)) : Move(from, to));
}

// Whether a step's condition holds: a hurdle to jump, the file's piece at home, the side's
// first pawn move still to come, a piece's right to its first move (and no check, where the
// rules say so). Out of line: few steps have one.
[[gnu::noinline]] bool conditionHolds(const Position& pos, const Step& st, Army us)
{
    if ((st.flags & Step::NeedsHurdle) && !pos.at(st.over))
        return false;
    if ((st.flags & Step::HomePiece) && pos.at(st.over) != pos.rules().startPiece(st.over))
        return false;
    if ((st.flags & Step::FirstMove)
        && (!pos.holdsFirstMove(us, st.over) || ((st.flags & Step::NotInCheck) && pos.inCheck(us))))
        return false;
    return !(st.flags & Step::FirstPawnMove) || pos.holds(ArmyFlag::FirstPawnMove, us);
}

// Whether a step may be taken: to an empty square if it moves, onto an enemy if it captures,
// when its condition holds.
[[gnu::always_inline]] inline bool canStep(const Position& pos, const Step& st, Piece target, Army us)
{
    if ((st.flags & Step::Conditional) && !conditionHolds(pos, st, us))
        return false;
    return target ? (pos.rules().isEnemy(us, armyOf(target)) && (st.flags & Step::Captures)) : (st.flags & Step::Moves);
}

// The once-per-game leap: never onto an attacked square and, where the rules say so, not
// across check (both squares stepped over attacked, with the king lifted). It gives no
// check (rules.md §4), so the enemy king may stand on its target: it is never taken.
// With `untested`, the landing square is left to be tested by making the move.
void generateKingLeaps(const Position& pos, Square from, bool capturesOnly, bool untested, MoveList& out)
{
    const Ruleset& r = pos.rules();
    const Army us = pos.sideToMove(), them = Army(1 - us);
    for (const Step& st : r.kingLeapSteps(us, from)) {
        const Piece p = pos.at(st.to);
        if ((capturesOnly && !p) || !canStep(pos, st, p, us) || (p && r.isRoyal(typeOf(p)))
            || (!untested && pos.attacked(st.to, them, ~0u, from)))
            continue;
        Square a = 0, b = 0;
        if (!r.definition().kingLeap.crossesCheck && pos.geometry().leapIntermediates(from, st.to, a, b)
            && pos.attacked(a, them, ~0u, from) && pos.attacked(b, them, ~0u, from))
            continue;
        out.push(Move(from, st.to, MoveKind::KingLeap));
    }
}

// With `untested` (Ruleset::testsMovesByMaking), the king's moves are tested by making them.
void generateKingMoves(
    const Position& pos, Square from, bool capturesOnly, bool inCheck, MoveList& out, bool untested = false)
{
    const Ruleset& r = pos.rules();
    const Army us = pos.sideToMove(), them = Army(1 - us);
    const auto steps = r.steps(us, typeOf(pos.at(from)), from);
    for (std::size_t i = 0; i < steps.size();) {
        const Step& st = steps[i];
        const Piece p = pos.at(st.to);
        if ((p || !capturesOnly) && canStep(pos, st, p, us) && (untested || !pos.attacked(st.to, them, ~0u, from)))
            out.push(Move(from, st.to));
        i += p ? st.skip : 1;
    }
    const KingLeapDefinition& leap = r.definition().kingLeap;
    if (pos.holds(ArmyFlag::KingLeap, us) && (inCheck ? leap.inCheck : !leap.onlyInCheck))
        generateKingLeaps(pos, from, capturesOnly, untested, out);
}

// The king changes places with an adjacent piece of its own or an allied army (variants
// without check only).
void generateKingSwaps(const Position& pos, Square from, MoveList& out)
{
    const Geometry& g = pos.geometry();
    const Army us = pos.sideToMove();
    for (int df = -1; df <= 1; ++df)
        for (int dr = -1; dr <= 1; ++dr) {
            const int f = g.fileOf(from) + df, r = g.rankOf(from) + dr;
            if ((df || dr) && g.contains(f, r)) {
                const Piece p = pos.at(g.square(f, r));
                if (p && !pos.rules().isEnemy(us, armyOf(p)))
                    out.push(Move(from, g.square(f, r), MoveKind::Swap));
            }
        }
}

// The once-per-game swap ([swap]): the original king changes places with any other unit of
// its side that may stand where the king stood (and the king where it stood), leaving no royal
// of the side in check.
[[gnu::noinline]] void generateOnceSwaps(Position& pos, MoveList& out)
{
    const Ruleset& r = pos.rules();
    const Army us = pos.sideToMove();
    const PieceType holder = PieceType(r.definition().onceSwap.piece);
    MoveList candidates;
    for (std::uint8_t from : pos.piecesOf(us))
        if (typeOf(pos.at(from)) == holder)
            for (std::uint8_t to : pos.piecesOf(us))
                if (to != from && !r.barred(us, holder, to) && !r.barred(us, typeOf(pos.at(to)), from)
                    && !r.refugeSwap(us, holder, from, typeOf(pos.at(to))))  // that one is the refuge's
                    candidates.push(Move(from, to, MoveKind::Swap));
    for (Move m : candidates)
        if (leavesKingSafe(pos, m, us))
            out.push(m);
}

// The units a move mechanic shields (Ruleset::immune) are not captured.
[[gnu::noinline]] void keepImmuneUnits(const Position& pos, std::size_t first, MoveList& out)
{
    const Ruleset& r = pos.rules();
    std::size_t kept = first;
    for (std::size_t i = first; i < out.size(); ++i) {
        const Piece p = pos.at(out[i].to());
        if (!p || armyOf(p) == pos.sideToMove() || !r.immune(armyOf(p), typeOf(p), out[i].to()))
            out[kept++] = out[i];
    }
    out.resize(kept);
}

// Drops that displace an own unit of the displaced type (U Bha's pawns): the man goes where
// it stood, the unit to an empty square of its redeploy zone. The square stays occupied, so no
// line opens; whether the king is safe (a king dropped, a check to block) is tested by making
// the move.
void generateDisplacements(Position& pos, PieceType t, bool unattacked, const KingSafety& ks, MoveList& out)
{
    const Ruleset& r = pos.rules();
    const Army us = pos.sideToMove();
    const Piece displaced = makePiece(us, PieceType(r.definition().drops.displacedPiece));
    MoveList candidates;
    for (std::uint8_t s : pos.piecesOf(us))
        if (pos.at(s) == displaced && r.isPlacementSquare(us, t, s) && dropFileBlocker(pos, us, t, s) == kNoSquare)
            for (Square to = 0; to < r.squareCount(); ++to)
                if (!pos.at(to) && r.redeployZone(us).contains(to))
                    candidates.push(Move::drop(s, t, to));
    for (Move m : candidates) {
        bool safe = true;
        if (unattacked || ks.checkers) {
            pos.doMove(m);
            safe = !pos.inCheck(us) && !(unattacked && pos.attacked(m.to(), Army(1 - us)));
            pos.undoMove();
        }
        if (safe)
            out.push(m);
    }
}

// Whether a royal piece (or any piece, where the rules say so) is never dropped where the enemy
// attacks.
bool dropsUnattacked(const Ruleset& r, PieceType t)
{
    return r.hasCheck() && (r.definition().drops.unattacked || r.isRoyal(t));
}

// Calls `visit` with each drop onto an empty square the rules allow (with check, one that blocks
// a single check) until it returns false; returns whether it went through them all.
bool visitPlainDrops(const Position& pos, const KingSafety& ks, auto visit)
{
    const Ruleset& r = pos.rules();
    const Army us = pos.sideToMove();
    if (ks.checkers > 1)
        return true;
    for (PieceType t = 0; t < r.pieceTypeCount(); ++t) {
        if (!r.canDrop(t) || !pos.handCount(us, t))
            continue;
        const bool unattacked = dropsUnattacked(r, t);
        for (Square s = 0; s < r.squareCount(); ++s)
            if (!pos.at(s) && r.isDropSquare(us, t, s) && (!ks.checkers || ks.evasions.contains(s))
                && !(unattacked && pos.attacked(s, Army(1 - us))) && dropFileBlocker(pos, us, t, s) == kNoSquare
                && !visit(Move::drop(s, t)))
                return false;
    }
    return true;
}

// Drops on the squares the rules allow, then those that displace an own unit.
void generateDrops(Position& pos, const KingSafety& ks, MoveList& out)
{
    const Ruleset& r = pos.rules();
    visitPlainDrops(pos, ks, [&](Move drop) {
        out.push(drop);
        return true;
    });
    if (r.definition().drops.displacedPiece < 0 || ks.checkers > 1)
        return;
    for (PieceType t = 0; t < r.pieceTypeCount(); ++t)
        if (r.canDrop(t) && pos.handCount(pos.sideToMove(), t))
            generateDisplacements(pos, t, dropsUnattacked(r, t), ks, out);
}

// Whether a plain drop is legal: a side placing its men has one at once, almost always.
bool hasPlainDrop(const Position& pos, const KingSafety& ks)
{
    return !visitPlainDrops(pos, ks, [](Move) { return false; });
}

// Removals instead of a move: one's own unit other than the king, where that leaves the king
// safe (Forlorn Hope), or, for a stalemated player, an enemy unit other than the king (Iyer).
void generateRemovals(Position& pos, Army owner, MoveList& out)
{
    const Ruleset& r = pos.rules();
    const Army us = pos.sideToMove();
    MoveList candidates;
    for (std::uint8_t s : pos.piecesOf(owner))
        if (!r.isRoyal(typeOf(pos.at(s))))
            candidates.push(Move(s, s, MoveKind::Remove));
    for (Move m : candidates)
        if (owner != us || !r.hasCheck() || leavesKingSafe(pos, m, us))
            out.push(m);
}

// The moves of a piece that is neither a pawn nor steps only towards the enemy king: the
// common case, kept lean (most pieces are neither pinned nor asked to answer a check).
template <bool Constrained>
[[gnu::always_inline]] inline void generatePlainPieceMoves(
    const Position& pos, Square from, PieceType type, const KingSafety& ks, int pin, bool capturesOnly, MoveList& out)
{
    const Ruleset& r = pos.rules();
    const Army us = pos.sideToMove();
    const auto steps = r.steps(us, type, from);
    for (std::size_t i = 0; i < steps.size();) {
        const Step& st = steps[i];
        const Piece p = pos.at(st.to);
        i += p ? st.skip : 1;
        if ((p || !capturesOnly) && canStep(pos, st, p, us)
            && (!Constrained
                || ((!ks.checkers || ks.evasions.contains(st.to)) && (pin < 0 || staysOnPinLine(r, ks, pin, st.to)))))
            out.push(Move(from, st.to));
    }
}

// With `capturesOnly`, only captures and a pawn's arrivals on its last rank (quiet promotions
// earlier in a deep zone, as Maharaja's, would swamp the quiescence search). Promotions
// that go on in the same move are left in `later` (where the rules have them), to be tested by
// making them; in double check only those are wanted.
[[gnu::always_inline]] inline void generatePieceMoves(
    const Position& pos, Square from, const KingSafety& ks, bool capturesOnly, MoveList& out, MoveList* later)
{
    const Ruleset& r = pos.rules();
    const Army us = pos.sideToMove();
    const PieceType type = typeOf(pos.at(from));
    int pin = -1;
    for (int k = 0; k < ks.pinCount; ++k)
        if (ks.pinned[std::size_t(k)] == from)
            pin = k;
    if (r.hasPlainSteps(type)) {
        if (!ks.checkers && pin < 0)
            generatePlainPieceMoves<false>(pos, from, type, ks, pin, capturesOnly, out);
        else if (ks.checkers < 2)
            generatePlainPieceMoves<true>(pos, from, type, ks, pin, capturesOnly, out);
    } else {
        const bool pawn = r.isPawn(type);
        const bool secondParts = pawn && later;
        const bool changes = r.changesWithMove(type);
        // The attendant's steps must bring it nearer to the enemy king.
        const Square target = r.approachesEnemyKing(type) ? pos.kingSquare(Army(1 - us)) : kNoSquare;
        const int distance = target != kNoSquare ? pos.geometry().kingDistance(from, target) : 0;
        const auto steps = r.steps(us, type, from);
        for (std::size_t i = 0; i < steps.size();) {
            const Step& st = steps[i];
            const Piece p = pos.at(st.to);
            i += p ? st.skip : 1;
            if (!canStep(pos, st, p, us)
                || (target != kNoSquare && pos.geometry().kingDistance(st.to, target) >= distance))
                continue;
            const bool arrives = pawn && r.inPromotionZone(us, st.to) && r.promotion().promotesOnArrival();
            if (capturesOnly && !p && !(arrives && r.atFarEdge(us, st.to)))
                continue;
            if (secondParts && arrives)
                r.promotion().addSecondPartCandidates(pos, from, st.to, *later);
            const bool legal = ks.checkers < 2 && (!ks.checkers || ks.evasions.contains(st.to))
                && (pin < 0 || staysOnPinLine(r, ks, pin, st.to));
            if (!legal || (arrives && r.promotion().returnsToFrom()))
                continue;
            if (changes)
                addChangingMoves(r, us, type, from, st.to, out);
            else
                addArrival(pos, from, st.to, pawn, p, out);
        }
    }
    if (r.isRoyal(type) && r.definition().kingSwap && !capturesOnly)
        generateKingSwaps(pos, from, out);
}

void generateEnPassant(Position& pos, MoveList& out)
{
    const Ruleset& r = pos.rules();
    const Army us = pos.sideToMove();
    const Square victim = pos.state().epVictim;
    // Collect first: testing a move reorders the piece list.
    MoveList candidates;
    for (std::uint8_t target : pos.enPassantSquares()) {
        for (std::uint8_t from : pos.piecesOf(us)) {
            const PieceType type = typeOf(pos.at(from));
            if (!r.isPawn(type))
                continue;
            for (const Step& st : r.steps(us, type, from))
                if (st.to == target && (st.flags & Step::Captures))
                    candidates.push(Move(from, target, MoveKind::EnPassant, 0, victim));
        }
    }
    for (Move m : candidates)
        if (!r.hasCheck() || leavesKingSafe(pos, m, us))
            out.push(m);
}

void generateCastling(Position& pos, MoveList& out)
{
    const Ruleset& r = pos.rules();
    const Geometry& g = pos.geometry();
    const Army us = pos.sideToMove(), them = Army(1 - us);
    for (std::size_t index = 0; index < r.castlings().size(); ++index) {
        const CastlingRule& rule = r.castlings()[index];
        const CastlingDefinition& c = rule.def;
        if (c.army != us || !(pos.castlingRights() & rule.right))
            continue;
        const int rank = g.rankOf(c.king);
        const int dir = g.fileOf(c.rook) > g.fileOf(c.king) ? 1 : -1;
        auto emptyExceptKingAndRook = [&](int fileA, int fileB) {
            for (int f = std::min(fileA, fileB); f <= std::max(fileA, fileB); ++f) {
                const Square s = g.square(f, rank);
                if (s != c.king && s != c.rook && pos.at(s))
                    return false;
            }
            return true;
        };
        // The king may not pass over an attacked square; its landing square is tested by
        // making the move.
        auto safePassage = [&](Square kingTo) {
            for (int f = g.fileOf(c.king) + dir; f != g.fileOf(kingTo); f += dir)
                if (pos.attacked(g.square(f, rank), them, ~0u, c.king))
                    return false;
            return true;
        };
        auto tryCastling = [&](Square kingTo, Square rookTo) {
            const Move m(c.king, kingTo, MoveKind::Castling, PieceType(index), rookTo);
            if (safePassage(kingTo) && leavesKingSafe(pos, m, us))
                out.push(m);
        };
        if (!c.exchange) {
            const int lo = std::min({g.fileOf(c.king), g.fileOf(c.rook), g.fileOf(c.kingTo), g.fileOf(c.rookTo)});
            const int hi = std::max({g.fileOf(c.king), g.fileOf(c.rook), g.fileOf(c.kingTo), g.fileOf(c.rookTo)});
            if (emptyExceptKingAndRook(lo, hi))
                tryCastling(c.kingTo, c.rookTo);
            continue;
        }
        // Exchange castling: king to any square up to the rook's, rook to any square from the
        // king's start up to (not including) the king's new square; nothing between them.
        if (!emptyExceptKingAndRook(g.fileOf(c.king), g.fileOf(c.rook)))
            continue;
        for (int kf = g.fileOf(c.king) + dir; kf != g.fileOf(c.rook) + dir; kf += dir)
            for (int rf = g.fileOf(c.king); rf != kf; rf += dir)
                tryCastling(g.square(kf, rank), g.square(rf, rank));
    }
}

// Keeps, from `first` on, the moves after which the mover is not in check, testing by making
// them only those `needsTest` names.
void keepMovesLeavingKingSafe(Position& pos, std::size_t first, MoveList& out, auto needsTest)
{
    const Army us = pos.sideToMove();
    MoveList candidates;
    for (std::size_t i = first; i < out.size(); ++i)
        candidates.push(out[i]);
    out.resize(first);
    for (Move m : candidates)
        if (!needsTest(m) || leavesKingSafe(pos, m, us))
            out.push(m);
}

// Keeps, from `first` on, the piece moves the guards' zones allow ([guard-zones]). Out of line:
// only the variants with guards call it.
[[gnu::noinline]] void keepMovesZonesAllow(const Position& pos, std::size_t first, MoveList& out)
{
    const GuardZones zones = guardZones(pos);
    std::size_t kept = first;
    for (std::size_t i = first; i < out.size(); ++i)
        if (zonesAllow(pos, zones, out[i].from(), out[i].to()))
            out[kept++] = out[i];
    out.resize(kept);
}

// Whether a move of `us` may leave the enemy with its last unit, which may then take its bare
// form ([when-bare]: the Malay king moving as queen and knight).
bool takesLastUnitPossible(const Position& pos, Army us)
{
    return pos.rules().hasBareForms() && pos.piecesOf(Army(1 - us)).size() == 2;
}

// A capture that bares the enemy king gives it its bare powers at once: the move may not leave
// the own king attacked by them.
[[gnu::noinline]] void keepKingSafeFromBareForm(Position& pos, MoveList& out)
{
    const Army us = pos.sideToMove();
    keepMovesLeavingKingSafe(pos, 0, out, [&](Move m) {
        const Piece target = m.kind() == MoveKind::EnPassant ? pos.at(m.aux()) : pos.at(m.to());
        return target && m.from() != m.to() && pos.rules().isEnemy(us, armyOf(target)) && m.kind() != MoveKind::Castling
            && m.kind() != MoveKind::Swap;
    });
}

// What generate leaves aside: the rules that look one move ahead (for the probe whether a
// player has any move) and those that read the game's history (for perft).
enum Skip { kSkipNothing = 0, kSkipLookAhead = 1, kSkipHistory = 2, kSkipRules = 4 };

// Every legal move, or (capturesOnly) the captures, promotions and en passant captures.
void generate(Position& pos, bool capturesOnly, MoveList& out, int skip = kSkipNothing)
{
    const Ruleset& r = pos.rules();
    if (!r.resultRules().empty() && immediateOutcome(pos).over())
        return;  // a finished position has no moves
    if (r.leapCapture()) [[unlikely]] {
        generateLeapMoves(pos, capturesOnly, out);  // draughts-style capture: a generator of its own
        return;
    }
    const Army us = pos.sideToMove();
    const bool hasKing = r.hasCheck() && pos.kingSquare(us) != kNoSquare;
    // Where pinned units are powerless, checks and pins depend on the enemy's pins too; where
    // guards have zones, on the units around them; bent paths check and pin off the king's
    // lines: every move is generated as the pieces allow and tested by making it.
    const bool testAll = hasKing && r.testsMovesByMaking();
    const KingSafety ks = hasKing && !testAll ? findChecksAndPins(pos, us) : KingSafety{};
    const bool inCheck = testAll ? pos.inCheck(us) : ks.checkers > 0;  // what a check forbids
    const std::size_t untestedFrom = out.size();
    const auto pieceMoves = [&](MoveList * later) __attribute__((always_inline))
    {
        for (std::uint8_t from : pos.piecesOf(us)) {
            if (hasKing && from == pos.kingSquare(us))
                generateKingMoves(pos, from, capturesOnly, inCheck, out, testAll);
            else if (ks.checkers < 2 || later)
                generatePieceMoves(pos, from, ks, capturesOnly, out, later);
        }
    };
    const bool placing = pos.placing();
    if (placing) {
        if (!capturesOnly)
            generateDrops(pos, ks, out);  // the set-up: nothing moves while men are to be placed
    } else if (r.promotion().hasSecondParts()) {
        MoveList later;
        pieceMoves(&later);
        if (r.promotion().inPlaceGoesOn())  // in place, and on with the bonus step (Sittuyin)
            r.promotion().addInPlacePromotions(pos, later);
        r.promotion().addLegalSecondParts(pos, later, out);
    } else {
        pieceMoves(nullptr);
    }
    if (r.hasGuardZones() && !placing)
        keepMovesZonesAllow(pos, untestedFrom, out);
    if (!r.moveMechanics().empty() && !placing) {
        keepImmuneUnits(pos, untestedFrom, out);
        for (const MoveMechanic* mechanic : r.moveMechanics())
            mechanic->addMoves(pos, capturesOnly, out);
    }
    if (pos.state().epCount && ks.checkers < 2 && !placing)
        generateEnPassant(pos, out);
    if (pos.castlingRights() && !inCheck && !capturesOnly && !placing)
        generateCastling(pos, out);
    // Promoting in place changes no line, so it never answers a check.
    if (r.promotion().hasInPlacePromotion() && !inCheck && !placing)
        r.promotion().addInPlacePromotions(pos, out);
    if (!r.definition().drops.pieces.empty() && !capturesOnly && !placing)
        generateDrops(pos, ks, out);
    if (r.definition().moveRules.removeOwnUnit && !capturesOnly)
        generateRemovals(pos, us, out);
    if (testAll)
        keepMovesLeavingKingSafe(pos, untestedFrom, out, [](Move) { return true; });
    if (hasKing && takesLastUnitPossible(pos, us))
        keepKingSafeFromBareForm(pos, out);
    for (const auto& rule : r.legalityRules())
        if (!(skip & kSkipRules) && !((skip & kSkipLookAhead) && rule->looksAhead())
            && !((skip & kSkipHistory) && rule->readsHistory()))
            rule->filter(pos, out);
    // The swap, where the rules limit it, only in check or for a side without another move.
    if (pos.holds(ArmyFlag::Swap, us) && !capturesOnly && (r.definition().onceSwap.anyTime || inCheck || out.empty()))
        generateOnceSwaps(pos, out);
    if (out.empty() && !capturesOnly && !inCheck) {
        if (pos.inInitialMoves())
            out.push(Move());  // a side without an initial move left passes (Indian I-8)
        else if (hasKing && r.results().stalemate == "remove-piece")
            generateRemovals(pos, Army(1 - us), out);
    }
}

}  // namespace

void generateLegalMoves(Position& pos, MoveList& out)
{
    generate(pos, false, out);
}

void generateLegalCaptures(Position& pos, MoveList& out)
{
    generate(pos, true, out);
}

void generateMovesBeforeRules(Position& pos, MoveList& out)
{
    generate(pos, false, out, kSkipRules);
}

bool hasLegalMove(Position& pos)
{
    const Ruleset& r = pos.rules();
    if (!r.resultRules().empty() && immediateOutcome(pos).over())
        return false;
    // Most positions show a move among the first units looked at: look unit by unit first
    // (the rules applied here make no moves, so the piece list stays as it is).
    const Army us = pos.sideToMove();
    const bool hasKing = r.hasCheck() && pos.kingSquare(us) != kNoSquare;
    MoveList moves;
    // Where check needs more than the attack tables, guards have zones, units capture by
    // leaping, bent paths attack or a capture may give a bare king new powers, every move is
    // generated in full.
    if (r.hasGuardZones() || r.leapCapture()
        || (hasKing && (r.testsMovesByMaking() || takesLastUnitPossible(pos, us)))) {
        generate(pos, false, moves, kSkipLookAhead);
        return !moves.empty();
    }
    const KingSafety ks = hasKing ? findChecksAndPins(pos, us) : KingSafety{};
    if (pos.placing() && hasPlainDrop(pos, ks))
        return true;
    for (std::uint8_t from : pos.placing() ? std::span<const std::uint8_t>() : pos.piecesOf(us)) {
        moves.clear();
        if (hasKing && from == pos.kingSquare(us))
            generateKingMoves(pos, from, false, ks.checkers > 0, moves);
        else if (ks.checkers < 2)
            generatePieceMoves(pos, from, ks, false, moves, nullptr);
        for (const auto& rule : r.legalityRules())
            if (!rule->looksAhead())
                rule->filter(pos, moves);
        if (!moves.empty())
            return true;
    }
    moves.clear();
    generate(pos, false, moves, kSkipLookAhead);
    return !moves.empty();
}

Square dropFileBlocker(const Position& pos, Army army, PieceType type, Square s)
{
    const DropDefinition& d = pos.rules().definition().drops;
    if (d.apartArmy != int(army) || d.apartPiece != int(type))
        return kNoSquare;
    const Geometry& g = pos.geometry();
    const Square king = pos.kingSquare(Army(1 - army));
    if (king != kNoSquare && g.fileOf(king) == g.fileOf(s))
        return king;
    for (std::uint8_t own : pos.piecesOf(army))
        if (typeOf(pos.at(own)) == type && g.fileOf(own) == g.fileOf(s))
            return own;
    return kNoSquare;
}

std::uint64_t perft(Position& pos, int depth)
{
    if (depth <= 0)
        return 1;
    MoveList moves;
    generate(pos, false, moves, kSkipHistory);
    if (depth == 1)
        return moves.size();
    std::uint64_t nodes = 0;
    for (Move m : moves) {
        pos.doMove(m);
        nodes += perft(pos, depth - 1);
        pos.undoMove();
    }
    return nodes;
}

}  // namespace kabir
