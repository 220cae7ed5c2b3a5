#pragma once
// Runs the engine for a protocol server on a game as it stands and reports in text. Before
// the first move of a game with a pre-game choice the answer is the engine's choice (decided
// at once by short searches, search/prechoice.h); in a finished game it is "none" with the
// game's value; otherwise the engine searches. A search asked to run until stopped holds even
// an answer known at once until stop(), as UCI requires.
//
// Every start() gets an id that its answer carries: the server, which takes answers from its
// event queue, accept()s only the running search's, so answers of searches it abandoned are
// dropped. Used from the server's thread only, except that the callbacks run on the search
// thread (or, for an answer known at once, inside start() and stop()).

#include "core/record/game.h"
#include "core/protocol/searchreport.h"
#include "core/search/engine.h"

#include <functional>
#include <mutex>
#include <optional>

namespace kabir::protocol {

class GameSearch {
public:
    using LineCallback = std::function<void(const SearchLine&)>;
    using AnswerCallback = std::function<void(const SearchAnswer&)>;

    explicit GameSearch(search::Engine& engine) : m_engine(engine) { }

    // Abandons a running search first.
    void start(const Game& game, const search::Limits& limits, LineCallback onLine, AnswerCallback onAnswer);
    void stop();     // the answer follows: a held one at once, the engine's when it has stopped
    void abandon();  // stops and waits; an answer still to come is no longer accepted
    // Whether `answer` is the running search's; accepting it ends that search.
    bool accept(const SearchAnswer& answer);
    bool running() const { return m_running; }
    // The last line reported by the running or the last search (for XBoard's "." command).
    SearchLine lastLine() const;

private:
    // The pre-game choice, or none when the game is over; nothing while the game goes on.
    std::optional<SearchAnswer> answerAtOnce(Game game);
    void report(const Position& root, const search::Info& info, const LineCallback& onLine);

    search::Engine& m_engine;
    int m_id = 0;
    bool m_running = false;
    std::optional<SearchAnswer> m_held;
    AnswerCallback m_heldCallback;
    mutable std::mutex m_lastMutex;
    SearchLine m_last;
};

}  // namespace kabir::protocol
