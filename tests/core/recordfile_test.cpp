// Files of many games read into trees (architecture.md, Records): the list of games, a broken
// game that loads up to its bad move and says where, variations, comments, NAGs and the
// lichess/ChessBase commands read and written back unchanged, deep nesting, and the variant
// taken from the FEN when the Variant tag is missing.

#include "tests/core/testpositions.h"
#include "core/record/recordfile.h"

#include "core/position/movegen.h"
#include "core/catalog/variantcatalog.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <set>

namespace kabir::test {
namespace {

// The tree as text, node by node in depth-first order, for comparing trees.
std::string dump(const GameTree& tree)
{
    const Geometry& board = tree.start().position().geometry();
    std::string out;
    auto comment = [&](const Comment& c) {
        std::string words;
        for (const std::string& w : commentWords(c, board))
            words += w + " ";
        return words;
    };
    std::vector<std::pair<NodeId, int>> pending{{GameTree::kRoot, 0}};
    while (!pending.empty()) {
        const auto [id, depth] = pending.back();
        pending.pop_back();
        const TreeNode& n = tree.node(id);
        out += std::to_string(depth) + " " + n.text + " [" + comment(n.commentBefore) + "] {" + comment(n.comment)
            + "}";
        for (int nag : n.nags)
            out += " $" + std::to_string(nag);
        out += '\n';
        for (auto child = n.children.rbegin(); child != n.children.rend(); ++child)
            pending.push_back({*child, child == n.children.rend() - 1 ? depth : depth + 1});
    }
    return out;
}

TreeRecord load(const RecordFile& file, int index, const VariantMatch* variant = nullptr)
{
    auto read = file.load(index, variant);
    EXPECT_TRUE(read.ok()) << read.errorText();
    return std::move(read).value();
}

const char* const kThreeGames = R"([Event "First"]
[White "Tressau"]
[Result "1-0"]

1. e4 e5 2. Nf3 Nc6 3. Bb5 1-0

[Event "Broken"]
[Variant "kaiserspiel"]

1. e2e5 e9e7 2. Nc3 (2. Ke3 Nc8) 2... b9b7
3. Ke3 Nc8 4. Nd5 *

[Event "Third"]
[Variant "hyderabad"]
[Result "*"]

1. e3e4 *
)";

TEST(RecordFile, ListsEveryGameWithItsTagsMovesAndLine)
{
    const RecordFile file(kThreeGames, "three.pgn");
    ASSERT_EQ(file.games().size(), 3u);
    const struct {
        int number, firstLine, plyCount;
        const char* event;
    } rows[] = {{1, 1, 5, "First"}, {2, 7, 7, "Broken"}, {3, 13, 1, "Third"}};
    for (std::size_t i = 0; i < 3; ++i) {
        const GameHeader& game = file.games()[i];
        EXPECT_EQ(game.number, rows[i].number);
        EXPECT_EQ(game.firstLine, rows[i].firstLine);
        EXPECT_EQ(game.plyCount, rows[i].plyCount);
        EXPECT_EQ(game.tags.at("Event"), rows[i].event);
    }
    EXPECT_EQ(file.games()[0].tags.at("White"), "Tressau");
    EXPECT_EQ(file.games()[1].tags.at("Variant"), "kaiserspiel");
    EXPECT_TRUE(RecordFile(" \n", "empty.pgn").games().empty());
}

TEST(RecordFile, ABrokenGameLoadsUpToItsBadMoveAndSaysWhere)
{
    const RecordFile file(kThreeGames, "three.pgn");
    const TreeRecord first = load(file, 0);
    EXPECT_TRUE(first.problems.empty());
    EXPECT_EQ(first.tree.mainLine().size(), 5u);

    const TreeRecord broken = load(file, 1);
    ASSERT_EQ(broken.problems.size(), 2u);
    // In a variation: the rest of that variation is skipped ...
    const GameProblem& inVariation = broken.problems[0];
    EXPECT_EQ(inVariation.where.file, "three.pgn");
    EXPECT_EQ(inVariation.game, 2);
    EXPECT_EQ(inVariation.where.line, 10);
    EXPECT_EQ(inVariation.where.column, 25);
    EXPECT_EQ(inVariation.moveNumber, "2.");
    EXPECT_EQ(inVariation.where.key, "Ke3");
    EXPECT_NE(inVariation.where.message.find("is not a legal move"), std::string::npos);
    // ... in the main line, the game ends before the bad move.
    const GameProblem& inMainLine = broken.problems[1];
    EXPECT_EQ(inMainLine.where.line, 11);
    EXPECT_EQ(inMainLine.moveNumber, "3.");
    EXPECT_EQ(inMainLine.toString().rfind("three.pgn:11:4: game 2, move 3. Ke3: is not a legal move", 0), 0u)
        << inMainLine.toString();
    const std::vector<NodeId> mainLine = broken.tree.mainLine();
    ASSERT_EQ(mainLine.size(), 4u);
    EXPECT_EQ(broken.tree.node(mainLine.back()).text, "b7");
    EXPECT_EQ(broken.tree.children(broken.tree.parent(mainLine[2])).size(), 1u);  // nothing of 2. Ke3 Nc8 was kept

    const TreeRecord third = load(file, 2);
    EXPECT_TRUE(third.problems.empty());
    EXPECT_EQ(third.tree.start().variant().id(), "hyderabad");
    EXPECT_EQ(third.tree.mainLine().size(), 1u);

    // The old reader of whole games refuses the broken one and names its line.
    auto all = readRecords(kThreeGames, "three.pgn");
    ASSERT_FALSE(all.ok());
    EXPECT_NE(all.errorText().find("three.pgn:10"), std::string::npos) << all.errorText();
}

TEST(RecordFile, AGameThatCannotStartIsAProblemAndTheOthersStillLoad)
{
    const RecordFile file("[Variant \"nosuch\"]\n\n1. e4 *\n\n[Event \"Fine\"]\n\n1. d4 *\n"
                          "\n[Event \"Bad\n\n1. e4 *\n",
        "mixed.pgn");
    ASSERT_EQ(file.games().size(), 3u);
    auto unknown = file.load(0);
    ASSERT_FALSE(unknown.ok());
    EXPECT_EQ(unknown.problems().front().line, 1);
    EXPECT_NE(unknown.errorText().find("unknown variant"), std::string::npos);
    EXPECT_EQ(load(file, 1).tree.mainLine().size(), 1u);
    auto badTag = file.load(2);
    ASSERT_FALSE(badTag.ok());
    EXPECT_NE(badTag.errorText().find("mixed.pgn:9"), std::string::npos) << badTag.errorText();
}

const char* const kAnnotated = R"([Event "Annotated"]
[Site "https://lichess.org/abcdefgh"]
[Variant "Standard"]
[Result "1-0"]

{A game to study [%csl Ge4]} 1. e4 { [%clk 0:05:00] } 1... e5 { [%clk 0:04:58.5] [%eval 0.2] }
2. Nf3!? $14 (2. f4 {The King's Gambit} exf4 (2... d5! {Falkbeer}) 3. Nf3) (2. Nc3 Nf6 (2... Nc6)
3. f4) 2... Nc6 { [%cal Gf1b5,Rd7d5] } 3. Bb5?! a6 (3... Nf6 4. O-O $1) 4. Ba4 $10 1-0
)";

TEST(RecordFile, VariationsCommentsNagsAndCommandsAreRead)
{
    const TreeRecord record = load(RecordFile(kAnnotated, "study.pgn"), 0);
    EXPECT_TRUE(record.problems.empty());
    const GameTree& tree = record.tree;
    EXPECT_EQ(tree.start().variant().id(), "chess");
    EXPECT_EQ(tree.node(GameTree::kRoot).comment.text, "A game to study");
    EXPECT_EQ(tree.node(GameTree::kRoot).comment.circles.size(), 1u);
    const std::vector<NodeId> main = tree.mainLine();
    ASSERT_EQ(main.size(), 7u);
    EXPECT_EQ(tree.node(main[0]).comment.clockMs, 300000);
    EXPECT_EQ(tree.node(main[1]).comment.clockMs, 298500);
    EXPECT_EQ(tree.node(main[1]).comment.commands, (std::vector<std::string>{"[%eval 0.2]"}));
    EXPECT_EQ(tree.node(main[2]).nags, (std::vector<int>{5, 14}));
    EXPECT_EQ(tree.node(main[3]).comment.arrows.size(), 2u);
    EXPECT_EQ(tree.node(main[4]).nags, (std::vector<int>{6}));
    const std::vector<NodeId>& afterE5 = tree.children(main[1]);
    ASSERT_EQ(afterE5.size(), 3u);
    EXPECT_EQ(tree.node(afterE5[1]).text, "f4");
    EXPECT_EQ(tree.node(afterE5[1]).comment.text, "The King's Gambit");
    const NodeId exf4 = tree.children(afterE5[1]).front();
    ASSERT_EQ(tree.children(afterE5[1]).size(), 2u);
    const NodeId falkbeer = tree.children(afterE5[1])[1];
    EXPECT_EQ(tree.node(falkbeer).text, "d5");
    EXPECT_EQ(tree.node(falkbeer).nags, (std::vector<int>{1}));
    EXPECT_EQ(tree.node(falkbeer).comment.text, "Falkbeer");
    EXPECT_EQ(tree.node(tree.children(exf4).front()).text, "Nf3");
    EXPECT_EQ(tree.node(tree.lineEnd(afterE5[2])).text, "f4");
    EXPECT_EQ(tree.children(tree.children(afterE5[2]).front()).size(), 1u);
    EXPECT_EQ(tree.children(afterE5[2]).size(), 2u);  // 2... Nf6 and 2... Nc6
}

TEST(RecordFile, WritingIsStableAndReadsBackTheSameTree)
{
    const TreeRecord record = load(RecordFile(kAnnotated, "study.pgn"), 0);
    const std::string written = writeRecord(record.tree, record.tags);
    std::string flat = written;  // the movetext on one line
    std::replace(flat.begin(), flat.end(), '\n', ' ');
    EXPECT_NE(flat.find("{A game to study [%csl Ge4]} 1. e4 {[%clk 0:05:00]} 1... e5 {[%eval 0.2] [%clk 0:04:58.5]}"),
        std::string::npos)
        << written;
    EXPECT_NE(flat.find("2. Nf3 $5 $14 (2. f4 {The King's Gambit} 2... exf4 (2... d5 $1 {Falkbeer}) 3. Nf3)"),
        std::string::npos)
        << written;
    EXPECT_NE(flat.find("(2. Nc3 Nf6 (2... Nc6) 3. f4) 2... Nc6"), std::string::npos) << written;
    EXPECT_NE(flat.find("{[%cal Gf1b5,Rd7d5]} 3. Bb5 $6 a6 (3... Nf6 4. O-O $1) 4. Ba4 $10 1-0"), std::string::npos)
        << written;
    std::size_t lineStart = 0;
    for (std::size_t end = written.find('\n'); end != std::string::npos; end = written.find('\n', lineStart = end + 1))
        EXPECT_LE(end - lineStart, 80u) << written.substr(lineStart, end - lineStart);

    const TreeRecord again = load(RecordFile(written, "again.pgn"), 0);
    EXPECT_TRUE(again.problems.empty());
    EXPECT_EQ(dump(again.tree), dump(record.tree));
    EXPECT_EQ(writeRecord(again.tree, again.tags), written);
}

TEST(RecordFile, ACommentBeforeAVariationsFirstMoveStaysThere)
{
    const std::string text = "1. e4 ( {Or the queen's pawn} 1. d4 d5) ( 1. c4) 1... e5 *\n";
    const TreeRecord record = load(RecordFile(text, "before.pgn"), 0);
    const NodeId d4 = record.tree.children(GameTree::kRoot)[1];
    EXPECT_EQ(record.tree.node(d4).commentBefore.text, "Or the queen's pawn");
    const std::string written = writeRecord(record.tree);
    EXPECT_NE(written.find("1. e4 ({Or the queen's pawn} 1. d4 d5) (1. c4) 1... e5 *"), std::string::npos) << written;
    EXPECT_EQ(dump(load(RecordFile(written, "w.pgn"), 0).tree), dump(record.tree));
}

TEST(RecordFile, AThousandNestedVariationsReadAndWriteWithoutRecursion)
{
    // Each move of a long line is a variation of another move, nested one level deeper.
    NodeId at = GameTree::kRoot;
    const GameTree tree = test::deeplyNestedTree(1000, &at);
    ASSERT_EQ(tree.path(at).size(), 1000u);
    EXPECT_EQ(tree.variationStart(at), at);
    const std::string written = writeRecord(tree);
    EXPECT_EQ(std::count(written.begin(), written.end(), '('), 1000);

    const TreeRecord read = load(RecordFile(written, "deep.pgn"), 0);
    EXPECT_TRUE(read.problems.empty());
    EXPECT_EQ(dump(read.tree), dump(tree));

    // Parentheses nested as deep again at one move (each a variation of the one before).
    std::string nested = "1. e4";
    for (int i = 0; i < 1000; ++i)
        nested += i % 2 ? " (1. e4" : " (1. d4";
    nested += std::string(1000, ')') + " *";
    const TreeRecord flat = load(RecordFile(nested, "nested.pgn"), 0);
    EXPECT_TRUE(flat.problems.empty());
    EXPECT_EQ(flat.tree.children(GameTree::kRoot).size(), 1001u);
}

TEST(RecordFile, TheVariantComesFromTheFenWhenTheTagIsMissing)
{
    const std::string text = "[FEN \"9k/10/10/10/10/10/10/10/10/K5V3 w - - 0 30\"]\n\n30. Vh2 *\n";
    const TreeRecord hyderabad = load(RecordFile(text, "g.pgn"), 0);
    EXPECT_EQ(hyderabad.tree.start().variant().id(), "hyderabad");
    EXPECT_EQ(hyderabad.tree.mainLine().size(), 1u);

    // Kings and rooks fit several variants: the caller may choose.
    const std::string rooks = "[FEN \"9k/10/10/10/10/10/10/10/10/K5R3 w - - 0 30\"]\n\n30. Rg2 *\n";
    const auto matches = recogniseVariant("9k/10/10/10/10/10/10/10/10/K5R3 w - - 0 30");
    ASSERT_EQ(matches.size(), 6u);
    for (const VariantMatch& match : matches)
        EXPECT_EQ(load(RecordFile(rooks, "r.pgn"), 0, &match).tree.start().variant().id(), match.variant->id());
    EXPECT_FALSE(RecordFile("[FEN \"7/7/7/7/7/7/7 w - - 0 1\"]\n\n*\n", "x.pgn").load(0).ok());
}

TEST(RecordFile, ExchangeCastlingKeepsItsSquaresInTheMovetext)
{
    auto game = Game::create(*VariantCatalog::builtIn().find("turkish"), {{"ruleset", "reformed"}},
        "6k6/13/13/13/13/13/13/13/13/13/13/13/R5K5R w KQ - 0 1");
    ASSERT_TRUE(game.ok()) << game.errorText();
    ASSERT_TRUE(game->play("g1k1h1").ok());
    const GameTree tree(game.value());
    const std::string written = writeRecord(tree);
    EXPECT_NE(written.find("1. O-O(k1,h1)"), std::string::npos) << written;
    const TreeRecord read = load(RecordFile(written + "\n" + written, "castle.pgn"), 1);
    EXPECT_TRUE(read.problems.empty());
    EXPECT_EQ(read.tree.positionAt(read.tree.lineEnd(GameTree::kRoot)).fen(), game->position().fen());
}

TEST(RecordFile, GamesWithoutTagsEndAtTheirResult)
{
    const RecordFile file(
        "% exported\n1. e4 ... e5 1-0 {the end}\n1. d4 ; a comment to the end of the line\n1... d5 *\n", "bare.pgn");
    ASSERT_EQ(file.games().size(), 2u);
    EXPECT_EQ(file.games()[1].firstLine, 3);
    EXPECT_EQ(load(file, 0).tree.mainLine().size(), 2u);
    const TreeRecord second = load(file, 1);
    EXPECT_EQ(second.tree.mainLine().size(), 2u);
    EXPECT_EQ(second.tree.node(second.tree.mainLine()[0]).comment.text, "a comment to the end of the line");
}

TEST(RecordFile, ParenthesesOutOfPlaceAreReportedAndSkipped)
{
    const TreeRecord record = load(RecordFile("(1. d4 d5) 1. e4 e5) 2. Nf3 *\n", "stray.pgn"), 0);
    ASSERT_EQ(record.problems.size(), 2u);
    EXPECT_EQ(record.problems[0].where.column, 1);
    EXPECT_EQ(record.problems[0].where.key, "(");
    EXPECT_EQ(record.problems[1].where.column, 20);
    EXPECT_EQ(record.problems[1].moveNumber, "");
    EXPECT_EQ(record.problems[1].toString(), "stray.pgn:1:20: game 1: ')' closes no variation");
    EXPECT_EQ(record.tree.mainLine().size(), 3u);
    EXPECT_EQ(record.tree.children(GameTree::kRoot).size(), 1u);
}

}  // namespace
}  // namespace kabir::test
