#pragma once
// A position drawn as a diagram for an article: the board (cut-away squares blank, marked
// squares drawn) with the pieces of any set, coordinates and/or the variant's square numbers
// (Tressau's), in the board's colours or a black-and-white print style, turned towards any
// army, with an optional caption below. It paints into any QPainter, keeping the proportions
// the options give it; svg() is a vector document in which each piece is a group of its own
// (id "piece-e4", class "piece", titled "White King on e4"), image() a picture of any size.

#include "core/position/position.h"
#include "ui/boardpainter.h"
#include "ui/pieceset.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QImage>
#include <QSize>
#include <QString>

class QPainter;

struct DiagramOptions {
    // The board's colours, or black and white as printed books have it: dark squares grey or
    // hatched with lines.
    enum class Colours { Board, PrintGrey, PrintHatched };

    QString pieceSet = PieceSet::kBuiltIn;
    Colours colours = Colours::Board;
    QColor lightSquares = BoardStyle().light;  // for Colours::Board
    QColor darkSquares = BoardStyle().dark;
    BoardStyle::Pattern pattern = BoardStyle::Pattern::AsTheVariant;
    int quarterTurns = 0;  // as BoardOrientation: 0 shows the first rank at the bottom
    bool coordinates = true;
    bool numbers = false;  // the variant's square numbers; nothing where it numbers no squares
    QString caption;       // below the board; none when empty
};

class Diagram {
    Q_DECLARE_TR_FUNCTIONS(Diagram)

public:
    Diagram(const kabir::Position& position, const DiagramOptions& options);

    // Whether the position's variant numbers its squares (Sultanspiel), so that numbers can be shown.
    static bool hasSquareNumbers(const kabir::Position& position);
    // The usual caption: "White to move".
    static QString sideToMoveCaption(const kabir::Position& position);

    // The diagram's size at `width`, in its own proportions.
    QSize sizeForWidth(int width) const;
    // Draws the diagram on white, as large as fits `target` and centred in it.
    void paint(QPainter& painter, const QRectF& target) const;
    QImage image(QSize size) const;
    // Where square `square` is drawn by paint(painter, target) (cut-away squares included).
    QRectF squareRect(const QRectF& target, kabir::Square square) const;
    // An SVG document of sizeForWidth(width): layers "board", a "piece-<square>" per piece,
    // "numbers" and "caption".
    QByteArray svg(int width) const;

private:
    struct Layout {
        QRectF paper;  // the whole diagram
        BoardPainter::Grid grid;
        QRectF caption;
    };
    QSizeF sizeInSquares() const;  // the whole diagram, measured in squares
    Layout layout(const QRectF& target) const;
    BoardPainter boardPainter(const Layout& layout) const;
    bool showsNumbers() const;
    QRectF pieceRect(const BoardPainter& board, kabir::Square square) const;
    void paintBoard(QPainter& painter, const Layout& layout) const;
    void paintNumbers(QPainter& painter, const Layout& layout) const;
    void paintCaption(QPainter& painter, const Layout& layout) const;
    QString pieceTitle(kabir::Square square) const;

    kabir::Position m_position;
    DiagramOptions m_options;
    BoardOrientation m_orientation;
    BoardStyle m_style;
    PieceSet m_pieces;
};
