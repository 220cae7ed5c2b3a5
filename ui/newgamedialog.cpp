#include "ui/newgamedialog.h"

#include "core/catalog/variantcatalog.h"
#include "ui/arraypreview.h"
#include "ui/computerlevels.h"
#include "ui/datastrings.h"
#include "ui/rulesbrowser.h"
#include "ui/teamtext.h"
#include "ui/variantpicker.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QTreeWidget>
#include <QLineEdit>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QSpinBox>
#include <QSignalBlocker>
#include <QStandardItemModel>
#include <QStyle>
#include <QVBoxLayout>

#include <algorithm>
#include <cassert>
#include <set>

namespace {

const kabir::VariantCatalog& catalog()
{
    return kabir::VariantCatalog::builtIn();
}

// The dialog's width where the screen has room: the variant list and two columns of settings
// with their notes on few lines.
constexpr int kWidth = 1200;

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

NewGameDialog::NewGameDialog(const NewGameSetup& initial, QWidget* parent, const QList<ExternalEngine>& engines)
    : QDialog(parent), m_engines(engines)
{
    setWindowTitle(tr("New Game"));
    setObjectName(QStringLiteral("newGameDialog"));
    setSizeGripEnabled(true);

    auto* buttons = new QDialogButtonBox(
        QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::RestoreDefaults, this);
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
    showTimeControl(initial.timeControl);
    m_variants->setCurrent(*variant);
    showVariant(*variant, initial.players);
    connect(m_variants, &VariantPicker::chosen, this, [this](const kabir::VariantFile& chosen) {
        showVariant(chosen, players());
        // Grown for a variant with more settings, never shrunk under the user's hands.
        const QSize before = size();
        fitInto(screen()->availableGeometry());
        resize(size().expandedTo(before));
    });
    connect(m_seatingBox, &QComboBox::currentIndexChanged, this, [this] { createPlayerRows(players()); });
    m_variants->list()->setFocus();

    fitInto(screen()->availableGeometry());
}

void NewGameDialog::fitInto(const QRect& available)
{
    // The window's frame is unknown before it is shown: room for a title bar.
    const int titleBar
        = style()->pixelMetric(QStyle::PM_TitleBarHeight) + 2 * style()->pixelMetric(QStyle::PM_MdiSubWindowFrameWidth);
    const QSize room(available.width(), available.height() - titleBar);
    const int width = std::min(std::max(sizeHint().width(), kWidth), room.width());
    resize(width, height());
    layout()->activate();
    // The settings as tall as they are at that width, within the room: the scroll bar only
    // appears on screens too small for them.
    QWidget* settings = m_settingsScroll->widget();
    const int settingsWidth = m_settingsScroll->viewport()->width();
    const int wanted
        = settings->hasHeightForWidth() ? settings->heightForWidth(settingsWidth) : settings->sizeHint().height();
    m_settingsScroll->setMinimumHeight(wanted);
    const int excess = std::max(0, sizeHint().height() - room.height());
    m_settingsScroll->setMinimumHeight(std::max(0, wanted - excess));
    resize(width, std::min(sizeHint().height(), room.height()));
}

QWidget* NewGameDialog::createVariantPanel()
{
    m_variants = new VariantPicker;
    auto* label = new QLabel(tr("&Variant:"));
    label->setBuddy(m_variants->list());

    auto* panel = new QWidget;
    auto* layout = new QVBoxLayout(panel);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(label);
    layout->addWidget(m_variants, 1);
    m_preview = new ArrayPreview(m_variants->width());
    layout->addWidget(m_preview);
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

    // Two columns, the options beside the players and the clock: every variant's settings fit a
    // 1280x800 screen without scrolling (fitInto).
    auto* optionsColumn = new QVBoxLayout;
    optionsColumn->addWidget(options);
    optionsColumn->addStretch(1);
    auto* seatsColumn = new QVBoxLayout;
    seatsColumn->addWidget(players);
    seatsColumn->addWidget(createTimePanel());
    seatsColumn->addStretch(1);
    auto* settings = new QWidget;
    auto* settingsLayout = new QHBoxLayout(settings);
    settingsLayout->setContentsMargins(0, 0, 0, 0);
    settingsLayout->addLayout(optionsColumn, 1);
    settingsLayout->addLayout(seatsColumn, 1);
    m_settingsScroll = new QScrollArea;
    m_settingsScroll->setObjectName(QStringLiteral("settingsScroll"));
    m_settingsScroll->setWidget(settings);
    m_settingsScroll->setWidgetResizable(true);
    m_settingsScroll->setFrameShape(QFrame::NoFrame);
    m_settingsScroll->setFocusPolicy(Qt::NoFocus);
    m_settingsScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);  // the notes wrap instead

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
    layout->addWidget(m_settingsScroll, 1);
    return panel;
}

