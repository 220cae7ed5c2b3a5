#pragma once
// Tells that the game is over: who won (or that it is a draw) and who played, how — the result's
// kind, such as "pawn mate: double victory" or "capture of the last piece (burj)" —, the score
// for tables, the PGN result and the moves played (a move is every army's turn, as players count
// them), and why when it is not plain from the board (an engine that forfeited: what it did).
// Its buttons start a new game, save the game, or close it to look the game over.

#include <QDialog>

class GameController;
struct GameResult;

class GameOverDialog : public QDialog {
    Q_OBJECT

public:
    enum Choice { Close, NewGame, SaveGame };

    // `why`: a sentence under the result's kind, or nothing.
    GameOverDialog(
        const GameController& game, const GameResult& result, QWidget* parent = nullptr, const QString& why = {});
    Choice choice() const { return m_choice; }

private:
    Choice m_choice = Close;
};
