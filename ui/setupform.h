#pragma once
// Beside the position editor's board: the parts of a position besides its pieces, as far as the
// variant has them — the side (or army) to move, the castling rights of each army and wing, the
// en passant field (the fields a multi-step could just have left), the army flags of the variant's
// mechanics (the kings that still hold their leap…), the fields the state mechanics describe (the
// initial moves made, the pawns waiting to promote in place at their first chance), the hands and
// the move counters. It shows a PositionSetup
// and writes the user's changes back into one; the editor owns the setup.

#include "core/position/positionsetup.h"

#include <QList>
#include <QStringList>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QListWidget;
class QSpinBox;

namespace kabir {
class Position;
class StateMechanic;
}  // namespace kabir

class SetupForm : public QWidget {
    Q_OBJECT

public:
    // `armyNames` as the user reads them; `mnemonics` the letters the rest of the dialog has
    // taken, which the form's labels avoid.
    SetupForm(const kabir::RulesetPtr& rules, const QStringList& armyNames, const QString& mnemonics,
        QWidget* parent = nullptr);

    // Shows `setup`, with the choices its board allows; `sketch` is the position it makes.
    void display(const kabir::PositionSetup& setup, const kabir::Position& sketch);
    // Writes the form's values into `setup`, whose board stays as it is.
    void apply(kabir::PositionSetup& setup) const;
    // The inputs in the order of the layout.
    QList<QWidget*> tabChain() const;

signals:
    void edited();  // by the user

private:
    struct Castling {
        QCheckBox* box;
        const kabir::CastlingRule* rule;
    };
    struct ArmyFlagRow {
        const kabir::ArmyFlagMechanic* mechanic;
        QList<QCheckBox*> boxes;  // per army
    };
    struct StateField {
        const kabir::StateMechanic* mechanic;
        QSpinBox* counter;   // a counter's, or
        QListWidget* units;  // a unit list's; item data: the square
    };
    struct Hand {
        QSpinBox* box;
        kabir::Army army;
        kabir::PieceType type;
    };

    void addCastlingRows();
    // A check box per army, in a row of the form, for a right each army holds or not.
    QList<QCheckBox*> addArmyFlags(
        const QString& label, const QString& name, const QString& accessibleName, const QString& toolTip);
    void addHandRows(int row, QString& mnemonics);  // from form row `row` on
    QSpinBox* addCounter(const QString& name, const QString& label, const QString& accessibleName, int minimum);
    void addStateField(const kabir::StateMechanic* mechanic);
    void displayUnits(const StateField& field, const kabir::PositionSetup& setup, const kabir::Position& sketch);

    kabir::RulesetPtr m_rules;
    QStringList m_armyNames;
    QFormLayout* m_form;
    QComboBox* m_side;
    QList<Castling> m_castlings;
    QComboBox* m_enPassant = nullptr;  // item data: the squares, a QVariantList of ints
    QList<ArmyFlagRow> m_flags;        // the rows of the army-flag mechanics that have one
    QList<StateField> m_stateFields;   // the fields of the state mechanics that have one
    QList<Hand> m_hands;
    QSpinBox* m_halfmove;
    QSpinBox* m_fullmove;
};
