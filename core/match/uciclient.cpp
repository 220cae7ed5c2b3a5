#include "core/match/uciclient.h"

namespace kabir::match {
namespace {

// The score of an `info` line, from the engine's side; mate in n counts 30000 - n.
std::optional<int> infoScore(const std::vector<std::string>& words)
{
    for (std::size_t i = 0; i + 2 < words.size(); ++i) {
        if (words[i] != "score")
            continue;
        const auto value = parseInteger(words[i + 2]);
        if (value && words[i + 1] == "cp")
            return *value;
        if (value && words[i + 1] == "mate")
            return *value > 0 ? 30000 - *value : -30000 - *value;
    }
    return std::nullopt;
}

}  // namespace

Result<bool> UciClient::handshake()
{
    if (!send("uci"))
        return problem("does not read its input: " + exitText());
    const auto deadline = startupDeadline();
    const auto read = readUntil(deadline, [&](const std::string& line) {
        const auto words = splitWords(line);
        if (words.size() >= 3 && words[0] == "option" && words[1] == "name" && words[2] == "UCI_Variant")
            m_hasVariantOption = true;
        if (words.size() >= 3 && words[0] == "id" && words[1] == "name" && m_spec.name.empty())
            m_spec.name = line.substr(line.find("name") + 5);
        return !words.empty() && words[0] == "uciok";
    });
    if (read == EngineProcess::Read::Timeout)
        return problem("no uciok within " + std::to_string(m_spec.startupTimeoutMs) + " ms");
    if (read == EngineProcess::Read::Closed)
        return problem("ended during the UCI handshake: " + exitText());
    for (const std::string& command : m_spec.initCommands)
        send(command);
    return waitReady();
}

Result<bool> UciClient::waitReady()
{
    send("isready");
    const auto read = readUntil(startupDeadline(), [](const std::string& line) { return line == "readyok"; });
    if (read == EngineProcess::Read::Timeout)
        return problem("no readyok within " + std::to_string(m_spec.startupTimeoutMs) + " ms");
    if (read == EngineProcess::Read::Closed)
        return problem("ended: " + exitText());
    return true;
}

Result<bool> UciClient::newGame(const GameSetup& setup)
{
    if (setup.variant != "chess" || m_hasVariantOption) {
        if (!m_hasVariantOption)
            return problem("has no UCI_Variant option, so it cannot play " + setup.variant);
        send("setoption name UCI_Variant value " + setup.variant);
    }
    // The options follow the variant: an engine may reset the variant's options with it.
    if (setup.variant != m_setup.variant)
        for (const auto& [name, value] : m_spec.options)
            send("setoption name " + name + " value " + value);
    m_setup = setup;
    send("ucinewgame");
    return waitReady();
}

EngineAnswer UciClient::play(const Turn& turn)
{
    std::string position = "position " + (m_setup.fen.empty() ? std::string("startpos") : "fen " + m_setup.fen);
    if (!turn.moves.empty()) {
        position += " moves";
        for (const std::string& m : turn.moves)
            position += ' ' + m;
    }
    std::string go = "go";
    const TimeControl& tc = m_setup.timeControl;
    if (tc.hasClock()) {
        go += " wtime " + std::to_string(turn.clockMs[0]) + " btime " + std::to_string(turn.clockMs[1]);
        if (turn.incrementMs)
            go += " winc " + std::to_string(turn.incrementMs) + " binc " + std::to_string(turn.incrementMs);
        if (turn.movesToGo)
            go += " movestogo " + std::to_string(turn.movesToGo);
    } else if (tc.moveTimeMs) {
        go += " movetime " + std::to_string(tc.moveTimeMs);
    }
    if (tc.nodes)
        go += " nodes " + std::to_string(tc.nodes);
    if (tc.depth)
        go += " depth " + std::to_string(tc.depth);
    if (!send(position) || !send(go))
        return failure(EngineProcess::Read::Closed, std::nullopt);

    EngineAnswer answer;
    const auto read = readUntil(turn.deadline, [&](const std::string& line) {
        const auto words = splitWords(line);
        if (words.empty())
            return false;
        if (words[0] == "info") {
            if (const auto score = infoScore(words))
                answer.scoreCp = score;
            return false;
        }
        if (words[0] != "bestmove")
            return false;
        answer.kind = EngineAnswer::Kind::Move;
        answer.move = words.size() > 1 ? words[1] : "";
        return true;
    });
    if (read != EngineProcess::Read::Line) {
        send("stop");
        return failure(read, answer.scoreCp);
    }
    return answer;
}

}  // namespace kabir::match
