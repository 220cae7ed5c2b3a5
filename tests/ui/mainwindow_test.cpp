// The main window: its Variant menu lists every built-in variant, choosing one starts that
// variant's game and names it in the status bar; unknown variants are refused; the board,
// move list and status follow the game; the autosave brings an unfinished game back.

#include "ui/mainwindow.h"

#include "core/variantcatalog.h"
#include "ui/boardview.h"
#include "ui/datastrings.h"
#include "ui/gamecontroller.h"

#include <QAction>
#include <QLabel>
#include <QMenu>
#include <QTableView>
#include <QTemporaryDir>

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

namespace {

TEST(MainWindow, MoveListAndStatusFollowTheGame)
{
    MainWindow window;
    ASSERT_TRUE(window.showVariant(QStringLiteral("chess")));
    const QLabel* turn = window.findChild<QLabel*>(QStringLiteral("turnLabel"));
    ASSERT_TRUE(turn);
    EXPECT_TRUE(turn->text().contains(QStringLiteral("White")));
    for (const char* move : {"f2f3", "e7e5", "g2g4", "d8h4"})
        ASSERT_EQ(window.game()->play(QString::fromLatin1(move)), QString());
    EXPECT_EQ(window.boardView()->position()->fen(), window.game()->fen().toStdString());
    EXPECT_TRUE(turn->text().contains(QStringLiteral("checkmate"))) << turn->text().toStdString();
    const QTableView* moves = window.findChild<QTableView*>(QStringLiteral("moveList"));
    ASSERT_TRUE(moves);
    EXPECT_EQ(moves->model()->rowCount(), 2);
    window.game()->setViewedPly(1);
    EXPECT_EQ(window.boardView()->position()->fen(), window.game()->positionAt(1).fen());
}

TEST(MainWindow, AutosaveRestoresTheUnfinishedGame)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("autosave.pgn"));
    {
        MainWindow window;
        window.enableAutosave(path, false);
        ASSERT_TRUE(window.showVariant(QStringLiteral("kaiserspiel")));
        ASSERT_EQ(window.game()->play(QStringLiteral("e2e5")), QString());
    }
    MainWindow next;
    EXPECT_TRUE(next.enableAutosave(path));
    EXPECT_EQ(next.variantId(), QStringLiteral("kaiserspiel"));
    EXPECT_EQ(next.game()->plyCount(), 1);
}

}  // namespace
