// kabir-cli export-fsf: the sections it writes, loaded into Debian's Fairy-Stockfish 11.1,
// count the same perft as Kabir; the games it cannot express are refused with the reasons.

#include "core/position/movegen.h"
#include "core/protocol/fsfexport.h"
#include "core/rules/rulesetcompiler.h"
#include "core/variant/variantfile.h"
#include "tests/clirun.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <string>
#include <vector>

namespace {

using kabir::test::CliRun;
using kabir::test::runCommand;

const char* const kFairyStockfish = "/usr/games/fairy-stockfish";

struct ExportRow {
    const char* game;  // kabir-cli's variant and options
    const char* fen;   // "" for the start position
    const char* source;
};

// The positions beside the start come from scripts/crosscheck.d/targets.py, where each is cited.
const ExportRow kRows[] = {
    {"chess", "", "start"},
    {"chess", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", "Kiwipete: castling"},
    {"chess", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", "CPW position 3: en passant"},
    {"chess", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", "CPW position 4: promotions"},
    {"makruk", "", "start"},
    {"makruk", "4k3/8/8/2P3s1/1p6/5K2/8/R7 w - - 0 1", "pawns about to become mets"},
    {"chaturanga", "", "start"},
    {"chaturanga", "8/2P2k2/8/1b6/8/2B3p1/8/R3K3 w - - 0 1", "an endgame with promotions"},
    {"chaturanga --option elephant=silver", "", "start"},
    {"hyderabad --option ruleset=bodlaender", "", "start, 10 x 10"},
};

std::vector<std::string> counts(const std::string& output, const std::string& pattern)
{
    std::vector<std::string> found;
    const std::regex re(pattern);
    for (auto it = std::sregex_iterator(output.begin(), output.end(), re); it != std::sregex_iterator(); ++it)
        found.push_back((*it)[1].str());
    return found;
}

// Every row's game exported into one file, and its perft counted in one Fairy-Stockfish session
// (starting it takes longer than the counts).
TEST(ExportFsf, SectionsCountTheSamePerftInFairyStockfish)
{
    ASSERT_TRUE(std::filesystem::exists(kFairyStockfish)) << "scripts/deps installs fairy-stockfish";
    const std::string cli = KABIR_CLI;
    const std::string ini = (std::filesystem::temp_directory_path() / "kabir-export-fsf-test.ini").string();
    std::filesystem::remove(ini);
    std::map<std::string, std::string> sections;  // game -> section name
    std::string commands = "setoption name VariantPath value " + ini + "\\n";
    std::vector<std::string> expected;
    for (const ExportRow& row : kRows) {
        if (!sections.count(row.game)) {
            const CliRun exported = runCommand(cli + " export-fsf " + row.game + " >> " + ini);
            ASSERT_EQ(exported.exitCode, 0) << row.game << ": " << exported.output;
            sections[row.game] = "kabir-" + std::regex_replace(row.game, std::regex(" --option [^=]*="), "-");
        }
        commands += "setoption name UCI_Variant value " + sections[row.game] + "\\nposition "
            + (*row.fen ? std::string("fen ") + row.fen : "startpos") + "\\ngo perft 3\\n";
        const CliRun kabir = runCommand(cli + " perft --variant " + row.game + " --depth 3"
            + (*row.fen ? std::string(" --fen '") + row.fen + "'" : std::string()));
        const std::vector<std::string> count = counts(kabir.output, "nodes ([0-9]+) ");
        expected.push_back(
            std::string(row.game) + ", " + row.source + ": " + (count.empty() ? kabir.output : count[0]));
    }
    const CliRun fsf = runCommand("printf '" + commands + "quit\\n' | " + kFairyStockfish);
    const std::vector<std::string> found = counts(fsf.output, "Nodes searched: ([0-9]+)");
    ASSERT_EQ(found.size(), expected.size()) << fsf.output;
    for (std::size_t i = 0; i < found.size(); ++i)
        EXPECT_EQ(expected[i], expected[i].substr(0, expected[i].rfind(' ') + 1) + found[i]);
    std::filesystem::remove(ini);
}

// Every movement the export matches to a type of Fairy-Stockfish 11.1, one piece of each for
// both armies on a 12 x 10 board: the section is written, and perft 2 agrees (each type's
// moves and captures, its direction relative to the army included).
TEST(ExportFsf, EveryPieceTypeMovesAsInFairyStockfish)
{
    const char* const betzas[] = {"N", "B", "R", "Q", "F", "A", "FA", "FfW", "RNF", "RF", "BN", "RN", "QN", "mNcB",
        "mBcN", "mNcR", "mRcN", "fW", "fR", "ffNsW", "WfF", "BW", "W", "K", "KN"};
    const std::string letters = "ABCDEFGHIJLMNOPQRSTUVWXYZ";  // all but the king's
    std::string toml = "id = \"types\"\nname = \"Types\"\ndescription = \"d\"\nsource = \"s\"\n"
                       "[board]\nfiles = 12\nranks = 10\n"
                       "[[pieces]]\nletter = \"K\"\nname = \"King\"\nbetza = \"K\"\nroyal = true\n";
    for (std::size_t i = 0; i < std::size(betzas); ++i)
        toml += "[[pieces]]\nletter = \"" + letters.substr(i, 1) + "\"\nname = \"P" + std::to_string(i)
            + "\"\nbetza = \"" + betzas[i] + "\"\n";
    // White: the king and six pieces on rank 1, twelve on rank 2, six on rank 3, one on rank 4;
    // Black the same on the ranks turned over.
    const std::string r1 = "1A1BKC1D1E1F", r2 = "GHIJLMNOPQRS", r3 = "T1U1V1W1X1Y1", r4 = "5Z6";
    const auto lower = [](std::string t) {
        for (char& c : t)
            c = char(std::tolower(static_cast<unsigned char>(c)));
        return t;
    };
    toml += "[setup]\nfen = \"" + lower(r1) + "/" + lower(r2) + "/" + lower(r3) + "/" + lower(r4) + "/12/12/" + r4 + "/"
        + r3 + "/" + r2 + "/" + r1 + " w - - 0 1\"\n";
    auto file = kabir::VariantFile::parse(toml, "types.toml");
    ASSERT_TRUE(file.ok()) << file.errorText();
    auto resolved = file->resolveOptions({});
    ASSERT_TRUE(resolved.ok()) << resolved.errorText();
    auto rules = compiledRuleset(*file, resolved.value());
    ASSERT_TRUE(rules.ok()) << rules.errorText();
    const kabir::protocol::FsfExport exported = kabir::protocol::exportFsfSection(rules.value(), "kabir-types", "t");
    ASSERT_FALSE(exported.text.empty()) << exported.refused.front();
    const std::string ini = (std::filesystem::temp_directory_path() / "kabir-export-fsf-types.ini").string();
    std::ofstream(ini) << exported.text;
    const CliRun fsf = runCommand("printf 'setoption name VariantPath value " + ini
        + "\\nsetoption name UCI_Variant value kabir-types\\nposition startpos\\ngo perft 2\\nquit\\n' | "
        + kFairyStockfish);
    std::filesystem::remove(ini);
    kabir::Position start = kabir::Position::start(rules.value());
    const std::vector<std::string> found = counts(fsf.output, "Nodes searched: ([0-9]+)");
    ASSERT_EQ(found.size(), 1u) << fsf.output;
    EXPECT_EQ(found[0], std::to_string(kabir::perft(start, 2))) << exported.text;
}

TEST(ExportFsf, GamesFairyStockfishCannotExpressAreRefusedWithTheirRules)
{
    const std::string cli = KABIR_CLI;
    const CliRun sultanspiel = runCommand(cli + " export-fsf sultanspiel");
    EXPECT_EQ(sultanspiel.exitCode, 1);
    EXPECT_NE(sultanspiel.output.find("the board of 11 x 11 squares"), std::string::npos) << sultanspiel.output;
    const CliRun kaiserspiel = runCommand(cli + " export-fsf kaiserspiel --option ruleset=B");
    EXPECT_EQ(kaiserspiel.exitCode, 1);
    EXPECT_NE(kaiserspiel.output.find("multi-steps"), std::string::npos) << kaiserspiel.output;
    EXPECT_EQ(kaiserspiel.output.find("[kabir-"), std::string::npos) << kaiserspiel.output;
    const CliRun unknown = runCommand(cli + " export-fsf nosuchgame");
    EXPECT_EQ(unknown.exitCode, 2) << unknown.output;
}

TEST(ExportFsf, ResultsFairyStockfishCannotExpressAreNamedInTheSection)
{
    const CliRun run = runCommand(std::string(KABIR_CLI) + " export-fsf chess --option stalemate=half-win");
    EXPECT_EQ(run.exitCode, 0) << run.output;
    EXPECT_NE(run.output.find("#   stalemate wins half (written as a draw)\n"), std::string::npos) << run.output;
    EXPECT_NE(run.output.find("[kabir-chess-half-win]\n"), std::string::npos) << run.output;
    EXPECT_NE(run.output.find("stalemateValue = draw\n"), std::string::npos) << run.output;
}

}  // namespace