NewGameSetup NewGameDialog::setup() const
{
    return {QString::fromStdString(m_variant->id()), m_options, doubleDummy(), players(), timeControl()};
}

// --- the time control ----------------------------------------------------------------------

namespace {

enum TimeKind { NoClock, SuddenDeath, Increment, MovesPerPeriod, FixedPerMove };

QDoubleSpinBox* timeBox(double minimum, double maximum, double step, const QString& suffix, QWidget* parent)
{
    auto* box = new QDoubleSpinBox(parent);
    box->setRange(minimum, maximum);
    box->setSingleStep(step);
    box->setDecimals(step < 1 ? 2 : 0);
    box->setSuffix(suffix);
    return box;
}

}  // namespace

QWidget* NewGameDialog::createTimePanel()
{
    auto* group = new QGroupBox(tr("Time Control"));
    m_timeForm = new QFormLayout(group);
    m_timeForm->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    m_timeBox = new QComboBox;
    m_timeBox->setObjectName(QStringLiteral("timeControl"));
    m_timeBox->addItem(tr("No clock"), NoClock);
    m_timeBox->addItem(tr("Sudden death"), SuddenDeath);
    m_timeBox->addItem(tr("Increment per move"), Increment);
    m_timeBox->addItem(tr("Moves per period"), MovesPerPeriod);
    m_timeBox->addItem(tr("Fixed time per move"), FixedPerMove);
    m_timeBox->setItemData(0, tr("Nobody plays against the clock"), Qt::ToolTipRole);
    m_timeBox->setItemData(1, tr("One time for the whole game"), Qt::ToolTipRole);
    m_timeBox->setItemData(2, tr("A time for the game, and seconds added after every move"), Qt::ToolTipRole);
    m_timeBox->setItemData(3, tr("A time for a number of moves, given again for each such period"), Qt::ToolTipRole);
    m_timeBox->setItemData(4, tr("The same time for every move; it does not carry over"), Qt::ToolTipRole);
    //: Suffixes of the time fields: minutes, seconds.
    m_minutesBox = timeBox(0.25, 600, 0.25, tr(" min"), group);
    m_minutesBox->setObjectName(QStringLiteral("timeMinutes"));
    m_incrementBox = timeBox(0, 600, 1, tr(" s"), group);
    m_incrementBox->setObjectName(QStringLiteral("timeIncrement"));
    m_movesBox = new QSpinBox(group);
    m_movesBox->setObjectName(QStringLiteral("timeMoves"));
    m_movesBox->setRange(1, 200);
    m_moveTimeBox = timeBox(1, 3600, 1, tr(" s"), group);
    m_moveTimeBox->setObjectName(QStringLiteral("timeMoveTime"));
    // Only the kind of clock has a mnemonic: the option labels need the letters more. The other
    // labels are plain, the fields' accessible names say what they are.
    m_timeForm->addRow(tr("Cloc&k:"), m_timeBox);
    m_timeForm->addRow(new QLabel(tr("Time:"), group), m_minutesBox);
    m_timeForm->addRow(new QLabel(tr("Moves in the time:"), group), m_movesBox);
    m_timeForm->addRow(new QLabel(tr("Increment per move:"), group), m_incrementBox);
    m_timeForm->addRow(new QLabel(tr("Time per move:"), group), m_moveTimeBox);
    m_timeBox->setAccessibleName(tr("Time control"));
    m_minutesBox->setAccessibleName(tr("Time"));
    m_movesBox->setAccessibleName(tr("Moves in the time"));
    m_incrementBox->setAccessibleName(tr("Increment per move"));
    m_moveTimeBox->setAccessibleName(tr("Time per move"));
    connect(m_timeBox, &QComboBox::currentIndexChanged, this, &NewGameDialog::updateTimeFields);
    return group;
}

void NewGameDialog::showTimeControl(const kabir::match::TimeControl& control)
{
    const TimeKind kind = control.moveTimeMs ? FixedPerMove
        : !control.hasClock()                ? NoClock
        : control.movesPerPeriod             ? MovesPerPeriod
        : control.incrementMs                ? Increment
                                             : SuddenDeath;
    m_minutesBox->setValue(control.baseMs ? control.baseMs / 60000.0 : 10);
    m_incrementBox->setValue(control.incrementMs ? control.incrementMs / 1000.0 : 5);
    m_movesBox->setValue(control.movesPerPeriod ? control.movesPerPeriod : 40);
    m_moveTimeBox->setValue(control.moveTimeMs ? control.moveTimeMs / 1000.0 : 10);
    m_timeBox->setCurrentIndex(m_timeBox->findData(kind));
    updateTimeFields();
}

