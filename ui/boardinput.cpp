#include "ui/boardinput.h"

#include "core/notation.h"
#include "ui/boardview.h"
#include "ui/gamecontroller.h"

#include <QApplication>

#include <algorithm>
#include <QContextMenuEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QPainter>
#include <QWidget>

namespace {

// Paints the held piece's destinations, the last move and the dragged piece over the board.
class BoardOverlay : public QWidget {
public:
    BoardOverlay(BoardView* view, const BoardInput* input, const GameController* game)
        : QWidget(view), m_view(view), m_input(input), m_game(game)
    {
        setAttribute(Qt::WA_TransparentForMouseEvents);
        setAttribute(Qt::WA_NoSystemBackground);
    }
    QPoint dragPos;
    bool dragging = false;

protected:
    void paintEvent(QPaintEvent*) override
    {
        if (!m_view->position() || !m_game->hasGame())
            return;
        QPainter painter(this);
        painter.setRenderHint(QPainter::Antialiasing);
        // The last move of the position on view.
        const int ply = m_game->viewedPly();
        if (ply > 0) {
            const kabir::Move last = m_game->moveAt(ply - 1);
            for (kabir::Square s : {last.from(), last.to()})
                painter.fillRect(m_view->squareRect(s), QColor(255, 214, 0, 90));
        }
        if (m_input->selected() != kabir::kNoSquare)
            painter.fillRect(m_view->squareRect(m_input->selected()), QColor(20, 110, 255, 90));
        for (const kabir::Move& m : m_input->highlightedMoves()) {
            const QRectF r = m_view->squareRect(m.to());
            const bool occupied = m_view->position()->at(m.to()) && m.from() != m.to();
            painter.setPen(occupied ? QPen(QColor(20, 110, 255, 170), r.width() * 0.08) : Qt::NoPen);
            painter.setBrush(occupied ? Qt::NoBrush : QBrush(QColor(20, 110, 255, 150)));
            const qreal radius = occupied ? r.width() * 0.44 : r.width() * 0.15;
            painter.drawEllipse(r.center(), radius, radius);
        }
        if (dragging) {
            const qreal size = m_view->squareRect(m_input->selected()).width();
            painter.setPen(QPen(QColor(20, 110, 255, 200), 2));
            painter.setBrush(QColor(20, 110, 255, 60));
            painter.drawEllipse(QPointF(dragPos), size * 0.4, size * 0.4);
        }
    }

private:
    BoardView* m_view;
    const BoardInput* m_input;
    const GameController* m_game;
};

}  // namespace

BoardInput::BoardInput(BoardView* view, GameController* game, QObject* parent)
    : QObject(parent), m_view(view), m_game(game), m_overlay(new BoardOverlay(view, this, game))
{
    m_overlay->resize(view->size());
    view->installEventFilter(this);
    connect(game, &GameController::positionChanged, this, &BoardInput::deselect);
    connect(game, &GameController::viewedPlyChanged, this, [this] {
        deselect();
        m_overlay->update();
    });
}

bool BoardInput::liveAndPlaying() const
{
    return m_game->hasGame() && !m_game->outcome().over() && m_game->viewedPly() == m_game->plyCount()
        && m_game->choosingArmy() < 0;
}

void BoardInput::select(kabir::Square square)
{
    m_selected = square;
    m_targets = m_game->legalMovesFrom(square);
    m_overlay->update();
}

void BoardInput::deselect()
{
    m_selected = kabir::kNoSquare;
    m_targets.clear();
    m_dragging = false;
    static_cast<BoardOverlay*>(m_overlay)->dragging = false;
    m_overlay->update();
}

