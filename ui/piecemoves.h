#pragma once
// A piece's moves in words, from its move vectors (the Betza notation of its variant file), for
// a newcomer: "one square in any direction", "any distance orthogonally; a knight's leap",
// "one square forward (only to move); one square diagonally forward (only to capture)". The
// board's tooltips and the refusals of a move the piece cannot make say it so.

#include "core/board/betza.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

class PieceMoves {
    Q_DECLARE_TR_FUNCTIONS(PieceMoves)

public:
    // Its moves, in the frame of its own army (forward is +y), as one phrase that follows
    // "moves" ("It moves %1."); empty for a piece without moves.
    static QString inWords(const std::vector<kabir::MoveVector>& moves);
};
