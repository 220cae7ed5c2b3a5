// GameController's game tree, kept by its GameViewer: a record with variations, comments,
// NAGs and lichess's arrows and circles loads whole and is written back equivalently; a move
// at an earlier position starts a variation (or follows the line that has it) where variations
// may be added, and is refused in a live game against the computer; promoting and deleting
// variations; NAGs of a group replace each other; a takeback removes the move with the
// variations beside it.

#include "ui/gamecontroller.h"
#include "ui/gamerecords.h"
#include "ui/gameviewer.h"

#include "core/record/notation.h"
#include "core/record/recordfile.h"

#include <QUndoStack>

#include <gtest/gtest.h>

namespace {

using kabir::GameTree;
using kabir::NodeId;

const char* const kAnnotated = R"([Event "Study"]
[White "Anderssen"]
[Black "Kieseritzky"]
[Result "*"]

{A sample} 1. e4 {Best by test} e5 (1... c5 $5 {Sicilian} 2. Nf3 (2. c3 d5) 2... d6) 2. Nf3 $1
{[%csl Re5][%cal Gf3e5,Rd1h5]} Nc6 $14 *
)";

// The record as a tree written again with no tags of its own: equal for equivalent records.
std::string movetext(const QString& record)
{
    const kabir::RecordFile file(record.toStdString(), "test.pgn");
    auto read = file.load(0);
    EXPECT_TRUE(read) << read.errorText();
    return read ? kabir::writeRecord(read->tree) : std::string();
}

kabir::Move move(const GameController& game, const char* text)
{
    kabir::Position pos = game.viewer()->viewedPosition();
    auto parsed = kabir::parseMove(pos, text);
    EXPECT_TRUE(parsed) << text;
    return parsed.value();
}

NodeId child(const GameController& game, NodeId parent, std::size_t index)
{
    return game.viewer()->tree().children(parent).at(index);
}

TEST(GameControllerTree, VariationsCommentsNagsAndMarksRoundTrip)
{
    GameController game;
    GameViewer& view = *game.viewer();
    ASSERT_EQ(GameRecords::read(game, kAnnotated, "study.pgn"), QString());
    EXPECT_EQ(game.plyCount(), 4);
    const NodeId e4 = child(game, GameTree::kRoot, 0);
    const NodeId c5 = child(game, e4, 1);
    EXPECT_EQ(view.comment(GameTree::kRoot), "A sample");
    EXPECT_EQ(view.comment(e4), "Best by test");
    EXPECT_EQ(view.tree().node(c5).nags, std::vector<int>{5});
    EXPECT_EQ(view.tree().children(c5).size(), 2u);  // 2. Nf3 and 2. c3
    const NodeId nf3 = view.tree().mainLine().at(2);
    const kabir::Geometry& board = game.position().geometry();
    const kabir::Arrow green{'G', *board.parseSquare("f3"), *board.parseSquare("e5")};
    ASSERT_EQ(view.marks(nf3).arrows.size(), 2u);
    EXPECT_EQ(view.marks(nf3).arrows[0], green);
    EXPECT_EQ(view.marks(nf3).circles, (std::vector<kabir::Circle>{{'R', *board.parseSquare("e5")}}));

    const QString written = GameRecords::write(game).simplified();  // lines broken anywhere
    EXPECT_TRUE(written.contains("(1... c5 $5 {Sicilian} 2. Nf3 (2. c3 d5) 2... d6)")) << written.toStdString();
    EXPECT_TRUE(written.contains("{[%csl Re5] [%cal Gf3e5,Rd1h5]}")) << written.toStdString();
    EXPECT_EQ(movetext(written), movetext(kAnnotated));
    EXPECT_TRUE(written.contains("[White \"Anderssen\"]"));

    // Through a file of games (Game › Open) the same.
    GameController opened;
    const kabir::RecordFile file(kAnnotated, "study.pgn");
    QString problems;
    ASSERT_TRUE(GameRecords::readGame(opened, file, 0, &problems)) << problems.toStdString();
    EXPECT_EQ(movetext(GameRecords::write(opened)), movetext(kAnnotated));
}

