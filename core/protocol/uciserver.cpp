#include "core/protocol/uciserver.h"

#include "core/record/notation.h"
#include "core/protocol/engineid.h"
#include "core/search/skill.h"
#include "core/catalog/variantcatalog.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <type_traits>

namespace kabir::protocol {
namespace {

std::string lowerCase(std::string text)
{
    std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return text;
}

bool readInt(const std::string& text, int min, int max, int& out)
{
    int value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size() || value < min || value > max)
        return false;
    out = value;
    return true;
}

std::string scoreText(const search::Info& info)
{
    std::string text
        = info.decisive() ? "mate " + std::to_string(info.movesToEnd()) : "cp " + std::to_string(info.value);
    if (info.bound == search::Info::BoundKind::Lower)
        text += " lowerbound";
    else if (info.bound == search::Info::BoundKind::Upper)
        text += " upperbound";
    return text;
}

}  // namespace

UciServer::UciServer(std::istream& in, std::ostream& out, const search::EngineOptions& engine)
    : m_session(in, out, engine), m_options(m_session.engine().options())
{
}

void UciServer::run()
{
    // After "quit" or the end of the input, the running search's answer is still given: at
    // once after "quit" or for a search until stopped, else when the search is done.
    bool ending = false;
    while (!ending || m_session.search().running()) {
        const SessionEvent event = m_session.next();
        if (event.kind == SessionEvent::Kind::Answer) {
            answer(event.answer);
        } else if (event.kind == SessionEvent::Kind::EndOfInput || !handle(event.line)) {
            if (event.kind == SessionEvent::Kind::Line || m_infinite)
                m_session.search().stop();
            ending = true;
        }
    }
}

bool UciServer::handle(const std::string& line)
{
    std::istringstream args(line);
    std::string command;
    if (!(args >> command))
        return true;
    if (command == "uci") {
        identify();
    } else if (command == "isready") {
        reply("readyok");
    } else if (command == "setoption") {
        // setoption name NAME WITH SPACES [value VALUE]
        std::string word, name, value;
        args >> word;
        while (args >> word && word != "value")
            name += (name.empty() ? "" : " ") + word;
        if (word == "value")
            std::getline(args >> std::ws, value);
        setOption(name, value);
    } else if (command == "ucinewgame") {
        m_session.search().stop();
        m_session.engine().newGame();
        m_session.newGame();
    } else if (command == "position") {
        position(args);
    } else if (command == "go") {
        go(args);
    } else if (command == "stop") {
        m_pondering = false;
        m_session.search().stop();
    } else if (command == "ponderhit") {
        // Kabir does not ponder: a "go ponder" searches until this, then answers at once.
        if (m_pondering)
            m_session.search().stop();
        m_pondering = false;
    } else if (command == "quit") {
        return false;
    } else {
        error("unknown command: " + line);
    }
    return true;
}

std::vector<UciServer::SpinOption> UciServer::spinOptions()
{
    return {
        {"Hash", 16, 1, 65536, &m_options.hashMegabytes},
        {"Threads", 1, 1, 256, &m_options.threads},
        {"MultiPV", 1, 1, 256, &m_options.multiPv},
        {"Skill Level", search::EngineOptions::kMaxSkillLevel, 0, search::EngineOptions::kMaxSkillLevel, &m_skillLevel},
        {"UCI_Elo", search::kMaxElo, search::kMinElo, search::kMaxElo, &m_elo},
        {"Move Overhead", 30, 0, 5000, &m_options.moveOverheadMs},
    };
}

