#include "core/search/search.h"

#include "core/rules/adjudication.h"
#include "core/position/countingrule.h"
#include "core/position/movegen.h"
#include "core/position/leapcapture.h"
#include "core/search/exchange.h"
#include "core/search/moveorder.h"

#include <algorithm>
#include <cmath>
#include <cstring>

namespace kabir::search {
namespace {

// Late-move reductions grow with the logarithms of depth and move number.
struct ReductionTable {
    std::array<std::array<std::int8_t, 64>, 64> r{};
    ReductionTable()
    {
        for (int d = 1; d < 64; ++d)
            for (int m = 1; m < 64; ++m)
                r[std::size_t(d)][std::size_t(m)] = std::int8_t(0.5 + std::log(d) * std::log(m) / 2.1);
    }
    int operator()(int depth, int moveNumber) const
    {
        return r[std::size_t(std::min(depth, 63))][std::size_t(std::min(moveNumber, 63))];
    }
};
const ReductionTable kReductions;

// Lazy SMP: helper threads skip some depths so that the threads spread over several.
constexpr int kSkipSize[] = {1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4};
constexpr int kSkipPhase[] = {0, 1, 0, 1, 2, 3, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5, 6, 7};

}  // namespace

struct Searcher::Frame {
    std::array<Move, 2> killers{};
    Move current;
    Value staticEval = 0;
    int pliesFromNull = 0;
    int moved = -1;  // the piece and square of the move made here (History::pieceSquare); -1: none
    bool inCheck = false;
    int pvLength = 0;
    std::array<Move, kMaxPly + 1> pv{};
};

std::int64_t SharedSearch::elapsedMs() const
{
    return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start).count();
}

std::uint64_t SharedSearch::totalNodes() const
{
    std::uint64_t n = 0;
    for (const Searcher* t : threads)
        n += t->nodes();
    return n;
}

Searcher::Searcher(int id, SharedSearch& shared, const Position& root, History& history, InfoCallback onInfo)
    : m_id(id), m_shared(shared), m_position(root), m_eval(*shared.evaluator), m_table(*shared.table),
      m_onInfo(std::move(onInfo)), m_frames(std::make_unique<Frame[]>(kMaxPly + 4)), m_history(history)
{
    m_rootHistory = m_position.historyLength();
    MoveList moves;
    generateLegalMoves(m_position, moves);
    for (Move m : moves)
        if (shared.limits.searchMoves.empty()
            || std::find(shared.limits.searchMoves.begin(), shared.limits.searchMoves.end(), m)
                != shared.limits.searchMoves.end())
            m_rootMoves.push_back({m, -kInfinite, -kInfinite, Info::BoundKind::Exact, 0, {m}});
}

Searcher::~Searcher() = default;

void Searcher::countNode()
{
    const std::uint64_t n = m_nodes.load(std::memory_order_relaxed) + 1;
    m_nodes.store(n, std::memory_order_relaxed);
    const Limits& limits = m_shared.limits;
    if (m_id != 0 || m_completedDepth < 1)
        return;
    if (limits.nodes && m_shared.threads.size() == 1 && n >= limits.nodes)
        m_shared.stop = true;
    if ((n & 1023) != 0)
        return;
    if (limits.nodes && m_shared.totalNodes() >= limits.nodes)
        m_shared.stop = true;
    if (m_shared.budget.timed && !limits.infinite && m_shared.elapsedMs() >= m_shared.budget.maximum)
        m_shared.stop = true;
}

bool Searcher::isCapture(Move m) const
{
    if (m.kind() == MoveKind::EnPassant || m.kind() == MoveKind::Promotion)
        return true;
    if (m_position.rules().leapCapture() && isLeapCapture(m))  // lands on an empty square
        return true;
    if (m.kind() != MoveKind::Normal && m.kind() != MoveKind::KingLeap)
        return false;
    const Piece p = m_position.at(m.to());
    return p && m.from() != m.to() && m_position.rules().isEnemy(m_position.sideToMove(), armyOf(p));
}

