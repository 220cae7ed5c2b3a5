#include "ui/boardinput.h"

#include "core/notation.h"
#include "ui/boardview.h"
#include "ui/datastrings.h"
#include "ui/gamecontroller.h"

#include <QApplication>
#include <QContextMenuEvent>
#include <QMenu>
#include <QMouseEvent>

#include <algorithm>

BoardInput::BoardInput(BoardView* view, GameController* game, QObject* parent)
    : QObject(parent), m_view(view), m_game(game)
{
    view->installEventFilter(this);
    connect(game, &GameController::positionChanged, this, &BoardInput::deselect);
    connect(game, &GameController::viewedPlyChanged, this, &BoardInput::deselect);
}

bool BoardInput::liveAndPlaying() const
{
    return m_game->hasGame() && !m_game->outcome().over() && m_game->viewedPly() == m_game->plyCount()
        && m_game->choosingArmy() < 0;
}

bool BoardInput::refusedByGuard()
{
    const QString reason = m_guard ? m_guard() : QString();
    if (!reason.isEmpty())
        emit refused(reason);
    return !reason.isEmpty();
}

void BoardInput::select(kabir::Square square)
{
    m_selected = square;
    m_targets = m_game->legalMovesFrom(square);
    m_view->setSelection(square, m_targets);
}

void BoardInput::takeFromHand(int type)
{
    if (!liveAndPlaying())
        return;
    if (refusedByGuard())
        return;
    deselect();
    for (const kabir::Move& m : m_game->legalMoves())
        if (m.kind() == kabir::MoveKind::Drop && m.pieceType() == type)
            m_targets << m;
    if (m_targets.isEmpty()) {
        emit refused(tr("Nothing can be dropped now."));
        return;
    }
    m_dropType = type;
    m_view->setSelection(kabir::kNoSquare, m_targets);
}

void BoardInput::deselect()
{
    m_selected = kabir::kNoSquare;
    m_dropType = -1;
    m_targets.clear();
    m_dragging = false;
    m_view->setSelection(kabir::kNoSquare, {});
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
    if (refusedByGuard()) {
        deselect();
        return;
    }
    if (m_dropType >= 0) {
        const auto drop = std::find_if(m_targets.begin(), m_targets.end(), [&](const kabir::Move& m) { return m.to() == square; });
        const std::optional<kabir::Move> move = drop == m_targets.end() ? std::nullopt : std::optional(*drop);
        const int type = m_dropType;
        deselect();
        if (!move) {
            const QString why = m_game->dropRefusal(type, square);
            emit refused(!why.isEmpty() ? why : tr("Nothing can be dropped there."));
        } else if (const QString reason = m_game->play(*move); !reason.isEmpty())
            emit refused(reason);
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
        const QString why = m_game->refusal(from, to);
        emit refused(!why.isEmpty() ? why
                                    : tr("%1 cannot go there.").arg(QString::fromStdString(m_game->position().geometry().squareName(from))));
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
    if (refusedByGuard())
        return;
    QMenu menu;
    for (const kabir::Move& m : m_game->legalMoves()) {
        if (m.kind() != kabir::MoveKind::Drop || m.to() != square)
            continue;
        const QString name = DataStrings::text(m_game->rules().definition().pieces[m.pieceType()].name);
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
    switch (event->type()) {
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
        if (m_dragging)
            m_view->setDragPoint(e->position());
        return true;
    }
    case QEvent::MouseButtonRelease: {
        auto* e = static_cast<QMouseEvent*>(event);
        if (e->button() != Qt::LeftButton || !m_dragging)
            break;
        const kabir::Square target = m_view->squareAt(e->position().toPoint());
        m_dragging = false;
        m_view->setDragPoint(std::nullopt);
        if (target != kabir::kNoSquare && target != m_selected)
            tryMove(m_selected, target);
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
