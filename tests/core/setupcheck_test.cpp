// The checks of a position set up by hand (core/position/setupcheck.h): each rule a setup may break,
// found on the position Position::fromSetup makes, with the English message the FEN reader
// gives for it.

#include "core/position/setupcheck.h"

#include "tests/core/testpositions.h"

#include <gtest/gtest.h>

namespace kabir::test {
namespace {

struct Edit {
    const char* square;
    char letter;  // upper case: the first army; ' ' empties the square
    Army army;
};

struct SetupCase {
    const char* variant;
    OptionValues options;
    const char* fen;  // a position the reader takes
    std::vector<Edit> edits;
    std::optional<SetupRefusalReason> reason;
    Army army;
    const char* message;
};

Position edited(const SetupCase& c)
{
    RulesetPtr r = rules(c.variant, c.options);
    auto read = Position::fromFen(r, c.fen);
    EXPECT_TRUE(read.ok()) << c.fen << ": " << read.errorText();
    PositionSetup setup = read->setup();
    for (const Edit& e : c.edits) {
        const Square s = *r->geometry().parseSquare(e.square);
        setup.board[std::size_t(s)]
            = e.letter == ' ' ? kEmpty : makePiece(e.army, PieceType(r->definition().pieceTypeOf(e.letter)));
    }
    return Position::fromSetup(r, setup);
}

TEST(SetupCheck, EachRuleASetupMayBreakIsNamedWithItsArmyAndSquare)
{
    const SetupCase cases[] = {
        {"chess", {}, "4k3/8/8/8/8/8/8/4K3 w - - 0 1", {{"d1", 'K', 0}}, SetupRefusalReason::TwoKings, 0,
            "White has two kings, on d1 and e1."},
        {"chess", {}, "4k3/8/8/8/8/8/8/4K3 w - - 0 1", {{"e8", ' ', 0}}, SetupRefusalReason::NoKing, 1,
            "Black has no king."},
        {"chess", {}, "4k3/8/8/8/8/8/8/4K3 w - - 0 1", {{"h1", 'P', 0}}, SetupRefusalReason::PawnBehindStart, 0,
            "White pawn on h1: pawns never move back, and none stands behind the rank its army's pawns start on."},
        {"hyderabad", {}, "5k4/10/10/10/10/10/10/10/10/5K4 w - - 0 1", {{"a10", 'P', 0}},
            SetupRefusalReason::PawnMustHavePromoted, 0,
            "White pawn on a10: a pawn that reaches this rank must promote."},
        {"chess", {}, "4k3/8/8/8/8/8/8/4K3 w - - 0 1", {{"e5", 'R', 0}}, SetupRefusalReason::NotToMoveInCheck, 1,
            "Black is in check but not to move: the side that has just moved cannot be in check."},
        // Four armies: no check, and an army may have lost its king; two are still one too many.
        {"chaturanga-4-84", {}, "****rK4*/9*/9*/9*/10/10/*9/*9/*9/*5**** r - 0 1", {{"h10", 'K', 0}},
            SetupRefusalReason::TwoKings, 0, "Red has two kings, on e10 and h10."},
        {"chaturanga-4-84", {}, "****rK4*/9*/9*/9*/10/10/*9/*9/*9/*5**** r - 0 1", {{"d5", 'R', 1}}, std::nullopt, 0,
            ""},
        // Where a pawn may stay on its last rank (Tressau's rule set A), it may stand there.
        {"kaiserspiel", {{"ruleset", "A"}}, "9k/10/10/10/10/10/10/10/10/4K5 w - - 0 1", {{"e10", 'P', 0}}, std::nullopt,
            0, ""},
    };
    for (const SetupCase& c : cases) {
        const Position pos = edited(c);
        const auto refusal = checkSetup(pos);
        if (!c.reason) {
            EXPECT_FALSE(refusal) << c.variant << " " << pos.fen() << ": " << setupRefusalMessage(pos, *refusal);
            continue;
        }
        ASSERT_TRUE(refusal) << c.variant << " " << pos.fen();
        EXPECT_EQ(refusal->reason, *c.reason) << pos.fen();
        EXPECT_EQ(refusal->army, c.army) << pos.fen();
        EXPECT_EQ(setupRefusalMessage(pos, *refusal), c.message);
    }
}

TEST(SetupCheck, TheFenReaderRefusesWithTheSameWordsAndTheUncheckedReaderTakesThePosition)
{
    const char* fen = "4k3/8/8/8/4R3/8/8/4K3 w - - 0 1";
    auto read = Position::fromFen(rules("chess"), fen);
    ASSERT_FALSE(read.ok());
    EXPECT_NE(read.errorText().find(
                  "FEN: Black is in check but not to move: the side that has just moved cannot be in check."),
        std::string::npos)
        << read.errorText();
    auto unchecked = Position::fromFenUnchecked(rules("chess"), fen);
    ASSERT_TRUE(unchecked.ok()) << unchecked.errorText();
    EXPECT_EQ(checkSetup(*unchecked)->reason, SetupRefusalReason::NotToMoveInCheck);

    auto twoKings
        = Position::fromFenUnchecked(rules("chaturanga-4-84"), "****rKrK3*/9*/9*/9*/10/10/*9/*9/*9/*5**** r - 0 1");
    ASSERT_TRUE(twoKings.ok()) << twoKings.errorText();
    EXPECT_EQ(checkSetup(*twoKings)->reason, SetupRefusalReason::TwoKings);
}

}  // namespace
}  // namespace kabir::test
