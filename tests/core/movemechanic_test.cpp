// The move mechanics (core/position/mechanics/movemechanic.h): each registered once, a variant
// has the ones its rules name, in the order their moves are added, and a unit one shields is
// what the generator and a refusal keep from capture (Pritchard 2007, 29.5, Timur's Great
// Chess: the pawn of pawns waiting on its last rank to be transferred; the catalogue's §22
// citadel as a refuge).

#include "tests/core/timurpositions.h"

#include "core/position/mechanics/refuge.h"
#include "core/position/mechanics/transfer.h"
#include "core/rules/refusal.h"

#include <set>

namespace kabir::test {
namespace {

std::set<const MoveMechanic*> registeredOnce()
{
    std::set<const MoveMechanic*> all;
    for (const MoveMechanic* mechanic : registeredMoveMechanics())
        EXPECT_TRUE(all.insert(mechanic).second);
    return all;
}

TEST(MoveMechanics, AVariantHasTheOnesItsRulesNameInTheOrderTheyAreRegistered)
{
    EXPECT_EQ(registeredOnce().size(), 2u);
    EXPECT_TRUE(rules("chess")->moveMechanics().empty());
    // Timur: the pawn of pawns' transfer always; the refuge only with citadel = refuge.
    const auto plain = timur()->moveMechanics();
    ASSERT_EQ(plain.size(), 1u);
    EXPECT_NE(dynamic_cast<const Transfers*>(plain[0]), nullptr);
    const auto withRefuge = timur({{"citadel", "refuge"}})->moveMechanics();
    ASSERT_EQ(withRefuge.size(), 2u);
    EXPECT_NE(dynamic_cast<const Transfers*>(withRefuge[0]), nullptr);
    EXPECT_NE(dynamic_cast<const Refuges*>(withRefuge[1]), nullptr);
}

// §22 citadel = refuge: the black king in White's citadel m2 is shielded: White's adventitious
// king beside it, which may enter that citadel, does not capture it there, and the capture is
// refused as taking an immune unit.
TEST(MoveMechanics, AShieldedUnitIsNotCapturedAndTheCaptureIsRefusedAsImmune)
{
    Position pos = at(fenOf({"*11*", "12*", "*11*", "*11*", "*11*", "*11*", "*11*", "*10X*", "*11k", "*5K5*"}),
        {{"citadel", "refuge"}});
    const Square citadel = sq(pos, "m2");
    EXPECT_TRUE(pos.rules().immune(1, typeOf(pos.at(citadel)), citadel));
    const std::set<std::string> moves = legalMoves(pos);
    EXPECT_FALSE(moves.contains("l3m2"));
    EXPECT_TRUE(moves.contains("l3l2"));
    const auto refusal = explainRefusal(pos, sq(pos, "l3"), citadel);
    ASSERT_TRUE(refusal.has_value());
    EXPECT_EQ(refusal->reason, RefusalReason::ImmuneUnit);
}

}  // namespace
}  // namespace kabir::test
