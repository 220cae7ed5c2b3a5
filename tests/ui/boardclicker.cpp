#include "tests/ui/boardclicker.h"

#include "ui/boardinput.h"
#include "ui/boardview.h"
#include "ui/datastrings.h"
#include "ui/gamecontroller.h"
#include "ui/mainwindow.h"
#include "ui/materialview.h"

#include <QAction>
#include <QApplication>
#include <QMouseEvent>
#include <QTest>
#include <QToolButton>

#include <gtest/gtest.h>

BoardClicker::BoardClicker(MainWindow& window) : m_window(window) { }

void BoardClicker::click(kabir::Square square)
{
    BoardView* view = m_window.boardView();
    QTest::mouseClick(view, Qt::LeftButton, {}, view->squareRect(square).center().toPoint());
}

void BoardClicker::dragOffTheBoard(kabir::Square square)
{
    BoardView* view = m_window.boardView();
    const QPoint from = view->squareRect(square).center().toPoint();
    QTest::mousePress(view, Qt::LeftButton, {}, from);
    QMouseEvent move(
        QEvent::MouseMove, QPointF(1, 1), view->mapToGlobal(QPointF(1, 1)), Qt::NoButton, Qt::LeftButton, {});
    QApplication::sendEvent(view, &move);
    QTest::mouseRelease(view, Qt::LeftButton, {}, QPoint(1, 1));
}

void BoardClicker::play(kabir::Move move)
{
    // The chooser offers a promotion once, whether or not its piece moves on afterwards.
    m_window.boardInput()->setPromotionChooser([move](const QList<kabir::Move>& choices) -> std::optional<kabir::Move> {
        for (const kabir::Move& choice : choices)
            if (choice == move || (choice.kind() == move.kind() && choice.pieceType() == move.pieceType()))
                return choice;
        ADD_FAILURE() << "the chooser does not offer the move";
        return std::nullopt;
    });
    GameController* game = m_window.game();
    if (move.isNull()) {  // a pass
        m_window.findChild<QAction*>(QStringLiteral("passAction"))->trigger();
        return;
    }
    if (move.kind() == kabir::MoveKind::Remove) {
        // An own unit is dragged off the board; a stalemated player clicks the enemy's.
        if (kabir::armyOf(game->position().at(move.to())) == game->position().sideToMove())
            dragOffTheBoard(move.to());
        else
            click(move.to());
        return;
    }
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
    // The new piece moves on: its square is clicked, or another one to let it stand; a
    // displaced pawn's square is clicked.
    if (!m_window.boardInput()->secondPartsOnOffer().isEmpty())
        click(move.hasSecondPart() || move.redeploys() ? move.aux() : move.to());
}
