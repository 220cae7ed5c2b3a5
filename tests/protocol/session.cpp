#include "session.h"

#include "core/protocol/uciserver.h"
#include "core/protocol/xboardserver.h"

#include <streambuf>

namespace kabir::test {

// Characters written by the test, read by the server; underflow() waits for them.
class Session::InputBuffer : public std::streambuf {
public:
    void write(const std::string& text)
    {
        {
            const std::lock_guard lock(m_mutex);
            m_pending.insert(m_pending.end(), text.begin(), text.end());
        }
        m_ready.notify_one();
    }
    void close()
    {
        {
            const std::lock_guard lock(m_mutex);
            m_closed = true;
        }
        m_ready.notify_one();
    }

protected:
    int_type underflow() override
    {
        std::unique_lock lock(m_mutex);
        m_ready.wait(lock, [this] { return !m_pending.empty() || m_closed; });
        if (m_pending.empty())
            return traits_type::eof();
        m_current.assign(m_pending.begin(), m_pending.end());
        m_pending.clear();
        setg(m_current.data(), m_current.data(), m_current.data() + m_current.size());
        return traits_type::to_int_type(m_current.front());
    }

private:
    std::mutex m_mutex;
    std::condition_variable m_ready;
    std::deque<char> m_pending;
    std::string m_current;
    bool m_closed = false;
};

// Whole lines written by the server, waited for by the test.
class Session::OutputBuffer : public std::streambuf {
public:
    std::optional<std::string> next(std::chrono::steady_clock::time_point deadline)
    {
        std::unique_lock lock(m_mutex);
        if (!m_ready.wait_until(lock, deadline, [this] { return !m_lines.empty(); }))
            return std::nullopt;
        std::string line = m_lines.front();
        m_lines.pop_front();
        return line;
    }

protected:
    int_type overflow(int_type c) override
    {
        if (traits_type::eq_int_type(c, traits_type::eof()))
            return traits_type::not_eof(c);
        if (c != '\n') {
            m_partial += traits_type::to_char_type(c);
            return c;
        }
        {
            const std::lock_guard lock(m_mutex);
            m_lines.push_back(m_partial);
        }
        m_partial.clear();
        m_ready.notify_one();
        return c;
    }

private:
    std::mutex m_mutex;
    std::condition_variable m_ready;
    std::deque<std::string> m_lines;
    std::string m_partial;  // only the server's (serialised) writes touch it
};

Session::Session(Protocol protocol)
    : m_inputBuffer(std::make_unique<InputBuffer>()), m_outputBuffer(std::make_unique<OutputBuffer>()),
      m_in(std::make_unique<std::istream>(m_inputBuffer.get())),
      m_out(std::make_unique<std::ostream>(m_outputBuffer.get()))
{
    m_server = std::thread([this, protocol] {
        if (protocol == Protocol::Uci)
            protocol::UciServer(*m_in, *m_out).run();
        else
            protocol::XBoardServer(*m_in, *m_out).run();
    });
}

Session::~Session()
{
    send("quit");
    m_inputBuffer->close();
    m_server.join();
}

void Session::send(const std::string& line)
{
    m_inputBuffer->write(line + "\n");
}

std::optional<std::smatch> Session::expect(
    const std::string& pattern, std::chrono::milliseconds timeout, const std::vector<std::string>& forbidden)
{
    const std::regex wanted(pattern);
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    m_seen.clear();
    while (auto line = m_outputBuffer->next(deadline)) {
        m_seen.push_back(*line);
        m_matched = *line;
        std::smatch match;
        if (std::regex_match(m_matched, match, wanted))
            return match;
        for (const std::string& f : forbidden)
            if (std::regex_match(*line, std::regex(f)))
                return std::nullopt;
    }
    return std::nullopt;
}

}  // namespace kabir::test
