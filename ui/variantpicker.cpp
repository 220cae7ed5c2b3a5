#include "ui/variantpicker.h"

#include "core/catalog/variantcatalog.h"
#include "ui/datastrings.h"

#include <QCollator>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLineEdit>
#include <QScrollBar>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <map>

namespace {

const kabir::VariantCatalog& catalog()
{
    return kabir::VariantCatalog::builtIn();
}

QString groupName(const kabir::VariantFile& variant)
{
    return variant.group().empty() ? VariantPicker::tr("Other") : DataStrings::text(variant.group());
}

// What the filter searches: the name, the family and the description, as shown.
QString searchText(const kabir::VariantFile& variant)
{
    return DataStrings::variantName(variant) + QLatin1Char(' ') + groupName(variant) + QLatin1Char(' ')
        + DataStrings::text(variant.description()) + QLatin1Char(' ') + QString::fromStdString(variant.id());
}

// How well `variant` matches the filter `text`, best first: its name or id itself (0), their
// start (1), every word in its name (2), elsewhere (3). A shown variant always matches somehow.
int matchRank(const kabir::VariantFile& variant, const QString& text, const QStringList& words)
{
    const QString name = DataStrings::variantName(variant);
    const QString id = QString::fromStdString(variant.id());
    const QString wanted = text.trimmed();
    if (name.compare(wanted, Qt::CaseInsensitive) == 0 || id.compare(wanted, Qt::CaseInsensitive) == 0)
        return 0;
    if (name.startsWith(wanted, Qt::CaseInsensitive) || id.startsWith(wanted, Qt::CaseInsensitive))
        return 1;
    if (std::all_of(
            words.begin(), words.end(), [&name](const QString& w) { return name.contains(w, Qt::CaseInsensitive); }))
        return 2;
    return 3;
}

}  // namespace

VariantPicker::VariantPicker(QWidget* parent) : QWidget(parent)
{
    m_filter = new QLineEdit;
    m_filter->setObjectName(QStringLiteral("variantFilter"));
    m_filter->setPlaceholderText(tr("Filter"));
    m_filter->setAccessibleName(tr("Filter the variants"));
    m_filter->setClearButtonEnabled(true);
    m_filter->installEventFilter(this);

    m_list = new QTreeWidget;
    m_list->setObjectName(QStringLiteral("variantList"));
    m_list->setAccessibleName(tr("Variant"));
    m_list->setHeaderHidden(true);
    m_list->setRootIsDecorated(false);
    m_list->setItemsExpandable(false);
    m_list->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_list->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Expanding);

    QCollator collator;
    const auto byName = [&collator](const QString& a, const QString& b) { return collator.compare(a, b) < 0; };
    std::map<QString, std::vector<const kabir::VariantFile*>, decltype(byName)> groups(byName);
    for (const kabir::VariantFile& variant : catalog().variants())
        groups[groupName(variant)].push_back(&variant);
    for (auto& [name, variants] : groups) {
        // A heading, not a choice: the arrow keys pass over it.
        auto* heading = new QTreeWidgetItem(m_list, {name});
        heading->setFlags(Qt::ItemIsEnabled);
        QFont bold = m_list->font();
        bold.setBold(true);
        heading->setFont(0, bold);
        std::sort(variants.begin(), variants.end(), [&](const kabir::VariantFile* a, const kabir::VariantFile* b) {
            return byName(DataStrings::variantName(*a), DataStrings::variantName(*b));
        });
        for (const kabir::VariantFile* variant : variants) {
            auto* item = new QTreeWidgetItem(heading, {DataStrings::variantName(*variant)});
            item->setData(0, Qt::UserRole, QString::fromStdString(variant->id()));
            item->setToolTip(0, DataStrings::text(variant->description()));
        }
        m_alphabetical.emplace_back(heading, QList<QTreeWidgetItem*>());
        for (int i = 0; i < heading->childCount(); ++i)
            m_alphabetical.back().second.append(heading->child(i));
    }
    m_list->expandAll();
    m_list->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // As wide as the longest name with its indentation and a scroll bar, so that the variants
    // never scroll sideways and the preview below can take the same width.
    setFixedWidth(static_cast<const QAbstractItemView*>(m_list)->sizeHintForColumn(0) + m_list->indentation()
        + 2 * m_list->frameWidth() + m_list->verticalScrollBar()->sizeHint().width() + 4);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_filter);
    layout->addWidget(m_list, 1);

    connect(m_filter, &QLineEdit::textChanged, this, &VariantPicker::applyFilter);
    connect(m_list, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem* item, QTreeWidgetItem* previous) {
        if (item && !item->parent()) {
            // A heading is passed over: on to its first variant, or up to the variant above it
            // when that first variant is where Up came from.
            QTreeWidgetItem* first = firstShownVariant(item);
            QTreeWidgetItem* next = previous == first ? m_list->itemAbove(item) : first;
            m_list->setCurrentItem(next && next->parent() ? next : previous);
            return;
        }
        if (const kabir::VariantFile* variant = current())
            emit chosen(*variant);
    });
}

