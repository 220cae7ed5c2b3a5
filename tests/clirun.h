#pragma once
// Runs a shell command line the way a user would and keeps its exit code and its output
// (stdout and stderr together); for the tests of kabir-cli.

#include <array>
#include <cstdio>
#include <string>
#include <sys/wait.h>

namespace kabir::test {

struct CliRun {
    int exitCode;
    std::string output;  // stdout and stderr
};

inline CliRun runCommand(const std::string& commandLine)
{
    const std::string command = commandLine + " 2>&1";
    FILE* pipe = popen(command.c_str(), "r");
    std::string output;
    std::array<char, 4096> buffer{};
    while (pipe && std::fgets(buffer.data(), int(buffer.size()), pipe))
        output += buffer.data();
    const int status = pipe ? pclose(pipe) : -1;
    return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, output};
}

}  // namespace kabir::test
