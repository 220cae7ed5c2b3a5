// Records other programs read and records read from them (issue 28, point 7): the move list
// ends with a finished game's result as PGN does; a new game's Date tag is today; a finished
// record opened shows its result in the status bar without the game-over dialog, which stays
// for a game that ends while played; pasted bare moves are of the current variant; and a
// paste that fails (a move that cannot be read, a bad FEN) leaves the game as it was.

#include "ui/mainwindow.h"

#include "ui/gamecontroller.h"
#include "ui/movetreeview.h"
#include "ui/settings.h"
#include "ui/gamerecords.h"

#include <QApplication>
#include <QCoreApplication>
#include <QDate>
#include <QDialog>
#include <QFile>
#include <QLabel>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <gtest/gtest.h>

namespace {

const char* const kFoolsMate = "[Variant \"chess\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n";

TEST(RecordExchange, TheMoveListEndsWithTheResultOfAFinishedGame)
{
    GameController game;
    MoveTreeView view(&game);
    ASSERT_EQ(GameRecords::read(game, kFoolsMate, "mate.pgn"), QString());
    QCoreApplication::processEvents();
    EXPECT_TRUE(view.toPlainText().endsWith(QStringLiteral("Qh4# 0-1"))) << view.toPlainText().toStdString();

    game.undo();  // the game goes on: no result
    QCoreApplication::processEvents();
    EXPECT_TRUE(view.toPlainText().endsWith(QStringLiteral("g4"))) << view.toPlainText().toStdString();

    ASSERT_EQ(game.offerDraw(1), QString());  // a draw agreed: ½-½
    ASSERT_EQ(game.acceptDraw(0), QString());
    QCoreApplication::processEvents();
    EXPECT_TRUE(view.toPlainText().endsWith(QStringLiteral("g4 ½-½"))) << view.toPlainText().toStdString();
}

TEST(RecordExchange, ANewGameIsDatedToday)
{
    GameController game;
    ASSERT_EQ(game.newGame(QStringLiteral("chess"), {}), QString());
    const QString today = QDate::currentDate().toString(QStringLiteral("yyyy.MM.dd"));
    EXPECT_EQ(QString::fromStdString(game.tags()["Date"]), today);
    EXPECT_TRUE(GameRecords::write(game).contains(QStringLiteral("[Date \"%1\"]").arg(today)))
        << GameRecords::write(game).toStdString();
    // A record keeps its own date, or none.
    ASSERT_EQ(GameRecords::read(game, kFoolsMate, "mate.pgn"), QString());
    EXPECT_TRUE(GameRecords::write(game).contains(QStringLiteral("[Date \"????.??.??\"]")))
        << GameRecords::write(game).toStdString();
}

struct ShownWindow {
    QTemporaryDir dir;
    Settings settings{dir.filePath(QStringLiteral("settings.ini")), nullptr};
    MainWindow window{&settings};
    int dialogs = 0;  // the modal dialogs that opened (each closed at once)
    QTimer watch;

    ShownWindow()
    {
        window.show();
        QObject::connect(&watch, &QTimer::timeout, [this] {
            if (auto* dialog = qobject_cast<QDialog*>(QApplication::activeModalWidget())) {
                ++dialogs;
                dialog->reject();
            }
        });
        watch.start(10);
    }
    QString write(const char* name, const char* text)
    {
        const QString path = dir.filePath(QString::fromLatin1(name));
        QFile file(path);
        EXPECT_TRUE(file.open(QIODevice::WriteOnly));
        file.write(text);
        return path;
    }
    QString turnLabel() const { return window.findChild<QLabel*>(QStringLiteral("turnLabel"))->text(); }
};

TEST(RecordExchange, AFinishedRecordOpensWithItsResultAndWithoutTheGameOverDialog)
{
    ShownWindow w;
    QSignalSpy over(w.window.game(), &GameController::gameOver);
    ASSERT_TRUE(w.window.openGameFrom(w.write("mate.pgn", kFoolsMate)));
    QTest::qWait(200);
    EXPECT_EQ(over.count(), 0);
    EXPECT_EQ(w.dialogs, 0);
    ASSERT_TRUE(w.window.game()->outcome().over());
    EXPECT_EQ(w.turnLabel(), w.window.game()->resultText());

    // A game that ends while played still has its dialog.
    ASSERT_TRUE(w.window.openGameFrom(w.write("before.pgn", "[Variant \"chess\"]\n\n1. f3 e5 2. g4 *\n")));
    ASSERT_EQ(w.window.game()->play(QStringLiteral("d8h4")), QString());
    QTest::qWait(200);
    EXPECT_EQ(over.count(), 1);
    EXPECT_EQ(w.dialogs, 1);
}

TEST(RecordExchange, PastedBareMovesAreOfTheCurrentVariant)
{
    QTemporaryDir dir;
    Settings settings(dir.filePath(QStringLiteral("settings.ini")), nullptr);
    MainWindow window(&settings);
    ASSERT_TRUE(window.showVariant(QStringLiteral("kaiserspiel")));
    ASSERT_TRUE(window.pastePosition(QStringLiteral("1. e5 e7 2. Ke2 Ke9")));
    EXPECT_EQ(window.variantId(), QStringLiteral("kaiserspiel"));
    EXPECT_EQ(window.game()->plyCount(), 4);
    // A record that names its variant is of that variant.
    ASSERT_TRUE(window.pastePosition(QStringLiteral("[Variant \"chess\"]\n\n1. e4 e5 *")));
    EXPECT_EQ(window.variantId(), QStringLiteral("chess"));
}

TEST(RecordExchange, APasteThatFailsLeavesTheGameAsItWas)
{
    QTemporaryDir dir;
    Settings settings(dir.filePath(QStringLiteral("settings.ini")), nullptr);
    MainWindow window(&settings);
    ASSERT_TRUE(window.showVariant(QStringLiteral("chess")));
    ASSERT_EQ(window.game()->play(QStringLiteral("e2e4")), QString());
    ASSERT_EQ(window.game()->play(QStringLiteral("e7e5")), QString());
    window.game()->undoStack()->setClean();  // saved: no question before it is replaced
    const QString fen = window.game()->fen();

    // A move that cannot be read (the queen cannot reach f7), in bare moves and in a record.
    EXPECT_FALSE(window.pastePosition(QStringLiteral("1. d4 d5 2. Qxf7")));
    EXPECT_EQ(window.game()->fen(), fen);
    EXPECT_EQ(window.game()->plyCount(), 2);
    EXPECT_FALSE(window.pastePosition(QStringLiteral("[Variant \"chess\"]\n\n1. d4 d5 2. Qxf7 *")));
    EXPECT_EQ(window.game()->fen(), fen);
    EXPECT_EQ(window.game()->plyCount(), 2);
    // A FEN that is no position.
    EXPECT_FALSE(window.pastePosition(QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w")));
    EXPECT_EQ(window.game()->fen(), fen);
    EXPECT_EQ(window.game()->plyCount(), 2);
}

}  // namespace
