#pragma once
// An engine seen by the arbiter, whatever its protocol: started once, told about each game,
// asked for a move on its turn. Contract: every call returns by the deadline or timeout it is
// given (plus a few milliseconds), never throws, and reports what went wrong as a value, so
// the arbiter can forfeit the engine and go on. Moves go in and come out in Kabir's
// coordinate notation; a client translates to its protocol (XBoard's square names). A client
// whose engine misbehaved is not trusted again: the runner starts a fresh one.

#include "core/match/enginespec.h"
#include "core/match/timecontrol.h"

#include <atomic>
#include <chrono>
#include <functional>
#include <memory>
#include <optional>

namespace kabir::match {

// What an engine learns about a game before it starts.
struct GameSetup {
    std::string variant;  // the engine's name for it
    std::string fen;      // empty: the variant's start position ("startpos", "new")
    int ranks = 8;        // of the board (XBoard's square names depend on it)
    bool fourArmies = false;
    TimeControl timeControl;
};

// A request for a move.
struct Turn {
    std::vector<std::string> moves;    // every move from the game's start position
    int team = 0;                      // the engine plays this team now: 0 first (White), 1 second
    std::int64_t clockMs[2] = {0, 0};  // both teams' clocks (first, second)
    std::int64_t incrementMs = 0;
    int movesToGo = 0;
    std::chrono::steady_clock::time_point deadline;
};

struct EngineAnswer {
    enum class Kind {
        Move,  // `move` holds what the engine played (not yet checked)
        Resign,
        Claim,         // claimed a result instead of moving
        Refused,       // called a legal move illegal, or a command an error
        Timeout,       // no move by the deadline
        Disconnected,  // the engine ended or closed its output
    };
    Kind kind = Kind::Timeout;
    std::string move;
    std::optional<int> scoreCp;  // the last score it reported, for its own side
    std::string detail;          // the engine's words, for the record
};

// Sees every line between the arbiter and the engines (true: sent to the engine).
using EngineLog = std::function<void(const std::string& engine, bool sent, const std::string& line)>;

class EngineClient {
public:
    virtual ~EngineClient();

    const EngineSpec& spec() const { return m_spec; }
    // The variants the engine says it plays, by its own names, once started: UCI_Variant's
    // values, or XBoard's `variants` feature; an engine that names none plays chess alone
    // ({"chess"}; XBoard's {"normal"}).
    const std::vector<std::string>& variants() const { return m_variants; }
    // Whether `variant` (the engine's name for it) is among them; "chess" and "normal" are one.
    bool plays(const std::string& variant) const;
    // Starts the program and completes the handshake within the start-up timeout.
    Result<bool> start();
    virtual Result<bool> newGame(const GameSetup& setup) = 0;
    virtual EngineAnswer play(const Turn& turn) = 0;
    virtual void gameOver(const std::string& pgnResult, const std::string& reason) = 0;
    // Says goodbye and ends the process.
    void quit();
    bool alive() const { return m_process && m_process->running(); }
    // How the process ended, or why it did not start.
    std::string exitText() const
    {
        return !m_startProblem.empty() ? m_startProblem : m_process ? m_process->exitText() : "not started";
    }
    void setLog(EngineLog log) { m_log = std::move(log); }
    // While set, every wait ends at once (as a timeout): the match is being stopped.
    void setCancel(const std::atomic<bool>* cancel) { m_cancel = cancel; }

protected:
    explicit EngineClient(EngineSpec spec) : m_spec(std::move(spec)) { }
    virtual Result<bool> handshake() = 0;
    virtual void sayGoodbye() = 0;

    bool send(const std::string& line);
    // Reads lines, handing each to `handle`, until it returns true (Line), the deadline
    // passes (Timeout) or the engine closes its output (Closed).
    EngineProcess::Read readUntil(
        std::chrono::steady_clock::time_point deadline, const std::function<bool(const std::string&)>& handle);
    std::chrono::steady_clock::time_point startupDeadline() const;
    Problem problem(const std::string& why) const { return Problem{"", 0, 0, m_spec.name, why}; }
    // The answer for a read that ended without a move.
    EngineAnswer failure(EngineProcess::Read read, std::optional<int> score);

    EngineSpec m_spec;
    std::unique_ptr<EngineProcess> m_process;
    std::vector<std::string> m_variants;

private:
    EngineLog m_log;
    const std::atomic<bool>* m_cancel = nullptr;
    std::string m_startProblem;
};

std::unique_ptr<EngineClient> makeEngineClient(const EngineSpec& spec);

// The words of a line ("info depth 3 score cp 20" → info, depth, 3, ...).
std::vector<std::string> splitWords(const std::string& line);
// A whole decimal integer ("-35"); nullopt for anything else.
std::optional<int> parseInteger(std::string_view text);

}  // namespace kabir::match