void UciServer::identify()
{
    reply("id name " + engineName());
    reply("id author " + engineAuthor());
    std::string variants = "option name UCI_Variant type combo default chess";
    for (const VariantFile& v : VariantCatalog::builtIn().variants())
        variants += " var " + v.id();
    reply(variants);
    for (const SpinOption& o : spinOptions()) {
        reply("option name " + std::string(o.name) + " type spin default " + std::to_string(o.defaultValue) + " min "
            + std::to_string(o.min) + " max " + std::to_string(o.max));
        if (std::string(o.name) == "Skill Level")
            reply("option name UCI_LimitStrength type check default false");
    }
    reply("option name Clear Hash type button");
    for (const RuleOptionValues::Key& key : RuleOptionValues::allKeys()) {
        std::string line = "option name " + key.key + " type combo default " + RuleOptionValues::kVariantDefault
            + " var " + RuleOptionValues::kVariantDefault;
        for (const std::string& value : key.values)
            line += " var " + value;
        reply(line);
    }
    reply("uciok");
}

void UciServer::setOption(const std::string& name, const std::string& value)
{
    if (lowerCase(name) == "uci_variant")
        selectVariant(value);
    else if (!setEngineOption(name, value))
        setRuleOption(name, value);
}

bool UciServer::setEngineOption(const std::string& name, const std::string& value)
{
    const std::string lower = lowerCase(name);
    if (lower == "clear hash") {
        m_session.engine().newGame();
        return true;
    }
    if (lower == "uci_limitstrength") {
        if (value != "true" && value != "false")
            error("'UCI_LimitStrength': \"" + value + "\" is not true or false");
        m_limitStrength = value == "true";
        applyEngineOptions();
        return true;
    }
    for (const SpinOption& o : spinOptions()) {
        if (lowerCase(o.name) != lower)
            continue;
        if (!readInt(value, o.min, o.max, *o.value))
            error("'" + std::string(o.name) + "': \"" + value + "\" is not a whole number from " + std::to_string(o.min)
                + " to " + std::to_string(o.max));
        applyEngineOptions();
        return true;
    }
    return false;
}

void UciServer::applyEngineOptions()
{
    search::EngineOptions options = m_options;
    options.skillLevel = m_limitStrength ? search::skillLevelForElo(m_elo) : m_skillLevel;
    m_session.engine().setOptions(options);
}

void UciServer::setRuleOption(const std::string& key, const std::string& value)
{
    auto set = m_ruleValues.set(key, value);
    if (!set) {
        error(set.errorText());
        return;
    }
    selectVariant(m_session.setup().variant().id());
    const auto& options = m_session.setup().variant().options();
    if (std::none_of(options.begin(), options.end(), [&](const OptionDefinition& o) { return o.key == key; }))
        reply("info string " + key + " kept for the variants that have it; " + m_session.setup().variant().id()
            + " has not");
}

void UciServer::selectVariant(const std::string& id)
{
    const VariantFile* variant = VariantCatalog::builtIn().find(id);
    if (!variant) {
        error("'UCI_Variant': \"" + id + "\" is not a variant of Kabir");
        return;
    }
    std::vector<Problem> rejected;
    const OptionValues values = m_ruleValues.forVariant(*variant, rejected);
    for (const Problem& p : rejected)
        error(p.toString());
    auto selected = m_session.setup().select(id, values);
    if (!selected) {
        error(selected.errorText());
        return;
    }
    m_session.newGame();
    announceVariant();
}

// Fairy-Stockfish's line (uci.cpp, on_variant_change), which its GUIs read to draw the board,
// then the variant's rule options with their values.
void UciServer::announceVariant()
{
    const Geometry& g = m_session.setup().definition().geometry;
    reply("info string variant " + m_session.setup().variant().id() + " files " + std::to_string(g.files()) + " ranks "
        + std::to_string(g.ranks()) + " pocket " + std::to_string(m_session.setup().handSize())
        + " template fairy startpos " + m_session.setup().startFen());
    for (const OptionDefinition& o : m_session.setup().variant().options()) {
        std::string text = "info string option " + o.key + " type combo default " + o.defaultValue + " value "
            + m_session.setup().options().at(o.key);
        for (const OptionChoice& c : o.values)
            text += " var " + c.id;
        reply(text);
    }
}

