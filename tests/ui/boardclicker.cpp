#include "tests/ui/boardclicker.h"

#include "ui/boardinput.h"
#include "ui/boardview.h"
#include "ui/datastrings.h"
#include "ui/gamecontroller.h"
#include "ui/mainwindow.h"
#include "ui/materialview.h"

#include <QTest>
#include <QToolButton>

#include <gtest/gtest.h>

BoardClicker::BoardClicker(MainWindow& window) : m_window(window) { }

void BoardClicker::click(kabir::Square square)
{
    BoardView* view = m_window.boardView();
    QTest::mouseClick(view, Qt::LeftButton, {}, view->squareRect(square).center().toPoint());
}

void BoardClicker::play(kabir::Move move)
{
    m_window.boardInput()->setPromotionChooser([move](const QList<kabir::Move>& choices) -> std::optional<kabir::Move> {
        EXPECT_TRUE(choices.contains(move));
        return move;
    });
    if (move.kind() == kabir::MoveKind::Drop) {
        GameController* game = m_window.game();
        const QString army = game->armyName(game->position().sideToMove());
        const QString piece = DataStrings::text(game->rules().definition().pieces[move.pieceType()].name);
        for (QToolButton* hand : m_window.materialView()->findChildren<QToolButton*>())
            if (hand->accessibleName().contains(army) && hand->accessibleName().startsWith(piece))
                hand->click();
    } else {
        click(move.from());
    }
    if (move.from() != move.to() || move.kind() == kabir::MoveKind::Drop)
        click(move.to());
    else
        click(move.from());  // a promotion in place: the waiting pawn clicked again
}
