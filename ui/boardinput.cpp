#include "ui/boardinput.h"

#include "core/record/notation.h"
#include "ui/boardview.h"
#include "ui/datastrings.h"
#include "ui/gamecontroller.h"
#include "ui/gameviewer.h"

#include <QApplication>
#include <QMenu>
#include <QMouseEvent>

#include <algorithm>
#include <utility>

BoardInput::BoardInput(BoardView* view, GameController* game, QObject* parent)
    : QObject(parent), m_view(view), m_game(game), m_viewer(game->viewer())
{
    view->installEventFilter(this);
    connect(game, &GameController::positionChanged, this, &BoardInput::deselect);
    connect(m_viewer, &GameViewer::viewedPlyChanged, this, &BoardInput::deselect);
    connect(game, &GameController::resultChanged, this, &BoardInput::deselect);  // a resignation, a flag
}

bool BoardInput::canEnterMoves() const
{
    return m_game->hasGame() && m_game->choosingArmy() < 0 && !m_viewer->legalMovesOnView().isEmpty();
}

bool BoardInput::refusedByGuard()
{
    const QString reason = m_guard && m_viewer->viewsLivePosition() ? m_guard() : QString();
    if (!reason.isEmpty())
        emit refused(reason);
    return !reason.isEmpty();
}

void BoardInput::select(kabir::Square square)
{
    m_selected = square;
    m_targets = m_viewer->legalMovesFrom(square);
    m_view->setSelection(square, m_targets);
}

void BoardInput::takeFromHand(int type)
{
    if (!canEnterMoves())
        return;
    if (refusedByGuard())
        return;
    deselect();
    for (const kabir::Move& m : m_viewer->legalMovesOnView())
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
    if (!m_secondParts.isEmpty() && m_game->hasGame())
        m_view->setPosition(m_viewer->viewedPosition());  // the new piece was shown in advance
    m_secondParts.clear();
    m_promotionAlone.reset();
    m_leapPath.clear();
    m_leapOrdered = false;
}

void BoardInput::play(kabir::Move move)
{
    deselect();
    if (const QString reason = m_viewer->playOnView(move); !reason.isEmpty())
        emit refused(reason);
}

bool BoardInput::acceptsMoves()
{
    if (!m_game->hasGame() || refusedByGuard())
        return false;
    if (canEnterMoves())
        return true;
    if (const QString why = m_viewer->viewRefusal(); !why.isEmpty())
        emit refused(why);
    else if (m_game->outcome().over())
        emit refused(tr("The game is over: %1").arg(m_game->resultText()));
    else if (const int army = m_game->choosingArmy(); army >= 0)
        emit refused(tr("%1 must choose before the first move.").arg(m_game->armyName(army)));
    else
        emit refused(tr("No move can be entered here."));
    return false;
}

void BoardInput::enterMoves(const QList<kabir::Move>& moves)
{
    if (moves.isEmpty() || !acceptsMoves())
        return;
    if (moves.size() == 1) {
        play(moves.front());
        return;
    }
    deselect();
    select(moves.front().from());
    tryMove(moves.front().from(), moves.front().to());
}

std::optional<kabir::Move> BoardInput::removalOf(kabir::Square square) const
{
    if (square == kabir::kNoSquare || !canEnterMoves())
        return std::nullopt;
    for (const kabir::Move& m : m_viewer->legalMovesOnView())
        if (m.kind() == kabir::MoveKind::Remove && m.from() == square)
            return m;
    return std::nullopt;
}

// The promotion is made: the board shows the new piece on its square and the squares its
// second part may go to; the next click chooses one, or any other square the promotion alone.
void BoardInput::offerSecondParts(const QList<kabir::Move>& moves, std::optional<kabir::Move> alone)
{
    const kabir::Move first = moves.front();
    kabir::Position preview = m_viewer->viewedPosition();
    preview.doMove(kabir::Move::promotion(first.from(), first.to(), first.pieceType()));
    QList<kabir::Move> shown;
    for (const kabir::Move& m : moves)
        shown << kabir::Move(first.to(), m.aux());
    m_view->setPosition(preview);
    m_view->setSelection(first.to(), shown);
    m_secondParts = moves;
    m_promotionAlone = alone;
    const QString piece = DataStrings::text(m_game->rules().definition().pieces[first.pieceType()].name);
    emit prompt(alone
            ? tr("The new %1 may move once more: click where it goes, or anywhere else to let it stand.").arg(piece)
            : tr("The new %1 must move once more: click where it goes.").arg(piece));
}

