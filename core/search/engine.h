#pragma once
// The engine façade that the GUI, the UCI and XBoard front ends and the benchmarks share.
// setPosition copies the position (with its history, for repetitions); go() starts a search
// on a thread of its own and returns at once; stop() only sets an atomic flag, so it works at
// any moment, and the search then reports the best move found so far. Callbacks run on the
// search thread: one per info line and exactly one best move per go().
//
// Not thread-safe itself: one owner calls its methods; the owner may call stop() from any
// thread.

#include "core/position/position.h"
#include "core/search/evaluation.h"
#include "core/search/history.h"
#include "core/search/limits.h"
#include "core/search/searchinfo.h"
#include "core/search/transpositiontable.h"

#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <thread>
#include <vector>

namespace kabir::search {

struct EngineOptions {
    int hashMegabytes = 16;
    int threads = 1;
    int multiPv = 1;
    int skillLevel = kMaxSkillLevel;  // 0 (weakest) .. kMaxSkillLevel (full strength)
    int moveOverheadMs = 30;          // kept in reserve per move for communication
    static constexpr int kMaxSkillLevel = 20;
};

struct BestMove {
    Move move;    // a null Move when the position has no legal move
    Move ponder;  // the expected reply, or a null Move
    Value value = 0;
    int depth = 0;
    std::uint64_t nodes = 0;  // searched by every thread
};

class Engine {
public:
    using InfoCallback = std::function<void(const Info&)>;
    using BestMoveCallback = std::function<void(const BestMove&)>;

    // Starts with `options` (the default: a 16 MB table, one thread). The table is allocated
    // here, so a caller that makes many short-lived engines (the protocol fuzz targets) passes
    // a small hash rather than allocating 16 MB to resize it at once.
    explicit Engine(const EngineOptions& options = {});
    ~Engine();  // stops and joins a running search
    Engine(const Engine&) = delete;
    Engine& operator=(const Engine&) = delete;

    // Takes effect at the next go(); waits for a running search first.
    void setOptions(const EngineOptions& options);
    const EngineOptions& options() const { return m_options; }
    // Forgets what earlier searches learnt (a new game).
    void newGame();
    void setPosition(const Position& position);
    const std::optional<Position>& position() const { return m_position; }

    // Starts searching the position set; needs one. A running search is stopped first.
    void go(const Limits& limits, InfoCallback onInfo, BestMoveCallback onBestMove);
    void stop() { m_stop.store(true); }
    // Blocks until the running search (if any) has reported its best move.
    void wait();
    bool searching() const { return m_searching.load(); }

    // The evaluator of the position's ruleset (built on first use, kept while the ruleset is).
    const Evaluator& evaluator();

private:
    void run(Limits limits, InfoCallback onInfo, BestMoveCallback onBestMove);

    EngineOptions m_options;
    TranspositionTable m_table;
    std::unique_ptr<Evaluator> m_evaluator;
    std::vector<std::unique_ptr<History>> m_histories;  // per thread, kept between searches
    std::optional<Position> m_position;
    std::thread m_thread;
    std::atomic<bool> m_stop{false};
    std::atomic<bool> m_searching{false};
    std::uint64_t m_skillSeed = 0x5eed;
};

}  // namespace kabir::search
