#pragma once
// Plays moves on a MainWindow's board by the gestures a player would use: a click on the piece
// and one on its square (the king and the piece it swaps with; the waiting pawn twice for a
// promotion in place), a hand piece and then its square for a drop, the chosen piece in the
// promotion chooser and then the square its bonus move goes to, an own unit dragged off the
// board and a click on an enemy unit for removals, and Game › Pass the Turn for a pass.

#include "core/board/types.h"

class MainWindow;

class BoardClicker {
public:
    explicit BoardClicker(MainWindow& window);

    void click(kabir::Square square);
    void play(kabir::Move move);

private:
    void dragOffTheBoard(kabir::Square square);

    MainWindow& m_window;
};