bool Searcher::wouldGiveCheck(Move m)
{
    if (!m_position.rules().hasCheck())
        return false;
    m_position.doMove(m);
    const bool check = givesCheck();
    m_position.undoMove();
    return check;
}

bool Searcher::givesCheck() const
{
    return m_position.rules().hasCheck() && m_position.inCheck(m_position.sideToMove());
}

// A draw by repetition (a position met before inside the search, or twice before it) or by
// the n-move rule, as the variant's rules have them.
bool Searcher::drawnByRule(int ply) const
{
    const Ruleset& r = m_position.rules();
    const ResultDefinition& res = r.results();
    const Position& pos = m_position;
    if ((res.moveRule > 0 && pos.halfmoveClock() >= res.moveRule * r.armyCount()) || countExpired(pos)) {
        // Mate and stalemate come before the n-move rule and the count.
        MoveList moves;
        generateLegalMoves(const_cast<Position&>(pos), moves);
        if (!moves.empty())
            return true;
    }
    if (!res.repetition)
        return false;
    const int step = r.armyCount();
    const int reach = std::min({pos.reversiblePlies(), m_frames[std::size_t(ply)].pliesFromNull, pos.historyLength()});
    int seen = 0;
    for (int back = step; back <= reach; back += step) {
        const int i = pos.historyLength() - back;
        if (pos.historyAt(i).key != pos.key())
            continue;
        if (i >= m_rootHistory || ++seen == 2)
            return true;
    }
    return false;
}

// A pass proves nothing where zugzwang is common: in check, with only king and pawns (or a
// bare king), and in positions whose rules change when a turn passes (a pawn waiting for
// its first chance to promote).
bool Searcher::nullMoveAllowed() const
{
    const Position& pos = m_position;
    const Ruleset& r = pos.rules();
    if (!pos.waitingPawns().empty() || pos.inInitialMoves())
        return false;
    for (Army a = 0; a < r.armyCount(); ++a) {
        if (r.teamOf(a) != team())
            continue;
        for (std::uint8_t s : pos.piecesOf(a)) {
            const PieceType t = typeOf(pos.at(s));
            if (!r.isPawn(t) && !r.isRoyal(t))
                return true;
        }
    }
    return false;
}

// The piece a move moves (the dropped type for a drop) on its destination.
int Searcher::movedPiece(Move m) const
{
    const PieceType t = m.kind() == MoveKind::Drop ? m.pieceType() : typeOf(m_position.at(m.from()));
    return m_history.pieceSquare(t, m.to());
}

// The quiet history of a move here: on its own and after the last two moves.
int Searcher::quietScore(Move m, int ply) const
{
    const Army us = m_position.sideToMove();
    int s = m_history.quiet(us, m.from(), m.to());
    const int moved = movedPiece(m);
    for (int back = 1; back <= 2 && ply - back >= 0; ++back)
        if (const int previous = m_frames[std::size_t(ply - back)].moved; previous >= 0)
            s += m_history.continuation(previous, moved);
    return s;
}

PieceType Searcher::victimOf(Move m) const
{
    const Piece victim = m.kind() == MoveKind::EnPassant ? m_position.at(m.aux()) : m_position.at(m.to());
    return victim && m.from() != m.to() ? typeOf(victim) : PieceType(kMaxPieceTypes - 1);
}

