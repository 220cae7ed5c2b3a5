// Opening files: FEN and EPD lines, multi-game records, their checks, the order of use, and
// random openings.

#include "core/record/gamerecord.h"
#include "core/match/openings.h"
#include "core/catalog/variantcatalog.h"

#include <gtest/gtest.h>

#include <set>

namespace kabir::match {
namespace {

const VariantFile& variant(const std::string& id)
{
    return *VariantCatalog::builtIn().find(id);
}

TEST(Openings, ReadsFenAndEpdLines)
{
    const std::string text = "# two openings\n"
                             "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\n"
                             "\n"
                             "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - bm Nf3; id \"open game\";\n";
    auto openings = readOpenings(text, "book.epd", variant("chess"), {});
    ASSERT_TRUE(openings.ok()) << openings.errorText();
    ASSERT_EQ(openings->size(), 2u);
    EXPECT_EQ(openings.value()[0].fen, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    EXPECT_EQ(openings.value()[1].fen, "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1");
    EXPECT_TRUE(openings.value()[1].moves.empty());
}

TEST(Openings, BadFenNamesItsLine)
{
    const std::string text = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\nrnbqkbnr/ppp/8 w - - 0 1\n";
    auto openings = readOpenings(text, "book.epd", variant("chess"), {});
    ASSERT_FALSE(openings.ok());
    EXPECT_EQ(openings.problems().front().line, 2);
    EXPECT_EQ(openings.problems().front().file, "book.epd");
}

TEST(Openings, ReadsEveryGameOfARecordFile)
{
    const std::string text
        = "[Variant \"hyderabad\"]\n[VariantOptions \"ruleset=bodlaender\"]\n\n1. e3e4 e8e7 *\n\n"
          "[Variant \"hyderabad\"]\n[VariantOptions \"ruleset=bodlaender\"]\n\n1. d2d3 {a comment} d9d8 2. c2c3 *\n";
    auto openings = readOpenings(text, "hyderabad.pgn", variant("hyderabad"), {{"ruleset", "bodlaender"}});
    ASSERT_TRUE(openings.ok()) << openings.errorText();
    ASSERT_EQ(openings->size(), 2u);
    EXPECT_EQ(openings.value()[0].moves, (std::vector<std::string>{"e3e4", "e8e7"}));
    EXPECT_EQ(openings.value()[1].moves, (std::vector<std::string>{"d2d3", "d9d8", "c2c3"}));
    EXPECT_TRUE(openings.value()[1].fen.empty());
}

TEST(Openings, RecordsOfAnotherVariantOrWithBadMovesAreRefused)
{
    EXPECT_FALSE(readOpenings("[Variant \"chess\"]\n\n1. e4 *\n", "x.pgn", variant("hyderabad"), {}).ok());
    auto bad = readOpenings(
        "[Variant \"chess\"]\n\n1. e4 e5 *\n\n[Variant \"chess\"]\n\n1. e4 e4 *\n", "x.pgn", variant("chess"), {});
    ASSERT_FALSE(bad.ok());
    EXPECT_EQ(bad.problems().front().line, 7);  // the second game's movetext, counted in the file
    EXPECT_FALSE(readOpenings("\n\n", "empty.epd", variant("chess"), {}).ok());
    // A record that ends the game is no opening.
    EXPECT_FALSE(readOpenings("1. f3 e5 2. g4 Qh4 *\n", "mate.pgn", variant("chess"), {}).ok());
}

TEST(Openings, MultiGameReadingLeavesSingleGamesAlone)
{
    auto one = readRecord("[White \"A\"]\n\n1. e4 e5 *\n\n[White \"B\"]\n\n1. d4 *\n", "two.pgn");
    ASSERT_TRUE(one.ok()) << one.errorText();
    EXPECT_EQ(one->tags.at("White"), "A");
    EXPECT_EQ(one->game.plyCount(), 2);
    auto all = readRecords("[White \"A\"]\n\n1. e4 e5 *\n\n[White \"B\"]\n\n1. d4 *\n", "two.pgn");
    ASSERT_TRUE(all.ok()) << all.errorText();
    ASSERT_EQ(all->size(), 2u);
    EXPECT_EQ(all.value()[1].tags.at("White"), "B");
    EXPECT_EQ(all.value()[1].game.plyCount(), 1);
}

TEST(Openings, OrderIsSequentialOrShuffledBySeed)
{
    EXPECT_EQ(openingOrder(4, false, 0), (std::vector<int>{0, 1, 2, 3}));
    const auto shuffled = openingOrder(50, true, 7);
    EXPECT_EQ(shuffled, openingOrder(50, true, 7));
    EXPECT_NE(shuffled, openingOrder(50, true, 8));
    EXPECT_NE(shuffled, openingOrder(50, false, 7));
    auto sorted = shuffled;
    std::sort(sorted.begin(), sorted.end());
    EXPECT_EQ(sorted, openingOrder(50, false, 0));
}

TEST(Openings, RandomOpeningsAreLegalDifferentAndReproducible)
{
    const VariantFile& kaiserspiel = variant("kaiserspiel");
    const auto first = randomOpenings(kaiserspiel, {}, 30, 6, 7);
    ASSERT_EQ(first.size(), 30u);
    std::set<std::string> ends;
    for (const Opening& o : first) {
        ASSERT_EQ(o.moves.size(), 6u);
        auto game = Game::create(kaiserspiel, {});
        for (const std::string& m : o.moves)
            ASSERT_TRUE(game->play(m).ok()) << m;
        ends.insert(game->position().fen());
    }
    EXPECT_EQ(ends.size(), 30u);
    const auto again = randomOpenings(kaiserspiel, {}, 30, 6, 7);
    EXPECT_EQ(again.front().moves, first.front().moves);
    EXPECT_NE(randomOpenings(kaiserspiel, {}, 1, 6, 8).front().moves, first.front().moves);
}

}  // namespace
}  // namespace kabir::match
