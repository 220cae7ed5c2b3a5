// kabir-cli match as a user runs it: a short match writes its games and the summary, and bad
// command lines or unusable engines get a clear message and exit 2 or 1, never a crash.

#include "core/record/gamerecord.h"
#include "tests/clirun.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <unistd.h>

namespace {

using kabir::test::CliRun;

CliRun match(const std::string& arguments)
{
    return kabir::test::runCommand(std::string(KABIR_CLI) + " match " + arguments);
}

const std::string kFake = std::string("cmd=") + KABIR_FAKE_ENGINE;

TEST(MatchCli, AShortMatchWritesItsGamesAndTheSummary)
{
    const std::string pgn = testing::TempDir() + "kabir-match-cli-" + std::to_string(getpid()) + ".pgn";
    std::remove(pgn.c_str());
    const CliRun run = match("--engine name=Alpha " + kFake + " --engine name=Beta " + kFake
        + " args='--seed 9' --each option.ruleset=B --variant kaiserspiel --option ruleset=B"
          " --games 4 --tc 10+0.1 --maxmoves 40 --concurrency 2 --pgn "
        + pgn);
    ASSERT_EQ(run.exitCode, 0) << run.output;
    EXPECT_NE(run.output.find("Results of Alpha vs Beta (10+0.1, start position):"), std::string::npos) << run.output;
    EXPECT_NE(run.output.find("Games: 4,"), std::string::npos) << run.output;
    EXPECT_NE(run.output.find("Ptnml(0-2): ["), std::string::npos) << run.output;
    EXPECT_NE(run.output.find("Game 4 ("), std::string::npos) << run.output;
    std::ifstream in(pgn);
    std::stringstream text;
    text << in.rdbuf();
    auto games = kabir::readRecords(text.str(), pgn);
    ASSERT_TRUE(games.ok()) << games.errorText();
    EXPECT_EQ(games->size(), 4u);
    for (const kabir::GameRecord& game : games.value())
        EXPECT_EQ(game.tags.at("Variant"), "kaiserspiel");
    std::remove(pgn.c_str());
}

// Kabir's own engine (kabir-cli uci) against itself: whole games, each ended by a rule of the
// variant (never by a forfeit), recorded so that they read back.
TEST(MatchCli, KabirAgainstItselfPlaysWholeGamesByTheRules)
{
    for (const std::string variant : {"hyderabad", "chaturanga-4-84"}) {
        const std::string pgn = testing::TempDir() + "kabir-self-" + variant + std::to_string(getpid()) + ".pgn";
        std::remove(pgn.c_str());
        const std::string kabir = std::string("cmd=") + KABIR_CLI + " args=uci";
        const CliRun run = match("--engine name=One " + kabir + " --engine name=Two " + kabir + " --variant " + variant
            + " --games 2 --tc nodes=1500 --random-openings 4 --seed 3 --pgn " + pgn);
        ASSERT_EQ(run.exitCode, 0) << run.output;
        std::ifstream in(pgn);
        std::stringstream text;
        text << in.rdbuf();
        auto games = kabir::readRecords(text.str(), pgn);
        ASSERT_TRUE(games.ok()) << games.errorText();
        ASSERT_EQ(games->size(), 2u);
        for (kabir::GameRecord& game : games.value()) {
            EXPECT_EQ(game.tags.count("Reason"), 0u) << game.tags["Reason"];  // no forfeit
            EXPECT_TRUE(game.game.outcome().over()) << variant;
            EXPECT_EQ(game.tags.at("ResultKind"), game.game.outcome().kindId());
        }
        std::remove(pgn.c_str());
    }
}

TEST(MatchCli, BadCommandLinesExitWithTwo)
{
    const struct {
        std::string arguments;
        std::string message;
    } cases[] = {
        {"--engine " + kFake, "two engines"},
        {"--engine " + kFake + " --engine name=B", "needs cmd=PROGRAM"},
        {"--engine " + kFake + " --engine " + kFake + " proto=cecp", "expected uci or xboard"},
        {"--engine " + kFake + " --engine " + kFake + " colour=red", "unknown engine setting"},
        {"--engine " + kFake + " --engine " + kFake + " --tc 10+", "the increment"},
        {"--engine " + kFake + " --engine " + kFake + " --games 0", "--games"},
        {"--engine " + kFake + " --engine " + kFake + " --sprt elo0=5 elo1=0", "elo0 must be less"},
        {"--engine " + kFake + " --engine " + kFake + " --sprt elo1=5", "needs elo0"},
        {"--engine " + kFake + " --engine " + kFake + " --draw movecount=3", "needs movecount=M and score=S"},
        {"--engine " + kFake + " --engine " + kFake + " --variant nosuch", "nosuch"},
        {"--engine " + kFake + " --engine " + kFake + " --variant kaiserspiel --option ruleset=Z", "ruleset"},
        {"--engine " + kFake + " --engine " + kFake + " --variant sultanspiel --option array-chooser=black",
            "array-chooser"},
        {"--engine " + kFake + " --engine " + kFake + " --frobnicate", "unknown option"},
        {"--engine " + kFake + " --engine " + kFake + " stray", "expected KEY=VALUE, got 'stray'"},
        {"stray --engine " + kFake + " --engine " + kFake, "unexpected word"},
    };
    for (const auto& c : cases) {
        const CliRun run = match(c.arguments);
        EXPECT_EQ(run.exitCode, 2) << c.arguments << "\n" << run.output;
        EXPECT_NE(run.output.find(c.message), std::string::npos) << c.arguments << "\n" << run.output;
    }
}

TEST(MatchCli, UnusableEnginesAndOpeningsExitWithOne)
{
    const CliRun missing = match("--engine " + kFake + " --engine name=Ghost cmd=/nonexistent/ghost");
    EXPECT_EQ(missing.exitCode, 1) << missing.output;
    EXPECT_NE(missing.output.find("/nonexistent/ghost"), std::string::npos) << missing.output;
    const CliRun mute = match("--engine " + kFake + " --engine name=Mute " + kFake + " arg=--mute startup=0.3");
    EXPECT_EQ(mute.exitCode, 1) << mute.output;
    EXPECT_NE(mute.output.find("Mute"), std::string::npos) << mute.output;
    const CliRun openings = match("--engine " + kFake + " --engine " + kFake + " --openings /nonexistent/book.pgn");
    EXPECT_EQ(openings.exitCode, 1) << openings.output;
    EXPECT_NE(openings.output.find("/nonexistent/book.pgn"), std::string::npos) << openings.output;
}

}  // namespace
