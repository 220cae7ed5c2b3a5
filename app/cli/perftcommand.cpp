#include "app/cli/commands.h"
#include "core/position/movegen.h"
#include "core/record/notation.h"
#include "core/catalog/variantcatalog.h"

#include <charconv>
#include <chrono>
#include <iostream>

namespace kabir::cli {

int perftCommand(int argc, char** argv)
{
    auto args = parseArguments(argc, argv, {"variant", "option", "fen", "depth"}, {"divide"});
    if (!args)
        return reportProblems(args.problems(), 2);
    if (!args->words.empty())
        return reportProblems(
            {{"command line", 0, 0, args->words.front(), "unexpected word (moves go after --moves)"}}, 2);
    const std::string depthText = args->option("depth");
    int depth = -1;
    std::from_chars(depthText.data(), depthText.data() + depthText.size(), depth);
    if (depth < 0 || depth > 20)
        return reportProblems(
            {{"command line", 0, 0, "--depth", "expected a depth from 0 to 20, got '" + depthText + "'"}}, 2);
    auto options = args->variantOptions();
    if (!options)
        return reportProblems(options.problems(), 2);
    auto rules = VariantCatalog::builtIn().ruleset(args->option("variant", "chess"), options.value());
    if (!rules)
        return reportProblems(fromSource(rules.problems(), args->has("option") ? "--variant/--option" : "--variant"));
    auto start = Position::fromFen(rules.value(), args->option("fen", rules.value()->definition().startFen));
    if (!start)
        return reportProblems(fromSource(start.problems(), "--fen"));
    Position pos = std::move(start).value();
    auto [first, last] = args->options.equal_range("moves");
    for (auto [it, n] = std::pair(first, 1); it != last; ++it, ++n) {
        auto move = parseMove(pos, it->second);
        if (!move)
            return reportProblems(fromSource(move.problems(), "--moves, move " + std::to_string(n)));
        pos.doMove(move.value());
    }

    const auto begin = std::chrono::steady_clock::now();
    std::uint64_t nodes = 0;
    if (args->flags.count("divide") && depth > 0) {
        MoveList moves;
        generateLegalMoves(pos, moves);
        for (Move m : moves) {
            const std::string text = coordinateText(pos, m);
            pos.doMove(m);
            const std::uint64_t count = perft(pos, depth - 1);
            pos.undoMove();
            std::cout << text << ' ' << count << '\n';
            nodes += count;
        }
    } else {
        nodes = perft(pos, depth);
    }
    const auto ms
        = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - begin).count();
    const auto nps = ms > 0 ? nodes * 1000 / std::uint64_t(ms) : nodes * 1000;
    std::cout << "nodes " << nodes << " time_ms " << ms << " nps " << nps << std::endl;
    return 0;
}

}  // namespace kabir::cli
