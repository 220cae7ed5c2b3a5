// Records other programs read (issue 28, point 7): every sample game written by Kabir has move
// numbers that only grow (the Indian initial moves, each side's moves in a row, and the
// Maharajah's placement included), reads back into the same game, and a real PGN reader,
// Debian's pgn-extract, reads what it can of them.
//
// What pgn-extract 19.04 checks: the tag pairs, the movetext's tokens and its result, and the
// moves as chess moves; it reads move numbers without checking them (it takes "1. e4 e5 5. Nf3
// 2... Nc6" without a word) and knows only the chess piece letters (English, Dutch and
// German), so a game of another variant stops at its first other letter or at a move that is
// not a chess move. The test therefore checks the numbers itself, in every game, and has
// pgn-extract read the written chess game, which it must take without a single diagnostic and
// give back move for move.

#include "tests/clirun.h"
#include "core/record/recordfile.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <regex>
#include <sstream>
#include <unistd.h>

namespace kabir::test {
namespace {

std::string fileText(const std::string& path)
{
    std::ifstream in(path);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// Every sample game, written by Kabir's writer.
std::vector<std::string> writtenSampleGames()
{
    const RecordFile samples(fileText(KABIR_SOURCE_DIR "/resources/games/samples.pgn"), "samples.pgn");
    std::vector<std::string> written;
    for (int i = 0; i < int(samples.games().size()); ++i) {
        auto read = samples.load(i);
        EXPECT_TRUE(read.ok() && read->problems.empty()) << "game " << i + 1;
        if (read.ok())
            written.push_back(writeRecord(read->tree, read->tags));
    }
    return written;
}

std::string movetextOf(const std::string& record)
{
    return record.substr(record.find("\n\n") + 2);
}

std::string tagOf(const std::string& record, const std::string& key)
{
    std::smatch match;
    const std::regex tag("\\[" + key + " \"([^\"]*)\"\\]");
    return std::regex_search(record, match, tag) ? match[1].str() : std::string();
}

TEST(PgnExport, MoveNumbersOnlyGrowInEverySampleGame)
{
    const std::regex number("(^|\\s)(\\d+)(\\.\\.\\.|\\.)\\s");
    const std::vector<std::string> games = writtenSampleGames();
    ASSERT_EQ(games.size(), 30u);
    for (const std::string& game : games) {
        const std::string moves = movetextOf(game);
        // (The sample games have no variations, which would start again from an earlier number.)
        int last = 0;
        for (std::sregex_iterator it(moves.begin(), moves.end(), number), end; it != end; ++it) {
            const int n = std::stoi((*it)[2].str());
            // "12." comes after every number before it; "12..." may repeat the one before it.
            if ((*it)[3].str() == ".")
                EXPECT_GT(n, last) << tagOf(game, "Variant") << ": " << it->str() << "\n" << moves;
            else
                EXPECT_GE(n, last) << tagOf(game, "Variant") << ": " << it->str() << "\n" << moves;
            last = n;
        }
        // Kabir reads what it wrote into the same game, and writes it again the same.
        const RecordFile again(game, "again.pgn");
        auto read = again.load(0);
        ASSERT_TRUE(read.ok() && read->problems.empty()) << game;
        EXPECT_EQ(writeRecord(read->tree, read->tags), game);
    }
}

// The file shipped is itself as Kabir writes it: each game's movetext is the writer's, so
// that its move numbers only grow there too (the tags may lack the ones the writer derives).
TEST(PgnExport, TheSampleFileHoldsTheMovetextKabirWrites)
{
    const std::string file = fileText(KABIR_SOURCE_DIR "/resources/games/samples.pgn");
    for (const std::string& game : writtenSampleGames())
        EXPECT_NE(file.find(movetextOf(game)), std::string::npos) << tagOf(game, "Variant") << "\n" << movetextOf(game);
}

// White's four initial moves, then Black's four answering the fourth (numbered onwards, not
// again from 1), then the game.
TEST(PgnExport, TheIndianInitialMovesAreNumberedOnwards)
{
    const std::string expected = "1. e3 2. Nc3 3. g3 4. Bd3 e5 5... d6 6... Be6 7... Nf6 8. Qe2 Bg4 9. f3";
    int checked = 0;
    for (const std::string& game : writtenSampleGames()) {
        if (tagOf(game, "Variant") == "indian") {
            EXPECT_EQ(movetextOf(game).substr(0, expected.size()), expected);
            ++checked;
        }
    }
    EXPECT_EQ(checked, 1);
}

std::string pgnExtract()
{
    for (const char* path : {"/usr/bin/pgn-extract", "/usr/games/pgn-extract"})
        if (access(path, X_OK) == 0)
            return path;
    return {};
}

TEST(PgnExport, PgnExtractReadsTheWrittenChessGameWithoutADiagnostic)
{
    const std::string reader = pgnExtract();
    if (reader.empty())
        GTEST_SKIP() << "pgn-extract is not installed (scripts/deps installs it)";
    int checked = 0;
    for (const std::string& game : writtenSampleGames()) {
        if (tagOf(game, "Variant") != "chess")
            continue;
        char path[] = "/tmp/kabir-pgnexport-XXXXXX";
        const int fd = mkstemp(path);
        ASSERT_GE(fd, 0);
        close(fd);
        std::ofstream(path) << game;
        // -s: no progress lines, so that the output is the game and the diagnostics alone.
        const std::string errors = std::string(path) + ".err";
        const CliRun run = runCommand(reader + " -s -w80 " + path + " 2>" + errors);
        const std::string diagnostics = fileText(errors);
        std::remove(path);
        std::remove(errors.c_str());
        EXPECT_EQ(run.exitCode, 0);
        EXPECT_EQ(diagnostics, "") << game;
        EXPECT_EQ(movetextOf(run.output), movetextOf(game) + "\n") << run.output;
        ++checked;
    }
    EXPECT_EQ(checked, 1);
}

}  // namespace
}  // namespace kabir::test
