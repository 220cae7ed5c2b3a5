#include "core/match/uciclient.h"

#include <charconv>

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

std::optional<UciInfo> parseUciInfo(const std::string& line)
{
    const std::vector<std::string> words = splitWords(line);
    if (words.empty() || words[0] != "info")
        return std::nullopt;
    UciInfo info;
    bool scored = false;
    const auto count = [](const std::string& word) -> std::optional<std::uint64_t> {
        std::uint64_t value = 0;
        const auto [end, error] = std::from_chars(word.data(), word.data() + word.size(), value);
        return error == std::errc() && end == word.data() + word.size() ? std::optional(value) : std::nullopt;
    };
    for (std::size_t i = 1; i < words.size(); ++i) {
        const std::string& word = words[i];
        const std::string value = i + 1 < words.size() ? words[i + 1] : std::string();
        if (word == "string") {
            return std::nullopt;
        } else if (word == "pv") {
            info.pv.assign(words.begin() + std::ptrdiff_t(i) + 1, words.end());
            break;
        } else if (word == "lowerbound" || word == "upperbound") {
            (word == "lowerbound" ? info.lowerBound : info.upperBound) = true;
        } else if (word == "score" && (value == "cp" || value == "mate") && i + 2 < words.size()) {
            const std::optional<int> score = parseInteger(words[i + 2]);
            if (!score)
                return std::nullopt;
            (value == "cp" ? info.scoreCp : info.mate) = score;
            scored = true;
            i += 2;
        } else if (word == "depth" || word == "seldepth" || word == "multipv") {
            const std::optional<int> number = parseInteger(value);
            if (!number || *number < 0)
                return std::nullopt;
            (word == "depth" ? info.depth : word == "seldepth" ? info.selectiveDepth : info.multiPv) = *number;
            ++i;
        } else if (word == "nodes" || word == "nps") {
            const std::optional<std::uint64_t> number = count(value);
            if (!number)
                return std::nullopt;
            (word == "nodes" ? info.nodes : info.nodesPerSecond) = *number;
            ++i;
        }
    }
    if (!scored || info.pv.empty())
        return std::nullopt;
    return info;
}

Result<bool> UciClient::handshake()
{
    if (!send("uci"))
        return problem("does not read its input: " + exitText());
    if (auto listed = readOptions(); !listed)
        return listed;
    // Options may teach the engine variants (Fairy-Stockfish's VariantPath): it lists them
    // again when asked anew.
    if (!m_spec.options.empty() && m_hasVariantOption) {
        for (const auto& [name, value] : m_spec.options)
            send("setoption name " + name + " value " + value);
        send("uci");
        if (auto listed = readOptions(); !listed)
            return listed;
    }
    if (!m_hasVariantOption)
        m_variants = {"chess"};
    for (const std::string& command : m_spec.initCommands)
        send(command);
    return waitReady();
}

// The engine's answer to "uci", up to uciok: its name, and the options Kabir uses.
Result<bool> UciClient::readOptions()
{
    const auto read = readUntil(startupDeadline(), [&](const std::string& line) {
        const auto words = splitWords(line);
        if (words.size() >= 3 && words[0] == "option" && words[1] == "name" && words[2] == "UCI_Variant") {
            m_hasVariantOption = true;
            m_variants.clear();  // "option name UCI_Variant type combo default chess var chess var makruk ..."
            for (std::size_t i = 3; i + 1 < words.size(); ++i)
                if (words[i] == "var")
                    m_variants.push_back(words[i + 1]);
        }
        if (words.size() >= 3 && words[0] == "option" && words[1] == "name" && words[2] == "MultiPV")
            m_hasMultiPv = true;
        if (words.size() >= 3 && words[0] == "id" && words[1] == "name" && m_spec.name.empty())
            m_spec.name = line.substr(line.find("name") + 5);
        return !words.empty() && words[0] == "uciok";
    });
    if (read == EngineProcess::Read::Timeout)
        return problem("no uciok within " + std::to_string(m_spec.startupTimeoutMs) + " ms");
    if (read == EngineProcess::Read::Closed)
        return problem("ended during the UCI handshake: " + exitText());
    return true;
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

std::string UciClient::positionCommand(const std::vector<std::string>& moves) const
{
    std::string position = "position " + (m_setup.fen.empty() ? std::string("startpos") : "fen " + m_setup.fen);
    if (!moves.empty()) {
        position += " moves";
        for (const std::string& m : moves)
            position += ' ' + m;
    }
    return position;
}

Result<bool> UciClient::analyse(const std::vector<std::string>& moves, int lines,
    const std::function<void(const UciInfo&)>& onInfo, const std::atomic<bool>& stop)
{
    if (m_hasMultiPv)
        send("setoption name MultiPV value " + std::to_string(lines));
    if (!send(positionCommand(moves)) || !send("go infinite"))
        return problem("does not read its input: " + exitText());
    setCancel(&stop);
    const auto forever = std::chrono::steady_clock::now() + std::chrono::hours(24 * 365);
    EngineProcess::Read read = readUntil(forever, [&](const std::string& line) {
        if (const std::optional<UciInfo> info = parseUciInfo(line))
            onInfo(*info);
        return line.rfind("bestmove", 0) == 0;  // it may stop by itself (a finished game)
    });
    setCancel(nullptr);
    if (read == EngineProcess::Read::Closed)
        return problem("ended during the analysis: " + exitText());
    if (read == EngineProcess::Read::Line)
        return true;
    send("stop");
    read = readUntil(std::chrono::steady_clock::now() + std::chrono::seconds(2),
        [](const std::string& line) { return line.rfind("bestmove", 0) == 0; });
    if (read != EngineProcess::Read::Line)
        return problem("did not stop its analysis when told");
    return true;
}

EngineAnswer UciClient::play(const Turn& turn)
{
    const std::string position = positionCommand(turn.moves);
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
