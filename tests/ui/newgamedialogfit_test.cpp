// The new-game dialog fits a 1280x800 screen: for every built-in variant, in English and in
// German, every section shows at the dialog's initial size without a vertical scroll bar.

#include "ui/newgamedialog.h"

#include "tests/ui/germanprogram.h"

#include "core/catalog/variantcatalog.h"

#include <QApplication>
#include <QScrollArea>
#include <QScrollBar>

#include <gtest/gtest.h>

namespace {

const QRect kSmallLaptop(0, 0, 1280, 800);

void expectEveryVariantFits(const char* language)
{
    for (const kabir::VariantFile& variant : kabir::VariantCatalog::builtIn().variants()) {
        SCOPED_TRACE(std::string(language) + " " + variant.id());
        NewGameDialog dialog(NewGameSetup{QString::fromStdString(variant.id()), {}, false, {}, {}});
        dialog.fitInto(kSmallLaptop);
        dialog.show();
        QApplication::processEvents();
        EXPECT_LE(dialog.width(), kSmallLaptop.width());
        EXPECT_LE(dialog.height(), kSmallLaptop.height());
        const auto* scroll = dialog.findChild<QScrollArea*>(QStringLiteral("settingsScroll"));
        ASSERT_TRUE(scroll);
        EXPECT_EQ(scroll->verticalScrollBar()->maximum(), 0) << dialog.width() << "x" << dialog.height();
    }
}

TEST(NewGameDialogFit, EveryVariantShowsEverySectionWithoutScrollingOn1280x800)
{
    expectEveryVariantFits("en");
    const GermanProgram german;
    expectEveryVariantFits("de");
}

}  // namespace
