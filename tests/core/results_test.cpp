// Results shared by all two-player variants (rules.md §0, §7): the n-move rule, threefold
// repetition, every stalemate value, scores for tables and PGN results.

#include "core/rules/rulesetcompiler.h"
#include "tests/core/testpositions.h"

#include "core/rules/adjudication.h"

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

// rules.md §0, threefold repetition: a repetition is looked for back to the last move after
// which no earlier position can recur, and a pawn's advance is one such only because no pawn
// of any variant steps back (Position::restartClocksAfterPawnMove; a sideways step, Shatra's
// shatra beyond the ditch, is not one: ShatraReadings.RepetitionCountsAcrossSidewaysShatraSteps).
TEST(Results, NoPawnStepsBackSoItsAdvanceEndsTheRepetitionHistory)
{
    for (const VariantFile& file : VariantCatalog::builtIn().variants()) {
        const RulesetPtr r = rules(file.id());
        for (PieceType t = 0; t < r->pieceTypeCount(); ++t)
            for (Square s = 0; r->isPawn(t) && s < r->squareCount(); ++s)
                for (const MoveVector& v : r->movesAt(t, s))
                    EXPECT_TRUE(v.y >= 0 && v.firstY >= 0) << file.id() << ": a pawn steps back";
    }
}

TEST(Results, RepetitionIsIgnoredByPerft)
{
    Position pos = position("chess");
    play(pos, {"g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8"});
    EXPECT_EQ(adjudicate(pos).kindId(), "repetition");
    EXPECT_EQ(perft(pos, 1), 20u);
}

TEST(Results, RepetitionNeedsTheSameCastlingRights)
{
    // The knights' position of ply 2 comes back at plies 6 and 10, but only after both
    // kingside castlings have been lost: the third occurrence with the same rights is ply 14.
    Position pos = position("chess");
    play(pos, {"g1f3", "g8f6", "h1g1", "h8g8", "g1h1", "g8h8", "f3g1", "f6g8", "g1f3", "g8f6"});
    EXPECT_FALSE(adjudicate(pos).over());
    play(pos, {"f3g1", "f6g8", "g1f3", "g8f6"});
    EXPECT_EQ(adjudicate(pos).kindId(), "repetition");
}

TEST(Results, RepetitionNeedsTheSameEnPassantSquares)
{
    // After e2-e4 Black's d4 pawn could take en passant on e3: that position is not repeated
    // when the knights come back. Without the d4 pawn it is, and ply 9 is the third occurrence.
    const char* moves[] = {"e2e4", "b8c6", "g1f3", "c6b8", "f3g1", "b8c6", "g1f3", "c6b8", "f3g1"};
    Position withEp = position("chess", {}, "1n2k3/8/8/8/3p4/8/4P3/4K1N1 w - - 0 1");
    Position withoutEp = position("chess", {}, "1n2k3/8/8/8/8/8/4P3/4K1N1 w - - 0 1");
    for (const char* m : moves) {
        play(withEp, {m});
        play(withoutEp, {m});
    }
    EXPECT_FALSE(adjudicate(withEp).over());
    EXPECT_EQ(adjudicate(withoutEp).kindId(), "repetition");
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
    auto rules = compileRuleset(definition.value());
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

// rules.md §0: the stalemate option of every two-player variant, its default following the
// rule set (Tressau A half-win, B draw; Turkish reconstructed win, reformed draw).
TEST(Results, StalemateOptionDefaultsToTheRuleSetAndOverridesIt)
{
    struct Case {
        const char* variant;
        OptionValues options;
        const char* fen;  // White to move and stalemate Black with the queen's move
        const char* move;
        const char* kind;
    };
    const Case cases[] = {
        {"chess", {}, "k7/8/8/2Q5/8/8/8/7K w - - 0 1", "c5b6", "stalemate-draw"},
        {"chess", {{"stalemate", "half-win"}}, "k7/8/8/2Q5/8/8/8/7K w - - 0 1", "c5b6", "stalemate-half-win"},
        {"kaiserspiel", {}, "k9/10/10/2Q7/10/10/10/10/10/9K w - - 0 1", "c7b8", "stalemate-half-win"},
        {"kaiserspiel", {{"ruleset", "B"}}, "k9/10/10/2Q7/10/10/10/10/10/9K w - - 0 1", "c7b8", "stalemate-draw"},
        {"kaiserspiel", {{"ruleset", "B"}, {"stalemate", "loss"}}, "k9/10/10/2Q7/10/10/10/10/10/9K w - - 0 1", "c7b8",
            "stalemate-loss"},
        {"sultanspiel", {{"ruleset", "B"}}, "k10/11/11/2Q8/11/11/11/11/11/11/10K w - - 0 1", "c8b9", "stalemate-draw"},
        {"sultanspiel", {{"king-targets", "off"}}, "k10/11/11/2Q8/11/11/11/11/11/11/10K w - - 0 1", "c8b9",
            "stalemate-half-win"},
        {"hyderabad", {}, "k9/10/10/2Q7/10/10/10/10/10/9K w - - 0 1 leap:-", "c7b8", "stalemate-draw"},
        {"hyderabad", {{"stalemate", "win"}}, "k9/10/10/2Q7/10/10/10/10/10/9K w - - 0 1 leap:-", "c7b8",
            "stalemate-win"},
        {"turkish", {}, "k12/13/13/2Q10/13/13/13/13/7p5/7P5/13/13/12K w - - 0 1 leap:-", "c10b11", "stalemate-win"},
        {"turkish", {{"ruleset", "reformed"}}, "k12/13/13/2Q10/13/13/13/13/7p5/7P5/13/13/12K w - - 0 1", "c10b11",
            "stalemate-draw"},
        {"turkish", {{"stalemate", "draw"}}, "k12/13/13/2Q10/13/13/13/13/7p5/7P5/13/13/12K w - - 0 1 leap:-", "c10b11",
            "stalemate-draw"},
    };
    for (const Case& c : cases) {
        Position pos = position(c.variant, c.options, c.fen);
        play(pos, {c.move});
        EXPECT_EQ(adjudicate(pos).kindId(), c.kind) << c.variant << ' ' << c.fen;
        EXPECT_EQ(perft(pos, 1), 0u);
    }
}

}  // namespace
}  // namespace kabir::test
