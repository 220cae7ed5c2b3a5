// Hyderabad Decimal Chess rule sets markov-2022 and cazaux-knowlton-2017 (rules.md §3, §7):
// promotion to the file piece, the held pawn that still gives check, the bishop-colour limit,
// the king's knight leap, capture of the last piece, pawn mate, perpetual check; and the
// waiting pawn of Cazaux & Knowlton.

#include "tests/core/testpositions.h"

#include "core/rules/adjudication.h"

#include <gtest/gtest.h>

namespace kabir::test {
namespace {

using Squares = std::set<std::string>;
const OptionValues kMarkov{{"ruleset", "markov-2022"}};
const OptionValues kCazaux{{"ruleset", "cazaux-knowlton-2017"}};

// White has lost the rook of a1; its pawns on a9 and d9 are one step from promoting.
const char* kFilePieces = "10/P2P6/10/7k2/10/10/10/10/4DD4/1NBVGKQBNR w - - 0 1";

TEST(HyderabadMarkov, PawnPromotesToTheFilePieceOnly)
{
    Position pos = position("hyderabad", kMarkov, kFilePieces);
    EXPECT_EQ(movesFrom(pos, "a9"), (Squares{"a9a10r"}));
}

TEST(HyderabadMarkov, PawnWaitsOnPenultimateRankWhileItsFilePieceIsOnTheBoard)
{
    Position pos = position("hyderabad", kMarkov, kFilePieces);
    EXPECT_TRUE(movesFrom(pos, "d9").empty());  // the vizier of d1 is still there
}

TEST(HyderabadMarkov, FilePiecesAreSeenFromEachSideAndDabbabaOnTheCentreFiles)
{
    // Black has lost its queen (d10) and a dabbaba: d-pawn -> queen, e-pawn -> dabbaba,
    // g-pawn -> vizier, which is still on g10.
    Position pos = position("hyderabad", kMarkov, "rnb1kgvbnr/5d4/10/10/10/10/7K2/10/3ppp1p2/10 b - - 0 1");
    EXPECT_EQ(movesFrom(pos, "d2"), (Squares{"d2d1q"}));
    EXPECT_EQ(movesFrom(pos, "e2"), (Squares{"e2e1d"}));
    EXPECT_EQ(movesFrom(pos, "f2"), (Squares{"f2f1d"}));
    EXPECT_TRUE(movesFrom(pos, "h2").empty());  // h -> bishop, both on the board
}

TEST(HyderabadMarkov, PawnOnPenultimateRankGivesCheck)
{
    // Both dabbabas are on the board, so the e9 pawn cannot promote, yet it checks f10.
    // (Black's king has used its leap, which could otherwise escape too.)
    Position pos = position("hyderabad", kMarkov, "5k4/4P5/10/10/10/10/10/10/DD8/K9 b - - 0 1 leap:K");
    EXPECT_TRUE(pos.inCheck(1));
    EXPECT_EQ(destinations(pos, "f10"), (Squares{"e10", "g10", "e9", "f9", "g9"}));
    Position white = position("hyderabad", kMarkov, "10/4P5/10/10/10/10/10/10/DD8/K5k3 w - - 0 1");
    EXPECT_TRUE(movesFrom(white, "e9").empty());
}

TEST(HyderabadMarkov, EnemyKingMayNotStepOntoTheSquaresTheHeldPawnAttacks)
{
    Position pos = position("hyderabad", kMarkov, "6k3/4P5/10/10/10/10/10/10/DD8/K9 b - - 0 1");
    EXPECT_FALSE(destinations(pos, "g10").count("f10"));
}

TEST(HyderabadMarkov, HeldPawnMayNotCaptureOntoTheLastRank)
{
    Position held = position("hyderabad", kMarkov, "3r4k1/4P5/10/10/10/10/10/10/4DD4/1NBVGKQBNR w - - 0 1");
    EXPECT_TRUE(movesFrom(held, "e9").empty());
    Position free = position("hyderabad", kMarkov, "3r4k1/4P5/10/10/10/10/10/10/4DD4/1NB1GKQBNR w - - 0 1");
    EXPECT_EQ(movesFrom(free, "e9"), (Squares{"e9d10v"}));
}

TEST(HyderabadMarkov, SecondBishopOnSameColourRefused)
{
    // c10 is light. Keeping the light h1 bishop forbids a bishop there; keeping the dark c1 one allows it.
    Position lightKept = position("hyderabad", kMarkov, "7k2/2P7/10/10/10/10/10/10/4DD4/RN1VGKQBNR w - - 0 1");
    EXPECT_TRUE(movesFrom(lightKept, "c9").empty());
    Position darkKept = position("hyderabad", kMarkov, "7k2/2P7/10/10/10/10/10/10/4DD4/RNBVGKQ1NR w - - 0 1");
    EXPECT_EQ(movesFrom(darkKept, "c9"), (Squares{"c9c10b"}));
}

TEST(HyderabadCazaux, NoBishopColourLimit)
{
    Position pos = position("hyderabad", kCazaux, "7k2/2P7/10/10/10/10/10/10/4DD4/RN1VGKQBNR w - - 0 1");
    EXPECT_EQ(movesFrom(pos, "c9"), (Squares{"c9c10b"}));
}

TEST(HyderabadCazaux, PawnWaitsOnLastRankAndPromotesInPlaceAtAnyLaterTurn)
{
    Position pos = position("hyderabad", kCazaux, "7k2/4P5/10/10/10/10/10/10/4DDr3/4K5 w - - 0 1");
    EXPECT_EQ(movesFrom(pos, "e9"), (Squares{"e9e10"}));
    play(pos, {"e9e10", "g2f2"});  // Black takes a dabbaba: one is available now
    EXPECT_EQ(movesFrom(pos, "e10"), (Squares{"e10e10d"}));
    play(pos, {"e1f2", "h10h9"});  // not taken at once, it stays available
    EXPECT_EQ(movesFrom(pos, "e10"), (Squares{"e10e10d"}));
    play(pos, {"e10e10d"});
    EXPECT_EQ(pos.fen(), "4D5/7k2/10/10/10/10/10/10/4DK4/10 b - - 0 3");
}

TEST(HyderabadCazaux, WaitingPawnAttacksNothing)
{
    Position pos = position("hyderabad", kCazaux, "4P5/10/3k6/10/10/10/10/10/4DD4/4K5 b - - 0 1");
    EXPECT_TRUE(destinations(pos, "d8").count("d9"));
    EXPECT_FALSE(pos.inCheck(1));
}

// --- the king's knight leap ---

TEST(HyderabadMarkov, KingLeapsLikeAKnightOnceButNotToCapture)
{
    // The black pawn on b4 guards c3 and may not be taken by the leap.
    Position pos = position("hyderabad", kMarkov, "9k/10/10/10/10/10/1p8/3K6/10/10 w - - 0 1");
    EXPECT_EQ(destinations(pos, "d3"),
        (Squares{"c2", "c4", "d2", "d4", "e2", "e3", "e4",  // steps
            "b2", "c1", "c5", "e1", "e5", "f2", "f4"}));    // leaps
    play(pos, {"d3b2", "j10j9"});
    EXPECT_EQ(pos.fen(), "10/9k/10/10/10/10/1p8/10/1K8/10 w - - 2 2 leap:k");
    EXPECT_EQ(destinations(pos, "b2"), (Squares{"a1", "a2", "b1", "b3", "c1", "c2"}));
}

TEST(HyderabadMarkov, KingLeapMayPassOneAttackedSquareNotTwo)
{
    // The leap d5-f6 steps over e5 (then diagonally) or e6 (then orthogonally). The bishop
    // on b8 attacks e5 only: allowed. The rook on e10 attacks both: refused, as is d5-f4.
    Position oneAttacked = position("hyderabad", kMarkov, "9k/10/1b8/10/10/3K6/10/10/10/10 w - - 0 1");
    EXPECT_TRUE(destinations(oneAttacked, "d5").count("f6"));
    Position both = position("hyderabad", kMarkov, "4r4k/10/10/10/10/3K6/10/10/10/10 w - - 0 1");
    EXPECT_FALSE(destinations(both, "d5").count("f6"));
    EXPECT_FALSE(destinations(both, "d5").count("f4"));
    EXPECT_TRUE(destinations(both, "d5").count("b6"));
}

TEST(HyderabadMarkov, HeldPawnAttacksCountForTheLeapsCrossingRule)
{
    // The held pawn on i9 (both knights on the board) attacks h10; the rook on h1 attacks h9.
    // The leap i10-g9 steps over h10 or h9: both attacked, refused; without the rook, allowed.
    Position pos = position("hyderabad", kMarkov, "8k1/8P1/10/10/10/10/10/10/DD8/KN5RN1 b - - 0 1");
    EXPECT_EQ(destinations(pos, "i10"), (Squares{"i9", "j9", "j8"}));
    Position noRook = position("hyderabad", kMarkov, "8k1/8P1/10/10/10/10/10/10/DD8/KN6N1 b - - 0 1");
    EXPECT_EQ(destinations(noRook, "i10"), (Squares{"i9", "h9", "j9", "g9", "h8", "j8"}));
}

TEST(HyderabadMarkov, KingLeapCrossingIsJudgedWithTheKingLifted)
{
    // In check from the rook on d1, the king on d5 may not leap to e7: the rook attacks d6
    // through the king's square and the knight on g7 attacks e6. Over d4 and e4 (or c4) it may.
    Position pos = position("hyderabad", kMarkov, "9k/10/10/6n3/10/3K6/10/10/10/3r6 w - - 0 1");
    EXPECT_EQ(destinations(pos, "d5"),
        (Squares{"c4", "c5", "c6", "e4", "e5",            // steps
            "b4", "b6", "c3", "c7", "e3", "f4", "f6"}));  // leaps
}

TEST(HyderabadMarkov, KingLeapJumpsOverPiecesOnTheSquaresBetween)
{
    // From the start, f1-g3 passes over the dabbaba on f2 and the pawn on g2.
    Position pos = position("hyderabad", kMarkov);
    EXPECT_EQ(destinations(pos, "f1"), (Squares{"g3"}));
}

TEST(HyderabadMarkov, KingLeapHeldAfterTheKingHasMoved)
{
    Position pos = position("hyderabad", kMarkov, "9k/10/10/10/10/10/10/10/10/5K4 w - - 0 1");
    play(pos, {"f1f2", "j10j9"});
    EXPECT_EQ(destinations(pos, "f2"),
        (Squares{"e1", "e2", "e3", "f1", "f3", "g1", "g2", "g3",  // steps
            "d1", "d3", "e4", "g4", "h1", "h3"}));                // leaps
}

TEST(HyderabadMarkov, KingLeapLostAfterAnyMoveMadeInCheck)
{
    // The check is answered by blocking with the rook, not by the king: the leap is lost.
    Position pos = position("hyderabad", kMarkov, "9k/10/10/10/10/10/10/10/1R8/K8r w - - 0 1");
    EXPECT_TRUE(destinations(pos, "a1").count("b3"));
    play(pos, {"b2b1", "j10j9"});
    EXPECT_EQ(pos.fen(), "10/9k/10/10/10/10/10/10/10/KR7r w - - 2 2 leap:k");
    EXPECT_EQ(destinations(pos, "a1"), (Squares{"a2", "b2"}));
}

TEST(HyderabadMarkov, KingLeapLostAfterTheFirstCheck)
{
    Position pos = position("hyderabad", kMarkov, "9k/10/10/10/10/10/10/10/3r6/K9 b - - 0 1");
    play(pos, {"d2d1", "a1a2", "d1d2", "a2a1"});
    EXPECT_EQ(pos.fen(), "9k/10/10/10/10/10/10/10/3r6/K9 b - - 4 3 leap:k");
    play(pos, {"j10j9"});
    EXPECT_FALSE(destinations(pos, "a1").count("b3"));
}

TEST(HyderabadMarkov, KingLeapMayEscapeTheFirstCheck)
{
    Position pos = position("hyderabad", kMarkov, "9k/10/10/10/10/10/10/10/10/K2r6 w - - 0 1");
    EXPECT_TRUE(pos.inCheck(0));
    EXPECT_TRUE(destinations(pos, "a1").count("b3"));
    EXPECT_TRUE(destinations(pos, "a1").count("c2"));
}

TEST(HyderabadMarkov, KingLeapPrivilegeIsInFenHashAndUndo)
{
    Position pos = position("hyderabad", kMarkov, "9k/10/10/10/10/10/10/10/10/K9 w - - 0 1 leap:k");
    EXPECT_EQ(pos.fen(), "9k/10/10/10/10/10/10/10/10/K9 w - - 0 1 leap:k");
    EXPECT_FALSE(destinations(pos, "a1").count("b3"));
    Position both = position("hyderabad", kMarkov, "9k/10/10/10/10/10/10/10/10/K9 w - - 0 1");
    EXPECT_NE(both.key(), pos.key());
    const Position before = both;
    play(both, {"a1b3"});
    EXPECT_EQ(both.key(), both.computeKey());
    both.undoMove();
    EXPECT_TRUE(both == before);
    EXPECT_FALSE(Position::fromFen(rules("hyderabad", kMarkov), "9k/10/10/10/10/10/10/10/10/K9 w - - 0 1 leap:x").ok());
}

TEST(HyderabadCazaux, NoKingLeap)
{
    Position pos = position("hyderabad", kCazaux, "9k/10/10/10/10/10/10/10/10/K9 w - - 0 1");
    EXPECT_EQ(destinations(pos, "a1"), (Squares{"a2", "b1", "b2"}));
}

// --- results ---

// White's rook takes Black's last piece on a10 and mates.
const char* kLastPiece = "r8k/8pp/10/10/10/10/10/10/10/R3K5 w - - 0 1";

TEST(HyderabadMarkov, CapturingLastPieceDrawsEvenWithMate)
{
    Position pos = position("hyderabad", kMarkov, std::string(kLastPiece) + " leap:K");
    play(pos, {"a1a10"});
    const Outcome o = adjudicate(pos);
    EXPECT_EQ(o.kindId(), "burj");
    EXPECT_TRUE(o.draw());
    EXPECT_EQ(perft(pos, 1), 0u);
}

TEST(HyderabadMarkov, CapturingAPieceThatIsNotTheLastIsNoDraw)
{
    Position pos = position("hyderabad", kMarkov, "r7nk/8pp/10/10/10/10/10/10/10/R3K5 w - - 0 1");
    play(pos, {"a1a10"});
    EXPECT_FALSE(adjudicate(pos).over());
}

TEST(HyderabadMarkov, CapturingTheLastPieceByPromotionDraws)
{
    // White's b-pawn takes the rook on a10 and becomes the rook of a1 (the file piece).
    Position pos = position("hyderabad", kMarkov, "r8k/1P6pp/10/10/10/10/10/10/10/1NBVGKQBNR w - - 0 1 leap:-");
    EXPECT_EQ(movesFrom(pos, "b9"), (Squares{"b9a10r"}));
    play(pos, {"b9a10r"});
    EXPECT_EQ(adjudicate(pos).kindId(), "burj");
}

TEST(HyderabadMarkov, CapturingAPawnOfASideWithOnlyPawnsIsNoDraw)
{
    Position pos = position("hyderabad", kMarkov, "10/p7pp/10/10/10/10/10/10/10/R3K4k w - - 0 1");
    play(pos, {"a1a9"});
    EXPECT_FALSE(adjudicate(pos).over());
}

TEST(HyderabadCazaux, CapturingLastPieceIsNotSpecial)
{
    Position pos = position("hyderabad", kCazaux, kLastPiece);
    play(pos, {"a1a10"});
    EXPECT_EQ(adjudicate(pos).kindId(), "checkmate");
}

// b8-b9 mates the a10 king, and the pawn gives the check itself.
const char* kPawnMate = "kb8/p9/1P1N6/10/10/10/10/10/10/9K w - - 0 1";

TEST(HyderabadMarkov, PawnMateIsDoubleVictory)
{
    Position pos = position("hyderabad", kMarkov, std::string(kPawnMate) + " leap:K");
    play(pos, {"b8b9"});
    const Outcome o = adjudicate(pos);
    EXPECT_EQ(o.kindId(), "pawn-mate-double-victory");
    EXPECT_EQ(o.winner, 0);
    EXPECT_EQ(o.pgnResult(), "1-0");
    EXPECT_DOUBLE_EQ(o.score(0), 2.0);
    EXPECT_DOUBLE_EQ(o.score(1), 0.0);
}

TEST(HyderabadMarkov, PawnMateByADoubleCheckIsDoubleVictory)
{
    // e8xf9 opens the e-file for the rook and checks e10 with the pawn itself.
    Position pos = position("hyderabad", kMarkov, "3rkq4/3b1n4/4P5/6N3/10/10/10/10/10/4R4K w - - 0 1 leap:K");
    play(pos, {"e8f9"});
    EXPECT_EQ(adjudicate(pos).kindId(), "pawn-mate-double-victory");
}

TEST(HyderabadMarkov, MateByAPawnThatDoesNotCheckIsOrdinary)
{
    // e7xf8 mates by opening the e-file; the pawn on f8 attacks e9, not the king.
    Position pos = position("hyderabad", kMarkov, "3rkr4/3p1p4/5n4/4P5/10/10/10/10/10/4R4K w - - 0 1 leap:K");
    play(pos, {"e7f8"});
    EXPECT_EQ(adjudicate(pos).kindId(), "checkmate");
}

TEST(HyderabadMarkov, MateByAPromotionIsOrdinary)
{
    // The pawn that takes on a10 is a rook after the move: no pawn mate.
    Position pos = position("hyderabad", kMarkov, "r8k/1P6pp/10/10/4n5/10/10/10/10/1NBVGKQBNR w - - 0 1 leap:K");
    play(pos, {"b9a10r"});
    EXPECT_EQ(adjudicate(pos).kindId(), "checkmate");
}

TEST(HyderabadCazaux, PawnMateIsAnOrdinaryWin)
{
    Position pos = position("hyderabad", kCazaux, kPawnMate);
    play(pos, {"b8b9"});
    const Outcome o = adjudicate(pos);
    EXPECT_EQ(o.kindId(), "checkmate");
    EXPECT_DOUBLE_EQ(o.score(0), 1.0);
}

TEST(HyderabadMarkov, PerpetualCheckRecordedAsSuch)
{
    Position pos = position("hyderabad", kMarkov, "9k/10/6Q3/10/10/10/10/10/10/K9 w - - 0 1 leap:K");
    play(pos, {"g8h8", "j10i10", "h8g8", "i10j10", "g8h8", "j10i10", "h8g8"});
    EXPECT_FALSE(adjudicate(pos).over());
    play(pos, {"i10j10"});
    const Outcome o = adjudicate(pos);
    EXPECT_EQ(o.kindId(), "perpetual-check");
    EXPECT_TRUE(o.draw());
}

TEST(HyderabadMarkov, RepetitionWithoutChecksIsRecordedAsRepetition)
{
    Position pos = position("hyderabad", kMarkov, "9k/10/10/10/10/10/10/10/10/K5R3 w - - 0 1");
    play(pos, {"g1g2", "j10j9", "g2g1", "j9j10", "g1g2", "j10j9", "g2g1", "j9j10"});
    EXPECT_EQ(adjudicate(pos).kindId(), "repetition");
}

TEST(HyderabadMarkov, RepetitionNeedsTheSameLeapPrivileges)
{
    // The start is repeated twice, but at first White's king still held its leap.
    Position pos = position("hyderabad", kMarkov, "9k/10/10/10/10/10/10/7r2/10/K9 b - - 0 1");
    play(pos, {"h3h1", "a1a2", "h1h3", "a2a1", "j10j9", "a1b1", "j9j10", "b1a1"});
    EXPECT_FALSE(adjudicate(pos).over());
    play(pos, {"j10j9", "a1b1", "j9j10", "b1a1"});
    EXPECT_EQ(adjudicate(pos).kindId(), "repetition");
}

TEST(HyderabadMarkov, StalemateIsADraw)
{
    Position pos = position("hyderabad", kMarkov, "k9/2Q7/1K8/10/10/10/10/10/10/10 b - - 0 1");
    EXPECT_EQ(adjudicate(pos).kindId(), "stalemate-draw");
}

TEST(Hyderabad, StalemateIsADrawInCazauxBodlaenderAndGreenwood)
{
    for (const char* ruleset : {"cazaux-knowlton-2017", "bodlaender", "greenwood"}) {
        Position pos = position("hyderabad", {{"ruleset", ruleset}}, "k9/2Q7/1K8/10/10/10/10/10/10/10 b - - 0 1");
        EXPECT_EQ(adjudicate(pos).kindId(), "stalemate-draw") << ruleset;
    }
}

TEST(Hyderabad, BodlaenderAndGreenwoodHaveNoLeapNoBurjNoDoubleVictory)
{
    for (const char* ruleset : {"bodlaender", "greenwood"}) {
        const OptionValues options{{"ruleset", ruleset}};
        Position leap = position("hyderabad", options, "9k/10/10/10/10/10/10/10/10/K9 w - - 0 1");
        EXPECT_EQ(destinations(leap, "a1"), (Squares{"a2", "b1", "b2"})) << ruleset;
        Position lastPiece = position("hyderabad", options, kLastPiece);
        play(lastPiece, {"a1a10"});
        EXPECT_EQ(adjudicate(lastPiece).kindId(), "checkmate") << ruleset;
        Position pawnMate = position("hyderabad", options, kPawnMate);
        play(pawnMate, {"b8b9"});
        EXPECT_EQ(adjudicate(pawnMate).kindId(), "checkmate") << ruleset;
    }
}

}  // namespace
}  // namespace kabir::test
