// kabir-cli tune --group NAME... [--hold WEIGHT]... [--passes N] [--skip PLIES] [--threads N]
// [--out FILE] FILE...: fits the evaluation's weights (but those held) to the games of record
// files (Texel's method, core/search/tuner.h), from the shipped weights of the first group, and
// writes the weight file for the groups (resources/weights/) to FILE or standard output; each
// pass on stderr.

#include "app/cli/commands.h"
#include "app/cli/textfile.h"
#include "core/record/recordfile.h"
#include "core/search/tuner.h"
#include "core/search/weightfile.h"

#include <fstream>
#include <iomanip>
#include <iostream>
#include <sstream>
#include <thread>

namespace kabir::cli {

int tuneCommand(int argc, char** argv)
{
    using namespace kabir::search;
    auto args = parseArguments(argc, argv, {"group", "hold", "passes", "skip", "threads", "out"}, {});
    if (!args)
        return reportProblems(args.problems(), 2);
    auto passes = wholeNumber("--passes", args->option("passes", "100"), 1);
    auto skip = wholeNumber("--skip", args->option("skip", "8"), 0);
    auto threads = wholeNumber(
        "--threads", args->option("threads", std::to_string(std::max(1u, std::thread::hardware_concurrency()))), 1);
    for (const auto* number : {&passes, &skip, &threads})
        if (!*number)
            return reportProblems(number->problems(), 2);
    std::vector<std::string> groups, held;
    for (const auto& [name, value] : args->options) {
        if (name == "group")
            groups.push_back(value);
        if (name == "hold"
            && std::ranges::find(evalWeightFields(), value, &EvalWeightField::name) == evalWeightFields().end())
            return reportProblems(
                {{"command line", 0, 0, "--hold", "'" + value + "' is not a weight of the evaluation"}}, 2);
        if (name == "hold")
            held.push_back(value);
    }
    if (groups.empty())
        return reportProblems({{"command line", 0, 0, "--group", "name the group of variants the weights are for"}}, 2);
    if (args->words.empty())
        return reportProblems({{"command line", 0, 0, "tune", "name at least one record file"}}, 2);

    Tuner tuner(threads.value());
    int games = 0;
    for (const std::string& path : args->words) {
        auto text = readTextFile(path);
        if (!text)
            return reportProblems(text.problems());
        const RecordFile file(std::move(text.value()), path);
        if (!file.problems().empty())
            return reportProblems(file.problems());
        for (const GameHeader& header : file.games()) {
            auto record = file.load(header.number - 1);
            if (!record || !record->problems.empty()) {
                std::cerr << "kabir-cli: " << path << ": game " << header.number << " left out: it cannot be read\n";
                continue;
            }
            const auto result = record->tags.find("Result");
            if (tuner.addGame(record->tree, result == record->tags.end() ? "*" : result->second, skip.value()) > 0)
                ++games;
        }
    }
    if (tuner.size() == 0)
        return reportProblems({{"command line", 0, 0, "tune", "the files hold no finished game to fit to"}});

    const EvalWeights start = ShippedWeights::builtIn().forGroup(groups.front());
    const double scale = tuner.fitScale(start);
    const double before = tuner.error(start), heldOutBefore = tuner.error(start, true);
    std::cerr << std::setprecision(6) << "tune: " << tuner.size() << " positions (" << tuner.heldOut()
              << " more held out) of " << games << " games; K = " << scale << ", error " << before << " (held out "
              << heldOutBefore << ")\n";
    auto report = [](int pass, double error, double heldOutError, const EvalWeights&) {
        std::cerr << "tune: pass " << pass << ", error " << error << " (held out " << heldOutError << ")" << std::endl;
    };
    const EvalWeights fitted = tuner.fit(start, passes.value(), report, held);
    const double after = tuner.error(fitted), heldOutAfter = tuner.error(fitted, true);

    std::ostringstream comment;
    comment << std::setprecision(6) << "The evaluation's weights, fitted by `kabir-cli tune` (Texel's method) to "
            << tuner.size() << " quiet positions\nof " << games << " games, " << tuner.heldOut()
            << " more held out; K = " << scale << ". Mean squared error " << before << " -> " << after << ",\nheld out "
            << heldOutBefore << " -> " << heldOutAfter << ".";
    const std::string text = writeWeightFile({"", groups, fitted}, comment.str());
    if (!args->has("out")) {
        std::cout << text;
        return 0;
    }
    std::ofstream out(args->option("out"), std::ios::binary);
    if (!(out << text) || !out.flush())
        return reportProblems({{args->option("out"), 0, 0, "", "cannot write the file"}});
    return 0;
}

}  // namespace kabir::cli
