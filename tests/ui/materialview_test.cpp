// Beside the board: the pieces each army has captured, read from the moves that led to the
// position on view, and the hands; a piece in the hand of the army to move is taken up by a
// click and dropped with the next click on the board.

#include "ui/materialview.h"

#include "ui/boardinput.h"
#include "ui/boardview.h"
#include "ui/gamecontroller.h"
#include "ui/pieceset.h"

#include <QToolButton>

#include <gtest/gtest.h>

namespace {

kabir::Square square(const GameController& game, const char* name)
{
    return *game.position().geometry().parseSquare(name);
}

TEST(MaterialView, CapturesAreCreditedToTheArmyThatMadeThem)
{
    GameController game;
    ASSERT_EQ(game.newGame("chess"), QString());
    for (const char* move : {"e2e4", "d7d5", "e4d5", "d8d5", "b1c3", "d5a2"})
        ASSERT_EQ(game.play(QString::fromLatin1(move)), QString());
    const auto captures = MaterialView::capturesOf(game.position());
    ASSERT_EQ(captures.size(), 2);
    ASSERT_EQ(captures[0].size(), 1);
    ASSERT_EQ(captures[1].size(), 2);
    EXPECT_EQ(kabir::armyOf(captures[0][0]), 1);  // White took a black pawn
    EXPECT_EQ(kabir::armyOf(captures[1][1]), 0);
    // From a position where Black moves first, the first move is still Black's.
    ASSERT_EQ(game.loadFen(QStringLiteral("4k3/8/8/8/8/8/3p4/4K3 w - - 0 1")), QString());
    ASSERT_EQ(game.play(QStringLiteral("e1d2")), QString());
    EXPECT_EQ(MaterialView::capturesOf(game.position())[0].size(), 1);
}

TEST(MaterialView, AWazirInHandIsDroppedByTwoClicks)
{
    GameController game;
    ASSERT_EQ(game.newGame("chaturanga-4-84"), QString());
    BoardView view;
    view.setPosition(game.position());
    BoardInput input(&view, &game);
    MaterialView material;
    QObject::connect(
        &material, &MaterialView::handPieceClicked, &input, [&](int, int type) { input.takeFromHand(type); });
    material.setPosition(game.position(), PieceSet(), {"Red", "Green", "Yellow", "Black"});

    QList<QToolButton*> hands = material.findChildren<QToolButton*>();
    ASSERT_EQ(hands.size(), 4);  // each army's wazir
    QToolButton* red = nullptr;
    QToolButton* green = nullptr;
    for (QToolButton* button : hands) {
        if (button->accessibleName().contains(QStringLiteral("Red")))
            red = button;
        if (button->accessibleName().contains(QStringLiteral("Green")))
            green = button;
    }
    ASSERT_TRUE(red && green);
    green->click();  // not Green's turn: nothing is taken up
    input.clickSquare(square(game, "d4"));
    EXPECT_EQ(game.plyCount(), 0);
    red->click();
    input.clickSquare(square(game, "e5"));  // an old square: no drop there
    EXPECT_EQ(game.plyCount(), 0);
    red->click();
    input.clickSquare(square(game, "d4"));
    ASSERT_EQ(game.plyCount(), 1);
    EXPECT_EQ(game.moveAt(0).kind(), kabir::MoveKind::Drop);
    EXPECT_EQ(game.position().handCount(0, game.moveAt(0).pieceType()), 0);
}

}  // namespace
