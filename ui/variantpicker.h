#pragma once
// The variants to choose from in the new-game dialog: a filter box over the list of variants,
// grouped by family ("India", "Tressau"; a variant file's `group`), groups and variants in the
// alphabetical order of the names shown. The filter keeps the variants whose name, family or
// description contains its words, a variant named exactly as typed first ("Shatra" before
// "Shatranj"); Down moves from the filter into the list.

#include <QList>
#include <QWidget>

#include <utility>
#include <vector>

class QLineEdit;
class QTreeWidget;
class QTreeWidgetItem;

namespace kabir {
class VariantFile;
}

class VariantPicker : public QWidget {
    Q_OBJECT

public:
    explicit VariantPicker(QWidget* parent = nullptr);

    // Shows `variant` as chosen (clearing a filter that hides it), without the signal.
    void setCurrent(const kabir::VariantFile& variant);
    const kabir::VariantFile* current() const;

    QLineEdit* filterEdit() const { return m_filter; }
    QTreeWidget* list() const { return m_list; }

signals:
    void chosen(const kabir::VariantFile& variant);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void applyFilter(const QString& text);
    // Puts the groups and variants back in alphabetical order, but `first` and its group on top.
    void reorder(QTreeWidgetItem* first);
    QTreeWidgetItem* itemOf(const kabir::VariantFile& variant) const;
    // The first variant the filter shows, under `heading` or anywhere.
    QTreeWidgetItem* firstShownVariant(const QTreeWidgetItem* heading = nullptr) const;

    QLineEdit* m_filter = nullptr;
    QTreeWidget* m_list = nullptr;
    // The headings with their variants in alphabetical order, as built.
    std::vector<std::pair<QTreeWidgetItem*, QList<QTreeWidgetItem*>>> m_alphabetical;
};
