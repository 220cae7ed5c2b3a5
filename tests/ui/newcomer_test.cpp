// What a newcomer meets in the window: the first window takes most of the screen; a piece
// selected is let go when the game ends (a resignation); Claim Draw is offered only when a claim
// holds; the Maharajah's placement, the count, and Shatra's gates and fortresses are explained
// where they appear.

#include "ui/mainwindow.h"

#include "ui/boardinput.h"
#include "ui/boardview.h"
#include "ui/gamecontroller.h"
#include "ui/settings.h"

#include <QAction>
#include <QApplication>
#include <QHelpEvent>
#include <QLabel>
#include <QToolTip>
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

QLabel* turnLabel(const MainWindow& window)
{
    return window.findChild<QLabel*>(QStringLiteral("turnLabel"));
}

TEST(Newcomer, ThePlacementOfTheMaharajahIsExplained)
{
    Window w;
    ASSERT_TRUE(w.window.showVariant(QStringLiteral("maharajah")));
    EXPECT_TRUE(turnLabel(w.window)->text().contains(QStringLiteral("place the Maharajah — click it in the hand")))
        << turnLabel(w.window)->text().toStdString();
}

TEST(Newcomer, TheCountIsExplainedWhereItShows)
{
    Window w;
    NewGameSetup setup{QStringLiteral("makruk"), {}, false, {}, {}};
    ASSERT_TRUE(w.window.startGame(setup));
    EXPECT_TRUE(turnLabel(w.window)->toolTip().isEmpty());  // no count runs
    ASSERT_TRUE(w.window.setUpPositionFrom(QStringLiteral("4k3/8/8/8/8/3r4/8/R2NK3 w - - 0 1")));
    ASSERT_EQ(w.window.game()->play(QStringLiteral("a1a3")), QString());
    EXPECT_TRUE(turnLabel(w.window)->toolTip().contains(QStringLiteral("the game is drawn")))
        << turnLabel(w.window)->toolTip().toStdString();
}

TEST(Newcomer, ShatrasGateAndFortressAreExplainedUnderThePointer)
{
    Window w;
    ASSERT_TRUE(w.window.showVariant(QStringLiteral("shatra")));
    w.window.resize(900, 700);
    w.window.show();
    QApplication::processEvents();
    BoardView* board = w.window.boardView();
    const auto tipAt = [&](const char* name) {
        const QPoint at = board->squareRect(square(w.window, name)).center().toPoint();
        QHelpEvent help(QEvent::ToolTip, at, board->mapToGlobal(at));
        QApplication::sendEvent(board, &help);
        return QToolTip::text();
    };
    EXPECT_TRUE(tipAt("d4").contains(QStringLiteral("White's gate. Its cross is White's temdek")))
        << tipAt("d4").toStdString();
    EXPECT_TRUE(tipAt("d2").contains(QStringLiteral("White's fortress"))) << tipAt("d2").toStdString();
}

}  // namespace
