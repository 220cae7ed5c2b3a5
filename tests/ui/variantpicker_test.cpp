// The variant filter: a variant named exactly as typed is listed first and chosen, ahead of the
// variants whose names or descriptions merely contain the word ("Chaturanga" before
// "Chaturanga 4-84", whose family comes first in the alphabet).

#include "ui/variantpicker.h"

#include "core/variant/variantfile.h"

#include <QLineEdit>
#include <QTreeWidget>

#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

namespace {

// The variants the filter shows, top to bottom.
QStringList shownVariants(const QTreeWidget& list)
{
    QStringList shown;
    for (int g = 0; g < list.topLevelItemCount(); ++g)
        for (int i = 0; i < list.topLevelItem(g)->childCount(); ++i)
            if (const QTreeWidgetItem* item = list.topLevelItem(g)->child(i); !item->isHidden())
                shown.append(item->text(0));
    return shown;
}

TEST(VariantPicker, AnExactNameIsListedFirstAndChosen)
{
    const std::vector<std::pair<QString, std::string>> typedAndMeant{{QStringLiteral("chaturanga"), "chaturanga"},
        {QStringLiteral("Chess "), "chess"}, {QStringLiteral("shatra"), "shatra"}};
    for (const auto& [typed, id] : typedAndMeant) {
        VariantPicker picker;
        picker.filterEdit()->setText(typed);
        const QStringList shown = shownVariants(*picker.list());
        ASSERT_FALSE(shown.isEmpty()) << typed.toStdString();
        EXPECT_EQ(shown.first().toLower(), typed.trimmed().toLower());
        ASSERT_NE(picker.current(), nullptr);
        EXPECT_EQ(picker.current()->id(), id);
    }
}

TEST(VariantPicker, ClearingTheFilterRestoresTheAlphabeticalOrder)
{
    VariantPicker picker;
    const QStringList before = shownVariants(*picker.list());
    picker.filterEdit()->setText(QStringLiteral("shatra"));
    picker.filterEdit()->clear();
    EXPECT_EQ(shownVariants(*picker.list()), before);
}

}  // namespace
