#pragma once
// Draws a board into any QPainter — a widget, an image, an SVG generator: the squares of any
// geometry (cut-away squares left blank, checkered or plain, dark squares filled or hatched),
// the marked squares, the squares a king wins on, coordinates or square numbers, and the
// pieces of a PieceSet. It knows where each square is (the grid: the board's top-left corner
// and a square's side, turned by a BoardOrientation) and nothing of interaction: BoardView adds
// the selection, the last move and arrows, the diagram export a caption. The position and the
// pieces are its caller's and must outlive it.

#include "core/position/position.h"
#include "ui/boardorientation.h"
#include "ui/pieceset.h"

#include <QColor>
#include <QPointF>
#include <QRectF>

class QPainter;

// How a board looks.
struct BoardStyle {
    // Checkered or plain squares: as the variant's board is drawn, or always one of the two
    // (the historical Indian and Turkish boards were very probably plain).
    enum class Pattern { AsTheVariant, Checkered, Plain };

    QColor light{240, 217, 181};
    QColor dark{181, 136, 99};
    Pattern pattern = Pattern::AsTheVariant;
    bool hatched = false;             // dark squares as lines over the light colour (printed books)
    QColor line{110, 80, 55};         // the board's outline and a plain board's grid
    QColor mark{60, 40, 25, 110};     // the cross on a marked square
    QColor target{150, 30, 30, 130};  // the rings on a square a king wins on
    QColor label{Qt::black};          // coordinates and square numbers
};

class BoardPainter {
public:
    // Where the board lies: its top-left corner and the side of one square, in the painter's units.
    struct Grid {
        QPointF topLeft;
        double squareSize = 0;
    };

    BoardPainter(const kabir::Position& position, const BoardOrientation& orientation, const BoardStyle& style,
        const PieceSet& pieces, Grid grid);

    // Where square `square` is drawn (cut-away squares included).
    QRectF squareRect(kabir::Square square) const;
    bool isCheckered() const;

    // The squares with the board's outline, and on a plain board the grid between them.
    void paintSquares(QPainter& painter) const;
    // Marked squares (a cross, or the colour the variant gives the mark), rings on the squares
    // a king wins on.
    void paintMarks(QPainter& painter) const;
    // File letters below the board and rank numbers on its left, each centred in a band
    // `band` wide, in letters `pixelSize` high; labels follow the board's turn.
    void paintCoordinates(QPainter& painter, double band, int pixelSize) const;
    // The number of each playable square in its top-left corner (the variant's numbering).
    void paintSquareNumbers(QPainter& painter, int pixelSize) const;
    void paintPiece(QPainter& painter, kabir::Piece piece, const QRectF& rect) const;

private:
    QRectF cellRect(int column, int row) const;  // a cell of the screen's grid
    bool playableAt(int column, int row) const;
    void paintHatching(QPainter& painter, const QRectF& square) const;

    const kabir::Position& m_position;
    BoardOrientation m_orientation;
    BoardStyle m_style;
    const PieceSet& m_pieces;
    Grid m_grid;
};
