#include "app/cli/commands.h"
#include "core/match/matchreport.h"

#include <csignal>
#include <fstream>
#include <iostream>
#include <mutex>
#include <sstream>

namespace kabir::cli {
namespace {

using namespace kabir::match;

Problem badArgument(const std::string& key, const std::string& why)
{
    return Problem{"command line", 0, 0, key, why};
}

// KEY=VALUE → (KEY, VALUE); a word without '=' is a problem.
Result<std::pair<std::string, std::string>> keyValue(const std::string& option, const std::string& word)
{
    const auto eq = word.find('=');
    if (eq == std::string::npos || eq == 0)
        return badArgument(option, "expected KEY=VALUE, got '" + word + "'");
    return std::make_pair(word.substr(0, eq), word.substr(eq + 1));
}

// One --engine (after the --each words): name=, cmd=, args=, arg=, dir=, proto=,
// option.NAME=, variant=, init=, startup= (seconds).
Result<EngineSpec> engineSpec(const std::vector<std::string>& words)
{
    EngineSpec spec;
    std::string command;
    std::vector<std::string> arguments;
    for (const std::string& word : words) {
        auto pair = keyValue("--engine", word);
        if (!pair)
            return pair.problems();
        const auto& [key, value] = pair.value();
        if (key == "name") {
            spec.name = value;
        } else if (key == "cmd") {
            command = value;
        } else if (key == "args") {
            std::istringstream split(value);
            arguments.clear();
            for (std::string a; split >> a;)
                arguments.push_back(a);
        } else if (key == "arg") {
            arguments.push_back(value);
        } else if (key == "dir") {
            spec.process.workingDirectory = value;
        } else if (key == "proto") {
            if (value != "uci" && value != "xboard")
                return badArgument("proto", "expected uci or xboard, got '" + value + "'");
            spec.protocol = value == "uci" ? Protocol::Uci : Protocol::Xboard;
        } else if (key.rfind("option.", 0) == 0 && key.size() > 7) {
            spec.options.emplace_back(key.substr(7), value);
        } else if (key == "variant") {
            spec.variant = value;
        } else if (key == "init") {
            spec.initCommands.push_back(value);
        } else if (key == "startup") {
            auto seconds = number("startup", value);
            if (!seconds || seconds.value() <= 0)
                return badArgument("startup", "expected a positive number of seconds, got '" + value + "'");
            spec.startupTimeoutMs = int(seconds.value() * 1000);
        } else {
            return badArgument(
                word, "unknown engine setting (name, cmd, args, arg, dir, proto, option.NAME, variant, init, startup)");
        }
    }
    if (command.empty())
        return badArgument("--engine", "needs cmd=PROGRAM");
    spec.process.argv.push_back(command);
    spec.process.argv.insert(spec.process.argv.end(), arguments.begin(), arguments.end());
    if (spec.name.empty())
        spec.name = command.substr(command.rfind('/') + 1);
    return spec;
}

// The KEY=VALUE words of --sprt, --draw or --resign, each key one of `keys`.
Result<std::map<std::string, double>> settingsOf(
    const std::string& option, const std::vector<std::vector<std::string>>& lists, const std::set<std::string>& keys)
{
    std::map<std::string, double> values;
    if (lists.size() > 1)
        return badArgument("--" + option, "given twice");
    for (const auto& words : lists)
        for (const std::string& word : words) {
            auto pair = keyValue("--" + option, word);
            if (!pair)
                return pair.problems();
            if (!keys.count(pair->first))
                return badArgument("--" + option, "unknown setting '" + pair->first + "'");
            auto value = number(pair->first, pair->second);
            if (!value)
                return value.problems();
            values[pair->first] = value.value();
        }
    return values;
}

Result<bool> readAdjudication(const Arguments& args, Adjudication& adjudication)
{
    auto draw = settingsOf("draw", args.list("draw"), {"movenumber", "movecount", "score"});
    if (!draw)
        return draw.problems();
    if (!draw->empty()) {
        if (!draw->count("movecount") || !draw->count("score"))
            return badArgument("--draw", "needs movecount=M and score=S (movenumber=N is optional)");
        adjudication.draw = {int(draw->count("movenumber") ? draw->at("movenumber") : 0), int(draw->at("movecount")),
            int(draw->at("score"))};
    }
    auto resign = settingsOf("resign", args.list("resign"), {"movecount", "score"});
    if (!resign)
        return resign.problems();
    if (!resign->empty()) {
        if (!resign->count("movecount") || !resign->count("score"))
            return badArgument("--resign", "needs movecount=M and score=S");
        adjudication.resign = {int(resign->at("movecount")), int(resign->at("score"))};
    }
    if (args.has("maxmoves")) {
        auto moves = wholeNumber("--maxmoves", args.option("maxmoves"), 1);
        if (!moves)
            return moves.problems();
        adjudication.maxMoves = moves.value();
    }
    return true;
}

// Everything but the openings, which need the variant checked first.
Result<MatchSettings> readSettings(const Arguments& args)
{
    MatchSettings settings;
    const auto each = args.list("each");
    if (each.size() > 1)
        return badArgument("--each", "given twice");
    for (const auto& words : args.list("engine")) {
        std::vector<std::string> all = each.empty() ? std::vector<std::string>() : each.front();
        all.insert(all.end(), words.begin(), words.end());
        auto spec = engineSpec(all);
        if (!spec)
            return spec.problems();
        settings.engines.push_back(spec.value());
    }
    if (settings.engines.size() < 2)
        return badArgument("--engine", "a match needs two engines or more");
    auto tc = TimeControl::parse(args.option("tc", "10+0.1"));
    if (!tc)
        return tc.problems();
    settings.game.timeControl = tc.value();
    auto games = wholeNumber("--games", args.option("games", "2"), 1);
    auto concurrency = wholeNumber("--concurrency", args.option("concurrency", "1"), 1);
    auto seed = wholeNumber("--seed", args.option("seed", "0"), 0);
    auto margin = wholeNumber("--timemargin", args.option("timemargin", "100"), 0);
    auto answer = number("--answer-timeout", args.option("answer-timeout", "60"));
    for (const auto* r : {&games, &concurrency, &seed, &margin})
        if (!*r)
            return r->problems();
    if (!answer || answer.value() <= 0)
        return badArgument("--answer-timeout", "expected a positive number of seconds");
    settings.gamesPerPairing = games.value();
    settings.concurrency = concurrency.value();
    settings.seed = std::uint64_t(seed.value());
    settings.game.timeMarginMs = margin.value();
    settings.game.answerTimeoutMs = std::int64_t(answer.value() * 1000);
    const std::string order = args.option("order", "sequential");
    if (order != "sequential" && order != "random")
        return badArgument("--order", "expected sequential or random, got '" + order + "'");
    settings.randomOrder = order == "random";
    settings.keepEngines = args.flags.count("keep-engines") > 0;
    auto sprt = settingsOf("sprt", args.list("sprt"), {"elo0", "elo1", "alpha", "beta"});
    if (!sprt)
        return sprt.problems();
    if (!args.list("sprt").empty()) {
        if (!sprt->count("elo0") || !sprt->count("elo1"))
            return badArgument("--sprt", "needs elo0=E0 and elo1=E1 (alpha and beta default to 0.05)");
        SprtParameters p{sprt->at("elo0"), sprt->at("elo1"), 0.05, 0.05};
        p.alpha = sprt->count("alpha") ? sprt->at("alpha") : p.alpha;
        p.beta = sprt->count("beta") ? sprt->at("beta") : p.beta;
        auto checked = Sprt::create(p);
        if (!checked)
            return checked.problems();
        settings.sprt = p;
    }
    auto adjudication = readAdjudication(args, settings.game.adjudication);
    if (!adjudication)
        return adjudication.problems();
    settings.tags["Event"] = args.option("event", "Kabir match");
    settings.tags["Site"] = args.option("site", "?");
    return settings;
}

std::atomic<MatchRunner*> g_runner{nullptr};

extern "C" void interrupted(int)
{
    if (MatchRunner* runner = g_runner.load())
        runner->requestStop();
}

}  // namespace

// kabir-cli match --engine KEY=VALUE... --engine ... [--variant ID] [--option K=V]... [--tc TC]
// [--games N] [--openings FILE] [--pgn FILE] ...: see printUsage in main.cpp and README.md.
int matchCommand(int argc, char** argv)
{
    auto args = parseArguments(argc, argv,
        {"variant", "option", "tc", "games", "concurrency", "openings", "random-openings", "order", "seed", "pgn",
            "maxmoves", "timemargin", "answer-timeout", "event", "site"},
        {"keep-engines", "debug"}, {"engine", "each", "sprt", "draw", "resign"});
    if (!args)
        return reportProblems(args.problems(), 2);
    if (!args->words.empty())
        return reportProblems({badArgument(args->words.front(), "unexpected word")}, 2);
    auto settings = readSettings(args.value());
    if (!settings)
        return reportProblems(settings.problems(), 2);
    auto game = args->game();
    if (!game)
        return reportProblems(game.problems(), 2);
    if (game->choosingArmy() >= 0)
        return reportProblems({badArgument("array-chooser",
                                  "a match cannot make the choice before the first move; "
                                  "fix the array with --option array-chooser=agreed")},
            2);
    const VariantFile* variant = &game->variant();
    settings->game.variant = variant;
    settings->game.options = game->options();
    std::string openingsName = "start position";
    if (args->has("openings")) {
        openingsName = args->option("openings");
        std::ifstream in(openingsName);
        if (!in)
            return reportProblems({Problem{openingsName, 0, 0, "", "cannot be read"}});
        std::stringstream text;
        text << in.rdbuf();
        auto openings = readOpenings(text.str(), openingsName, *variant, game->options());
        if (!openings)
            return reportProblems(openings.problems());
        settings->openings = std::move(openings).value();
    } else if (args->has("random-openings")) {
        auto plies = wholeNumber("--random-openings", args->option("random-openings"), 1);
        if (!plies)
            return reportProblems(plies.problems(), 2);
        openingsName = std::to_string(plies.value()) + " random plies";
        settings->openings = randomOpenings(
            *variant, game->options(), (settings->gamesPerPairing + 1) / 2, plies.value(), settings->seed);
    }
    std::ofstream pgn;
    if (args->has("pgn")) {
        pgn.open(args->option("pgn"), std::ios::app);
        if (!pgn)
            return reportProblems({Problem{args->option("pgn"), 0, 0, "--pgn", "cannot be written"}});
    }

    ReportContext context;
    for (const EngineSpec& spec : settings->engines)
        context.names.push_back(spec.name);
    context.timeControl = settings->game.timeControl.text();
    context.openings = openingsName.substr(openingsName.rfind('/') + 1);
    context.sprt = settings->sprt;
    MatchRunner runner(std::move(settings).value());
    std::mutex logMutex;
    if (args->flags.count("debug"))
        runner.setEngineLog([&](const std::string& engine, bool sent, const std::string& line) {
            std::lock_guard lock(logMutex);
            std::cerr << engine << (sent ? " < " : " > ") << line << '\n';
        });
    runner.setObserver([&](const MatchProgress& progress) {
        if (pgn.is_open() && !progress.game.record.empty())
            pgn << progress.game.record << '\n' << std::flush;
        std::lock_guard lock(logMutex);
        std::cerr << progressLine(progress, context) << std::endl;
    });
    g_runner = &runner;
    struct sigaction action { };
    action.sa_handler = interrupted;
    action.sa_flags = SA_RESETHAND;  // a second Ctrl-C ends the program at once
    sigaction(SIGINT, &action, nullptr);
    sigaction(SIGTERM, &action, nullptr);
    auto summary = runner.run();
    signal(SIGINT, SIG_DFL);
    signal(SIGTERM, SIG_DFL);
    g_runner = nullptr;
    if (!summary)
        return reportProblems(summary.problems());
    std::cout << summaryText(summary.value(), context) << std::flush;
    return summary->interrupted ? 1 : 0;
}

}  // namespace kabir::cli
