#include "ui/newgamedialog.h"

#include "core/variantcatalog.h"
#include "ui/datastrings.h"
#include "ui/rulesbrowser.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include <algorithm>
#include <cassert>
#include <set>

namespace {

const kabir::VariantCatalog& catalog() { return kabir::VariantCatalog::builtIn(); }

// The option values among `options` that differ from the defaults the variant would give them
// (conditional defaults included): the values a user once set by hand.
kabir::OptionValues handSetIn(const kabir::VariantFile& variant, const kabir::OptionValues& options)
{
    kabir::OptionValues handSet;
    for (const kabir::OptionDefinition& option : variant.options()) {
        const auto given = options.find(option.key);
        if (given == options.end() || !option.find(given->second))
            continue;
        // Conditional defaults depend on earlier options only, which handSet already settles.
        if (variant.resolveOptions(handSet).value().at(option.key) != given->second)
            handSet[option.key] = given->second;
    }
    return handSet;
}

int teamCount(const kabir::VariantDefinition& definition)
{
    std::set<int> teams;
    for (const kabir::ArmyDefinition& army : definition.armies)
        teams.insert(army.team);
    return int(teams.size());
}

// A smaller font for the notes under the inputs.
QFont noteFont(QFont font)
{
    if (font.pointSizeF() > 0)
        font.setPointSizeF(font.pointSizeF() * 0.9);
    return font;
}

}  // namespace

NewGameDialog::NewGameDialog(const NewGameSetup& initial, QWidget* parent) : QDialog(parent)
{
    setWindowTitle(tr("New Game"));
    setObjectName(QStringLiteral("newGameDialog"));
    setSizeGripEnabled(true);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::RestoreDefaults, this);
    QPushButton* start = buttons->button(QDialogButtonBox::Ok);
    start->setText(tr("&Start Game"));
    QPushButton* cancel = buttons->button(QDialogButtonBox::Cancel);
    cancel->setText(tr("Cancel"));
    m_restoreButton = buttons->button(QDialogButtonBox::RestoreDefaults);
    m_restoreButton->setText(tr("Restore &Defaults"));
    m_restoreButton->setToolTip(tr("Set every option of this variant to its default"));
    m_buttons = {m_restoreButton, start, cancel};
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_restoreButton, &QPushButton::clicked, this, &NewGameDialog::restoreDefaults);

    auto* panels = new QHBoxLayout;
    panels->addWidget(createVariantPanel());
    panels->addWidget(createSettingsPanel(), 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(panels, 1);
    layout->addWidget(buttons);

    m_fixedMnemonics = DataStrings::takenMnemonics(this);

    assert(!catalog().variants().empty());
    const kabir::VariantFile* variant = catalog().find(initial.variantId.toStdString());
    if (!variant)
        variant = &catalog().variants().front();
    m_handSet[variant->id()] = handSetIn(*variant, initial.options);
    m_seatingBox->setCurrentIndex(initial.doubleDummy ? 1 : 0);
    m_variantList->setCurrentRow(int(variant - catalog().variants().data()));
    showVariant(*variant, initial.players);
    connect(m_variantList, &QListWidget::currentRowChanged, this, &NewGameDialog::chooseVariant);
    connect(m_seatingBox, &QComboBox::currentIndexChanged, this, [this] { createPlayerRows(players()); });
    m_variantList->setFocus();

    // Room for the longest option notes beside the variant list; fits a 1366x768 screen.
    resize(900, 660);
}

QWidget* NewGameDialog::createVariantPanel()
{
    m_variantList = new QListWidget;
    m_variantList->setObjectName(QStringLiteral("variantList"));
    m_variantList->setAccessibleName(tr("Variant"));
    for (const kabir::VariantFile& variant : catalog().variants()) {
        auto* item = new QListWidgetItem(DataStrings::variantName(variant), m_variantList);
        item->setData(Qt::UserRole, QString::fromStdString(variant.id()));
        item->setToolTip(DataStrings::text(variant.description()));
    }
    m_variantList->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_variantList->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Expanding);

    auto* label = new QLabel(tr("&Variant:"));
    label->setBuddy(m_variantList);

    auto* panel = new QWidget;
    auto* layout = new QVBoxLayout(panel);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(label);
    layout->addWidget(m_variantList, 1);
    return panel;
}

