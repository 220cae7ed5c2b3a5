// Timur's Great Chess (Pritchard 2007, 29.5; catalogue of chapter 29, §22), the rules beyond the
// board and the pieces: the king swap and the citadel as a refuge. Each test names
// its rule.

#include "tests/core/timurpositions.h"

#include "core/rules/adjudication.h"

namespace kabir::test {
namespace {

// White: king g1, vizier c4; Black: king b10, a rook on g8 checking along the g-file.
const std::string kSwapInCheck
    = fenOf({"*k10*", "12*", "*5r5*", "*11*", "*11*", "*11*", "*1W9*", "*11*", "*12", "*5K5*"});

Move moveOf(Position& pos, const std::string& text)
{
    MoveList moves;
    generateLegalMoves(pos, moves);
    for (Move m : moves)
        if (coordinateText(pos, m) == text)
            return m;
    return Move();
}

// §22 king swap, swap = in-check-or-stalemate: in check the king may change places with any
// unit of its side, however far.
TEST(TimurSwap, KingInCheckMayChangePlacesWithAnyOwnUnit)
{
    Position pos = at(kSwapInCheck);
    ASSERT_TRUE(pos.inCheck(0));
    const Move swap = moveOf(pos, "g1c4");
    EXPECT_EQ(swap.kind(), MoveKind::Swap);
    play(pos, {"g1c4"});
    EXPECT_EQ(typeOf(pos.at(sq(pos, "c4"))), pos.rules().definition().onceSwap.piece);
    EXPECT_EQ(pos.rules().definition().pieces[typeOf(pos.at(sq(pos, "g1")))].name, "Vizier");
    EXPECT_EQ(pos.kingSquare(0), sq(pos, "c4"));
}

TEST(TimurSwap, NoSwapOutOfCheckWhileOtherMovesRemain)
{
    Position pos = at(fenOf({"*k10*", "12*", "*11*", "*11*", "*11*", "*11*", "*1W9*", "*11*", "*12", "*5K5*"}));
    EXPECT_FALSE(legalMoves(pos).contains("g1c4"));
    EXPECT_FALSE(legalMoves(pos).empty());
}

// §22 swap = any-time: once in the game, whenever its owner likes.
TEST(TimurSwap, WithSwapAnyTimeTheKingSwapsOutOfCheckToo)
{
    Position pos = at(fenOf({"*k10*", "12*", "*11*", "*11*", "*11*", "*11*", "*1W9*", "*11*", "*12", "*5K5*"}),
        {{"swap", "any-time"}});
    EXPECT_TRUE(legalMoves(pos).contains("g1c4"));
}

// §22: after the swap no royal of the side may be in check.
TEST(TimurSwap, SwapOntoAnAttackedSquareIsIllegal)
{
    // A white war engine on d8, on the checking rook's rank.
    Position pos = at(fenOf({"*k10*", "12*", "*2D2r5*", "*11*", "*11*", "*11*", "*1W9*", "*11*", "*12", "*5K5*"}));
    const std::set<std::string> moves = legalMoves(pos);
    EXPECT_TRUE(moves.contains("g1c4"));
    EXPECT_FALSE(moves.contains("g1d8"));
}

// §22 king swap: once per game; the right is the FEN's "swap:" field and reads back.
TEST(TimurSwap, TheSwapIsMadeOncePerGameAndTheFenKeepsTheRight)
{
    Position pos = at(kSwapInCheck);
    play(pos, {"g1c4"});
    EXPECT_FALSE(pos.holds(ArmyFlag::Swap, 0));
    EXPECT_TRUE(pos.holds(ArmyFlag::Swap, 1));
    EXPECT_NE(pos.fen().find(" swap:k"), std::string::npos) << pos.fen();
    play(pos, {"g8c8"});  // check again: no second swap
    ASSERT_TRUE(pos.inCheck(0));
    EXPECT_FALSE(legalMoves(pos).contains("c4g1"));
    auto read = Position::fromFen(pos.rulesPtr(), pos.fen());
    ASSERT_TRUE(read.ok()) << read.errorText();
    EXPECT_EQ(read->fen(), pos.fen());
    EXPECT_EQ(read->key(), pos.key());
    EXPECT_FALSE(read->holds(ArmyFlag::Swap, 0));
    // Without the field every original king holds it; "swap:-" none; a side without its
    // original king has none to name.
    EXPECT_EQ(at(kSwapInCheck).fen().find("swap:"), std::string::npos);
    Position none = at(kSwapInCheck.substr(0, kSwapInCheck.size() - 1) + "1 swap:-");
    EXPECT_FALSE(none.holds(ArmyFlag::Swap, 0));
    EXPECT_FALSE(none.holds(ArmyFlag::Swap, 1));
    EXPECT_FALSE(legalMoves(none).contains("g1c4"));
    const std::string princeOnly
        = fenOf({"*k10*", "12*", "*11*", "*11*", "*11*", "*11*", "*1W9*", "*11*", "*12", "*5Y5*"}, " w - - 0 1 swap:K");
    EXPECT_FALSE(Position::fromFen(timur(), princeOnly).ok());
}

// §22: only the original king swaps, not a prince or an adventitious king.
TEST(TimurSwap, OnlyTheOriginalKingSwaps)
{
    Position pos = at(fenOf({"*k10*", "12*", "*5r5*", "*11*", "*11*", "*11*", "*1W9*", "*11*", "*12", "*5Y5*"}));
    ASSERT_TRUE(pos.inCheck(0));
    EXPECT_FALSE(pos.holds(ArmyFlag::Swap, 0));
    EXPECT_FALSE(legalMoves(pos).contains("g1c4"));
}

// §22 citadels hold for a swap: the king never lands in its own citadel.
TEST(TimurSwap, SwapNeverPutsAUnitWhereACitadelBarsIt)
{
    // Only the king is royal here; the adventitious king stands in White's citadel m2.
    Position pos = at(fenOf({"*k10*", "12*", "*5r5*", "*11*", "*11*", "*11*", "*1W9*", "*11*", "*11X", "*5K5*"}),
        {{"royal-succession", "off"}});
    ASSERT_TRUE(pos.inCheck(0));
    const std::set<std::string> moves = legalMoves(pos);
    EXPECT_TRUE(moves.contains("g1c4"));
    EXPECT_FALSE(moves.contains("g1m2"));
}

// §22 end: a stalemated player holding the swap must use it; without it he loses.
TEST(TimurSwap, StalematedPlayerMustSwapAndLosesOnlyWithoutIt)
{
    // The black king on b10 boxed in by the rooks on c1 and l9; a black pawn on e5 blocked by
    // a white war engine on e4.
    const std::string fen
        = fenOf({"*k10*", "11R*", "*11*", "*11*", "*11*", "*3'r7*", "*3D7*", "*11*", "*12", "*1R3K5*"}, " b - - 0 1");
    Position pos = at(fen);
    EXPECT_FALSE(pos.inCheck(1));
    EXPECT_EQ(legalMoves(pos), (std::set<std::string>{"b10e5"}));
    EXPECT_FALSE(adjudicate(pos).over());
    Position without = at(fen + " swap:K");
    EXPECT_TRUE(legalMoves(without).empty());
    EXPECT_EQ(adjudicate(without).kind, ResultKind::StalemateWin);
}

const OptionValues kRefuge = {{"citadel", "refuge"}};

// §22 citadel = refuge: a king in the opponent's citadel can be neither checked nor captured,
// and the game goes on.
TEST(TimurRefuge, KingInTheEnemyCitadelIsNeitherCheckedNorCapturedAndTheGameGoesOn)
{
    // The black king on l3 steps into White's citadel m2, on the white rook's rank.
    const std::string fen
        = fenOf({"*11*", "12*", "*11*", "*11*", "*11*", "*11*", "*11*", "*10k*", "*R11", "*5K5*"}, " b - - 0 1");
    Position pos = at(fen, kRefuge);
    EXPECT_TRUE(legalMoves(pos).contains("l3m2"));
    play(pos, {"l3m2"});
    EXPECT_FALSE(adjudicate(pos).over());
    EXPECT_FALSE(pos.inCheck(1));
    const std::set<std::string> moves = legalMoves(pos);
    EXPECT_FALSE(moves.contains("b2m2"));
    EXPECT_TRUE(moves.contains("b2l2"));
    // With citadel = draw the attacked citadel is no square to step onto.
    Position draw = at(fen);
    EXPECT_FALSE(legalMoves(draw).contains("l3m2"));
}

// §22 citadel = refuge: from a citadel the king may, as its move, change places with its
// prince or adventitious king; that is not its once-per-game swap.
TEST(TimurRefuge, FromTheCitadelTheKingChangesPlacesWithItsPrinceOrAdventitiousKing)
{
    Position pos
        = at(fenOf({"*11*", "12*", "*11*", "*3y4x2*", "*11*", "*11*", "*11*", "*11*", "*11k", "*5K5*"}, " b - - 0 1"),
            kRefuge);
    const std::set<std::string> moves = legalMoves(pos);
    EXPECT_TRUE(moves.contains("m2e7"));
    EXPECT_TRUE(moves.contains("m2j7"));
    play(pos, {"m2e7"});
    EXPECT_EQ(pos.rules().definition().pieces[typeOf(pos.at(sq(pos, "m2")))].name, "Prince");
    EXPECT_EQ(pos.rules().definition().pieces[typeOf(pos.at(sq(pos, "e7")))].name, "King");
    EXPECT_TRUE(pos.holds(ArmyFlag::Swap, 1));
    // Outside the citadel there is no such exchange.
    Position outside
        = at(fenOf({"*11*", "12*", "*11*", "*3y4x2*", "*11*", "*11*", "*11*", "*10k*", "*12", "*5K5*"}, " b - - 0 1"),
            kRefuge);
    EXPECT_FALSE(legalMoves(outside).contains("l3e7"));
}

}  // namespace
}  // namespace kabir::test