void Searcher::scoreMoves(MoveOrder& moves, Move ttMove, int ply) const
{
    const Frame& f = m_frames[std::size_t(ply)];
    const Move previous = ply > 0 ? m_frames[std::size_t(ply - 1)].current : Move();
    const Move counter = previous.isNull() ? Move() : m_history.counter(previous.from(), previous.to());
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const Move m = moves[i].move;
        int s;
        if (m == ttMove) {
            s = 1 << 30;
        } else if (isCapture(m)) {
            // A capture sequence (leap capture) lands on an empty square: it is worth all it jumps,
            // which is also its whole exchange (its recaptures are not weighed).
            const bool leap = isLeapCapture(m);
            const Piece victim = m.kind() == MoveKind::EnPassant ? m_position.at(m.aux()) : m_position.at(m.to());
            const int victimValue = leap       ? exchangeValue(m_position, m, m_eval)
                : victim && m.from() != m.to() ? m_eval.value(typeOf(victim))
                                               : 0;
            const int gain = victimValue + (m.kind() == MoveKind::Promotion ? m_eval.value(m.pieceType()) : 0);
            const int attacker = m_eval.value(typeOf(m_position.at(m.from())));
            const bool good
                = victimValue >= attacker || (leap ? victimValue >= 0 : exchangeAtLeast(m_position, m, m_eval, 0));
            s = (good ? (1 << 28) : -(1 << 20)) + gain * 8 + m_history.capture(movedPiece(m), victimOf(m)) / 16;
        } else if (m == f.killers[0]) {
            s = (1 << 27) + 2;
        } else if (m == f.killers[1]) {
            s = (1 << 27) + 1;
        } else if (m == counter) {
            s = 1 << 27;
        } else {
            s = quietScore(m, ply);
        }
        moves[i].score = s;
    }
}

// A cut-off: the move that caused it gains, the moves tried before it of its kind lose.
void Searcher::updateStats(
    Move best, int ply, int depth, const Move* quiets, int quietCount, const Move* captures, int captureCount)
{
    const int bonus = std::min(depth * depth * 16, 1600);
    for (int i = 0; i < captureCount; ++i)
        if (captures[i] != best)
            History::update(m_history.capture(movedPiece(captures[i]), victimOf(captures[i])), -bonus);
    if (isCapture(best)) {
        History::update(m_history.capture(movedPiece(best), victimOf(best)), bonus);
        return;
    }
    Frame& f = m_frames[std::size_t(ply)];
    if (f.killers[0] != best) {
        f.killers[1] = f.killers[0];
        f.killers[0] = best;
    }
    const Army us = m_position.sideToMove();
    auto reward = [&](Move m, int amount) {
        History::update(m_history.quiet(us, m.from(), m.to()), amount);
        const int moved = movedPiece(m);
        for (int back = 1; back <= 2 && ply - back >= 0; ++back)
            if (const int previous = m_frames[std::size_t(ply - back)].moved; previous >= 0)
                History::update(m_history.continuation(previous, moved), amount);
    };
    reward(best, bonus);
    for (int i = 0; i < quietCount; ++i)
        if (quiets[i] != best)
            reward(quiets[i], -bonus);
    if (ply > 0) {
        const Move previous = m_frames[std::size_t(ply - 1)].current;
        if (!previous.isNull())
            m_history.counter(previous.from(), previous.to()) = best;
    }
}

