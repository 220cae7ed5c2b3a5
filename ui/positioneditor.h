#pragma once
// The position editor: sets up a position of the current variant and options, four armies
// included, to play or analyse from. Its Variant list changes the variant: the dialog then ends
// with VariantChosen, and the caller opens it again on that variant's start position. A BoardView shows the position
// being edited; the PiecePalette beside it holds the piece that a click on a square places (a click on a square that
// holds that piece, a click with the eraser or a right click empties the square); pieces are dragged from the palette
// onto the board, and on the board to other squares; a SetupForm edits the rest. Start Position, Clear Board and Flip
// Board (Turn Board for four armies); a FEN line shows the FEN as the position is edited and takes a typed or pasted
// one.
//
// The check is the core's: the FEN is read back (Position::fromFenUnchecked) and the position
// checked (core/position/setupcheck.h); while either refuses, the reason shows in red, in the user's
// language, and OK is disabled. The dialog changes no game: the caller
// starts one from fen() after exec() (GameController::loadFen).

#include "core/position/position.h"

#include <QDialog>
#include <QPointF>
#include <QString>

class BoardView;
class PiecePalette;
class QLabel;
class QLineEdit;
class QPushButton;
class SetupForm;
struct BoardSettings;

class PositionEditor : public QDialog {
    Q_OBJECT

public:
    // The result of exec() when another variant was chosen (chosenVariant()).
    static constexpr int VariantChosen = 2;

    // Edits a copy of `position` (its variant and options; its moves are not kept).
    explicit PositionEditor(const kabir::Position& position, QWidget* parent = nullptr);

    QString chosenVariant() const { return m_chosenVariant; }

    // Draws the board and the palette as the user's settings say.
    void setLook(const BoardSettings& look);
    // Turns the board as the main window's is turned (BoardView::setQuarterTurns); by default
    // the first army, or with four armies the army to move, is at the bottom.
    void setQuarterTurns(int turns);

    // The position as edited, whether the core takes it or not, and why it does not, as the
    // dialog shows it (empty when the position may be played).
    QString fen() const { return m_fen; }
    QString refusal() const { return m_refusal; }

    BoardView* boardView() const { return m_board; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;  // clicks and drops on the board

private:
    kabir::Square squareAt(QPointF point) const;  // a playable square of the board, or kNoSquare
    void clickSquare(kabir::Square square);
    void setPiece(kabir::Square square, kabir::Piece piece);
    void startPosition();
    void clearBoard();
    void turnBoard();
    void formEdited();
    void fenEdited(const QString& text);
    // After a change of m_setup: with `dropImpossible`, the rights its board no longer allows
    // go; then the board, the form and the FEN line show it and its FEN is checked.
    void setupChanged(bool dropImpossible);
    QString showSetup();  // on the board and in the form; returns its FEN
    void check(const QString& fen);

    kabir::RulesetPtr m_rules;
    kabir::PositionSetup m_setup;
    BoardView* m_board;
    PiecePalette* m_palette;
    SetupForm* m_form = nullptr;
    QLineEdit* m_fenEdit;
    QLabel* m_refusalLabel;
    QPushButton* m_ok = nullptr;
    QString m_fen;
    QString m_refusal;
    QString m_chosenVariant;
    kabir::Square m_pressSquare = kabir::kNoSquare;  // where the left button went down on the board
};
