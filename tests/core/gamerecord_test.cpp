// PGN-style records (architecture.md, Records; rules.md §0 on Result, Termination and
// ResultKind): written and read back for every variant, with options, a start position and
// Black's pre-game choice; bad records are refused with the line and the reason.

#include "tests/core/testpositions.h"

#include "core/record/gamerecord.h"

#include <gtest/gtest.h>

#include <random>

namespace kabir::test {
namespace {

Game newGame(const std::string& variant, const OptionValues& options = {}, const std::string& fen = {})
{
    auto game = Game::create(*VariantCatalog::builtIn().find(variant), options, fen);
    EXPECT_TRUE(game.ok()) << game.errorText();
    return std::move(game).value();
}

void playAll(Game& game, std::initializer_list<std::string> moves)
{
    for (const std::string& m : moves) {
        auto played = game.play(m);
        ASSERT_TRUE(played.ok()) << played.errorText();
    }
}

TEST(GameRecord, FinishedGameCarriesResultTerminationAndKind)
{
    Game game = newGame("chess");
    playAll(game, {"f2f3", "e7e5", "g2g4", "d8h4"});
    const std::string text = writeRecord(game, {{"White", "Tressau"}});
    EXPECT_NE(text.find("[White \"Tressau\"]"), std::string::npos) << text;
    EXPECT_NE(text.find("[Result \"0-1\"]"), std::string::npos) << text;
    EXPECT_NE(text.find("[ResultKind \"checkmate\"]"), std::string::npos) << text;
    EXPECT_NE(text.find("[Termination \"checkmate\"]"), std::string::npos) << text;
    EXPECT_NE(text.find("1. f3 e5 2. g4 Qh4# 0-1"), std::string::npos) << text;
    auto read = readRecord(text, "game.pgn");
    ASSERT_TRUE(read.ok()) << read.errorText();
    EXPECT_EQ(read->game.position().fen(), game.position().fen());
    EXPECT_EQ(read->tags.at("White"), "Tressau");
}

TEST(GameRecord, EveryVariantRoundTripsAlongARandomGame)
{
    std::mt19937 random(7);
    for (const VariantFile& variant : VariantCatalog::builtIn().variants()) {
        Game game = newGame(variant.id());
        for (int ply = 0; ply < 60 && !game.legalMoves().empty(); ++ply) {
            const auto moves = game.legalMoves();
            ASSERT_TRUE(game.play(moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(random)]).ok());
        }
        auto read = readRecord(writeRecord(game), variant.id() + ".pgn");
        ASSERT_TRUE(read.ok()) << variant.id() << ": " << read.errorText();
        EXPECT_EQ(read->game.position().fen(), game.position().fen()) << variant.id();
        EXPECT_EQ(read->game.plyCount(), game.plyCount());
    }
}

TEST(GameRecord, OptionsStartPositionAndPreGameChoiceRoundTrip)
{
    Game game = newGame("sultanspiel", {{"array-chooser", "black"}, {"ruleset", "A"}});
    playAll(game, {"array=tressau-fig4,king-targets=off", "e2e5"});
    const std::string text = writeRecord(game);
    EXPECT_NE(text.find("[PreGameChoice \"array=tressau-fig4,king-targets=off\"]"), std::string::npos) << text;
    auto read = readRecord(text, "sultan.pgn");
    ASSERT_TRUE(read.ok()) << read.errorText();
    EXPECT_EQ(read->game.position().fen(), game.position().fen());

    Game fromFen = newGame("hyderabad", {{"ruleset", "bodlaender"}}, "9k/10/10/10/10/10/10/10/10/K5R3 w - - 0 30");
    playAll(fromFen, {"g1g2", "j10j9"});
    const std::string setUp = writeRecord(fromFen);
    EXPECT_NE(setUp.find("[FEN \"9k/10/10/10/10/10/10/10/10/K5R3 w - - 0 30\"]"), std::string::npos) << setUp;
    EXPECT_NE(setUp.find("30. Rg2 Kj9"), std::string::npos) << setUp;
    auto again = readRecord(setUp, "set-up.pgn");
    ASSERT_TRUE(again.ok()) << again.errorText();
    EXPECT_EQ(again->game.position().fen(), fromFen.position().fen());
}

TEST(GameRecord, ReadsCommentsVariationsNagsAndCoordinates)
{
    const std::string text = "[Variant \"kaiserspiel\"]\n[VariantOptions \"ruleset=B\"]\n\n"
                             "1. e2e5 {a triple step} a9a8 $1 (1... d9d6) 2. Nc3 ; to the end\nb9b7 *\n";
    auto read = readRecord(text, "k.pgn");
    ASSERT_TRUE(read.ok()) << read.errorText();
    EXPECT_EQ(read->game.plyCount(), 4);
}

TEST(GameRecord, BadRecordsNameTheLineAndReason)
{
    auto illegal = readRecord("[Variant \"chess\"]\n\n1. e4 e5\n2. Ke3 *\n", "bad.pgn");
    ASSERT_FALSE(illegal.ok());
    EXPECT_NE(illegal.errorText().find("bad.pgn:4"), std::string::npos) << illegal.errorText();
    EXPECT_NE(illegal.errorText().find("'Ke3'"), std::string::npos) << illegal.errorText();
    auto variant = readRecord("[Variant \"nosuch\"]\n\n*\n", "v.pgn");
    ASSERT_FALSE(variant.ok());
    EXPECT_NE(variant.errorText().find("unknown variant"), std::string::npos);
    auto tag = readRecord("[Variant chess\n", "t.pgn");
    ASSERT_FALSE(tag.ok());
    EXPECT_NE(tag.errorText().find("t.pgn:1"), std::string::npos);
    auto option = readRecord("[Variant \"kaiserspiel\"]\n[VariantOptions \"ruleset=Z\"]\n\n*\n", "o.pgn");
    EXPECT_FALSE(option.ok());
}

TEST(GameRecord, ReadsEveryGameOfAFileWithLinesCountedInTheFile)
{
    const std::string text = "[White \"A\"]\n\n1. e4 {[not a tag]} e5 *\n\n"
                             "[White \"B\"]\n[Variant \"hyderabad\"]\n\n1. e3e4 *\n";
    auto all = readRecords(text, "two.pgn");
    ASSERT_TRUE(all.ok()) << all.errorText();
    ASSERT_EQ(all->size(), 2u);
    EXPECT_EQ(all.value()[0].tags.at("White"), "A");
    EXPECT_EQ(all.value()[1].game.variant().id(), "hyderabad");
    auto bad = readRecords("[White \"A\"]\n\n1. e4 *\n\n[White \"B\"]\n\n1. e5 *\n", "bad.pgn");
    ASSERT_FALSE(bad.ok());
    EXPECT_NE(bad.errorText().find("bad.pgn:7"), std::string::npos) << bad.errorText();
    EXPECT_FALSE(readRecords(" \n", "empty.pgn").ok());
}

TEST(GameRecord, AGivenResultEndsTheMovetext)
{
    Game game = newGame("chess");
    playAll(game, {"e2e4"});
    const std::string text = writeRecord(game, {{"Result", "0-1"}, {"Termination", "time forfeit"}});
    EXPECT_NE(text.find("[Result \"0-1\"]"), std::string::npos) << text;
    EXPECT_NE(text.find("1. e4 0-1\n"), std::string::npos) << text;
}

}  // namespace
}  // namespace kabir::test