kabir::match::TimeControl NewGameDialog::timeControl() const
{
    kabir::match::TimeControl control;
    const int kind = m_timeBox->currentData().toInt();
    if (kind == FixedPerMove) {
        control.moveTimeMs = qRound64(m_moveTimeBox->value() * 1000);
    } else if (kind != NoClock) {
        control.baseMs = qRound64(m_minutesBox->value() * 60000);
        if (kind == Increment)
            control.incrementMs = qRound64(m_incrementBox->value() * 1000);
        if (kind == MovesPerPeriod)
            control.movesPerPeriod = m_movesBox->value();
    }
    return control;
}

void NewGameDialog::setWelcome(const QString& text)
{
    auto* welcome = new QLabel(text, this);
    welcome->setObjectName(QStringLiteral("welcome"));
    welcome->setWordWrap(true);
    welcome->setContentsMargins(0, 0, 0, 6);
    static_cast<QVBoxLayout*>(layout())->insertWidget(0, welcome);
    fitInto(screen()->availableGeometry());  // the greeting takes room from the settings
}

void NewGameDialog::updateTimeFields()
{
    const int kind = m_timeBox->currentData().toInt();
    m_timeForm->setRowVisible(m_minutesBox, kind == SuddenDeath || kind == Increment || kind == MovesPerPeriod);
    m_timeForm->setRowVisible(m_movesBox, kind == MovesPerPeriod);
    m_timeForm->setRowVisible(m_incrementBox, kind == Increment);
    m_timeForm->setRowVisible(m_moveTimeBox, kind == FixedPerMove);
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
        auto* label
            = new QLabel(tr("%1:").arg(DataStrings::withMnemonic(DataStrings::text(option.label), m_optionMnemonics)));
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
            note
                = QStringLiteral("%1<br><i>%2</i>")
                      .arg(note.toHtmlEscaped(), tr("Source: %1").arg(DataStrings::text(value.source)).toHtmlEscaped());
        row.note->setText(note);
    }
    m_preview->show(*m_variant, m_options);
}

