#pragma once
// Typing moves, as XBoard, ChessBase and lichess offer it: with the board in focus, a letter,
// digit or "@" opens a small field over the foot of the board (so does Game › Enter Move…).
// It takes any notation the program reads — coordinates (e2e4), the standard text (Nf3) and,
// where the variant numbers its squares, Tressau's numbers (119-116), with the piece letters
// chosen in View › Move Notation (German: Sf3) — and lists the legal moves that begin with
// what is typed. Tab completes as far as they agree (a unique match whole); Enter plays the
// move the text names, or the only one it begins, through BoardInput as a click would (a
// promotion typed without its piece asks for it; at an earlier position a variation, where
// clicks make one). A text that names no move, or several, is refused with the reason (for
// the status bar) and stays to be corrected; Escape closes the field.

#include "core/record/notation.h"

#include <QFrame>

class BoardInput;
class GameController;
class GameViewer;
class QLabel;
class QLineEdit;
class TypedMoves;

class MoveEntry : public QFrame {
    Q_OBJECT

public:
    // Over `board` (its parent), whose key presses open it.
    MoveEntry(QWidget* board, GameController* game, BoardInput* input);

    void setNotation(const kabir::Notation& notation) { m_notation = notation; }
    // Opens the field with `text` typed, when a move may be entered now; else says why not.
    void open(const QString& text = {});
    // Also for tests: what the keys do.
    void setText(const QString& text);  // as typed
    void complete();                    // Tab
    void enter();                       // Enter
    QString text() const;
    QString matchesText() const;  // the list of matching moves under the field

signals:
    void refused(const QString& reason);  // for the status bar

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    TypedMoves typedMoves() const;
    void showMatches();
    QString refusal(const QString& text, const QList<kabir::Move>& moves) const;
    void dismiss();  // hides the field and gives the board its focus back
    void place();

    GameController* m_game;
    GameViewer* m_viewer;
    BoardInput* m_input;
    QLineEdit* m_edit;
    QLabel* m_matches;
    kabir::Notation m_notation;
};
