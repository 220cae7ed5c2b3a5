// The state mechanics of other shapes than a flag per army (core/position/mechanics/
// statemechanic.h): each registered once, and each one a variant has written, read back, keyed,
// carried through the position editor's setup and refused the same way, in every shipped
// variant and option that has it (rules.md: the Indian initial moves, Pritchard 2007, 29.1 (6);
// [promotion] the pawns waiting to promote in place, Tressau's rule set A and Sittuyin;
// [[first-moves]], the Cambodian king's and met's first moves and Malay chess's king's, §17).

#include "tests/core/testpositions.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>

namespace kabir::test {
namespace {

// The first moves have no field of their own: their rights are letters of the castling field.
TEST(StateMechanics, EveryMechanicIsRegisteredOnceUnderAFieldOfItsOwn)
{
    std::set<std::string_view> fields;
    for (const ArmyFlagMechanic* mechanic : registeredArmyFlagMechanics())
        fields.insert(mechanic->fenName());
    int inCastlingField = 0;
    for (const StateMechanic* mechanic : registeredStateMechanics()) {
        if (mechanic->fenName().empty())
            ++inCastlingField;
        else
            EXPECT_TRUE(fields.insert(mechanic->fenName()).second) << mechanic->fenName();
    }
    EXPECT_EQ(registeredStateMechanics().size(), 3u);
    EXPECT_EQ(inCastlingField, 1);
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
                if (name.empty())
                    continue;  // in the castling field: FirstMoves.* below
                const auto wrong = Position::fromFen(r, r->definition().startFen + " " + name + ":?");
                ASSERT_FALSE(wrong.ok()) << name;
                EXPECT_NE(wrong.errorText().find("'" + name + ":?'"), std::string::npos) << wrong.errorText();
                ++checked;
            }
        }
    }
    EXPECT_GT(checked, 10);  // the two with fields of their own in several variants
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
    waiting.setListedUnits(*tressau, setup, {*g.parseSquare("e10")});
    EXPECT_EQ(Position::fromSetup(tressau, setup).fen(), pos.fen() + " waiting:e10");
    EXPECT_EQ(waiting.listedUnits(*tressau, setup), setup.waiting);

    const RulesetPtr sittuyin = rules("sittuyin");
    ASSERT_FALSE(sittuyin->stateMechanics().empty());
    EXPECT_FALSE(sittuyin->stateMechanics().front()->editorField(*sittuyin).label);
}

// [[first-moves]]: the rights are the castling field's letters by file after each army's
// castlings, a letter without its piece is refused, and the editor lists the pieces on their
// first rank that may hold one (a king in check that a check takes the right from is not).
TEST(StateMechanics, FirstMovesAreCastlingLettersAndAListOfUnitsInTheEditor)
{
    using Kind = StateMechanic::EditorField::Kind;
    const RulesetPtr cambodian = rules("cambodian");
    const auto found = std::ranges::find_if(
        cambodian->stateMechanics(), [](const StateMechanic* m) { return m->fenName().empty(); });
    ASSERT_NE(found, cambodian->stateMechanics().end());
    const StateMechanic& first = **found;
    const Position start = Position::start(cambodian);
    EXPECT_EQ(first.castlingLetters(start, 0), "DE");
    EXPECT_EQ(first.castlingLetters(start, 1), "de");
    EXPECT_EQ(first.editorField(*cambodian).kind, Kind::UnitList);
    const Geometry& g = start.geometry();
    std::vector<std::string> listed;
    for (Square s = 0; s < g.squareCount(); ++s)
        if (first.listsUnit(start, s))
            listed.push_back(g.squareName(s));
    EXPECT_EQ(listed, (std::vector<std::string>{"d1", "e1", "d8", "e8"}));

    PositionSetup setup = start.setup();
    std::vector<std::string> held;
    for (Square s : first.listedUnits(*cambodian, setup))
        held.push_back(g.squareName(s));
    std::ranges::sort(held);
    EXPECT_EQ(held, (std::vector<std::string>{"d1", "d8", "e1", "e8"}));
    first.setListedUnits(*cambodian, setup, {*g.parseSquare("e1"), *g.parseSquare("d8")});
    const Position edited = Position::fromSetup(cambodian, setup);
    EXPECT_EQ(edited.fen(), "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w Ed - 0 1");
    expectRoundTrips(cambodian, edited);

    const auto wrong = Position::fromFen(cambodian, "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEdeA - 0 1");
    ASSERT_FALSE(wrong.ok());
    EXPECT_NE(wrong.errorText().find("'A' names no piece with a first move"), std::string::npos) << wrong.errorText();

    // Malay chess: a check takes the king's first move, so a king in check is not listed.
    const Position safe = position("malay", {}, "4k2r/8/8/8/8/8/P7/3K4 w - - 0 1");
    const Position checked = position("malay", {}, "4k3/8/8/8/8/8/P7/3K3r w - - 0 1");
    EXPECT_TRUE(first.listsUnit(safe, *safe.geometry().parseSquare("d1")));
    EXPECT_FALSE(first.listsUnit(checked, *checked.geometry().parseSquare("d1")));
}

}  // namespace
}  // namespace kabir::test