Value Searcher::quiescence(Value alpha, Value beta, int ply, bool pvNode)
{
    countNode();
    Position& pos = m_position;
    Frame& f = m_frames[std::size_t(ply)];
    f.pvLength = 0;
    m_selectiveDepth = std::max(m_selectiveDepth, ply);
    if (m_shared.stop.load(std::memory_order_relaxed))
        return 0;
    const Ruleset& r = pos.rules();
    if (!r.resultRules().empty())
        if (const Outcome o = immediateOutcome(pos); o.over())
            return outcomeValue(o, team(), ply);
    if (drawnByRule(ply))
        return kDraw;
    f.inCheck = r.hasCheck() && pos.inCheck(pos.sideToMove());
    if (ply >= kMaxPly - 1)
        return f.inCheck ? kDraw : m_eval.evaluate(pos);

    const std::optional<TTEntry> tte = m_table.probe(pos.key());
    Move ttMove;
    if (tte) {
        const Value v = fromStored(tte->value, ply);
        ttMove = tte->move;
        if (!pvNode && (tte->bound() == Bound::Exact || (tte->bound() == Bound::Lower ? v >= beta : v <= alpha)))
            return v;
    }
    Value best = -kInfinite;
    Value standPat = -kInfinite;
    if (!f.inCheck) {
        standPat = tte ? tte->staticEval : m_eval.evaluate(pos);
        if (standPat >= beta)
            return standPat;
        alpha = std::max(alpha, standPat);
        best = standPat;
    }

    MoveList moves;
    if (f.inCheck) {
        generateLegalMoves(pos, moves);
        if (moves.empty())
            return outcomeValue(outcomeWithoutMoves(pos), team(), ply);
    } else {
        generateLegalCaptures(pos, moves);
        std::size_t kept = 0;
        for (Move m : moves)
            if (isCapture(m))  // not a pawn's plain move into its zone
                moves[kept++] = m;
        moves.resize(kept);
    }
    MoveOrder order(moves);
    scoreMoves(order, ttMove, ply);
    Move bestMove;
    for (std::size_t i = 0; i < order.size(); ++i) {
        const auto [m, score] = order.next(i);
        if (!f.inCheck) {
            if (score < (1 << 27))  // a losing exchange
                continue;
            if (m.kind() == MoveKind::Promotion && m_eval.value(m.pieceType()) < 2 * kPawnValue && !pos.at(m.to()))
                continue;  // an under-promotion that captures nothing
        }
        f.current = m;
        f.moved = movedPiece(m);
        pos.doMove(m);
        m_frames[std::size_t(ply + 1)].pliesFromNull = f.pliesFromNull + 1;
        const Value v = sameTeamMovesAgain() ? quiescence(alpha, beta, ply + 1, pvNode)
                                             : -quiescence(-beta, -alpha, ply + 1, pvNode);
        pos.undoMove();
        if (m_shared.stop.load(std::memory_order_relaxed))
            return 0;
        if (v > best) {
            best = v;
            if (v > alpha) {
                bestMove = m;
                if (pvNode) {
                    const Frame& child = m_frames[std::size_t(ply + 1)];
                    f.pv[0] = m;
                    std::copy_n(child.pv.begin(), child.pvLength, f.pv.begin() + 1);
                    f.pvLength = child.pvLength + 1;
                }
                if (v >= beta)
                    break;
                alpha = v;
            }
        }
    }
    m_table.store(pos.key(), toStored(best, ply), best >= beta ? Bound::Lower : Bound::Upper, 0, bestMove,
        f.inCheck ? 0 : standPat);
    return best;
}

// Whether the side that has just moved moves again (its team does): in the initial moves of
// Indian chess a side makes several moves in a row, and the value after such a move is already
// its own, not its opponent's to negate.
bool Searcher::sameTeamMovesAgain() const
{
    const Ruleset& r = m_position.rules();
    return r.teamOf(m_position.sideToMove()) == r.teamOf(m_position.state().mover);
}

Value Searcher::afterMove(Value alpha, Value beta, int depth, int ply, bool pvNode, bool cutNode)
{
    if (sameTeamMovesAgain())
        return search(alpha, beta, depth, ply, pvNode, cutNode);
    return -search(-beta, -alpha, depth, ply, pvNode, cutNode);
}

