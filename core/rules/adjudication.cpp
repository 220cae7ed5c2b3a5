#include "core/rules/adjudication.h"

#include "core/rules/barekingrule.h"
#include "core/position/countingrule.h"
#include "core/position/movegen.h"

#include <algorithm>

namespace kabir {
namespace {

// Whether the move just made was a pawn move whose pawn now gives check itself.
bool pawnGaveCheck(const Position& pos)
{
    const Ruleset& r = pos.rules();
    const Move m = pos.state().move;
    const Piece p = pos.at(m.to());
    if (pos.historyLength() == 0 || m.isNull() || !p || !r.isPawn(typeOf(p)) || m.kind() == MoveKind::Promotion)
        return false;
    const Square king = pos.kingSquare(pos.sideToMove());
    for (const Step& st : r.steps(armyOf(p), typeOf(p), m.to()))
        if (st.to == king && (st.flags & Step::Captures))
            return true;
    return false;
}

// Whether the move just made mated without the unit it moved giving check: a discovered mate.
// A castling moves two units, a king swap both of its units.
bool discoveredMate(const Position& pos)
{
    const Move m = pos.state().move;
    if (pos.historyLength() == 0 || m.isNull())
        return false;
    const Square king = pos.kingSquare(pos.sideToMove());
    Square moved[2] = {m.kind() == MoveKind::Promotion ? m.promotedTo() : m.to(), kNoSquare};
    if (m.kind() == MoveKind::Castling)
        moved[1] = m.aux();
    else if (m.kind() == MoveKind::Swap)
        moved[1] = m.from();
    else if (m.redeploys())
        moved[1] = m.aux();
    for (const Square s : moved)
        if (s != kNoSquare && pos.attacksFrom(s, king))
            return false;
    return true;
}

// Whether the mate counts where the mated king stands (results.mate-squares).
bool mateCounts(const Position& pos, Army mater)
{
    const auto& squares = pos.rules().results().mateSquares;
    if (std::size_t(mater) >= squares.size() || squares[mater].empty())
        return true;
    return std::ranges::find(squares[mater], pos.kingSquare(Army(1 - mater))) != squares[mater].end();
}

std::uint32_t typeMask(const std::vector<PieceType>& types)
{
    std::uint32_t mask = 0;
    for (PieceType t : types)
        mask |= 1u << t;
    return mask;
}

// Whether every unit that checks the mated king is of the types in `mask` (Shatar's knight mate).
bool mateByOnly(const Position& pos, std::uint32_t mask)
{
    const Army mated = pos.sideToMove();
    return !pos.attacked(pos.kingSquare(mated), Army(1 - mated), ~mask);
}

// Whether the mating move, or a move of the unbroken series of checking moves of the mating side
// that ends with it, gave check with a unit of the types in `mask` (Shatar's shak): the series
// is followed back on a copy, two plies at a time, as far as the game's history reaches.
bool seriesCheckedBy(const Position& pos, std::uint32_t mask)
{
    const Army mated = pos.sideToMove(), mater = Army(1 - mated);
    if (pos.attacked(pos.kingSquare(mated), mater, mask))
        return true;
    Position walk = pos;
    while (walk.historyLength() >= 2 && !walk.state().move.isNull()
        && !walk.historyAt(walk.historyLength() - 1).move.isNull()) {
        walk.undoMove();
        walk.undoMove();
        if (!walk.inCheck(mated))
            return false;
        if (walk.attacked(walk.kingSquare(mated), mater, mask))
            return true;
    }
    return false;
}

}  // namespace

Outcome outcomeWithoutMoves(const Position& pos)
{
    const Ruleset& r = pos.rules();
    const Army stuckArmy = pos.sideToMove();
    const int stuck = r.teamOf(stuckArmy);
    int other = stuck;
    for (Army a = 0; a < r.armyCount(); ++a)
        if (r.teamOf(a) != stuck)
            other = r.teamOf(a);
    if (!r.hasCheck())  // an army without a legal move loses for its team
        return {ResultKind::NoMoves, other};
    if (pos.inCheck(stuckArmy)) {
        if (r.results().pawnMateDoubleVictory && pawnGaveCheck(pos))
            return {ResultKind::PawnMate, other};
        if (r.results().discoveredMateDraws && discoveredMate(pos))
            return {ResultKind::DiscoveredMateDraw, -1};
        if (!mateCounts(pos, Army(1 - stuckArmy)))
            return {ResultKind::MateOffSquaresDraw, -1};
        const ResultDefinition& res = r.results();
        if (!res.mateByOnly.empty() && mateByOnly(pos, typeMask(res.mateByOnly)))
            return res.mateByOnlyResult == "loss" ? Outcome{ResultKind::KnightMateLoss, stuck}
                                                  : Outcome{ResultKind::KnightMateDraw, -1};
        if (!res.mateNeedsCheckBy.empty() && !seriesCheckedBy(pos, typeMask(res.mateNeedsCheckBy)))
            return {ResultKind::NiolDraw, -1};
        return {ResultKind::Checkmate, other};
    }
    if (r.results().bareKing == BareKing::Shatranj && unitsBesidesKing(pos, stuckArmy) == 0)
        return {ResultKind::BareKing, other};
    // Where stalemating is illegal or the stalemated player removes a unit, a stalemate that
    // comes all the same (no other move, nothing to remove) is a draw.
    const std::string& value = r.results().stalemate;
    if (value == "win")
        return {ResultKind::StalemateWin, other};
    if (value == "half-win")
        return {ResultKind::StalemateHalfWin, other};
    if (value == "loss")
        return {ResultKind::StalemateLoss, stuck};
    return {ResultKind::StalemateDraw, -1};
}

namespace {

// Threefold repetition since the last irreversible move; perpetual check when every move of
// one side since the first occurrence gave check.
Outcome repetitionOutcome(Position& pos)
{
    const Repetition rep = findRepetition(pos);
    if (!rep.threefold)
        return {};
    if (pos.rules().hasCheck() && (rep.alwaysChecked[0] || rep.alwaysChecked[1]))
        return {ResultKind::PerpetualCheck, -1};
    return {ResultKind::Repetition, -1};
}

}  // namespace

Repetition findRepetition(Position& pos)
{
    const int length = pos.historyLength();
    const int reach = std::min(pos.reversiblePlies(), length);
    int occurrences = 1, first = length;
    for (int i = length - 1; i >= length - reach; --i) {
        if (pos.historyAt(i).key == pos.key()) {
            ++occurrences;
            first = i;
        }
    }
    Repetition rep;
    if (occurrences < 3)
        return rep;
    rep.threefold = true;
    if (!pos.rules().hasCheck())
        return rep;
    // Undo on a copy back to the first occurrence, noting which moves gave check.
    Position walk = pos;
    rep.alwaysChecked = {true, true, true, true};
    for (int i = length; i > first; --i) {
        const Army mover = walk.state().mover;
        if (!walk.inCheck(walk.sideToMove()))
            rep.alwaysChecked[mover] = false;
        walk.undoMove();
    }
    return rep;
}

bool perpetualCheckBy(Position& pos, Army mover)
{
    const Repetition rep = findRepetition(pos);
    return rep.threefold && rep.alwaysChecked[mover];
}

Outcome adjudicate(Position& pos)
{
    if (const Outcome o = immediateOutcome(pos); o.over())
        return o;
    MoveList moves;
    generateLegalMoves(pos, moves);
    if (moves.empty())
        return outcomeWithoutMoves(pos);
    const ResultDefinition& res = pos.rules().results();
    if (res.repetition)
        if (const Outcome o = repetitionOutcome(pos); o.over())
            return o;
    if (res.moveRule > 0 && pos.halfmoveClock() >= res.moveRule * pos.rules().armyCount())
        return {ResultKind::MoveRule, -1};
    if (countExpired(pos))
        return {ResultKind::CountingDraw, -1};
    return {};
}

bool onlyKingsLeft(const Position& pos, int team)
{
    const Ruleset& rules = pos.rules();
    for (Army a = 0; a < rules.armyCount(); ++a) {
        if (rules.teamOf(a) != team)
            continue;
        for (const std::uint8_t s : pos.piecesOf(a))
            if (!rules.isRoyal(typeOf(pos.at(s))))
                return false;
        for (PieceType t = 0; t < rules.pieceTypeCount(); ++t)
            if (pos.handCount(a, t) > 0)
                return false;
    }
    return true;
}

}  // namespace kabir
