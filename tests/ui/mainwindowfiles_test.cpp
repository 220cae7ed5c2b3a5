// The main window's game files: a file of many games opens the game asked for and names the
// file and game in the title; a game with a bad move loads up to that move and says where;
// Save writes back only to a file of one game; Append adds a game and keeps the others; the
// recent files menu offers the files used; a bare position of another variant is recognised;
// the tags edited are written in the record. Saving a game of a file of many never loses the
// others: Save As proposes another file, and into the game's own file it replaces that game
// alone, byte for byte; a file of other games is only added to.

#include "ui/mainwindow.h"

#include "core/record/recordfile.h"
#include "ui/gamecontroller.h"
#include "ui/gamefile.h"
#include "ui/recentfiles.h"
#include "ui/settings.h"
#include "ui/gamerecords.h"

#include <QApplication>
#include <QFile>
#include <QMessageBox>
#include <QPushButton>
#include <QTimer>
#include <QMenu>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QUndoStack>

#include <gtest/gtest.h>

namespace {

struct Window {
    QTemporaryDir dir;
    Settings settings{dir.filePath(QStringLiteral("settings.ini")), nullptr};
    MainWindow window{&settings};

    QString write(const char* name, const char* text)
    {
        const QString path = dir.filePath(QString::fromLatin1(name));
        QFile file(path);
        EXPECT_TRUE(file.open(QIODevice::WriteOnly));
        file.write(text);
        return path;
    }
    QString read(const QString& path)
    {
        QFile file(path);
        EXPECT_TRUE(file.open(QIODevice::ReadOnly));
        return QString::fromUtf8(file.readAll());
    }
};

const char* const kThreeGames = R"([Event "One"]
[Variant "chess"]

1. e4 e5 2. Nf3 *

[Event "Two"]
[Variant "kaiserspiel"]

1. e5 e7 2. Ke2 Ke9 *

[Event "Three"]
[Variant "chess"]

1. d4 d5 2. Ke3 Nf6 *
)";

TEST(MainWindowFiles, OpensTheGameAskedForAndNamesItInTheTitle)
{
    Window w;
    const QString path = w.write("three.pgn", kThreeGames);
    ASSERT_TRUE(w.window.openGameFrom(path, 1));
    EXPECT_EQ(w.window.variantId(), QStringLiteral("kaiserspiel"));
    EXPECT_EQ(w.window.game()->plyCount(), 4);
    EXPECT_TRUE(w.window.windowTitle().startsWith(QStringLiteral("three.pgn, game 2[*] — ")))
        << w.window.windowTitle().toStdString();
    EXPECT_FALSE(w.window.gameFile().canSaveInPlace());  // the other two games would be lost
    EXPECT_EQ(w.window.recentFiles()->files(), QStringList{QFileInfo(path).absoluteFilePath()});
}

TEST(MainWindowFiles, ABadMoveEndsTheGameThereAndSaysWhere)
{
    Window w;
    const QString path = w.write("three.pgn", kThreeGames);
    ASSERT_TRUE(w.window.openGameFrom(path, 2));
    EXPECT_EQ(w.window.game()->plyCount(), 2);  // 2. Ke3 is not legal
    const QString said = w.window.statusBar()->currentMessage();
    EXPECT_TRUE(said.contains(QStringLiteral("three.pgn"))) << said.toStdString();
    EXPECT_TRUE(said.contains(QStringLiteral("game 3"))) << said.toStdString();
    EXPECT_TRUE(said.contains(QStringLiteral("Ke3"))) << said.toStdString();
}

