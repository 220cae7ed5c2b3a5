// kabir-cli as a user runs it: perft output, the variants list, and bad input that gets a
// clear message and a non-zero exit, never a crash.

#include "core/search/weightfile.h"
#include "tests/clirun.h"

#include <gtest/gtest.h>

#include <fstream>
#include <iterator>
#include <regex>
#include <string>

namespace {

using kabir::test::CliRun;

CliRun cli(const std::string& arguments, const std::string& input = {})
{
    const std::string feed = input.empty() ? std::string() : "printf '" + input + "' | ";
    return kabir::test::runCommand(feed + std::string(KABIR_CLI) + " " + arguments);
}

TEST(Cli, VersionAndHelpAnswerAndExitZero)
{
    const CliRun version = cli("--version");
    EXPECT_EQ(version.exitCode, 0) << version.output;
    EXPECT_TRUE(std::regex_match(version.output, std::regex("Kabir [0-9]+\\.[0-9]+\\.[0-9]+\n"))) << version.output;
    const CliRun help = cli("--help");
    EXPECT_EQ(help.exitCode, 0) << help.output;
    EXPECT_NE(help.output.find("usage: kabir-cli COMMAND"), std::string::npos) << help.output;
    EXPECT_NE(help.output.find("--version"), std::string::npos) << help.output;
}

TEST(Cli, PerftPrintsNodesTimeAndSpeedLast)
{
    const CliRun run = cli("perft --variant hyderabad --option ruleset=bodlaender --depth 3");
    EXPECT_EQ(run.exitCode, 0) << run.output;
    EXPECT_TRUE(std::regex_search(run.output, std::regex("(^|\n)nodes 18705 time_ms [0-9]+ nps [0-9]+\n$")))
        << run.output;
}

TEST(Cli, PerftDivideListsRootMovesInCoordinateNotation)
{
    const CliRun run = cli("perft --variant kaiserspiel --option ruleset=B --depth 2 --divide");
    EXPECT_EQ(run.exitCode, 0) << run.output;
    EXPECT_NE(run.output.find("e2e5 38\n"), std::string::npos) << run.output;
    EXPECT_NE(run.output.find("a2a3 38\n"), std::string::npos);
    EXPECT_NE(run.output.find("nodes 1444 "), std::string::npos);
}

TEST(Cli, PerftPlaysMovesFromFenFirst)
{
    const CliRun run = cli("perft --variant turkish --option ruleset=reformed "
                           "--fen 'r5k5r/13/13/13/13/13/13/13/13/13/13/13/R5K5R w KQ - 0 1' --moves g1k1h1 --depth 1");
    EXPECT_EQ(run.exitCode, 0) << run.output;
    EXPECT_NE(run.output.find("nodes "), std::string::npos) << run.output;
    const CliRun text = cli("perft --variant chess --moves e4 e5 Nf3 --depth 1");
    EXPECT_EQ(text.exitCode, 0) << text.output;
    EXPECT_NE(text.output.find("nodes 29 "), std::string::npos) << text.output;
}

TEST(Cli, VariantsListsEveryOptionWithDefault)
{
    const CliRun run = cli("variants");
    EXPECT_EQ(run.exitCode, 0);
    for (const char* expected : {"kaiserspiel", "--option array=tressau-1840|peguilhen-1819", "sultanspiel",
             "hyderabad", "--option ruleset=markov-2022|cazaux-knowlton-2017|bodlaender|greenwood", "turkish",
             "--option great-piece=", "short-queen when ruleset=reformed", "chess"})
        EXPECT_NE(run.output.find(expected), std::string::npos) << expected << "\n" << run.output;
}

TEST(Cli, ValuesListsEveryPieceOfEveryVariant)
{
    const CliRun run = cli("values");
    EXPECT_EQ(run.exitCode, 0) << run.output;
    for (const char* expected : {"chess: Chess, 8x8 board (64 squares), 2 armies, check",
             "chaturanga-4-84: Chaturanga 4-84, 10x10 board less 16 cut squares (84 squares), 4 armies, no check",
             "  N Knight", "royal, with check: not material", "royal, captured: the search adds the loss rules",
             "pawn: the unit", "also in hand, same value", "in the start array with great-piece=short-superqueen",
             "in the start array with small-piece=short-bishop-queen"})
        EXPECT_NE(run.output.find(expected), std::string::npos) << expected << "\n" << run.output;
}

TEST(Cli, ValuesOfOneVariantFollowTheOptions)
{
    const CliRun run = cli("values --variant turkish --option great-piece=short-superqueen");
    EXPECT_EQ(run.exitCode, 0) << run.output;
    EXPECT_TRUE(std::regex_search(run.output, std::regex("\n  U Short superqueen +RFN [^\n]*[0-9]\n"))) << run.output;
    EXPECT_TRUE(std::regex_search(run.output, std::regex("\n  V Great vizier [^\n]*not in the start array\n")))
        << run.output;
    EXPECT_EQ(run.output.find("hyderabad"), std::string::npos) << "one variant only";
}

TEST(Cli, ValuesTableInTheDocumentationIsCurrent)
{
    std::ifstream in(KABIR_SOURCE_DIR "/docs/engine.md");
    const std::string doc((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const CliRun run = cli("values");
    ASSERT_EQ(run.exitCode, 0) << run.output;
    EXPECT_NE(doc.find("```\n" + run.output + "```\n"), std::string::npos)
        << "regenerate the table in docs/engine.md with kabir-cli values";
}

struct BadRun {
    const char* arguments;
    const char* message;
};

TEST(Cli, BadInputGetsAClearMessageAndNonZeroExit)
{
    const BadRun cases[] = {
        {"perft --variant nosuchgame --depth 1", "'nosuchgame': unknown variant"},
        {"perft --variant kaiserspiel --option ruleset=Z --depth 1", "\"Z\" is not a value of option ruleset"},
        {"perft --variant kaiserspiel --option colour=red --depth 1", "no option \"colour\""},
        {"perft --variant chess --fen 'rnbqkbnr/pppppppp/8/8 w' --depth 1", "'board'"},
        {"perft --variant chess --fen 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR q' --depth 1", "'side to move'"},
        {"perft --variant chess --moves e2e5 --depth 1", "--moves, move 1: 'e2e5': is not a legal move"},
        {"perft --variant chess --fen '\x01\x7f/8 w' --depth 1",
            "--fen: 'board, rank 8': FEN has an unknown piece '\\x01\\x7F'"},
        {"play e2e4 e7e5 e1e3", "command line, move 3: 'e1e3': is not a legal move"},
        {"games", "command line: 'games': name at least one record file"},
        {"perft --variant chess --depth x", "'--depth'"},
        {"perft --variant chess --bogus --depth 1", "'--bogus': unknown option"},
        {"check /nonexistent.toml", "cannot open"},
        {"values --variant nosuchgame", "'nosuchgame': unknown variant"},
        {"values --option ruleset=A", "'--option': needs --variant"},
        {"values --variant turkish --option great-piece=king", "\"king\" is not a value of option great-piece"},
        {"frobnicate", "unknown command"},
    };
    for (const BadRun& c : cases) {
        const CliRun run = cli(c.arguments);
        EXPECT_NE(run.exitCode, 0) << c.arguments;
        EXPECT_LT(run.exitCode, 128) << "crashed: " << c.arguments;
        EXPECT_NE(run.output.find(c.message), std::string::npos) << c.arguments << "\n" << run.output;
    }
}

TEST(Cli, PlayPrintsFenLegalMovesAndResultInThreeLines)
{
    const CliRun run = cli("play --variant chess f2f3 e7e5 g2g4");
    EXPECT_EQ(run.exitCode, 0) << run.output;
    EXPECT_TRUE(std::regex_match(run.output,
        std::regex("fen rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2\n"
                   "legal 30: [a-h0-9 ]+\n"
                   "result \\* ongoing\n")))
        << run.output;
    const CliRun mate = cli("play --variant chess f2f3 e7e5 g2g4 Qh4#");
    EXPECT_NE(mate.output.find("legal 0:\nresult 0-1 checkmate\n"), std::string::npos) << mate.output;
}

TEST(Cli, PlayReportsResultKinds)
{
    const CliRun burj = cli("play --variant hyderabad --fen 'r8k/8pp/10/10/10/10/10/10/10/R3K5 w - - 0 1' a1a10");
    EXPECT_NE(burj.output.find("result 1/2-1/2 burj"), std::string::npos) << burj.output;
    const CliRun target = cli("play --variant sultanspiel --fen 'k10/11/11/11/11/11/4K6/11/11/11/11 w - - 0 1' e5f6");
    EXPECT_NE(target.output.find("result 1-0 king-target"), std::string::npos) << target.output;
    const CliRun choice
        = cli("play --variant sultanspiel --option array-chooser=black array=tressau-fig4,king-targets=on e2e5");
    EXPECT_EQ(choice.exitCode, 0) << choice.output;
    EXPECT_NE(choice.output.find("fen rnbmckqanbr/"), std::string::npos) << choice.output;
}

TEST(Cli, PlayStopsAtAnIllegalMoveOrAfterTheEnd)
{
    const CliRun illegal = cli("play --variant kaiserspiel e2e6");
    EXPECT_EQ(illegal.exitCode, 1);
    EXPECT_NE(illegal.output.find("'e2e6': is not a legal move"), std::string::npos) << illegal.output;
    const CliRun over = cli("play --variant chess f2f3 e7e5 g2g4 d8h4 a2a3");
    EXPECT_EQ(over.exitCode, 1);
    EXPECT_NE(over.output.find("the game is over (checkmate)"), std::string::npos) << over.output;
}

TEST(Cli, PlayReadsAndWritesTheNotationAskedFor)
{
    const CliRun numbered = cli("play --variant sultanspiel --notation numbered 105-72");
    EXPECT_EQ(numbered.exitCode, 0) << numbered.output;
    EXPECT_NE(numbered.output.find(" 16-38"), std::string::npos) << numbered.output;  // e10-e8
    const CliRun german = cli("play --variant chess --notation standard --letters de e4 e5 Sf3");
    EXPECT_EQ(german.exitCode, 0) << german.output;
    EXPECT_NE(german.output.find(" Sc6"), std::string::npos) << german.output;
    EXPECT_EQ(cli("play --variant chess --letters xx e4").exitCode, 2);
    EXPECT_EQ(cli("play --variant chess --notation fancy e4").exitCode, 2);
    const CliRun refused = cli("play --variant kaiserspiel e1b1");
    EXPECT_NE(refused.output.find("the commander on d1 stands there"), std::string::npos) << refused.output;
}

TEST(Cli, CheckReportsEveryProblemWithLineAndKey)
{
    const std::string path = testing::TempDir() + "kabir_bad_variant.toml";
    std::ofstream(path) << "id = \"bad\"\nname = \"Bad\"\nsource = \"test\"\n[board]\nfiles = 99\nranks = 8\n"
                           "[[pieces]]\nletter = \"K\"\nname = \"King\"\nbetza = \"Kq\"\nroyal = true\n"
                           "[setup]\nfen = \"k7/8/8/8/8/8/8/7K w - - 0 1\"\n";
    const CliRun run = cli("check " + path);
    EXPECT_EQ(run.exitCode, 1);
    EXPECT_NE(run.output.find(":5:9: 'board.files': must be between 1 and 16"), std::string::npos) << run.output;
    EXPECT_NE(run.output.find(":10:9: 'pieces[0].betza'"), std::string::npos) << run.output;
    const CliRun good = cli(std::string("check ") + KABIR_SOURCE_DIR + "/resources/variants/turkish.toml");
    EXPECT_EQ(good.exitCode, 0) << good.output;
}

TEST(Cli, GamesReadsEveryGameAndListsEachProblemWithFileLineGameAndMove)
{
    const std::string path = testing::TempDir() + "kabir_games.pgn";
    std::ofstream(path) << "[Event \"One\"]\n\n1. e4 e5 2. Nf3 *\n\n"
                           "[Event \"Two\"]\n\n1. e4 e5 2. Ke3 *\n\n"
                           "[Event \"Three\"]\n[Variant \"nosuchgame\"]\n\n1. e4 *\n";
    const CliRun run = cli("games " + path);
    EXPECT_EQ(run.exitCode, 1);
    EXPECT_NE(run.output.find("kabir_games.pgn:7:13: game 2, move 2. Ke3: is not a legal move"), std::string::npos)
        << run.output;
    EXPECT_NE(
        run.output.find("kabir_games.pgn:10: game 3: 'Variant' unknown variant \"nosuchgame\""), std::string::npos)
        << run.output;
    EXPECT_NE(run.output.find("kabir_games.pgn: 3 games, 1 read without problems"), std::string::npos) << run.output;
    const CliRun listed = cli("games --list " + path);
    EXPECT_EQ(listed.exitCode, 0) << listed.output;
    EXPECT_NE(listed.output.find("3 games listed"), std::string::npos) << listed.output;
    const CliRun good = cli(std::string("games ") + KABIR_SOURCE_DIR + "/resources/games/samples.pgn");
    EXPECT_EQ(good.exitCode, 0) << good.output;
    const CliRun binary = cli(std::string("games ") + KABIR_SOURCE_DIR + "/docs/xboard-kaiserspiel.png");
    EXPECT_EQ(binary.exitCode, 1);
    EXPECT_NE(binary.output.find("xboard-kaiserspiel.png:3:1: is not a text file"), std::string::npos) << binary.output;
}

// The tuner fits weights to the games of a record file and writes a weight file that the
// program reads back; without games or a group it says why.
TEST(Cli, TuneWritesAWeightFileFittedToTheGames)
{
    const std::string games = testing::TempDir() + "kabir_tune.pgn";
    const std::string weights = testing::TempDir() + "kabir_tune.toml";
    {
        std::ofstream out(games);
        for (int i = 0; i < 5; ++i)
            out << "[FEN \"4k3/8/8/8/8/8/P7/4K3 w - - 0 1\"]\n[Result \"1/2-1/2\"]\n\n"
                   "1. Kd2 Kd7 2. Kc3 Kc6 3. Kb4 Kb6 4. Kc4 1/2-1/2\n\n";
    }
    const CliRun run = cli("tune --group Orthodox --skip 0 --passes 3 --threads 1 --out " + weights + " " + games);
    EXPECT_EQ(run.exitCode, 0) << run.output;
    EXPECT_NE(run.output.find("tune: 24 positions (6 more held out) of 5 games"), std::string::npos) << run.output;
    EXPECT_NE(run.output.find("tune: pass 1, error "), std::string::npos) << run.output;
    std::ifstream in(weights);
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    auto file = kabir::search::readWeightFile(text, weights);
    ASSERT_TRUE(file) << kabir::joinProblems(file.problems()) << text;
    EXPECT_EQ(file->groups, std::vector<std::string>{"Orthodox"});
    EXPECT_NE(file->weights, kabir::search::EvalWeights{}) << text;

    const CliRun held = cli("tune --group Orthodox --skip 0 --passes 3 --threads 1 --hold isolatedEg " + games);
    EXPECT_EQ(held.exitCode, 0) << held.output;
    EXPECT_NE(held.output.find("\nisolatedEg = 15\n"), std::string::npos) << held.output;
    const CliRun badHold = cli("tune --group Orthodox --hold speed " + games);
    EXPECT_EQ(badHold.exitCode, 2);
    EXPECT_NE(badHold.output.find("'--hold': 'speed' is not a weight of the evaluation"), std::string::npos)
        << badHold.output;
    const CliRun noGroup = cli("tune " + games);
    EXPECT_EQ(noGroup.exitCode, 2);
    EXPECT_NE(noGroup.output.find("'--group': name the group"), std::string::npos) << noGroup.output;
    const std::string unfinished = testing::TempDir() + "kabir_tune_unfinished.pgn";
    std::ofstream(unfinished) << "1. e4 e5 2. Nf3 *\n";
    const CliRun noGames = cli("tune --group Orthodox " + unfinished);
    EXPECT_EQ(noGames.exitCode, 1);
    EXPECT_NE(noGames.output.find("the files hold no finished game"), std::string::npos) << noGames.output;
}

TEST(Cli, UciAndXBoardEnginesTalkOnStdinAndStdout)
{
    const CliRun uci = cli("uci", "uci\\nposition startpos moves e2e4\\ngo depth 2\\n");
    EXPECT_EQ(uci.exitCode, 0) << uci.output;
    const std::regex answers("id name Kabir [0-9.]+\n(.*\n)*uciok\n(.*\n)*bestmove [a-h][78][a-h][56]");
    EXPECT_TRUE(std::regex_search(uci.output, answers)) << uci.output;
    const CliRun xboard = cli("xboard", "xboard\\nprotover 2\\nnew\\nvariant kaiserspiel\\nping 1\\nquit\\n");
    EXPECT_EQ(xboard.exitCode, 0) << xboard.output;
    EXPECT_NE(xboard.output.find("setup (PNBRQ"), std::string::npos) << xboard.output;
    EXPECT_NE(xboard.output.find("pong 1\n"), std::string::npos) << xboard.output;
    EXPECT_EQ(cli("uci extra").exitCode, 2);
}

}  // namespace
