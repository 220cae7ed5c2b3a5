// The army-flag mechanics (core/position/mechanics/armyflag.h): each registered once, and each
// one a variant has read from its FEN field, written back, keyed and refused the same way, in
// every shipped variant and option that has it (rules.md §3 the king's leap, [swap], [pawns]
// first-pawn-move, [leap-capture] temdek).

#include "tests/core/testpositions.h"

#include <gtest/gtest.h>

#include <set>

namespace kabir::test {
namespace {

TEST(ArmyFlags, EveryMechanicIsRegisteredOnceUnderItsOwnFlag)
{
    std::set<ArmyFlag> flags;
    std::set<std::string_view> fields;
    for (const ArmyFlagMechanic* mechanic : registeredArmyFlagMechanics()) {
        EXPECT_TRUE(flags.insert(mechanic->flag()).second);
        EXPECT_TRUE(fields.insert(mechanic->fenName()).second) << mechanic->fenName();
    }
    EXPECT_EQ(int(flags.size()), kArmyFlagCount);
}

// The start position with `field` added to its FEN.
Result<Position> withField(const RulesetPtr& r, const std::string& field)
{
    return Position::fromFen(r, r->definition().startFen + " " + field);
}

TEST(ArmyFlags, EachFieldReadsWritesAndKeysItsFlagInEveryVariantThatHasIt)
{
    int checked = 0;
    for (const VariantFile& file : VariantCatalog::builtIn().variants()) {
        for (const OptionValues& options : file.singleOptionChoices()) {
            const RulesetPtr r = rules(file.id(), options);
            if (r->armyCount() > 2)
                continue;
            const Position start = Position::start(r);
            for (const ArmyFlagMechanic* mechanic : r->armyFlagMechanics()) {
                const std::string name(mechanic->fenName());
                SCOPED_TRACE(file.id() + " " + name);
                // None holds it: written as "-", read back with the same key.
                const auto none = withField(r, name + ":-");
                ASSERT_TRUE(none.ok()) << none.errorText();
                for (Army a = 0; a < 2; ++a)
                    EXPECT_FALSE(none->holds(mechanic->flag(), a));
                EXPECT_EQ(none->key(), none->computeKey());
                const bool anyByDefault = mechanic->byDefault(start, 0) || mechanic->byDefault(start, 1);
                EXPECT_EQ(none->fen().find(" " + name + ":-") != std::string::npos, anyByDefault);
                EXPECT_EQ(none->key() != start.key(), anyByDefault);
                // White alone, where White may hold it.
                if (mechanic->possible(start, 0)) {
                    const auto white = withField(r, name + ":" + mechanic->token(*r, 0));
                    ASSERT_TRUE(white.ok()) << white.errorText();
                    EXPECT_TRUE(white->holds(mechanic->flag(), 0));
                    EXPECT_FALSE(white->holds(mechanic->flag(), 1));
                    EXPECT_TRUE(Position::fromFen(r, white->fen()).value() == *white) << white->fen();
                }
                // A token that names no army is refused, the field named.
                const auto wrong = withField(r, name + ":?");
                ASSERT_FALSE(wrong.ok());
                EXPECT_NE(wrong.errorText().find("'" + name + ":?' names no"), std::string::npos) << wrong.errorText();
                ++checked;
            }
        }
    }
    EXPECT_GT(checked, 10);  // every mechanic in several variants
}

// The position editor keeps a flag while the board does not allow it, and writes it only while
// it does: a king's leap is held again when the king is put back (rules.md §3, the king's leap).
TEST(ArmyFlags, AFlagTheBoardDoesNotAllowIsNotWritten)
{
    const RulesetPtr r = rules("hyderabad");
    PositionSetup setup = Position::start(r).setup();
    ASSERT_TRUE(setup.flags.holds(ArmyFlag::KingLeap, 0));
    const Square king = Position::start(r).kingSquare(0);
    setup.board[std::size_t(king)] = kEmpty;
    setup.flags.bits[std::size_t(ArmyFlag::KingLeap)] = 1;  // White's alone, without its king
    dropImpossibleRights(setup, r);
    const Position without = Position::fromSetup(r, setup);
    EXPECT_TRUE(without.fen().ends_with(" leap:-")) << without.fen();  // Black's king, which does not hold it
    setup.board[std::size_t(king)] = makePiece(0, typeOf(Position::start(r).at(king)));
    EXPECT_TRUE(Position::fromSetup(r, setup).fen().ends_with(" leap:K")) << Position::fromSetup(r, setup).fen();
}

}  // namespace
}  // namespace kabir::test
