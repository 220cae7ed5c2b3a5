#include "ui/setupform.h"

#include "core/position/mechanics/statemechanic.h"
#include "core/position/position.h"
#include "ui/datastrings.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QSignalBlocker>
#include <QSpinBox>

#include <algorithm>
#include <utility>

namespace {

constexpr int kMaxCounter = 9999;
constexpr int kUnitListRows = 4;  // a unit list's rows before it scrolls: Cambodian chess's four first moves

QVariantList squareList(const std::vector<kabir::Square>& squares)
{
    QVariantList list;
    for (kabir::Square s : squares)
        list.append(s);
    return list;
}

QString squareNames(const kabir::Geometry& geometry, const std::vector<kabir::Square>& squares)
{
    QStringList names;
    for (kabir::Square s : squares)
        names << QString::fromStdString(geometry.squareName(s));
    return names.join(QStringLiteral(", "));
}

// A core text marked for translation in this class's context (KABIR_TRANSLATE_NOOP).
QString translated(const char* english)
{
    return QCoreApplication::translate("SetupForm", english);
}

// Castling towards the higher files is O-O, as the program writes moves; it is offered first.
QString castlingText(const kabir::CastlingRule& rule)
{
    return rule.letter == 'K' || rule.letter == 'k' ? QStringLiteral("O-O") : QStringLiteral("O-O-O");
}

}  // namespace

SetupForm::SetupForm(
    const kabir::RulesetPtr& rules, const QStringList& armyNames, const QString& mnemonics, QWidget* parent)
    : QWidget(parent), m_rules(rules), m_armyNames(armyNames), m_form(new QFormLayout(this)),
      m_side(new QComboBox(this))
{
    setObjectName(QStringLiteral("setupForm"));
    m_form->setContentsMargins(0, 0, 0, 0);
    m_form->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    const int armies = rules->armyCount();

    m_side->setObjectName(QStringLiteral("sideToMove"));
    m_side->addItems(armyNames);
    m_side->setAccessibleName(armies > 2 ? tr("Army to move") : tr("Side to move"));
    m_form->addRow(armies > 2 ? tr("Army to &move:") : tr("Side to &move:"), m_side);
    connect(m_side, &QComboBox::activated, this, &SetupForm::edited);

    addCastlingRows();
    if (rules->definition().enPassant) {
        m_enPassant = new QComboBox(this);
        m_enPassant->setObjectName(QStringLiteral("enPassant"));
        m_enPassant->setAccessibleName(tr("En passant"));
        m_enPassant->setToolTip(
            tr("The squares a pawn has just passed with a multi-step, where it may be taken en passant"));
        m_enPassant->setSizeAdjustPolicy(QComboBox::AdjustToContents);
        m_form->addRow(tr("&En passant:"), m_enPassant);
        connect(m_enPassant, &QComboBox::activated, this, &SetupForm::edited);
    }
    for (const kabir::ArmyFlagMechanic* mechanic : rules->armyFlagMechanics())
        if (const auto texts = mechanic->editorTexts(); texts.label)
            m_flags.append({mechanic,
                addArmyFlags(translated(texts.label), QString::fromLatin1(texts.objectName), translated(texts.boxName),
                    translated(texts.toolTip))});
    for (const kabir::StateMechanic* mechanic : rules->stateMechanics())
        addStateField(mechanic);
    m_halfmove = addCounter(QStringLiteral("halfmoveClock"), tr("&Halfmove clock:"), tr("Halfmove clock"), 0);
    m_halfmove->setToolTip(tr("Moves (of any army) since the last capture or pawn move, for the move rule"));
    m_fullmove = addCounter(QStringLiteral("moveNumber"), tr("Move &number:"), tr("Move number"), 1);
    // The hands go before the counters; their labels take letters nothing else has.
    QString taken = mnemonics + DataStrings::takenMnemonics(this);
    addHandRows(m_form->rowCount() - 2, taken);
}