QWidget* NewGameDialog::createSettingsPanel()
{
    m_title = new QLabel;
    m_title->setObjectName(QStringLiteral("variantTitle"));
    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    if (titleFont.pointSizeF() > 0)
        titleFont.setPointSizeF(titleFont.pointSizeF() * 1.3);
    m_title->setFont(titleFont);
    m_description = new QLabel;
    m_description->setObjectName(QStringLiteral("variantDescription"));
    m_description->setWordWrap(true);
    m_source = new QLabel;
    m_source->setWordWrap(true);
    m_source->setFont(noteFont(m_source->font()));
    m_rulesButton = new QPushButton(tr("&Rules of This Variant…"));
    m_rulesButton->setToolTip(tr("The rules of the variant and their sources, in the help viewer"));
    connect(m_rulesButton, &QPushButton::clicked, this,
            [this] { RulesBrowser::show(this, QString::fromStdString(m_variant->id())); });

    auto* options = new QGroupBox(tr("Options"));
    m_optionsForm = new QFormLayout(options);
    m_optionsForm->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);

    auto* players = new QGroupBox(tr("Players"));
    m_playersForm = new QFormLayout(players);
    m_playersForm->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_seatingBox = new QComboBox;
    m_seatingBox->setObjectName(QStringLiteral("seating"));
    m_seatingBox->setAccessibleName(tr("Seating"));
    m_seatingBox->addItem(QString(), false);  // the texts count the armies and teams of the variant
    m_seatingBox->addItem(QString(), true);
    auto* seatingLabel = new QLabel(tr("S&eating:"));
    seatingLabel->setBuddy(m_seatingBox);
    auto* seatingField = new QHBoxLayout;
    seatingField->addWidget(m_seatingBox);
    seatingField->addStretch(1);
    m_playersForm->addRow(seatingLabel, seatingField);

    auto* settings = new QWidget;
    auto* settingsLayout = new QVBoxLayout(settings);
    settingsLayout->setContentsMargins(0, 0, 0, 0);
    settingsLayout->addWidget(options);
    settingsLayout->addWidget(players);
    settingsLayout->addStretch(1);
    auto* scroll = new QScrollArea;
    scroll->setWidget(settings);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setFocusPolicy(Qt::NoFocus);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);  // the notes wrap instead

    auto* rulesRow = new QHBoxLayout;
    rulesRow->addWidget(m_rulesButton);
    rulesRow->addStretch(1);
    auto* panel = new QWidget;
    auto* layout = new QVBoxLayout(panel);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addWidget(m_description);
    layout->addWidget(m_source);
    layout->addLayout(rulesRow);
    layout->addWidget(scroll, 1);
    return panel;
}

NewGameSetup NewGameDialog::setup() const
{
    return {QString::fromStdString(m_variant->id()), m_options, doubleDummy(), players()};
}

void NewGameDialog::chooseVariant(int row)
{
    if (row >= 0)
        showVariant(catalog().variants()[std::size_t(row)], players());
}

// Shows a variant with the options last chosen for it; the names stay when it has as many
// armies as the variant shown before.
void NewGameDialog::showVariant(const kabir::VariantFile& variant, const QList<PlayerSeat>& players)
{
    m_variant = &variant;
    m_title->setText(DataStrings::variantName(variant));
    m_description->setText(DataStrings::text(variant.description()));
    createOptionRows();
    updateOptions();
    m_source->setText(tr("Source: %1").arg(DataStrings::text(m_definition.source)));
    m_seatingBox->setItemText(0, tr("%n players, one army each", nullptr, int(m_definition.armies.size())));
    m_seatingBox->setItemText(1, tr("%n players, double dummy (one team each)", nullptr, teamCount(m_definition)));
    createPlayerRows(players.size() == qsizetype(m_definition.armies.size()) ? players : QList<PlayerSeat>());
}

