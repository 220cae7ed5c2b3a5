#include "app/cli/commands.h"
#include "core/search/bench.h"

#include <charconv>
#include <iostream>

namespace kabir::cli {
namespace {

bool readNumber(const std::string& text, int low, int high, int& out)
{
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), out);
    return error == std::errc() && end == text.data() + text.size() && out >= low && out <= high;
}

}  // namespace

int benchCommand(int argc, char** argv)
{
    auto args = parseArguments(argc, argv, {"depth", "threads", "hash"}, {});
    if (!args)
        return reportProblems(args.problems(), 2);
    search::BenchSettings settings;
    const std::pair<const char*, int*> numbers[]
        = {{"depth", &settings.depth}, {"threads", &settings.threads}, {"hash", &settings.hashMegabytes}};
    for (const auto& [name, target] : numbers)
        if (args->has(name) && !readNumber(args->option(name), 1, name == std::string("hash") ? 65536 : 256, *target))
            return reportProblems({{"command line", 0, 0, std::string("--") + name,
                                      "expected a positive number, got '" + args->option(name) + "'"}},
                2);
    if (!args->words.empty())
        return reportProblems({{"command line", 0, 0, args->words.front(), "unexpected word"}}, 2);
    const auto& positions = search::benchPositions();
    auto result = search::runBench(settings, [&](int index, std::uint64_t nodes) {
        const search::BenchPosition& p = positions[std::size_t(index)];
        std::cerr << "position " << index + 1 << '/' << positions.size() << ' ' << p.variant;
        for (const auto& [key, value] : p.options)
            std::cerr << ' ' << key << '=' << value;
        std::cerr << (p.fen.empty() ? " start" : " " + p.fen) << ": " << nodes << " nodes\n";
    });
    if (!result)
        return reportProblems(result.problems());
    const auto nps = result->nodes * 1000 / std::uint64_t(std::max<std::int64_t>(1, result->timeMs));
    std::cout << "Total time (ms) : " << result->timeMs << "\nNodes searched  : " << result->nodes
              << "\nNodes/second    : " << nps << std::endl;
    return 0;
}

}  // namespace kabir::cli
