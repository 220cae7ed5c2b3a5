// The game-over dialog names the winner, the kind of result and the score for tables: a
// double victory scores 2-0, burj is a draw, a resignation names who resigned; an engine's
// forfeit says in the same dialog what the engine did (no second box); the players are named and
// the moves counted as players count them (a move is every army's turn).

#include "ui/gameoverdialog.h"

#include "ui/gamecontroller.h"

#include <QLabel>

#include <gtest/gtest.h>

namespace {

QString label(const GameOverDialog& dialog, const char* name)
{
    const QLabel* found = dialog.findChild<QLabel*>(QString::fromLatin1(name));
    return found ? found->text() : QString();
}

TEST(GameOverDialog, PawnMateIsADoubleVictoryScoringTwoNil)
{
    GameController game;
    ASSERT_EQ(game.newGame("hyderabad", {}, "kb8/p9/1P1N6/10/10/10/10/10/10/9K w - - 0 1 leap:K"), QString());
    ASSERT_EQ(game.play(QStringLiteral("b8b9")), QString());
    GameOverDialog dialog(game, game.outcome());
    EXPECT_EQ(label(dialog, "headline"), QStringLiteral("White wins"));
    EXPECT_EQ(label(dialog, "kind"), QStringLiteral("Pawn mate: double victory"));
    EXPECT_TRUE(label(dialog, "score").contains(QStringLiteral("2–0"))) << label(dialog, "score").toStdString();
    EXPECT_TRUE(label(dialog, "score").contains(QStringLiteral("1-0")));
}

TEST(GameOverDialog, BurjIsADraw)
{
    GameController game;
    ASSERT_EQ(game.newGame("hyderabad", {}, "r8k/8pp/10/10/10/10/10/10/10/R3K5 w - - 0 1"), QString());
    ASSERT_EQ(game.play(QStringLiteral("a1a10")), QString());
    GameOverDialog dialog(game, game.outcome());
    EXPECT_EQ(label(dialog, "headline"), QStringLiteral("Draw"));
    EXPECT_EQ(label(dialog, "kind"), QStringLiteral("Capture of the last piece (burj)"));
    EXPECT_TRUE(label(dialog, "score").contains(QStringLiteral("½–½")));
}

TEST(GameOverDialog, StalemateUnderTressauAIsAHalfWin)
{
    GameController game;
    ASSERT_EQ(game.newGame("kaiserspiel", {{"ruleset", "A"}}, "k9/10/10/2Q7/10/10/10/10/10/9K w - - 0 1"), QString());
    ASSERT_EQ(game.play(QStringLiteral("c7b8")), QString());
    ASSERT_EQ(game.outcome().kindId(), QStringLiteral("stalemate-half-win"));
    GameOverDialog dialog(game, game.outcome());
    EXPECT_EQ(label(dialog, "headline"), QStringLiteral("White wins"));
    EXPECT_TRUE(label(dialog, "score").contains(QStringLiteral("¾–¼")));
}

TEST(GameOverDialog, ResignationNamesWhoResigned)
{
    GameController game;
    ASSERT_EQ(game.newGame("chaturanga-4-84"), QString());
    ASSERT_EQ(game.resign(1), QString());  // Green resigns for Green and Black
    GameOverDialog dialog(game, game.outcome());
    EXPECT_EQ(label(dialog, "headline"), QStringLiteral("Red and Yellow win"));
    EXPECT_EQ(label(dialog, "kind"), QStringLiteral("Green resigns"));
}

TEST(GameOverDialog, NamesThePlayersAndCountsMovesNotPlies)
{
    GameController game;
    ASSERT_EQ(game.newGame("chess"), QString());
    game.setPlayerNames({QStringLiteral("Anna"), QStringLiteral("Kabir, level 2")});
    for (const char* move : {"f2f3", "e7e5", "g2g4", "d8h4"})
        ASSERT_EQ(game.play(QString::fromLatin1(move)), QString());
    GameOverDialog dialog(game, game.outcome());
    EXPECT_EQ(label(dialog, "players"), QStringLiteral("Anna (White) – Kabir, level 2 (Black)"));
    EXPECT_TRUE(label(dialog, "score").endsWith(QStringLiteral("moves played: 2")))
        << label(dialog, "score").toStdString();
}

TEST(GameOverDialog, AForfeitSaysWhyBesideTheResult)
{
    GameController game;
    ASSERT_EQ(game.newGame("chess"), QString());
    game.forfeit(1, QStringLiteral("illegal-move"));
    const QString why = QStringLiteral("The computer playing Black forfeits the game. It played e7e4.");
    GameOverDialog dialog(game, game.outcome(), nullptr, why);
    EXPECT_EQ(label(dialog, "headline"), QStringLiteral("White wins"));
    EXPECT_EQ(label(dialog, "why"), why);
    EXPECT_EQ(label(GameOverDialog(game, game.outcome()), "why"), QString());  // none without a reason
}

}  // namespace
