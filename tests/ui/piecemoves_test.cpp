// A piece's moves in words, from its Betza notation: steps and rides in any direction, one way
// only, leaps with their names, move-only and capture-only parts; the board's tooltip and a
// refused move of a piece that cannot go so say them.

#include "ui/piecemoves.h"

#include "ui/gamecontroller.h"
#include "ui/gameviewer.h"

#include <gtest/gtest.h>

namespace {

QString words(const char* betza)
{
    const auto moves = kabir::parseBetza(betza);
    EXPECT_TRUE(moves) << betza;
    return moves ? PieceMoves::inWords(*moves) : QString();
}

TEST(PieceMoves, StepsRidesAndLeapsInWords)
{
    EXPECT_EQ(words("K"), QStringLiteral("one square in any direction"));
    EXPECT_EQ(words("Q"), QStringLiteral("any distance in any direction"));
    EXPECT_EQ(words("R"), QStringLiteral("any distance orthogonally"));
    EXPECT_EQ(words("B"), QStringLiteral("any distance diagonally"));
    EXPECT_EQ(words("F"), QStringLiteral("one square diagonally"));
    EXPECT_EQ(words("N"), QStringLiteral("a knight's leap"));
    EXPECT_EQ(words("QN"), QStringLiteral("any distance in any direction; a knight's leap"));
    EXPECT_EQ(words("RF"), QStringLiteral("any distance orthogonally; one square diagonally"));
    EXPECT_EQ(words("C"), QStringLiteral("a camel's leap (3, 1)"));
    EXPECT_EQ(words("A"), QStringLiteral("a leap of 2 squares diagonally"));
    EXPECT_EQ(words("R2"), QStringLiteral("up to 2 squares orthogonally"));
}

TEST(PieceMoves, OneWayOnlyAndMoveOrCaptureOnly)
{
    EXPECT_EQ(words("fmWfcF"),
        QStringLiteral("one square forward (only to move); one square diagonally forward (only to capture)"));
    EXPECT_EQ(words("fsW"), QStringLiteral("one square forward or sideways"));
    EXPECT_EQ(words("bR"), QStringLiteral("any distance backward"));
    EXPECT_EQ(words("fF"), QStringLiteral("one square diagonally forward"));
}

TEST(PieceMoves, ARefusedMoveSaysHowThePieceMoves)
{
    GameController game;
    ASSERT_EQ(game.newGame(QStringLiteral("chess")), QString());
    const kabir::Geometry& board = game.position().geometry();
    const QString refused = game.viewer()->refusal(*board.parseSquare("b1"), *board.parseSquare("b3"));
    EXPECT_EQ(refused, QStringLiteral("The knight on b1 cannot go to b3: it moves a knight's leap."))
        << refused.toStdString();
}

}  // namespace
