#pragma once
// Beside the board: for each army, the pieces it has captured and the pieces in its hand, in
// the position on view. A piece in the hand of the army to move is a button: clicking it
// takes that piece up for a drop (BoardInput then shows where it may go).

#include "core/position/position.h"

#include <QWidget>

class PieceSet;

class MaterialView : public QWidget {
    Q_OBJECT

public:
    explicit MaterialView(QWidget* parent = nullptr);

    // Shows the material of `position`: its captures are read from the moves that led to it.
    void setPosition(const kabir::Position& position, const PieceSet& pieces, const QStringList& armyNames);

    // The pieces each army has captured so far, in the order they fell.
    static QList<QList<kabir::Piece>> capturesOf(const kabir::Position& position);

signals:
    void handPieceClicked(int army, int pieceType);

private:
    QWidget* m_content = nullptr;
};
