#pragma once
// Asks which piece a pawn becomes: one button per legal choice, with the piece's picture and
// name, and "stay a pawn" where the rules let the pawn decline. It offers exactly the moves it
// is given (GameViewer::promotionChoices, or a waiting pawn's promotions in place), in
// the order of the variant's pieces, and returns the one chosen.

#include "core/position/position.h"

#include <QDialog>
#include <QList>

#include <optional>

class PieceSet;
class QAbstractButton;

class PromotionDialog : public QDialog {
    Q_OBJECT

public:
    PromotionDialog(const kabir::Position& position, const QList<kabir::Move>& choices, const PieceSet& pieces,
        QWidget* parent = nullptr);

    // The choices as offered, a button each, and the one chosen (nullopt until one is).
    QList<kabir::Move> offered() const { return m_offered; }
    QList<QAbstractButton*> choiceButtons() const { return m_buttons; }
    std::optional<kabir::Move> chosen() const { return m_chosen; }

    // Shows the dialog and waits: the move chosen, or nullopt when cancelled.
    static std::optional<kabir::Move> ask(
        const kabir::Position& position, const QList<kabir::Move>& choices, const PieceSet& pieces, QWidget* parent);

private:
    QList<kabir::Move> m_offered;
    QList<QAbstractButton*> m_buttons;
    std::optional<kabir::Move> m_chosen;
};
