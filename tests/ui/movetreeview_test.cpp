// MoveTreeView: the main line numbered, variations with their comments and NAG glyphs; a click
// on a move of a variation views its position; its actions promote and delete on the move on
// view; the text follows moves played and taken back.

#include "ui/movetreeview.h"

#include "core/record/gamerecord.h"
#include "tests/core/testpositions.h"
#include "ui/gamecontroller.h"
#include "ui/gamerecords.h"
#include "ui/gameviewer.h"

#include <QAction>
#include <QCoreApplication>
#include <QTest>

#include <gtest/gtest.h>

namespace {

using kabir::GameTree;
using kabir::NodeId;

const char* const kRecord = R"([Event "Study"]

1. e4 {Best by test} e5 (1... c5 $5 {Sicilian} 2. Nf3 (2. c3 d5) 2... d6) 2. Nf3 $1 Nc6 $14 *
)";

struct Fixture {
    GameController game;
    MoveTreeView view{&game};

    Fixture()
    {
        EXPECT_EQ(GameRecords::read(game, kRecord, "study.pgn"), QString());
        view.resize(320, 400);
        view.show();
        settle();
    }
    void settle() { QCoreApplication::processEvents(); }
    QString text() const { return view.toPlainText(); }
    QAction* action(const QString& text) const
    {
        for (QAction* a : view.editActions())
            if (a->text().remove(QLatin1Char('&')) == text)
                return a;
        ADD_FAILURE() << text.toStdString();
        return nullptr;
    }
};

TEST(MoveTreeView, ShowsTheMainLineWithItsVariationsCommentsAndNags)
{
    Fixture f;
    const QStringList paragraphs = f.text().split(QChar::ParagraphSeparator).join('\n').split('\n');
    ASSERT_EQ(paragraphs.size(), 3) << f.text().toStdString();
    EXPECT_EQ(paragraphs[0].toStdString(), "1. e4 Best by test 1… e5");
    EXPECT_EQ(paragraphs[1].toStdString(), "1… c5!? Sicilian 2. Nf3 (2. c3 d5) 2… d6");
    EXPECT_EQ(paragraphs[2].toStdString(), "2. Nf3! Nc6 +=");
}

// Four armies: each round of the main line on a line of its own, however wide the list.
TEST(MoveTreeView, FourArmiesWriteARoundALine)
{
    GameController game;
    MoveTreeView view{&game};
    ASSERT_EQ(GameRecords::read(game,
                  "[Variant \"chaturanga-4-84\"]\n\n1. r:g8 g:Nh5 y:d3 b:Nc6 2. r:Qd6 g:h4 y:Ne3 b:c7 3. r:Qd5 *\n",
                  "four.pgn"),
        QString());
    view.resize(1000, 400);
    view.show();
    QCoreApplication::processEvents();
    const QStringList lines = view.toPlainText().split(QLatin1Char('\n'));  // a line break in plain text
    ASSERT_EQ(lines.size(), 3) << view.toPlainText().toStdString();
    EXPECT_EQ(lines[0].toStdString(), "1. r:g8 g:Nh5 y:d3 b:Nc6");
    EXPECT_EQ(lines[1].toStdString(), "2. r:Qd6 g:h4 y:Ne3 b:c7");
    EXPECT_EQ(lines[2].toStdString(), "3. r:Qd5");
}

TEST(MoveTreeView, AClickOnAVariationMoveViewsItsPosition)
{
    Fixture f;
    const NodeId c5 = f.game.viewer()->tree().children(f.game.viewer()->tree().mainLine().front()).at(1);
    const NodeId c3 = f.game.viewer()->tree().children(c5).at(1);
    QTest::mouseClick(f.view.viewport(), Qt::LeftButton, {}, f.view.moveRect(c3).center());
    EXPECT_EQ(f.game.viewer()->viewedNode(), c3);
    EXPECT_EQ(
        f.game.viewer()->viewedFen().toStdString(), "rnbqkbnr/pp1ppppp/8/2p5/4P3/2P5/PP1P1PPP/RNBQKBNR b KQkq - 0 2");
    f.settle();
    EXPECT_EQ(f.view.nodeAt(f.view.moveRect(c3).center()), c3);

    // Promote Variation works on the move on view: 2. c3 before 2. Nf3 in the variation.
    ASSERT_TRUE(f.action("Promote Variation")->isEnabled());
    f.action("Promote Variation")->trigger();
    f.settle();
    EXPECT_TRUE(f.text().contains("1… c5!? Sicilian 2. c3 (2. Nf3 d6) 2… d5")) << f.text().toStdString();
    f.action("Delete Variation")->trigger();
    f.settle();
    EXPECT_FALSE(f.text().contains("c5")) << f.text().toStdString();
    EXPECT_TRUE(
        f.game.viewer()->viewsLivePosition() || f.game.viewer()->tree().isMainLine(f.game.viewer()->viewedNode()));
    EXPECT_FALSE(f.action("Delete Variation")->isEnabled());  // the main line is on view
}

TEST(MoveTreeView, FollowsMovesPlayedAndTakenBack)
{
    Fixture f;
    ASSERT_EQ(f.game.play(QString("Bb5")), QString());
    f.settle();
    EXPECT_TRUE(f.text().endsWith("2. Nf3! Nc6 += 3. Bb5")) << f.text().toStdString();
    f.game.undo();
    f.settle();
    EXPECT_TRUE(f.text().endsWith("2. Nf3! Nc6 +=")) << f.text().toStdString();
}

}  // namespace

// Variations nested ten thousand deep, each a move deeper than the one it is in, are shown
// (written by a loop, not by recursion that would run out of stack).
TEST(MoveTreeView, VariationsNestedTenThousandDeepAreShown)
{
    const GameTree tree = kabir::test::deeplyNestedTree(10000);
    GameController game;
    ASSERT_EQ(GameRecords::read(game, QString::fromStdString(kabir::writeRecord(tree)), QStringLiteral("deep.pgn")),
        QString());
    MoveTreeView view(&game);
    view.show();
    QCoreApplication::processEvents();
    // The first variation is a paragraph of its own, the deeper ones stand in parentheses.
    EXPECT_EQ(view.toPlainText().count(QLatin1Char('(')), 9999);
    EXPECT_EQ(view.toPlainText().count(QLatin1Char(')')), 9999);
}
