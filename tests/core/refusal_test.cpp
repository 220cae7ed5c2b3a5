// Why a move is refused (core/rules/refusal.h), one scenario per rule of rules.md §0–§5 and §7 that
// can refuse a move: the game and the piece, movement, check, castling and the king's leap.
// Promotion and drops are in refusalpromotion_test.cpp.

#include "tests/core/refusaltest.h"

#include <gtest/gtest.h>

#include <random>

namespace kabir::test {
namespace {

using R = RefusalReason;
const OptionValues kMarkov{{"ruleset", "markov-2022"}};

// --- the game and the piece (§0) ---

TEST(Refusal, NoMoveOnceTheGameIsOver)
{
    Position pos = position("chess", {}, "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
    EXPECT_EQ(refusal(pos, "e2e4").reason, R::GameOver);
    EXPECT_EQ(message(pos, "e2e4"), "The game is over.");
}

TEST(Refusal, Sultanspiel_NoMoveAfterAKingReachedItsTarget)
{
    Position pos = position("sultanspiel", {}, "11/11/11/11/11/5K5/11/11/11/11/5k5 b - - 0 1");
    EXPECT_EQ(refusal(pos, "f1f2").reason, R::GameOver);
}

TEST(Refusal, AnEmptySquareHasNothingToMove)
{
    Position pos = position("chess");
    EXPECT_EQ(refusal(pos, "e4e5").reason, R::NoPiece);
    EXPECT_EQ(message(pos, "e4e5"), "There is no piece on e4.");
}

TEST(Refusal, OnlyTheArmyToMovePlays)
{
    Position pos = position("chess");
    const Refusal r = refusal(pos, "e7e5");
    EXPECT_EQ(r.reason, R::NotYourTurn);
    EXPECT_EQ(r.otherArmy, 1);
    EXPECT_EQ(message(pos, "e7e5"), "It is White's turn; the pawn on e7 is Black's.");
}

TEST(Refusal, APieceThatStaysOnItsSquareMakesNoMove)
{
    Position pos = position("chess");
    EXPECT_EQ(refusal(pos, "g1g1").reason, R::NoMove);
}

// Random games of every variant and rule set: no legal move is refused, every other attempt
// gets a reason with a message, and the position is left exactly as it was.
TEST(Refusal, OnlyIllegalAttemptsAreRefusedInRandomGames)
{
    for (const VariantFile& file : VariantCatalog::builtIn().variants()) {
        std::vector<OptionValues> settings{{}};
        for (const OptionDefinition& option : file.options())
            if (option.key == "ruleset")
                for (const OptionChoice& value : option.values)
                    settings.push_back({{option.key, value.id}});
        std::mt19937 random(7);
        for (const OptionValues& options : settings) {
            Position pos = position(file.id(), options);
            for (int ply = 0; ply < 30; ++ply) {
                MoveList legal;
                generateLegalMoves(pos, legal);
                if (legal.empty())
                    break;
                const std::string fen = pos.fen();
                for (Move m : legal) {
                    const auto r = m.kind() == MoveKind::Drop
                        ? explainDropRefusal(pos, m.pieceType(), m.to())
                        : explainRefusal(pos, m.from(), m.to(), m.kind() == MoveKind::Promotion ? m.pieceType() : -1);
                    EXPECT_FALSE(r.has_value()) << file.id() << " " << fen << " " << coordinateText(pos, m);
                }
                for (std::uint8_t from : pos.piecesOf(pos.sideToMove()))
                    for (Square to = ply % 5; to < pos.rules().squareCount(); to += 5) {
                        const auto r = explainRefusal(pos, from, to);
                        EXPECT_TRUE(!r || !refusalMessage(pos, *r).empty());
                    }
                EXPECT_EQ(pos.fen(), fen) << file.id();
                EXPECT_EQ(pos.key(), pos.computeKey()) << file.id();
                pos.doMove(legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(random)]);
            }
        }
    }
}

// --- movement ---

TEST(Refusal, EachPieceMovesAsItsBetzaSays)
{
    Position pos = position("chess");
    EXPECT_EQ(refusal(pos, "g1g4").reason, R::CannotMoveThere);
    EXPECT_EQ(message(pos, "g1g4"), "The knight on g1 cannot go to g4.");
}

TEST(Refusal, Chaturanga484_OldSquaresChangeTheQueensMove)
{
    Position pos = position("chaturanga-4-84", {}, "****2rK2*/9*/9*/bK8*/10/4rQ5/*8gK/*9/*9/*2yK2**** r - 0 1");
    const Refusal r = refusal(pos, "e5e8");
    EXPECT_EQ(r.reason, R::MarkedSquareMovement);
    EXPECT_EQ(r.mark, "old");
    EXPECT_EQ(message(pos, "e5e8"), "The queen on e5 cannot go to e8: on e5, f5, e6 and f6 it moves otherwise.");
}

TEST(Refusal, Kaiserspiel_PawnMultiStepsOnlyFromItsSecondAndThirdRank)
{
    Position pos = position("kaiserspiel", {}, "4k5/10/10/10/10/10/4P5/10/10/4K5 w - - 0 1");
    EXPECT_EQ(refusal(pos, "e4e6").reason, R::PawnMultiStepNotHere);
    Position start = position("kaiserspiel");
    EXPECT_EQ(refusal(start, "e2e6").reason, R::PawnMultiStepNotHere);
    EXPECT_EQ(message(start, "e2e6"),
        "The pawn on e2 cannot go to e6: a pawn advances several squares only from its 2nd rank (up to 3 "
        "squares) or its 3rd (up to 2 squares).");
}

// Batak (Pritchard 29.4): only the king's pawn may step two from its third rank; the
// sentence names the multi-steps of the pawn refused, each rank once.
TEST(Refusal, Batak_PawnMultiStepNamesOnlyThatPawnsSteps)
{
    Position pos = position("batak");
    play(pos, {"e2e3", "a7a6"});
    EXPECT_EQ(refusal(pos, "e3e5").reason, R::PawnMultiStepNotHere);
    EXPECT_EQ(message(pos, "e3e5"),
        "The pawn on e3 cannot go to e5: a pawn advances several squares only from its 2nd rank (up to 2 squares).");
}

TEST(Refusal, NoPieceTakesOneOfItsOwnArmy)
{
    Position pos = position("chess");
    const Refusal r = refusal(pos, "a1a2");
    EXPECT_EQ(r.reason, R::OwnPiece);
    EXPECT_EQ(message(pos, "a1a2"), "The rook on a1 cannot go to a2: White's own pawn stands there.");
}

TEST(Refusal, Chaturanga484_AlliesNeverCaptureEachOther)
{
    Position pos = position("chaturanga-4-84", {}, "****2rK2*/9*/4rR4*/bK3yN4*/10/10/*8gK/*9/*9/*2yK2**** r - 0 1");
    const Refusal r = refusal(pos, "e8e7");
    EXPECT_EQ(r.reason, R::AlliedPiece);
    EXPECT_EQ(r.otherArmy, 2);
    EXPECT_EQ(message(pos, "e8e7"), "The rook on e8 cannot take the knight on e7: Yellow is Red's ally.");
}

TEST(Refusal, RidersStopAtThePieceInTheirWay)
{
    Position pos = position("chess");
    const Refusal r = refusal(pos, "a1a4");
    EXPECT_EQ(r.reason, R::PathBlocked);
    EXPECT_EQ(r.other, square(pos, "a2"));
    EXPECT_EQ(message(pos, "a1a4"), "The rook on a1 cannot go to a4: the pawn on a2 is in the way.");
}

TEST(Refusal, Chaturanga484_PawnLeapsOnlyOverThePieceInFrontOfIt)
{
    Position pos = position("chaturanga-4-84", {}, "****2rK2*/9*/4rP4*/bK8*/10/10/*8gK/*9/*9/*2yK2**** r - 0 1");
    const Refusal r = refusal(pos, "e8e6");
    EXPECT_EQ(r.reason, R::HurdleMissing);
    EXPECT_EQ(r.other, square(pos, "e7"));
}

TEST(Refusal, PawnDoesNotCaptureStraightAhead)
{
    Position pos = position("chess", {}, "4k3/8/8/4p3/4P3/8/8/4K3 w - - 0 1");
    EXPECT_EQ(refusal(pos, "e4e5").reason, R::NoCaptureThisWay);
}

TEST(Refusal, PawnGoesDiagonallyOnlyToCapture)
{
    Position pos = position("chess");
    EXPECT_EQ(refusal(pos, "e2d3").reason, R::NothingToCapture);
}

TEST(Refusal, Kaiserspiel_EnPassantOnlyOnTheVeryNextMove)
{
    Position pos = position("kaiserspiel", {{"ruleset", "B"}}, "4k5/10/10/10/10/3p6/10/4P5/10/4K5 w - - 0 1");
    play(pos, {"e3e5", "e10d10", "e1d1"});
    const Refusal r = refusal(pos, "d5e4");
    EXPECT_EQ(r.reason, R::EnPassantExpired);
    EXPECT_EQ(r.other, square(pos, "e5"));
    EXPECT_EQ(message(pos, "d5e4"),
        "The pawn on e5 could have been taken en passant on e4 only on the move right after it passed that square.");
}

// --- check (§0) ---

TEST(Refusal, KingMayNotMoveIntoCheck)
{
    Position pos = position("chess", {}, "4k3/8/8/8/8/8/r7/4K3 w - - 0 1");
    const Refusal r = refusal(pos, "e1e2");
    EXPECT_EQ(r.reason, R::KingIntoCheck);
    EXPECT_EQ(r.other, square(pos, "a2"));
    EXPECT_EQ(message(pos, "e1e2"), "The king may not go to e2: the rook on a2 attacks that square.");
}

TEST(Refusal, HyderabadMarkov_HeldPawnStillGuardsTheLastRank)
{
    // Seed example of Markov (2022), note 14: the pawn on b9 cannot promote but gives check.
    Position pos = position("hyderabad", kMarkov, "3k6/1P8/10/10/10/10/10/10/4DD4/RNBVGKQBNR b - - 0 1");
    const Refusal r = refusal(pos, "d10c10");
    EXPECT_EQ(r.reason, R::KingIntoCheck);
    EXPECT_EQ(r.other, square(pos, "b9"));
}

TEST(Refusal, CheckMustBeAnswered)
{
    Position pos = position("chess", {}, "4k3/8/8/8/8/8/8/r3K2N w - - 0 1");
    const Refusal r = refusal(pos, "h1g3");
    EXPECT_EQ(r.reason, R::CheckNotAnswered);
    EXPECT_EQ(message(pos, "h1g3"), "The king is in check from the rook on a1, and this move does not answer it.");
}

TEST(Refusal, PinnedPieceMayNotExposeTheKing)
{
    Position pos = position("chess", {}, "4r1k1/8/8/8/8/8/4B3/4K3 w - - 0 1");
    const Refusal r = refusal(pos, "e2d3");
    EXPECT_EQ(r.reason, R::PinnedPiece);
    EXPECT_EQ(message(pos, "e2d3"), "Moving the bishop on e2 would expose the king to the rook on e8.");
}

// --- castling (§1, §2, §3 greenwood, §4 reformed) ---

const char* kCastling = "r3k4r/10/10/10/10/10/10/10/10/R3K4R w KQkq - 0 1";

TEST(Refusal, Kaiserspiel_CastlingIsGoneOnceTheKingHasMoved)
{
    Position pos = position("kaiserspiel", {}, kCastling);
    play(pos, {"e1f1", "e10f10", "f1e1", "f10e10"});
    EXPECT_EQ(refusal(pos, "e1b1").reason, R::CastlingKingMoved);
}

TEST(Refusal, Kaiserspiel_CastlingIsGoneOnceTheRookHasMoved)
{
    Position pos = position("kaiserspiel", {}, kCastling);
    play(pos, {"a1a2", "a10a9", "a2a1", "a9a10"});
    const Refusal r = refusal(pos, "e1b1");
    EXPECT_EQ(r.reason, R::CastlingRookMoved);
    EXPECT_EQ(r.other, square(pos, "a1"));
    EXPECT_TRUE(allowed(pos, "e1i1"));
}

TEST(Refusal, Kaiserspiel_CastlingRightAbsentFromThePosition)
{
    Position pos = position("kaiserspiel", {}, "r3k4r/10/10/10/10/10/10/10/10/R3K4R w kq - 0 1");
    EXPECT_EQ(refusal(pos, "e1b1").reason, R::CastlingRightLost);
}

TEST(Refusal, Kaiserspiel_CastlingNeedsTheSquaresBetweenEmpty)
{
    Position pos = position("kaiserspiel");
    const Refusal r = refusal(pos, "e1b1");
    EXPECT_EQ(r.reason, R::CastlingBlocked);
    EXPECT_EQ(r.other, square(pos, "d1"));
    EXPECT_EQ(message(pos, "e1b1"),
        "To castle, the squares between king and rook, and those they land on, must be empty; the commander on d1 "
        "stands there.");
}

TEST(Refusal, Kaiserspiel_NoCastlingOutOfCheck)
{
    Position pos = position("kaiserspiel", {}, "r3k4r/10/10/10/4r5/10/10/10/10/R3K4R w KQkq - 0 1");
    EXPECT_EQ(refusal(pos, "e1b1").reason, R::CastlingInCheck);
}

TEST(Refusal, Kaiserspiel_NoCastlingAcrossAnAttackedSquare)
{
    Position pos = position("kaiserspiel", {}, "r3k4r/10/10/10/3r6/10/10/10/10/R3K4R w KQkq - 0 1");
    const Refusal r = refusal(pos, "e1b1");
    EXPECT_EQ(r.reason, R::CastlingThroughCheck);
    EXPECT_EQ(r.second, square(pos, "d1"));
    EXPECT_EQ(message(pos, "e1b1"), "The king may not castle across d1, which the rook on d6 attacks.");
}

TEST(Refusal, Kaiserspiel_NoCastlingIntoCheck)
{
    Position pos = position("kaiserspiel", {}, "r3k4r/10/10/10/1r8/10/10/10/10/R3K4R w KQkq - 0 1");
    const Refusal r = refusal(pos, "e1b1");
    EXPECT_EQ(r.reason, R::CastlingIntoCheck);
    EXPECT_EQ(r.other, square(pos, "b6"));
}

TEST(Refusal, Kaiserspiel_TressauCastlesToB1OrI1)
{
    Position pos = position("kaiserspiel", {}, kCastling);
    EXPECT_EQ(refusal(pos, "e1c1").reason, R::CastlingElsewhere);
    EXPECT_EQ(message(pos, "e1c1"), "When castling, the king goes from e1 to b1 or i1.");
}

TEST(Refusal, TurkishReformed_ExchangeCastlingNeedsAnEmptyRank)
{
    Position pos = position("turkish", {{"ruleset", "reformed"}});
    const Refusal r = refusal(pos, "g1k1");
    EXPECT_EQ(r.reason, R::CastlingBlocked);
    EXPECT_EQ(r.other, square(pos, "h1"));
}

// --- the king's leap (§3 markov-2022, §4 reconstructed, §7) ---

TEST(Refusal, HyderabadMarkov_KingLeapsOnlyOnce)
{
    Position pos = position("hyderabad", kMarkov, "9k/10/10/10/10/10/10/10/10/4K5 w - - 0 1");
    play(pos, {"e1f3", "j10j9"});
    EXPECT_EQ(refusal(pos, "f3g5").reason, R::KingLeapUsed);
}

TEST(Refusal, HyderabadMarkov_KingLeapIsLostByCheck)
{
    Position pos = position("hyderabad", kMarkov, "9k/10/10/10/10/10/10/10/10/r3K5 w - - 0 1");
    play(pos, {"e1e2", "j10j9"});
    EXPECT_EQ(refusal(pos, "e2f4").reason, R::KingLeapLostByCheck);
    EXPECT_EQ(message(pos, "e2f4"), "The king lost its once-per-game leap by being in check.");
}

TEST(Refusal, HyderabadMarkov_KingLeapAbsentFromThePosition)
{
    Position pos = position("hyderabad", kMarkov, "9k/10/10/10/10/10/10/10/10/4K5 w - - 0 1 leap:k");
    EXPECT_EQ(refusal(pos, "e1f3").reason, R::KingLeapLost);
}

TEST(Refusal, HyderabadMarkov_KingLeapMayNotCapture)
{
    Position pos = position("hyderabad", kMarkov, "9k/10/10/10/10/10/1p8/3K6/10/10 w - - 0 1");
    EXPECT_EQ(refusal(pos, "d3b4").reason, R::KingLeapNoCapture);
}

TEST(Refusal, HyderabadMarkov_KingLeapMayNotCrossCheck)
{
    // Markov (2022), note 15: from f1 to h2 the king steps over g1 and g2, both attacked here.
    Position pos = position("hyderabad", kMarkov, "6r2k/10/10/10/10/10/10/10/10/5K4 w - - 0 1");
    const Refusal r = refusal(pos, "f1h2");
    EXPECT_EQ(r.reason, R::KingLeapCrossesCheck);
    EXPECT_EQ(r.other, square(pos, "g1"));
    EXPECT_EQ(r.second, square(pos, "g2"));
    EXPECT_EQ(
        message(pos, "f1h2"), "The king's leap may not cross check: both squares it passes, g1 and g2, are attacked.");
}

TEST(Refusal, TurkishReconstructed_KingLeapMayCaptureAndCrossCheck)
{
    Position pos = position("turkish", {}, "7r4k/13/13/13/13/13/13/13/13/13/13/P5p6/6K6 w - - 0 1");
    EXPECT_TRUE(allowed(pos, "g1i2"));  // across h1 and h2, both attacked
}

}  // namespace
}  // namespace kabir::test