void SetupForm::addCastlingRows()
{
    std::vector<const kabir::CastlingRule*> rules;
    for (const kabir::CastlingRule& rule : m_rules->castlings())
        rules.push_back(&rule);
    std::ranges::stable_sort(rules, {}, [](const kabir::CastlingRule* rule) { return castlingText(*rule).size(); });
    for (int army = 0; army < m_rules->armyCount(); ++army) {
        auto* row = new QHBoxLayout;
        for (const kabir::CastlingRule* castling : rules) {
            const kabir::CastlingRule& rule = *castling;
            if (rule.def.army != army)
                continue;
            auto* box = new QCheckBox(castlingText(rule), this);
            box->setObjectName(QStringLiteral("castling-%1").arg(QLatin1Char(rule.letter)));
            box->setAccessibleName(tr("%1 may castle %2").arg(m_armyNames.value(army), castlingText(rule)));
            connect(box, &QCheckBox::clicked, this, &SetupForm::edited);
            row->addWidget(box);
            m_castlings.append({box, &rule});
        }
        if (row->isEmpty()) {
            delete row;
            continue;
        }
        row->addStretch(1);
        m_form->addRow(tr("%1 castling:").arg(m_armyNames.value(army)), row);
    }
}

QList<QCheckBox*> SetupForm::addArmyFlags(
    const QString& label, const QString& name, const QString& accessibleName, const QString& toolTip)
{
    QList<QCheckBox*> boxes;
    auto* row = new QHBoxLayout;
    for (int army = 0; army < m_rules->armyCount(); ++army) {
        auto* box = new QCheckBox(m_armyNames.value(army), this);
        box->setObjectName(QStringLiteral("%1-%2").arg(name).arg(army));
        box->setAccessibleName(accessibleName.arg(m_armyNames.value(army)));
        box->setToolTip(toolTip);
        connect(box, &QCheckBox::clicked, this, &SetupForm::edited);
        row->addWidget(box);
        boxes.append(box);
    }
    row->addStretch(1);
    m_form->addRow(label, row);
    return boxes;
}

// A spin box per army and piece type that may be dropped from the hand.
void SetupForm::addHandRows(int row, QString& mnemonics)
{
    const kabir::VariantDefinition& definition = m_rules->definition();
    for (int army = 0; army < m_rules->armyCount(); ++army) {
        auto* boxes = new QHBoxLayout;
        QSpinBox* first = nullptr;
        for (int type = 0; type < m_rules->pieceTypeCount(); ++type) {
            if (!m_rules->canDrop(kabir::PieceType(type)))
                continue;
            const QString piece = DataStrings::text(definition.pieces[std::size_t(type)].name);
            auto* box = new QSpinBox(this);
            box->setObjectName(
                QStringLiteral("hand-%1-%2").arg(army).arg(QLatin1Char(definition.pieces[std::size_t(type)].letter)));
            box->setRange(0, kabir::Ruleset::kMaxHandCount - 1);
            //: The prefix of a count of pieces in a hand: "Wazir: 1".
            box->setPrefix(tr("%1: ").arg(piece));
            box->setAccessibleName(tr("%1 in %2's hand").arg(piece, m_armyNames.value(army)));
            connect(box, &QSpinBox::valueChanged, this, &SetupForm::edited);
            boxes->addWidget(box);
            m_hands.append({box, kabir::Army(army), kabir::PieceType(type)});
            first = first ? first : box;
        }
        if (!first) {
            delete boxes;
            continue;
        }
        boxes->addStretch(1);
        auto* label
            = new QLabel(tr("%1 in hand:").arg(DataStrings::withMnemonic(m_armyNames.value(army), mnemonics)), this);
        label->setBuddy(first);
        m_form->insertRow(row++, label, boxes);
    }
}

// The mechanic's field as it describes it: a counter or a list of units to tick.
void SetupForm::addStateField(const kabir::StateMechanic* mechanic)
{
    using Kind = kabir::StateMechanic::EditorField::Kind;
    const kabir::StateMechanic::EditorField field = mechanic->editorField(*m_rules);
    if (!field.label)
        return;
    StateField row{mechanic, nullptr, nullptr};
    const QString name = QString::fromLatin1(field.objectName);
    if (field.kind == Kind::Counter) {
        row.counter = addCounter(name, translated(field.label), translated(field.accessibleName), 0);
        row.counter->setMaximum(field.maximum);
        row.counter->setToolTip(translated(field.toolTip).arg(field.maximum));
    } else {
        row.units = new QListWidget(this);
        row.units->setObjectName(name);
        row.units->setAccessibleName(translated(field.accessibleName));
        row.units->setToolTip(translated(field.toolTip));
        // kUnitListRows rows without scrolling, measured on a row like the units' (a check box).
        auto* probe = new QListWidgetItem(QStringLiteral("X"), row.units);
        probe->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        probe->setCheckState(Qt::Unchecked);
        row.units->setFixedHeight(row.units->sizeHintForRow(0) * kUnitListRows + 2 * row.units->frameWidth());
        delete probe;
        m_form->addRow(translated(field.label), row.units);
        connect(row.units, &QListWidget::itemChanged, this, &SetupForm::edited);
    }
    m_stateFields.append(row);
}

