#pragma once
// A protocol server (UCI or XBoard) running on a thread of its own, as a GUI talks to it: the
// test sends command lines and waits for reply lines matching a pattern. The input is a
// stream that blocks until the test writes (so the server reads as from a pipe), the output
// a stream that collects whole lines. The destructor sends "quit" and joins the server.

#include <chrono>
#include <condition_variable>
#include <deque>
#include <istream>
#include <memory>
#include <mutex>
#include <optional>
#include <regex>
#include <string>
#include <thread>
#include <vector>

namespace kabir::test {

class Session {
public:
    enum class Protocol { Uci, XBoard };

    explicit Session(Protocol protocol);
    ~Session();
    Session(const Session&) = delete;
    Session& operator=(const Session&) = delete;

    void send(const std::string& line);
    // Waits for a reply line that matches `pattern` as a whole, passing over the others (each
    // passed line must match none of `forbidden`). The match, or none on timeout or when a
    // forbidden line came.
    std::optional<std::smatch> expect(const std::string& pattern,
        std::chrono::milliseconds timeout = std::chrono::seconds(20), const std::vector<std::string>& forbidden = {});
    // The lines passed over or matched by the last expect(), for failure messages.
    const std::vector<std::string>& seen() const { return m_seen; }

private:
    class InputBuffer;
    class OutputBuffer;

    std::unique_ptr<InputBuffer> m_inputBuffer;
    std::unique_ptr<OutputBuffer> m_outputBuffer;
    std::unique_ptr<std::istream> m_in;
    std::unique_ptr<std::ostream> m_out;
    std::thread m_server;
    std::vector<std::string> m_seen;
    std::string m_matched;  // the line the last match refers to
};

}  // namespace kabir::test
