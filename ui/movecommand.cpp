#include "ui/movecommand.h"

MoveCommand::MoveCommand(GameController* controller, kabir::Move move, const QString& text)
    : m_controller(controller), m_move(move), m_moveText(text)
{
    //: The undo/redo actions read "Undo move Nf3" / "Redo move Nf3".
    setText(tr("move %1").arg(text));
}

void MoveCommand::redo()
{
    m_controller->applyMove(m_move, m_moveText);
}

void MoveCommand::undo()
{
    m_controller->takeBackMove();
}

EndingCommand::EndingCommand(GameController* controller, const GameResult& ending)
    : m_controller(controller), m_ending(ending)
{
    //: The undo/redo actions read "Undo resignation" / "Undo draw agreement" / "Undo forfeit".
    setText(ending.ending == GameResult::Ending::Resignation ? tr("resignation")
            : ending.ending == GameResult::Ending::Forfeit   ? tr("forfeit")
                                                             : tr("draw agreement"));
}

void EndingCommand::redo()
{
    m_controller->setEnding(m_ending);
}

void EndingCommand::undo()
{
    m_controller->setEnding(GameResult{});
}