// One row per army, or per team in double dummy; a row's name is its first army's in `players`.
void NewGameDialog::createPlayerRows(const QList<PlayerSeat>& players)
{
    while (m_playersForm->rowCount() > 1)
        m_playersForm->removeRow(1);
    m_playersForm->setRowVisible(0, seatingOffered());
    m_nameEdits.clear();
    m_kindBoxes.clear();
    m_levelBoxes.clear();
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
        const auto nameOf = [this](int army) { return armyName(army); };
        const QString name = TeamText::armies(armies, nameOf);
        // Each army its own seat in a game of teams: the row says whom it plays with.
        const QList<int> partners = doubleDummy() ? QList<int>() : TeamText::partnersOf(m_definition, armies.front());
        //: A player's row in the new-game dialog: the army and its partner, as in "Red (partner: Yellow)".
        const QString rowName
            = partners.isEmpty() ? name : tr("%1 (partner: %2)").arg(name, TeamText::armies(partners, nameOf));
        const PlayerSeat seat = players.value(armies.front());
        const int row = int(m_nameEdits.size());
        auto* kind = new QComboBox;
        kind->setObjectName(QStringLiteral("playerKind%1").arg(row));
        kind->setAccessibleName(tr("Who plays %1").arg(name));
        kind->addItem(tr("Human"), QStringLiteral("human"));
        kind->addItem(tr("Computer"), QStringLiteral("computer"));
        kind->setItemData(1, tr("Kabir's engine, at the level chosen beside"), Qt::ToolTipRole);
        // An engine that said it does not play this variant is shown, but cannot be chosen.
        const QString variantId = QString::fromStdString(m_variant->id());
        for (const ExternalEngine& engine : std::as_const(m_engines)) {
            kind->addItem(engine.name, QStringLiteral("engine:") + engine.name);
            const bool plays = engine.plays(variantId);
            kind->setItemData(kind->count() - 1,
                plays ? tr("An external engine (Engines…)")
                      //: %1 the engine, %2 the variants it plays by its own names.
                      : tr("%1 does not play this variant; it plays %2 (Engines… maps a variant to its names)")
                            .arg(engine.name, engine.variants.join(QStringLiteral(", "))),
                Qt::ToolTipRole);
            if (!plays)
                qobject_cast<QStandardItemModel*>(kind->model())->item(kind->count() - 1)->setEnabled(false);
        }
        const QString kindData = seat.kind == PlayerSeat::Kind::Computer ? QStringLiteral("computer")
            : seat.kind == PlayerSeat::Kind::Engine                      ? QStringLiteral("engine:") + seat.engine
                                                                         : QStringLiteral("human");
        const int chosen = kind->findData(kindData);
        kind->setCurrentIndex(
            chosen > 0 && qobject_cast<QStandardItemModel*>(kind->model())->item(chosen)->isEnabled() ? chosen : 0);
        auto* level = new QComboBox;
        level->setObjectName(QStringLiteral("playerLevel%1").arg(row));
        level->setAccessibleName(tr("Level of the computer playing %1").arg(name));
        for (int l = 1; l <= ComputerLevels::kCount; ++l) {
            level->addItem(ComputerLevels::name(l), l);
            level->setItemData(
                l - 1, tr("About %1 on Kabir's own rating scale").arg(ComputerLevels::elo(l)), Qt::ToolTipRole);
        }
        level->setCurrentIndex(qBound(1, seat.level, ComputerLevels::kCount) - 1);
        auto* edit = new QLineEdit(seat.name);
        edit->setObjectName(QStringLiteral("playerName%1").arg(row));
        edit->setMinimumWidth(edit->fontMetrics().averageCharWidth() * 16);  // a name, beside the level
        // Without a name typed, the computer is called by its level or engine, a human by the army.
        const auto showLevel = [kind, level, edit, name] {
            const QString chosen = kind->currentData().toString();
            level->setVisible(chosen == QLatin1String("computer"));
            edit->setPlaceholderText(chosen == QLatin1String("computer")
                    ? ComputerLevels::playerName(level->currentData().toInt())
                    : chosen.startsWith(QLatin1String("engine:")) ? kind->currentText()
                                                                  : name);
        };
        connect(kind, &QComboBox::currentIndexChanged, level, showLevel);
        connect(level, &QComboBox::currentIndexChanged, edit, showLevel);
        showLevel();
        edit->setAccessibleName(tr("Player of %1").arg(name));
        edit->setClearButtonEnabled(true);
        auto* label = new QLabel(tr("%1:").arg(DataStrings::withMnemonic(rowName, taken)));
        label->setBuddy(kind);
        auto* field = new QHBoxLayout;
        field->addWidget(kind);
        field->addWidget(level);
        field->addWidget(edit, 1);
        m_playersForm->addRow(label, field);
        m_nameEdits.append(edit);
        m_kindBoxes.append(kind);
        m_levelBoxes.append(level);
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
    for (qsizetype row = 0; row < m_rowArmies.size(); ++row) {
        PlayerSeat seat;
        seat.name = m_nameEdits[row]->text().trimmed();
        const QString kind = m_kindBoxes[row]->currentData().toString();
        if (kind == QLatin1String("computer")) {
            seat.kind = PlayerSeat::Kind::Computer;
        } else if (kind.startsWith(QLatin1String("engine:"))) {
            seat.kind = PlayerSeat::Kind::Engine;
            seat.engine = kind.mid(7);
        }
        seat.level = m_levelBoxes[row]->currentData().toInt();
        for (int army : m_rowArmies[row])
            seats[army] = seat;
    }
    return seats;
}

QString NewGameDialog::armyName(int army) const
{
    return DataStrings::text(m_definition.armies[std::size_t(army)].name);
}

// Gives the label columns of the players and the time control, one above the other, one width,
// so that their fields line up (the options stand in a column of their own).
void NewGameDialog::alignLabelColumns()
{
    QList<QWidget*> labels;
    for (const QFormLayout* form : {m_playersForm, m_timeForm})
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
    QList<QWidget*> chain{m_variants->filterEdit(), m_variants->list(), m_rulesButton};
    for (const OptionRow& row : m_optionRows)
        chain.append(row.box);
    chain.append(m_seatingBox);
    for (qsizetype row = 0; row < m_nameEdits.size(); ++row)
        chain << m_kindBoxes[row] << m_levelBoxes[row] << m_nameEdits[row];
    chain << m_timeBox << m_minutesBox << m_movesBox << m_incrementBox << m_moveTimeBox;
    chain.append(m_buttons);
    for (qsizetype i = 1; i < chain.size(); ++i)
        setTabOrder(chain[i - 1], chain[i]);
}
