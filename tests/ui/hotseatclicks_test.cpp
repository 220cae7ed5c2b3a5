// Hot-seat play through the GUI layer: each scripted game of every built-in variant is played
// by mouse clicks on the main window's board — from-square then to-square, the king then the
// piece it swaps with, a hand piece then its square — and reaches the script's position and
// result; castling, en passant and a chosen promotion are clicked too, and a drag moves a piece.

#include "ui/mainwindow.h"

#include "tests/ui/boardclicker.h"
#include "tests/ui/hotseatscripts.h"

#include "core/record/notation.h"
#include "ui/boardinput.h"
#include "ui/boardview.h"
#include "ui/gamecontroller.h"
#include "ui/settings.h"

#include <QLabel>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

namespace {

using kabir::Move;
using kabir::MoveKind;

struct ClickedGame {
    QTemporaryDir dir;
    Settings settings{dir.filePath(QStringLiteral("settings.ini")), nullptr};
    MainWindow window{&settings};

    ClickedGame(const char* variant, const kabir::OptionValues& options, const char* fen)
    {
        EXPECT_EQ(window.game()->newGame(variant, options, fen), QString());
        window.boardView()->resize(640, 640);
        window.boardView()->setAnimationDuration(0);
    }

    void click(kabir::Square square) { BoardClicker(window).click(square); }

    void play(const QString& text)
    {
        kabir::Position live = window.game()->position();
        auto parsed = kabir::parseMove(live, text.toStdString());
        ASSERT_TRUE(parsed) << text.toStdString();
        BoardClicker(window).play(parsed.value());
    }
};

class ClickedHotSeatGame : public testing::TestWithParam<HotSeatScript> { };

TEST_P(ClickedHotSeatGame, ReachesTheExpectedPositionAndResult)
{
    const HotSeatScript& s = GetParam();
    ClickedGame game(s.variant, s.options, s.fen);
    for (const char* move : s.moves) {
        const int before = game.window.game()->plyCount();
        game.play(QString::fromUtf8(move));
        ASSERT_EQ(game.window.game()->plyCount(), before + 1) << move;
    }
    EXPECT_EQ(game.window.game()->fen().toStdString(), s.finalFen);
    EXPECT_EQ(game.window.game()->outcome().kindId().toStdString(), s.kindId);
    EXPECT_EQ(game.window.boardView()->position()->fen(), s.finalFen);
}

INSTANTIATE_TEST_SUITE_P(MainWindow, ClickedHotSeatGame, testing::ValuesIn(kHotSeatScripts), hotSeatScriptName);

TEST(ClickedMoves, CastlingEnPassantAndPromotionByClicks)
{
    // Kaiserspiel B: White castles e1-i1, Black's triple step is taken en passant, a pawn
    // promotes to the chosen commander.
    ClickedGame game(
        "kaiserspiel", {{"ruleset", "B"}}, "r3k4r/ppppppppPp/10/10/4P5/10/10/10/PPPPP1PPPP/R3K4R w KQkq - 0 1");
    for (const char* move : {"e1i1", "d9d6", "e6d7", "a9a8", "i9i10c"})
        game.play(QString::fromLatin1(move));
    ASSERT_EQ(game.window.game()->plyCount(), 5);
    EXPECT_EQ(game.window.game()->moveAt(0).kind(), MoveKind::Castling);
    EXPECT_EQ(game.window.game()->moveAt(2).kind(), MoveKind::EnPassant);
    EXPECT_EQ(
        game.window.game()->fen(), QStringLiteral("r3k3Cr/1pp1pppp1p/p9/3P6/10/10/10/10/PPPPP1PPPP/R6RK1 b kq - 0 3"));
}

TEST(ClickedMoves, ChaturangaSwapDropAndChosenPromotion)
{
    ClickedGame game("chaturanga-4-84", {}, "");
    // Red's king swaps with its queen, Green drops its wazir, Yellow and Black step.
    for (const char* move : {"g10h10", "W@e4", "c2c3", "b9c9"})
        game.play(QString::fromLatin1(move));
    ASSERT_EQ(game.window.game()->plyCount(), 4);
    EXPECT_EQ(game.window.game()->moveAt(0).kind(), MoveKind::Swap);
    EXPECT_EQ(game.window.game()->moveAt(1).kind(), MoveKind::Drop);
}

TEST(ClickedMoves, APieceIsDraggedToItsSquare)
{
    ClickedGame game("chess", {}, "");
    BoardView* view = game.window.boardView();
    const kabir::Geometry& g = game.window.game()->position().geometry();
    const QPoint from = view->squareRect(*g.parseSquare("g1")).center().toPoint();
    const QPoint to = view->squareRect(*g.parseSquare("f3")).center().toPoint();
    QTest::mousePress(view, Qt::LeftButton, {}, from);
    QTest::mouseMove(view, (from + to) / 2);
    QTest::mouseMove(view, to);
    QTest::mouseRelease(view, Qt::LeftButton, {}, to);
    ASSERT_EQ(game.window.game()->plyCount(), 1);
    EXPECT_EQ(game.window.game()->moveTextAt(0), QStringLiteral("Nf3"));
}

}  // namespace

TEST(ClickedMoves, InitialMovesPassesAndTheKnightsBonusMove)
{
    // Indian chess: White's units have all made their initial moves: the turn is passed.
    ClickedGame passing("indian", {}, "3k4/p7/8/8/8/8/7P/4K3 w - - 0 3 initial:2:e1,h2");
    auto* label = passing.window.findChild<QLabel*>(QStringLiteral("turnLabel"));
    EXPECT_TRUE(label->text().contains(QStringLiteral("passes"))) << label->text().toStdString();
    passing.play(QStringLiteral("0000"));
    EXPECT_EQ(passing.window.game()->fen(), QStringLiteral("3k4/p7/8/8/8/8/7P/4K3 w - - 1 4 initial:3:e1,h2"));
    passing.play(QStringLiteral("0000"));
    EXPECT_EQ(label->text(), QStringLiteral("Black: initial move 1 of 4"));

    // A new knight whose bonus move is on offer: a click on its own square lets it stand.
    ClickedGame bonus("indian", {}, "7k/1P6/2r5/8/8/8/7p/4K3 w - - 0 1");
    bonus.play(QStringLiteral("b7b8n"));
    EXPECT_EQ(bonus.window.game()->fen(), QStringLiteral("1N5k/8/2r5/8/8/8/7p/4K3 b - - 0 1"));
    EXPECT_TRUE(bonus.window.boardInput()->secondPartsOnOffer().isEmpty());
}

TEST(ClickedMoves, MakruksCountBesideTheBoard)
{
    // Rook and horse against the bare king: the pieces' honour counts from the four units.
    ClickedGame game("makruk", {}, "4k3/8/8/8/8/3r4/8/R2NK3 w - - 0 1");
    auto* label = game.window.findChild<QLabel*>(QStringLiteral("turnLabel"));
    EXPECT_EQ(label->text(), QStringLiteral("White to move"));
    game.play(QStringLiteral("a1a3"));
    EXPECT_EQ(label->text(), QStringLiteral("Black to move — Count: 0 of 64"));  // the board's honour
    game.play(QStringLiteral("e8e7"));
    game.play(QStringLiteral("a3d3"));
    EXPECT_EQ(label->text(), QStringLiteral("Black to move — Count: 4 of 16"));
}