QSpinBox* SetupForm::addCounter(const QString& name, const QString& label, const QString& accessibleName, int minimum)
{
    auto* box = new QSpinBox(this);
    box->setObjectName(name);
    box->setRange(minimum, kMaxCounter);
    box->setAccessibleName(accessibleName);
    connect(box, &QSpinBox::valueChanged, this, &SetupForm::edited);
    m_form->addRow(label, box);
    return box;
}

void SetupForm::display(const kabir::PositionSetup& setup, const kabir::Position& sketch)
{
    const QSignalBlocker blockSide(m_side);
    m_side->setCurrentIndex(setup.side);
    for (const Castling& castling : std::as_const(m_castlings)) {
        castling.box->setChecked(setup.castlingRights & castling.rule->right);
        const bool possible = kabir::castlingPossible(sketch, *castling.rule);
        castling.box->setEnabled(possible);
        const kabir::Geometry& g = sketch.geometry();
        const QString king = QString::fromStdString(g.squareName(castling.rule->def.king));
        const QString rook = QString::fromStdString(g.squareName(castling.rule->def.rook));
        // A disabled box says what it waits for.
        castling.box->setToolTip(possible ? tr("The king on %1 may still castle with the rook on %2").arg(king, rook)
                                          : tr("Castling needs the king on %1 and the rook on %2").arg(king, rook));
    }
    const kabir::Geometry& g = sketch.geometry();
    if (m_enPassant) {
        std::vector<std::vector<kabir::Square>> choices{{}};
        for (const std::vector<kabir::Square>& field : kabir::enPassantChoices(sketch))
            choices.push_back(field);
        if (std::ranges::find(choices, setup.enPassant) == choices.end())
            choices.push_back(setup.enPassant);  // as it was read: the board has not changed since
        // Rebuilt only when the choices change: the combo box may be in the middle of a signal.
        QVariantList data;
        for (int i = 0; i < m_enPassant->count(); ++i)
            data.append(m_enPassant->itemData(i));
        const QSignalBlocker block(m_enPassant);
        if (data.size() != qsizetype(choices.size())
            || !std::ranges::equal(choices, data,
                [](const auto& squares, const QVariant& d) { return squareList(squares) == d.toList(); })) {
            m_enPassant->clear();
            for (const std::vector<kabir::Square>& squares : choices)
                m_enPassant->addItem(squares.empty() ? tr("None") : squareNames(g, squares), squareList(squares));
        }
        m_enPassant->setCurrentIndex(m_enPassant->findData(squareList(setup.enPassant)));
        m_enPassant->setEnabled(m_enPassant->count() > 1);
    }
    for (const ArmyFlagRow& row : std::as_const(m_flags))
        for (int army = 0; army < int(row.boxes.size()); ++army) {
            row.boxes[army]->setChecked(setup.flags.holds(row.mechanic->flag(), kabir::Army(army)));
            row.boxes[army]->setEnabled(row.mechanic->possible(sketch, kabir::Army(army)));
        }
    for (const StateField& field : std::as_const(m_stateFields)) {
        if (field.counter) {
            const QSignalBlocker block(field.counter);
            field.counter->setValue(field.mechanic->count(setup));
        } else {
            displayUnits(field, setup, sketch);
        }
    }
    for (const Hand& hand : std::as_const(m_hands)) {
        const QSignalBlocker block(hand.box);
        hand.box->setValue(setup.hands[hand.army][hand.type]);
    }
    const QSignalBlocker blockHalfmove(m_halfmove);
    m_halfmove->setValue(setup.halfmoveClock);
    const QSignalBlocker blockFullmove(m_fullmove);
    m_fullmove->setValue(setup.fullmoveNumber);
}

