// Saving and restoring the running game (the autosave): the controller writes a record and
// reads it back with every move, so that takeback still works after a restart.

#include "ui/autosave.h"
#include "ui/gamecontroller.h"
#include "ui/gamerecords.h"

#include <QFile>
#include <QTemporaryDir>
#include <QUndoStack>

#include <gtest/gtest.h>

TEST(GameControllerRecord, RecordRoundTripKeepsMovesAndTakeback)
{
    GameController game;
    ASSERT_EQ(game.newGame(QStringLiteral("sultanspiel"), {{"array-chooser", "black"}}), QString());
    ASSERT_EQ(game.play(QStringLiteral("array=tressau-fig4,king-targets=on")), QString());
    for (const char* move : {"e2e5", "e10e8", "Nc3"})
        ASSERT_EQ(game.play(QString::fromLatin1(move)), QString()) << move;
    GameController restored;
    ASSERT_EQ(GameRecords::read(restored, GameRecords::write(game), QStringLiteral("autosave.pgn")), QString());
    EXPECT_EQ(restored.fen(), game.fen());
    EXPECT_EQ(restored.plyCount(), 3);
    EXPECT_EQ(restored.choiceMade(), QStringLiteral("array=tressau-fig4,king-targets=on"));
    restored.undo();
    EXPECT_EQ(restored.plyCount(), 2);
}

TEST(Autosave, SavesRestoresAndClearsTheUnfinishedGame)
{
    QTemporaryDir dir;
    Autosave autosave(dir.filePath(QStringLiteral("autosave.pgn")));
    GameController game;
    ASSERT_EQ(game.newGame(QStringLiteral("hyderabad")), QString());
    ASSERT_EQ(game.play(QStringLiteral("e3e4")), QString());
    autosave.save(game);
    GameController restored;
    EXPECT_TRUE(autosave.restore(restored));
    EXPECT_EQ(restored.fen(), game.fen());
    autosave.clear();
    GameController none;
    EXPECT_FALSE(autosave.restore(none));
}

TEST(Autosave, AFinishedGameIsNotKept)
{
    QTemporaryDir dir;
    Autosave autosave(dir.filePath(QStringLiteral("autosave.pgn")));
    GameController game;
    ASSERT_EQ(game.newGame(QStringLiteral("chess")), QString());
    for (const char* move : {"f2f3", "e7e5", "g2g4", "d8h4"})
        ASSERT_EQ(game.play(QString::fromLatin1(move)), QString());
    autosave.save(game);
    GameController restored;
    EXPECT_FALSE(autosave.restore(restored));
}

TEST(Autosave, ACorruptFileIsIgnoredAndLeftForInspection)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("autosave.pgn"));
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write("[Variant \"nosuch\"]\n\n*\n");
    file.close();
    Autosave autosave(path);
    GameController restored;
    QString error;
    EXPECT_FALSE(autosave.restore(restored, &error));
    EXPECT_TRUE(error.contains(QStringLiteral("unknown variant")));
    EXPECT_TRUE(QFile::exists(path + QStringLiteral(".bad")));
}

// A write that fails (here: the autosave's folder is a file) says why and leaves nothing half
// written.
TEST(Autosave, AFailedWriteSaysWhy)
{
    QTemporaryDir dir;
    QFile blocker(dir.filePath(QStringLiteral("folder")));
    ASSERT_TRUE(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    Autosave autosave(dir.filePath(QStringLiteral("folder/autosave.pgn")));
    GameController game;
    ASSERT_EQ(game.newGame(QStringLiteral("chess")), QString());
    ASSERT_EQ(game.play(QStringLiteral("e2e4")), QString());
    const QString failed = autosave.save(game);
    EXPECT_TRUE(failed.contains(QStringLiteral("autosave.pgn"))) << failed.toStdString();
    GameController none;
    EXPECT_FALSE(autosave.restore(none));
}
