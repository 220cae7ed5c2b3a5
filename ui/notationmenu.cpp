#include "ui/notationmenu.h"

#include "ui/settings.h"

#include <QActionGroup>

NotationMenu::NotationMenu(Settings& settings, QWidget* parent)
    : QMenu(tr("Move &Notation"), parent), m_settings(settings), m_systems(new QActionGroup(this)),
      m_letters(new QActionGroup(this))
{
    const auto add = [this](QActionGroup* group, const QString& text, const QString& value) {
        QAction* action = addAction(text);
        action->setCheckable(true);
        action->setData(value);
        group->addAction(action);
        connect(action, &QAction::triggered, this, &NotationMenu::choose);
    };
    add(m_systems, tr("&Standard (Nf3, exd5)"), QStringLiteral("standard"));
    add(m_systems, tr("Tressau's &Numbered Squares (119-116)"), QStringLiteral("numbered"));
    addSeparator();
    add(m_letters, tr("&English Piece Letters (K Q R B N)"), QString());
    add(m_letters, tr("&German Piece Letters (K D T L S)"), QStringLiteral("de"));
}

void NotationMenu::sync(const BoardSettings& board, bool numbered)
{
    for (QAction* action : m_systems->actions()) {
        action->setChecked(action->data().toString() == (numbered ? board.moveNotation : QStringLiteral("standard")));
        action->setEnabled(numbered || action->data().toString() == QLatin1String("standard"));
    }
    for (QAction* action : m_letters->actions())
        action->setChecked(action->data().toString() == board.pieceLetters);
}

kabir::Notation NotationMenu::notation(const BoardSettings& board, bool numbered)
{
    kabir::Notation notation;
    if (numbered && board.moveNotation == QLatin1String("numbered"))
        notation.system = kabir::MoveSystem::Numbered;
    notation.language = board.pieceLetters.toStdString();
    return notation;
}

void NotationMenu::choose()
{
    BoardSettings board = m_settings.board();
    if (QAction* system = m_systems->checkedAction(); system && system->isEnabled())
        board.moveNotation = system->data().toString();
    if (QAction* letters = m_letters->checkedAction())
        board.pieceLetters = letters->data().toString();
    m_settings.setBoard(board);
}
