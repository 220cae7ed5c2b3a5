#pragma once
// One thread's search: iterative deepening over a principal variation search with
// aspiration windows, a shared transposition table, quiescence over captures and promotions
// (losing captures cut by static exchange evaluation), null-move pruning, late-move
// reductions, check extensions, killer, counter-move and history ordering, and values of
// finished games as the rules value them (repetition, the n-move rule and every result kind
// of the variant). With four armies the side is the team: turns alternate between the teams,
// so the search is an ordinary negamax over teams.
//
// Threads of one search (lazy SMP) share a SharedSearch; the main thread (id 0) watches the
// clock and reports, the others only fill the table. Nothing here blocks or allocates per node.

#include "core/position/position.h"
#include "core/search/evaluation.h"
#include "core/search/history.h"
#include "core/search/limits.h"
#include "core/search/searchinfo.h"
#include "core/search/timemanager.h"
#include "core/search/transpositiontable.h"

#include <atomic>
#include <chrono>
#include <functional>
#include <memory>
#include <vector>

namespace kabir::search {

class MoveOrder;
class Searcher;

struct SharedSearch {
    explicit SharedSearch(std::atomic<bool>& stopFlag) : stop(stopFlag) { }

    std::atomic<bool>& stop;  // set by the owner (at any time) or by thread 0 when time is up
    TranspositionTable* table = nullptr;
    const Evaluator* evaluator = nullptr;
    Limits limits;
    TimeBudget budget;
    int multiPv = 1;        // lines searched
    int reportedLines = 1;  // lines reported (a weaker level searches more than it shows)
    std::chrono::steady_clock::time_point start = std::chrono::steady_clock::now();
    std::vector<Searcher*> threads;

    std::int64_t elapsedMs() const;
    std::uint64_t totalNodes() const;
};

struct RootMove {
    Move move;
    Value value = -kInfinite;
    Value previousValue = -kInfinite;
    Info::BoundKind bound = Info::BoundKind::Exact;
    int selectiveDepth = 0;
    std::vector<Move> pv;
};

class Searcher {
public:
    using InfoCallback = std::function<void(const Info&)>;

    // `root` is copied with its history (for repetitions); `history` is the thread's own move
    // ordering statistics, kept between searches; `onInfo` is used by thread 0 only.
    Searcher(int id, SharedSearch& shared, const Position& root, History& history, InfoCallback onInfo = {});
    ~Searcher();

    // Iterative deepening until the limits are reached or the search is stopped.
    void iterate();

    const std::vector<RootMove>& rootMoves() const { return m_rootMoves; }
    int completedDepth() const { return m_completedDepth; }
    std::uint64_t nodes() const { return m_nodes.load(std::memory_order_relaxed); }

private:
    struct Frame;

    Value search(Value alpha, Value beta, int depth, int ply, bool pvNode, bool cutNode);
    // The value of the position after a move for the side that made it.
    Value afterMove(Value alpha, Value beta, int depth, int ply, bool pvNode, bool cutNode);
    bool sameTeamMovesAgain() const;
    Value quiescence(Value alpha, Value beta, int ply, bool pvNode);
    bool aspirationIteration(int depth, int pvIndex);
    void report(int depth);
    bool timeForAnotherIteration(int depth, int bestMoveChanges) const;
    void countNode();
    bool drawnByRule(int ply) const;
    bool nullMoveAllowed() const;
    int team() const { return m_position.rules().teamOf(m_position.sideToMove()); }
    void scoreMoves(MoveOrder& moves, Move ttMove, int ply) const;
    int movedPiece(Move m) const;
    int quietScore(Move m, int ply) const;
    PieceType victimOf(Move m) const;  // kMaxPieceTypes - 1 for an in-place promotion
    void updateStats(
        Move best, int ply, int depth, const Move* quiets, int quietCount, const Move* captures, int captureCount);
    bool isCapture(Move m) const;
    bool givesCheck() const;  // whether the move just made checks the side now to move
    bool wouldGiveCheck(Move m);

    int m_id;
    SharedSearch& m_shared;
    Position m_position;
    const Evaluator& m_eval;
    TranspositionTable& m_table;
    InfoCallback m_onInfo;
    std::vector<RootMove> m_rootMoves;
    int m_rootHistory = 0;  // the history length at the root
    int m_pvIndex = 0;
    int m_rootDepth = 0;
    int m_completedDepth = 0;
    int m_selectiveDepth = 0;
    std::atomic<std::uint64_t> m_nodes{0};
    std::unique_ptr<Frame[]> m_frames;
    History& m_history;
};

}  // namespace kabir::search