Value Searcher::search(Value alpha, Value beta, int depth, int ply, bool pvNode, bool cutNode)
{
    if (depth <= 0)
        return quiescence(alpha, beta, ply, pvNode);
    Position& pos = m_position;
    const Ruleset& r = pos.rules();
    Frame& f = m_frames[std::size_t(ply)];
    f.pvLength = 0;
    const bool root = ply == 0;
    countNode();
    if (!root) {
        if (m_shared.stop.load(std::memory_order_relaxed))
            return 0;
        if (!r.resultRules().empty())
            if (const Outcome o = immediateOutcome(pos); o.over())
                return outcomeValue(o, team(), ply);
        if (drawnByRule(ply))
            return kDraw;
        if (ply >= kMaxPly - 1)
            return m_eval.evaluate(pos);
        // Mate distance: no line from here beats a win at the next ply.
        const Value top = r.results().pawnMateDoubleVictory ? kDoubleVictory : kWin;
        alpha = std::max(alpha, -top + ply);
        beta = std::min(beta, top - ply - 1);
        if (alpha >= beta)
            return alpha;
    }
    m_selectiveDepth = std::max(m_selectiveDepth, ply);

    const std::optional<TTEntry> tte = m_table.probe(pos.key());
    Move ttMove = root ? m_rootMoves[std::size_t(m_pvIndex)].move : Move();
    Value ttValue = 0;
    if (tte) {
        ttValue = fromStored(tte->value, ply);
        if (!root)
            ttMove = tte->move;
        if (!pvNode && tte->depth >= depth
            && (tte->bound() == Bound::Exact || (tte->bound() == Bound::Lower ? ttValue >= beta : ttValue <= alpha)))
            return ttValue;
    }

    f.inCheck = r.hasCheck() && pos.inCheck(pos.sideToMove());
    Value eval = 0;
    if (!f.inCheck) {
        eval = tte ? tte->staticEval : m_eval.evaluate(pos);
        if (tte && (tte->bound() == Bound::Exact || (tte->bound() == Bound::Lower ? ttValue > eval : ttValue < eval)))
            eval = ttValue;
    }
    f.staticEval = eval;
    const bool improving = ply >= 2 && !f.inCheck && f.staticEval > m_frames[std::size_t(ply - 2)].staticEval;

    if (!pvNode && !f.inCheck) {
        // The position is so good that a shallow search would not change it.
        if (depth < 7 && eval - (90 - 30 * improving) * depth >= beta && !isDecisive(beta))
            return eval;
        // Let the opponent move twice: if that still does not help, cut.
        if (depth >= 2 && eval >= beta && ply > 0 && !m_frames[std::size_t(ply - 1)].current.isNull()
            && nullMoveAllowed()) {
            const int reduction = 3 + depth / 4 + std::min(3, (eval - beta) / 200);
            f.current = Move();
            f.moved = -1;
            pos.doNullMove();
            m_frames[std::size_t(ply + 1)].pliesFromNull = 0;
            m_table.prefetch(pos.key());
            const Value v = -search(-beta, -beta + 1, depth - reduction, ply + 1, false, !cutNode);
            pos.undoNullMove();
            if (m_shared.stop.load(std::memory_order_relaxed))
                return 0;
            if (v >= beta)
                return isDecisive(v) ? beta : v;
        }
    }
    // Without a move from the table, a principal node searches less deep first.
    if (pvNode && !root && ttMove.isNull() && depth >= 6)
        depth -= 2;

    MoveList moves;
    if (root) {
        for (std::size_t i = std::size_t(m_pvIndex); i < m_rootMoves.size(); ++i)
            moves.push(m_rootMoves[i].move);
    } else {
        generateLegalMoves(pos, moves);
        if (moves.empty())
            return outcomeValue(outcomeWithoutMoves(pos), team(), ply);
    }
    MoveOrder order(moves);
    if (root)
        for (std::size_t i = 0; i < order.size(); ++i)
            order[i].score = int(order.size() - i);  // the order of the last iteration
    else
        scoreMoves(order, ttMove, ply);

    const Value alphaAtStart = alpha;
    Value best = -kInfinite;
    Move bestMove;
    std::array<Move, 64> quiets, captures;
    int quietCount = 0, captureCount = 0;
    int moveNumber = 0;
    for (std::size_t i = 0; i < order.size(); ++i) {
        const auto [m, score] = order.next(i);
        ++moveNumber;
        const bool capture = isCapture(m);
        const bool quiet = !capture;

        // Shallow pruning of moves that are unlikely to matter, once one move has been tried.
        // Futility and exchange pruning spare the quiet moves that give check.
        if (!root && best > -kWinBound && moveNumber > 1) {
            bool prune = quiet && !f.inCheck && depth <= 6 && moveNumber > 3 + depth * depth * (1 + improving);
            if (!prune && quiet && !f.inCheck && depth <= 5 && eval + 100 + 120 * depth <= alpha && score < (1 << 27))
                prune = !wouldGiveCheck(m);
            if (!prune && depth <= 6 && score < (1 << 27) + 3
                && !exchangeAtLeast(pos, m, m_eval, -(capture ? 90 : 50) * depth))
                prune = capture || !wouldGiveCheck(m);
            if (prune)
                continue;
        }

        f.current = m;
        f.moved = movedPiece(m);
        const int history = quiet ? quietScore(m, ply) : 0;
        pos.doMove(m);
        m_frames[std::size_t(ply + 1)].pliesFromNull = f.pliesFromNull + 1;
        m_table.prefetch(pos.key());
        const bool check = givesCheck();
        const int extension = check && ply < 2 * m_rootDepth ? 1 : 0;
        const int newDepth = depth - 1 + extension;
        Value v;
        if (moveNumber == 1) {
            v = afterMove(alpha, beta, newDepth, ply + 1, pvNode, false);
        } else {
            int reduction = 0;
            if (depth >= 3 && moveNumber > 1 + 2 * pvNode && (quiet || score < 0)) {
                reduction = kReductions(depth, moveNumber);
                reduction += cutNode;
                reduction -= pvNode;
                reduction -= !improving ? 0 : 1;
                reduction -= history / 8000;
                if (check || f.inCheck)
                    reduction -= 1;
                reduction = std::clamp(reduction, 0, newDepth - 1);
            }
            v = afterMove(alpha, alpha + 1, newDepth - reduction, ply + 1, false, true);
            if (v > alpha && reduction > 0)
                v = afterMove(alpha, alpha + 1, newDepth, ply + 1, false, !cutNode);
            if (pvNode && v > alpha && v < beta)
                v = afterMove(alpha, beta, newDepth, ply + 1, true, false);
        }
        pos.undoMove();
        if (m_shared.stop.load(std::memory_order_relaxed))
            return 0;

        if (root) {
            RootMove& rm = *std::find_if(m_rootMoves.begin(), m_rootMoves.end(),
                [&, played = m](const RootMove& x) { return x.move == played; });
            if (moveNumber == 1 || v > alpha) {
                rm.value = v;
                rm.bound = v >= beta ? Info::BoundKind::Lower
                    : v <= alpha     ? Info::BoundKind::Upper
                                     : Info::BoundKind::Exact;
                rm.selectiveDepth = m_selectiveDepth;
                const Frame& child = m_frames[1];
                rm.pv.assign(1, m);
                rm.pv.insert(rm.pv.end(), child.pv.begin(), child.pv.begin() + child.pvLength);
            } else {
                rm.value = -kInfinite;
            }
        }
        if (v > best) {
            best = v;
            if (v > alpha) {
                bestMove = m;
                if (pvNode) {
                    const Frame& child = m_frames[std::size_t(ply + 1)];
                    f.pv[0] = m;
                    std::copy_n(child.pv.begin(), child.pvLength, f.pv.begin() + 1);
                    f.pvLength = child.pvLength + 1;
                }
                if (v >= beta) {
                    updateStats(m, ply, depth, quiets.data(), quietCount, captures.data(), captureCount);
                    break;
                }
                alpha = v;
            }
        }
        if (quiet && quietCount < int(quiets.size()))
            quiets[std::size_t(quietCount++)] = m;
        else if (!quiet && captureCount < int(captures.size()))
            captures[std::size_t(captureCount++)] = m;
    }
    const Bound bound = best >= beta ? Bound::Lower : pvNode && best > alphaAtStart ? Bound::Exact : Bound::Upper;
    m_table.store(pos.key(), toStored(best, ply), bound, depth, bestMove, f.staticEval);
    return best;
}

