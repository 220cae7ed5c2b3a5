#include "app/cli/commands.h"

#include <iostream>

namespace kabir::cli {

// kabir-cli play --variant ID [--option K=V]... [--fen FEN] MOVES...
// Prints exactly three lines: the FEN, the legal moves, and the result with its kind.
int playCommand(int argc, char** argv)
{
    auto args = parseArguments(argc, argv, {"variant", "option", "fen"}, {});
    if (!args)
        return reportProblems(args.problems(), 2);
    auto options = args->variantOptions();
    if (!options)
        return reportProblems(options.problems(), 2);
    auto game = args->game();
    if (!game)
        return reportProblems(game.problems());
    for (const std::string& text : args->words) {
        auto played = game->play(text);
        if (!played)
            return reportProblems(played.problems());
    }
    const std::vector<std::string> legal = game->legalMoves();
    const Outcome outcome = game->outcome();
    std::cout << "fen " << game->position().fen() << '\n';
    std::cout << "legal " << legal.size() << ':';
    for (const std::string& m : legal)
        std::cout << ' ' << m;
    std::cout << '\n' << "result " << outcome.pgnResult() << ' ' << outcome.kindId() << std::endl;
    return 0;
}

}  // namespace kabir::cli