void NewGameDialog::createOptionRows()
{
    while (m_optionsForm->rowCount() > 0)
        m_optionsForm->removeRow(0);
    m_optionRows.clear();
    m_optionMnemonics = m_fixedMnemonics;
    for (const kabir::OptionDefinition& option : m_variant->options()) {
        const QString key = QString::fromStdString(option.key);
        const QString explanation = DataStrings::text(option.explanation);
        auto* box = new QComboBox;
        box->setObjectName(QStringLiteral("option-") + key);
        for (const kabir::OptionChoice& value : option.values) {
            box->addItem(DataStrings::text(value.label), QString::fromStdString(value.id));
            box->setItemData(box->count() - 1, DataStrings::text(value.explanation), Qt::ToolTipRole);
        }
        box->setToolTip(explanation);
        box->setAccessibleName(DataStrings::text(option.label));
        box->setAccessibleDescription(explanation);
        box->setSizeAdjustPolicy(QComboBox::AdjustToContents);
        box->setMinimumWidth(box->fontMetrics().averageCharWidth() * 12);  // may shrink in a narrow dialog

        auto* note = new QLabel;
        note->setObjectName(QStringLiteral("note-") + key);
        note->setWordWrap(true);
        note->setTextFormat(Qt::RichText);
        note->setFont(noteFont(note->font()));

        auto* field = new QVBoxLayout;
        field->setSpacing(2);
        field->addWidget(box, 0, Qt::AlignLeft);
        field->addWidget(note);
        auto* label = new QLabel(tr("%1:").arg(DataStrings::withMnemonic(DataStrings::text(option.label), m_optionMnemonics)));
        label->setBuddy(box);
        label->setToolTip(explanation);
        m_optionsForm->addRow(label, field);

        connect(box, &QComboBox::currentIndexChanged, this, [this, &option](int index) { chooseValue(option, index); });
        m_optionRows.push_back({&option, box, note});
    }
}

void NewGameDialog::chooseValue(const kabir::OptionDefinition& option, int index)
{
    m_handSet[m_variant->id()][option.key] = option.values[std::size_t(index)].id;
    updateOptions();
}

void NewGameDialog::restoreDefaults()
{
    m_handSet[m_variant->id()].clear();
    updateOptions();
}

// Resolves the options from the values set by hand and shows them: each box at its value with
// the default marked, the note with the value's explanation and source.
void NewGameDialog::updateOptions()
{
    m_options = m_variant->resolveOptions(m_handSet[m_variant->id()]).value();  // the variant's own values
    if (auto definition = m_variant->definition(m_options))
        m_definition = std::move(definition).value();
    const kabir::PreGameChoice& later = m_definition.preGameChoice;

    for (const OptionRow& row : m_optionRows) {
        const kabir::OptionDefinition& option = *row.option;
        kabir::OptionValues others = m_options;
        others.erase(option.key);
        const std::string defaultValue = m_variant->resolveOptions(others).value().at(option.key);
        const QSignalBlocker blocker(row.box);
        for (std::size_t i = 0; i < option.values.size(); ++i) {
            const kabir::OptionChoice& value = option.values[i];
            const QString label = DataStrings::text(value.label);
            row.box->setItemText(int(i), value.id == defaultValue ? tr("%1 (default)").arg(label) : label);
            if (value.id == m_options.at(option.key))
                row.box->setCurrentIndex(int(i));
        }

        const bool chosenLater = later.army >= 0
                                 && std::find(later.options.begin(), later.options.end(), option.key) != later.options.end();
        row.box->setEnabled(!chosenLater);
        const kabir::OptionChoice& value = *option.find(m_options.at(option.key));
        QString note = chosenLater ? tr("%1 chooses before the first move.").arg(armyName(later.army))
                                   : DataStrings::text(value.explanation);
        if (!chosenLater && !value.source.empty())
            note = QStringLiteral("%1<br><i>%2</i>")
                       .arg(note.toHtmlEscaped(), tr("Source: %1").arg(DataStrings::text(value.source)).toHtmlEscaped());
        row.note->setText(note);
    }
}

