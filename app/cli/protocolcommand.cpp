#include "app/cli/commands.h"
#include "core/protocol/uciserver.h"
#include "core/protocol/xboardserver.h"

#include <iostream>

namespace kabir::cli {
namespace {

template <typename Server> int serve(int argc, char** argv)
{
    auto args = parseArguments(argc, argv, {}, {});
    if (!args)
        return reportProblems(args.problems(), 2);
    if (!args->words.empty())
        return reportProblems({{"command line", 0, 0, args->words.front(), "unexpected word"}}, 2);
    Server server(std::cin, std::cout);
    server.run();
    return 0;
}

}  // namespace

// kabir-cli uci: a UCI engine on stdin and stdout (core/protocol/uciserver.h).
int uciCommand(int argc, char** argv)
{
    return serve<protocol::UciServer>(argc, argv);
}

// kabir-cli xboard: an XBoard (CECP v2) engine on stdin and stdout (core/protocol/xboardserver.h).
int xboardCommand(int argc, char** argv)
{
    return serve<protocol::XBoardServer>(argc, argv);
}

}  // namespace kabir::cli
