// explainRefusal: the piece, its movement and check; castling, the king's leap and promotion
// have files of their own (core/rules/refusalrules.h).

#include "core/rules/refusal.h"

#include "core/position/movegen.h"
#include "core/rules/refusalrules.h"

#include <algorithm>

namespace kabir {
namespace refusal {

Refusal naming(const Position& pos, Refusal r, Square square)
{
    r.other = square;
    if (const Piece p = square == kNoSquare ? kEmpty : pos.at(square)) {
        r.otherPiece = typeOf(p);
        r.otherArmy = armyOf(p);
    }
    return r;
}

std::optional<Refusal> check(Position& pos, const Refusal& attempt, Move m)
{
    if (!pos.rules().hasCheck())
        return std::nullopt;
    const Army us = attempt.army;
    const bool wasInCheck = pos.inCheck(us);
    pos.doMove(m);
    const Square attacker = pos.checker(us);
    Refusal r = naming(pos, attempt, attacker);
    pos.undoMove();
    if (attacker == kNoSquare)
        return std::nullopt;
    r.reason = attempt.piece >= 0 && pos.rules().isRoyal(PieceType(attempt.piece)) ? RefusalReason::KingIntoCheck
        : wasInCheck                                                               ? RefusalReason::CheckNotAnswered
                                                                                   : RefusalReason::PinnedPiece;
    return r;
}

}  // namespace refusal

namespace {

using refusal::naming;

// Whether `square` lies strictly between `from` and `to` on a line.
bool passes(const Geometry& g, Square from, Square to, Square square)
{
    const int df = g.fileOf(to) - g.fileOf(from), dr = g.rankOf(to) - g.rankOf(from);
    const int steps = std::max(std::abs(df), std::abs(dr));
    if (steps < 2 || (df && dr && std::abs(df) != std::abs(dr)))
        return false;
    for (int k = 1; k < steps; ++k)
        if (g.square(g.fileOf(from) + k * df / steps, g.rankOf(from) + k * dr / steps) == square)
            return true;
    return false;
}

// A capture-only step onto an empty square: too late for en passant, or nothing to take.
Refusal emptyCapture(const Position& pos, Refusal r)
{
    r.reason = RefusalReason::NothingToCapture;
    if (!pos.rules().isPawn(PieceType(r.piece)) || !pos.rules().definition().enPassant)
        return r;
    bool lastMove = true;
    refusal::findPastMove(pos, [&](const Position& before, Move m) {
        const bool latest = std::exchange(lastMove, false);
        const Piece p = before.at(m.from());
        if (m.kind() != MoveKind::Normal || !p || !before.rules().isPawn(typeOf(p))
            || !before.rules().isEnemy(r.army, armyOf(p)) || !passes(pos.geometry(), m.from(), m.to(), r.to))
            return false;
        if (!latest && pos.at(m.to()) == p) {
            r = naming(pos, r, m.to());
            r.reason = RefusalReason::EnPassantExpired;
        }
        return true;
    });
    return r;
}

// The refusal of a step of the piece's movement that leads to `to`, with the first occupied
// square before it on its ray (kNoSquare: none).
std::optional<Refusal> stepRefusal(Position& pos, Refusal r, const Step& st, Square blocker)
{
    const Ruleset& rules = pos.rules();
    const Piece target = pos.at(r.to);
    if ((st.flags & Step::NeedsHurdle) && !pos.at(st.over)) {
        r.reason = RefusalReason::HurdleMissing;
        r.other = st.over;
        return r;
    }
    if ((st.flags & Step::HomePiece) && pos.at(st.over) != rules.startPiece(st.over)) {
        r.reason = RefusalReason::PawnMultiStepFilePieceAway;
        r.other = st.over;
        r.otherPiece = typeOf(rules.startPiece(st.over));
        r.otherArmy = r.army;
        return r;
    }
    if ((st.flags & Step::FirstMove) && !pos.holdsFirstMove(r.army, r.from)) {
        r.reason = r.piece >= 0 && pos.rules().firstMoveLostByCheck(PieceType(r.piece))
            ? RefusalReason::FirstMoveLostByCheck
            : RefusalReason::FirstMoveOnly;
        return r;
    }
    if ((st.flags & Step::NotInCheck) && pos.inCheck(r.army)) {
        r.reason = RefusalReason::FirstMoveInCheck;
        return r;
    }
    if ((st.flags & Step::FirstPawnMove) && !pos.holds(ArmyFlag::FirstPawnMove, r.army)) {
        r.reason = RefusalReason::PawnMultiStepNotFirst;
        return r;
    }
    if (const Square king
        = rules.approachesEnemyKing(PieceType(r.piece)) ? pos.kingSquare(Army(1 - r.army)) : kNoSquare;
        king != kNoSquare && pos.geometry().kingDistance(r.to, king) >= pos.geometry().kingDistance(r.from, king)) {
        r = naming(pos, r, king);
        r.reason = RefusalReason::NotNearerTheKing;
        return r;
    }
    if (blocker != kNoSquare) {
        r = naming(pos, r, blocker);
        r.reason = RefusalReason::PathBlocked;
        return r;
    }
    if (target && !rules.isEnemy(r.army, armyOf(target))) {
        r = naming(pos, r, r.to);
        r.reason = armyOf(target) == r.army ? RefusalReason::OwnPiece : RefusalReason::AlliedPiece;
        return r;
    }
    if (target && !(st.flags & Step::Captures)) {
        r = naming(pos, r, r.to);
        r.reason = RefusalReason::NoCaptureThisWay;
        return r;
    }
    if (target && rules.immune(armyOf(target), typeOf(target), r.to)) {
        r = naming(pos, r, r.to);
        r.reason = RefusalReason::ImmuneUnit;
        return r;
    }
    const auto ep = pos.enPassantSquares();
    const bool enPassant
        = !target && rules.isPawn(PieceType(r.piece)) && std::find(ep.begin(), ep.end(), r.to) != ep.end();
    if (!target && !(st.flags & Step::Moves) && !enPassant)
        return emptyCapture(pos, r);
    if (auto zone = refusal::guardZone(pos, r))
        return zone;
    if (auto held = refusal::heldPawn(pos, r))
        return held;
    return refusal::check(
        pos, r, enPassant ? Move(r.from, r.to, MoveKind::EnPassant, 0, pos.state().epVictim) : Move(r.from, r.to));
}

// The piece's movement from `from`, blocking ignored: the steps that lead to `to`.
std::optional<Refusal> movementRefusal(Position& pos, const Refusal& r)
{
    const auto steps = pos.rules().steps(r.army, PieceType(r.piece), r.from);
    // A ray's first entry skips the whole ray; a leap is a ray of one.
    for (std::size_t begin = 0; begin < steps.size(); begin += steps[begin].skip) {
        Square blocker = kNoSquare;
        for (std::size_t i = begin; i < begin + steps[begin].skip; ++i) {
            if (steps[i].to == r.to)
                if (auto refused = stepRefusal(pos, r, steps[i], blocker))
                    return refused;
            if (blocker == kNoSquare && pos.at(steps[i].to))
                blocker = steps[i].to;
        }
    }
    return std::nullopt;
}

// The piece's own movement would lead there, but it stands on a marked square where it moves
// otherwise.
std::optional<Refusal> markedSquareMovement(const Position& pos, Refusal r)
{
    const VariantDefinition& def = pos.rules().definition();
    const Geometry& g = pos.geometry();
    const PieceDefinition& piece = def.pieces[std::size_t(r.piece)];
    for (const auto& [mark, moves] : piece.movesOnMarked) {
        if (!g.isMarked(mark, r.from))
            continue;
        for (const MoveVector& v : piece.moves) {
            const BoardVector d = def.armies[r.army].orient(v);
            int f = g.fileOf(r.from) + d.dx, rank = g.rankOf(r.from) + d.dy;
            for (int k = 1; g.contains(f, rank) && (v.range == 0 || k <= v.range); ++k, f += d.dx, rank += d.dy)
                if (g.square(f, rank) == r.to) {
                    r.reason = RefusalReason::MarkedSquareMovement;
                    r.mark = mark;
                    return r;
                }
        }
    }
    return std::nullopt;
}

// A pawn's advance of several squares straight forward.
std::optional<Refusal> pawnMultiStep(const Position& pos, Refusal r)
{
    const VariantDefinition& def = pos.rules().definition();
    const Geometry& g = pos.geometry();
    if (!pos.rules().isPawn(PieceType(r.piece)) || def.pawnSteps.empty())
        return std::nullopt;
    const ArmyDefinition& army = def.armies[r.army];
    const int df = g.fileOf(r.to) - g.fileOf(r.from), dr = g.rankOf(r.to) - g.rankOf(r.from);
    const bool straight = army.forwardX ? dr == 0 : df == 0;
    const int forward = army.forwardX ? df * army.forwardX : dr * army.forwardY;
    if (!straight || forward < 2)
        return std::nullopt;
    r.reason = RefusalReason::PawnMultiStepNotHere;
    return r;
}

bool onBoard(const Position& pos, Square s)
{
    return s >= 0 && s < pos.rules().squareCount() && pos.geometry().isPlayable(s);
}

// A move the pieces may make that a rule taking moves back forbids (initial moves, immune
// units, no stalemate…): the rules are applied in their order, each to what those before left,
// as the generator applies them, and the first that takes the move away says why.
std::optional<Refusal> ruleRefusal(Position& pos, const Refusal& attempt, const MoveList& legal)
{
    MoveList before;
    generateMovesBeforeRules(pos, before);
    const auto attempted = std::find_if(before.begin(), before.end(), [&](Move m) {
        return m.from() == attempt.from && m.to() == attempt.to && m.kind() != MoveKind::Drop
            && !(m.from() == m.to() && m.hasSecondPart())
            && (attempt.promotion < 0 || (m.kind() == MoveKind::Promotion && m.pieceType() == attempt.promotion));
    });
    if (attempted == before.end())
        return std::nullopt;
    MoveList left = legal;
    left.push(*attempted);
    for (const auto& rule : pos.rules().legalityRules()) {
        rule->filter(pos, left);
        if (!left.contains(*attempted)) {
            Refusal r = attempt;
            rule->explain(pos, *attempted, r);
            return r;
        }
    }
    return std::nullopt;
}

}  // namespace

// Why the rules of the drops keep `r.piece` off `r.to`: a forbidden mark, the army's zone, the
// first rank, the array's squares.
Refusal dropSquareRefusal(const Position& pos, Refusal r)
{
    const DropDefinition& d = pos.rules().definition().drops;
    const Geometry& g = pos.geometry();
    for (const std::string& mark : d.forbiddenMarks)
        if (g.isMarked(mark, r.to)) {
            r.reason = RefusalReason::DropForbiddenSquare;
            r.mark = mark;
            return r;
        }
    const std::string zone = r.army < d.armyMarks.size() ? d.armyMarks[r.army] : "";
    if (!zone.empty() && !g.isMarked(zone, r.to))
        r.reason = RefusalReason::DropOutsideZone;
    else if (std::ranges::find(d.firstRankOnly, PieceType(r.piece)) != d.firstRankOnly.end())
        r.reason = RefusalReason::DropFirstRankOnly;
    else if (std::ranges::find(d.notFirstRank, PieceType(r.piece)) != d.notFirstRank.end())
        r.reason = RefusalReason::DropNotFirstRank;
    else
        r.reason = RefusalReason::DropNotArraySquare;
    return r;
}

std::optional<Refusal> explainRefusal(Position& pos, Square from, Square to, int promotion)
{
    MoveList legal;
    generateLegalMoves(pos, legal);
    Refusal r;
    r.army = pos.sideToMove();
    r.from = from;
    r.to = to;
    r.promotion = promotion;
    bool reached = false;  // legal from `from` to `to`, with another promotion choice
    for (Move m : legal) {
        // (An in-place promotion that goes on with a step is another move than the one in place.)
        if (m.kind() == MoveKind::Drop || m.from() != from || m.to() != to || (from == to && m.hasSecondPart()))
            continue;
        const bool promotes = m.kind() == MoveKind::Promotion;
        if (promotion < 0 ? !promotes : promotes && m.pieceType() == promotion)
            return std::nullopt;
        reached = true;
    }
    if (legal.empty()) {
        r.reason = RefusalReason::GameOver;
        return r;
    }
    const Piece p = onBoard(pos, from) ? pos.at(from) : kEmpty;
    if (!p) {
        r.reason = RefusalReason::NoPiece;
        return r;
    }
    r.piece = typeOf(p);
    if (armyOf(p) != r.army) {
        r = naming(pos, r, from);
        r.reason = RefusalReason::NotYourTurn;
        return r;
    }
    if (pos.placing()) {
        r.reason = RefusalReason::PlacementFirst;
        return r;
    }
    if (reached)
        return refusal::promotionChoice(pos, r, legal);
    if (auto refused = refusal::compulsoryCapture(pos, r, legal))
        return refused;
    if (auto refused = ruleRefusal(pos, r, legal))
        return refused;
    if (from == to)
        return refusal::inPlace(pos, r, legal);
    r.reason = RefusalReason::CannotMoveThere;
    if (!onBoard(pos, to))
        return r;
    if (auto refused = refusal::castling(pos, r))
        return refused;
    if (auto refused = refusal::kingLeap(pos, r))
        return refused;
    if (auto refused = movementRefusal(pos, r))
        return refused;
    if (auto refused = refusal::castlingElsewhere(pos, r))
        return refused;
    if (auto refused = markedSquareMovement(pos, r))
        return refused;
    if (auto refused = pawnMultiStep(pos, r))
        return refused;
    return r;
}

namespace {

// Whether a drop of `type` may displace what stands on `to` (U Bha's pawns).
bool displaceable(const Position& pos, Army army, PieceType type, Square to)
{
    const int displaced = pos.rules().definition().drops.displacedPiece;
    return displaced >= 0 && pos.at(to) == makePiece(army, PieceType(displaced))
        && pos.rules().isPlacementSquare(army, type, to);
}

}  // namespace

std::optional<Refusal> explainDropRefusal(Position& pos, PieceType type, Square to)
{
    const Ruleset& rules = pos.rules();
    MoveList legal;
    generateLegalMoves(pos, legal);
    const auto dropsThere = [&](Move m) { return m.kind() == MoveKind::Drop && m.to() == to && m.pieceType() == type; };
    if (std::any_of(legal.begin(), legal.end(), dropsThere))
        return std::nullopt;
    Refusal r;
    r.army = pos.sideToMove();
    r.to = to;
    r.piece = type;
    if (legal.empty())
        r.reason = RefusalReason::GameOver;
    else if (type >= rules.pieceTypeCount() || !rules.canDrop(type) || !onBoard(pos, to))
        r.reason = RefusalReason::DropNotAllowed;
    else if (!pos.handCount(r.army, type))
        r.reason = RefusalReason::DropNothingInHand;
    else if (pos.at(to) && !displaceable(pos, r.army, type, to)) {
        r = naming(pos, r, to);
        r.reason = RefusalReason::DropOccupied;
    } else if (!pos.at(to) && !rules.isDropSquare(r.army, type, to)) {
        r = dropSquareRefusal(pos, r);
    } else if (const Square blocker = dropFileBlocker(pos, r.army, type, to); blocker != kNoSquare) {
        r = naming(pos, r, blocker);
        r.reason = RefusalReason::DropFileApart;
    } else if (const Square attacker = rules.hasCheck() ? pos.attacker(to, Army(1 - r.army)) : kNoSquare;
               attacker != kNoSquare && (rules.definition().drops.unattacked || rules.isRoyal(type))) {
        r = naming(pos, r, attacker);
        r.reason = RefusalReason::DropAttacked;
    } else if (auto checked = refusal::check(pos, r, Move::drop(to, type)))
        r = *checked;
    else
        r.reason = RefusalReason::DropNotAllowed;
    return r;
}

}  // namespace kabir
