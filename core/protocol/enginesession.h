#pragma once
// What both protocol servers are made of: the input, read line by line into an event queue;
// the output; the engine with the GameSearch that runs it on a game; the game setup and the
// game being played or analysed. A server's one loop takes the events with next() and
// starts searches with startSearch(), whose answers come back as events.

#include "core/protocol/eventqueue.h"
#include "core/protocol/gamesearch.h"
#include "core/protocol/gamesetup.h"
#include "core/protocol/protocoloutput.h"
#include "core/search/engine.h"

#include <istream>
#include <optional>
#include <ostream>

namespace kabir::protocol {

class EngineSession {
public:
    // `engine`: the engine's options at the start (Engine's constructor).
    EngineSession(std::istream& in, std::ostream& out, const search::EngineOptions& engine = {});
    ~EngineSession();  // abandons the running search

    SessionEvent next();  // the first call starts reading the input
    // Starts a search on game(), which must be set; its answer comes as an event.
    void startSearch(const search::Limits& limits, GameSearch::LineCallback onLine);

    ProtocolOutput& out() { return m_out; }
    search::Engine& engine() { return m_engine; }
    GameSearch& search() { return m_search; }
    const GameSearch& search() const { return m_search; }
    GameSetup& setup() { return m_setup; }
    const GameSetup& setup() const { return m_setup; }
    std::optional<Game>& game() { return m_game; }
    void newGame() { m_game = m_setup.game().value(); }  // from the setup's start position

private:
    std::istream& m_in;
    bool m_reading = false;
    ProtocolOutput m_out;
    EventQueue m_queue;  // before the engine, whose search thread posts to it until joined
    search::Engine m_engine;
    GameSearch m_search{m_engine};
    GameSetup m_setup;
    std::optional<Game> m_game;
};

}  // namespace kabir::protocol
