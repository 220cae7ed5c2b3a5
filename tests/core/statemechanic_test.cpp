// The state mechanics of other shapes than a flag per army (core/position/mechanics/
// statemechanic.h): each registered once, and each one a variant has written, read back, keyed,
// carried through the position editor's setup and refused the same way, in every shipped
// variant and option that has it (rules.md: the Indian initial moves, Pritchard 2007, 29.1 (6);
// [promotion] the pawns waiting to promote in place, Tressau's rule set A and Sittuyin).

#include "tests/core/testpositions.h"

#include <gtest/gtest.h>

#include <set>

namespace kabir::test {
namespace {

TEST(StateMechanics, EveryMechanicIsRegisteredOnceUnderAFieldOfItsOwn)
{
    std::set<std::string_view> fields;
    for (const ArmyFlagMechanic* mechanic : registeredArmyFlagMechanics())
        fields.insert(mechanic->fenName());
    for (const StateMechanic* mechanic : registeredStateMechanics())
        EXPECT_TRUE(fields.insert(mechanic->fenName()).second) << mechanic->fenName();
    EXPECT_EQ(registeredStateMechanics().size(), 2u);
}

// A position's FEN reads back as the same position with the same key, its key is computeKey's,
// and the editor's setup of it gives it again.
void expectRoundTrips(const RulesetPtr& r, const Position& pos)
{
    SCOPED_TRACE(pos.fen());
    EXPECT_EQ(pos.key(), pos.computeKey());
    const auto read = Position::fromFen(r, pos.fen());
    ASSERT_TRUE(read.ok()) << read.errorText();
    EXPECT_TRUE(read.value() == pos);
    EXPECT_EQ(Position::fromSetup(r, pos.setup()).fen(), pos.fen());
}

TEST(StateMechanics, EachFieldRoundTripsAlongAGameAndIsRefusedByNameInEveryVariantThatHasIt)
{
    int checked = 0;
    for (const VariantFile& file : VariantCatalog::builtIn().variants()) {
        for (const OptionValues& options : file.singleOptionChoices()) {
            const RulesetPtr r = rules(file.id(), options);
            if (r->armyCount() > 2 || r->stateMechanics().empty())
                continue;
            SCOPED_TRACE(file.id());
            // Twenty plies of a game the same every run, checked after each.
            Position pos = Position::start(r);
            for (int ply = 0; ply < 20; ++ply) {
                expectRoundTrips(r, pos);
                MoveList moves;
                generateLegalMoves(pos, moves);
                if (moves.empty())
                    break;
                pos.doMove(moves[std::size_t((ply * 7 + 3) % int(moves.size()))]);
            }
            for (const StateMechanic* mechanic : r->stateMechanics()) {
                const std::string name(mechanic->fenName());
                const auto wrong = Position::fromFen(r, r->definition().startFen + " " + name + ":?");
                ASSERT_FALSE(wrong.ok()) << name;
                EXPECT_NE(wrong.errorText().find("'" + name + ":?'"), std::string::npos) << wrong.errorText();
                ++checked;
            }
        }
    }
    EXPECT_GT(checked, 10);  // both mechanics in several variants
}

// The states the play above rarely reaches: a pawn waiting on its last rank, and a side in the
// middle of its initial moves with units already moved.
TEST(StateMechanics, AWaitingPawnAndInitialMovesMadeRoundTrip)
{
    const RulesetPtr tressau = rules("kaiserspiel");
    const Position waiting = position("kaiserspiel", {}, "4P5/10/1k8/10/10/10/10/10/10/2p1K5 w - - 0 1 waiting:e10,c1");
    EXPECT_EQ(waiting.waitingPawns().size(), 2u);
    expectRoundTrips(tressau, waiting);
    const RulesetPtr indian = rules("indian");
    const Position initial = position("indian", {}, "3k4/p7/8/8/8/8/7P/4K3 w - - 0 3 initial:2:e1,h2");
    EXPECT_EQ(initial.initialMoved().size(), 2u);
    expectRoundTrips(indian, initial);
}

// The editor's field each mechanic describes (ui/setupform.cpp builds it from this alone): the
// initial moves a counter up to both sides' count, the waiting pawns a list of the pawns in their
// zone where they wait for their first chance, no field where every pawn in its zone waits.
TEST(StateMechanics, EachDescribesTheEditorFieldThatSetsItsState)
{
    using Kind = StateMechanic::EditorField::Kind;
    const RulesetPtr indian = rules("indian");
    const StateMechanic& initial = *indian->stateMechanics().front();
    ASSERT_EQ(initial.fenName(), "initial");
    const StateMechanic::EditorField counter = initial.editorField(*indian);
    EXPECT_EQ(counter.kind, Kind::Counter);
    EXPECT_EQ(counter.maximum, 2 * indian->definition().initialMoves);
    ASSERT_TRUE(counter.label);
    PositionSetup setup = position("indian", {}, "3k4/p7/8/8/8/8/7P/4K3 w - - 0 3 initial:2:e1,h2").setup();
    EXPECT_EQ(initial.count(setup), 2);
    initial.setCount(setup, 2);
    EXPECT_EQ(setup.initialMoved.size(), 2u);  // the same count keeps the units moved
    initial.setCount(setup, 3);
    EXPECT_EQ(setup.initialPly, 3);
    EXPECT_TRUE(setup.initialMoved.empty());

    const RulesetPtr tressau = rules("kaiserspiel", {{"ruleset", "A"}});
    const StateMechanic& waiting = *tressau->stateMechanics().front();
    ASSERT_EQ(waiting.fenName(), "waiting");
    EXPECT_EQ(waiting.editorField(*tressau).kind, Kind::UnitList);
    const Position pos = position("kaiserspiel", {{"ruleset", "A"}}, "4P5/10/1k8/10/10/10/10/10/10/2p1K5 w - - 0 1");
    const Geometry& g = pos.geometry();
    std::vector<std::string> listed;
    for (Square s = 0; s < g.squareCount(); ++s)
        if (waiting.listsUnit(pos, s))
            listed.push_back(g.squareName(s));
    EXPECT_EQ(listed, (std::vector<std::string>{"c1", "e10"}));
    setup = pos.setup();
    waiting.setListedUnits(setup, {*g.parseSquare("e10")});
    EXPECT_EQ(Position::fromSetup(tressau, setup).fen(), pos.fen() + " waiting:e10");
    EXPECT_EQ(waiting.listedUnits(setup), setup.waiting);

    const RulesetPtr sittuyin = rules("sittuyin");
    ASSERT_FALSE(sittuyin->stateMechanics().empty());
    EXPECT_FALSE(sittuyin->stateMechanics().front()->editorField(*sittuyin).label);
}

}  // namespace
}  // namespace kabir::test
