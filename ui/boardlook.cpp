#include "ui/boardlook.h"

#include "ui/boardview.h"
#include "ui/settings.h"

void applyBoardLook(BoardView& view, const BoardSettings& look)
{
    view.setPieceSet(PieceSet(look.pieceSet));
    view.setSquareColours(look.lightSquares, look.darkSquares);
    view.setPattern(look.pattern == QLatin1String("checkered") ? BoardView::Pattern::Checkered
            : look.pattern == QLatin1String("plain")           ? BoardView::Pattern::Plain
                                                               : BoardView::Pattern::AsTheVariant);
    view.setShowCoordinates(look.coordinates);
}
