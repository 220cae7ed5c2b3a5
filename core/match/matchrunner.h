#pragma once
// Runs a match: every pairing of the engines (two engines: one pairing; more: a round robin)
// plays `gamesPerPairing` games, in pairs that share an opening with colours swapped, on
// `concurrency` threads. Each game gets fresh engine processes, or with keepEngines the
// thread's running ones; an engine that failed in a game (crash, time, illegal move, ...)
// is always started afresh. After every game the scoreboard is updated, the game's record
// written and the observer told (one game at a time, in the order games finish); with an
// SPRT (two engines only) the match stops once it is decided. requestStop() (safe from a
// signal handler) aborts the running games, which then do not count.

#include "core/record/gamerecord.h"
#include "core/match/matchgame.h"
#include "core/match/scoreboard.h"
#include "core/match/sprt.h"

#include <atomic>
#include <functional>
#include <optional>

namespace kabir::match {

struct MatchSettings {
    std::vector<EngineSpec> engines;
    GameSettings game;
    int gamesPerPairing = 2;
    int concurrency = 1;
    std::vector<Opening> openings;  // empty: every game from the start position
    bool randomOrder = false;
    std::uint64_t seed = 0;
    std::optional<SprtParameters> sprt;
    bool keepEngines = false;
    RecordTags tags;  // added to every record (Event, Site, ...)
};

struct FinishedGame {
    int number = 0;  // in the schedule, from 1
    int round = 0;   // the pair, from 1
    int white = 0;   // engine indices: the first team's and the second's
    int black = 1;
    GameResult result;
    std::string record;  // PGN text; empty for an aborted game
};

struct MatchProgress {
    const FinishedGame& game;
    const Scoreboard& scoreboard;
    int gamesPlanned;
    double elapsedSeconds;
    std::optional<double> llr;
};

struct MatchSummary {
    Scoreboard scoreboard{0};
    int gamesPlanned = 0;
    double elapsedSeconds = 0;
    std::optional<double> llr;
    Sprt::Decision decision = Sprt::Decision::Continue;
    bool interrupted = false;
};

class MatchRunner {
public:
    explicit MatchRunner(MatchSettings settings);

    void setObserver(std::function<void(const MatchProgress&)> observer) { m_observer = std::move(observer); }
    void setEngineLog(EngineLog log) { m_log = std::move(log); }
    // Checks that every engine starts, then plays; problems when the settings or an engine
    // are unusable.
    Result<MatchSummary> run();
    void requestStop() { m_stop = true; }

private:
    struct Task {
        int number;
        int round;
        int white;
        int black;
        int pairId;
        const Opening* opening;
    };

    void schedule();
    void work();
    EngineClient* engineFor(std::map<int, std::unique_ptr<EngineClient>>& clients, int engine);
    void finish(const Task& task, const PlayedGame& played);

    MatchSettings m_settings;
    std::optional<Sprt> m_sprt;
    std::function<void(const MatchProgress&)> m_observer;
    EngineLog m_log;
    std::vector<Task> m_tasks;
    Opening m_startPosition;
    std::size_t m_nextTask = 0;
    std::mutex m_mutex;
    std::atomic<bool> m_stop{false};
    bool m_decided = false;
    MatchSummary m_summary;
    std::chrono::steady_clock::time_point m_started;
};

}  // namespace kabir::match
