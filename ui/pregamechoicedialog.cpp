#include "ui/pregamechoicedialog.h"

#include "core/variant/variantfile.h"
#include "ui/arraypreview.h"
#include "ui/datastrings.h"

#include <QButtonGroup>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QGroupBox>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QStyle>
#include <QVBoxLayout>

#include <algorithm>
#include <cctype>
#include <map>

namespace {

using Values = std::map<std::string, std::string>;  // option key -> value id

// "array=tressau-fig4,king-targets=off" as (option, value) pairs, in their order.
std::vector<std::pair<std::string, std::string>> pairsOf(const QString& choice)
{
    std::vector<std::pair<std::string, std::string>> pairs;
    for (const QString& pair : choice.split(QLatin1Char(','), Qt::SkipEmptyParts))
        pairs.emplace_back(
            pair.section(QLatin1Char('='), 0, 0).toStdString(), pair.section(QLatin1Char('='), 1).toStdString());
    return pairs;
}

const kabir::OptionDefinition* findOption(const kabir::VariantFile& variant, const std::string& key)
{
    const auto& options = variant.options();
    const auto it
        = std::find_if(options.begin(), options.end(), [&](const kabir::OptionDefinition& o) { return o.key == key; });
    return it == options.end() ? nullptr : &*it;
}

const kabir::OptionChoice* findValue(const kabir::VariantFile& variant, const std::string& key, const std::string& id)
{
    const kabir::OptionDefinition* option = findOption(variant, key);
    return option ? option->find(id) : nullptr;
}

// The variant's definition with these options (the others at their defaults); empty when they
// do not make one.
kabir::VariantDefinition definitionOf(const kabir::VariantFile& variant, const kabir::OptionValues& options)
{
    const auto resolved = variant.resolveOptions(options);
    if (!resolved)
        return {};
    auto definition = variant.definition(resolved.value());
    return definition ? std::move(definition).value() : kabir::VariantDefinition();
}

// The first rank of a start position, one entry per file: a piece letter, "·" for an empty
// square, " " for a square cut away.
QStringList backRank(const std::string& fen)
{
    const std::string board = fen.substr(0, fen.find(' '));
    QStringList squares;
    int empty = 0;
    for (const char c : board.substr(board.rfind('/') + 1)) {
        if (std::isdigit(static_cast<unsigned char>(c))) {
            empty = empty * 10 + (c - '0');
            continue;
        }
        squares += QStringList(empty, QStringLiteral("·"));
        empty = 0;
        squares += c == '*' ? QStringLiteral(" ") : QString(QLatin1Char(c));
    }
    squares += QStringList(empty, QStringLiteral("·"));
    return squares;
}

}  // namespace

