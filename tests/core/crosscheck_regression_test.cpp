// The bugs scripts/crosscheck found (docs/verification.md), one scenario each; every one failed
// before its fix. Counts cite where they come from.

#include "tests/core/testpositions.h"

#include <gtest/gtest.h>

namespace kabir::test {
namespace {

using Moves = std::set<std::string>;

// The message of a rejected FEN names the field; a crash or an accepted FEN fails.
void expectRejected(
    const std::string& variant, const std::string& fen, const std::string& field, const OptionValues& options = {})
{
    auto pos = Position::fromFen(rules(variant, options), fen);
    ASSERT_FALSE(pos.ok()) << fen;
    EXPECT_NE(pos.errorText().find("'" + field + "'"), std::string::npos) << fen << " -> " << pos.errorText();
}

TEST(CrosscheckRegression, Fen_EnPassantFieldWithoutASquareIsRejected)
{
    // Only commas: the reader used to look up the square before the first one and crash.
    expectRejected("chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq , 0 1", "en passant");
    expectRejected("chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq ,, 0 1", "en passant");
}

TEST(CrosscheckRegression, Fen_EnPassantSquareListedTwiceIsRejected)
{
    // "e3e3" used to offer the capture d4xe3 twice: 31 moves instead of 30.
    const std::string fen = "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq ";
    expectRejected("chess", fen + "e3e3 0 3", "en passant");
    Position pos = position("chess", {}, fen + "e3 0 3");
    EXPECT_EQ(perft(pos, 1), 30u);     // Fairy-Stockfish 11.1 agrees
    EXPECT_EQ(perft(pos, 3), 25743u);  // Fairy-Stockfish 11.1 agrees
}

TEST(CrosscheckRegression, Fen_EnPassantSquaresMustAllLieBehindThePawnThatPassed)
{
    // d3 lies behind no pawn that has just moved; only the last square used to be checked, so
    // "d3e3" was read and c4xd3 took the e4 pawn. Without the field the position is legal.
    const std::string fen = "rnbqkbnr/ppp1pppp/8/8/2p1P3/8/PPPP1PPP/RNBQKBNR b KQkq ";
    expectRejected("chess", fen + "d3e3 0 3", "en passant");
    Position pos = position("chess", {}, fen + "- 0 3");
    EXPECT_EQ(perft(pos, 1), 32u);     // Fairy-Stockfish 11.1 agrees
    EXPECT_EQ(perft(pos, 3), 27887u);  // Fairy-Stockfish 11.1 agrees
}

TEST(CrosscheckRegression, Fen_EnPassantSquareMustBePassedByAMultiStepTheVariantAllows)
{
    // e3 lies behind the e6 pawn, but no double step passes it on the way there: d4xe3 used
    // to be offered and took the pawn on e6.
    expectRejected("chess", "4k3/8/4P3/8/3p4/8/8/4K3 b - e3 0 3", "en passant");
    Position chess = position("chess", {}, "4k3/8/4P3/8/3p4/8/8/4K3 b - - 0 3");
    EXPECT_EQ(legalMoves(chess), (Moves{"d4d3", "e8d8", "e8e7", "e8f8"}));  // Fairy-Stockfish 11.1 agrees
    EXPECT_EQ(perft(chess, 4), 751u);                                       // Fairy-Stockfish 11.1 agrees
    // Bodlaender's Hyderabad has no multi-step at all, so no en passant square either.
    const OptionValues bodlaender{{"ruleset", "bodlaender"}};
    const std::string hyderabad = "rnbqkgvbnr/ppppddpppp/4p5/10/3pP5/10/10/10/PPPPDDPPPP/RNBVGKQBNR b - ";
    expectRejected("hyderabad", hyderabad + "e4 0 3", "en passant", bodlaender);
    Position pos = position("hyderabad", bodlaender, hyderabad + "- 0 3");
    EXPECT_EQ(perft(pos, 1), 32u);     // Fairy-Stockfish 11.1 agrees
    EXPECT_EQ(perft(pos, 3), 37406u);  // Fairy-Stockfish 11.1 agrees
}

TEST(CrosscheckRegression, Fen_EmptyCountBeyondTheIntRangeIsRejected)
{
    // 2^32 + 8 and 2^32 + 10 used to overflow into 8 and 10, a full empty rank.
    expectRejected("chess", "rnbqkbnr/pppppppp/4294967304/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "board, rank 6");
    expectRejected("kaiserspiel", "rnbckqabnr/pppppppppp/4294967306/10/10/10/10/10/PPPPPPPPPP/RNBCKQABNR w - - 0 1",
        "board, rank 8");
}

TEST(CrosscheckRegression, Fen_WaitingPawnListedTwiceIsRejected)
{
    // Kaiserspiel A: "waiting:j10,j10" used to offer each promotion in place twice (17 moves).
    expectRejected("kaiserspiel", "4k4P/10/10/10/10/10/10/10/10/4K5 w - - 0 1 waiting:j10,j10", "waiting");
    // Hand-counted (rules.md §1, A): five king steps, and the waiting pawn promotes in place to
    // any of the six piece types White has lost.
    Position pos = position("kaiserspiel", {}, "4k4P/10/10/10/10/10/10/10/10/4K5 w - - 0 1 waiting:j10");
    EXPECT_EQ(legalMoves(pos),
        (Moves{
            "e1d1", "e1d2", "e1e2", "e1f1", "e1f2", "j10j10a", "j10j10b", "j10j10c", "j10j10n", "j10j10q", "j10j10r"}));
    EXPECT_EQ(perft(pos, 1), 11u);
}

}  // namespace
}  // namespace kabir::test
