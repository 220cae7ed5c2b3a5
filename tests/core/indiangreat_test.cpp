// The Indian games on larger boards and the others of Pritchard's chapter 29 that the Indian
// rules reach (catalogue §8–§13, §25): Atranj, Shataranja and Qatranj, Mysore, Baroda, the
// Maharajah and the Sepoys, Maharaja 12x8, Tibetan chess. Each test names the rule it checks.

#include "tests/core/testpositions.h"

#include "core/rules/adjudication.h"

#include <gtest/gtest.h>

namespace kabir::test {
namespace {

// §8 array: RNBQKAQBNR with two urdabegs among the pawns; the urdabeg moves one square forward
// or back and captures one square diagonally forward or back.
TEST(Atranj, ArrayAndTheUrdabegsMoveBothWays)
{
    EXPECT_EQ(position("atranj").fen(), "rnbqakqbnr/ppppuupppp/10/10/10/10/10/10/PPPPUUPPPP/RNBQKAQBNR w - - 0 1");
    Position pos = position("atranj", {}, "k9/10/10/3p1p4/4U5/3p6/10/10/10/K9 w - - 0 1");
    EXPECT_EQ(destinations(pos, "e6"), (std::set<std::string>{"e7", "e5", "d7", "f7", "d5"}));
}

// §8 promotion, option availability: to the piece of the file (the queen on the king's file,
// the prince on the prince's), whatever has been captured; captured-only as Indian chess.
TEST(Atranj, PromotionToThePieceOfTheFileAsTheOptionAvailabilitySays)
{
    const char* fen = "k9/4PP4/10/10/10/10/10/10/10/K6QQ1 w - - 0 1";
    Position pos = position("atranj", {}, fen);
    EXPECT_EQ(movesFrom(pos, "e9"), (std::set<std::string>{"e9e10q"}));
    EXPECT_EQ(movesFrom(pos, "f9"), (std::set<std::string>{"f9f10a"}));
    Position black = position("atranj", {}, "k9/10/10/10/10/10/10/10/4pp4/9K b - - 0 1");
    EXPECT_EQ(movesFrom(black, "e2"), (std::set<std::string>{"e2e1a"}));
    EXPECT_EQ(movesFrom(black, "f2"), (std::set<std::string>{"f2f1q"}));
    Position captured = position("atranj", {{"availability", "captured-only"}}, fen);
    EXPECT_TRUE(movesFrom(captured, "e9").empty());
    EXPECT_EQ(movesFrom(captured, "f9"), (std::set<std::string>{"f9f10a"}));
}

// §9 array: 22 men, two begums and four horses; the begum steps as a king and is not royal.
TEST(Shataranja, ArrayOfTwentyTwoMenWithBegumsThatAreNotRoyal)
{
    EXPECT_EQ(
        position("shataranja").fen(), "rnbckaqbnr/ppppggpppp/4nn4/10/10/10/10/4NN4/PPPPGGPPPP/RNBQAKCBNR w - - 0 1");
    // The begum may step onto an attacked square and be taken.
    Position pos = position("shataranja", {}, "4k4r/10/10/10/10/3r6/4G5/10/10/R4K4 w - - 0 1");
    EXPECT_EQ(destinations(pos, "e4").count("d5"), 1u);
}

// §9 option begum = attendant (Qatranj): one square, always nearer the enemy king.
TEST(Shataranja, TheAttendantStepsOnlyTowardsTheEnemyKing)
{
    EXPECT_EQ(position("shataranja", {{"begum", "attendant"}}).fen(),
        "rnbckaqbnr/ppppttpppp/4nn4/10/10/10/10/4NN4/PPPPTTPPPP/RNBQAKCBNR w - - 0 1");
    Position pos = position("shataranja", {{"begum", "attendant"}}, "4k4r/10/10/10/10/10/10/4T5/P9/R4K4 w - - 0 1");
    EXPECT_EQ(destinations(pos, "e3"), (std::set<std::string>{"e4", "d4", "f4"}));
}

// §9 option kotwal: bishop and knight (default) or queen and knight.
TEST(Shataranja, TheKotwalMovesAsTheOptionKotwalSays)
{
    const char* fen = "4k4r/10/10/10/3C6/10/10/10/P9/R4K4 w - - 0 1";
    Position bn = position("shataranja", {}, fen);
    Position qn = position("shataranja", {{"kotwal", "queen-knight"}}, fen);
    EXPECT_EQ(destinations(bn, "d6").count("d8"), 0u);
    EXPECT_EQ(destinations(qn, "d6").count("d8"), 1u);
    EXPECT_EQ(destinations(bn, "d6").count("c8"), 1u);
}

// §9 promotion minister-return: the pawn is replaced by a minister on the square it came from.
TEST(Shataranja, APromotingPawnBecomesAMinisterWhereItCameFrom)
{
    Position pos = position("shataranja", {}, "r3k4r/1P8/10/10/10/10/10/10/10/R4K4 w - - 0 1");
    EXPECT_EQ(movesFrom(pos, "b9"), (std::set<std::string>{"b9b10qb9", "b9a10qb9"}));
    play(pos, {"b9a10qb9"});
    EXPECT_EQ(pos.fen(), "4k4r/1Q8/10/10/10/10/10/10/10/R4K4 b - - 0 1");
    pos.undoMove();
    EXPECT_EQ(pos.fen(), "r3k4r/1P8/10/10/10/10/10/10/10/R4K4 w - - 0 1");
    // Option promotion = file-piece: the piece of the file, when lost, where the pawn arrives.
    Position file
        = position("shataranja", {{"promotion", "file-piece"}}, "4k4r/1P8/10/10/10/10/10/10/10/R4K4 w - - 0 1");
    EXPECT_EQ(movesFrom(file, "b9"), (std::set<std::string>{"b9b10n"}));
}

// §9 stalemate remove-piece: the stalemated player removes an enemy unit other than the king
// instead of moving; options illegal and draw.
TEST(Shataranja, TheStalematedPlayerRemovesAnEnemyUnit)
{
    const char* fen = "k8b/1RK5p1/8P1/10/10/10/10/10/10/10 b - - 0 1";
    Position pos = position("shataranja", {}, fen);
    EXPECT_EQ(legalMoves(pos), (std::set<std::string>{"x@b9", "x@i8"}));
    play(pos, {"x@b9"});
    EXPECT_EQ(pos.fen(), "k8b/2K5p1/8P1/10/10/10/10/10/10/10 w - - 0 2");
    Position draw = position("shataranja", {{"stalemate", "draw"}}, fen);
    EXPECT_EQ(adjudicate(draw).kindId(), "stalemate-draw");
}

// §9 bare-king: a side left with only its king and pawns loses at once (default); none.
TEST(Shataranja, ASideLeftWithOnlyKingAndPawnsLoses)
{
    const char* fen = "4k5/p9/10/10/4r5/10/4R5/10/P9/5K4 w - - 0 1";
    Position pos = position("shataranja", {}, fen);
    play(pos, {"e4e6"});
    const Outcome o = adjudicate(pos);
    EXPECT_EQ(o.kindId(), "baremate");
    EXPECT_EQ(o.winner, 0);
    Position none = position("shataranja", {{"bare-king", "none"}}, fen);
    play(none, {"e4e6"});
    EXPECT_FALSE(adjudicate(none).over());
}

// §10 option board: 12x12 (default) and 14x14, Black's array the diametric mirror of White's.
TEST(Mysore, TwelveOrFourteenFilesWithBlacksArrayDiametric)
{
    EXPECT_EQ(position("mysore").fen(),
        "rnbrbkmbrbnr/pppppppppppp/12/12/12/12/12/12/12/12/PPPPPPPPPPPP/RNBRBMKBRBNR w - - 0 1");
    EXPECT_EQ(position("mysore", {{"board", "14"}}).fen(),
        "rnbrbgkmybrbnr/pppppppppppppp/14/14/14/14/14/14/14/14/14/14/PPPPPPPPPPPPPP/RNBRBYMKGBRBNR w - - 0 1");
}

// §10: a pawn promotes to a minister back where it came from, on either board.
TEST(Mysore, APromotingPawnBecomesAMinisterWhereItCameFrom)
{
    Position pos = position("mysore", {{"board", "14"}}, "6k6r/1P12/14/14/14/14/14/14/14/14/14/14/14/R5K7 w - - 0 1");
    EXPECT_EQ(movesFrom(pos, "b13"), (std::set<std::string>{"b13b14mb13"}));
}

// §10 option promotion = file-piece, I-2 with two bishops of each colour: a bishop only where
// one of that square's colour is lost.
TEST(Mysore, ABishopOnlyWhereOneOfThatColourIsLost)
{
    // c12 is light; White still has both light bishops (h1, j1) but lost its dark c1 bishop.
    Position both
        = position("mysore", {{"promotion", "file-piece"}}, "r9k1/2P9/12/12/12/12/12/12/12/12/12/R3BMKB1B2 w - - 0 1");
    EXPECT_TRUE(movesFrom(both, "c11").empty());
    Position one
        = position("mysore", {{"promotion", "file-piece"}}, "r9k1/2P9/12/12/12/12/12/12/12/12/12/R3BMKB4 w - - 0 1");
    EXPECT_EQ(movesFrom(one, "c11"), (std::set<std::string>{"c11c12b"}));
}

// §11 array of thirty men, pawns on the third rank.
TEST(Baroda, ArrayOfThirtyMenWithThePawnsOnTheThirdRank)
{
    EXPECT_EQ(position("baroda").fen(),
        "dgcqakocgd/rnblzzlbnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBLZZLBNR/DGCQAKOCGD w - - 0 1");
}

// §11 pieces: police leap two squares straight or diagonally forward; citizen K+N; bandmaster
// N+D; chief of the army K+camel.
TEST(Baroda, PoliceCitizenBandmasterAndChiefOfTheArmyMoveAsPritchardSays)
{
    Position pos = position("baroda", {}, "5k4/10/p9/10/10/4L5/10/9P/10/5K4 w - - 0 1");
    EXPECT_EQ(destinations(pos, "e5"), (std::set<std::string>{"e7", "c7", "g7"}));
    Position citizen = position("baroda", {}, "5k4/10/p9/10/10/4Z5/10/9P/10/5K4 w - - 0 1");
    EXPECT_EQ(destinations(citizen, "e5").size(), 16u);
    Position band = position("baroda", {}, "5k4/10/p9/10/10/4D5/10/9P/10/5K4 w - - 0 1");
    EXPECT_EQ(destinations(band, "e5").size(), 12u);
    Position chief = position("baroda", {}, "5k4/10/p9/10/10/4O5/10/9P/10/5K4 w - - 0 1");
    EXPECT_EQ(destinations(chief, "e5").size(), 16u);
}

// §11 pawns: the a-, e-, f- and j-pawns may advance two squares from their first square.
TEST(Baroda, OnlyTheAEFAndJPawnsStepTwo)
{
    Position pos = position("baroda");
    EXPECT_EQ(destinations(pos, "a3"), (std::set<std::string>{"a4", "a5"}));
    EXPECT_EQ(destinations(pos, "b3"), (std::set<std::string>{"b4"}));
    EXPECT_EQ(destinations(pos, "f3"), (std::set<std::string>{"f4", "f5"}));
}

// §11 promotion: either lost piece of the file, of the first or the second rank of the own
// array; on the king's file only the citizen.
TEST(Baroda, PromotionToEitherLostPieceOfTheFile)
{
    Position pos = position("baroda", {}, "9k/1P3P4/10/10/10/10/10/10/p9/5K4 w - - 0 1");
    EXPECT_EQ(movesFrom(pos, "b9"), (std::set<std::string>{"b9b10g", "b9b10n"}));
    EXPECT_EQ(movesFrom(pos, "f9"), (std::set<std::string>{"f9f10z"}));
    Position governor = position("baroda", {}, "9k/1P8/10/10/10/10/10/10/p9/1G3K2G1 w - - 0 1");
    EXPECT_EQ(movesFrom(governor, "b9"), (std::set<std::string>{"b9b10n"}));
}

// §12: the Maharajah is placed first, on any square the army does not attack; then the army
// moves first.
TEST(Maharajah, IsPlacedBeforeTheFirstMoveOnAnUnattackedSquare)
{
    Position pos = position("maharajah");
    const std::set<std::string> moves = legalMoves(pos);
    EXPECT_EQ(moves.size(), 40u);
    EXPECT_EQ(moves.count("M@e4"), 1u);
    EXPECT_EQ(moves.count("M@e3"), 0u);  // the pawns attack the third rank
    play(pos, {"M@e5"});
    EXPECT_EQ(pos.sideToMove(), 0);
    EXPECT_EQ(pos.fen(), "8/8/8/4m3/8/8/PPPPPPPP/RNBQKBNR[] w KQ - 1 2");
}

// §12: pawns do not promote; one on the last rank stays there.
TEST(Maharajah, PawnsDoNotPromote)
{
    Position pos = position("maharajah", {}, "m7/6P1/8/8/8/8/8/4K3[] w - - 0 1");
    EXPECT_EQ(movesFrom(pos, "g7"), (std::set<std::string>{"g7g8"}));
    play(pos, {"g7g8", "a8a7"});
    EXPECT_TRUE(movesFrom(pos, "g8").empty());
}

// §12 option maharajah: royal (default) never stands attacked; capturable may, and its capture
// wins for the army.
TEST(Maharajah, RoyalOrCapturableAsTheOptionSays)
{
    const char* fen = "8/8/8/3m4/8/8/1R6/4K3[] b - - 0 1";
    Position royal = position("maharajah", {}, fen);
    EXPECT_EQ(destinations(royal, "d5").count("d2"), 0u);
    Position capturable = position("maharajah", {{"maharajah", "capturable"}}, fen);
    EXPECT_EQ(destinations(capturable, "d5").count("b5"), 1u);
    play(capturable, {"d5b5", "b2b5"});
    const Outcome o = adjudicate(capturable);
    EXPECT_EQ(o.kindId(), "extinction");
    EXPECT_EQ(o.winner, 0);
}

// §13: a pawn arriving on its 3rd to 8th rank may become N, E, B, R, Q, M; on the 8th it must.
TEST(Maharaja, PawnsMayPromoteRankByRankAndMustOnTheLastRank)
{
    Position pos = position("maharaja");
    EXPECT_EQ(movesFrom(pos, "a2"), (std::set<std::string>{"a2a3", "a2a3n"}));
    Position last = position("maharaja", {}, "11k/1P10/12/12/12/12/12/6K5[] w - - 0 1");
    EXPECT_EQ(movesFrom(last, "b7"), (std::set<std::string>{"b7b8m"}));
    Position sixth = position("maharaja", {}, "k11/12/12/1P10/12/12/12/6K5[] w - - 0 1");
    EXPECT_EQ(movesFrom(sixth, "b5"), (std::set<std::string>{"b5b6", "b5b6r"}));
}

// §13 deserters: a captured man goes to the captor's hand and may be entered where a man of
// its kind stood in the captor's own array.
TEST(Maharaja, CapturedMenReturnAsDesertersOnTheirOwnArraySquares)
{
    Position pos = position("maharaja", {}, "k11/12/12/12/3n8/12/12/3R2K5[] w - - 0 1");
    play(pos, {"d1d4"});
    EXPECT_EQ(pos.fen(), "k11/12/12/12/3R8/12/12/6K5[N] b - - 0 1");
    play(pos, {"a8a7"});
    std::set<std::string> drops;
    for (const std::string& m : legalMoves(pos))
        if (m.rfind("N@", 0) == 0)
            drops.insert(m);
    EXPECT_EQ(drops, (std::set<std::string>{"N@b1", "N@k1"}));
    pos.undoMove();
    pos.undoMove();
    EXPECT_EQ(pos.fen(), "k11/12/12/12/3n8/12/12/3R2K5[] w - - 0 1");
}

// §13 Forlorn Hope: instead of moving, a player may remove a man of his own, not the king, and
// not one that shields the king from check.
TEST(Maharaja, APlayerMayGiveUpAManOfHisOwn)
{
    Position pos = position("maharaja", {}, "k11/12/12/12/r5R5/12/12/6K5[] w - - 0 1");
    EXPECT_EQ(movesFrom(pos, "x@"), (std::set<std::string>{"x@g4"}));
    Position pinned = position("maharaja", {}, "k5r5/12/12/12/6R5/12/12/6K5[] w - - 0 1");
    EXPECT_TRUE(movesFrom(pinned, "x@").empty());
    play(pos, {"x@g4"});
    EXPECT_EQ(pos.fen(), "k11/12/12/12/r11/12/12/6K5[] b - - 0 1");
}

// §13 Forlorn Hope (Kabir's choice): giving up a man restarts the move rule's count, as a
// capture does: a unit leaves the game for good.
TEST(Maharaja, GivingUpAManRestartsTheMoveRuleCount)
{
    Position pos = position("maharaja");
    play(pos, {"b1c3", "b8c6"});
    EXPECT_EQ(pos.state().halfmoveClock, 2);
    play(pos, {"x@a2"});
    EXPECT_EQ(pos.state().halfmoveClock, 0);
}

// §25 Tibetan: only the first pawn move of each side may advance two squares; no en passant.
TEST(Tibetan, OnlyEachSidesFirstPawnMoveMayBeADoubleStep)
{
    Position pos = position("tibetan");
    EXPECT_EQ(destinations(pos, "a2"), (std::set<std::string>{"a3", "a4"}));
    play(pos, {"e2e4", "d7d5"});
    EXPECT_EQ(destinations(pos, "a2"), (std::set<std::string>{"a3"}));
    EXPECT_EQ(destinations(pos, "e7"), std::set<std::string>{});
    EXPECT_EQ(pos.fen(), "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w - - 0 2 first-pawn:-");
    Position read = position("tibetan", {}, pos.fen());
    EXPECT_EQ(legalMoves(read), legalMoves(pos));
    Position passing = position("tibetan", {}, "4k3/3p4/8/4P3/8/8/8/4K2R b - - 0 1 first-pawn:b");
    play(passing, {"d7d5"});
    EXPECT_EQ(destinations(passing, "e5"), (std::set<std::string>{"e6"}));
}

// §25: a king left alone draws at once; option castling: none (default) or orthodox.
TEST(Tibetan, ABareKingDrawsAndCastlingIsAnOption)
{
    Position pos = position("tibetan", {}, "4k3/8/8/8/3r4/8/3R4/4K2R w - - 0 1");
    play(pos, {"d2d4"});
    EXPECT_EQ(adjudicate(pos).kindId(), "bare-king-draw");
    const char* castle = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1";
    EXPECT_FALSE(Position::fromFen(rules("tibetan"), castle).ok());
    Position orthodox = position("tibetan", {{"castling", "orthodox"}}, castle);
    EXPECT_EQ(destinations(orthodox, "e1"), (std::set<std::string>{"d1", "f1", "g1", "c1"}));
}

}  // namespace
}  // namespace kabir::test
