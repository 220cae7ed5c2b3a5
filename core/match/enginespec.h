#pragma once
// How to run one engine in a match: its program, protocol, options, its own name for the
// variant, commands to send after the handshake, and how long it may take to start.

#include "core/match/engineprocess.h"

#include <string>
#include <utility>
#include <vector>

namespace kabir::match {

enum class Protocol { Uci, Xboard };

struct EngineSpec {
    std::string name;
    ProcessSpec process;
    Protocol protocol = Protocol::Uci;
    std::vector<std::pair<std::string, std::string>> options;  // UCI setoption / XBoard option
    std::string variant;                                       // the engine's name for the variant; empty: Kabir's id
    std::vector<std::string> initCommands;                     // sent as they are, after the handshake
    int startupTimeoutMs = 10000;
};

}  // namespace kabir::match