// A file that is not text (an image, say) is refused saying which file, where and why; a file
// of many broken games lists the first bad moves, not thousands; a game that cannot start is
// named by its number. The game on the board stays.
TEST(MainWindowFiles, BadFilesSayWhichFileWhereAndWhy)
{
    Window w;
    ASSERT_TRUE(w.window.showVariant(QStringLiteral("kaiserspiel")));
    ASSERT_EQ(w.window.game()->play(QStringLiteral("e2e5")), QString());
    const QString image = w.dir.filePath(QStringLiteral("picture.pgn"));
    QFile png(image);
    ASSERT_TRUE(png.open(QIODevice::WriteOnly));
    png.write(QByteArray("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16));  // a PNG's first bytes, NULs included
    png.close();
    EXPECT_FALSE(w.window.openGameFrom(image));
    QString said = w.window.statusBar()->currentMessage();
    EXPECT_TRUE(said.contains(QStringLiteral("picture.pgn")) && said.contains(QStringLiteral("not a text file")))
        << said.toStdString();
    EXPECT_EQ(w.window.game()->plyCount(), 1);

    std::string manyBad = "[Variant \"chess\"]\n\n1. e4 e5";
    for (int i = 0; i < 1000; ++i)
        manyBad += " (1... Ke3)";
    manyBad += " *\n";
    GameController reader;
    QString problems;
    ASSERT_TRUE(GameRecords::readGame(reader, kabir::RecordFile(manyBad, "broken.pgn"), 0, &problems));
    EXPECT_EQ(reader.plyCount(), 2);
    EXPECT_EQ(problems.count(QLatin1Char('\n')), 20) << problems.toStdString();
    EXPECT_TRUE(problems.endsWith(QStringLiteral("… and 980 more."))) << problems.toStdString();

    const QString unknown
        = w.write("unknown.pgn", "[Variant \"chess\"]\n\n1. e4 *\n\n[Variant \"nosuch\"]\n\n1. e4 *\n");
    EXPECT_FALSE(w.window.openGameFrom(unknown, 1));
    said = w.window.statusBar()->currentMessage();
    EXPECT_TRUE(said.startsWith(QStringLiteral("Game 2: ")) && said.contains(QStringLiteral("unknown.pgn")))
        << said.toStdString();
}

TEST(MainWindowFiles, SaveWritesBackToAFileOfOneGameAndAppendKeepsTheOthers)
{
    Window w;
    const QString one = w.write("one.pgn", "[Variant \"chess\"]\n\n1. e4 *\n");
    ASSERT_TRUE(w.window.openGameFrom(one));
    EXPECT_TRUE(w.window.gameFile().canSaveInPlace());
    ASSERT_EQ(w.window.game()->play(QStringLiteral("e7e5")), QString());
    EXPECT_TRUE(w.window.isWindowModified());
    ASSERT_TRUE(w.window.saveGameTo(w.window.gameFile().fileName()));
    EXPECT_FALSE(w.window.isWindowModified());
    EXPECT_TRUE(w.read(one).contains(QStringLiteral("1. e4 e5")));

    const QString three = w.write("three.pgn", kThreeGames);
    ASSERT_TRUE(w.window.appendGameTo(three));
    const QString all = w.read(three);
    EXPECT_TRUE(all.startsWith(QString::fromLatin1(kThreeGames)));
    EXPECT_EQ(all.count(QStringLiteral("[Variant ")), 4);
    EXPECT_EQ(w.window.recentFiles()->files().front(), QFileInfo(three).absoluteFilePath());
}

TEST(MainWindowFiles, RecentFilesMenuOffersTheFilesUsed)
{
    Window w;
    const QString one = w.write("one.pgn", "[Variant \"chess\"]\n\n1. e4 *\n");
    const QString three = w.write("three.pgn", kThreeGames);
    ASSERT_TRUE(w.window.openGameFrom(one));
    ASSERT_TRUE(w.window.openGameFrom(three, 0));
    QMenu menu;
    w.window.recentFiles()->fill(&menu);
    QStringList entries;
    for (const QAction* action : menu.actions())
        if (!action->isSeparator())
            entries << action->text();
    ASSERT_GE(entries.size(), 3);
    EXPECT_TRUE(entries[0].contains(QStringLiteral("three.pgn")));
    EXPECT_TRUE(entries[1].contains(QStringLiteral("one.pgn")));
}

TEST(MainWindowFiles, APastedPositionOfAnotherVariantIsRecognised)
{
    Window w;
    ASSERT_TRUE(w.window.showVariant(QStringLiteral("chess")));
    ASSERT_TRUE(w.window.pastePosition(
        QStringLiteral("rnbckqabnr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RNBCKQABNR w KQkq - 0 1")));
    EXPECT_EQ(w.window.variantId(), QStringLiteral("kaiserspiel"));
    EXPECT_TRUE(w.window.gameFile().fileName().isEmpty());
}

TEST(MainWindowFiles, EditedTagsAreWrittenInTheRecord)
{
    Window w;
    kabir::RecordTags tags = w.window.game()->tags();
    tags["Event"] = "Club evening";
    w.window.game()->setTags(tags);
    const QString path = w.dir.filePath(QStringLiteral("tagged.pgn"));
    ASSERT_TRUE(w.window.saveGameTo(path));
    EXPECT_TRUE(w.read(path).contains(QStringLiteral("[Event \"Club evening\"]")));
}

// A file of `count` chess games, each different ("Game n" and a move of its own), with
// Windows line ends in the odd games, to show that the others are kept byte for byte.
QByteArray manyGames(int count)
{
    const char* const moves[]
        = {"a3", "a4", "b3", "b4", "c3", "c4", "d3", "d4", "e3", "e4", "f3", "f4", "g3", "g4", "h3"};
    QByteArray text;
    for (int n = 1; n <= count; ++n) {
        QByteArray game = QByteArrayLiteral("[Event \"Game ") + QByteArray::number(n)
            + "\"]\n[Variant \"chess\"]\n\n1. " + moves[n % 15] + " *\n\n";
        if (n % 2)
            game.replace("\n", "\r\n");
        text += game;
    }
    return text;
}

// The games of a file as the bytes that stand for each.
QList<QByteArray> gameTexts(const QByteArray& bytes)
{
    const kabir::RecordFile file(bytes.toStdString(), "games.pgn");
    QList<QByteArray> texts;
    for (const kabir::GameHeader& game : file.games())
        texts << bytes.mid(qsizetype(game.begin), qsizetype(game.end - game.begin));
    return texts;
}

// Answers the next question box with its button labelled `label` and records the question.
void answerWith(const QString& label, QString* question)
{
    QTimer::singleShot(0, [label, question] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        ASSERT_TRUE(box);
        *question = box->text();
        for (QAbstractButton* button : box->buttons())
            if (button->text().remove(QLatin1Char('&')) == label)
                return button->click();
        ADD_FAILURE() << "no button " << label.toStdString() << " in " << question->toStdString();
        box->reject();
    });
}

TEST(MainWindowFiles, SavingAGameOfAFileOfManyReplacesThatGameAloneByteForByte)
{
    Window w;
    const QByteArray before = manyGames(30);
    const QString path = w.dir.filePath(QStringLiteral("club.pgn"));
    {
        QFile file(path);
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        file.write(before);
    }
    ASSERT_TRUE(w.window.openGameFrom(path, 1));
    ASSERT_EQ(w.window.game()->play(QStringLiteral("e7e5")), QString());
    // Save is Save As, and Save As proposes a file of its own beside it, not the file of 30.
    EXPECT_FALSE(w.window.gameFile().canSaveInPlace());
    EXPECT_EQ(QFileInfo(w.window.gameFile().proposedSaveName()).fileName(), QStringLiteral("club-2.pgn"));

    // Picked anyway: the user is asked, and "Replace Game 2" writes game 2 alone.
    QString asked;
    answerWith(QStringLiteral("Replace Game 2"), &asked);
    w.window.saveGameAsFile(path);
    EXPECT_TRUE(asked.contains(QStringLiteral("holds 30 game"))) << asked.toStdString();
    EXPECT_FALSE(w.window.isWindowModified());
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QList<QByteArray> games = gameTexts(file.readAll());
    const QList<QByteArray> old = gameTexts(before);
    ASSERT_EQ(games.size(), 30);
    for (int n = 0; n < 30; ++n)
        if (n != 1) {
            EXPECT_EQ(games[n], old[n]) << "game " << n + 1;
        }
    EXPECT_TRUE(games[1].contains("1. b3 e5")) << games[1].toStdString();
    EXPECT_TRUE(games[1].endsWith("\n\n"));  // still parted from game 3 by a blank line

    // Once chosen, Save replaces the game in place without asking again.
    EXPECT_TRUE(w.window.gameFile().canSaveInPlace());
    ASSERT_EQ(w.window.game()->play(QStringLiteral("g1f3")), QString());
    ASSERT_TRUE(w.window.saveGameTo(w.window.gameFile().fileName()));
    EXPECT_EQ(w.window.recentFiles()->files().front(), QFileInfo(path).absoluteFilePath());
    EXPECT_EQ(gameTexts(w.read(path).toUtf8()).size(), 30);
}

TEST(MainWindowFiles, SaveAsIntoAnotherFileOfGamesOnlyAddsToIt)
{
    Window w;
    const QString three = w.write("three.pgn", kThreeGames);
    ASSERT_EQ(w.window.game()->play(QStringLiteral("e2e4")), QString());
    QString asked;
    answerWith(QStringLiteral("Cancel"), &asked);
    w.window.saveGameAsFile(three);
    EXPECT_TRUE(asked.contains(QStringLiteral("holds 3 game"))) << asked.toStdString();
    EXPECT_EQ(w.read(three), QString::fromLatin1(kThreeGames));
    EXPECT_TRUE(w.window.isWindowModified());

    answerWith(QStringLiteral("Add at the End"), &asked);
    w.window.saveGameAsFile(three);
    EXPECT_TRUE(w.read(three).startsWith(QString::fromLatin1(kThreeGames)));
    EXPECT_EQ(gameTexts(w.read(three).toUtf8()).size(), 4);
    EXPECT_FALSE(w.window.isWindowModified());
}

}  // namespace