const kabir::VariantFile* VariantPicker::current() const
{
    const QTreeWidgetItem* item = m_list->currentItem();
    return item && item->parent() ? catalog().find(item->data(0, Qt::UserRole).toString().toStdString()) : nullptr;
}

QTreeWidgetItem* VariantPicker::itemOf(const kabir::VariantFile& variant) const
{
    const QString id = QString::fromStdString(variant.id());
    for (int g = 0; g < m_list->topLevelItemCount(); ++g)
        for (int i = 0; i < m_list->topLevelItem(g)->childCount(); ++i)
            if (m_list->topLevelItem(g)->child(i)->data(0, Qt::UserRole).toString() == id)
                return m_list->topLevelItem(g)->child(i);
    return nullptr;
}

void VariantPicker::setCurrent(const kabir::VariantFile& variant)
{
    QTreeWidgetItem* item = itemOf(variant);
    if (!item)
        return;
    if (item->isHidden())
        m_filter->clear();
    const QSignalBlocker blocker(m_list);
    m_list->setCurrentItem(item);
}

QTreeWidgetItem* VariantPicker::firstShownVariant(const QTreeWidgetItem* heading) const
{
    for (int g = 0; g < m_list->topLevelItemCount(); ++g) {
        const QTreeWidgetItem* group = m_list->topLevelItem(g);
        if (heading && group != heading)
            continue;
        for (int i = 0; i < group->childCount(); ++i)
            if (!group->child(i)->isHidden())
                return group->child(i);
    }
    return nullptr;
}

void VariantPicker::reorder(QTreeWidgetItem* first)
{
    const QSignalBlocker blocker(m_list);
    QTreeWidgetItem* current = m_list->currentItem();
    // Shown again before they move: the view keeps its hidden rows by position, not by item.
    for (const auto& [heading, variants] : m_alphabetical) {
        heading->setHidden(false);
        for (QTreeWidgetItem* item : variants)
            item->setHidden(false);
    }
    while (m_list->topLevelItemCount() > 0)
        m_list->takeTopLevelItem(0);
    for (const auto& [heading, variants] : m_alphabetical) {
        heading->takeChildren();
        heading->addChildren(variants);
        if (heading == (first ? first->parent() : nullptr)) {
            heading->removeChild(first);
            heading->insertChild(0, first);
            m_list->insertTopLevelItem(0, heading);
        } else {
            m_list->addTopLevelItem(heading);
        }
    }
    m_list->expandAll();
    m_list->setCurrentItem(current);
}

void VariantPicker::applyFilter(const QString& text)
{
    const QStringList words = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    const auto rankOf = [&](const QTreeWidgetItem* item) {
        return matchRank(*catalog().find(item->data(0, Qt::UserRole).toString().toStdString()), text, words);
    };
    // A variant named exactly as typed is the one meant, listed ahead of those that merely
    // contain it (and chosen below: it matches best).
    QTreeWidgetItem* exact = nullptr;
    for (const auto& [heading, variants] : m_alphabetical)
        for (QTreeWidgetItem* item : variants)
            if (!words.isEmpty() && rankOf(item) == 0)
                exact = item;
    reorder(exact);
    QTreeWidgetItem* best = nullptr;
    int bestRank = 4;
    for (int g = 0; g < m_list->topLevelItemCount(); ++g) {
        QTreeWidgetItem* heading = m_list->topLevelItem(g);
        bool anyShown = false;
        for (int i = 0; i < heading->childCount(); ++i) {
            QTreeWidgetItem* item = heading->child(i);
            const kabir::VariantFile* variant = catalog().find(item->data(0, Qt::UserRole).toString().toStdString());
            const QString searched = searchText(*variant);
            const bool shown = std::all_of(words.begin(), words.end(),
                [&searched](const QString& word) { return searched.contains(word, Qt::CaseInsensitive); });
            item->setHidden(!shown);
            anyShown |= shown;
            if (const int rank = shown ? rankOf(item) : bestRank; rank < bestRank) {
                best = item;
                bestRank = rank;
            }
        }
        heading->setHidden(!anyShown);
    }
    // The choice follows the filter: the variant that matches best (its very name first) is
    // chosen, unless the one shown matches as well and stays listed.
    const QTreeWidgetItem* now = m_list->currentItem();
    const bool keep = now && now->parent() && !now->isHidden() && (words.isEmpty() || rankOf(now) <= bestRank);
    if (!keep && best)
        m_list->setCurrentItem(best);
}

bool VariantPicker::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_filter && event->type() == QEvent::KeyPress) {
        const auto* key = static_cast<QKeyEvent*>(event);
        if (key->key() == Qt::Key_Down) {
            m_list->setFocus();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}
