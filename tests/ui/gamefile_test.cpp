// GameFile: Save goes back to a file of one game only, or, once the user chose it, puts the game
// back in its place in a file of many (refused when that file has changed meanwhile); Save As
// proposes a file of its own for a game of many; Save As adds ".pgn" to a name without
// an extension; Append to File keeps every earlier game and adds the game after a blank line
// (the file then lists one game more); failures name the file and say why.

#include "ui/gamefile.h"

#include "core/record/recordfile.h"
#include "ui/gamecontroller.h"
#include "ui/gamerecords.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace {

QByteArray contents(const QString& path)
{
    QFile file(path);
    EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << path.toStdString();
    return file.readAll();
}

QString aGame(const char* variant, std::initializer_list<const char*> moves)
{
    GameController game;
    EXPECT_EQ(game.newGame(QString::fromLatin1(variant)), "");
    for (const char* move : moves)
        EXPECT_EQ(game.play(QString::fromLatin1(move)), "");
    return GameRecords::write(game);
}

TEST(GameFile, SaveGoesBackOnlyToAFileOfOneGame)
{
    GameFile file;
    EXPECT_FALSE(file.canSaveInPlace());  // a new game: Save is Save As
    EXPECT_EQ(file.title(), "");
    file.setOpened("/games/many.pgn", 3, 7);
    EXPECT_FALSE(file.canSaveInPlace());  // the other six would be lost
    EXPECT_EQ(file.title(), "many.pgn, game 3");
    file.setOpened("/games/one.pgn", 1, 1);
    EXPECT_TRUE(file.canSaveInPlace());
    EXPECT_EQ(file.title(), "one.pgn");
    file.setSaved("/games/new.pgn");
    EXPECT_EQ(file.fileName(), "/games/new.pgn");
    EXPECT_TRUE(file.canSaveInPlace());
    file.clear();
    EXPECT_EQ(file.fileName(), "");
}

TEST(GameFile, AGameOfManyIsSavedBesideItsFileOrInItsPlaceOnceChosen)
{
    QTemporaryDir dir;
    const QString many = dir.filePath("many.pgn");
    GameFile file;
    file.setOpened(many, 3, 7);
    EXPECT_EQ(file.proposedSaveName(), dir.filePath("many-3.pgn"));
    QFile taken(dir.filePath("many-3.pgn"));
    ASSERT_TRUE(taken.open(QIODevice::WriteOnly));
    EXPECT_EQ(file.proposedSaveName(), dir.filePath("many-3 (2).pgn"));  // never an existing file
    file.allowReplacingInPlace();
    EXPECT_TRUE(file.canSaveInPlace());
    file.setOpened(many, 4, 7);  // another game of the file: asked again
    EXPECT_FALSE(file.canSaveInPlace());
}

TEST(GameFile, ReplacingAGameKeepsTheOthersAndIsRefusedWhenTheFileHasChanged)
{
    QTemporaryDir dir;
    const QString path = dir.filePath("three.pgn");
    const QString one = aGame("chess", {"e2e4"});
    const QString two = aGame("chess", {"d2d4"});
    ASSERT_EQ(GameFile::write(path, one), "");
    ASSERT_EQ(GameFile::append(path, two), "");
    ASSERT_EQ(GameFile::append(path, one), "");
    EXPECT_EQ(GameFile::countGames(path), 3);
    const QByteArray before = contents(path);

    EXPECT_NE(GameFile::replaceGame(path, 2, 4, aGame("chess", {"c2c4"})), "");  // it held four
    EXPECT_EQ(contents(path), before);
    ASSERT_EQ(GameFile::replaceGame(path, 2, 3, aGame("chess", {"c2c4"})), "");
    const QByteArray after = contents(path);
    EXPECT_EQ(GameFile::countGames(path), 3);
    EXPECT_TRUE(after.contains("1. c4")) << after.toStdString();
    EXPECT_FALSE(after.contains("1. d4"));
    EXPECT_TRUE(after.startsWith(one.toUtf8()));
    EXPECT_TRUE(after.endsWith(one.toUtf8()));
    EXPECT_EQ(GameFile::countGames(dir.filePath("none.pgn")), 0);
}

TEST(GameFile, SaveAsAddsPgnToANameWithoutExtension)
{
    EXPECT_EQ(GameFile::withExtension("/games/study"), "/games/study.pgn");
    EXPECT_EQ(GameFile::withExtension("/games/study.pgn"), "/games/study.pgn");
    EXPECT_EQ(GameFile::withExtension("/games/study.txt"), "/games/study.txt");
    EXPECT_EQ(GameFile::withExtension("/games.d/study"), "/games.d/study.pgn");
}

TEST(GameFile, WritesTheRecordAndSaysWhyItCannot)
{
    QTemporaryDir dir;
    const QString path = dir.filePath("one.pgn");
    const QString record = aGame("chess", {"e2e4"});
    EXPECT_EQ(GameFile::write(path, record), "");
    EXPECT_EQ(contents(path), record.toUtf8());

    const QString error = GameFile::write(dir.filePath("missing/folder/x.pgn"), record);
    EXPECT_TRUE(
        error.startsWith("Cannot write " + QDir::toNativeSeparators(dir.filePath("missing/folder/x.pgn")) + ": "))
        << error.toStdString();
    EXPECT_GT(error.size(), QStringLiteral("Cannot write : ").size() + dir.filePath("missing/folder/x.pgn").size());
}

TEST(GameFile, AppendKeepsTheEarlierGames)
{
    QTemporaryDir dir;
    const QString path = dir.filePath("many.pgn");
    // Two games, the last without a newline at its end.
    const QByteArray earlier
        = (aGame("chess", {"e2e4", "e7e5"}) + "\n" + aGame("hyderabad", {"e3e4"})).toUtf8().trimmed();
    {
        QFile file(path);
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        file.write(earlier);
    }
    ASSERT_EQ(kabir::RecordFile(earlier.toStdString(), "many.pgn").games().size(), 2u);
    const QString added = aGame("kaiserspiel", {"e2e5"});
    EXPECT_EQ(GameFile::append(path, added), "");
    const QByteArray after = contents(path);
    EXPECT_TRUE(after.startsWith(earlier));
    EXPECT_EQ(after.mid(earlier.size()), "\n\n" + added.toUtf8());  // a blank line between the games
    const kabir::RecordFile file(after.toStdString(), "many.pgn");
    ASSERT_EQ(file.games().size(), 3u);
    for (int i = 0; i < 3; ++i)
        EXPECT_TRUE(file.load(i).ok()) << file.load(i).errorText();
    EXPECT_EQ(file.games()[2].tags.at("Variant"), "kaiserspiel");

    // Once more: a file that ends with a newline gets just the blank line.
    EXPECT_EQ(GameFile::append(path, added), "");
    EXPECT_EQ(contents(path), after + "\n" + added.toUtf8());
    EXPECT_EQ(kabir::RecordFile(contents(path).toStdString(), "many.pgn").games().size(), 4u);
}

TEST(GameFile, AppendToAFileThatDoesNotExistCreatesIt)
{
    QTemporaryDir dir;
    const QString path = dir.filePath("new.pgn");
    const QString record = aGame("chess", {"d2d4"});
    EXPECT_EQ(GameFile::append(path, record), "");
    EXPECT_EQ(contents(path), record.toUtf8());
    EXPECT_TRUE(GameFile::append(dir.path(), record).startsWith("Cannot read " + QDir::toNativeSeparators(dir.path())));
}

}  // namespace