PreGameChoiceDialog::PreGameChoiceDialog(const kabir::VariantFile& variant, const kabir::OptionValues& options,
    const QString& armyName, const QStringList& choices, QWidget* parent)
    : QDialog(parent), m_variant(variant), m_options(options), m_choices(choices)
{
    setWindowTitle(tr("%1 Chooses").arg(armyName));
    setObjectName(QStringLiteral("preGameChoiceDialog"));

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_chooseButton = buttons->button(QDialogButtonBox::Ok);
    m_chooseButton->setText(tr("&Choose"));
    QPushButton* later = buttons->button(QDialogButtonBox::Cancel);
    later->setText(tr("Later"));
    later->setToolTip(tr("Close without choosing; the game waits for the choice"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    m_mnemonics = DataStrings::takenMnemonics(this);

    auto* layout = new QVBoxLayout(this);
    auto* heading = new QLabel(tr("%1 chooses before the first move.").arg(armyName));
    QFont bold = heading->font();
    bold.setBold(true);
    heading->setFont(bold);
    layout->addWidget(heading);

    // One question per option, its values in the order the game offers them.
    for (const QString& choice : choices)
        for (const auto& [key, id] : pairsOf(choice)) {
            auto question
                = std::find_if(m_questions.begin(), m_questions.end(), [&](const Question& q) { return q.key == key; });
            if (question == m_questions.end())
                question = m_questions.insert(m_questions.end(), Question{key, {}, new QButtonGroup(this)});
            if (std::find(question->values.begin(), question->values.end(), id) == question->values.end())
                question->values.push_back(id);
        }
    for (Question& question : m_questions) {
        layout->addWidget(createQuestion(variant, options, question));
        connect(question.buttons, &QButtonGroup::idToggled, this, &PreGameChoiceDialog::updateChoice);
    }

    if (!m_pieceLetters.isEmpty()) {
        QStringList legend;
        for (const kabir::PieceDefinition& piece : definitionOf(variant, options).pieces)
            if (m_pieceLetters.contains(QLatin1Char(piece.letter)))
                legend += QStringLiteral("%1 %2").arg(QLatin1Char(piece.letter)).arg(DataStrings::text(piece.name));
        auto* pieces = new QLabel(tr("Pieces: %1").arg(legend.join(QStringLiteral(", "))));
        pieces->setWordWrap(true);
        layout->addWidget(pieces);
    }

    m_summary = new QLabel;
    m_summary->setObjectName(QStringLiteral("summary"));
    m_summary->setWordWrap(true);
    layout->addSpacing(6);
    layout->addWidget(m_summary);
    m_preview = new ArrayPreview(240);
    layout->addWidget(m_preview);
    layout->addStretch(1);
    layout->addWidget(buttons);
    updateChoice();
    setMinimumWidth(460);
}

// A group box with a radio button per value, each with its explanation and, when the values
// set up different back ranks, its back rank with the squares that differ in bold.
QWidget* PreGameChoiceDialog::createQuestion(
    const kabir::VariantFile& variant, const kabir::OptionValues& options, Question& question)
{
    const kabir::OptionDefinition* option = findOption(variant, question.key);
    auto* box = new QGroupBox(option ? DataStrings::text(option->label) : QString::fromStdString(question.key));
    if (option)
        box->setToolTip(DataStrings::text(option->explanation));
    auto* layout = new QVBoxLayout(box);
    layout->setSpacing(2);  // a value with its note; more room between the values

    std::vector<QStringList> ranks;
    for (const std::string& id : question.values) {
        kabir::OptionValues with = options;
        with[question.key] = id;
        ranks.push_back(backRank(definitionOf(variant, with).startFen));
    }
    const bool ranksDiffer = std::adjacent_find(ranks.begin(), ranks.end(), std::not_equal_to<>()) != ranks.end();
    const QString fixedFont = QFontDatabase::systemFont(QFontDatabase::FixedFont).family().toHtmlEscaped();
    const int indent = style()->pixelMetric(QStyle::PM_ExclusiveIndicatorWidth)
        + style()->pixelMetric(QStyle::PM_RadioButtonLabelSpacing);

    for (std::size_t i = 0; i < question.values.size(); ++i) {
        const std::string& id = question.values[i];
        const kabir::OptionChoice* value = findValue(variant, question.key, id);
        const QString explanation = value ? DataStrings::text(value->explanation) : QString();
        auto* button = new QRadioButton(DataStrings::withMnemonic(
            value ? DataStrings::text(value->label) : QString::fromStdString(id), m_mnemonics));
        button->setObjectName(QString::fromStdString(question.key + '=' + id));
        button->setAccessibleDescription(explanation);
        question.buttons->addButton(button, int(i));

        QString note = explanation.toHtmlEscaped();
        if (ranksDiffer) {
            QStringList squares;
            for (qsizetype file = 0; file < ranks[i].size(); ++file) {
                const QString square = ranks[i][file].toHtmlEscaped();
                const bool differs = std::any_of(ranks.begin(), ranks.end(),
                    [&](const QStringList& other) { return other.value(file) != ranks[i][file]; });
                squares += differs ? QStringLiteral("<b>%1</b>").arg(square) : square;
                m_pieceLetters += ranks[i][file];
            }
            note += QStringLiteral("<br>%1 <span style=\"font-family:'%2'\">%3</span>")
                        .arg(tr("Back rank:").toHtmlEscaped(), fixedFont, squares.join(QLatin1Char(' ')));
        }
        auto* label = new QLabel(note);
        label->setTextFormat(Qt::RichText);
        label->setWordWrap(true);
        label->setContentsMargins(indent, 0, 0, 0);
        if (i > 0)
            layout->addSpacing(8);
        layout->addWidget(button);
        layout->addWidget(label);
    }
    // The value the game's options hold, else the first.
    const auto given = options.find(question.key);
    const auto held = given == options.end() ? question.values.end()
                                             : std::find(question.values.begin(), question.values.end(), given->second);
    question.buttons->button(held == question.values.end() ? 0 : int(held - question.values.begin()))->setChecked(true);
    return box;
}

void PreGameChoiceDialog::updateChoice()
{
    const QString choice = chosenText();
    m_summary->setText(choice.isEmpty() ? tr("These values are not one of the choices.")
                                        : tr("Choice: %1").arg(describe(m_variant, choice)));
    m_chooseButton->setEnabled(!choice.isEmpty());
    kabir::OptionValues shown = m_options;
    for (const Question& question : m_questions)
        shown[question.key] = question.values[std::size_t(std::max(question.buttons->checkedId(), 0))];
    m_preview->show(m_variant, shown);
}

QString PreGameChoiceDialog::chosenText() const
{
    Values chosen;
    for (const Question& question : m_questions)
        chosen[question.key] = question.values[std::size_t(std::max(question.buttons->checkedId(), 0))];
    for (const QString& choice : m_choices) {
        const auto pairs = pairsOf(choice);
        if (Values(pairs.begin(), pairs.end()) == chosen)
            return choice;
    }
    return {};
}

QString PreGameChoiceDialog::describe(const kabir::VariantFile& variant, const QString& choice)
{
    QStringList parts;
    for (const auto& [key, id] : pairsOf(choice)) {
        const kabir::OptionDefinition* option = findOption(variant, key);
        const kabir::OptionChoice* value = findValue(variant, key, id);
        //: An option and its chosen value, as in "Array: Tressau, Fig. 4".
        parts += value ? tr("%1: %2").arg(DataStrings::text(option->label), DataStrings::text(value->label))
                       : QString::fromStdString(key + '=' + id);
    }
    //: Separates the options of one choice, as in "Array: Tressau, Fig. 4 — King targets: Off".
    return parts.join(tr(" — "));
}
