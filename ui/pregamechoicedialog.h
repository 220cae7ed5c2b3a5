#pragma once
// The decision an army makes before the first move (Sultanspiel with array-chooser = black:
// Black chooses the array and, in rule set A, whether the king targets apply). The game offers
// its choices as text, every combination of the values of some options ("array=tressau-fig4,
// king-targets=off", GameController::choices()); the dialog asks one question per option —
// its values as radio buttons with their explanations and, where the values set up different
// arrays, the back rank each gives with the differing squares in bold — and shows the whole
// choice in words and the board it sets up. chosenText() returns the chosen text exactly as the game offered it, for
// GameController::choose. The dialog changes no game itself.

#include "core/variant/variantdefinition.h"

#include <QDialog>
#include <QStringList>

#include <string>
#include <vector>

class ArrayPreview;
class QButtonGroup;
class QLabel;
class QPushButton;

namespace kabir {
class VariantFile;
}

class PreGameChoiceDialog : public QDialog {
    Q_OBJECT

public:
    // `options` are the game's (GameController::options()): they preselect the values they
    // hold, and the back ranks are read with them.
    PreGameChoiceDialog(const kabir::VariantFile& variant, const kabir::OptionValues& options, const QString& armyName,
        const QStringList& choices, QWidget* parent = nullptr);

    // The choice as the game offered it; empty when the values chosen are not one of them.
    QString chosenText() const;

    // A choice in words: "Array: Tressau, Fig. 4 — King targets: Off".
    static QString describe(const kabir::VariantFile& variant, const QString& choice);

private:
    // One question: an option, its values offered, and a radio button for each.
    struct Question {
        std::string key;
        std::vector<std::string> values;
        QButtonGroup* buttons;
    };

    QWidget* createQuestion(const kabir::VariantFile& variant, const kabir::OptionValues& options, Question& question);
    void updateChoice();

    const kabir::VariantFile& m_variant;
    kabir::OptionValues m_options;  // the game's, for the values not asked about
    QStringList m_choices;
    std::vector<Question> m_questions;
    QString m_mnemonics;     // the letters taken
    QString m_pieceLetters;  // the letters the back ranks show, for the legend
    QLabel* m_summary = nullptr;
    ArrayPreview* m_preview = nullptr;  // the start the values chosen give
    QPushButton* m_chooseButton = nullptr;
};
