#pragma once
// Kabir as a UCI engine, with Fairy-Stockfish's UCI_Variant, over the search Engine: reads
// commands from a stream and writes the replies to another until "quit" or the end of the
// input (docs/engine.md, "Protocols"). The rule options of the variants are string options
// named by their key in the variant files (RuleOptionValues); after UCI_Variant or a rule
// option the variant is announced as Fairy-Stockfish does ("info string variant ...") and its
// options are listed with their values ("info string option ..."). Positions are built
// through kabir::Game, so "position" takes every move form and, before the first move, the
// pre-game choice text; "go" where the engine is to make the choice answers "bestmove
// CHOICE". Four armies: wtime and winc are the first team's clock (Red and Yellow).

#include "core/protocol/enginesession.h"
#include "core/protocol/ruleoptionvalues.h"
#include "core/search/skill.h"

#include <istream>
#include <optional>
#include <ostream>
#include <sstream>
#include <string>
#include <vector>

namespace kabir::protocol {

class UciServer {
public:
    // `engine`: the engine's options at the start, the protocol's defaults unless given (the
    // fuzz target gives a 1 MB table: it makes a server per input).
    UciServer(std::istream& in, std::ostream& out, const search::EngineOptions& engine = {});

    // Returns at "quit" or at the end of the input, after the running search's bestmove.
    void run();

private:
    struct SpinOption {
        const char* name;
        int defaultValue;
        int min;
        int max;
        int* value;
    };

    bool handle(const std::string& line);  // false at "quit"
    void identify();
    void setOption(const std::string& name, const std::string& value);
    bool setEngineOption(const std::string& name, const std::string& value);
    void setRuleOption(const std::string& key, const std::string& value);
    void selectVariant(const std::string& id);
    void announceVariant();
    void position(std::istringstream& args);
    void go(std::istringstream& args);
    void answer(const SearchAnswer& answer);
    void reportLine(const SearchLine& line);  // on the search thread
    void error(const std::string& message);
    void reply(const std::string& line) { m_session.out().line(line); }
    std::vector<SpinOption> spinOptions();
    void applyEngineOptions();

    EngineSession m_session;
    RuleOptionValues m_ruleValues;
    search::EngineOptions m_options;
    int m_skillLevel = search::EngineOptions::kMaxSkillLevel;
    int m_elo = search::kMaxElo;
    bool m_limitStrength = false;
    bool m_pondering = false;
    bool m_infinite = false;  // the running search is one until stopped
};

}  // namespace kabir::protocol
