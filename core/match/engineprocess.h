#pragma once
// A program run as a child process with its standard input and output on a socket, read and
// written line by line. Contract: nothing here blocks longer than the timeout it is given
// (reads wait with poll; writes never raise SIGPIPE), nothing throws, and the memory held
// for unread output is bounded — a line longer than kMaxLine is cut there and the rest of
// it dropped, so a flood or a giant line cannot exhaust memory. The child gets a process
// group of its own; destroying the object ends the group (SIGTERM, then SIGKILL).
// One thread uses an object at a time.

#include "core/board/result.h"

#include <atomic>
#include <chrono>
#include <memory>
#include <string>
#include <string_view>
#include <sys/types.h>
#include <vector>

namespace kabir::match {

struct ProcessSpec {
    std::vector<std::string> argv;  // the program (looked up in PATH without a '/') and its arguments
    std::string workingDirectory;   // empty: the caller's
};

class EngineProcess {
public:
    static constexpr std::size_t kMaxLine = 64 * 1024;

    enum class Read { Line, Timeout, Closed };

    // Starts the program; a program that cannot be started is a Problem naming it.
    static Result<std::unique_ptr<EngineProcess>> start(const ProcessSpec& spec);
    ~EngineProcess();
    EngineProcess(const EngineProcess&) = delete;
    EngineProcess& operator=(const EngineProcess&) = delete;

    // Writes text and a newline; false when the child no longer reads.
    bool writeLine(std::string_view text);
    // The next line (without its end), waiting until `deadline` at most; a Timeout too as
    // soon as `cancel` (checked every 50 ms) is set.
    Read readLine(
        std::string& line, std::chrono::steady_clock::time_point deadline, const std::atomic<bool>* cancel = nullptr);
    // Whether the child still runs (an ended child stays unreaped until stop()).
    bool running();
    // Waits up to `timeout` for the child to end by itself; whether it has.
    bool waitForExit(std::chrono::milliseconds timeout);
    // Ends the child: SIGTERM to its group, SIGKILL after `grace`; waits for it.
    void stop(std::chrono::milliseconds grace = std::chrono::milliseconds(500));
    // "exited with status 3", "killed by signal 11", "running".
    std::string exitText();

private:
    EngineProcess(pid_t pid, int fd) : m_pid(pid), m_fd(fd) { }
    bool takeLine(std::string& line);

    pid_t m_pid;
    int m_fd;
    bool m_exited = false;  // seen ended, still a zombie that keeps its group id reserved
    bool m_reaped = false;
    int m_exitCode = 0;
    int m_signal = 0;
    bool m_eof = false;
    std::string m_buffer;       // bytes read, at most kMaxLine plus one chunk
    bool m_discarding = false;  // inside the dropped rest of a cut line
};

}  // namespace kabir::match
