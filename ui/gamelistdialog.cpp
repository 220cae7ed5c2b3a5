#include "ui/gamelistdialog.h"

#include "core/record/recordfile.h"
#include "ui/gamelistmodel.h"

#include <QDialogButtonBox>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

GameListDialog::GameListDialog(const kabir::RecordFile& file, QWidget* parent)
    : QDialog(parent), m_model(new GameListModel(file, this)), m_proxy(new QSortFilterProxyModel(this))
{
    setWindowTitle(tr("Open Game"));
    setObjectName(QStringLiteral("gameListDialog"));
    setSizeGripEnabled(true);

    auto* title = new QLabel(
        QStringLiteral("<b>%1</b>").arg(QFileInfo(QString::fromStdString(file.fileName())).fileName().toHtmlEscaped()));
    title->setObjectName(QStringLiteral("fileName"));
    title->setToolTip(QString::fromStdString(file.fileName()));
    m_count = new QLabel;
    m_count->setObjectName(QStringLiteral("gameCount"));

    m_filter = new QLineEdit;
    m_filter->setObjectName(QStringLiteral("filter"));
    m_filter->setAccessibleName(tr("Filter"));
    m_filter->setPlaceholderText(tr("Players, event, site, date, …"));
    m_filter->setClearButtonEnabled(true);
    auto* filterLabel = new QLabel(tr("&Filter:"));
    filterLabel->setBuddy(m_filter);

    m_proxy->setSourceModel(m_model);
    m_proxy->setFilterKeyColumn(-1);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_proxy->setSortCaseSensitivity(Qt::CaseInsensitive);
    m_table = new QTableView;
    m_table->setObjectName(QStringLiteral("games"));
    m_table->setAccessibleName(tr("Games"));
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(GameListModel::Number, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    m_table->horizontalHeader()->setHighlightSections(false);
    m_table->resizeColumnsToContents();
    m_table->horizontalHeader()->setSectionResizeMode(GameListModel::Event, QHeaderView::Stretch);
    auto* tableLabel = new QLabel(tr("&Games:"));
    tableLabel->setBuddy(m_table);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel);
    m_openButton = buttons->button(QDialogButtonBox::Open);
    m_openButton->setText(tr("&Open"));
    buttons->button(QDialogButtonBox::Cancel)->setText(tr("Cancel"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    connect(m_filter, &QLineEdit::textChanged, this, [this](const QString& text) {
        m_proxy->setFilterFixedString(text);
        if (!m_table->selectionModel()->hasSelection() && m_proxy->rowCount() > 0)
            m_table->selectRow(0);
        updateCount();
    });
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &GameListDialog::updateCount);
    connect(m_table, &QTableView::doubleClicked, this, [this] {
        if (chosenGame() >= 0)
            accept();
    });

    auto* header = new QHBoxLayout;
    header->addWidget(title);
    header->addStretch(1);
    header->addWidget(m_count);
    auto* filterRow = new QHBoxLayout;
    filterRow->addWidget(filterLabel);
    filterRow->addWidget(m_filter, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(header);
    layout->addLayout(filterRow);
    layout->addWidget(tableLabel);
    layout->addWidget(m_table, 1);
    layout->addWidget(buttons);

    if (m_proxy->rowCount() > 0)
        m_table->selectRow(0);
    updateCount();
    m_filter->setFocus();
    resize(900, 480);
}

int GameListDialog::chosenGame() const
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    return rows.isEmpty() ? -1 : m_proxy->mapToSource(rows.front()).row();
}

void GameListDialog::updateCount()
{
    const int all = m_model->rowCount();
    const int shown = m_proxy->rowCount();
    //: How many games the file holds; %1 is at least 2 (a file of one game opens without the list).
    const QString games = all == 1 ? tr("1 game") : tr("%1 games").arg(all);
    //: %1 of the file's games shown by the filter: "2 of 3 games".
    m_count->setText(shown == all ? games : tr("%1 of %2").arg(shown).arg(games));
    m_openButton->setEnabled(chosenGame() >= 0);
}
