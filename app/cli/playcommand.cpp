#include "app/cli/commands.h"

#include "core/position/movegen.h"
#include "core/record/pieceletters.h"

#include <algorithm>
#include <iostream>

namespace kabir::cli {
namespace {

// The legal moves as `play` prints them: in coordinate notation, or in the notation asked
// for; the choices before the first move as they are.
std::vector<std::string> legalTexts(Game& game, const std::string& system, const Notation& notation)
{
    if (system == "coordinate" || game.choosingArmy() >= 0 || game.outcome().over())
        return game.legalMoves();
    MoveList moves;
    generateLegalMoves(game.position(), moves);
    std::vector<std::string> texts;
    for (Move m : moves)
        texts.push_back(moveText(game.position(), m, notation));
    return texts;
}

}  // namespace

// kabir-cli play --variant ID [--option K=V]... [--fen FEN] [--notation N] [--letters L] MOVES...
// Prints exactly three lines: the FEN, the legal moves, and the result with its kind.
int playCommand(int argc, char** argv)
{
    auto args = parseArguments(argc, argv, {"variant", "option", "fen", "notation", "letters"}, {});
    if (!args)
        return reportProblems(args.problems(), 2);
    auto options = args->variantOptions();
    if (!options)
        return reportProblems(options.problems(), 2);
    const std::string system = args->option("notation", "coordinate");
    if (system != "coordinate" && system != "standard" && system != "numbered")
        return reportProblems(
            {Problem{"command line", 0, 0, "--notation", "must be coordinate, standard or numbered"}}, 2);
    auto game = args->game();
    if (!game)
        return reportProblems(game.problems());
    const Notation notation{
        system == "numbered" ? MoveSystem::Numbered : MoveSystem::Standard, args->option("letters")};
    const auto languages = letterLanguages(game->position().rules().definition());
    if (!notation.language.empty()
        && std::find(languages.begin(), languages.end(), notation.language) == languages.end())
        return reportProblems({Problem{"command line", 0, 0, "--letters",
                                  "the variant has no piece letters in \"" + notation.language + "\""}},
            2);
    int n = 0;
    for (const std::string& text : args->words) {
        auto played = game->play(text, notation);
        if (!played)
            return reportProblems(fromSource(played.problems(), "command line, move " + std::to_string(n + 1)));
        ++n;
    }
    const std::vector<std::string> legal = legalTexts(game.value(), system, notation);
    const Outcome outcome = game->outcome();
    std::cout << "fen " << game->position().fen() << '\n';
    std::cout << "legal " << legal.size() << ':';
    for (const std::string& m : legal)
        std::cout << ' ' << m;
    std::cout << '\n' << "result " << outcome.pgnResult() << ' ' << outcome.kindId() << std::endl;
    return 0;
}

}  // namespace kabir::cli
