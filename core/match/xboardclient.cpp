#include "core/match/xboardclient.h"

#include "core/board/xboardsquares.h"

#include <cctype>
#include <sstream>

namespace kabir::match {
namespace {

// The features we take; `san` we decline, so moves stay in coordinate notation.
bool acceptable(const std::string& name)
{
    for (const char* known : {"ping", "setboard", "playother", "time", "draw", "sigint", "sigterm", "reuse", "analyze",
             "myname", "variants", "colors", "ics", "name", "pause", "nps", "debug", "memory", "smp", "egt", "option",
             "done", "usermove", "exclude", "setscore", "highlight"})
        if (name == known)
            return true;
    return false;
}

// "feature ping=1 myname="Sjaak II 1.4" done=1" → (ping, 1), (myname, Sjaak II 1.4), (done, 1).
std::vector<std::pair<std::string, std::string>> featurePairs(const std::string& line)
{
    std::vector<std::pair<std::string, std::string>> pairs;
    std::size_t i = line.find(' ');
    while (i != std::string::npos && i < line.size()) {
        while (i < line.size() && line[i] == ' ')
            ++i;
        const std::size_t eq = line.find('=', i);
        if (eq == std::string::npos)
            break;
        const std::string name = line.substr(i, eq - i);
        std::size_t end;
        std::string value;
        if (eq + 1 < line.size() && line[eq + 1] == '"') {
            end = line.find('"', eq + 2);
            value = line.substr(eq + 2, end == std::string::npos ? std::string::npos : end - eq - 2);
            end = end == std::string::npos ? line.size() : end + 1;
        } else {
            end = std::min(line.find(' ', eq), line.size());
            value = line.substr(eq + 1, end - eq - 1);
        }
        pairs.emplace_back(name, value);
        i = end;
    }
    return pairs;
}

// A move as the engine wrote it, in Kabir's notation: squares renumbered, "=Q" and a capital
// promotion letter after the squares made lower case ("e8e9Q" → "e9e10q" on 10 ranks).
std::string kabirMove(const std::string& text, int ranks)
{
    std::string move;
    for (char c : text)
        if (c != '=')
            move += c;
    if (move.size() > 2 && std::isupper(static_cast<unsigned char>(move.back()))
        && std::isdigit(static_cast<unsigned char>(move[move.size() - 2])))
        move.back() = char(std::tolower(static_cast<unsigned char>(move.back())));
    return fromXBoardSquares(move, ranks);
}

bool isResultClaim(const std::string& word)
{
    return word == "1-0" || word == "0-1" || word == "1/2-1/2";
}

// "1:30" for 90 s, "0:10", "5": XBoard's level takes minutes or minutes:seconds.
std::string levelBase(std::int64_t ms)
{
    const std::int64_t seconds = (ms + 999) / 1000;
    return seconds % 60 ? std::to_string(seconds / 60) + ":" + std::to_string(seconds % 60)
                        : std::to_string(seconds / 60);
}

// "0.05", "2", "1.5": seconds with as many decimals as needed.
std::string secondsText(std::int64_t ms)
{
    std::string text = std::to_string(ms / 1000);
    if (ms % 1000) {
        std::string fraction = std::to_string(1000 + ms % 1000).substr(1);
        fraction.erase(fraction.find_last_not_of('0') + 1);
        text += "." + fraction;
    }
    return text;
}

}  // namespace

bool XboardClient::readFeatures(const std::string& line)
{
    bool done = false;
    for (const auto& [name, value] : featurePairs(line)) {
        if (name == "done") {
            done = value == "1";
            m_doneZero = m_doneZero || value == "0";
        } else if (name == "usermove") {
            m_usermove = value == "1";
        } else if (name == "ping") {
            m_ping = value == "1";
        } else if (name == "setboard") {
            m_setboard = value == "1";
        } else if (name == "myname" && m_spec.name.empty()) {
            m_spec.name = value;
        } else if (name == "variants") {
            m_variants.clear();  // variants="normal,capablanca,..."
            std::istringstream list(value);
            for (std::string variant; std::getline(list, variant, ',');)
                if (!variant.empty())
                    m_variants.push_back(variant);
        }
        if (name != "done")
            send((acceptable(name) ? "accepted " : "rejected ") + name);
    }
    return done;
}

Result<bool> XboardClient::handshake()
{
    if (!send("xboard") || !send("protover 2"))
        return problem("does not read its input: " + exitText());
    const auto read = readUntil(startupDeadline(),
        [&](const std::string& line) { return line.rfind("feature ", 0) == 0 && readFeatures(line); });
    if (read == EngineProcess::Read::Closed)
        return problem("ended during the XBoard handshake: " + exitText());
    if (read == EngineProcess::Read::Timeout && m_doneZero)
        return problem("no feature done=1 within " + std::to_string(m_spec.startupTimeoutMs) + " ms");
    if (m_variants.empty())
        m_variants = {"normal"};
    for (const auto& [name, value] : m_spec.options)
        send("option " + name + "=" + value);
    for (const std::string& command : m_spec.initCommands)
        send(command);
    return synchronize();
}

Result<bool> XboardClient::synchronize()
{
    if (!m_ping)
        return true;
    const std::string pong = "pong " + std::to_string(++m_pingCount);
    send("ping " + std::to_string(m_pingCount));
    const auto read = readUntil(startupDeadline(), [&](const std::string& line) {
        if (line.rfind("feature ", 0) == 0)
            readFeatures(line);  // an engine may tell its features again (Sjaak after a variant file)
        return line == pong;
    });
    if (read == EngineProcess::Read::Timeout)
        return problem("no '" + pong + "' within " + std::to_string(m_spec.startupTimeoutMs) + " ms");
    if (read == EngineProcess::Read::Closed)
        return problem("ended: " + exitText());
    return true;
}

Result<bool> XboardClient::newGame(const GameSetup& setup)
{
    if (setup.fourArmies)
        return problem("four-army games are played over UCI only");
    if (setup.timeControl.nodes)
        return problem("node limits are UCI only");
    if (!setup.fen.empty() && !m_setboard)
        return problem("cannot start from a position: it lacks the setboard feature");
    m_setup = setup;
    m_known = 0;
    m_forced = true;
    send("new");
    if (setup.variant != "chess" && setup.variant != "normal")
        send("variant " + setup.variant);
    send("force");
    send("post");
    const TimeControl& tc = setup.timeControl;
    if (tc.hasClock())
        send("level " + std::to_string(tc.movesPerPeriod) + " " + levelBase(tc.baseMs) + " "
            + secondsText(tc.incrementMs));
    if (tc.moveTimeMs)
        send("st " + secondsText(tc.moveTimeMs));
    if (tc.depth)
        send("sd " + std::to_string(tc.depth));
    if (!setup.fen.empty())
        send("setboard " + setup.fen);
    return synchronize();
}

void XboardClient::sendMove(const std::string& move)
{
    send((m_usermove ? "usermove " : "") + toXBoardSquares(move, m_setup.ranks));
}

EngineAnswer XboardClient::play(const Turn& turn)
{
    const auto centiseconds = [](std::int64_t ms) { return std::to_string(std::max<std::int64_t>(ms, 0) / 10); };
    const auto sendClocks = [&] {
        if (m_setup.timeControl.hasClock()) {
            send("time " + centiseconds(turn.clockMs[turn.team]));
            send("otim " + centiseconds(turn.clockMs[1 - turn.team]));
        }
    };
    if (m_forced) {
        for (std::size_t i = m_known; i < turn.moves.size(); ++i)
            sendMove(turn.moves[i]);
        sendClocks();
        send("go");
        m_forced = false;
    } else {
        sendClocks();
        for (std::size_t i = m_known; i < turn.moves.size(); ++i)
            sendMove(turn.moves[i]);
    }
    m_known = turn.moves.size();

    EngineAnswer answer;
    const auto read = readUntil(turn.deadline, [&](const std::string& line) {
        const auto words = splitWords(line);
        if (words.empty())
            return false;
        if (std::isdigit(static_cast<unsigned char>(words[0][0])) && words.size() >= 4) {
            if (const auto score = parseInteger(words[1]); score && parseInteger(words[0]))
                answer.scoreCp = *score;  // thinking output: ply score time nodes pv
            return false;
        }
        if (words[0] == "move" && words.size() >= 2) {
            answer.kind = EngineAnswer::Kind::Move;
            answer.move = kabirMove(words[1], m_setup.ranks);
        } else if (words[0] == "resign" || (words.size() >= 2 && words[0] == "tellics" && words[1] == "resign")) {
            answer.kind = EngineAnswer::Kind::Resign;
        } else if (isResultClaim(words[0])) {
            answer.kind = EngineAnswer::Kind::Claim;
        } else if (line.rfind("Illegal move", 0) == 0) {
            answer.kind = EngineAnswer::Kind::Refused;
        } else {
            return false;  // offer draw, telluser, Error for a command it does not know, ...
        }
        answer.detail = line;
        return true;
    });
    if (read != EngineProcess::Read::Line)
        return failure(read, answer.scoreCp);
    if (answer.kind == EngineAnswer::Kind::Move)
        ++m_known;
    return answer;
}

void XboardClient::gameOver(const std::string& pgnResult, const std::string& reason)
{
    send("result " + pgnResult + " {" + reason + "}");
    send("force");
}

}  // namespace kabir::match
