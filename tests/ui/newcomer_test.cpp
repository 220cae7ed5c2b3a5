// What a newcomer meets in the window: the first window takes most of the screen; a piece
// selected is let go when the game ends (a resignation); Claim Draw is offered only when a claim
// holds; a piece's tooltip says how it moves.

#include "ui/mainwindow.h"

#include "ui/boardinput.h"
#include "ui/boardview.h"
#include "ui/gamecontroller.h"
#include "ui/settings.h"

#include <QAction>
#include <QGuiApplication>
#include <QScreen>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace {

struct Window {
    QTemporaryDir dir;
    Settings settings{dir.filePath(QStringLiteral("settings.ini")), nullptr};
    MainWindow window{&settings};
};

kabir::Square square(const MainWindow& window, const char* name)
{
    return *window.game()->position().geometry().parseSquare(name);
}

TEST(Newcomer, TheFirstWindowTakesMostOfTheScreen)
{
    Window w;
    const QSize available = QGuiApplication::primaryScreen()->availableGeometry().size();
    EXPECT_GE(w.window.width(), available.width() * 8 / 10);
    EXPECT_GE(w.window.height(), available.height() * 8 / 10);
}

TEST(Newcomer, ASelectionIsLetGoWhenTheGameEnds)
{
    Window w;
    ASSERT_TRUE(w.window.showVariant(QStringLiteral("chess")));
    w.window.boardInput()->clickSquare(square(w.window, "e2"));
    ASSERT_EQ(w.window.boardInput()->selected(), square(w.window, "e2"));
    ASSERT_EQ(w.window.game()->resign(0), QString());
    EXPECT_EQ(w.window.boardInput()->selected(), kabir::kNoSquare);
}

TEST(Newcomer, ClaimDrawIsOfferedOnlyWhenAClaimHolds)
{
    Window w;
    ASSERT_TRUE(w.window.showVariant(QStringLiteral("chess")));
    QAction* claim = nullptr;
    for (QAction* action : w.window.findChildren<QAction*>())
        if (action->text() == QStringLiteral("&Claim Draw"))
            claim = action;
    ASSERT_TRUE(claim);
    EXPECT_FALSE(claim->isEnabled());
    for (const char* move : {"g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8"})
        ASSERT_EQ(w.window.game()->play(QString::fromLatin1(move)), QString());
    ASSERT_TRUE(w.window.game()->canClaimDraw());  // threefold repetition
    EXPECT_TRUE(claim->isEnabled());
}

}  // namespace
