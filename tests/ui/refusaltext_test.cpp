// Refused moves say why in the words of the rules, not "a12 cannot go there": every reason of
// the core has a text of its own with nothing left unfilled, and clicks on the board in Turkish
// Great Chess, Chess and Hyderabad give the rules' reasons, with the rule set where it decides.

#include "ui/refusaltext.h"

#include "tests/ui/boardclicker.h"
#include "tests/ui/germanprogram.h"

#include "ui/boardinput.h"
#include "ui/boardview.h"
#include "ui/gamecontroller.h"
#include "ui/mainwindow.h"
#include "ui/settings.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTranslator>

#include <gtest/gtest.h>

namespace {

TEST(RefusalText, EveryReasonHasATextWithEveryPlaceFilled)
{
    GameController game;
    ASSERT_EQ(game.newGame(QStringLiteral("chaturanga-4-84")), QString());
    const kabir::Position& pos = game.position();
    const kabir::Geometry& g = pos.geometry();
    QStringList texts;
    for (int reason = int(kabir::RefusalReason::GameOver); reason <= int(kabir::RefusalReason::CaptureCompulsory);
         ++reason) {
        kabir::Refusal r;
        r.reason = kabir::RefusalReason(reason);
        r.from = *g.parseSquare("e9");
        r.to = *g.parseSquare("e8");
        r.other = *g.parseSquare("f9");
        r.second = *g.parseSquare("g9");
        r.piece = 0;
        r.promotion = 1;
        r.otherPiece = 2;
        r.otherArmy = 2;
        r.mark = "old";
        const QString text = RefusalText::message(pos, r, QStringLiteral("rule set A"));
        EXPECT_FALSE(text.isEmpty()) << reason;
        EXPECT_FALSE(text.contains(QLatin1Char('%'))) << text.toStdString();
        texts << text;
    }
    EXPECT_EQ(texts.removeDuplicates(), 0);  // each reason says something of its own
}

struct Board {
    QTemporaryDir dir;
    Settings settings{dir.filePath(QStringLiteral("settings.ini")), nullptr};
    MainWindow window{&settings};
    QSignalSpy refused{window.boardInput(), &BoardInput::refused};

    Board(const char* variant, const kabir::OptionValues& options, const char* fen)
    {
        EXPECT_EQ(window.game()->newGame(variant, options, fen), QString());
        window.boardView()->resize(640, 640);
    }
    QString clickMove(const char* from, const char* to)
    {
        const kabir::Geometry& g = window.game()->position().geometry();
        refused.clear();
        BoardClicker(window).click(*g.parseSquare(from));
        BoardClicker(window).click(*g.parseSquare(to));
        return refused.isEmpty() ? QString() : refused.last().front().toString();
    }
};

TEST(RefusalText, TurkishPawnMayNotEnterTheLastRankWhileNothingIsLost)
{
    // Markov and Härtel's reconstruction: a pawn waits before its last rank until its army has
    // lost a piece it could become; the refusal names the rule set.
    Board board(
        "turkish", {{"ruleset", "reconstructed"}}, "12k/P11p/13/13/13/13/13/13/13/13/13/13/RBNHGQKVGHNBR w - - 0 1");
    const QString why = board.clickMove("a12", "a13");
    EXPECT_TRUE(why.contains(QStringLiteral("has been captured yet"))) << why.toStdString();
    EXPECT_TRUE(why.contains(QStringLiteral("the pawn on a12"))) << why.toStdString();
    EXPECT_TRUE(why.endsWith(QStringLiteral("(Reconstructed (1806/7))"))) << why.toStdString();
}

TEST(RefusalText, PinnedPiecesAndCastlingSayWhy)
{
    Board pin("chess", {}, "4k3/4r3/8/8/8/8/4N3/R3K2R w KQ - 0 1");
    EXPECT_EQ(
        pin.clickMove("e2", "c3"), QStringLiteral("Moving the knight on e2 would expose the king to the rook on e7."));
    Board castling("chess", {}, "5rk1/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    const QString why = castling.clickMove("e1", "g1");
    EXPECT_TRUE(why.contains(QStringLiteral("f1")) && why.contains(QStringLiteral("rook on f8"))) << why.toStdString();
}

// The core's sentence, translated piece by piece: the ranks a Kaiserspiel pawn advances several
// squares from, in German.
TEST(RefusalText, TheCoresSentenceIsTranslatedWithItsParts)
{
    QTranslator german;
    ASSERT_TRUE(german.load(QLocale(QLocale::German, QLocale::Germany), QStringLiteral("kabir"), QStringLiteral("_"),
        QStringLiteral(":/i18n")));
    QCoreApplication::installTranslator(&german);
    GameController game;
    ASSERT_EQ(game.newGame(QStringLiteral("kaiserspiel")), QString());
    kabir::Position pos = game.position();
    const kabir::Geometry& g = pos.geometry();
    const auto refusal = kabir::explainRefusal(pos, *g.parseSquare("e2"), *g.parseSquare("e6"));
    ASSERT_TRUE(refusal);
    const QString why = RefusalText::message(pos, *refusal);
    QCoreApplication::removeTranslator(&german);
    EXPECT_TRUE(why.contains(QStringLiteral("kann nicht nach e6: Ein Bauer zieht nur von seiner 2. Reihe (bis zu 3 "
                                            "Feldern) oder seiner 3. (bis zu 2 Feldern) mehrere Felder.")))
        << why.toStdString();
}

// A set-up position's refusal is the core's sentence too (core/position/setupcheck.cpp), in
// German with the variant's German names, and in English as the FEN reader gives it.
TEST(RefusalText, ASetUpPositionsRefusalIsTheCoresSentenceTranslated)
{
    GameController game;
    ASSERT_EQ(game.newGame(QStringLiteral("chess")), QString());
    const auto read = kabir::Position::fromFenUnchecked(game.position().rulesPtr(), "4k3/8/8/8/8/8/8/4K2P w - - 0 1");
    ASSERT_TRUE(read.ok()) << read.errorText();
    const auto refusal = kabir::checkSetup(*read);
    ASSERT_TRUE(refusal);
    EXPECT_EQ(RefusalText::setupMessage(*read, *refusal),
        QStringLiteral("White pawn on h1: pawns never move back, and none stands behind the rank its army's pawns "
                       "start on."));
    QString why;
    {
        const GermanProgram german;
        why = RefusalText::setupMessage(*read, *refusal);
    }
    EXPECT_TRUE(why.startsWith(QStringLiteral("Weiß Bauer auf h1: Bauern ziehen nie zurück"))) << why.toStdString();
}

TEST(RefusalText, HyderabadPawnBecomesOnlyItsFilesPiece)
{
    // Markov (2022): the pawn on the a-file becomes only a rook, and White's rook is still on a1.
    Board board("hyderabad", {{"ruleset", "markov-2022"}}, "8k1/P9/10/10/10/10/10/10/4DD4/RNBVGKQBNR w - - 0 1");
    const QString why = board.clickMove("a9", "a10");
    EXPECT_TRUE(why.contains(QStringLiteral("rook"))) << why.toStdString();
}

}  // namespace
