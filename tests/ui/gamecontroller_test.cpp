// GameController: a scripted hot-seat game of every built-in variant reaches the expected
// position and result (each game checked with `kabir-cli play --variant ID MOVES...`), the
// promotion choices equal the core's legal promotions, undo/redo and viewing restore exact
// positions, and resignation, agreement and claims produce the right result texts.

#include "ui/gamecontroller.h"
#include "ui/gameviewer.h"

#include "tests/ui/hotseatscripts.h"

#include "core/position/movegen.h"
#include "core/record/notation.h"
#include "core/catalog/variantcatalog.h"

#include <QUndoStack>

#include <gtest/gtest.h>

#include <ostream>
#include <set>
#include <string>
#include <vector>

namespace {

using kabir::Move;

class HotSeatGame : public testing::TestWithParam<HotSeatScript> { };

TEST_P(HotSeatGame, ReachesTheExpectedPositionAndResult)
{
    const HotSeatScript& s = GetParam();
    GameController game;
    int gameOvers = 0;
    GameResult announced;
    QObject::connect(&game, &GameController::gameOver, [&](const GameResult& r) {
        ++gameOvers;
        announced = r;
    });
    ASSERT_EQ(game.newGame(s.variant, s.options, s.fen), QString());
    for (const char* move : s.moves) {
        EXPECT_FALSE(game.outcome().over());
        ASSERT_EQ(game.play(QString(move)), QString()) << move;
    }
    EXPECT_EQ(game.fen().toStdString(), s.finalFen);
    EXPECT_EQ(game.outcome().kindId().toStdString(), s.kindId);
    EXPECT_EQ(game.outcome().pgnResult().toStdString(), s.pgnResult);
    EXPECT_EQ(game.resultText().toStdString(), s.text);
    EXPECT_EQ(gameOvers, 1);
    EXPECT_EQ(announced.kindId().toStdString(), s.kindId);
    EXPECT_TRUE(game.legalMoves().isEmpty());
    EXPECT_FALSE(game.play(game.moveAt(0)).isEmpty());  // refused: the game is over
    EXPECT_EQ(game.plyCount(), int(s.moves.size()));
}

INSTANTIATE_TEST_SUITE_P(GameController, HotSeatGame, testing::ValuesIn(kHotSeatScripts), hotSeatScriptName);

kabir::Square square(const GameController& game, const char* name)
{
    return *game.position().geometry().parseSquare(name);
}

QStringList texts(const GameController& game, const QList<Move>& moves)
{
    QStringList out;
    for (Move m : moves)
        out << QString::fromStdString(kabir::coordinateText(game.position(), m));
    return out;
}

// The core's legal moves from -> to, the promotions first, in the generator's order.
QList<Move> corePromotions(
    const char* variant, const kabir::OptionValues& options, const char* fen, const char* from, const char* to)
{
    auto rules = kabir::VariantCatalog::builtIn().ruleset(variant, options);
    auto pos = kabir::Position::fromFen(rules.value(), fen);
    kabir::MoveList legal;
    kabir::generateLegalMoves(pos.value(), legal);
    const kabir::Geometry& g = pos->geometry();
    QList<Move> promotions, plain;
    for (Move m : legal)
        if (m.from() == *g.parseSquare(from) && m.to() == *g.parseSquare(to))
            (m.kind() == kabir::MoveKind::Promotion ? promotions : plain) << m;
    return promotions + plain;
}

TEST(GameController, SultanspielBlackChoosesTheArrayBeforeTheFirstMove)
{
    GameController game;
    int chooser = -1;
    QStringList offered;
    QObject::connect(&game, &GameController::choiceRequired, [&](int army, const QStringList& choices) {
        chooser = army;
        offered = choices;
    });
    ASSERT_EQ(game.newGame("sultanspiel", {{"array-chooser", "black"}}), QString());
    EXPECT_EQ(chooser, 1);
    EXPECT_EQ(game.choosingArmy(), 1);
    EXPECT_EQ(offered,
        (QStringList{"array=tressau-fig3,king-targets=on", "array=tressau-fig3,king-targets=off",
            "array=tressau-fig4,king-targets=on", "array=tressau-fig4,king-targets=off"}));
    EXPECT_TRUE(game.legalMoves().isEmpty());
    EXPECT_FALSE(game.play(Move(square(game, "e2"), square(game, "e5"))).isEmpty());  // choose first
    EXPECT_FALSE(game.choose(0, offered[2]).isEmpty());                               // not White's turn
    EXPECT_FALSE(game.choose(1, "array=nonsense").isEmpty());
    ASSERT_EQ(game.choose(1, offered[2]), QString());
    EXPECT_EQ(game.choosingArmy(), -1);
    EXPECT_EQ(game.choiceMade(), offered[2]);
    ASSERT_EQ(game.play(QString("e2e5")), QString());
    ASSERT_EQ(game.play(QString("e10e9")), QString());
    EXPECT_EQ(game.fen().toStdString(),
        "rnbmckqanbr/pppp1pppppp/4p6/11/11/11/4P6/11/11/PPPP1PPPPPP/RNBMCKQANBR w KQkq - 0 2");
    EXPECT_FALSE(game.outcome().over());
}

TEST(GameController, PromotionChoicesUnderTressauAIncludeStayingAPawn)
{
    const char* fen = "10/4P5/1k8/10/10/10/10/10/10/RNBCKQAB2 w - - 0 1";  // rook and knight captured
    GameController game;
    ASSERT_EQ(game.newGame("kaiserspiel", {{"ruleset", "A"}}, fen), QString());
    const QList<Move> choices = game.viewer()->promotionChoices(square(game, "e9"), square(game, "e10"));
    EXPECT_EQ(choices, corePromotions("kaiserspiel", {{"ruleset", "A"}}, fen, "e9", "e10"));
    EXPECT_EQ(texts(game, choices), (QStringList{"e9e10r", "e9e10n", "e9e10"}));
    EXPECT_EQ(game.viewer()->legalMovesFrom(square(game, "e9")), choices);
    ASSERT_EQ(game.play(choices.last()), QString());  // stays a pawn for good
    EXPECT_EQ(game.fen().toStdString(), "4P5/10/1k8/10/10/10/10/10/10/RNBCKQAB2 b - - 0 1");
}

TEST(GameController, PromotionChoicesWhenNothingIsCapturedLetThePawnWait)
{
    // Tressau A: no piece lost yet, so the pawn moves in and waits: no chooser is needed.
    GameController game;
    ASSERT_EQ(game.newGame("kaiserspiel", {}, "10/4P5/10/7k2/10/1r8/10/10/10/RNBCKQABNR w - - 0 1"), QString());
    EXPECT_TRUE(game.viewer()->promotionChoices(square(game, "e9"), square(game, "e10")).isEmpty());
    EXPECT_EQ(texts(game, game.viewer()->legalMovesFrom(square(game, "e9"))), QStringList{"e9e10"});
}

TEST(GameController, PromotionChoicesUnderModernRulesAreCompulsory)
{
    const char* fen = "8/4P3/8/8/8/k7/8/K7 w - - 0 1";
    GameController game;
    ASSERT_EQ(game.newGame("chess", {}, fen), QString());
    const QList<Move> choices = game.viewer()->promotionChoices(square(game, "e7"), square(game, "e8"));
    EXPECT_EQ(choices, corePromotions("chess", {}, fen, "e7", "e8"));
    EXPECT_EQ(texts(game, choices), (QStringList{"e7e8q", "e7e8r", "e7e8b", "e7e8n"}));
    EXPECT_TRUE(game.viewer()->promotionChoices(square(game, "a1"), square(game, "a2")).isEmpty());

    const char* kaiserB = "10/4P5/1k8/10/10/10/10/10/10/RNBCKQABNR w - - 0 1";
    ASSERT_EQ(game.newGame("kaiserspiel", {{"ruleset", "B"}}, kaiserB), QString());
    const QList<Move> six = game.viewer()->promotionChoices(square(game, "e9"), square(game, "e10"));
    EXPECT_EQ(six, corePromotions("kaiserspiel", {{"ruleset", "B"}}, kaiserB, "e9", "e10"));
    EXPECT_EQ(texts(game, six), (QStringList{"e9e10q", "e9e10c", "e9e10a", "e9e10r", "e9e10b", "e9e10n"}));
}

TEST(GameController, UndoAndRedoRestoreTheExactPosition)
{
    GameController game;
    ASSERT_EQ(game.newGame("chess"), QString());
    const QString start = game.fen();
    QStringList fens{start};
    for (const char* m : {"e4", "e5", "Nf3", "Nc6"}) {
        ASSERT_EQ(game.play(QString(m)), QString());
        fens << game.fen();
    }
    EXPECT_EQ(game.undoStack()->count(), 4);
    game.undo();
    game.undo();
    EXPECT_EQ(game.fen(), fens[2]);
    EXPECT_EQ(game.plyCount(), 2);
    EXPECT_EQ(game.moveTexts(), (QStringList{"e4", "e5"}));
    EXPECT_TRUE(game.canRedo());
    game.redo();
    EXPECT_EQ(game.fen(), fens[3]);
    EXPECT_EQ(game.moveTexts(), (QStringList{"e4", "e5", "Nf3"}));
    // A new move drops the moves that could have been redone.
    ASSERT_EQ(game.play(QString("d6")), QString());
    EXPECT_FALSE(game.canRedo());
    while (game.canUndo())
        game.undo();
    EXPECT_EQ(game.fen(), start);
    EXPECT_EQ(game.plyCount(), 0);
}

TEST(GameController, UndoReopensAFinishedGame)
{
    GameController game;
    ASSERT_EQ(game.newGame("chess"), QString());
    for (const char* m : {"f3", "e5", "g4", "Qh4#"})
        ASSERT_EQ(game.play(QString(m)), QString());
    ASSERT_TRUE(game.outcome().over());
    game.undo();
    EXPECT_FALSE(game.outcome().over());
    EXPECT_EQ(game.resultText(), "The game goes on.");
    game.redo();
    EXPECT_EQ(game.outcome().kindId(), "checkmate");
}

TEST(GameController, ViewingAnEarlierPositionLeavesTheGameAlone)
{
    GameController game;
    ASSERT_EQ(game.newGame("chess"), QString());
    QStringList fens{game.fen()};
    for (const char* m : {"e2e4", "c7c5", "g1f3"}) {
        ASSERT_EQ(game.play(QString(m)), QString());
        fens << game.fen();
    }
    EXPECT_EQ(game.viewer()->viewedPly(), 3);
    const QList<Move> live = game.legalMoves();
    int changes = 0;
    QObject::connect(&game, &GameController::positionChanged, [&] { ++changes; });
    for (int ply = 0; ply <= 3; ++ply) {
        game.viewer()->setViewedPly(ply);
        EXPECT_EQ(game.viewer()->viewedPly(), ply);
        EXPECT_EQ(game.viewer()->viewedFen(), fens[ply]);
        EXPECT_EQ(game.fen(), fens[3]);
    }
    game.viewer()->setViewedPly(1);
    EXPECT_EQ(game.plyCount(), 3);
    EXPECT_EQ(game.legalMoves(), live);  // Black's moves in the live position
    EXPECT_EQ(changes, 0);
    game.viewer()->setViewedPly(99);
    EXPECT_EQ(game.viewer()->viewedPly(), 3);
    // Playing goes on from the live position and brings the view there.
    game.viewer()->setViewedPly(0);
    ASSERT_EQ(game.play(QString("d7d6")), QString());
    EXPECT_EQ(game.viewer()->viewedPly(), 4);
    EXPECT_EQ(game.viewer()->viewedFen(), game.fen());
}

TEST(GameController, RefusalsCarryAReason)
{
    GameController game;
    EXPECT_FALSE(game.play(QString("e2e4")).isEmpty());  // no game
    EXPECT_FALSE(game.newGame("no-such-variant").isEmpty());
    EXPECT_FALSE(game.newGame("chess", {{"move-rule", "7"}}).isEmpty());
    ASSERT_EQ(game.newGame("chess"), QString());
    EXPECT_FALSE(game.loadFen("not a fen").isEmpty());
    EXPECT_FALSE(game.play(QString("e2e5")).isEmpty());
    EXPECT_EQ(game.play(Move(square(game, "e7"), square(game, "e5"))), "It is White's turn.");
    EXPECT_FALSE(game.play(Move(square(game, "e4"), square(game, "e5"))).isEmpty());  // empty square
    EXPECT_EQ(game.plyCount(), 0);
    ASSERT_EQ(game.loadFen("4k3/8/8/8/8/8/8/4K3 b - - 0 1"), QString());
    EXPECT_EQ(game.fen(), "4k3/8/8/8/8/8/8/4K3 b - - 0 1");
}

TEST(GameController, ResignationNamesTheWinnerAndCanBeTakenBack)
{
    GameController game;
    ASSERT_EQ(game.newGame("chess"), QString());
    ASSERT_EQ(game.play(QString("e4")), QString());
    ASSERT_EQ(game.resign(0), QString());
    EXPECT_EQ(game.outcome().kindId(), "resignation");
    EXPECT_EQ(game.outcome().pgnResult(), "0-1");
    EXPECT_EQ(game.resultText(), "Black wins — White resigns");
    EXPECT_FALSE(game.play(QString("e5")).isEmpty());
    EXPECT_FALSE(game.resign(1).isEmpty());
    game.undo();  // takes back the resignation, not the move
    EXPECT_FALSE(game.outcome().over());
    EXPECT_EQ(game.plyCount(), 1);
    EXPECT_EQ(game.play(QString("e5")), QString());

    ASSERT_EQ(game.newGame("chaturanga-4-84"), QString());
    ASSERT_EQ(game.resign(1), QString());
    EXPECT_EQ(game.resultText(), "Red and Yellow win — Green resigns");
    EXPECT_EQ(game.outcome().pgnResult(), "1-0");
}

TEST(GameController, DrawByAgreementNeedsTheOtherSide)
{
    GameController game;
    ASSERT_EQ(game.newGame("chess"), QString());
    EXPECT_FALSE(game.acceptDraw(1).isEmpty());  // nothing offered
    ASSERT_EQ(game.offerDraw(0), QString());
    EXPECT_EQ(game.drawOfferedBy(), 0);
    EXPECT_FALSE(game.acceptDraw(0).isEmpty());
    ASSERT_EQ(game.play(QString("e4")), QString());  // the offer stands while its own side moves
    EXPECT_EQ(game.drawOfferedBy(), 0);
    ASSERT_EQ(game.acceptDraw(1), QString());
    EXPECT_EQ(game.outcome().kindId(), "agreement");
    EXPECT_EQ(game.outcome().pgnResult(), "1/2-1/2");
    EXPECT_EQ(game.resultText(), "Draw — by agreement");

    ASSERT_EQ(game.newGame("chess"), QString());
    ASSERT_EQ(game.offerDraw(0), QString());
    game.declineDraw();
    EXPECT_FALSE(game.acceptDraw(1).isEmpty());
    ASSERT_EQ(game.offerDraw(1), QString());
    ASSERT_EQ(game.play(QString("e4")), QString());  // moving on declines
    EXPECT_EQ(game.drawOfferedBy(), -1);
}

TEST(GameController, DrawClaimOnRepetition)
{
    GameController game;
    ASSERT_EQ(game.newGame("chess"), QString());
    EXPECT_FALSE(game.canClaimDraw());
    EXPECT_FALSE(game.claimDraw().isEmpty());
    for (const char* m : {"Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"})
        ASSERT_EQ(game.play(QString(m)), QString());
    EXPECT_TRUE(game.canClaimDraw());
    EXPECT_EQ(game.claimDraw(), QString());
    EXPECT_EQ(game.outcome().kindId(), "repetition");
    EXPECT_EQ(game.resultText(), "Draw — threefold repetition");
}

// Every kind has its own text, naming the winning army or team.
TEST(GameController, ResultTextForEveryKind)
{
    GameController game;
    ASSERT_EQ(game.newGame("chess"), QString());
    std::set<QString> seen;
    for (int k = int(kabir::ResultKind::Checkmate); k <= int(kabir::ResultKind::NoMoves); ++k) {
        GameResult r = GameResult::fromOutcome({kabir::ResultKind(k), 0});
        const QString text = game.resultTexts().text(r);
        EXPECT_TRUE(text.startsWith("White wins — ") || text.startsWith("Draw — ")) << text.toStdString();
        EXPECT_TRUE(seen.insert(text).second) << text.toStdString();
    }
    EXPECT_EQ(game.resultTexts().text(GameResult::fromOutcome({kabir::ResultKind::StalemateHalfWin, 1})),
        "Black wins — stalemate: half victory");
    EXPECT_EQ(
        game.resultTexts().text(GameResult::fromOutcome({kabir::ResultKind::MoveRule, -1})), "Draw — 50-move rule");
    EXPECT_EQ(
        game.resultTexts().text(GameResult::fromOutcome({kabir::ResultKind::StalemateDraw, -1})), "Draw — stalemate");
    EXPECT_EQ(game.resultTexts().text(GameResult{}), "The game goes on.");
}

}  // namespace
