#include "ui/tageditordialog.h"

#include "ui/datastrings.h"
#include "ui/gamecontroller.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QRegularExpressionValidator>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <string_view>

namespace {

// The tags with a field of their own, in the order shown.
const char* const kFieldTags[] = {"Event", "Site", "Date", "Round", "White", "Black", "Annotator", "Source"};

// A value that says only "not known", shown as an empty field.
bool unknown(const std::string& value)
{
    return value == "?" || value == "????.??.??";
}

const QRegularExpression& completeDate()
{
    static const QRegularExpression date(QStringLiteral("^(\\d{4}|\\?{4})\\.(\\d{2}|\\?{2})\\.(\\d{2}|\\?{2})$"));
    return date;
}

}  // namespace

TagEditorDialog::TagEditorDialog(const GameController& game, QWidget* parent)
    : QDialog(parent), m_others(new QTableWidget(0, 2)), m_problem(new QLabel)
{
    setWindowTitle(tr("Game Tags"));
    setObjectName(QStringLiteral("tagEditorDialog"));
    setSizeGripEnabled(true);
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    layout->addLayout(form);

    const kabir::RecordTags tags = game.tags();
    const QString labels[]
        = {tr("&Event:"), tr("&Site:"), tr("&Date:"), tr("&Round:"), {}, {}, tr("A&nnotator:"), tr("S&ource:")};
    std::vector<QLabel*> teamLabels;
    for (std::size_t i = 0; i < std::size(kFieldTags); ++i) {
        auto* edit = new QLineEdit;
        edit->setObjectName(QString::fromLatin1(kFieldTags[i]));
        const auto found = tags.find(kFieldTags[i]);
        if (found != tags.end() && !unknown(found->second))
            edit->setText(QString::fromStdString(found->second));
        m_fields.emplace_back(kFieldTags[i], edit);
        auto* label = new QLabel(labels[i]);
        label->setBuddy(edit);
        if (labels[i].isEmpty())
            teamLabels.push_back(label);
        if (std::string_view(kFieldTags[i]) != "Date") {
            form->addRow(label, edit);
            continue;
        }
        edit->setPlaceholderText(tr("YYYY.MM.DD"));
        edit->setToolTip(tr("The date as PGN writes it, ?? for what is not known: 1840.??.??"));
        edit->setValidator(new QRegularExpressionValidator(
            QRegularExpression(QStringLiteral("[0-9?]{0,4}(\\.[0-9?]{0,2}(\\.[0-9?]{0,2})?)?")), edit));
        auto* today = new QPushButton(tr("&Today"));
        connect(today, &QPushButton::clicked, edit, [edit] { edit->setText(GameTags::today()); });
        auto* row = new QHBoxLayout;
        row->addWidget(edit, 1);
        row->addWidget(today);
        form->addRow(label, row);
    }

    m_others->setObjectName(QStringLiteral("otherTags"));
    m_others->setAccessibleName(tr("Other tags"));
    m_others->setHorizontalHeaderLabels({tr("Tag"), tr("Value")});
    m_others->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_others->verticalHeader()->hide();
    m_others->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_others->setSelectionMode(QAbstractItemView::SingleSelection);
    for (const auto& [name, value] : tags)
        if (std::find(std::begin(kFieldTags), std::end(kFieldTags), name) == std::end(kFieldTags))
            addOtherTag(QString::fromStdString(name), QString::fromStdString(value));
    auto* othersLabel = new QLabel(tr("Ot&her tags:"));
    othersLabel->setBuddy(m_others);
    m_addButton = new QPushButton(tr("&Add Tag"));
    m_removeButton = new QPushButton(tr("Re&move Tag"));
    connect(m_addButton, &QPushButton::clicked, this, [this] {
        addOtherTag({}, {});
        m_others->setCurrentCell(m_others->rowCount() - 1, 0);
        m_others->editItem(m_others->currentItem());
    });
    connect(m_removeButton, &QPushButton::clicked, this, [this] {
        if (m_others->currentRow() >= 0)
            m_others->removeRow(m_others->currentRow());
        validate();
    });
    auto* tableButtons = new QVBoxLayout;
    tableButtons->addWidget(m_addButton);
    tableButtons->addWidget(m_removeButton);
    tableButtons->addStretch(1);
    auto* table = new QHBoxLayout;
    table->addWidget(m_others, 1);
    table->addLayout(tableButtons);
    layout->addWidget(othersLabel);
    layout->addLayout(table, 1);

    m_problem->setObjectName(QStringLiteral("problem"));
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #b00020"));
    layout->addWidget(m_problem);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    m_okButton = buttons->button(QDialogButtonBox::Ok);
    buttons->button(QDialogButtonBox::Cancel)->setText(tr("Cancel"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    // The sides' labels name the teams ("White", or "Red and Yellow") with the letters left.
    QString taken = DataStrings::takenMnemonics(this);
    const QString sides[] = {tr("White"), tr("Black")};
    for (int team = 0; team < 2; ++team) {
        const QString name = game.teamName(team).isEmpty() ? sides[team] : game.teamName(team);
        teamLabels[std::size_t(team)]->setText(tr("%1:").arg(DataStrings::withMnemonic(name, taken)));
        if (game.armyCount() > 2)
            field(kFieldTags[4 + team])->setToolTip(tr("The team's players, in army order, joined by “ & ”"));
    }

    for (const auto& [tag, edit] : m_fields)
        connect(edit, &QLineEdit::textChanged, this, &TagEditorDialog::validate);
    connect(m_others, &QTableWidget::itemChanged, this, &TagEditorDialog::validate);
    validate();
    m_fields.front().second->setFocus();
    resize(520, 560);
}

QLineEdit* TagEditorDialog::field(const std::string& tag) const
{
    for (const auto& [name, edit] : m_fields)
        if (name == tag)
            return edit;
    return nullptr;
}

void TagEditorDialog::addOtherTag(const QString& name, const QString& value)
{
    const int row = m_others->rowCount();
    m_others->insertRow(row);
    m_others->setItem(row, 0, new QTableWidgetItem(name));
    m_others->setItem(row, 1, new QTableWidgetItem(value));
}

kabir::RecordTags TagEditorDialog::tags() const
{
    kabir::RecordTags tags;
    for (const auto& [name, edit] : m_fields)
        if (!edit->text().trimmed().isEmpty())
            tags[name] = edit->text().trimmed().toStdString();
    for (int row = 0; row < m_others->rowCount(); ++row) {
        const QString name = m_others->item(row, 0)->text().trimmed();
        if (!name.isEmpty())
            tags[name.toStdString()] = m_others->item(row, 1)->text().toStdString();
    }
    return tags;
}

void TagEditorDialog::validate()
{
    QString problem;
    const QString date = field("Date")->text().trimmed();
    if (!date.isEmpty() && !completeDate().match(date).hasMatch())
        problem = tr("Write the date as YYYY.MM.DD, with ?? for what is not known: 1840.??.??");
    static const QRegularExpression symbol(QStringLiteral("^[A-Za-z0-9_]+$"));
    QStringList names;
    for (int row = 0; row < m_others->rowCount() && problem.isEmpty(); ++row) {
        const QString name = m_others->item(row, 0) ? m_others->item(row, 0)->text().trimmed() : QString();
        const std::string tag = name.toStdString();
        if (name.isEmpty())
            continue;
        if (!symbol.match(name).hasMatch())
            problem = tr("A tag's name is made of letters, digits and “_”: “%1” is not.").arg(name);
        else if (field(tag))
            problem = tr("The tag “%1” has a field of its own above.").arg(name);
        else if (GameTags::isGameTag(tag))
            problem = tr("The tag “%1” is written from the game itself.").arg(name);
        else if (names.contains(name))
            problem = tr("The tag “%1” is there twice.").arg(name);
        names << name;
    }
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    m_okButton->setEnabled(problem.isEmpty());
}
