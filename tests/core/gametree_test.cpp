// The game tree under the GUI's move list: adding and following moves, variations to any
// depth, promoting and deleting them, truncating, and the positions of nodes reached by
// stepping from the last one.

#include "core/record/gametree.h"

#include "core/catalog/variantcatalog.h"

#include <gtest/gtest.h>

namespace kabir::test {
namespace {

GameTree chessTree()
{
    auto game = Game::create(*VariantCatalog::builtIn().find("chess"), {});
    EXPECT_TRUE(game.ok()) << game.errorText();
    return GameTree(game.value());
}

NodeId play(GameTree& tree, NodeId at, std::initializer_list<const char*> moves)
{
    for (const char* text : moves) {
        auto played = tree.play(at, text);
        EXPECT_TRUE(played.ok()) << text << ": " << played.errorText();
        at = played.ok() ? played.value() : at;
    }
    return at;
}

std::vector<std::string> texts(const GameTree& tree, const std::vector<NodeId>& nodes)
{
    std::vector<std::string> out;
    for (NodeId n : nodes)
        out.push_back(tree.node(n).text);
    return out;
}

TEST(GameTree, AddingAPlayedMoveFollowsIt)
{
    GameTree tree = chessTree();
    const NodeId e4 = play(tree, GameTree::kRoot, {"e4"});
    EXPECT_EQ(play(tree, GameTree::kRoot, {"e2e4"}), e4);
    const NodeId d4 = play(tree, GameTree::kRoot, {"d4"});
    EXPECT_EQ(tree.children(GameTree::kRoot), (std::vector<NodeId>{e4, d4}));
    EXPECT_NE(tree.appendMove(GameTree::kRoot, tree.node(e4).move), e4);
    EXPECT_EQ(tree.children(GameTree::kRoot).size(), 3u);
    const TreeNode& node = tree.node(play(tree, e4, {"e5", "Nf3", "Nc6"}));
    EXPECT_EQ(node.text, "Nc6");
    EXPECT_EQ(node.moveNumber, 2);
    EXPECT_EQ(node.side, 1);
    EXPECT_EQ(node.ply, 4);
}

TEST(GameTree, RefusesIllegalMovesAndMovesAfterTheEnd)
{
    GameTree tree = chessTree();
    EXPECT_FALSE(tree.play(GameTree::kRoot, "e5").ok());
    const NodeId mate = play(tree, GameTree::kRoot, {"f3", "e5", "g4", "Qh4"});
    EXPECT_EQ(tree.node(mate).text, "Qh4#");
    auto after = tree.play(mate, "a3");
    ASSERT_FALSE(after.ok());
    EXPECT_NE(after.errorText().find("the game is over (checkmate)"), std::string::npos) << after.errorText();
}

TEST(GameTree, PositionsOfAnyNodeInAnyOrder)
{
    GameTree tree = chessTree();
    const NodeId main = play(tree, GameTree::kRoot, {"e4", "e5", "Nf3", "Nc6", "Bb5"});
    const NodeId e5 = tree.path(main)[1];
    const NodeId sicilian = play(tree, tree.path(main)[0], {"c5", "Nf3", "d6"});
    const NodeId queens = play(tree, GameTree::kRoot, {"d4", "d5"});
    const struct {
        NodeId node;
        const char* fen;
    } rows[] = {
        {main, "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3"},
        {queens, "rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2"},
        {sicilian, "rnbqkbnr/pp2pppp/3p4/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 3"},
        {e5, "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"},
        {GameTree::kRoot, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"},
        {main, "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3"},
    };
    for (const auto& row : rows) {
        EXPECT_EQ(tree.positionAt(row.node).fen(), row.fen);
        EXPECT_EQ(tree.gameAt(row.node).position().fen(), row.fen);
        EXPECT_EQ(tree.positionAt(row.node).historyLength(), tree.node(row.node).ply);
    }
}

TEST(GameTree, MainLinePathsAndVariationStarts)
{
    GameTree tree = chessTree();
    const NodeId end = play(tree, GameTree::kRoot, {"e4", "e5", "Nf3"});
    const NodeId e4 = tree.path(end)[0];
    const NodeId c5 = play(tree, e4, {"c5"});
    const NodeId deep = play(tree, c5, {"Nf3", "d6"});
    const NodeId nested = play(tree, tree.parent(deep), {"Nc6"});
    EXPECT_EQ(texts(tree, tree.mainLine()), (std::vector<std::string>{"e4", "e5", "Nf3"}));
    EXPECT_EQ(texts(tree, tree.path(nested)), (std::vector<std::string>{"e4", "c5", "Nf3", "Nc6"}));
    EXPECT_TRUE(tree.isMainLine(end));
    EXPECT_EQ(tree.variationStart(deep), c5);
    EXPECT_EQ(tree.variationStart(nested), nested);
    EXPECT_EQ(tree.lineEnd(c5), deep);
}

TEST(GameTree, PromoteVariationOneLevelAndToTheMainLine)
{
    GameTree tree = chessTree();
    const NodeId e5 = play(tree, GameTree::kRoot, {"e4", "e5"});
    const NodeId e4 = tree.parent(e5);
    const NodeId c5 = play(tree, e4, {"c5"});
    const NodeId najdorf = play(tree, c5, {"Nf3", "d6"});
    const NodeId nc6 = play(tree, tree.parent(najdorf), {"Nc6"});
    Comment before;
    before.text = "Also good";
    tree.setCommentBefore(nc6, before);

    EXPECT_TRUE(tree.promoteVariation(nc6));  // Nc6 becomes the line after 2. Nf3 in the Sicilian
    EXPECT_EQ(tree.children(tree.parent(nc6)), (std::vector<NodeId>{nc6, najdorf}));
    EXPECT_TRUE(tree.node(nc6).commentBefore.empty());
    EXPECT_EQ(tree.node(tree.parent(nc6)).comment.text, "Also good");
    EXPECT_FALSE(tree.isMainLine(nc6));
    EXPECT_EQ(tree.variationStart(nc6), c5);

    EXPECT_TRUE(tree.promoteToMainLine(nc6));
    EXPECT_EQ(texts(tree, tree.mainLine()), (std::vector<std::string>{"e4", "c5", "Nf3", "Nc6"}));
    EXPECT_EQ(tree.children(e4), (std::vector<NodeId>{c5, e5}));
    EXPECT_FALSE(tree.promoteToMainLine(nc6));
    EXPECT_FALSE(tree.promoteVariation(e4));
}

TEST(GameTree, DeleteVariationAndTruncate)
{
    GameTree tree = chessTree();
    const NodeId end = play(tree, GameTree::kRoot, {"e4", "e5", "Nf3", "Nc6"});
    const NodeId e4 = tree.path(end)[0];
    const NodeId c5 = play(tree, e4, {"c5"});
    const NodeId deep = play(tree, c5, {"Nf3", "d6", "d4"});
    const NodeId french = play(tree, e4, {"e6"});
    EXPECT_EQ(tree.positionAt(deep).fullmoveNumber(), 3);  // the cursor stands in what is removed next

    EXPECT_FALSE(tree.deleteVariation(end));
    EXPECT_TRUE(tree.deleteVariation(deep));
    EXPECT_FALSE(tree.contains(c5));
    EXPECT_FALSE(tree.contains(deep));
    EXPECT_EQ(tree.children(e4).size(), 2u);
    EXPECT_EQ(tree.children(e4)[1], french);
    EXPECT_EQ(tree.positionAt(french).fen(), "rnbqkbnr/pppp1ppp/4p3/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");

    tree.truncateAfter(e4);
    EXPECT_TRUE(tree.children(e4).empty());
    EXPECT_FALSE(tree.contains(end));
    EXPECT_TRUE(tree.contains(e4));
    const NodeId again = play(tree, e4, {"e5"});
    EXPECT_GT(again, french);  // numbers are not reused
    tree.removeNode(e4);
    EXPECT_TRUE(tree.children(GameTree::kRoot).empty());
    EXPECT_EQ(tree.positionAt(GameTree::kRoot).fen(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
}

TEST(GameTree, AGameBecomesItsMainLine)
{
    auto game
        = Game::create(*VariantCatalog::builtIn().find("hyderabad"), {}, "9k/10/10/10/10/10/10/10/10/K5R3 w - - 0 30");
    ASSERT_TRUE(game.ok()) << game.errorText();
    ASSERT_TRUE(game->play("g1g2").ok());
    ASSERT_TRUE(game->play("j10j9").ok());
    const GameTree tree(game.value());
    EXPECT_EQ(tree.start().position().fen(), "9k/10/10/10/10/10/10/10/10/K5R3 w - - 0 30");
    EXPECT_EQ(texts(tree, tree.mainLine()), (std::vector<std::string>{"Rg2", "Kj9"}));
    EXPECT_EQ(tree.node(tree.mainLine()[0]).moveNumber, 30);
    EXPECT_EQ(tree.gameAt(tree.lineEnd(GameTree::kRoot)).position().fen(), game->position().fen());
}

}  // namespace
}  // namespace kabir::test
