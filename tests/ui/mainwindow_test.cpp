// The main window: its Variant menu lists every built-in variant, choosing one shows that
// variant's start position and names it in the status bar; unknown variants are refused.

#include "ui/mainwindow.h"

#include "core/variantcatalog.h"
#include "ui/boardview.h"
#include "ui/datastrings.h"

#include <QAction>
#include <QLabel>
#include <QMenu>

#include <gtest/gtest.h>

namespace {

const std::vector<kabir::VariantFile>& variants() { return kabir::VariantCatalog::builtIn().variants(); }

TEST(DataStrings, ListEveryBuiltInVariantName)
{
    ASSERT_FALSE(variants().empty());
    for (const kabir::VariantFile& variant : variants())
        EXPECT_TRUE(DataStrings::isListed(variant.name())) << variant.name() << " is missing from ui/datastrings.cpp";
}

TEST(MainWindow, VariantMenuListsEveryBuiltInVariant)
{
    MainWindow window;
    const QMenu* menu = window.findChild<QMenu*>(QStringLiteral("variantMenu"));
    ASSERT_TRUE(menu);
    const QList<QAction*> actions = menu->actions();
    ASSERT_EQ(actions.size(), qsizetype(variants().size()));
    for (std::size_t i = 0; i < variants().size(); ++i) {
        EXPECT_EQ(actions[qsizetype(i)]->text(), DataStrings::variantName(variants()[i]));
        EXPECT_EQ(actions[qsizetype(i)]->data().toString().toStdString(), variants()[i].id());
    }
}

TEST(MainWindow, ChoosingAVariantShowsItsStartPosition)
{
    MainWindow window;
    const QLabel* status = window.findChild<QLabel*>(QStringLiteral("variantLabel"));
    ASSERT_TRUE(status);
    ASSERT_TRUE(window.boardView()->position());  // chess from the start
    EXPECT_EQ(window.variantId(), QStringLiteral("chess"));
    for (QAction* action : window.findChild<QMenu*>(QStringLiteral("variantMenu"))->actions()) {
        const std::string id = action->data().toString().toStdString();
        action->trigger();
        auto rules = kabir::VariantCatalog::builtIn().ruleset(id);
        ASSERT_TRUE(rules) << rules.errorText();
        EXPECT_EQ(window.variantId().toStdString(), id);
        ASSERT_TRUE(window.boardView()->position());
        EXPECT_EQ(window.boardView()->position()->fen(), kabir::Position::start(rules.value()).fen()) << id;
        EXPECT_EQ(status->text(), DataStrings::variantName(*kabir::VariantCatalog::builtIn().find(id)));
        EXPECT_TRUE(action->isChecked()) << id;
    }
}

TEST(MainWindow, UnknownVariantIsRefused)
{
    MainWindow window;
    ASSERT_TRUE(window.showVariant(QStringLiteral("turkish")));
    QString error;
    EXPECT_FALSE(window.showVariant(QStringLiteral("no-such-variant"), &error));
    EXPECT_FALSE(error.isEmpty());
    EXPECT_EQ(window.variantId(), QStringLiteral("turkish"));
}

TEST(MainWindow, FlipActionFlipsTheBoard)
{
    MainWindow window;
    EXPECT_FALSE(window.boardView()->isFlipped());
    window.setBoardFlipped(true);
    EXPECT_TRUE(window.boardView()->isFlipped());
    window.setBoardFlipped(false);
    EXPECT_FALSE(window.boardView()->isFlipped());
}

}  // namespace
