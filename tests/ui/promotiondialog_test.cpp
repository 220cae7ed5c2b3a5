// The promotion chooser offers exactly the core's legal choices for a pawn's move — with
// "stay a pawn" where Tressau's rules let the pawn decline — a button each, and returns the
// one clicked.

#include "ui/promotiondialog.h"

#include "ui/gamecontroller.h"
#include "ui/gameviewer.h"
#include "ui/pieceset.h"

#include <QAbstractButton>

#include <gtest/gtest.h>

#include <algorithm>

namespace {

kabir::Square square(const GameController& game, const char* name)
{
    return *game.position().geometry().parseSquare(name);
}

void expectSameMoves(QList<kabir::Move> a, QList<kabir::Move> b)
{
    const auto order = [](const kabir::Move& x, const kabir::Move& y) {
        return std::tuple(x.from(), x.to(), int(x.kind()), x.pieceType())
            < std::tuple(y.from(), y.to(), int(y.kind()), y.pieceType());
    };
    std::sort(a.begin(), a.end(), order);
    std::sort(b.begin(), b.end(), order);
    EXPECT_EQ(a, b);
}

struct Case {
    const char* variant;
    kabir::OptionValues options;
    const char* fen;
    const char* from;
    const char* to;
    int choices;  // buttons expected, "stay a pawn" included
};

TEST(PromotionDialog, OffersExactlyTheLegalChoices)
{
    const Case cases[] = {
        // Tressau A: only the captured rook and knight, or staying a pawn for good.
        {"kaiserspiel", {{"ruleset", "A"}}, "10/4P5/1k8/10/10/10/10/10/10/RNBCKQAB2 w - - 0 1", "e9", "e10", 3},
        // Rule set B: any of Q, C, A, R, B, N, compulsory.
        {"kaiserspiel", {{"ruleset", "B"}}, "10/4P5/1k8/10/10/10/10/10/10/4K5 w - - 0 1", "e9", "e10", 6},
        {"chess", {}, "8/4P3/8/8/8/k7/8/K7 w - - 0 1", "e7", "e8", 4},
        {"sultanspiel", {{"ruleset", "B"}}, "11/5P5/1k9/11/11/11/11/11/11/11/5K5 w - - 0 1", "f10", "f11", 7},
    };
    for (const Case& c : cases) {
        SCOPED_TRACE(c.fen);
        GameController game;
        ASSERT_EQ(game.newGame(c.variant, c.options, c.fen), QString());
        const QList<kabir::Move> legal = game.viewer()->promotionChoices(square(game, c.from), square(game, c.to));
        PromotionDialog dialog(game.position(), legal, PieceSet());
        expectSameMoves(dialog.offered(), legal);
        ASSERT_EQ(dialog.choiceButtons().size(), c.choices);
        ASSERT_EQ(dialog.offered().size(), c.choices);
        for (QAbstractButton* button : dialog.choiceButtons())
            EXPECT_FALSE(button->text().isEmpty());
        // Clicking the last button (staying a pawn where it is offered) chooses its move.
        dialog.choiceButtons().last()->click();
        ASSERT_TRUE(dialog.chosen());
        EXPECT_EQ(*dialog.chosen(), dialog.offered().last());
        EXPECT_EQ(dialog.result(), QDialog::Accepted);
    }
}

TEST(PromotionDialog, StayingAPawnComesLastAndSaysForGoodUnderTressauA)
{
    GameController game;
    ASSERT_EQ(
        game.newGame("kaiserspiel", {{"ruleset", "A"}}, "10/4P5/1k8/10/10/10/10/10/10/RNBCKQAB2 w - - 0 1"), QString());
    const QList<kabir::Move> legal = game.viewer()->promotionChoices(square(game, "e9"), square(game, "e10"));
    PromotionDialog dialog(game.position(), legal, PieceSet());
    EXPECT_EQ(dialog.offered().last().kind(), kabir::MoveKind::Normal);
    EXPECT_TRUE(dialog.choiceButtons().last()->text().contains(QStringLiteral("for good")));
}

}  // namespace
