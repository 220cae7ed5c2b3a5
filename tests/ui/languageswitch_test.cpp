// A language chosen while Kabir runs: the window closes for it, and a new window in the new
// language (as app/gui/main.cpp opens it) takes the game over — its moves, its file, its unsaved
// state and its seats.

#include "ui/mainwindow.h"

#include "ui/gamecontroller.h"
#include "ui/gamerecords.h"
#include "ui/settings.h"
#include "ui/translators.h"

#include <QApplication>
#include <QMenuBar>
#include <QTemporaryDir>
#include <QTimer>
#include <QUndoStack>

#include <gtest/gtest.h>

namespace {

QString firstMenuTitle(const MainWindow& window)
{
    return window.menuBar()->actions().value(0)->text();
}

// Back to the English of the tests when the test ends.
struct EnglishAfterwards {
    QLocale previousDefault;
    ~EnglishAfterwards()
    {
        replaceTranslators(*QCoreApplication::instance(), QStringLiteral("en"));
        QLocale::setDefault(previousDefault);
    }
};

TEST(LanguageSwitch, ANewWindowInTheNewLanguageTakesTheGameOver)
{
    const EnglishAfterwards english;
    QTemporaryDir dir;
    Settings settings(dir.filePath(QStringLiteral("settings.ini")), nullptr);
    auto window = std::make_unique<MainWindow>(&settings);
    ASSERT_TRUE(window->startGame(NewGameSetup{QStringLiteral("chess"), {}, false,
        {PlayerSeat(QStringLiteral("Anna")), PlayerSeat(QStringLiteral("Ben"))}, {}}));
    for (const char* move : {"e2e4", "e7e5", "g1f3"})
        ASSERT_EQ(window->game()->play(QString::fromLatin1(move)), QString());
    const QString record = GameRecords::write(*window->game());
    ASSERT_EQ(firstMenuTitle(*window), QStringLiteral("&Game"));

    settings.setLanguage(QStringLiteral("de"));
    window->restartForLanguage();
    ASSERT_TRUE(window->restartRequested());
    const MainWindow::Handover handover = window->handover();
    window.reset();
    // The old window ended the event loop (QCoreApplication::exit) and main.cpp runs it again for
    // the new one; so does the test, which also leaves later tests of this process a loop that
    // runs (an ended one ends every dialog's at once).
    QTimer::singleShot(0, [] { QCoreApplication::exit(); });
    QCoreApplication::exec();
    replaceTranslators(*QCoreApplication::instance(), settings.language());
    MainWindow next(&settings);
    next.takeOver(handover);

    EXPECT_EQ(firstMenuTitle(next), QStringLiteral("&Partie"));
    EXPECT_EQ(next.game()->plyCount(), 3);
    EXPECT_EQ(GameRecords::write(*next.game()), record);
    EXPECT_FALSE(next.game()->undoStack()->isClean());  // still to be saved
    EXPECT_EQ(next.setup().players.value(0).name, QStringLiteral("Anna"));
    EXPECT_FALSE(next.restartRequested());
}

}  // namespace
