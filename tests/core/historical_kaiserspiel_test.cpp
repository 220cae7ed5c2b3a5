// Tressau's rule set A for Kaiserspiel and Sultanspiel (rules.md §1, §2, §7): promotion only
// to captured pieces, optional, with the bishop-colour limit; waiting pawns promoted in place
// at their first chance; stalemate as a half-win; Sultanspiel's king targets and Black's
// choice of the array.

#include "tests/core/testpositions.h"

#include "core/rules/adjudication.h"
#include "core/record/game.h"

#include <gtest/gtest.h>

namespace kabir::test {
namespace {

using Moves = std::set<std::string>;

// White lacks the knight of i1 and the rook of j1: those are the captured pieces.
const char* kTwoCaptured = "10/4P5/1k8/10/10/10/10/10/10/RNBCKQAB2 w - - 0 1";
const char* kNoneCaptured = "10/4P5/1k8/10/10/10/10/10/10/RNBCKQABNR w - - 0 1";

TEST(KaiserspielA, PromotionOnlyToCapturedPiecesOrStayingAPawn)
{
    Position pos = position("kaiserspiel", {}, kTwoCaptured);
    EXPECT_EQ(movesFrom(pos, "e9"), (Moves{"e9e10r", "e9e10n", "e9e10"}));
}

TEST(KaiserspielA, PawnDecliningPromotionStaysAPawnForGood)
{
    Position pos = position("kaiserspiel", {}, kTwoCaptured);
    play(pos, {"e9e10", "b8c8"});
    EXPECT_EQ(pos.fen(), "4P5/10/2k7/10/10/10/10/10/10/RNBCKQAB2 w - - 1 2");
    EXPECT_TRUE(movesFrom(pos, "e10").empty());
}

TEST(KaiserspielA, PawnWaitsOnLastRankUntilPieceCaptured)
{
    // Nothing captured: the pawn may still go to e10, where it waits.
    Position pos = position("kaiserspiel", {}, "10/4P5/10/7k2/10/1r8/10/10/10/RNBCKQABNR w - - 0 1");
    EXPECT_EQ(movesFrom(pos, "e9"), (Moves{"e9e10"}));
    play(pos, {"e9e10"});
    EXPECT_EQ(pos.fen(), "4P5/10/10/7k2/10/1r8/10/10/10/RNBCKQABNR b - - 0 1 waiting:e10");
    play(pos, {"h7h8", "a1a2"});
    EXPECT_EQ(pos.waitingPawns().size(), 1u);  // no piece lost yet: no chance, still waiting
    play(pos, {"b5b1"});                       // Black takes the knight: a piece is available
    EXPECT_EQ(movesFrom(pos, "e10"), (Moves{"e10e10n"}));
    play(pos, {"e10e10n"});
    EXPECT_EQ(pos.fen(), "4N5/10/7k2/10/10/10/10/10/R9/1rBCKQABNR b - - 0 3");
}

TEST(KaiserspielA, WaitingPawnNotPromotedAtItsFirstChanceStaysAPawn)
{
    Position pos = position("kaiserspiel", {}, "4P5/10/10/7k2/10/1r8/10/10/10/RNBCKQABNR b - - 0 1 waiting:e10");
    play(pos, {"b5b1"});  // the knight is taken: White's first chance
    EXPECT_EQ(movesFrom(pos, "e10"), (Moves{"e10e10n"}));
    play(pos, {"a1a2"});  // any other move renounces it
    EXPECT_EQ(pos.waitingPawns().size(), 0u);
    play(pos, {"b1c1"});  // even with the bishop now lost too
    EXPECT_TRUE(movesFrom(pos, "e10").empty());
}

TEST(KaiserspielA, WaitingPawnInCheckLosesItsChance)
{
    // The queen is taken with check: promoting in place does not answer it, so the chance passes.
    Position pos = position("kaiserspiel", {}, "4P5/10/10/7k2/10/10/3n6/5Q4/10/RNBCK1ABNR b - - 0 1 waiting:e10");
    play(pos, {"d4f3"});
    EXPECT_TRUE(movesFrom(pos, "e10").empty());
    play(pos, {"g1f3"});
    EXPECT_EQ(pos.waitingPawns().size(), 0u);
    EXPECT_EQ(pos.fen(), "4P5/10/10/7k2/10/10/10/5A4/10/RNBCK2BNR b - - 0 2");
}

TEST(KaiserspielA, SecondBishopOnSameColourRefused)
{
    // White still has the light-square bishop of h1 and has lost the dark one of c1.
    // e10 is light, d10 dark.
    Position light = position("kaiserspiel", {}, "10/4P5/1k8/10/10/10/10/10/10/RN1CKQABNR w - - 0 1");
    EXPECT_EQ(movesFrom(light, "e9"), (Moves{"e9e10"}));
    Position dark = position("kaiserspiel", {}, "10/3P6/1k8/10/10/10/10/10/10/RN1CKQABNR w - - 0 1");
    EXPECT_EQ(movesFrom(dark, "d9"), (Moves{"d9d10b", "d9d10"}));
}

TEST(KaiserspielA, PromotedPieceCountsAsOnTheBoard)
{
    // Only the rook of j1 is lost: once a pawn has become a rook, nothing is available.
    Position pos = position("kaiserspiel", {}, "10/4P1P3/1k8/10/10/10/10/10/10/RNBCKQABN1 w - - 0 1");
    EXPECT_EQ(movesFrom(pos, "g9"), (Moves{"g9g10r", "g9g10"}));
    play(pos, {"e9e10r", "b8c8"});
    EXPECT_EQ(movesFrom(pos, "g9"), (Moves{"g9g10"}));
    play(pos, {"g9g10"});
    EXPECT_EQ(pos.fen(), "4R1P3/10/2k7/10/10/10/10/10/10/RNBCKQABN1 b - - 0 2 waiting:g10");
}

TEST(KaiserspielA, BishopGainedByPromotionHasTheColourOfItsSquare)
{
    // Both bishops lost: the first may come back on light e10; then no second one on light g10,
    // where the pawn waits, but one on dark d10.
    Position pos = position("kaiserspiel", {}, "10/3PP1P3/1k8/10/10/10/10/10/10/RN1CKQA1NR w - - 0 1");
    play(pos, {"e9e10b", "b8b7"});
    EXPECT_EQ(movesFrom(pos, "g9"), (Moves{"g9g10"}));
    EXPECT_EQ(movesFrom(pos, "d9"), (Moves{"d9d10b", "d9d10"}));
}

TEST(KaiserspielA, InPlacePromotionKeepsTheBishopColourLimit)
{
    // The pawn waits on light e10 while White keeps its light bishop: the lost dark bishop
    // is no chance for it, so it goes on waiting until the knight is taken.
    Position pos = position("kaiserspiel", {}, "4P5/10/10/7k2/10/1r8/10/10/10/RN1CKQABNR w - - 0 1 waiting:e10");
    play(pos, {"a1a2"});
    EXPECT_EQ(pos.waitingPawns().size(), 1u);
    play(pos, {"b5b1"});
    EXPECT_EQ(movesFrom(pos, "e10"), (Moves{"e10e10n"}));
}

TEST(KaiserspielA, PawnMayCaptureOntoTheLastRankAndWait)
{
    Position pos = position("kaiserspiel", {}, "3r6/4P5/10/7k2/10/10/10/10/10/RNBCKQABNR w - - 0 1");
    EXPECT_EQ(movesFrom(pos, "e9"), (Moves{"e9e10", "e9d10"}));
    play(pos, {"e9d10"});
    EXPECT_EQ(pos.fen(), "3P6/10/10/7k2/10/10/10/10/10/RNBCKQABNR b - - 0 1 waiting:d10");
}

TEST(KaiserspielA, WaitingPawnCanBeCaptured)
{
    Position pos = position("kaiserspiel", {}, "3r6/4P5/10/7k2/10/10/10/10/10/RNBCKQABNR w - - 0 1");
    play(pos, {"e9e10", "d10e10"});
    EXPECT_EQ(pos.fen(), "4r5/10/10/7k2/10/10/10/10/10/RNBCKQABNR w - - 0 2");
}

TEST(KaiserspielA, SeveralWaitingPawnsEachHaveOneFirstChance)
{
    // One knight is lost: either pawn may take it; the other has had its chance.
    Position pos = position("kaiserspiel", {}, "4P1P3/10/10/7k2/10/1r8/10/10/10/RNBCKQABNR b - - 0 1 waiting:e10,g10");
    play(pos, {"b5b1"});
    EXPECT_EQ(movesFrom(pos, "e10"), (Moves{"e10e10n"}));
    EXPECT_EQ(movesFrom(pos, "g10"), (Moves{"g10g10n"}));
    play(pos, {"e10e10n"});
    EXPECT_EQ(pos.fen(), "4N1P3/10/10/7k2/10/10/10/10/10/RrBCKQABNR b - - 0 2");
    play(pos, {"b1c1"});  // the bishop is lost now, but g10 stays a pawn for good
    EXPECT_TRUE(movesFrom(pos, "g10").empty());
}

TEST(KaiserspielA, NeverPromotesToAKing)
{
    // Captured-only promotion lists the array's types but the king.
    const RulesetPtr kaiserspiel = rules("kaiserspiel");
    for (PieceType t : kaiserspiel->promotionPieces())
        EXPECT_FALSE(kaiserspiel->isRoyal(t));
    Position pos = position("kaiserspiel", {}, kTwoCaptured);
    for (const std::string& m : movesFrom(pos, "e9"))
        EXPECT_NE(m, "e9e10k");
}

const char* kStalemate = "k9/2Q7/1K8/10/10/10/10/10/10/10 b - - 0 1";

TEST(KaiserspielA, StalemateIsAHalfWinForTheStalematingSide)
{
    Position pos = position("kaiserspiel", {}, kStalemate);
    const Outcome o = adjudicate(pos);
    EXPECT_EQ(o.kindId(), "stalemate-half-win");
    EXPECT_EQ(o.winner, 0);
    EXPECT_EQ(o.pgnResult(), "1-0");
    EXPECT_DOUBLE_EQ(o.score(0), 0.75);
    EXPECT_DOUBLE_EQ(o.score(1), 0.25);
}

TEST(KaiserspielB, StalemateIsADraw)
{
    Position pos = position("kaiserspiel", {{"ruleset", "B"}}, kStalemate);
    const Outcome o = adjudicate(pos);
    EXPECT_EQ(o.kindId(), "stalemate-draw");
    EXPECT_EQ(o.pgnResult(), "1/2-1/2");
}

TEST(KaiserspielB, PromotionIsCompulsoryToAnyPiece)
{
    Position pos = position("kaiserspiel", {{"ruleset", "B"}}, kNoneCaptured);
    EXPECT_EQ(movesFrom(pos, "e9"), (Moves{"e9e10q", "e9e10c", "e9e10a", "e9e10r", "e9e10b", "e9e10n"}));
}

TEST(SultanspielA, CapturedOnlyPromotionCountsTheMarshal)
{
    Position pos = position("sultanspiel", {}, "11/4P6/1k9/11/11/11/11/11/11/11/RBN1CKQABNR w - - 0 1");
    EXPECT_EQ(movesFrom(pos, "e10"), (Moves{"e10e11m", "e10e11"}));
}

TEST(SultanspielB, PromotionIsCompulsoryToAnyPieceWithTheMarshal)
{
    Position pos = position("sultanspiel", {{"ruleset", "B"}}, "11/4P6/1k9/11/11/11/11/11/11/11/RBNMCKQABNR w - - 0 1");
    EXPECT_EQ(
        movesFrom(pos, "e10"), (Moves{"e10e11q", "e10e11c", "e10e11m", "e10e11a", "e10e11r", "e10e11b", "e10e11n"}));
}

const char* kSultanStalemate = "k10/2Q8/1K9/11/11/11/11/11/11/11/11 b - - 0 1";

TEST(SultanspielA, StalemateIsAHalfWinForTheStalematingSide)
{
    Position pos = position("sultanspiel", {}, kSultanStalemate);
    const Outcome o = adjudicate(pos);
    EXPECT_EQ(o.kindId(), "stalemate-half-win");
    EXPECT_EQ(o.winner, 0);
}

TEST(SultanspielB, StalemateIsADraw)
{
    Position pos = position("sultanspiel", {{"ruleset", "B"}}, kSultanStalemate);
    EXPECT_EQ(adjudicate(pos).kindId(), "stalemate-draw");
}

TEST(Sultanspiel, BlackKingCapturingOntoF6Wins)
{
    Position pos = position("sultanspiel", {}, "K10/11/11/11/11/5R5/4k6/11/11/11/11 b - - 0 1");
    play(pos, {"e5f6"});
    const Outcome o = adjudicate(pos);
    EXPECT_EQ(o.kindId(), "king-target");
    EXPECT_EQ(o.winner, 1);
}

TEST(Sultanspiel, KingOnItsOwnInitialSquareIsNoTarget)
{
    Position pos = position("sultanspiel", {}, "k10/11/11/11/11/11/11/11/11/4K6/11 w - - 0 1");
    play(pos, {"e2f1"});
    EXPECT_FALSE(adjudicate(pos).over());
}

TEST(Sultanspiel, KingOnF6Wins)
{
    Position pos = position("sultanspiel", {}, "k10/11/11/11/11/11/4K6/11/11/11/11 w - - 0 1");
    play(pos, {"e5f6"});
    const Outcome o = adjudicate(pos);
    EXPECT_EQ(o.kindId(), "king-target");
    EXPECT_EQ(o.winner, 0);
    EXPECT_EQ(perft(pos, 1), 0u);  // a finished position has no moves
}

TEST(Sultanspiel, KingOnTheEnemyKingsInitialSquareWins)
{
    Position white = position("sultanspiel", {}, "k10/4K6/11/11/11/11/11/11/11/11/11 w - - 0 1");
    play(white, {"e10f11"});
    EXPECT_EQ(adjudicate(white).kindId(), "king-target");
    Position black = position("sultanspiel", {}, "11/11/11/11/11/11/11/11/11/4k6/10K b - - 0 1");
    play(black, {"e2f1"});
    EXPECT_EQ(adjudicate(black).winner, 1);
}

TEST(Sultanspiel, KingTargetsOffByDefaultInRuleSetB)
{
    Position pos = position("sultanspiel", {{"ruleset", "B"}}, "k10/11/11/11/11/11/4K6/11/11/11/11 w - - 0 1");
    play(pos, {"e5f6"});
    EXPECT_FALSE(adjudicate(pos).over());
    Position on = position(
        "sultanspiel", {{"ruleset", "B"}, {"king-targets", "on"}}, "k10/11/11/11/11/11/4K6/11/11/11/11 w - - 0 1");
    play(on, {"e5f6"});
    EXPECT_EQ(adjudicate(on).kindId(), "king-target");
}

TEST(Sultanspiel, BlackChoosesArrayAndKingTargetsBeforeTheFirstMove)
{
    const VariantFile& sultanspiel = *VariantCatalog::builtIn().find("sultanspiel");
    auto game = Game::create(sultanspiel, {{"array-chooser", "black"}});
    ASSERT_TRUE(game.ok()) << game.errorText();
    EXPECT_EQ(game->choosingArmy(), 1);
    EXPECT_EQ(game->legalMoves(),
        (std::vector<std::string>{"array=tressau-fig3,king-targets=on", "array=tressau-fig3,king-targets=off",
            "array=tressau-fig4,king-targets=on", "array=tressau-fig4,king-targets=off"}));
    EXPECT_FALSE(game->play("e2e5").ok());  // White may not move before the choice
    ASSERT_TRUE(game->play("array=tressau-fig4,king-targets=off").ok());
    EXPECT_EQ(game->choosingArmy(), -1);
    EXPECT_EQ(
        game->position().fen(), "rnbmckqanbr/ppppppppppp/11/11/11/11/11/11/11/PPPPPPPPPPP/RNBMCKQANBR w KQkq - 0 1");
    EXPECT_EQ(game->options().at("king-targets"), "off");
    EXPECT_TRUE(game->play("e2e5").ok());
}

// rules.md §2: with array-chooser = black, Black also decides the king targets — in either
// rule set (rules.md does not follow seed 000's "no king targets in B" here: they are an option).
TEST(Sultanspiel, InRuleSetBBlackChoosesTheArrayAndTheKingTargetsToo)
{
    auto game
        = Game::create(*VariantCatalog::builtIn().find("sultanspiel"), {{"ruleset", "B"}, {"array-chooser", "black"}});
    ASSERT_TRUE(game.ok()) << game.errorText();
    EXPECT_EQ(game->legalMoves(),
        (std::vector<std::string>{"array=tressau-fig3,king-targets=on", "array=tressau-fig3,king-targets=off",
            "array=tressau-fig4,king-targets=on", "array=tressau-fig4,king-targets=off"}));
    ASSERT_TRUE(game->play("array=tressau-fig4,king-targets=on").ok());
    EXPECT_EQ(game->position().rules().results().kingTargets[0].size(), 2u);
}

}  // namespace
}  // namespace kabir::test
