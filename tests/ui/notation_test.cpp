// Historical notation in the window: the move list in Tressau's numbered squares (Sultanspiel:
// n = 11·(11 − rank) + file, so e2-e3 is 104-93) or with German piece letters, a game typed
// in Tressau's numbers replayed, and his numbers drawn on the board — offered only where the
// variant numbers its squares.

#include "ui/boardview.h"
#include "ui/gamecontroller.h"
#include "ui/mainwindow.h"
#include "ui/movetreeview.h"
#include "ui/settings.h"

#include <QAction>
#include <QCoreApplication>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace {

struct Window {
    QTemporaryDir dir;
    Settings settings{dir.filePath(QStringLiteral("settings.ini")), nullptr};
    MainWindow window{&settings};

    explicit Window(const char* variant) { EXPECT_TRUE(window.showVariant(QString::fromLatin1(variant))); }
    QString moves()
    {
        QCoreApplication::processEvents();  // the list is rewritten once the events are handled
        return window.findChild<MoveTreeView*>(QStringLiteral("moveList"))->toPlainText();
    }
    void setNotation(const char* system, const char* letters)
    {
        BoardSettings board = settings.board();
        board.moveNotation = QString::fromLatin1(system);
        board.pieceLetters = QString::fromLatin1(letters);
        settings.setBoard(board);
    }
    QAction* action(const QString& text)
    {
        for (QAction* action : window.findChildren<QAction*>())
            if (action->text() == text)
                return action;
        return nullptr;
    }
};

TEST(Notation, TheMoveListWritesTressausNumbers)
{
    Window w("sultanspiel");
    ASSERT_EQ(w.window.game()->play(QStringLiteral("e2e3")), QString());
    ASSERT_EQ(w.window.game()->play(QStringLiteral("e10e9")), QString());
    EXPECT_EQ(w.moves(), QStringLiteral("1. e3 e9"));
    w.setNotation("numbered", "");
    EXPECT_EQ(w.moves(), QStringLiteral("1. 104-93 16-27"));
    w.setNotation("standard", "");
    EXPECT_EQ(w.moves(), QStringLiteral("1. e3 e9"));
}

TEST(Notation, AGameTypedInTressausNumbersIsReplayed)
{
    // Markov's conversions (rules.md): 112 = b1, 116 = f1, 119 = i1.
    Window w("sultanspiel");
    for (const char* move : {"104-93", "16-27", "113-92"})
        ASSERT_EQ(w.window.game()->play(QString::fromLatin1(move)), QString()) << move;
    EXPECT_EQ(w.window.game()->plyCount(), 3);
    w.setNotation("numbered", "");
    EXPECT_EQ(w.moves(), QStringLiteral("1. 104-93 16-27 2. 113-92"));
}

TEST(Notation, GermanPieceLettersInTheMoveList)
{
    Window w("chess");
    ASSERT_EQ(w.window.game()->play(QStringLiteral("g1f3")), QString());
    w.setNotation("standard", "de");
    EXPECT_EQ(w.moves(), QStringLiteral("1. Sf3"));
    // The numbered notation is not offered where the variant numbers no squares.
    w.setNotation("numbered", "");
    EXPECT_EQ(w.moves(), QStringLiteral("1. Nf3"));
    QAction* numbered = w.action(QStringLiteral("Tressau's &Numbered Squares (119-116)"));
    ASSERT_TRUE(numbered);
    EXPECT_FALSE(numbered->isEnabled());
}

TEST(Notation, TheBoardShowsTressausNumbersWhereTheVariantHasThem)
{
    Window w("sultanspiel");
    QAction* numbers = w.action(QStringLiteral("Show Square &Numbers"));
    ASSERT_TRUE(numbers);
    EXPECT_TRUE(numbers->isEnabled());
    w.window.boardView()->resize(500, 500);
    const QImage plain = w.window.boardView()->grab().toImage();
    numbers->trigger();
    EXPECT_TRUE(w.settings.board().squareNumbers);
    EXPECT_TRUE(w.window.boardView()->showsSquareNumbers());
    EXPECT_NE(w.window.boardView()->grab().toImage(), plain);
    ASSERT_TRUE(w.window.showVariant(QStringLiteral("chess")));
    EXPECT_FALSE(numbers->isEnabled());
}

}  // namespace
