// The tuner (core/search/tuner.h): which positions of a game it learns from, and that its fit
// moves the weights the games ask for.

#include "core/record/recordfile.h"
#include "core/search/evaluation.h"
#include "core/search/tuner.h"
#include "tests/core/testpositions.h"

#include <gtest/gtest.h>

namespace kabir::test {
namespace {

using namespace kabir::search;

TreeRecord game(const std::string& fen, const std::string& moves, const std::string& result)
{
    const std::string text = "[FEN \"" + fen + "\"]\n[Result \"" + result + "\"]\n\n" + moves + " " + result + "\n";
    const RecordFile file(text, "game.pgn");
    auto record = file.load(0);
    EXPECT_TRUE(record && record->problems.empty()) << text;
    return std::move(record.value());
}

const std::string kChess = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

// A position counts when it is neither in check nor reached or left by a capture.
TEST(Tuner, LearnsFromTheQuietPositionsOfAFinishedGame)
{
    Tuner tuner;
    // Fool's mate: after f3, e5 and g4; not the start (skipped) nor the mate (no move left it).
    EXPECT_EQ(tuner.addGame(game(kChess, "1. f3 e5 2. g4 Qh4#", "0-1").tree, "0-1", 1), 3);
    EXPECT_EQ(tuner.addGame(game(kChess, "1. f3 e5 2. g4 Qh4#", "0-1").tree, "0-1", 2), 2);
    // 1. e4 d5 2. exd5 Qxd5 3. Nc3: only after e4 (after d5 a capture follows; after exd5 and
    // Qxd5 one was made), and after Nc3 no move follows.
    EXPECT_EQ(tuner.addGame(game(kChess, "1. e4 d5 2. exd5 Qxd5 3. Nc3", "1-0").tree, "1-0", 1), 1);
    // A check is not quiet: 1. e4 f5 2. Qh5+ g6 3. Nc3 — after e4, f5 and g6 only.
    EXPECT_EQ(tuner.addGame(game(kChess, "1. e4 f5 2. Qh5+ g6 3. Nc3", "1-0").tree, "1-0", 1), 3);
    EXPECT_EQ(tuner.addGame(game(kChess, "1. e4 e5 2. Nf3", "*").tree, "*", 0), 0);
    EXPECT_EQ(tuner.size(), 9u);
}

// Drawn games with a lone white pawn: the fit lowers what the pawn is worth, for the games it
// fits and for the one held out, and keeps the weights usable.
TEST(Tuner, TheFitMovesTheWeightsTheGamesAskFor)
{
    Tuner tuner;
    for (int i = 0; i < 5; ++i)
        tuner.addGame(game("4k3/8/8/8/8/8/P7/4K3 w - - 0 1", "1. Kd2 Kd7 2. Kc3 Kc6 3. Kb4 Kb6 4. Kc4", "1/2-1/2").tree,
            "1/2-1/2", 0);
    EXPECT_EQ(tuner.size(), 24u);  // four games of six positions (not the start); the fifth held out
    EXPECT_EQ(tuner.heldOut(), 6u);
    const EvalWeights start;
    const double scale = tuner.fitScale(start);
    EXPECT_GT(scale, 0.1);
    EXPECT_LT(scale, 10);
    int passes = 0;
    const EvalWeights fitted
        = tuner.fit(start, 50, [&](int pass, double, double, const EvalWeights&) { passes = pass; });
    EXPECT_GE(passes, 1);
    EXPECT_TRUE(evalWeightsProblem(fitted).empty());
    EXPECT_LT(tuner.error(fitted), tuner.error(start));
    EXPECT_LT(tuner.error(fitted, true), tuner.error(start, true));
    const Position pawn = position("chess", {}, "4k3/8/8/8/8/8/P7/4K3 w - - 0 1");
    EXPECT_LT(Evaluator(pawn.rulesPtr(), fitted).evaluate(pawn), Evaluator(pawn.rulesPtr(), start).evaluate(pawn));
}

}  // namespace
}  // namespace kabir::test
