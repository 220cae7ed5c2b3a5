#pragma once
// The dialog that sets up a new game: the variant (with its description, source and a button to
// its rules page), each of the variant's options with what the chosen value means and where it
// comes from, who plays each army — a person, Kabir's engine at a level or an external engine —
// or, when four armies are played double dummy, each team, and the time control. It is built from a NewGameSetup (the
// last game's, say) and setup() returns the user's; it starts nothing itself: MainWindow starts the game from setup()
// after exec().
//
// A conditional default (an option whose default depends on an earlier option, as Turkish
// great-piece on ruleset) follows the option it depends on until the user sets it by hand;
// Restore Defaults forgets what was set by hand. Options that an army chooses before the
// first move (Sultanspiel's array when Black chooses) are shown but not editable.

#include "ui/externalengine.h"
#include "ui/newgamesetup.h"

#include <QDialog>

#include <map>
#include <string>
#include <vector>

class QComboBox;
class QDoubleSpinBox;
class QSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class ArrayPreview;
class VariantPicker;
class QPushButton;
class QScrollArea;

namespace kabir {
class VariantFile;
struct OptionDefinition;
}  // namespace kabir

class NewGameDialog : public QDialog {
    Q_OBJECT

public:
    // Preselects initial's variant (the first built-in one when it names none), its options,
    // seating, players and time control; `engines` are the external engines on offer.
    explicit NewGameDialog(
        const NewGameSetup& initial = {}, QWidget* parent = nullptr, const QList<ExternalEngine>& engines = {});

    NewGameSetup setup() const;

    // A greeting above the variants, for the first start.
    void setWelcome(const QString& text);

    // Sizes the dialog to show all of its settings within `available` (a screen's free area),
    // two columns wide; it scrolls only where they cannot fit. The constructor fits it to its screen.
    void fitInto(const QRect& available);

private:
    struct OptionRow {
        const kabir::OptionDefinition* option;
        QComboBox* box;
        QLabel* note;  // the chosen value's explanation and source
    };

    QWidget* createVariantPanel();
    QWidget* createSettingsPanel();
    QWidget* createTimePanel();
    void showTimeControl(const kabir::match::TimeControl& control);
    kabir::match::TimeControl timeControl() const;
    void updateTimeFields();
    void showVariant(const kabir::VariantFile& variant, const QList<PlayerSeat>& players);
    void createOptionRows();
    void chooseValue(const kabir::OptionDefinition& option, int index);
    void restoreDefaults();
    void updateOptions();
    void createPlayerRows(const QList<PlayerSeat>& players);
    bool seatingOffered() const;
    bool doubleDummy() const;
    QList<PlayerSeat> players() const;
    QString armyName(int army) const;
    void alignLabelColumns();
    void updateTabOrder();

    const kabir::VariantFile* m_variant = nullptr;
    kabir::VariantDefinition m_definition;  // with the options chosen
    kabir::OptionValues m_options;          // every option, resolved
    // Per variant id, the option values the user set by hand (the rest follow their defaults).
    std::map<std::string, kabir::OptionValues> m_handSet;

    VariantPicker* m_variants = nullptr;
    ArrayPreview* m_preview = nullptr;  // the start the options give
    QLabel* m_title = nullptr;
    QLabel* m_description = nullptr;
    QLabel* m_source = nullptr;
    QPushButton* m_rulesButton = nullptr;
    QScrollArea* m_settingsScroll = nullptr;  // the options, players and time control
    QFormLayout* m_optionsForm = nullptr;
    std::vector<OptionRow> m_optionRows;
    QFormLayout* m_playersForm = nullptr;  // row 0: the seating
    QComboBox* m_seatingBox = nullptr;
    QList<QLineEdit*> m_nameEdits;    // one per player row
    QList<QComboBox*> m_kindBoxes;    // human, computer or an engine, per player row
    QList<QComboBox*> m_levelBoxes;   // the computer's level, per player row
    QList<ExternalEngine> m_engines;  // the external engines on offer (for the variants they play)
    QComboBox* m_timeBox = nullptr;   // the kind of time control
    QDoubleSpinBox* m_minutesBox = nullptr;
    QDoubleSpinBox* m_incrementBox = nullptr;
    QSpinBox* m_movesBox = nullptr;
    QDoubleSpinBox* m_moveTimeBox = nullptr;
    QFormLayout* m_timeForm = nullptr;
    QList<QList<int>> m_rowArmies;  // the armies of each player row
    QPushButton* m_restoreButton = nullptr;
    QList<QWidget*> m_buttons;  // the button box's, in tab order
    QString m_fixedMnemonics;   // letters taken by the fixed labels and buttons
    QString m_optionMnemonics;  // and by the option labels
};
