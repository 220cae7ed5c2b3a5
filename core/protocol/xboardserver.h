#pragma once
// Kabir as an XBoard engine (CECP, protocol version 2, engine-intf.html), over the search
// Engine: reads commands from a stream and writes the replies to another until "quit" or the
// end of the input (docs/engine.md, "Protocols"). Chess is XBoard's "normal"; the other
// two-army variants are engine-defined variants, answered with "setup" and "piece" lines
// (xboardvariants.h). Moves and FENs are translated to XBoard's square names, which count the
// ranks of a ten-rank board from 0 (xboardsquares.h). The rule options are XBoard options
// named "VARIANT KEY" ("kaiserspiel ruleset"), taking effect at the next "new" or "variant".
// The engine announces the end of a game by the rules with "RESULT {comment}".

#include "core/protocol/enginesession.h"
#include "core/protocol/xboardtimecontrol.h"

#include <atomic>
#include <istream>
#include <map>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

namespace kabir::protocol {

class XBoardServer {
public:
    // `engine`: the engine's options at the start, the protocol's defaults unless given (the
    // fuzz target gives a 1 MB table: it makes a server per input).
    XBoardServer(std::istream& in, std::ostream& out, const search::EngineOptions& engine = {});

    void run();  // returns at "quit" or at the end of the input

private:
    bool handle(const std::string& command, const std::string& args);  // false at "quit"
    bool handleGameCommand(const std::string& command, const std::string& args);
    bool handleSettingCommand(const std::string& command, const std::string& args);
    void features();
    void newGame(const std::string& variantId);
    void setBoard(const std::string& fen);
    void userMove(const std::string& text);
    void undo(int plies);
    void setOption(const std::string& assignment);
    bool setEngineOption(const std::string& name, const std::string& value);
    void exclude(const std::string& move, bool excluded);
    void positionChanged();
    void think();
    search::Limits searchMoves(search::Limits limits);
    void answer(const SearchAnswer& answer);
    void reportLine(const SearchLine& line);  // on the search thread
    void reportResult();
    void statistics();
    void reply(const std::string& line) { m_session.out().line(line); }
    bool thinkingOnMove() const { return m_session.search().running() && !m_analyzing; }
    int ranks() const { return m_session.setup().definition().geometry.ranks(); }

    EngineSession m_session;
    std::map<std::string, OptionValues> m_ruleValues;  // by variant id
    XBoardTimeControl m_clock;
    search::EngineOptions m_options;
    std::vector<std::string> m_excluded;  // root moves not to search, Kabir's notation
    std::vector<std::string> m_pendingPongs;
    std::atomic<bool> m_post{false};
    bool m_force = false;
    bool m_analyzing = false;
    bool m_resultSent = false;
    int m_engineArmy = 1;
};

}  // namespace kabir::protocol
