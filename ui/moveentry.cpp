#include "ui/moveentry.h"

#include "core/record/movesquares.h"
#include "ui/boardinput.h"
#include "ui/gamecontroller.h"
#include "ui/gameviewer.h"
#include "ui/typedmoves.h"

#include <QEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

#include <algorithm>

namespace {

constexpr qsizetype kShownMatches = 12;  // more matching moves are marked "…", not listed
constexpr int kMargin = 8;               // between the field and the board's edges
constexpr int kWidth = 380;              // the field's width where the board is wide enough

// Several promotions of one piece from one square to another: the text left the piece out,
// and the promotion chooser asks for it as it does after a click.
bool onePromotion(const QList<kabir::Move>& moves)
{
    return moves.size() > 1 && std::all_of(moves.begin(), moves.end(), [&](const kabir::Move& m) {
        return m.kind() != kabir::MoveKind::Drop && m.from() == moves.front().from() && m.to() == moves.front().to();
    });
}

bool opensEntry(const QKeyEvent* key)
{
    const Qt::KeyboardModifiers chord = key->modifiers() & ~(Qt::ShiftModifier | Qt::KeypadModifier);
    const QString text = key->text();
    return chord == Qt::NoModifier && text.size() == 1 && (text[0].isLetterOrNumber() || text[0] == u'@');
}

// The moves' texts in the chosen notation, in order, the first kShownMatches of them.
QString listed(const TypedMoves& typed, const QList<kabir::Move>& moves, const QString& separator)
{
    QStringList shown;
    for (const kabir::Move& m : moves)
        shown << typed.shown(m);
    shown.sort();
    if (shown.size() > kShownMatches) {
        shown.resize(kShownMatches);
        shown << QStringLiteral("…");
    }
    return shown.join(separator);
}

}  // namespace

MoveEntry::MoveEntry(QWidget* board, GameController* game, BoardInput* input)
    : QFrame(board), m_game(game), m_viewer(game->viewer()), m_input(input), m_edit(new QLineEdit(this)),
      m_matches(new QLabel(this))
{
    setObjectName(QStringLiteral("moveEntry"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    m_edit->setObjectName(QStringLiteral("moveEntryText"));
    m_edit->setPlaceholderText(tr("Type a move"));
    m_matches->setObjectName(QStringLiteral("moveEntryMatches"));
    m_matches->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(kMargin, kMargin, kMargin, kMargin);
    layout->addWidget(m_edit);
    layout->addWidget(m_matches);

    board->setFocusPolicy(Qt::StrongFocus);  // its keys open the field
    board->installEventFilter(this);
    m_edit->installEventFilter(this);
    connect(m_edit, &QLineEdit::textEdited, this, &MoveEntry::showMatches);
    const auto follow = [this] {
        if (isVisible())
            showMatches();
    };
    connect(game, &GameController::positionChanged, this, follow);
    connect(m_viewer, &GameViewer::viewedNodeChanged, this, follow);
    hide();
}

void MoveEntry::open(const QString& text)
{
    if (!m_input->acceptsMoves())
        return;
    m_edit->setText(text);
    showMatches();
    show();
    raise();
    m_edit->setFocus(Qt::ShortcutFocusReason);
}

void MoveEntry::dismiss()
{
    hide();
    parentWidget()->setFocus(Qt::OtherFocusReason);
}

void MoveEntry::setText(const QString& text)
{
    m_edit->setText(text);
    showMatches();
}

QString MoveEntry::text() const
{
    return m_edit->text();
}

QString MoveEntry::matchesText() const
{
    return m_matches->text();
}

TypedMoves MoveEntry::typedMoves() const
{
    return TypedMoves(m_viewer->viewedPosition(), m_viewer->legalMovesOnView(), m_notation);
}

void MoveEntry::complete()
{
    setText(typedMoves().completion(m_edit->text().trimmed()));
}

void MoveEntry::enter()
{
    const QString text = m_edit->text().trimmed();
    if (text.isEmpty()) {
        dismiss();
        return;
    }
    const QList<kabir::Move> moves = typedMoves().named(text);
    if (moves.size() == 1 || onePromotion(moves)) {
        dismiss();
        m_input->enterMoves(moves);
        return;
    }
    emit refused(refusal(text, moves));
    m_edit->selectAll();
}

// Why `text`, which begins `moves` (none or several), plays no move.
QString MoveEntry::refusal(const QString& text, const QList<kabir::Move>& moves) const
{
    if (!moves.isEmpty())
        return tr("“%1” could be %2: type more of the move.")
            .arg(text, listed(typedMoves(), moves, QStringLiteral(", ")));
    if (const auto squares = kabir::moveSquares(m_viewer->viewedPosition(), text.toStdString(), m_notation))
        if (const QString why = m_viewer->refusal(squares->from, squares->to, squares->promotion); !why.isEmpty())
            return why;
    return tr("“%1” is not a legal move here.").arg(text);
}

void MoveEntry::showMatches()
{
    const QString text = m_edit->text().trimmed();
    if (text.isEmpty()) {
        m_matches->setText(tr("Tab completes, Enter plays, Escape closes."));
    } else {
        const TypedMoves typed = typedMoves();
        const QList<kabir::Move> moves = typed.named(text);
        m_matches->setText(moves.isEmpty() ? tr("No legal move begins so.")
                : moves.size() == 1        ? tr("Enter plays %1.").arg(typed.shown(moves.front()))
                                           : listed(typed, moves, QStringLiteral("  ")));
    }
    place();
}

void MoveEntry::place()
{
    const QSize board = parentWidget()->size();
    const int width = std::min(kWidth, board.width() - 2 * kMargin);
    resize(width, heightForWidth(width));
    move((board.width() - width) / 2, board.height() - height() - kMargin);
}

bool MoveEntry::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == parentWidget()) {
        if (event->type() == QEvent::Resize && isVisible())
            place();
        if (event->type() == QEvent::KeyPress && !isVisible() && opensEntry(static_cast<QKeyEvent*>(event))) {
            open(static_cast<QKeyEvent*>(event)->text());
            return true;
        }
        return false;
    }
    if (watched == m_edit && event->type() == QEvent::KeyPress) {
        switch (static_cast<QKeyEvent*>(event)->key()) {
        case Qt::Key_Tab: complete(); return true;
        case Qt::Key_Return:
        case Qt::Key_Enter: enter(); return true;
        case Qt::Key_Escape: dismiss(); return true;
        default: break;
        }
    }
    if (watched == m_edit && event->type() == QEvent::FocusOut) {
        const Qt::FocusReason reason = static_cast<QFocusEvent*>(event)->reason();
        if (reason != Qt::ActiveWindowFocusReason && reason != Qt::PopupFocusReason && isVisible())
            hide();  // the user went elsewhere
    }
    return QFrame::eventFilter(watched, event);
}
