#include "core/match/engineprocess.h"

#include <cerrno>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

extern char** environ;

namespace kabir::match {
namespace {

constexpr std::size_t kChunk = 4096;

}  // namespace

Result<std::unique_ptr<EngineProcess>> EngineProcess::start(const ProcessSpec& spec)
{
    if (spec.argv.empty() || spec.argv.front().empty())
        return Problem{"", 0, 0, "cmd", "no program given"};
    int fds[2];
    if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, fds) != 0)
        return Problem{"", 0, 0, spec.argv.front(), std::string("cannot create a socket: ") + std::strerror(errno)};

    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, fds[1], STDIN_FILENO);
    posix_spawn_file_actions_adddup2(&actions, fds[1], STDOUT_FILENO);
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0);
    if (!spec.workingDirectory.empty())
        posix_spawn_file_actions_addchdir_np(&actions, spec.workingDirectory.c_str());
    posix_spawnattr_t attributes;
    posix_spawnattr_init(&attributes);
    posix_spawnattr_setpgroup(&attributes, 0);
    sigset_t defaults;
    sigemptyset(&defaults);
    sigaddset(&defaults, SIGPIPE);
    sigaddset(&defaults, SIGINT);
    sigaddset(&defaults, SIGTERM);
    posix_spawnattr_setsigdefault(&attributes, &defaults);
    sigset_t none;
    sigemptyset(&none);
    posix_spawnattr_setsigmask(&attributes, &none);
    posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK);

    std::vector<char*> argv;
    for (const std::string& word : spec.argv)
        argv.push_back(const_cast<char*>(word.c_str()));
    argv.push_back(nullptr);
    pid_t pid = 0;
    const int error = posix_spawnp(&pid, argv[0], &actions, &attributes, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attributes);
    close(fds[1]);
    if (error != 0) {
        close(fds[0]);
        std::string where = spec.argv.front();
        if (!spec.workingDirectory.empty())
            where += " (in " + spec.workingDirectory + ")";
        return Problem{"", 0, 0, where, std::string("cannot start: ") + std::strerror(error)};
    }
    return std::unique_ptr<EngineProcess>(new EngineProcess(pid, fds[0]));
}

EngineProcess::~EngineProcess()
{
    stop(std::chrono::milliseconds(200));
    close(m_fd);
}

bool EngineProcess::writeLine(std::string_view text)
{
    std::string data(text);
    data += '\n';
    std::size_t sent = 0;
    while (sent < data.size()) {
        const ssize_t n = send(m_fd, data.data() + sent, data.size() - sent, MSG_NOSIGNAL);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        sent += std::size_t(n);
    }
    return true;
}

bool EngineProcess::takeLine(std::string& line)
{
    while (true) {
        const std::size_t end = m_buffer.find('\n');
        if (m_discarding) {  // the rest of a cut line
            m_buffer.erase(0, end == std::string::npos ? std::string::npos : end + 1);
            m_discarding = end == std::string::npos;
            if (m_discarding)
                return false;
            continue;
        }
        if (end == std::string::npos) {
            if (m_buffer.size() < kMaxLine)
                return false;
            // A line too long: hand out its head, drop the rest up to its end.
            line = m_buffer.substr(0, kMaxLine);
            m_buffer.clear();
            m_discarding = true;
            return true;
        }
        line = m_buffer.substr(0, end);
        m_buffer.erase(0, end + 1);
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        return true;
    }
}

EngineProcess::Read EngineProcess::readLine(
    std::string& line, std::chrono::steady_clock::time_point deadline, const std::atomic<bool>* cancel)
{
    while (true) {
        if (takeLine(line))
            return Read::Line;
        if (m_eof) {
            if (m_buffer.empty() || m_discarding)
                return Read::Closed;
            line = m_buffer;
            m_buffer.clear();
            return Read::Line;
        }
        const auto left
            = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
        if (left.count() <= 0 || (cancel && *cancel))
            return Read::Timeout;
        pollfd p{m_fd, POLLIN, 0};
        const int ready = poll(&p, 1, int(std::min<long long>(left.count(), cancel ? 50 : 1000 * 1000)));
        if (ready < 0 && errno != EINTR)
            m_eof = true;
        if (ready <= 0)
            continue;
        char chunk[kChunk];
        const ssize_t n = recv(m_fd, chunk, sizeof chunk, 0);
        if (n < 0 && (errno == EINTR || errno == EAGAIN))
            continue;
        if (n <= 0) {
            m_eof = true;
            continue;
        }
        m_buffer.append(chunk, std::size_t(n));
    }
}

bool EngineProcess::running()
{
    if (m_exited)
        return false;
    siginfo_t info{};
    if (waitid(P_PID, id_t(m_pid), &info, WEXITED | WNOHANG | WNOWAIT) != 0) {
        m_exited = true;  // not our child any more: nothing left to wait for
        m_reaped = true;
    } else if (info.si_pid == m_pid) {
        m_exited = true;
        (info.si_code == CLD_EXITED ? m_exitCode : m_signal) = info.si_status;
    }
    return !m_exited;
}

bool EngineProcess::waitForExit(std::chrono::milliseconds timeout)
{
    const auto until = std::chrono::steady_clock::now() + timeout;
    while (running() && std::chrono::steady_clock::now() < until)
        std::this_thread::sleep_for(std::chrono::milliseconds(2));
    return !running();
}

void EngineProcess::stop(std::chrono::milliseconds grace)
{
    if (m_reaped)
        return;
    if (running()) {
        shutdown(m_fd, SHUT_WR);  // an engine that reads its input to the end may leave by itself
        kill(-m_pid, SIGTERM);
        waitForExit(grace);
    }
    // The group: the child and whatever it started. The unreaped child keeps the id reserved.
    kill(-m_pid, SIGKILL);
    waitpid(m_pid, nullptr, 0);
    m_reaped = true;
    m_exited = true;
}

std::string EngineProcess::exitText()
{
    if (running())
        return "running";
    if (m_signal != 0)
        return "killed by signal " + std::to_string(m_signal) + " (" + strsignal(m_signal) + ")";
    return "exited with status " + std::to_string(m_exitCode);
}

}  // namespace kabir::match
