#pragma once
// The pieces a position editor places: every piece type of a variant in every army's colours,
// a column per army, and an eraser below. One of them is held at a time, a piece or the eraser.
// A piece dragged from the palette is held and carries itself as mime data (pieceOf).

#include "core/board/types.h"

#include <QList>
#include <QPoint>
#include <QStringList>
#include <QWidget>

#include <optional>

class PieceSet;
class QAbstractButton;
class QButtonGroup;
class QMimeData;
class QToolButton;

namespace kabir {
struct VariantDefinition;
}

class PiecePalette : public QWidget {
    Q_OBJECT

public:
    // `armyNames` as the user reads them; the first army's first piece is held at the start.
    PiecePalette(const kabir::VariantDefinition& definition, const QStringList& armyNames, QWidget* parent = nullptr);

    // Draws the pieces from `pieces` (the user's piece set).
    void setPieceSet(const PieceSet& pieces);

    kabir::Piece held() const { return m_held; }  // kEmpty: the eraser
    void hold(kabir::Piece piece);
    // The buttons in the order of the layout: row by row (a piece type in every army), then the
    // eraser.
    QList<QAbstractButton*> buttons() const;

    // The piece dragged from a palette, or nothing.
    static std::optional<kabir::Piece> pieceOf(const QMimeData* data);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;  // drags from the piece buttons

private:
    const kabir::VariantDefinition& m_definition;
    QButtonGroup* m_group;
    QList<QToolButton*> m_pieceButtons;  // with the piece in their property "piece"
    QToolButton* m_eraser;
    kabir::Piece m_held = kabir::kEmpty;
    QPoint m_pressPoint;
};
