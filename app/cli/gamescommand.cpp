// kabir-cli games [--list] FILE...: reads record files (PGN-style) as the window does, every
// game of each to its end (with --list only the list of games, as the window's game list
// shows it), and prints each file's game count and every problem.

#include "app/cli/commands.h"
#include "app/cli/textfile.h"
#include "core/record/recordfile.h"
#include "core/catalog/variantcatalog.h"

#include <algorithm>
#include <iostream>
#include <optional>

namespace kabir::cli {
namespace {

// A problem that keeps a game from starting (a bad tag pair, an unknown variant, a bad FEN
// tag) already names the file and line; the game's number is put before the reason.
std::string gameProblemText(const Problem& problem, int game)
{
    Problem p = problem;
    p.message = "game " + std::to_string(game) + ": " + (p.key.empty() ? "" : "'" + p.key + "' ") + p.message;
    p.key.clear();
    return p.toString();
}

}  // namespace

int gamesCommand(int argc, char** argv)
{
    auto args = parseArguments(argc, argv, {"variant", "option"}, {"list"});
    if (!args)
        return reportProblems(args.problems(), 2);
    if (args->words.empty())
        return reportProblems({{"command line", 0, 0, "games", "name at least one record file"}}, 2);
    std::optional<VariantMatch> variant;
    if (args->has("variant")) {
        auto options = args->variantOptions();
        if (!options)
            return reportProblems(options.problems(), 2);
        const VariantFile* file = VariantCatalog::builtIn().find(args->option("variant"));
        if (!file)
            return reportProblems(
                fromSource(VariantCatalog::builtIn().ruleset(args->option("variant")).problems(), "--variant"), 2);
        auto resolved = file->resolveOptions(options.value());
        if (!resolved)
            return reportProblems(fromSource(resolved.problems(), "--option"), 2);
        variant = VariantMatch{file, resolved.value()};
    }
    int problemCount = 0;
    for (const std::string& path : args->words) {
        auto text = readTextFile(path);
        if (!text) {
            std::cout << text.problems().front().toString() << '\n';
            ++problemCount;
            continue;
        }
        const RecordFile file(std::move(text.value()), path);
        for (const Problem& p : file.problems())
            std::cout << p.toString() << '\n';
        problemCount += int(file.problems().size());
        if (!file.problems().empty())
            continue;
        if (args->flags.count("list") && !file.games().empty()) {
            std::cout << path << ": " << file.games().size() << (file.games().size() == 1 ? " game" : " games")
                      << " listed (their moves not read)\n";
            continue;
        }
        int good = 0;
        for (const GameHeader& header : file.games()) {
            auto record = file.load(header.number - 1, variant ? &*variant : nullptr);
            if (!record) {
                for (const Problem& p : record.problems())
                    std::cout << gameProblemText(p, header.number) << '\n';
                problemCount += int(record.problems().size());
                continue;
            }
            for (const GameProblem& p : record->problems)
                std::cout << p.toString() << '\n';
            problemCount += int(record->problems.size());
            good += record->problems.empty() ? 1 : 0;
        }
        if (file.games().empty()) {
            std::cout << path << ": holds no game\n";
            ++problemCount;
            continue;
        }
        std::cout << path << ": " << file.games().size() << (file.games().size() == 1 ? " game, " : " games, ") << good
                  << " read without problems\n";
    }
    return problemCount ? 1 : 0;
}

}  // namespace kabir::cli