bool Searcher::aspirationIteration(int depth, int pvIndex)
{
    m_pvIndex = pvIndex;
    RootMove& first = m_rootMoves[std::size_t(pvIndex)];
    Value previous = first.previousValue;
    Value delta = 18 + std::abs(previous) / 64;
    Value alpha = -kInfinite, beta = kInfinite;
    if (depth >= 4 && previous > -kInfinite && !isDecisive(previous)) {
        alpha = std::max(previous - delta, -kInfinite);
        beta = std::min(previous + delta, kInfinite);
    }
    while (true) {
        m_selectiveDepth = 0;
        const Value v = search(alpha, beta, depth, 0, true, false);
        std::stable_sort(m_rootMoves.begin() + pvIndex, m_rootMoves.end(),
            [](const RootMove& a, const RootMove& b) { return a.value > b.value; });
        if (m_shared.stop.load(std::memory_order_relaxed))
            return false;
        if (v <= alpha) {
            beta = (alpha + beta) / 2;
            alpha = std::max(v - delta, -kInfinite);
        } else if (v >= beta) {
            beta = std::min(v + delta, kInfinite);
        } else {
            return true;
        }
        if (m_id == 0 && m_shared.elapsedMs() > 3000)
            report(depth);
        delta += delta / 2;
    }
}

