#pragma once
// The arrows and circles drawn on a position (a comment's [%cal ...] and [%csl ...]) as the
// board shows them, in lichess's colours, to go with the hint and analysis arrows
// (BoardView::setArrows).

#include "core/record/comment.h"
#include "ui/boardview.h"

#include <QColor>
#include <QList>

namespace BoardMarks {

QColor colour(char letter);  // 'G', 'R', 'B', 'Y'
QList<BoardView::Arrow> arrows(const kabir::Comment& comment);

}  // namespace BoardMarks
