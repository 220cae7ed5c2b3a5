// Timur's Great Chess (Pritchard 2007, 29.5; catalogue of chapter 29, §22): the pawn of pawns
// and its arrivals (option op-rule).
// In FEN ^P is the pawn of pawns arrived once, ^K the pawn of kings it became on arriving
// twice. Each test names its rule.

#include "tests/core/timurpositions.h"

#include "core/rules/refusal.h"

namespace kabir::test {
namespace {

const OptionValues kPritchard = {{"op-rule", "pritchard"}};

// White: king g1, the pawn of pawns arrived once waiting on h10 and another about to arrive on
// d9; Black: king b10, a rook on d6 and a knight on f6 (forked from e5).
const std::string kArrivals
    = fenOf({"*k5^P4*", "3^P8*", "*11*", "*11*", "*2r1n6*", "*11*", "*11*", "*11*", "*12", "*5K5*"});

std::string nameAt(const Position& pos, const std::string& square)
{
    const Piece p = pos.at(sq(pos, square));
    return p ? pos.rules().definition().pieces[typeOf(p)].name : std::string();
}

// §22 first arrival: the pawn of pawns stays on the last rank as the pawn of pawns arrived once.
TEST(TimurPawnOfPawns, FirstArrivalStaysOnTheLastRank)
{
    Position pos = at(fenOf({"*k10*", "7'P4*", "*11*", "*11*", "*11*", "*11*", "*11*", "*11*", "*12", "*5K5*"}));
    EXPECT_EQ(legalMoves(pos).count("h9h10s"), 1u);
    play(pos, {"h9h10s"});
    EXPECT_EQ(nameAt(pos, "h10"), "Pawn of pawns, arrived once");
    EXPECT_NE(pos.fen().find("^P"), std::string::npos) << pos.fen();
}

// §22: waiting on the last rank it is immobile and immune from capture.
TEST(TimurPawnOfPawns, WaitingOnTheLastRankItIsImmobileAndImmune)
{
    // A black rook on h5 looks up the h-file at it; the black king stands next to it.
    Position pos
        = at(fenOf({"*5k^P4*", "12*", "*11*", "*11*", "*11*", "*6r4*", "*11*", "*11*", "*12", "*5K5*"}, " b - - 0 1"));
    const std::set<std::string> moves = legalMoves(pos);
    EXPECT_FALSE(moves.contains("h5h10"));
    EXPECT_FALSE(moves.contains("g10h10"));
    EXPECT_TRUE(moves.contains("h5h9"));
    Position white = at(kArrivals);
    for (const std::string& m : movesFrom(white, "h10"))
        EXPECT_EQ(m, "h10e5");  // no step: only the transfer
    // The refusal says why.
    const auto refusal = explainRefusal(pos, sq(pos, "h5"), sq(pos, "h10"));
    ASSERT_TRUE(refusal.has_value());
    EXPECT_EQ(refusal->reason, RefusalReason::ImmuneUnit);
    EXPECT_EQ(refusalMessage(pos, *refusal),
        "The rook on h5 cannot take the pawn of pawns, arrived once on h10: there it cannot be captured.");
}

// §22 op-rule = murray: the owner may, as his move, put it where as a pawn it attacks two
// enemy units or more, removing whatever non-royal unit stands there; it goes on as a pawn.
TEST(TimurPawnOfPawns, MurrayTransferGoesWhereItForksRemovingTheUnitThere)
{
    Position pos = at(kArrivals);
    EXPECT_EQ(movesFrom(pos, "h10"), (std::set<std::string>{"h10e5"}));
    // An own unit on the fork square is removed.
    Position own = at(fenOf({"*k5^P4*", "12*", "*11*", "*11*", "*2r1n6*", "*3N7*", "*11*", "*11*", "*12", "*5K5*"}));
    EXPECT_TRUE(legalMoves(own).contains("h10e5"));
    MoveList legal;
    generateLegalMoves(own, legal);
    const Move transfer = *std::ranges::find_if(legal, [&](Move m) { return coordinateText(own, m) == "h10e5"; });
    EXPECT_EQ(moveText(own, transfer), "@h10>xe5");
    play(own, {"@h10>xe5"});
    EXPECT_EQ(nameAt(own, "e5"), "Pawn of pawns, arrived once");
    EXPECT_EQ(own.count(0, typeOf(own.at(sq(own, "g1")))), 1);
    EXPECT_TRUE(own.at(sq(own, "h10")) == kEmpty);
    play(own, {"b10c10"});
    EXPECT_TRUE(legalMoves(own).contains("e5d6"));  // on as a pawn, taking the rook
    EXPECT_TRUE(legalMoves(own).contains("e5e6"));
}

// §22 second arrival (murray): a pawn of kings, put on g3 / g8 at once if that is empty.
TEST(TimurPawnOfPawns, SecondArrivalIsAPawnOfKingsPutOnItsSquareAtOnce)
{
    Position pos = at(kArrivals);
    EXPECT_EQ(movesFrom(pos, "d9"), (std::set<std::string>{"d9d10zg3"}));
    play(pos, {"d9d10zg3"});
    EXPECT_EQ(nameAt(pos, "g3"), "Pawn of kings, arrived twice");
    EXPECT_TRUE(pos.at(sq(pos, "d10")) == kEmpty);
    EXPECT_NE(pos.fen().find("^K"), std::string::npos) << pos.fen();
}

// §22 second arrival (murray), g3 taken: it waits, immune, and is put there once it is empty.
TEST(TimurPawnOfPawns, SecondArrivalWaitsWhileItsSquareIsTakenThenGoesOnlyThere)
{
    const std::string fen
        = fenOf({"*k10*", "3^P8*", "*11*", "*11*", "*2r1n6*", "*11*", "*11*", "*5N5*", "*12", "*5K5*"});
    Position pos = at(fen);
    EXPECT_EQ(movesFrom(pos, "d9"), (std::set<std::string>{"d9d10z"}));
    play(pos, {"d9d10z", "b10c10"});
    EXPECT_EQ(nameAt(pos, "d10"), "Pawn of kings, arrived twice");
    EXPECT_TRUE(movesFrom(pos, "d10").empty());  // g3 still taken, and no fork counts
    play(pos, {"g3h5", "c10b10"});
    EXPECT_EQ(movesFrom(pos, "d10"), (std::set<std::string>{"d10g3"}));
}

// §22 third arrival: an adventitious king.
TEST(TimurPawnOfPawns, ThirdArrivalIsAnAdventitiousKing)
{
    Position pos = at(fenOf({"*k10*", "3^K8*", "*11*", "*11*", "*11*", "*11*", "*11*", "*11*", "*12", "*5K5*"}));
    EXPECT_EQ(movesFrom(pos, "d9"), (std::set<std::string>{"d9d10x"}));
    play(pos, {"d9d10x"});
    EXPECT_EQ(nameAt(pos, "d10"), "Adventitious king");
}

// §22 op-rule = pritchard: after the first and the second arrival it waits, and may be put on
// any square not held by a king (off its last rank, never on a citadel).
TEST(TimurPawnOfPawns, PritchardTransferGoesAnywhereButOntoAKing)
{
    Position pos = at(kArrivals, kPritchard);
    const std::set<std::string> moves = movesFrom(pos, "h10");
    EXPECT_TRUE(moves.contains("h10e5"));
    EXPECT_TRUE(moves.contains("h10c3"));
    EXPECT_TRUE(moves.contains("h10d6"));    // removing the rook
    EXPECT_FALSE(moves.contains("h10g1"));   // the own king
    EXPECT_FALSE(moves.contains("h10c10"));  // its last rank
    EXPECT_FALSE(moves.contains("h10m2"));   // a citadel
    EXPECT_FALSE(moves.contains("h10a9"));
    EXPECT_EQ(moves.size(), 110u - 11 - 1);  // the field less its last rank and the own king's g1
    // The second arrival waits too, however empty g3 is, and is put anywhere.
    EXPECT_EQ(movesFrom(pos, "d9"), (std::set<std::string>{"d9d10z"}));
    play(pos, {"d9d10z", "b10c10"});
    EXPECT_TRUE(movesFrom(pos, "d10").contains("d10e5"));
    EXPECT_TRUE(movesFrom(pos, "d10").contains("d10g3"));
}

// The arrivals are written per unit (^P, ^K) and read back; a waiting unit's FEN is accepted
// on the last rank.
TEST(TimurPawnOfPawns, ArrivalsAreKeptInTheFenPerUnit)
{
    const Position pos = at(kArrivals);
    EXPECT_EQ(pos.fen(), kArrivals);
    const Position twice
        = at(fenOf({"*k2^K7*", "12*", "*11*", "*11*", "*11*", "*11*", "*11*", "*11*", "*12", "*5K5*"}));
    EXPECT_EQ(nameAt(twice, "e10"), "Pawn of kings, arrived twice");
}

}  // namespace
}  // namespace kabir::test
