// A promotion in place is written apart from an ordinary one in the program's move text:
// "@e10=N" (the pawn waiting on e10 becomes a knight where it stands) against "e10=N" (a pawn
// arrives on e10 and promotes). Tressau's rule set A (rules.md §1, §7), Hyderabad
// cazaux-knowlton-2017 (§3) and Chaturanga 4-84 (§5).

#include "tests/core/testpositions.h"

#include <gtest/gtest.h>

namespace kabir::test {
namespace {

// White has lost the knight of b1 and a bishop; its pawn waits on e10, another stands on g9.
const char* kWaiting = "4P5/6P3/10/7k2/10/10/10/10/10/R2CKQA1NR w - - 0 1 waiting:e10";

TEST(InPlacePromotion, KaiserspielA_WrittenWithAnAtSignApartFromAnArrival)
{
    Position pos = position("kaiserspiel", {}, kWaiting);
    EXPECT_EQ(moveText(pos, parseMove(pos, "e10e10n").value()), "@e10=N");
    EXPECT_EQ(moveText(pos, parseMove(pos, "g9g10n").value()), "g10=N");
    EXPECT_EQ(moveText(pos, parseMove(pos, "e10e10n").value(), {MoveSystem::Standard, "de"}), "@e10=S");
}

TEST(InPlacePromotion, KaiserspielA_TextRoundTrips)
{
    Position pos = position("kaiserspiel", {}, kWaiting);
    MoveList legal;
    generateLegalMoves(pos, legal);
    int inPlace = 0;
    for (Move m : legal) {
        if (m.kind() != MoveKind::Promotion || m.from() != m.to())
            continue;
        ++inPlace;
        for (const Notation& notation : {Notation{}, Notation{MoveSystem::Standard, "de"}}) {
            const std::string text = moveText(pos, m, notation);
            EXPECT_EQ(parseMove(pos, text, notation).value(), m) << text;
        }
    }
    EXPECT_EQ(inPlace, 2);  // a knight or a bishop (the bishop-colour limit allows it on e10)
}

TEST(InPlacePromotion, KaiserspielA_TheFormerTextIsStillRead)
{
    // Before "@e10=N" the program wrote the promotion in place as "e10=N": records keep it.
    Position pos = position("kaiserspiel", {}, kWaiting);
    EXPECT_EQ(parseMove(pos, "e10=N").value(), parseMove(pos, "e10e10n").value());
    EXPECT_EQ(parseMove(pos, "e10e10n").value(), parseMove(pos, "@e10=N").value());
}

TEST(InPlacePromotion, HyderabadCazaux_WaitingPawnBecomesTheDabbabaInPlace)
{
    Position pos
        = position("hyderabad", {{"ruleset", "cazaux-knowlton-2017"}}, "4P5/10/7k2/10/10/10/10/10/4D5/4K5 w - - 0 1");
    const Move m = parseMove(pos, "e10e10d").value();
    EXPECT_EQ(moveText(pos, m), "@e10=D");
    EXPECT_EQ(moveText(pos, m, {MoveSystem::Standard, "de"}), "@e10=M");
    EXPECT_EQ(parseMove(pos, "@e10=D").value(), m);
    EXPECT_EQ(parseMove(pos, "@e10=M", {MoveSystem::Standard, "de"}).value(), m);
}

TEST(InPlacePromotion, Chaturanga484_PawnOnTheFarEdgePromotesInPlace)
{
    // A Red pawn stands on c1, Red's far edge; Red has lost its queen.
    Position pos = position("chaturanga-4-84", {}, "****rNrBrK1rR*/9*/9*/bK8*/10/10/*8gK/*9/*9/*1rPyK2**** r rW 0 1");
    const Move m = parseMove(pos, "c1c1q").value();
    EXPECT_EQ(moveText(pos, m), "r:@c1=Q");
    EXPECT_EQ(parseMove(pos, "r:@c1=Q").value(), m);
    EXPECT_EQ(parseMove(pos, "@c1=Q").value(), m);
    EXPECT_EQ(parseMove(pos, "c1=Q").value(), m);
    EXPECT_EQ(parseMove(pos, "@c1=D", {MoveSystem::Standard, "de"}).value(), m);
}

}  // namespace
}  // namespace kabir::test
