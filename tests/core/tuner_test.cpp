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

const std::string kChess = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const std::string kPawn = "4k3/8/8/8/8/8/P7/4K3 w - - 0 1";

// The games of the tests, in one file (its variant is compiled once).
const RecordFile& records()
{
    static const RecordFile file = [] {
        std::string text;
        auto add = [&](const std::string& fen, const std::string& moves, const std::string& result) {
            text += "[FEN \"" + fen + "\"]\n[Result \"" + result + "\"]\n\n" + moves + " " + result + "\n\n";
        };
        add(kChess, "1. f3 e5 2. g4 Qh4#", "0-1");
        add(kChess, "1. e4 d5 2. exd5 Qxd5 3. Nc3", "1-0");
        add(kChess, "1. e4 f5 2. Qh5+ g6 3. Nc3", "1-0");
        add(kChess, "1. e4 e5 2. Nf3", "*");
        add(kPawn, "1. Kd2 Kd7 2. Kc3 Kc6 3. Kb4 Kb6 4. Kc4", "1/2-1/2");
        return RecordFile(text, "games.pgn");
    }();
    return file;
}

TreeRecord game(int index)
{
    auto record = records().load(index);
    EXPECT_TRUE(record && record->problems.empty()) << index;
    return std::move(record.value());
}

// A position counts when it is neither in check nor reached or left by a capture.
TEST(Tuner, LearnsFromTheQuietPositionsOfAFinishedGame)
{
    Tuner tuner;
    // Fool's mate: after f3, e5 and g4; not the start (skipped) nor the mate (no move left it).
    EXPECT_EQ(tuner.addGame(game(0).tree, "0-1", 1), 3);
    EXPECT_EQ(tuner.addGame(game(0).tree, "0-1", 2), 2);
    // 1. e4 d5 2. exd5 Qxd5 3. Nc3: only after e4 (after d5 a capture follows; after exd5 and
    // Qxd5 one was made), and after Nc3 no move follows.
    EXPECT_EQ(tuner.addGame(game(1).tree, "1-0", 1), 1);
    // A check is not quiet: 1. e4 f5 2. Qh5+ g6 3. Nc3 — after e4, f5 and g6 only.
    EXPECT_EQ(tuner.addGame(game(2).tree, "1-0", 1), 3);
    EXPECT_EQ(tuner.addGame(game(3).tree, "*", 0), 0);
    EXPECT_EQ(tuner.size(), 9u);
}

// Drawn games with a lone white pawn: the fit lowers what the pawn is worth, for the games it
// fits and for the one held out, and keeps the weights usable.
TEST(Tuner, TheFitMovesTheWeightsTheGamesAskFor)
{
    Tuner tuner;
    const TreeRecord drawn = game(4);
    for (int i = 0; i < 5; ++i)
        tuner.addGame(drawn.tree, "1/2-1/2", 0);
    EXPECT_EQ(tuner.size(), 24u);  // four games of six positions (not the start); the fifth held out
    EXPECT_EQ(tuner.heldOut(), 6u);
    const EvalWeights start;
    // Every game drawn: the scale that predicts them best is the smallest, the one that makes
    // every value nearest an even chance.
    EXPECT_NEAR(tuner.fitScale(start), 0.01, 0.001);
    int passes = 0;
    const EvalWeights fitted
        = tuner.fit(start, 50, [&](int pass, double, double, const EvalWeights&) { passes = pass; });
    EXPECT_GE(passes, 1);
    EXPECT_TRUE(evalWeightsProblem(fitted).empty());
    EXPECT_LT(tuner.error(fitted), tuner.error(start));
    EXPECT_LT(tuner.error(fitted, true), tuner.error(start, true));
    const Position pawn = position("chess", {}, kPawn);
    EXPECT_LT(Evaluator(pawn.rulesPtr(), fitted).evaluate(pawn), Evaluator(pawn.rulesPtr(), start).evaluate(pawn));
}

}  // namespace
}  // namespace kabir::test