void UciServer::position(std::istringstream& args)
{
    std::string token, fen;
    args >> token;
    if (token == "fen") {
        while (args >> token && token != "moves")
            fen += (fen.empty() ? "" : " ") + token;
    } else if (token == "startpos") {
        args >> token;
    } else {
        error("position: expected startpos or fen, got \"" + token + "\"");
        return;
    }
    auto game = m_session.setup().game(fen);
    if (!game) {
        error("position: " + game.errorText());
        m_session.newGame();
        return;
    }
    m_session.game() = std::move(game).value();
    if (token != "moves")
        return;
    while (args >> token) {
        auto played = m_session.game()->play(token);
        if (!played) {
            std::string reason = played.errorText();
            if (!reason.empty() && reason.back() == '.')
                reason.pop_back();
            error("position: " + reason + "; the moves before it are played");
            return;
        }
    }
}

void UciServer::go(std::istringstream& args)
{
    search::Limits limits;
    m_pondering = false;
    m_infinite = false;
    std::string token, bad;
    // The whole number after `token`; a word that is not one is reported once, by name.
    auto number = [&](auto& target) {
        std::string word;
        args >> word;
        using Number = std::remove_reference_t<decltype(target)>;
        Number value{};
        const auto [end, error] = std::from_chars(word.data(), word.data() + word.size(), value);
        if (error == std::errc() && end == word.data() + word.size() && !word.empty())
            target = value;
        else if (bad.empty() && !word.empty())  // nothing after it at the end of the line: ignored
            bad = "go: " + token + " takes a whole number, not \"" + word + "\"; not searching";
    };
    while (args >> token) {
        if (token == "wtime" || token == "btime")
            number(limits.time[token == "btime"]);
        else if (token == "winc" || token == "binc")
            number(limits.increment[token == "binc"]);
        else if (token == "movestogo")
            number(limits.movesToGo);
        else if (token == "movetime")
            number(limits.moveTime);
        else if (token == "depth")
            number(limits.depth);
        else if (token == "nodes")
            number(limits.nodes);
        else if (token == "infinite")
            m_infinite = limits.infinite = true;
        else if (token == "ponder")
            m_infinite = m_pondering = limits.infinite = true;
        else if (token == "searchmoves")
            while (args >> token) {
                Position pos = m_session.game()->position();
                if (auto move = parseMove(pos, token))
                    limits.searchMoves.push_back(move.value());
                else
                    error("searchmoves: " + move.errorText());
            }
    }
    if (!bad.empty()) {
        error(bad);
        return;
    }
    m_session.startSearch(limits, [this](const SearchLine& line) { reportLine(line); });
}

void UciServer::reportLine(const SearchLine& line)
{
    const search::Info& i = line.info;
    std::string text = "info depth " + std::to_string(i.depth) + " seldepth " + std::to_string(i.selectiveDepth)
        + " multipv " + std::to_string(i.multiPv) + " score " + scoreText(i) + " nodes " + std::to_string(i.nodes)
        + " nps " + std::to_string(i.nodesPerSecond) + " hashfull " + std::to_string(i.hashfull) + " time "
        + std::to_string(i.timeMs) + " pv";
    for (const std::string& m : line.pv)
        text += " " + m;
    reply(text);
}

void UciServer::answer(const SearchAnswer& a)
{
    if (!m_session.search().accept(a))
        return;
    m_pondering = m_infinite = false;
    if (a.kind == SearchAnswer::Kind::None) {
        // As Stockfish: a finished game has no best move.
        search::Info info;
        info.value = a.value;
        reply("info depth 0 score " + scoreText(info));
        reply("bestmove (none)");
        return;
    }
    reply("bestmove " + a.move + (a.ponder.empty() ? "" : " ponder " + a.ponder));
}

void UciServer::error(const std::string& message)
{
    reply("info string error: " + message);
}

}  // namespace kabir::protocol