// A row per unit the mechanic may list, checked when the setup lists it. The rows are rebuilt
// only when the units change: the list may be in the middle of a signal about one of them.
void SetupForm::displayUnits(const StateField& field, const kabir::PositionSetup& setup, const kabir::Position& sketch)
{
    const kabir::Geometry& g = sketch.geometry();
    QList<kabir::Square> units;
    for (kabir::Square s = 0; s < g.squareCount(); ++s)
        if (field.mechanic->listsUnit(sketch, s))
            units.append(s);
    QList<kabir::Square> shown;
    for (int row = 0; row < field.units->count(); ++row)
        shown.append(field.units->item(row)->data(Qt::UserRole).toInt());
    const QSignalBlocker block(field.units);
    if (shown != units) {
        field.units->clear();
        for (kabir::Square s : std::as_const(units)) {
            const kabir::Piece unit = sketch.at(s);
            //: A unit in a list of the position editor (a pawn waiting to promote): the army, the piece
            //: and its square ("White Pawn on e10").
            auto* item
                = new QListWidgetItem(tr("%1 %2 on %3")
                                          .arg(m_armyNames.value(kabir::armyOf(unit)),
                                              DataStrings::text(m_rules->definition().pieces[kabir::typeOf(unit)].name),
                                              QString::fromStdString(g.squareName(s))),
                    field.units);
            item->setData(Qt::UserRole, s);
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        }
    }
    const std::vector<kabir::Square> listed = field.mechanic->listedUnits(*m_rules, setup);
    for (int row = 0; row < field.units->count(); ++row) {
        QListWidgetItem* item = field.units->item(row);
        const bool checked = std::ranges::find(listed, item->data(Qt::UserRole).toInt()) != listed.end();
        item->setCheckState(checked ? Qt::Checked : Qt::Unchecked);
    }
    field.units->setEnabled(field.units->count() > 0);
}

void SetupForm::apply(kabir::PositionSetup& setup) const
{
    setup.side = kabir::Army(m_side->currentIndex());
    setup.castlingRights = 0;
    for (const Castling& castling : m_castlings)
        if (castling.box->isChecked())
            setup.castlingRights |= castling.rule->right;
    if (m_enPassant) {
        setup.enPassant.clear();
        for (const QVariant& square : m_enPassant->currentData().toList())
            setup.enPassant.push_back(square.toInt());
    }
    for (const ArmyFlagRow& row : m_flags) {
        std::uint8_t& bits = setup.flags.bits[std::size_t(row.mechanic->flag())];
        for (int army = 0; army < int(row.boxes.size()); ++army) {
            bits &= std::uint8_t(~(1u << army));
            if (row.boxes[army]->isChecked())
                bits |= std::uint8_t(1u << army);
        }
    }
    for (const StateField& field : m_stateFields) {
        if (field.counter) {
            field.mechanic->setCount(setup, field.counter->value());
            continue;
        }
        std::vector<kabir::Square> listed;
        for (int row = 0; row < field.units->count(); ++row)
            if (field.units->item(row)->checkState() == Qt::Checked)
                listed.push_back(field.units->item(row)->data(Qt::UserRole).toInt());
        field.mechanic->setListedUnits(*m_rules, setup, std::move(listed));
    }
    for (const Hand& hand : m_hands)
        setup.hands[hand.army][hand.type] = hand.box->value();
    setup.halfmoveClock = m_halfmove->value();
    setup.fullmoveNumber = m_fullmove->value();
}

QList<QWidget*> SetupForm::tabChain() const
{
    QList<QWidget*> chain{m_side};
    for (const Castling& castling : m_castlings)
        chain.append(castling.box);
    if (m_enPassant)
        chain.append(m_enPassant);
    for (const ArmyFlagRow& row : m_flags)
        for (QCheckBox* box : row.boxes)
            chain.append(box);
    for (const StateField& field : m_stateFields)
        chain.append(field.counter ? static_cast<QWidget*>(field.counter) : field.units);
    for (const Hand& hand : m_hands)
        chain.append(hand.box);
    chain << m_halfmove << m_fullmove;
    return chain;
}
