// Hyderabad Decimal Chess move rules (rules.md §3): the crosswise array, the pawns of the rule
// sets (one step, or Greenwood's double step from the 2nd and 3rd ranks with en passant),
// Greenwood's castling and Bodlaender's promotion to the queen.

#include "tests/core/testpositions.h"

#include <gtest/gtest.h>

namespace kabir::test {
namespace {

using Squares = std::set<std::string>;
const OptionValues kGreenwood{{"ruleset", "greenwood"}};
const OptionValues kBodlaender{{"ruleset", "bodlaender"}};

std::string square(char file, int rank)
{
    std::string name(1, file);
    name += std::to_string(rank);
    return name;
}

TEST(Hyderabad, StartArrayIsCrosswise)
{
    // White a1-j1 R N B V G K Q B N R, dabbabas e2 f2, pawns a2-d2 e3 f3 g2-j2; Black a10-j10
    // R N B Q K G V B N R, dabbabas e9 f9, pawns a9-d9 e8 f8 g9-j9.
    const std::string array = "rnbqkgvbnr/ppppddpppp/4pp4/10/10/10/10/4PP4/PPPPDDPPPP/RNBVGKQBNR";
    for (const char* ruleset : {"markov-2022", "cazaux-knowlton-2017", "bodlaender"})
        EXPECT_EQ(position("hyderabad", {{"ruleset", ruleset}}).fen(), array + " w - - 0 1") << ruleset;
    EXPECT_EQ(position("hyderabad", kGreenwood).fen(), array + " w KQkq - 0 1");
}

TEST(Hyderabad, GreenwoodDoubleStepFromSecondAndThirdRank)
{
    Position pos = position("hyderabad", kGreenwood);
    for (char file = 'a'; file <= 'j'; ++file) {
        const int rank = (file == 'e' || file == 'f') ? 3 : 2;
        EXPECT_EQ(destinations(pos, square(file, rank)), (Squares{square(file, rank + 1), square(file, rank + 2)}))
            << file;
    }
    play(pos, {"a2a3"});
    for (char file = 'a'; file <= 'j'; ++file) {
        const int rank = (file == 'e' || file == 'f') ? 8 : 9;
        EXPECT_EQ(destinations(pos, square(file, rank)), (Squares{square(file, rank - 1), square(file, rank - 2)}))
            << file;
    }
    // A pawn that stepped from its 2nd rank to its 3rd may still advance two squares.
    play(pos, {"a9a8"});
    EXPECT_EQ(destinations(pos, "a3"), (Squares{"a4", "a5"}));
    // From the 4th rank it steps once; a double step needs both squares empty.
    Position later = position("hyderabad", kGreenwood, "4k5/10/10/10/10/10/4P5/1n8/1P8/5K4 w - - 0 1");
    EXPECT_EQ(destinations(later, "e4"), Squares{"e5"});
    EXPECT_EQ(destinations(later, "b2"), Squares{});
}

TEST(Hyderabad, GreenwoodEnPassant)
{
    // White's e-pawn double-steps from the 3rd rank past e4, which Black's d5 pawn attacks.
    Position white = position("hyderabad", kGreenwood, "4k5/10/10/10/10/3p6/10/4P5/10/5K4 w - - 0 1");
    play(white, {"e3e5"});
    EXPECT_EQ(white.fen(), "4k5/10/10/10/10/3pP5/10/10/10/5K4 b - e4 0 1");
    EXPECT_EQ(destinations(white, "d5"), (Squares{"d4", "e4"}));
    play(white, {"d5e4"});
    EXPECT_EQ(white.fen(), "4k5/10/10/10/10/10/4p5/10/10/5K4 w - - 0 2");

    // Black's c-pawn double-steps from its 2nd rank past c8, which White's b7 pawn attacks.
    Position black = position("hyderabad", kGreenwood, "4k5/2p7/10/1P8/10/10/10/10/10/5K4 b - - 0 1");
    play(black, {"c9c7"});
    EXPECT_EQ(black.fen(), "4k5/10/10/1Pp7/10/10/10/10/10/5K4 w - c8 0 2");
    EXPECT_EQ(destinations(black, "b7"), (Squares{"b8", "c8"}));
    play(black, {"b7c8"});
    EXPECT_EQ(black.fen(), "4k5/10/2P7/10/10/10/10/10/10/5K4 b - - 0 2");
}

// Both kings on their squares, both rooks of each side in their corners, nothing between.
const char* kCastlingWhite = "r3k4r/10/10/10/10/10/10/10/10/R4K3R w KQkq - 0 1";
const char* kCastlingBlack = "r3k4r/10/10/10/10/10/10/10/10/R4K3R b KQkq - 0 1";

TEST(Hyderabad, GreenwoodCastlingKingMovesThree)
{
    Position white = position("hyderabad", kGreenwood, kCastlingWhite);
    EXPECT_EQ(destinations(white, "f1"), (Squares{"e1", "g1", "e2", "f2", "g2", "c1", "i1"}));
    Position queenside = white;
    play(queenside, {"f1c1"});
    EXPECT_EQ(queenside.fen(), "r3k4r/10/10/10/10/10/10/10/10/2KR5R b kq - 1 1");
    play(white, {"f1i1"});
    EXPECT_EQ(white.fen(), "r3k4r/10/10/10/10/10/10/10/10/R6RK1 b kq - 1 1");

    Position black = position("hyderabad", kGreenwood, kCastlingBlack);
    EXPECT_EQ(destinations(black, "e10"), (Squares{"d10", "f10", "d9", "e9", "f9", "b10", "h10"}));
    Position queensideBlack = black;
    play(queensideBlack, {"e10b10"});
    EXPECT_EQ(queensideBlack.fen(), "1kr6r/10/10/10/10/10/10/10/10/R4K3R w KQ - 1 2");
    play(black, {"e10h10"});
    EXPECT_EQ(black.fen(), "r5rk2/10/10/10/10/10/10/10/10/R4K3R w KQ - 1 2");
}

TEST(Hyderabad, NoDoubleStepWithoutGreenwood)
{
    for (const char* ruleset : {"markov-2022", "cazaux-knowlton-2017", "bodlaender"}) {
        Position pos = position("hyderabad", {{"ruleset", ruleset}});
        for (char file = 'a'; file <= 'j'; ++file) {
            const int rank = (file == 'e' || file == 'f') ? 3 : 2;
            EXPECT_EQ(destinations(pos, square(file, rank)), Squares{square(file, rank + 1)}) << ruleset << " " << file;
        }
        play(pos, {"a2a3"});
        for (char file = 'a'; file <= 'j'; ++file) {
            const int rank = (file == 'e' || file == 'f') ? 8 : 9;
            EXPECT_EQ(destinations(pos, square(file, rank)), Squares{square(file, rank - 1)}) << ruleset << " " << file;
        }
    }
}

TEST(Hyderabad, BodlaenderPromotesToQueenOnly)
{
    // White's pawn on c9 may step to c10 or take the rook on d10; Greenwood promotes likewise.
    const char* fen = "k2r6/2P7/10/10/10/10/10/10/10/5K4 w - - 0 1";
    for (const OptionValues& options : {kBodlaender, kGreenwood}) {
        Position pos = position("hyderabad", options, fen);
        EXPECT_EQ(movesFrom(pos, "c9"), (Squares{"c9c10q", "c9d10q"})) << options.at("ruleset");
    }
}

}  // namespace
}  // namespace kabir::test
