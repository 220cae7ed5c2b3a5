// Kaiserspiel and Sultanspiel move rules (rules.md §1, §2): pawn multi-steps, en passant over
// one or two passed squares, Tressau's and Peguilhen's castling and every castling condition,
// and the modern promotion of rule set B.

#include "tests/core/testpositions.h"

#include <gtest/gtest.h>

namespace kabir::test {
namespace {

using Squares = std::set<std::string>;
const OptionValues kModern{{"ruleset", "B"}};

TEST(Kaiserspiel, PawnTripleStepFromSecondRank)
{
    Position pos = position("kaiserspiel", kModern);
    EXPECT_EQ(destinations(pos, "e2"), (Squares{"e3", "e4", "e5"}));
    play(pos, {"a2a3"});
    EXPECT_EQ(destinations(pos, "e9"), (Squares{"e8", "e7", "e6"}));
}

TEST(Kaiserspiel, PawnDoubleStepFromThirdRank)
{
    Position pos = position("kaiserspiel", kModern, "4k5/10/10/10/10/10/10/4P5/10/4K5 w - - 0 1");
    EXPECT_EQ(destinations(pos, "e3"), (Squares{"e4", "e5"}));
}

TEST(Kaiserspiel, PawnStepsOnceFromFourthRank)
{
    Position pos = position("kaiserspiel", kModern, "4k5/10/10/10/10/10/4P5/10/10/4K5 w - - 0 1");
    EXPECT_EQ(destinations(pos, "e4"), (Squares{"e5"}));
}

TEST(Kaiserspiel, PawnMultiStepNeedsEveryPassedSquareEmpty)
{
    Position blockedNear = position("kaiserspiel", kModern, "4k5/10/10/10/10/10/4n5/10/4P5/4K5 w - - 0 1");
    EXPECT_EQ(destinations(blockedNear, "e2"), (Squares{"e3"}));
    Position blockedFar = position("kaiserspiel", kModern, "4k5/10/10/10/10/4n5/10/10/4P5/4K5 w - - 0 1");
    EXPECT_EQ(destinations(blockedFar, "e2"), (Squares{"e3", "e4"}));
}

TEST(Kaiserspiel, EnPassantOverOnePassedSquare)
{
    // White's e-pawn double-steps from its 3rd rank, passing e4, which Black's d5 pawn attacks.
    Position pos = position("kaiserspiel", kModern, "4k5/10/10/10/10/3p6/10/4P5/10/4K5 w - - 0 1");
    play(pos, {"e3e5"});
    EXPECT_EQ(pos.fen(), "4k5/10/10/10/10/3pP5/10/10/10/4K5 b - e4 0 1");
    EXPECT_EQ(destinations(pos, "d5"), (Squares{"d4", "e4"}));
    play(pos, {"d5e4"});
    EXPECT_EQ(pos.fen(), "4k5/10/10/10/10/10/4p5/10/10/4K5 w - - 0 2");
}

TEST(Kaiserspiel, EnPassantOverTwoPassedSquares)
{
    // e2-e5 passes e3 (attacked by the d4 pawn) and e4 (attacked by the f5 pawn): either
    // pawn may take, landing on the square it attacks.
    Position pos = position("kaiserspiel", kModern, "4k5/10/10/10/10/5p4/3p6/10/4P5/4K5 w - - 0 1");
    play(pos, {"e2e5"});
    EXPECT_EQ(pos.fen(), "4k5/10/10/10/10/4Pp4/3p6/10/10/4K5 b - e3e4 0 1");
    const Squares moves = legalMoves(pos);
    EXPECT_TRUE(moves.count("d4e3"));
    EXPECT_TRUE(moves.count("f5e4"));
    Position viaNear = pos;
    play(viaNear, {"d4e3"});
    EXPECT_EQ(viaNear.fen(), "4k5/10/10/10/10/5p4/10/4p5/10/4K5 w - - 0 2");
    play(pos, {"f5e4"});
    EXPECT_EQ(pos.fen(), "4k5/10/10/10/10/10/3pp5/10/10/4K5 w - - 0 2");
}

TEST(Kaiserspiel, EnPassantOnlyOnTheVeryNextMove)
{
    Position pos = position("kaiserspiel", kModern, "4k5/10/10/10/10/3p6/10/4P5/10/4K5 w - - 0 1");
    play(pos, {"e3e5", "e10d10", "e1d1"});
    EXPECT_EQ(destinations(pos, "d5"), (Squares{"d4"}));
}

TEST(Kaiserspiel, EnPassantByBlackAfterWhiteTripleStepAndByWhiteAfterBlack)
{
    Position pos = position("kaiserspiel", kModern, "4k5/5p4/10/10/6P3/10/10/10/10/4K5 b - - 0 1");
    play(pos, {"f9f6"});  // passes f8 and f7; the g6 pawn attacks f7 only
    EXPECT_EQ(pos.fen(), "4k5/10/10/10/5pP3/10/10/10/10/4K5 w - f7 0 2");
    play(pos, {"g6f7"});
    EXPECT_EQ(pos.fen(), "4k5/10/10/5P4/10/10/10/10/10/4K5 b - - 0 2");
}

const char* kCastlingFen = "r3k4r/10/10/10/10/10/10/10/10/R3K4R w KQkq - 0 1";

TEST(Kaiserspiel, TressauCastlingKingToB1OrI1)
{
    Position pos = position("kaiserspiel", kModern, kCastlingFen);
    EXPECT_EQ(destinations(pos, "e1"), (Squares{"d1", "f1", "d2", "e2", "f2", "b1", "i1"}));
    Position queenside = pos;
    play(queenside, {"e1b1"});
    EXPECT_EQ(queenside.fen(), "r3k4r/10/10/10/10/10/10/10/10/1KR6R b kq - 1 1");
    play(pos, {"e1i1", "e10b10"});
    EXPECT_EQ(pos.fen(), "1kr6r/10/10/10/10/10/10/10/10/R6RK1 w - - 2 2");
}

TEST(Kaiserspiel, PeguilhenCastlingKingMovesThreeEitherWay)
{
    Position pos = position("kaiserspiel", {{"ruleset", "B"}, {"array", "peguilhen-1819"}}, kCastlingFen);
    EXPECT_EQ(destinations(pos, "e1"), (Squares{"d1", "f1", "d2", "e2", "f2", "b1", "h1"}));
    play(pos, {"e1h1"});
    EXPECT_EQ(pos.fen(), "r3k4r/10/10/10/10/10/10/10/10/R5RK2 b kq - 1 1");
    EXPECT_EQ(Position::start(rules("kaiserspiel", {{"array", "peguilhen-1819"}})).fen(),
        "rnbqkcabnr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RNBQKCABNR w KQkq - 0 1");
}

TEST(Kaiserspiel, CastlingLostAfterKingMoved)
{
    Position pos = position("kaiserspiel", kModern, kCastlingFen);
    play(pos, {"e1d1", "e10d10", "d1e1", "d10e10"});
    EXPECT_FALSE(destinations(pos, "e1").count("b1"));
    EXPECT_FALSE(destinations(pos, "e1").count("i1"));
    EXPECT_EQ(pos.fen(), "r3k4r/10/10/10/10/10/10/10/10/R3K4R w - - 4 3");
}

TEST(Kaiserspiel, CastlingLostOnTheWingWhoseRookMoved)
{
    Position pos = position("kaiserspiel", kModern, kCastlingFen);
    play(pos, {"a1a2", "e10d10", "a2a1", "d10e10"});
    EXPECT_EQ(destinations(pos, "e1"), (Squares{"d1", "f1", "d2", "e2", "f2", "i1"}));
}

TEST(Kaiserspiel, CastlingLostWhenTheRookIsCaptured)
{
    Position pos = position("kaiserspiel", kModern, "r3k4r/10/10/10/10/10/10/10/9n/R3K4R b KQkq - 0 1");
    play(pos, {"j2i4"});
    play(pos, {"e1f1"});
    EXPECT_EQ(pos.fen(), "r3k4r/10/10/10/10/10/8n1/10/10/R4K3R b kq - 2 2");
}

TEST(Kaiserspiel, CastlingNeedsEmptySquaresBetweenKingAndRook)
{
    Position knightB1 = position("kaiserspiel", kModern, "r3k4r/10/10/10/10/10/10/10/10/RN2K4R w KQkq - 0 1");
    EXPECT_EQ(destinations(knightB1, "e1"), (Squares{"d1", "f1", "d2", "e2", "f2", "i1"}));
    Position bishopH1 = position("kaiserspiel", kModern, "r3k4r/10/10/10/10/10/10/10/10/R3K2B1R w KQkq - 0 1");
    EXPECT_EQ(destinations(bishopH1, "e1"), (Squares{"d1", "f1", "d2", "e2", "f2", "b1"}));
}

TEST(Kaiserspiel, NoCastlingOutOfCheck)
{
    Position pos = position("kaiserspiel", kModern, "r3k4r/10/10/10/10/4r5/10/10/10/R3K4R w KQkq - 0 1");
    EXPECT_EQ(destinations(pos, "e1"), (Squares{"d1", "f1", "d2", "f2"}));
}

TEST(Kaiserspiel, NoCastlingThroughOrOntoAttackedSquares)
{
    // A black rook on the file of a passed or landing square forbids that castling; on the
    // rook's own file (a or j) it does not.
    struct Case {
        char file;
        Squares castlings;
    };
    const Case cases[] = {
        {'a', {"b1", "i1"}},
        {'b', {"i1"}},
        {'c', {"i1"}},
        {'d', {"i1"}},
        {'f', {"b1"}},
        {'g', {"b1"}},
        {'h', {"b1"}},
        {'i', {"b1"}},
        {'j', {"b1", "i1"}},
    };
    for (const Case& c : cases) {
        const int before = c.file - 'a', after = 'j' - c.file;
        const std::string rank5 = (before ? std::to_string(before) : "") + "r" + (after ? std::to_string(after) : "");
        Position pos = position("kaiserspiel", kModern, "4k5/10/10/10/10/" + rank5 + "/10/10/10/R3K4R w KQ - 0 1");
        Squares castlings;
        for (const std::string& to : destinations(pos, "e1"))
            if (to == "b1" || to == "i1")
                castlings.insert(to);
        EXPECT_EQ(castlings, c.castlings) << "rook on the " << c.file << "-file";
    }
}

TEST(Kaiserspiel, ModernPromotionToAnyPieceOfTheArray)
{
    Position pos = position("kaiserspiel", kModern, "3r3k2/4P5/10/10/10/10/10/10/10/4K5 w - - 0 1");
    Squares promotions;
    for (const std::string& m : legalMoves(pos))
        if (m.rfind("e9", 0) == 0)
            promotions.insert(m);
    EXPECT_EQ(promotions,
        (Squares{"e9e10q", "e9e10c", "e9e10a", "e9e10r", "e9e10b", "e9e10n", "e9d10q", "e9d10c", "e9d10a", "e9d10r",
            "e9d10b", "e9d10n"}));
}

// rules.md §2: the pawns step as in the Kaiserspiel on the 11x11 board.
TEST(Sultanspiel, PawnsTripleAndDoubleStepWithEnPassant)
{
    Position start = position("sultanspiel", kModern);
    EXPECT_EQ(destinations(start, "f2"), (Squares{"f3", "f4", "f5"}));
    EXPECT_EQ(destinations(start, "f10"), Squares{});  // Black's, and not Black's turn
    Position third = position("sultanspiel", kModern, "5k5/11/11/11/11/11/11/11/5P5/11/5K5 w - - 0 1");
    EXPECT_EQ(destinations(third, "f3"), (Squares{"f4", "f5"}));
    // f2-f5 passes f4, which Black's e5 pawn attacks: it may take there on the next move only.
    Position pos = position("sultanspiel", kModern, "5k5/11/11/11/11/11/4p6/11/11/5P5/5K5 w - - 0 1");
    play(pos, {"f2f5"});
    EXPECT_EQ(pos.fen(), "5k5/11/11/11/11/11/4pP5/11/11/11/5K5 b - f4 0 1");
    EXPECT_EQ(destinations(pos, "e5"), (Squares{"e4", "f4"}));
    play(pos, {"e5f4"});
    EXPECT_EQ(pos.fen(), "5k5/11/11/11/11/11/11/5p5/11/11/5K5 w - - 0 2");
}

TEST(Sultanspiel, CastlingKingMovesFourSquares)
{
    Position pos = position("sultanspiel", kModern, "r4k4r/11/11/11/11/11/11/11/11/11/R4K4R w KQkq - 0 1");
    EXPECT_EQ(destinations(pos, "f1"), (Squares{"e1", "g1", "e2", "f2", "g2", "b1", "j1"}));
    play(pos, {"f1j1", "f11b11"});
    EXPECT_EQ(pos.fen(), "1kr7r/11/11/11/11/11/11/11/11/11/R7RK1 w - - 2 2");
}

TEST(Sultanspiel, ArraysKeepBishopsOnDifferentColours)
{
    for (const char* array : {"tressau-fig3", "tressau-fig4"}) {
        Position pos = Position::start(rules("sultanspiel", {{"array", array}}));
        std::vector<bool> dark;
        for (int file = 0; file < 11; ++file) {
            const Square s = pos.geometry().square(file, 0);
            if (pos.at(s) && pos.rules().definition().pieces[typeOf(pos.at(s))].letter == 'B')
                dark.push_back(pos.geometry().isDark(s));
        }
        ASSERT_EQ(dark.size(), 2u) << array;
        EXPECT_NE(dark[0], dark[1]) << array;
    }
}

}  // namespace
}  // namespace kabir::test
