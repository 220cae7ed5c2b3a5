// Turkish Great Chess move rules (rules.md §4, §7): the reformed exchange castling with all its
// conditions, pawns without a double step, the great-piece and small-piece options and the
// reformed promotion to any piece of the array.

#include "tests/core/testpositions.h"

#include <gtest/gtest.h>

namespace kabir::test {
namespace {

using Squares = std::set<std::string>;
const OptionValues kReconstructed{{"ruleset", "reconstructed"}};
const OptionValues kReformed{{"ruleset", "reformed"}};

// Castlings of White's king on g1, written king from, king to, rook to.
Squares castlings(Position& pos)
{
    Squares out;
    for (const std::string& m : legalMoves(pos))
        if (m.rfind("g1", 0) == 0 && m.size() == 6)
            out.insert(m);
    return out;
}

Squares join(const Squares& a, const Squares& b)
{
    Squares out = a;
    out.insert(b.begin(), b.end());
    return out;
}

// Towards the rook on m1: the king goes to h1..m1, the rook from g1 up to the square before it.
const Squares kMWing{
    "g1h1g1",  //
    "g1i1g1",
    "g1i1h1",  //
    "g1j1g1",
    "g1j1h1",
    "g1j1i1",  //
    "g1k1g1",
    "g1k1h1",
    "g1k1i1",
    "g1k1j1",  //
    "g1l1g1",
    "g1l1h1",
    "g1l1i1",
    "g1l1j1",
    "g1l1k1",  //
    "g1m1g1",
    "g1m1h1",
    "g1m1i1",
    "g1m1j1",
    "g1m1k1",
    "g1m1l1",
};
// Towards the rook on a1: the king goes to f1..a1, the rook from the square after it up to g1.
const Squares kAWing{
    "g1f1g1",  //
    "g1e1f1",
    "g1e1g1",  //
    "g1d1e1",
    "g1d1f1",
    "g1d1g1",  //
    "g1c1d1",
    "g1c1e1",
    "g1c1f1",
    "g1c1g1",  //
    "g1b1c1",
    "g1b1d1",
    "g1b1e1",
    "g1b1f1",
    "g1b1g1",  //
    "g1a1b1",
    "g1a1c1",
    "g1a1d1",
    "g1a1e1",
    "g1a1f1",
    "g1a1g1",
};

// White: king g1, rooks a1 and m1, nothing else on the first rank; Black's king on g10.
const char* kCastlingFen = "13/13/13/6k6/13/13/13/13/13/13/13/13/R5K5R w KQ - 0 1";

TEST(Turkish, ReformedExchangeCastling21PerWing)
{
    ASSERT_EQ(kMWing.size(), 21u);
    ASSERT_EQ(kAWing.size(), 21u);
    Position pos = position("turkish", kReformed, kCastlingFen);
    EXPECT_EQ(castlings(pos), join(kMWing, kAWing));
}

TEST(Turkish, ReformedExchangeCastlingPlacesKingAndRook)
{
    Position pos = position("turkish", kReformed, kCastlingFen);
    play(pos, {"g1k1h1"});
    EXPECT_EQ(pos.fen(), "13/13/13/6k6/13/13/13/13/13/13/13/13/R6R2K2 b - - 1 1");
    Position far = position("turkish", kReformed, kCastlingFen);
    play(far, {"g1a1g1"});
    EXPECT_EQ(far.fen(), "13/13/13/6k6/13/13/13/13/13/13/13/13/K5R5R b - - 1 1");
}

TEST(Turkish, ExchangeCastlingMustSwapSides)
{
    Position pos = position("turkish", kReformed, kCastlingFen);
    const Squares moves = legalMoves(pos);
    // The rook may not stay on the far side of the king, nor land on the king's square.
    for (const char* notCastling : {"g1i1j1", "g1h1i1", "g1k1l1", "g1l1m1", "g1i1i1", "g1f1e1", "g1c1b1", "g1d1d1"})
        EXPECT_FALSE(moves.count(notCastling)) << notCastling;
}

TEST(Turkish, ReformedCastlingRefusedWhenASquareBetweenIsOccupied)
{
    // A knight on j1 stands between king and rook on the m-wing.
    Position pos = position("turkish", kReformed, "13/13/13/6k6/13/13/13/13/13/13/13/13/R5K2N2R w KQ - 0 1");
    EXPECT_EQ(castlings(pos), kAWing);
}

TEST(Turkish, ReformedCastlingRefusedOutOfCheck)
{
    Position pos = position("turkish", kReformed, "13/13/13/6k6/13/13/6r6/13/13/13/13/13/R5K5R w KQ - 0 1");
    ASSERT_TRUE(pos.inCheck(0));
    EXPECT_EQ(castlings(pos), Squares{});
}

TEST(Turkish, ReformedCastlingKingMayNotPassOverOrLandOnAttackedSquares)
{
    // Black's rooks attack d1 and j1. The king may not land on or pass over them; the rook
    // may pass over them.
    Position pos = position("turkish", kReformed, "13/13/13/6k6/13/13/3r5r3/13/13/13/13/13/R5K5R w KQ - 0 1");
    EXPECT_EQ(castlings(pos), (Squares{"g1h1g1", "g1i1g1", "g1i1h1", "g1f1g1", "g1e1f1", "g1e1g1"}));
}

TEST(Turkish, NoDoubleStep)
{
    for (const OptionValues& options : {kReconstructed, kReformed}) {
        Position pos = position("turkish", options);
        for (char file = 'a'; file <= 'm'; ++file)
            EXPECT_EQ(destinations(pos, file + std::string("2")), Squares{file + std::string("3")})
                << options.at("ruleset") << " " << file;
        play(pos, {"a2a3"});
        for (char file = 'a'; file <= 'm'; ++file)
            EXPECT_EQ(destinations(pos, file + std::string("12")), Squares{file + std::string("11")})
                << options.at("ruleset") << " " << file;
        // Nor from the third rank.
        play(pos, {"a12a11"});
        EXPECT_EQ(destinations(pos, "a3"), Squares{"a4"}) << options.at("ruleset");
    }
}

std::string startFen(const std::string& variant, const OptionValues& options)
{
    return position(variant, options).fen();
}

TEST(Turkish, GreatPieceOptionChangesArray)
{
    // The great piece stands on h1 and f13.
    EXPECT_EQ(startFen("turkish", {}),
        "rbnhgvkqghnbr/ppppppppppppp/13/13/13/13/13/13/13/13/13/PPPPPPPPPPPPP/RBNHGQKVGHNBR w - - 0 1");
    EXPECT_EQ(startFen("turkish", {{"great-piece", "great-vizier"}}),
        "rbnhgvkqghnbr/ppppppppppppp/13/13/13/13/13/13/13/13/13/PPPPPPPPPPPPP/RBNHGQKVGHNBR w - - 0 1");
    EXPECT_EQ(startFen("turkish", {{"great-piece", "short-queen"}}),
        "rbnhgskqghnbr/ppppppppppppp/13/13/13/13/13/13/13/13/13/PPPPPPPPPPPPP/RBNHGQKSGHNBR w - - 0 1");
    EXPECT_EQ(startFen("turkish", {{"great-piece", "short-superqueen"}}),
        "rbnhgukqghnbr/ppppppppppppp/13/13/13/13/13/13/13/13/13/PPPPPPPPPPPPP/RBNHGQKUGHNBR w - - 0 1");
    EXPECT_EQ(startFen("turkish", {{"great-piece", "queen"}}),
        "rbnhgqkqghnbr/ppppppppppppp/13/13/13/13/13/13/13/13/13/PPPPPPPPPPPPP/RBNHGQKQGHNBR w - - 0 1");
    // The reformed rules default to the short queen, and may still choose the great vizier.
    EXPECT_EQ(startFen("turkish", kReformed),
        "rbnhgskqghnbr/ppppppppppppp/13/13/13/13/13/13/13/13/13/PPPPPPPPPPPPP/RBNHGQKSGHNBR w KQkq - 0 1");
    EXPECT_EQ(startFen("turkish", {{"ruleset", "reformed"}, {"great-piece", "great-vizier"}}),
        "rbnhgvkqghnbr/ppppppppppppp/13/13/13/13/13/13/13/13/13/PPPPPPPPPPPPP/RBNHGQKVGHNBR w KQkq - 0 1");
}

TEST(Turkish, SmallPieceOptionChangesArray)
{
    // The small piece stands on f1 and h13.
    EXPECT_EQ(startFen("turkish", {{"small-piece", "queen"}}),
        "rbnhgvkqghnbr/ppppppppppppp/13/13/13/13/13/13/13/13/13/PPPPPPPPPPPPP/RBNHGQKVGHNBR w - - 0 1");
    EXPECT_EQ(startFen("turkish", {{"small-piece", "short-queen"}}),
        "rbnhgvksghnbr/ppppppppppppp/13/13/13/13/13/13/13/13/13/PPPPPPPPPPPPP/RBNHGSKVGHNBR w - - 0 1");
    EXPECT_EQ(startFen("turkish", {{"small-piece", "short-bishop-queen"}}),
        "rbnhgvkxghnbr/ppppppppppppp/13/13/13/13/13/13/13/13/13/PPPPPPPPPPPPP/RBNHGXKVGHNBR w - - 0 1");
    EXPECT_EQ(startFen("turkish", {{"ruleset", "reformed"}, {"small-piece", "short-bishop-queen"}}),
        "rbnhgskxghnbr/ppppppppppppp/13/13/13/13/13/13/13/13/13/PPPPPPPPPPPPP/RBNHGXKSGHNBR w KQkq - 0 1");
}

TEST(Turkish, ReformedPromotionToAnyPieceOfTheArray)
{
    const char* fen = "13/4P8/13/13/13/13/6k6/13/13/13/13/13/6K6 w - - 0 1";
    // Default array: R B N H G Q K S; every type but the king and the pawn, none captured.
    Position pos = position("turkish", kReformed, fen);
    EXPECT_EQ(destinations(pos, "e12"), Squares{"e13"});
    Squares promotions;
    for (const std::string& m : legalMoves(pos))
        if (m.rfind("e12", 0) == 0)
            promotions.insert(m);
    EXPECT_EQ(promotions, (Squares{"e12e13r", "e12e13b", "e12e13n", "e12e13h", "e12e13g", "e12e13q", "e12e13s"}));

    // With the short superqueen and the short bishop-queen the array is R B N H G X K U.
    Position other = position("turkish",
        {{"ruleset", "reformed"}, {"great-piece", "short-superqueen"}, {"small-piece", "short-bishop-queen"}}, fen);
    promotions.clear();
    for (const std::string& m : legalMoves(other))
        if (m.rfind("e12", 0) == 0)
            promotions.insert(m);
    EXPECT_EQ(promotions, (Squares{"e12e13r", "e12e13b", "e12e13n", "e12e13h", "e12e13g", "e12e13x", "e12e13u"}));
}

}  // namespace
}  // namespace kabir::test