void Searcher::report(int depth)
{
    if (!m_onInfo)
        return;
    const std::int64_t ms = m_shared.elapsedMs();
    const std::uint64_t nodes = m_shared.totalNodes();
    const int lines = std::min<int>(m_shared.reportedLines, int(m_rootMoves.size()));
    for (int i = 0; i < lines; ++i) {
        const RootMove& rm = m_rootMoves[std::size_t(i)];
        const bool updated = rm.value != -kInfinite;
        if (!updated && rm.previousValue == -kInfinite)
            continue;
        Info info;
        info.depth = updated ? depth : std::max(1, depth - 1);
        info.selectiveDepth = rm.selectiveDepth;
        info.multiPv = i + 1;
        info.value = updated ? rm.value : rm.previousValue;
        info.bound = updated ? rm.bound : Info::BoundKind::Exact;
        info.nodes = nodes;
        info.timeMs = ms;
        info.nodesPerSecond = nodes * 1000 / std::uint64_t(std::max<std::int64_t>(ms, 1));
        info.hashfull = m_table.hashfull();
        info.pv = rm.pv;
        m_onInfo(info);
    }
}

bool Searcher::timeForAnotherIteration(int depth, int bestMoveChanges) const
{
    const Limits& limits = m_shared.limits;
    if (limits.depth && depth >= limits.depth)
        return false;
    if (limits.infinite || !m_shared.budget.timed || limits.moveTime > 0)
        return true;  // a fixed time per move is used to its end
    if (m_rootMoves.size() == 1 && depth >= 4)
        return false;
    // A best move that keeps changing earns more time, a stable one less.
    const double stability = 0.7 + 0.4 * std::min(bestMoveChanges, 4);
    return m_shared.elapsedMs() < m_shared.budget.optimum * stability * 0.6;
}

void Searcher::iterate()
{
    if (m_rootMoves.empty())
        return;
    Move lastBest;
    int bestMoveChanges = 0;
    const int maxDepth = kMaxPly - 8;
    for (int depth = 1; depth <= maxDepth; ++depth) {
        if (m_id > 0) {
            const int i = (m_id - 1) % 20;
            if (((depth + kSkipPhase[i]) / kSkipSize[i]) % 2)
                continue;
        }
        m_rootDepth = depth;
        for (RootMove& rm : m_rootMoves)
            rm.previousValue = rm.value;
        const int lines = std::min<int>(m_shared.multiPv, int(m_rootMoves.size()));
        bool complete = true;
        for (int pv = 0; pv < lines && complete; ++pv)
            complete = aspirationIteration(depth, pv);
        if (!complete) {
            // Interrupted: the moves are sorted by what this iteration found so far; the first
            // is the last best move unless another one has already proved better.
            if (m_id == 0)
                report(depth);
            break;
        }
        m_completedDepth = depth;
        if (m_rootMoves[0].move != lastBest) {
            lastBest = m_rootMoves[0].move;
            ++bestMoveChanges;
        } else {
            bestMoveChanges = std::max(0, bestMoveChanges - 1);
        }
        if (m_id != 0)
            continue;
        report(depth);
        if (!timeForAnotherIteration(depth, bestMoveChanges))
            break;
        if (m_shared.stop.load(std::memory_order_relaxed))
            break;
    }
}

}  // namespace kabir::search
