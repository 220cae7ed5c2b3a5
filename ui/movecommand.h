#pragma once
// The undoable steps of a game on the controller's QUndoStack: one MoveCommand per move, and
// an EndingCommand for a resignation or a draw agreement, so that takeback undoes those too.
// Only GameController creates them; redo() makes the step (also when first pushed), undo()
// takes it back.

#include "ui/gamecontroller.h"

#include <QCoreApplication>
#include <QUndoCommand>

class MoveCommand : public QUndoCommand {
    Q_DECLARE_TR_FUNCTIONS(MoveCommand)

public:
    MoveCommand(GameController* controller, kabir::Move move, const QString& text);

    void redo() override;
    void undo() override;

    kabir::Move move() const { return m_move; }

private:
    GameController* m_controller;
    kabir::Move m_move;
    QString m_moveText;
};

class EndingCommand : public QUndoCommand {
    Q_DECLARE_TR_FUNCTIONS(EndingCommand)

public:
    EndingCommand(GameController* controller, const GameResult& ending);

    void redo() override;
    void undo() override;

private:
    GameController* m_controller;
    GameResult m_ending;
};
