#include "ui/boardmarks.h"

namespace BoardMarks {

QColor colour(char letter)
{
    // chessground's brushes, a little transparent so that the pieces show through.
    switch (letter) {
    case 'R': return QColor(0x88, 0x20, 0x20, 200);
    case 'B': return QColor(0x00, 0x30, 0x88, 200);
    case 'Y': return QColor(0xe6, 0x8f, 0x00, 200);
    default: return QColor(0x15, 0x78, 0x1b, 200);
    }
}

QList<BoardView::Arrow> arrows(const kabir::Comment& comment)
{
    QList<BoardView::Arrow> out;
    for (const kabir::Circle& c : comment.circles)
        out << BoardView::Arrow{c.square, c.square, colour(c.colour)};  // to itself: a circle
    for (const kabir::Arrow& a : comment.arrows)
        out << BoardView::Arrow{a.from, a.to, colour(a.colour)};
    return out;
}

}  // namespace BoardMarks