TEST(GameControllerTree, AMoveAtAnEarlierPositionStartsAVariation)
{
    GameController game;
    GameViewer& view = *game.viewer();
    ASSERT_EQ(game.newGame("chess"), QString());
    for (const char* m : {"e4", "e5", "Nf3"})
        ASSERT_EQ(game.play(QString(m)), QString());
    int treeChanges = 0;
    QObject::connect(&view, &GameViewer::treeChanged, [&] { ++treeChanges; });
    view.setViewedPly(1);
    ASSERT_EQ(view.playOnView(move(game, "d5")), QString());
    EXPECT_EQ(game.plyCount(), 3);  // the game is the main line still
    EXPECT_EQ(game.moveTextAt(1), "e5");
    const NodeId d5 = view.viewedNode();
    EXPECT_FALSE(view.tree().isMainLine(d5));
    EXPECT_EQ(view.viewedPly(), 2);
    EXPECT_FALSE(view.viewsLivePosition());
    EXPECT_EQ(view.viewedFen().toStdString(), "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
    EXPECT_EQ(treeChanges, 1);
    EXPECT_FALSE(game.undoStack()->isClean());

    // The variation goes on, and the same move again follows the line that has it.
    ASSERT_EQ(view.playOnView(move(game, "exd5")), QString());
    view.setViewedPly(1);
    ASSERT_EQ(view.playOnView(move(game, "d5")), QString());
    EXPECT_EQ(view.viewedNode(), d5);
    view.setViewedPly(1);
    ASSERT_EQ(view.playOnView(move(game, "e5")), QString());
    EXPECT_EQ(view.viewedNode(), view.tree().mainLine().at(1));
    EXPECT_EQ(treeChanges, 2);
    EXPECT_TRUE(GameRecords::write(game).simplified().contains("(1... d5 2. exd5)"))
        << GameRecords::write(game).toStdString();
}

TEST(GameControllerTree, NoVariationInALiveGameAgainstTheComputer)
{
    GameController game;
    GameViewer& view = *game.viewer();
    ASSERT_EQ(game.newGame("chess"), QString());
    view.setComputerInGame(true);
    for (const char* m : {"e4", "e5"})
        ASSERT_EQ(game.play(QString(m)), QString());
    view.setViewedPly(1);
    EXPECT_FALSE(view.canAddVariation());
    EXPECT_EQ(view.playOnView(move(game, "d5")), "An earlier position is on view: go to the last move to play.");
    EXPECT_TRUE(view.legalMovesOnView().isEmpty());
    EXPECT_EQ(view.tree().children(view.viewedNode()).size(), 1u);
    // Once the game is over the computer plays no more: its lines may be studied.
    ASSERT_EQ(game.resign(1), QString());
    EXPECT_TRUE(view.canAddVariation());
    EXPECT_EQ(view.playOnView(move(game, "d5")), QString());
}

TEST(GameControllerTree, PromoteAndDeleteVariations)
{
    GameController game;
    GameViewer& view = *game.viewer();
    ASSERT_EQ(GameRecords::read(game, kAnnotated, "study.pgn"), QString());
    const NodeId e4 = child(game, GameTree::kRoot, 0);
    const NodeId e5 = child(game, e4, 0);
    const NodeId c5 = child(game, e4, 1);
    const NodeId c3 = child(game, c5, 1);

    // One level up: 2. c3 becomes the line of 1... c5; the game is untouched.
    EXPECT_FALSE(view.promoteVariation(e5));  // on the main line already
    view.setViewedNode(c3);
    ASSERT_TRUE(view.promoteVariation(c3));
    EXPECT_EQ(child(game, c5, 0), c3);
    EXPECT_EQ(game.plyCount(), 4);
    EXPECT_EQ(view.viewedNode(), c3);

    // Into the main line: the game becomes 1. e4 c5 2. c3 d5, its moves can be taken back.
    ASSERT_TRUE(view.makeMainLine(c3));
    EXPECT_EQ(game.plyCount(), 4);
    EXPECT_EQ(game.moveTextAt(1), "c5");
    EXPECT_EQ(game.moveTextAt(2), "c3");
    EXPECT_EQ(child(game, e4, 1), e5);  // the old main line is the first variation
    EXPECT_EQ(view.viewedNode(), c3);
    EXPECT_TRUE(game.canUndo());
    EXPECT_FALSE(game.undoStack()->isClean());
    EXPECT_EQ(view.comment(e4), "Best by test");

    // Deleting the variation 1... e5 (from any of its moves) leaves the main line alone.
    ASSERT_TRUE(view.deleteVariation(view.tree().lineEnd(e5)));
    EXPECT_EQ(view.tree().children(e4).size(), 1u);
    EXPECT_FALSE(view.tree().contains(e5));
    EXPECT_EQ(game.plyCount(), 4);

    // Deleting from a main-line move: its first variation, 2. Nf3, goes on the main line; the
    // view goes back to the move before.
    view.setViewedNode(c3);
    ASSERT_TRUE(view.deleteFrom(c3));
    EXPECT_EQ(game.plyCount(), 4);
    EXPECT_EQ(game.moveTextAt(2), "Nf3");
    EXPECT_EQ(view.viewedNode(), c5);
    EXPECT_EQ(
        movetext(GameRecords::write(game)), movetext("{A sample} 1. e4 {Best by test} c5 $5 {Sicilian} 2. Nf3 d6 *"));
    ASSERT_TRUE(view.deleteFrom(c5));
    EXPECT_EQ(game.plyCount(), 1);
}

TEST(GameControllerTree, NagsOfAGroupReplaceEachOtherAndMarksToggle)
{
    GameController game;
    GameViewer& view = *game.viewer();
    ASSERT_EQ(game.newGame("chess"), QString());
    ASSERT_EQ(game.play(QString("e4")), QString());
    const NodeId e4 = view.viewedNode();
    view.toggleNag(e4, 1);
    view.toggleNag(e4, 16);
    view.toggleNag(e4, 3);
    EXPECT_EQ(view.tree().node(e4).nags, (std::vector<int>{3, 16}));
    view.toggleNag(e4, 3);
    EXPECT_EQ(view.tree().node(e4).nags, std::vector<int>{16});

    const kabir::Square e2 = *game.position().geometry().parseSquare("e2");
    const kabir::Square e4square = *game.position().geometry().parseSquare("e4");
    view.toggleArrow(e4, {'G', e2, e4square});
    view.toggleArrow(e4, {'R', e2, e4square});  // another colour: recoloured
    EXPECT_EQ(view.marks(e4).arrows, (std::vector<kabir::Arrow>{{'R', e2, e4square}}));
    view.toggleArrow(e4, {'R', e2, e4square});  // the same again: gone
    EXPECT_TRUE(view.marks(e4).arrows.empty());
    view.setComment(e4, "  the king's\n pawn ");
    EXPECT_EQ(view.comment(e4), "the king's pawn");
}

TEST(GameControllerTree, ATakebackRemovesTheMoveWithTheVariationsBesideIt)
{
    GameController game;
    GameViewer& view = *game.viewer();
    ASSERT_EQ(game.newGame("chess"), QString());
    for (const char* m : {"e4", "e5"})
        ASSERT_EQ(game.play(QString(m)), QString());
    view.setViewedPly(1);
    ASSERT_EQ(view.playOnView(move(game, "c5")), QString());
    game.undo();
    EXPECT_EQ(game.plyCount(), 1);
    EXPECT_TRUE(view.viewsLivePosition());
    EXPECT_TRUE(view.tree().children(view.viewedNode()).empty());
    game.redo();
    EXPECT_EQ(view.tree().mainLine().size(), 2u);
}

}  // namespace
