#include "core/match/engineclient.h"

#include "core/match/uciclient.h"
#include "core/match/xboardclient.h"

#include <algorithm>
#include <charconv>
#include <sstream>

namespace kabir::match {

EngineClient::~EngineClient() = default;

Result<bool> EngineClient::start()
{
    auto process = EngineProcess::start(m_spec.process);
    if (!process) {
        m_startProblem = process.problems().front().key + ": " + process.problems().front().message;
        return problem(m_startProblem);
    }
    m_process = std::move(process).value();
    auto shaken = handshake();
    if (!shaken) {
        m_startProblem = shaken.problems().front().message;
        m_process->stop();
    }
    return shaken;
}

bool EngineClient::plays(const std::string& variant) const
{
    const auto known = [&](const std::string& name) {
        return std::find(m_variants.begin(), m_variants.end(), name) != m_variants.end();
    };
    return known(variant) || ((variant == "chess" || variant == "normal") && (known("chess") || known("normal")));
}

void EngineClient::quit()
{
    if (!m_process)
        return;
    if (m_process->running()) {
        sayGoodbye();
        m_process->waitForExit(std::chrono::milliseconds(300));
    }
    m_process->stop(std::chrono::milliseconds(200));
}

bool EngineClient::send(const std::string& line)
{
    if (m_log)
        m_log(m_spec.name, true, line);
    return m_process && m_process->writeLine(line);
}

EngineProcess::Read EngineClient::readUntil(
    std::chrono::steady_clock::time_point deadline, const std::function<bool(const std::string&)>& handle)
{
    if (!m_process)
        return EngineProcess::Read::Closed;
    std::string line;
    while (true) {
        const EngineProcess::Read read = m_process->readLine(line, deadline, m_cancel);
        if (read != EngineProcess::Read::Line)
            return read;
        if (m_log)
            m_log(m_spec.name, false, line);
        if (handle(line))
            return read;
    }
}

std::chrono::steady_clock::time_point EngineClient::startupDeadline() const
{
    return std::chrono::steady_clock::now() + std::chrono::milliseconds(m_spec.startupTimeoutMs);
}

EngineAnswer EngineClient::failure(EngineProcess::Read read, std::optional<int> score)
{
    EngineAnswer answer;
    answer.scoreCp = score;
    if (read == EngineProcess::Read::Closed || !alive()) {
        m_process->waitForExit(std::chrono::milliseconds(500));  // its output may close first
        answer.kind = EngineAnswer::Kind::Disconnected;
        answer.detail = exitText();
    } else {
        answer.kind = EngineAnswer::Kind::Timeout;
    }
    return answer;
}

std::unique_ptr<EngineClient> makeEngineClient(const EngineSpec& spec)
{
    if (spec.protocol == Protocol::Xboard)
        return std::make_unique<XboardClient>(spec);
    return std::make_unique<UciClient>(spec);
}

std::vector<std::string> splitWords(const std::string& line)
{
    std::istringstream in(line);
    std::vector<std::string> words;
    for (std::string word; in >> word;)
        words.push_back(word);
    return words;
}

std::optional<int> parseInteger(std::string_view text)
{
    int value = 0;
    const char* begin = text.data() + (text.size() > 1 && text[0] == '+' ? 1 : 0);
    const auto [end, error] = std::from_chars(begin, text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size() || text.empty())
        return std::nullopt;
    return value;
}

}  // namespace kabir::match