// One row per army, or per team in double dummy; a row's name is its first army's in `players`.
void NewGameDialog::createPlayerRows(const QList<PlayerSeat>& players)
{
    while (m_playersForm->rowCount() > 1)
        m_playersForm->removeRow(1);
    m_playersForm->setRowVisible(0, seatingOffered());
    m_nameEdits.clear();
    m_rowArmies.clear();
    for (int army = 0; army < int(m_definition.armies.size()); ++army) {
        const int team = m_definition.armies[std::size_t(army)].team;
        const auto row = std::find_if(m_rowArmies.begin(), m_rowArmies.end(), [&](const QList<int>& armies) {
            return doubleDummy() && m_definition.armies[std::size_t(armies.front())].team == team;
        });
        if (row == m_rowArmies.end())
            m_rowArmies.append(QList<int>{army});
        else
            row->append(army);
    }

    QString taken = m_optionMnemonics;
    for (const QList<int>& armies : std::as_const(m_rowArmies)) {
        QString name;
        for (int army : armies)
            //: Two armies of one team, as in "Red and Yellow".
            name = name.isEmpty() ? armyName(army) : tr("%1 and %2").arg(name, armyName(army));
        auto* edit = new QLineEdit(players.value(armies.front()).name);
        edit->setObjectName(QStringLiteral("playerName%1").arg(m_nameEdits.size()));
        edit->setPlaceholderText(name);
        edit->setAccessibleName(tr("Player of %1").arg(name));
        edit->setClearButtonEnabled(true);
        auto* label = new QLabel(tr("%1:").arg(DataStrings::withMnemonic(name, taken)));
        label->setBuddy(edit);
        // The search adds the kind of player (human or computer) to this row, before the name.
        auto* field = new QHBoxLayout;
        field->addWidget(edit);
        m_playersForm->addRow(label, field);
        m_nameEdits.append(edit);
    }
    alignLabelColumns();
    updateTabOrder();
}

bool NewGameDialog::seatingOffered() const
{
    const int armies = int(m_definition.armies.size());
    return armies > 2 && teamCount(m_definition) < armies;
}

bool NewGameDialog::doubleDummy() const
{
    return seatingOffered() && m_seatingBox->currentData().toBool();
}

QList<PlayerSeat> NewGameDialog::players() const
{
    QList<PlayerSeat> seats(qsizetype(m_definition.armies.size()));
    for (qsizetype row = 0; row < m_rowArmies.size(); ++row)
        for (int army : m_rowArmies[row])
            seats[army].name = m_nameEdits[row]->text().trimmed();
    return seats;
}

QString NewGameDialog::armyName(int army) const
{
    return DataStrings::text(m_definition.armies[std::size_t(army)].name);
}

// Gives the label columns of the options and the players one width, so that their fields line up.
void NewGameDialog::alignLabelColumns()
{
    QList<QWidget*> labels;
    for (const QFormLayout* form : {m_optionsForm, m_playersForm})
        for (int row = 0; row < form->rowCount(); ++row)
            if (const QLayoutItem* item = form->itemAt(row, QFormLayout::LabelRole))
                labels.append(item->widget());
    int width = 0;
    for (const QWidget* label : std::as_const(labels))
        width = std::max(width, label->sizeHint().width());
    for (QWidget* label : std::as_const(labels))
        label->setMinimumWidth(width);
}

void NewGameDialog::updateTabOrder()
{
    QList<QWidget*> chain{m_variantList, m_rulesButton};
    for (const OptionRow& row : m_optionRows)
        chain.append(row.box);
    chain.append(m_seatingBox);
    for (QLineEdit* edit : std::as_const(m_nameEdits))
        chain.append(edit);
    chain.append(m_buttons);
    for (qsizetype i = 1; i < chain.size(); ++i)
        setTabOrder(chain[i - 1], chain[i]);
}