void BoardInput::clickSquare(kabir::Square square)
{
    if (square == kabir::kNoSquare) {
        deselect();
        return;
    }
    if (!liveAndPlaying()) {
        if (m_game->hasGame() && m_game->viewedPly() != m_game->plyCount())
            emit refused(tr("An earlier position is on view: go to the last move to play."));
        return;
    }
    const kabir::Position& pos = m_game->position();
    const kabir::Piece piece = pos.at(square);
    if (m_selected == kabir::kNoSquare) {
        if (!piece)
            return;
        if (kabir::armyOf(piece) != pos.sideToMove()) {
            emit refused(tr("It is %1's turn.").arg(m_game->armyName(pos.sideToMove())));
            return;
        }
        select(square);
        if (m_targets.isEmpty())
            emit refused(tr("That piece has no legal move."));
        return;
    }
    const bool ownPiece = piece && kabir::armyOf(piece) == pos.sideToMove();
    const bool isTarget = std::any_of(m_targets.begin(), m_targets.end(), [&](const kabir::Move& m) { return m.to() == square; });
    if (ownPiece && !isTarget) {  // another piece of ours: hold that one instead
        select(square);
        return;
    }
    if (square == m_selected && !isTarget) {
        deselect();
        return;
    }
    tryMove(m_selected, square);
}

void BoardInput::tryMove(kabir::Square from, kabir::Square to)
{
    QList<kabir::Move> candidates;
    for (const kabir::Move& m : m_targets)
        if (m.to() == to)
            candidates.append(m);
    if (candidates.isEmpty()) {
        emit refused(tr("%1 cannot go there.").arg(QString::fromStdString(m_game->position().geometry().squareName(from))));
        deselect();
        return;
    }
    std::optional<kabir::Move> move = candidates.front();
    if (candidates.size() > 1)
        move = m_choosePromotion ? m_choosePromotion(candidates) : std::nullopt;
    deselect();
    if (!move)
        return;
    const QString reason = m_game->play(*move);
    if (!reason.isEmpty())
        emit refused(reason);
}

void BoardInput::offerDrops(kabir::Square square, QPoint globalPos)
{
    if (!liveAndPlaying() || m_game->position().at(square))
        return;
    QMenu menu;
    for (const kabir::Move& m : m_game->legalMoves()) {
        if (m.kind() != kabir::MoveKind::Drop || m.to() != square)
            continue;
        const QString name = QString::fromStdString(m_game->rules().definition().pieces[m.pieceType()].name);
        QAction* action = menu.addAction(tr("Drop %1 here").arg(name));
        connect(action, &QAction::triggered, this, [this, m] {
            const QString reason = m_game->play(m);
            if (!reason.isEmpty())
                emit refused(reason);
        });
    }
    if (menu.isEmpty())
        emit refused(tr("Nothing can be dropped there."));
    else
        menu.exec(globalPos);
}

bool BoardInput::eventFilter(QObject* watched, QEvent* event)
{
    if (watched != m_view)
        return false;
    auto* overlay = static_cast<BoardOverlay*>(m_overlay);
    switch (event->type()) {
    case QEvent::Resize:
        m_overlay->resize(m_view->size());
        break;
    case QEvent::MouseButtonPress: {
        auto* e = static_cast<QMouseEvent*>(event);
        if (e->button() != Qt::LeftButton)
            break;
        m_pressPos = e->position().toPoint();
        clickSquare(m_view->squareAt(m_pressPos));  // picks up, or moves what is held
        return true;
    }
    case QEvent::MouseMove: {
        auto* e = static_cast<QMouseEvent*>(event);
        if (!(e->buttons() & Qt::LeftButton) || m_selected == kabir::kNoSquare)
            break;
        if (!m_dragging && (e->position().toPoint() - m_pressPos).manhattanLength() >= QApplication::startDragDistance())
            m_dragging = true;
        overlay->dragging = m_dragging;
        overlay->dragPos = e->position().toPoint();
        m_overlay->update();
        return true;
    }
    case QEvent::MouseButtonRelease: {
        auto* e = static_cast<QMouseEvent*>(event);
        if (e->button() != Qt::LeftButton || !m_dragging)
            break;
        const kabir::Square target = m_view->squareAt(e->position().toPoint());
        m_dragging = false;
        overlay->dragging = false;
        if (target != kabir::kNoSquare && target != m_selected)
            tryMove(m_selected, target);
        m_overlay->update();
        return true;
    }
    case QEvent::ContextMenu: {
        auto* e = static_cast<QContextMenuEvent*>(event);
        offerDrops(m_view->squareAt(e->pos()), e->globalPos());
        return true;
    }
    default:
        break;
    }
    return false;
}
