// Typing moves on the board (MoveEntry): a key opens the field over the board, and any notation
// the program reads plays — coordinates, the standard text, Tressau's numbers, German piece
// letters — with completion of unique prefixes; a text that names no move or several is
// refused with the reason and the game is unchanged; Escape closes the field; at an earlier
// position of a study game the typed move makes a variation, as a click does; a promotion typed
// without its piece asks for it; no field opens while a computer is to move.

#include "ui/moveentry.h"

#include "ui/boardinput.h"
#include "ui/boardview.h"
#include "ui/gamecontroller.h"
#include "ui/gameviewer.h"
#include "ui/mainwindow.h"
#include "ui/settings.h"

#include <QLineEdit>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

namespace {

struct Window {
    QTemporaryDir dir;
    Settings settings{dir.filePath(QStringLiteral("settings.ini")), nullptr};
    MainWindow window{&settings};
    MoveEntry* entry = window.moveEntry();
    QStringList refusals;

    explicit Window(const char* variant, const char* letters = "", const char* system = "standard")
    {
        BoardSettings board = settings.board();
        board.moveNotation = QString::fromLatin1(system);
        board.pieceLetters = QString::fromLatin1(letters);
        settings.setBoard(board);
        EXPECT_TRUE(window.showVariant(QString::fromLatin1(variant)));
        window.resize(900, 700);
        window.show();
        QObject::connect(entry, &MoveEntry::refused, [this](const QString& r) { refusals << r; });
        QObject::connect(window.boardInput(), &BoardInput::refused, [this](const QString& r) { refusals << r; });
    }
    GameController* game() const { return window.game(); }
    QLineEdit* field() const { return entry->findChild<QLineEdit*>(QStringLiteral("moveEntryText")); }
    // Types on the board, as a player does: the first key opens the field, the rest go into it.
    void type(const QString& text)
    {
        QTest::keyClicks(window.boardView(), text.left(1));
        ASSERT_TRUE(entry->isVisible()) << refusals.join(u'\n').toStdString();
        QTest::keyClicks(field(), text.mid(1));
    }
    void press(Qt::Key key) { QTest::keyClick(field(), key); }
};

TEST(MoveEntry, TypingACoordinateMoveOnTheBoardPlaysIt)
{
    Window w("chess");
    w.type(QStringLiteral("e2e4"));
    EXPECT_EQ(w.entry->text(), QStringLiteral("e2e4"));
    w.press(Qt::Key_Return);
    EXPECT_EQ(w.game()->plyCount(), 1);
    EXPECT_EQ(w.game()->moveTextAt(0), QStringLiteral("e4"));
    EXPECT_FALSE(w.entry->isVisible());
}

TEST(MoveEntry, TheStandardTextPlays)
{
    Window w("chess");
    w.type(QStringLiteral("Nf3"));
    w.press(Qt::Key_Enter);
    ASSERT_EQ(w.game()->plyCount(), 1) << w.refusals.join(u'\n').toStdString();
    EXPECT_EQ(w.game()->moveTextAt(0), QStringLiteral("Nf3"));
}

TEST(MoveEntry, FourArmiesMayLeaveOutTheArmysPrefix)
{
    Window w("chaturanga-4-84");
    const QString text = w.game()->moveText(w.game()->legalMoves().front());  // "r:…"
    ASSERT_EQ(text.indexOf(u':'), 1) << text.toStdString();
    w.type(text.mid(2, 2));
    EXPECT_TRUE(w.entry->matchesText().contains(text)) << w.entry->matchesText().toStdString();
    w.entry->setText(text.mid(2));
    w.press(Qt::Key_Return);
    EXPECT_EQ(w.game()->plyCount(), 1) << w.refusals.join(u'\n').toStdString();
}

TEST(MoveEntry, KaiserspielTakesItsTenRanks)
{
    Window w("kaiserspiel");
    w.type(QStringLiteral("e2e4"));
    w.press(Qt::Key_Return);
    ASSERT_EQ(w.game()->plyCount(), 1) << w.refusals.join(u'\n').toStdString();
    w.type(QStringLiteral("e9e8"));
    w.press(Qt::Key_Return);
    EXPECT_EQ(w.game()->plyCount(), 2) << w.refusals.join(u'\n').toStdString();
}

TEST(MoveEntry, TressausNumbersPlayInSultanspiel)
{
    // Sultanspiel: n = 11·(11 − rank) + file, so e2-e3 is 104-93 and e10-e9 16-27.
    Window w("sultanspiel", "", "numbered");
    w.type(QStringLiteral("104-93"));
    w.press(Qt::Key_Return);
    ASSERT_EQ(w.game()->plyCount(), 1) << w.refusals.join(u'\n').toStdString();
    EXPECT_EQ(w.game()->moveTextAt(0), QStringLiteral("e3"));
    // A unique beginning of a number completes: from 16 only e10's pawn can go to 27 and 38.
    w.type(QStringLiteral("16-2"));
    EXPECT_EQ(w.entry->matchesText(), QStringLiteral("Enter plays 16-27."));
    w.press(Qt::Key_Tab);
    EXPECT_EQ(w.entry->text(), QStringLiteral("16-27"));
    w.press(Qt::Key_Return);
    EXPECT_EQ(w.game()->plyCount(), 2);
}

TEST(MoveEntry, GermanPieceLettersPlay)
{
    Window w("chess", "de");
    w.type(QStringLiteral("Sf3"));
    w.press(Qt::Key_Return);
    ASSERT_EQ(w.game()->plyCount(), 1) << w.refusals.join(u'\n').toStdString();
    EXPECT_EQ(w.game()->moveTextAt(0), QStringLiteral("Nf3"));
    // In German letters N is no piece's.
    w.type(QStringLiteral("Nf6"));
    w.press(Qt::Key_Return);
    EXPECT_EQ(w.game()->plyCount(), 1);
    EXPECT_TRUE(w.entry->isVisible());
}

TEST(MoveEntry, AUniquePrefixCompletesAndPlays)
{
    Window w("chess");
    w.type(QStringLiteral("Nf"));
    EXPECT_EQ(w.entry->matchesText(), QStringLiteral("Enter plays Nf3."));
    w.press(Qt::Key_Tab);
    EXPECT_EQ(w.entry->text(), QStringLiteral("Nf3"));
    EXPECT_TRUE(w.entry->isVisible());
    w.press(Qt::Key_Escape);
    // Enter plays the only move a prefix begins, without Tab.
    w.type(QStringLiteral("Nh"));
    w.press(Qt::Key_Return);
    ASSERT_EQ(w.game()->plyCount(), 1);
    EXPECT_EQ(w.game()->moveTextAt(0), QStringLiteral("Nh3"));
}

TEST(MoveEntry, AmbiguousAndIllegalTextsAreRefusedWithTheReason)
{
    Window w("chess");
    w.type(QStringLiteral("N"));
    EXPECT_EQ(w.entry->matchesText(), QStringLiteral("Na3  Nc3  Nf3  Nh3"));
    w.press(Qt::Key_Return);
    ASSERT_EQ(w.refusals.size(), 1);
    EXPECT_EQ(w.refusals.back(), QStringLiteral("“N” could be Na3, Nc3, Nf3, Nh3: type more of the move."));
    EXPECT_TRUE(w.entry->isVisible());  // to be corrected

    w.entry->setText(QStringLiteral("e2e5"));
    w.press(Qt::Key_Return);
    ASSERT_EQ(w.refusals.size(), 2);
    const kabir::Geometry& board = w.game()->rules().geometry();
    const QString why = w.game()->viewer()->refusal(*board.parseSquare("e2"), *board.parseSquare("e5"));
    EXPECT_FALSE(why.isEmpty());
    EXPECT_EQ(w.refusals.back(), why) << "the rules' reason";

    w.entry->setText(QStringLiteral("Qh5"));
    EXPECT_EQ(w.entry->matchesText(), QStringLiteral("No legal move begins so."));
    w.press(Qt::Key_Return);
    ASSERT_EQ(w.refusals.size(), 3);
    EXPECT_EQ(w.refusals.back(), QStringLiteral("“Qh5” is not a legal move here."));
    EXPECT_EQ(w.game()->plyCount(), 0);
}

TEST(MoveEntry, EscapeClosesWithoutPlaying)
{
    Window w("chess");
    w.type(QStringLiteral("e2e4"));
    w.press(Qt::Key_Escape);
    EXPECT_FALSE(w.entry->isVisible());
    EXPECT_EQ(w.game()->plyCount(), 0);
}

TEST(MoveEntry, AtAnEarlierPositionOfAStudyGameAMoveMakesAVariation)
{
    Window w("chess");
    ASSERT_EQ(w.game()->play(QStringLiteral("e2e4")), QString());
    ASSERT_EQ(w.game()->play(QStringLiteral("e7e5")), QString());
    w.game()->viewer()->setViewedPly(1);
    w.type(QStringLiteral("c5"));
    w.press(Qt::Key_Return);
    EXPECT_EQ(w.game()->plyCount(), 2);  // the game is unchanged
    EXPECT_EQ(
        w.game()->viewer()->tree().children(w.game()->viewer()->tree().parent(w.game()->viewer()->viewedNode())).size(),
        2u);
}

TEST(MoveEntry, APromotionTypedWithoutItsPieceAsksForIt)
{
    Window w("chess");
    ASSERT_EQ(
        w.game()->newGame(QStringLiteral("chess"), {}, QStringLiteral("7k/4P3/8/8/8/8/8/4K3 w - - 0 1")), QString());
    QList<kabir::Move> offered;
    w.window.boardInput()->setPromotionChooser([&](const QList<kabir::Move>& moves) -> std::optional<kabir::Move> {
        offered = moves;
        for (const kabir::Move& m : moves)
            if (w.game()->rules().definition().pieces[m.pieceType()].letter == 'N')
                return m;
        return std::nullopt;
    });
    w.type(QStringLiteral("e7e8"));
    w.press(Qt::Key_Return);
    EXPECT_EQ(offered.size(), 4);  // Q, R, B, N
    ASSERT_EQ(w.game()->plyCount(), 1) << w.refusals.join(u'\n').toStdString();
    EXPECT_EQ(w.game()->moveTextAt(0), QStringLiteral("e8=N"));
    // Written whole, the promotion needs no question.
    w.game()->undo();
    offered.clear();
    w.type(QStringLiteral("e8=Q"));
    w.press(Qt::Key_Return);
    EXPECT_TRUE(offered.isEmpty());
    EXPECT_EQ(w.game()->moveTextAt(0), QStringLiteral("e8=Q+"));
}

TEST(MoveEntry, NoFieldOpensWhileTheComputerIsToMove)
{
    Window w("chess");
    w.window.boardInput()->setMoveGuard([] { return QStringLiteral("It is the computer's turn."); });
    QTest::keyClicks(w.window.boardView(), QStringLiteral("e"));
    EXPECT_FALSE(w.entry->isVisible());
    EXPECT_EQ(w.refusals, QStringList{QStringLiteral("It is the computer's turn.")});
    EXPECT_EQ(w.game()->plyCount(), 0);
}

TEST(MoveEntry, TheMenuOpensTheField)
{
    Window w("chess");
    QAction* enter = nullptr;
    for (QAction* action : w.window.findChildren<QAction*>())
        if (action->text() == QStringLiteral("T&ype a Move…"))
            enter = action;
    ASSERT_TRUE(enter);
    enter->trigger();
    EXPECT_TRUE(w.entry->isVisible());
    EXPECT_EQ(w.entry->matchesText(), QStringLiteral("Tab completes, Enter plays, Escape closes."));
}

}  // namespace
