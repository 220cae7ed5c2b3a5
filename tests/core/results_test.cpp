// Results shared by all two-player variants (rules.md §0, §7): the n-move rule, threefold
// repetition, every stalemate value, scores for tables and PGN results.

#include "tests/core/testpositions.h"

#include "core/adjudication.h"

#include <gtest/gtest.h>

namespace kabir::test {
namespace {

TEST(Results, MoveRuleDrawsAfterFiftyMovesOfEachSide)
{
    Position pos = position("chess", {}, "7k/8/8/8/8/8/8/R6K w - - 99 80");
    EXPECT_FALSE(adjudicate(pos).over());
    play(pos, {"a1a2"});
    EXPECT_EQ(adjudicate(pos).kindId(), "move-rule");
    EXPECT_EQ(perft(pos, 1), 3u);  // ignored by perft
}

TEST(Results, MoveRuleOptionChangesTheCount)
{
    Position off = position("kaiserspiel", {{"move-rule", "0"}}, "9k/10/10/10/10/10/10/10/10/R8K w - - 199 80");
    EXPECT_FALSE(adjudicate(off).over());
    Position hundred = position("kaiserspiel", {{"move-rule", "100"}}, "9k/10/10/10/10/10/10/10/10/R8K w - - 199 80");
    play(hundred, {"a1a2"});
    EXPECT_EQ(adjudicate(hundred).kindId(), "move-rule");
}

TEST(Results, CaptureOrPawnMoveResetsTheMoveCounter)
{
    Position pos = position("chess", {}, "7k/8/8/8/8/8/P7/R6K w - - 99 80");
    play(pos, {"a2a3"});
    EXPECT_EQ(pos.halfmoveClock(), 0);
    EXPECT_FALSE(adjudicate(pos).over());
}

TEST(Results, ThreefoldRepetitionDraws)
{
    Position pos = position("chess");
    play(pos, {"g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1"});
    EXPECT_FALSE(adjudicate(pos).over());
    play(pos, {"f6g8"});
    const Outcome o = adjudicate(pos);
    EXPECT_EQ(o.kindId(), "repetition");
    EXPECT_EQ(o.pgnResult(), "1/2-1/2");
}

TEST(Results, CheckmateWinsAndFinishedPositionHasNoMoves)
{
    Position pos = position("chess");
    play(pos, {"f2f3", "e7e5", "g2g4", "d8h4"});
    const Outcome o = adjudicate(pos);
    EXPECT_EQ(o.kindId(), "checkmate");
    EXPECT_EQ(o.pgnResult(), "0-1");
    EXPECT_DOUBLE_EQ(o.score(1), 1.0);
    EXPECT_EQ(perft(pos, 1), 0u);
}

// A tiny variant whose stalemate value is chosen by an option, for the values no shipped
// variant uses.
const char* kStalemateVariant = R"(id = "stalemate-test"
name = "Stalemate test"
source = "test"
[board]
files = 4
ranks = 4
[[pieces]]
letter = "K"
name = "King"
betza = "K"
royal = true
[[pieces]]
letter = "Q"
name = "Queen"
betza = "Q"
[setup]
fen = "k3/2Q1/1K2/4 b - - 0 1"
[[options]]
key = "stalemate"
label = "Stalemate"
explanation = "test"
default = "draw"
[[options.values]]
id = "draw"
label = "draw"
explanation = "test"
source = "test"
[[options.values]]
id = "loss"
label = "loss"
explanation = "test"
source = "test"
[options.values.set.results]
stalemate = "loss"
[[options.values]]
id = "win"
label = "win"
explanation = "test"
source = "test"
[options.values.set.results]
stalemate = "win"
)";

Outcome stalemateWith(const std::string& value)
{
    auto file = VariantFile::parse(kStalemateVariant, "stalemate.toml");
    EXPECT_TRUE(file.ok()) << file.errorText();
    auto definition = file->definition(file->resolveOptions({{"stalemate", value}}).value());
    auto rules = Ruleset::compile(definition.value());
    Position pos = Position::start(rules.value());
    return adjudicate(pos);
}

TEST(Results, StalemateValueIsChosenByTheVariant)
{
    EXPECT_EQ(stalemateWith("draw").kindId(), "stalemate-draw");
    const Outcome loss = stalemateWith("loss");
    EXPECT_EQ(loss.kindId(), "stalemate-loss");
    EXPECT_EQ(loss.winner, 1);  // the stalemated side wins: stalemating loses
    EXPECT_EQ(loss.pgnResult(), "0-1");
    const Outcome win = stalemateWith("win");
    EXPECT_EQ(win.kindId(), "stalemate-win");
    EXPECT_EQ(win.winner, 0);
}

}  // namespace
}  // namespace kabir::test
