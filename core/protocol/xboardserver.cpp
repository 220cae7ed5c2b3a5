#include "core/protocol/xboardserver.h"

#include "core/record/notation.h"
#include "core/protocol/engineid.h"
#include "core/board/xboardsquares.h"
#include "core/protocol/xboardvariants.h"
#include "core/catalog/variantcatalog.h"

#include <algorithm>
#include <regex>
#include <sstream>

namespace kabir::protocol {
namespace {

bool readInt(const std::string& text, int min, int max, int& out)
{
    std::istringstream in(text);
    int value = 0;
    if (!(in >> value) || !(in >> std::ws).eof() || value < min || value > max)
        return false;
    out = value;
    return true;
}

// What a GUI would send as a move: coordinates, a drop, castling or a multi-leg move.
bool looksLikeMove(const std::string& text)
{
    // std::regex matches recursively, a frame per character: a line of a few hundred
    // thousand characters would overflow the stack. No move is nearly this long.
    if (text.size() > 200)
        return false;
    static const std::regex move(
        "([A-Z]@)?[a-p][0-9]{1,2}([a-p][0-9]{1,2})+[a-z]?(,.*)?|[A-Z]@[a-p][0-9]{1,2}|O-O(-O)?|@@@@");
    return std::regex_match(text, move);
}

std::string resultComment(const Outcome& outcome, const VariantDefinition& definition)
{
    std::string kind = outcome.kindId();
    std::replace(kind.begin(), kind.end(), '-', ' ');
    if (outcome.winner < 0)
        return "Draw: " + kind;
    return definition.armies[std::size_t(outcome.winner)].name + " wins: " + kind;
}

// What a setting command takes, for its error message (no ':' or ')' in it, which would end
// the error type for the GUI).
std::string expectedArguments(const std::string& command)
{
    if (command == "level")
        return "level takes MPS BASE INC, as in level 40 5 0 or level 0 2:30 1";
    if (command == "st")
        return "st takes a number of seconds above 0";
    if (command == "sd")
        return "sd takes a depth in plies";
    if (command == "time" || command == "otim")
        return command + " takes a whole number of centiseconds";
    return command + " takes a whole number from 0 to 65536";
}

// Why a move was refused, for "Illegal move (REASON): MOVE", without the position, whose
// FEN may hold ':' (which would end the reason for the GUI).
std::string illegalReason(const std::vector<Problem>& problems)
{
    const std::string& message = problems.empty() ? std::string() : problems.front().message;
    if (message.rfind("is ambiguous", 0) == 0)
        return "ambiguous here";
    if (message.rfind("the game is over", 0) == 0)
        return "the game is over";
    return "not a legal move in this position";
}

}  // namespace

XBoardServer::XBoardServer(std::istream& in, std::ostream& out, const search::EngineOptions& engine)
    : m_session(in, out, engine), m_options(m_session.engine().options())
{
}

void XBoardServer::run()
{
    for (;;) {
        const SessionEvent event = m_session.next();
        if (event.kind == SessionEvent::Kind::EndOfInput)
            break;
        if (event.kind == SessionEvent::Kind::Answer) {
            answer(event.answer);
        } else {
            std::istringstream line(event.line);
            std::string command, args;
            line >> command;
            std::getline(line >> std::ws, args);
            if (!command.empty() && !handle(command, args))
                break;
        }
        if (!thinkingOnMove()) {
            for (const std::string& pong : m_pendingPongs)
                reply(pong);
            m_pendingPongs.clear();
        }
    }
}

bool XBoardServer::handle(const std::string& command, const std::string& args)
{
    if (command == "quit")
        return false;
    if (handleGameCommand(command, args) || handleSettingCommand(command, args))
        return true;
    if (m_session.game()) {
        Position pos = m_session.game()->position();
        if (parseMove(pos, fromXBoardSquares(command, ranks())).ok() || looksLikeMove(command)) {
            userMove(command);
            return true;
        }
    }
    reply("Error (unknown command): " + command);
    return true;
}

bool XBoardServer::handleGameCommand(const std::string& command, const std::string& args)
{
    if (command == "new") {
        newGame("chess");
    } else if (command == "variant") {
        const std::string id = variantIdFromXBoard(args);
        const VariantFile* variant = VariantCatalog::builtIn().find(id);
        if (!variant || !xboardCanPlay(*variant)) {
            reply("Error (unsupported variant): " + args);
            return true;
        }
        newGame(id);
        for (const std::string& line : xboardVariantLines(m_session.setup().definition()))
            reply(line);
    } else if (command == "force" || command == "result") {
        m_session.search().abandon();
        m_force = true;
    } else if (command == "go" || command == "playother") {
        m_session.search().abandon();
        m_force = false;
        if (m_session.game()) {
            const Army side = m_session.game()->position().sideToMove();
            m_engineArmy = command == "go" ? side : Army((side + 1) % m_session.game()->position().rules().armyCount());
        }
        think();
    } else if (command == "usermove") {
        userMove(args);
    } else if (command == "setboard") {
        setBoard(args);
    } else if (command == "undo" || command == "remove") {
        undo(command == "undo" ? 1 : 2);
    } else if (command == "?") {
        if (thinkingOnMove())
            m_session.search().stop();
    } else if (command == "analyze") {
        m_analyzing = true;
        think();
    } else if (command == "exit") {
        m_session.search().abandon();
        m_analyzing = false;
    } else if (command == ".") {
        statistics();
    } else if (command == "exclude" || command == "include") {
        exclude(args, command == "exclude");
    } else {
        return false;
    }
    return true;
}

bool XBoardServer::handleSettingCommand(const std::string& command, const std::string& args)
{
    static const char* const ignored[] = {"xboard", "accepted", "rejected", "random", "computer", "name", "rating",
        "ics", "hard", "easy", "draw", "white", "black"};
    bool ok = true;
    if (command == "protover") {
        features();
    } else if (command == "ping") {
        m_pendingPongs.push_back("pong " + args);
    } else if (command == "level") {
        ok = m_clock.level(args);
    } else if (command == "st") {
        ok = m_clock.fixedTime(args);
    } else if (command == "sd") {
        ok = m_clock.depth(args);
    } else if (command == "time") {
        ok = m_clock.engineClock(args);
    } else if (command == "otim") {
        ok = m_clock.opponentClock(args);
    } else if (command == "memory") {
        ok = setEngineOption("Hash", args);
    } else if (command == "cores") {
        ok = setEngineOption("Threads", args);
    } else if (command == "option") {
        setOption(args);
    } else if (command == "post" || command == "nopost") {
        m_post = command == "post";
    } else if (std::find(std::begin(ignored), std::end(ignored), command) == std::end(ignored)) {
        return false;
    }
    if (!ok)
        reply("Error (" + expectedArguments(command) + "): " + command + " " + args);
    return true;
}

void XBoardServer::features()
{
    std::string variants;
    for (const VariantFile& v : VariantCatalog::builtIn().variants()) {
        if (!xboardCanPlay(v))
            continue;
        variants += variants.empty() ? "" : ",";
        variants += xboardVariantName(v.id());
    }
    reply("feature done=0");
    reply("feature ping=1 setboard=1 playother=1 usermove=1 time=1 reuse=1 analyze=1 colors=0 name=0 nps=0 "
          "memory=1 smp=1 exclude=1 sigint=0 sigterm=0 san=0");
    reply("feature myname=\"" + engineName() + "\" variants=\"" + variants + "\"");
    reply("feature option=\"Hash -spin 16 1 65536\"");
    reply("feature option=\"Threads -spin 1 1 256\"");
    reply("feature option=\"Skill Level -spin 20 0 20\"");
    for (const VariantFile& v : VariantCatalog::builtIn().variants()) {
        if (!xboardCanPlay(v))
            continue;
        for (const OptionDefinition& o : v.options()) {
            const std::vector<std::string> values = xboardOptionValues(v, o);
            if (values.size() < 2)
                continue;
            std::string line = "feature option=\"" + v.id() + " " + o.key + " -combo";
            for (std::size_t i = 0; i < values.size(); ++i) {
                line += i ? " /// " : " ";
                line += (values[i] == o.defaultValue ? "*" : "") + values[i];
            }
            reply(line + "\"");
        }
    }
    reply("feature done=1");
}

void XBoardServer::newGame(const std::string& variantId)
{
    m_session.search().abandon();
    m_session.engine().newGame();
    m_force = false;
    m_engineArmy = 1;
    m_clock.newGame();
    if (!m_session.setup().select(variantId, m_ruleValues[variantId]))
        m_session.setup().select(variantId);
    m_session.newGame();
    positionChanged();
}

void XBoardServer::setBoard(const std::string& fen)
{
    m_session.search().abandon();
    auto game = m_session.setup().game(fenFromXBoard(fen, ranks()));
    if (!game) {
        m_session.game().reset();
        std::string why;
        for (const Problem& p : game.problems())
            why += (why.empty() ? "" : "; ") + p.toString();
        reply("tellusererror Illegal position (setboard): " + why);
        return;
    }
    m_session.game() = std::move(game).value();
    positionChanged();
}

void XBoardServer::userMove(const std::string& text)
{
    if (!m_session.game() || m_session.game()->choosingArmy() >= 0) {
        reply(std::string("Illegal move (")
            + (m_session.game() ? "the choice before the first move comes first" : "no position: setboard failed")
            + "): " + text);
        return;
    }
    m_session.search().abandon();
    auto played = m_session.game()->play(fromXBoardSquares(text, ranks()));
    if (!played) {
        reply("Illegal move (" + illegalReason(played.problems()) + "): " + text);
        think();  // analysis goes on
        return;
    }
    positionChanged();
}

void XBoardServer::undo(int plies)
{
    m_session.search().abandon();
    for (int i = 0; i < plies && m_session.game(); ++i)
        m_session.game()->undo();
    positionChanged();
}

void XBoardServer::setOption(const std::string& assignment)
{
    const std::size_t eq = assignment.find('=');
    const std::string name = assignment.substr(0, eq);
    const std::string value = eq == std::string::npos ? std::string() : assignment.substr(eq + 1);
    if (setEngineOption(name, value))
        return;
    const std::size_t space = name.find(' ');
    const VariantFile* variant = VariantCatalog::builtIn().find(name.substr(0, space));
    const std::string key = space == std::string::npos ? std::string() : name.substr(space + 1);
    const auto& options = variant ? variant->options() : std::vector<OptionDefinition>();
    const auto option
        = std::find_if(options.begin(), options.end(), [&](const OptionDefinition& o) { return o.key == key; });
    if (option == options.end() || !xboardCanPlay(*variant)) {
        reply("Error (unknown option): " + name);
        return;
    }
    const std::vector<std::string> values = xboardOptionValues(*variant, *option);
    if (std::find(values.begin(), values.end(), value) == values.end()) {
        std::string allowed;
        for (const std::string& v : values)
            allowed += (allowed.empty() ? "" : ", ") + v;
        reply("Error (not a value of " + key + "; the values are " + allowed + "): " + assignment);
        return;
    }
    m_ruleValues[variant->id()][key] = value;
}

bool XBoardServer::setEngineOption(const std::string& name, const std::string& value)
{
    int* target = name == "Hash" ? &m_options.hashMegabytes
        : name == "Threads"      ? &m_options.threads
        : name == "Skill Level"  ? &m_options.skillLevel
                                 : nullptr;
    if (!target)
        return false;
    if (!readInt(value, 0, 65536, *target))
        reply("Error (" + name + " takes a whole number from 0 to 65536): " + name + "=" + value);
    // A search on move is stopped and its move played ("cores" may come during a game); an
    // analysis starts again with the new settings.
    m_session.engine().setOptions(m_options);
    m_options = m_session.engine().options();
    if (m_analyzing)
        think();
    return true;
}

void XBoardServer::exclude(const std::string& move, bool excluded)
{
    if (!m_session.game())
        return;
    if (move == "all") {
        m_excluded = excluded ? m_session.game()->legalMoves() : std::vector<std::string>();
    } else {
        Position pos = m_session.game()->position();
        auto parsed = parseMove(pos, fromXBoardSquares(move, ranks()));
        if (!parsed) {
            reply("Illegal move (" + illegalReason(parsed.problems()) + "): " + move);
            return;
        }
        const std::string text = coordinateText(pos, parsed.value());
        m_excluded.erase(std::remove(m_excluded.begin(), m_excluded.end(), text), m_excluded.end());
        if (excluded)
            m_excluded.push_back(text);
    }
    if (m_analyzing)
        think();
}

void XBoardServer::positionChanged()
{
    m_excluded.clear();
    m_resultSent = false;
    if (m_session.game() && !m_analyzing && m_session.game()->outcome().over())
        reportResult();
    think();
}

void XBoardServer::think()
{
    if (!m_session.game())
        return;
    const Position& pos = m_session.game()->position();
    search::Limits limits;
    if (m_analyzing) {
        limits.infinite = true;
    } else if (!m_force && pos.sideToMove() == m_engineArmy && !m_session.game()->outcome().over()) {
        limits = m_clock.limits(pos.rules().teamOf(pos.sideToMove()), pos.fullmoveNumber());
    } else {
        return;
    }
    limits = searchMoves(limits);
    if (m_analyzing && !m_excluded.empty() && limits.searchMoves.empty())
        return;  // every move excluded: nothing to analyse
    m_session.startSearch(limits, [this](const SearchLine& line) { reportLine(line); });
}

search::Limits XBoardServer::searchMoves(search::Limits limits)
{
    if (m_excluded.empty())
        return limits;
    Position pos = m_session.game()->position();
    for (const std::string& text : m_session.game()->legalMoves())
        if (std::find(m_excluded.begin(), m_excluded.end(), text) == m_excluded.end())
            limits.searchMoves.push_back(parseMove(pos, text).value());
    return limits;
}

void XBoardServer::answer(const SearchAnswer& a)
{
    if (!m_session.search().accept(a) || m_analyzing)
        return;
    if (a.kind == SearchAnswer::Kind::None || !m_session.game()->play(a.move)) {
        reportResult();
        return;
    }
    reply("move " + toXBoardSquares(a.move, ranks()));
    positionChanged();
}

// Thinking output (section 10): ply, score (mate in N as 100000 + N), time in centiseconds,
// nodes and the line, ending in "?" for a fail low and "!" for a fail high.
void XBoardServer::reportLine(const SearchLine& line)
{
    const search::Info& i = line.info;
    if (!m_post || i.multiPv != 1)
        return;
    const int mate = i.movesToEnd();
    const long long score = !i.decisive() ? i.value : i.value > 0 ? 100000 + mate : -100000 + mate;
    std::string text = std::to_string(i.depth) + " " + std::to_string(score) + " " + std::to_string(i.timeMs / 10) + " "
        + std::to_string(i.nodes);
    for (const std::string& m : line.pv) {
        text += ' ';
        text += toXBoardSquares(m, ranks());
    }
    if (i.bound != search::Info::BoundKind::Exact)
        text += i.bound == search::Info::BoundKind::Upper ? "?" : "!";
    reply(text);
}

void XBoardServer::reportResult()
{
    if (m_resultSent || !m_session.game())
        return;
    const Outcome outcome = m_session.game()->outcome();
    if (!outcome.over())
        return;
    m_resultSent = true;
    reply(outcome.pgnResult() + " {" + resultComment(outcome, m_session.setup().definition()) + "}");
}

// Analysis status for "." (section 12): time, nodes, depth, moves left and all moves.
void XBoardServer::statistics()
{
    if (!m_analyzing || !m_session.game())
        return;
    const SearchLine line = m_session.search().lastLine();
    reply("stat01: " + std::to_string(line.info.timeMs / 10) + " " + std::to_string(line.info.nodes) + " "
        + std::to_string(line.info.depth) + " 0 " + std::to_string(m_session.game()->legalMoves().size()));
}

}  // namespace kabir::protocol