// A piece placed on an own pawn (Sittuyin): the next click chooses where the pawn goes.
void BoardInput::offerRedeployment(const QList<kabir::Move>& moves)
{
    const kabir::Square square = moves.front().to();
    QList<kabir::Move> shown;
    for (const kabir::Move& m : moves)
        shown << kabir::Move(square, m.aux());
    m_view->setSelection(square, shown);
    m_secondParts = moves;
    const kabir::Position& pos = m_viewer->viewedPosition();
    const QString pawn = DataStrings::text(m_game->rules().definition().pieces[kabir::typeOf(pos.at(square))].name);
    emit prompt(tr("Click the empty square where the displaced %1 goes, or anywhere else to cancel.").arg(pawn));
}

void BoardInput::finishSecondPart(kabir::Square square)
{
    const auto chosen = std::find_if(
        m_secondParts.begin(), m_secondParts.end(), [&](const kabir::Move& m) { return m.aux() == square; });
    if (chosen != m_secondParts.end())
        play(*chosen);
    else if (m_promotionAlone)
        play(*m_promotionAlone);
    else
        deselect();
}

void BoardInput::clickSquare(kabir::Square square)
{
    if (!m_secondParts.isEmpty()) {
        finishSecondPart(square);
        return;
    }
    if (square == kabir::kNoSquare) {
        deselect();
        return;
    }
    if (!canEnterMoves()) {
        if (const QString why = m_viewer->viewRefusal(); !why.isEmpty())
            emit refused(why);
        return;
    }
    if (refusedByGuard()) {
        deselect();
        return;
    }
    if (m_dropType >= 0) {
        QList<kabir::Move> drops;
        for (const kabir::Move& m : m_targets)
            if (m.to() == square)
                drops << m;
        const int type = m_dropType;
        deselect();
        if (drops.isEmpty()) {
            const QString why = m_viewer->dropRefusal(type, square);
            emit refused(!why.isEmpty() ? why : tr("Nothing can be dropped there."));
        } else if (drops.front().redeploys()) {
            offerRedeployment(drops);
        } else if (const QString reason = m_viewer->playOnView(drops.front()); !reason.isEmpty())
            emit refused(reason);
        return;
    }
    const kabir::Position pos = m_viewer->viewedPosition();
    const kabir::Piece piece = pos.at(square);
    if (m_selected == kabir::kNoSquare) {
        if (!piece)
            return;
        if (const auto removal = removalOf(square); removal && kabir::armyOf(piece) != pos.sideToMove()) {
            play(*removal);  // a stalemated player takes an enemy unit off the board
            return;
        }
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
    const bool isTarget
        = std::any_of(m_targets.begin(), m_targets.end(), [&](const kabir::Move& m) { return m.to() == square; });
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
    if (m_game->rules().leapCapture() && tryLeap(to))
        return;
    QList<kabir::Move> candidates;
    for (const kabir::Move& m : m_targets)
        if (m.to() == to)
            candidates.append(m);
    if (candidates.isEmpty()) {
        const QString why = m_viewer->refusal(from, to);
        emit refused(!why.isEmpty()
                ? why
                : tr("%1 cannot go there.").arg(QString::fromStdString(m_game->rules().geometry().squareName(from))));
        deselect();
        return;
    }
    // A promotion whose new piece may move on is one choice, made first: the piece.
    const auto samePromotion = [](const kabir::Move& a, const kabir::Move& b) {
        return a.kind() == b.kind() && a.pieceType() == b.pieceType();
    };
    const auto goesOn = [](const kabir::Move& m) { return m.hasSecondPart() && m.aux() != m.from(); };
    QList<kabir::Move> choices;
    for (const kabir::Move& m : candidates) {
        const auto same
            = std::find_if(choices.begin(), choices.end(), [&](const kabir::Move& c) { return samePromotion(c, m); });
        if (same == choices.end())
            choices << m;
        else if (goesOn(*same) && !goesOn(m))
            *same = m;  // the promotion alone stands for the others
    }
    std::optional<kabir::Move> move = choices.front();
    if (choices.size() > 1)
        move = m_choosePromotion ? m_choosePromotion(choices) : std::nullopt;
    if (!move) {
        deselect();
        return;
    }
    QList<kabir::Move> onward;
    for (const kabir::Move& m : candidates)
        if (samePromotion(m, *move) && goesOn(m))
            onward << m;
    if (onward.isEmpty()) {
        play(*move);
        return;
    }
    deselect();
    offerSecondParts(onward, goesOn(*move) ? std::nullopt : move);
}

QList<kabir::Move> BoardInput::dropsOn(kabir::Square square) const
{
    QList<kabir::Move> drops;
    if (square == kabir::kNoSquare || !canEnterMoves())
        return drops;
    for (const kabir::Move& m : m_viewer->legalMovesOnView())
        if (m.kind() == kabir::MoveKind::Drop && m.to() == square && !m.redeploys())
            drops << m;
    return drops;
}

// The drops onto a square, or the removal of the unit on it, in a menu.
void BoardInput::offerMoves(const QList<kabir::Move>& moves, QPoint globalPos)
{
    if (refusedByGuard())
        return;
    QMenu menu;
    const kabir::Position pos = m_viewer->viewedPosition();
    for (const kabir::Move& m : moves) {
        const kabir::PieceType type = m.kind() == kabir::MoveKind::Drop ? m.pieceType() : kabir::typeOf(pos.at(m.to()));
        const QString name = DataStrings::text(m_game->rules().definition().pieces[type].name);
        QAction* action = menu.addAction(m.kind() == kabir::MoveKind::Drop ? tr("Drop %1 here").arg(name)
                                                                           : tr("Take the %1 off the board").arg(name));
        connect(action, &QAction::triggered, this, [this, m] { play(m); });
    }
    menu.exec(globalPos);
}

char BoardInput::markColour(Qt::KeyboardModifiers modifiers)
{
    // Lichess's brushes: Shift or Ctrl red, Alt (or Meta) blue, both yellow, else green.
    const bool a = modifiers & (Qt::ShiftModifier | Qt::ControlModifier);
    const bool b = modifiers & (Qt::AltModifier | Qt::MetaModifier);
    return a && b ? 'Y' : b ? 'B' : a ? 'R' : 'G';
}

void BoardInput::drawMark(kabir::Square from, kabir::Square to, Qt::KeyboardModifiers modifiers, QPoint globalPos)
{
    if (!m_game->hasGame() || from == kabir::kNoSquare || to == kabir::kNoSquare)
        return;
    const char colour = markColour(modifiers);
    if (from != to) {
        m_viewer->toggleArrow(m_viewer->viewedNode(), kabir::Arrow{colour, from, to});
        return;
    }
    // A right click where a drop may go offers the drops, as it did before there were marks;
    // on a unit that may be taken off the board, its removal.
    QList<kabir::Move> moves = dropsOn(to);
    if (const auto removal = removalOf(to))
        moves << *removal;
    if (!moves.isEmpty() && modifiers == Qt::NoModifier)
        offerMoves(moves, globalPos);
    else
        m_viewer->toggleCircle(m_viewer->viewedNode(), kabir::Circle{colour, to});
}

bool BoardInput::eventFilter(QObject* watched, QEvent* event)
{
    if (watched != m_view)
        return false;
    switch (event->type()) {
    case QEvent::MouseButtonPress: {
        auto* e = static_cast<QMouseEvent*>(event);
        if (e->button() == Qt::RightButton) {
            m_markFrom = m_view->squareAt(e->position().toPoint());
            return true;
        }
        if (e->button() != Qt::LeftButton)
            break;
        if (m_game->hasGame())
            m_viewer->clearMarks(m_viewer->viewedNode());  // as lichess: a left click wipes them
        m_pressPos = e->position().toPoint();
        clickSquare(m_view->squareAt(m_pressPos));  // picks up, or moves what is held
        return true;
    }
    case QEvent::MouseMove: {
        auto* e = static_cast<QMouseEvent*>(event);
        if (!(e->buttons() & Qt::LeftButton) || m_selected == kabir::kNoSquare)
            break;
        if (!m_dragging
            && (e->position().toPoint() - m_pressPos).manhattanLength() >= QApplication::startDragDistance())
            m_dragging = true;
        if (m_dragging)
            m_view->setDragPoint(e->position());
        return true;
    }
    case QEvent::MouseButtonRelease: {
        auto* e = static_cast<QMouseEvent*>(event);
        if (e->button() == Qt::RightButton) {
            const kabir::Square from = std::exchange(m_markFrom, kabir::kNoSquare);
            drawMark(from, m_view->squareAt(e->position().toPoint()), e->modifiers(), e->globalPosition().toPoint());
            return true;
        }
        if (e->button() != Qt::LeftButton || !m_dragging)
            break;
        const kabir::Square target = m_view->squareAt(e->position().toPoint());
        m_dragging = false;
        m_view->setDragPoint(std::nullopt);
        if (target != kabir::kNoSquare && target != m_selected)
            tryMove(m_selected, target);
        else if (const auto removal = target == kabir::kNoSquare ? removalOf(m_selected) : std::nullopt)
            play(*removal);  // dragged off the board: taken off it
        return true;
    }
    case QEvent::ContextMenu: return true;  // the right button draws marks (and offers drops) on its release
    default: break;
    }
    return false;
}
