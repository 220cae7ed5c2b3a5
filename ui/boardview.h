#pragma once
// The board widget: draws a copy of a position on any geometry (up to 16 x 16 squares, cut-away
// squares left blank, checkered or plain, marked squares crossed), turned so that any army can
// sit at the bottom, with coordinates along the left and bottom edges. The squares stay square
// and the board centred whatever the widget's size; pieces come from a PieceSet, sharp at any
// pixel ratio. What the position implies is marked by the view itself: the last move, a king in
// check, a king that still holds its once-per-game leap, the squares a king wins on, and when
// asked the promotion zone of the army to move. What the player holds is told by BoardInput
// (setSelection, setDragPoint). It only shows: the position changes through setPosition() alone,
// and a position that follows the shown one by a move slides the moved pieces there. Arrows
// and circles drawn over it are set from outside (setArrows). The board itself is drawn by a
// BoardPainter, as the diagram export draws it.

#include "core/position/position.h"
#include "ui/boardorientation.h"
#include "ui/boardpainter.h"
#include "ui/pieceset.h"

#include <QColor>
#include <QList>
#include <QWidget>

#include <optional>

class QVariantAnimation;

class BoardView : public QWidget {
    Q_OBJECT

public:
    explicit BoardView(QWidget* parent = nullptr);

    void setPosition(const kabir::Position& position);
    const kabir::Position* position() const { return m_position ? &*m_position : nullptr; }

    // Quarter turns clockwise: 0 shows the first rank at the bottom, 2 is flipped.
    void setQuarterTurns(int turns);
    int quarterTurns() const { return m_orientation.quarterTurns(); }

    void setPieceSet(const PieceSet& pieces);
    const PieceSet& pieceSet() const { return m_pieces; }
    void setSquareColours(const QColor& light, const QColor& dark);
    using Pattern = BoardStyle::Pattern;
    void setPattern(Pattern pattern);
    void setShowCoordinates(bool show);
    // The variant's square numbers (Tressau's) in each square's corner, where it has them.
    void setShowSquareNumbers(bool show);
    bool showsSquareNumbers() const { return m_squareNumbers; }
    void setShowLegalMoves(bool show);
    void setShowPromotionZones(bool show);
    void setAnimationDuration(int milliseconds);  // 0: moves are not animated
    bool isAnimating() const;

    // The piece the player holds (kNoSquare: none, or a piece taken from the hand) and the
    // legal moves to show, and where a dragged piece is drawn (nullopt: on its square).
    void setSelection(kabir::Square square, const QList<kabir::Move>& moves);
    void setDragPoint(std::optional<QPointF> point);

    // Arrows and circles over the board: the hint, the analysis's best move, annotations.
    // An arrow from a square to itself is drawn as a circle on it.
    struct Arrow {
        kabir::Square from;
        kabir::Square to;
        QColor colour;
        bool operator==(const Arrow&) const = default;
    };
    void setArrows(const QList<Arrow>& arrows);
    QList<Arrow> arrows() const { return m_arrows; }

    // A narrow widget kept beside the board's left edge, as tall as the board (the evaluation
    // bar); while it is visible the board makes room for it. The view becomes its parent.
    void setSideBar(QWidget* bar);

    // The playable square under `point`; kNoSquare outside the board, on a cut-away square,
    // or while there is no position.
    kabir::Square squareAt(QPoint point) const;
    // Where square `square` is drawn (cut-away squares included); empty while there is no position.
    QRectF squareRect(kabir::Square square) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;                          // tooltips name the piece under the pointer
    bool eventFilter(QObject* watched, QEvent* event) override;  // the side bar shown or hidden

private:
    QString squareNotes(kabir::Square s) const;  // what the square means under the rules, or ""
    // The board's top-left corner inside the widget and the side of one square, in pixels.
    struct Layout {
        QPoint topLeft;
        int squareSize = 0;
    };
    // A piece sliding from one square to another while a move is animated.
    struct Slide {
        kabir::Square from;
        kabir::Square to;
    };
    Layout layout() const;
    BoardPainter boardPainter() const;  // needs a position
    double labelBand() const;           // in squares
    int sideBarRoom() const;            // pixels kept free on the left for the side bar
    void placeSideBar();
    void startAnimation(const kabir::Position& before, kabir::Move move);
    bool isSliding(kabir::Square s) const;
    QRectF pieceRect(kabir::Square s) const;  // where the piece on `s` is drawn now

    void paintPromotionZone(QPainter& painter) const;
    void paintHighlights(QPainter& painter) const;
    void paintCoordinates(QPainter& painter, const BoardPainter& board) const;
    void paintPieces(QPainter& painter, const BoardPainter& board) const;
    void paintBadges(QPainter& painter) const;
    QRectF badgeRect(kabir::Square s) const;
    void paintDestinations(QPainter& painter) const;
    void paintArrows(QPainter& painter) const;

    std::optional<kabir::Position> m_position;
    BoardOrientation m_orientation;
    PieceSet m_pieces;
    BoardStyle m_style;
    bool m_coordinates = true;
    bool m_squareNumbers = false;
    bool m_legalMoves = true;
    bool m_promotionZones = false;
    kabir::Square m_selected = kabir::kNoSquare;
    QList<kabir::Move> m_moves;
    std::optional<QPointF> m_dragPoint;
    QVariantAnimation* m_animation;
    QList<Slide> m_slides;
    QList<Arrow> m_arrows;
    QWidget* m_sideBar = nullptr;
};
