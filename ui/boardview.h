#pragma once
// The board widget: draws a copy of a position on any geometry (up to 16 x 16 squares, cut-away
// squares left blank, checkered or plain, marked squares crossed), with file letters and rank
// numbers along the left and bottom edges. The squares stay square and the board stays
// centred whatever the widget's size. Pieces are discs in their army's colour with their letter
// until SVG piece sets arrive. It only shows: the position changes through setPosition() alone.

#include "core/position.h"

#include <QWidget>

#include <optional>

class BoardView : public QWidget {
    Q_OBJECT

public:
    explicit BoardView(QWidget* parent = nullptr);

    void setPosition(const kabir::Position& position);
    const kabir::Position* position() const { return m_position ? &*m_position : nullptr; }

    // Flipped: seen from the second army's side (its first rank at the top).
    void setFlipped(bool flipped);
    bool isFlipped() const { return m_flipped; }

    // The playable square under `point`; kNoSquare outside the board, on a cut-away square,
    // or while there is no position.
    kabir::Square squareAt(QPoint point) const;
    // Where square `square` of the board's rectangle is drawn (cut-away squares included); an
    // empty rectangle while there is no position.
    QRectF squareRect(kabir::Square square) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    // The board's rectangle inside the widget and the side of one square, in pixels.
    struct Layout {
        QPoint topLeft;
        int squareSize = 0;
    };
    Layout layout() const;
    void paintSquares(QPainter& painter) const;
    void paintCoordinates(QPainter& painter) const;
    void paintPieces(QPainter& painter) const;

    std::optional<kabir::Position> m_position;
    bool m_flipped = false;
};
