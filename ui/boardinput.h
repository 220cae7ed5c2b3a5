#pragma once
// Move input on a BoardView: click a piece and then its destination, or drag it there. While a
// piece is held its legal destinations are shown (dots, rings for captures); the last move is
// marked. A click on the held piece again promotes it in place where the rules allow; a click
// on an adjacent own or allied piece with the king held swaps them; a right click on an empty
// square offers the drops from the hand. Refused attempts report their reason. The board view
// only draws the position: the highlights are painted by an overlay widget on top of it.

#include "core/types.h"

#include <QList>
#include <QObject>
#include <QPoint>

#include <functional>
#include <optional>

class BoardView;
class GameController;
class QWidget;

class BoardInput : public QObject {
    Q_OBJECT

public:
    // Chooses among moves that differ only in the piece promoted to (or none: staying a pawn);
    // nullopt when the user cancels.
    using PromotionChooser = std::function<std::optional<kabir::Move>(const QList<kabir::Move>&)>;

    BoardInput(BoardView* view, GameController* game, QObject* parent = nullptr);
    void setPromotionChooser(PromotionChooser chooser) { m_choosePromotion = std::move(chooser); }

    kabir::Square selected() const { return m_selected; }
    QList<kabir::Move> highlightedMoves() const { return m_targets; }

    // The gestures, also for tests: a click (press and release) on a square.
    void clickSquare(kabir::Square square);

signals:
    void refused(const QString& reason);  // for the status bar

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void select(kabir::Square square);
    void deselect();
    void tryMove(kabir::Square from, kabir::Square to);
    void offerDrops(kabir::Square square, QPoint globalPos);
    bool liveAndPlaying() const;

    BoardView* m_view;
    GameController* m_game;
    QWidget* m_overlay;
    PromotionChooser m_choosePromotion;
    kabir::Square m_selected = kabir::kNoSquare;
    QList<kabir::Move> m_targets;
    QPoint m_pressPos;
    QPoint m_dragPos;
    bool m_dragging = false;
};
