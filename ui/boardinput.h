#pragma once
// Move input on a BoardView: click a piece and then its destination, or drag it there. While a
// piece is held the view shows its legal destinations (BoardView::setSelection). A click on the
// held piece again promotes it in place where the rules allow; a click on an adjacent own or
// allied piece with the king held swaps them. Moves are entered in the position on view
// (GameViewer::playOnView: at an earlier one they make a variation where that is allowed).
// Refused attempts report their reason; moves go to the GameController.
//
// The right button draws on the position on view, as on lichess: a drag from one square to
// another an arrow, a click a circle, green, with Shift or Ctrl red, with Alt blue, with both
// yellow; the same mark again takes it off, and a left click on the board wipes them all. They
// are kept with the node on view (GameViewer::toggleArrow, toggleCircle). A plain right
// click on an empty square where a piece from the hand may drop offers the drops instead, and
// on a unit that may be taken off the board (Maharaja's Forlorn Hope) the removal.
//
// A unit is taken off the board by dragging it off; a stalemated player who must remove an
// enemy unit (Shataranja) clicks it. After a promotion whose new piece may move on (the Indian
// knight's bonus move) the board shows it on its square with the squares it may go to: a click
// on one makes the whole move, any other click the promotion alone.
//
// Under the draughts-style capture ([leap-capture], Shatra) a capture sequence is entered by
// clicking the unit and then the square where it ends; where several sequences end there, or
// where the click is a landing on the way, the landing squares are clicked in order (the last
// one again to stop there, where the sequence may stop).

#include "core/board/types.h"

#include <QList>
#include <QObject>
#include <QPoint>

#include <functional>
#include <optional>

class BoardView;
class GameController;
class GameViewer;

class BoardInput : public QObject {
    Q_OBJECT

public:
    // Chooses among moves that differ only in the piece promoted to (or none: staying a pawn);
    // nullopt when the user cancels.
    using PromotionChooser = std::function<std::optional<kabir::Move>(const QList<kabir::Move>&)>;

    // Chooses among different moves that the same clicks name (Shatra's biy leaving its gate
    // for a square or capturing on it); nullopt when the user cancels.
    using MoveChooser = std::function<std::optional<kabir::Move>(const QList<kabir::Move>&)>;

    BoardInput(BoardView* view, GameController* game, QObject* parent = nullptr);
    void setPromotionChooser(PromotionChooser chooser) { m_choosePromotion = std::move(chooser); }
    void setMoveChooser(MoveChooser chooser) { m_chooseMove = std::move(chooser); }
    // Says why the user may not move now (a computer's turn), or "" when they may; asked for
    // moves in the live position only (a variation is no move of the game).
    using MoveGuard = std::function<QString()>;
    void setMoveGuard(MoveGuard guard) { m_guard = std::move(guard); }

    kabir::Square selected() const { return m_selected; }
    QList<kabir::Move> highlightedMoves() const { return m_targets; }
    // The moves whose second part the next click chooses (after a promotion, or where a
    // displaced pawn goes), else none.
    QList<kabir::Move> secondPartsOnOffer() const { return m_secondParts; }

    // The gestures, also for tests: a click (press and release) on a square, and taking a
    // piece of type `type` up from the hand of the army to move, to drop it with the next click.
    void clickSquare(kabir::Square square);
    void takeFromHand(int type);

    // For moves named otherwise than by the mouse (typed: MoveEntry). Whether a move may be
    // entered now, saying why not when not (a computer's turn, the game over, ...).
    bool acceptsMoves();
    // Plays `moves`, as the clicks that name them would: one move as it is; several promotions
    // of the same piece from the same square to the same square (a promotion typed without
    // its piece) through the promotion chooser.
    void enterMoves(const QList<kabir::Move>& moves);

signals:
    void refused(const QString& reason);  // for the status bar
    void prompt(const QString& text);     // what the gesture under way asks for, for the status bar

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void select(kabir::Square square);
    void deselect();
    void tryMove(kabir::Square from, kabir::Square to);
    bool tryLeap(kabir::Square square);
    void playOneOf(const QList<kabir::Move>& moves);
    QList<kabir::Move> dropsOn(kabir::Square square) const;
    std::optional<kabir::Move> removalOf(kabir::Square square) const;
    void offerMoves(const QList<kabir::Move>& moves, QPoint globalPos);
    void play(kabir::Move move);
    void offerSecondParts(const QList<kabir::Move>& moves, std::optional<kabir::Move> alone);
    void offerRedeployment(const QList<kabir::Move>& moves);
    void finishSecondPart(kabir::Square square);
    static char markColour(Qt::KeyboardModifiers modifiers);
    void drawMark(kabir::Square from, kabir::Square to, Qt::KeyboardModifiers modifiers, QPoint globalPos);
    bool canEnterMoves() const;
    bool refusedByGuard();  // says why, when the guard refuses

    BoardView* m_view;
    GameController* m_game;
    GameViewer* m_viewer;
    PromotionChooser m_choosePromotion;
    MoveChooser m_chooseMove;
    MoveGuard m_guard;
    kabir::Square m_selected = kabir::kNoSquare;
    int m_dropType = -1;  // a piece taken up from the hand
    QList<kabir::Move> m_targets;
    QList<kabir::Move> m_secondParts;  // a promotion's possible second parts (or a displaced pawn's squares), on offer
    std::optional<kabir::Move> m_promotionAlone;  // the promotion without one, where it is legal
    QPoint m_pressPos;
    bool m_dragging = false;
    QList<kabir::Square> m_leapPath;              // the landing squares of a capture sequence clicked so far
    bool m_leapOrdered = false;                   // clicks name the landings in order (the end square was ambiguous)
    kabir::Square m_markFrom = kabir::kNoSquare;  // where the right button went down
};
