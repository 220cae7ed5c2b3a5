// Sittuyin (Pritchard 2007, 29.3, after U Bha; catalogue of chapter 29, §14): the set-up by
// placement with the pawn displacement, promotion as a move of its own, the quiet promotion,
// the counts. Each test names its rule;
// the perft rows with the modern options are Fairy-Stockfish's (its sittuyin).

#include "tests/core/testpositions.h"

#include "core/rules/adjudication.h"
#include "tests/core/refusaltest.h"

#include <gtest/gtest.h>

namespace kabir::test {
namespace {

RulesetPtr sittuyin(const OptionValues& options = {})
{
    return rules("sittuyin", options);
}

Position at(const RulesetPtr& r, const std::string& fen = {})
{
    auto pos = Position::fromFen(r, fen.empty() ? r->definition().startFen : fen);
    EXPECT_TRUE(pos.ok()) << fen << ": " << pos.errorText();
    return pos.value();
}

// Fairy-Stockfish's sittuyin: alternate placement, rooks on the first rank, no restrictions
// on Black, the modern promotion, stalemate a draw.
const OptionValues kModern = {{"setup", "alternate"}, {"black-restrictions", "off"}, {"rooks-first-rank", "on"},
    {"promotion", "myanmar-modern"}, {"stalemate", "draw"}, {"counting", "asean"}};

// §29: perft from the start (the placement plies count) and Fairy-Stockfish's four positions
// (tests/perft.sh), which exercise the promotion rules.
TEST(Sittuyin, PerftWithTheModernOptionsAgreesWithFairyStockfish)
{
    const RulesetPtr r = sittuyin(kModern);
    Position start = at(r);
    EXPECT_EQ(perft(start, 1), 88u);
    EXPECT_EQ(perft(start, 2), 7744u);
    EXPECT_EQ(perft(start, 3), 580096u);
    EXPECT_EQ(perft(start, 4), 43454464u);
    const std::pair<const char*, std::pair<int, std::uint64_t>> rows[] = {
        {"8/8/6R1/s3r3/P5R1/1KP3p1/1F2kr2/8[] b - - 0 72", {4, 652686}},
        {"2r5/6k1/6p1/3s2P1/3npR2/8/p2N2F1/3K4[] w - - 1 50", {4, 373984}},
        {"8/6s1/5P2/3n4/pR2K2S/1P6/1k4p1/8[] w - - 1 50", {4, 268869}},
        {"1k5K/3r2P1/8/8/8/8/8/8[] w - - 0 1", {5, 68662}},
    };
    for (const auto& [fen, expected] : rows) {
        Position pos = at(r, fen);
        EXPECT_EQ(perft(pos, expected.first), expected.second) << fen;
    }
}

// §14 setup = u-bha: Red places all eight pieces in a row behind its pawns, then Black its
// eight; nothing moves on the board meanwhile; then Red makes the first move.
TEST(Sittuyin, UBhaRedPlacesAllItsPiecesThenBlackThenRedMoves)
{
    const RulesetPtr r = sittuyin();
    Position pos = at(r);
    std::set<std::string> squares;
    for (const std::string& m : legalMoves(pos))
        if (m.size() == 4)  // not a displacement
            squares.insert(m.substr(m.size() - 2));
    EXPECT_EQ(squares.size(), 20u);  // ranks 1 and 2, and e3-h3
    EXPECT_FALSE(squares.contains("a4"));
    EXPECT_EQ(refusal(pos, "e4e5").reason, RefusalReason::PlacementFirst);
    play(pos, {"K@d1", "F@e1", "R@a1", "R@h1", "S@c1", "S@f1", "N@b1"});
    EXPECT_EQ(pos.sideToMove(), 0);
    play(pos, {"N@g1"});
    EXPECT_EQ(pos.sideToMove(), 1);
    EXPECT_EQ(pos.fullmoveNumber(), 1);  // Black numbers its placements from 1
    play(pos, {"K@e8", "F@d8", "R@a8", "R@h8", "S@c8", "S@f8", "N@b8", "N@g8"});
    EXPECT_EQ(pos.sideToMove(), 0);
    EXPECT_EQ(pos.fen(), "rnsfksnr/8/4pppp/pppp4/4PPPP/PPPP4/8/RNSKFSNR[] w - - 0 9");
}

// §14 pawn-displacement = on: in U Bha's set-up a piece may be placed on one of the player's
// own pawns, which the same ply puts on any empty square of his half (ranks 1-4 for Red).
TEST(Sittuyin, UBhaAPiecePlacedOnAnOwnPawnRedeploysItInItsHalf)
{
    const RulesetPtr r = sittuyin();
    Position pos = at(r);
    const std::set<std::string> moves = legalMoves(pos);
    // Each piece onto 20 empty squares, or onto one of 8 pawns sent to one of 24 empty squares;
    // the king not onto e4, which the pawn on d5 attacks.
    EXPECT_EQ(moves.size(), 4u * (20 + 8 * 24) + (20 + 7 * 24));
    EXPECT_TRUE(moves.contains("R@c3d4"));
    EXPECT_TRUE(moves.contains("K@f4a1"));
    EXPECT_FALSE(moves.contains("K@e4a1"));
    EXPECT_FALSE(moves.contains("R@c3e5"));  // Black's half
    EXPECT_FALSE(moves.contains("R@c3d3"));  // another pawn's square
    EXPECT_EQ(refusal(pos, "K@e4").reason, RefusalReason::DropAttacked);
    const Move displacement = parseMove(pos, "R@c3,P@d4").value();
    EXPECT_EQ(parseMove(pos, "R@c3d4").value(), displacement);
    EXPECT_EQ(moveText(pos, displacement), "R@c3,P@d4");
    EXPECT_EQ(moveText(pos, displacement, Notation{MoveSystem::Standard, "de"}), "W@c3,S@d4");
    play(pos, {"R@c3,P@d4"});
    EXPECT_EQ(pos.fen(), "8/8/4pppp/pppp4/3PPPPP/PPRP4/8/8[KFRSSNNkfrrssnn] w - - 0 2");
    pos.undoMove();
    EXPECT_EQ(pos.fen(), r->definition().startFen);
}

// §14 pawn-displacement = off, and the alternate set-up: the pawns stay where they stand.
TEST(Sittuyin, NoPawnDisplacementWhenTheOptionOrTheAlternateSetUpSaysSo)
{
    for (const OptionValues& options :
        {OptionValues{{"pawn-displacement", "off"}}, OptionValues{{"setup", "alternate"}}}) {
        Position pos = at(sittuyin(options));
        EXPECT_EQ(legalMoves(pos).size(), 5u * 20);
        EXPECT_EQ(refusal(pos, "R@c3").reason, RefusalReason::DropOccupied);
    }
}

// §14 black-restrictions with displacement: Black's rook may not displace a pawn on the red
// king's file either.
TEST(Sittuyin, UBhaBlacksRookDisplacesNoPawnOnTheRedKingsFile)
{
    Position pos = at(sittuyin(), "8/8/4pppp/pppp4/4PPPP/PPPP4/8/3K4[rrk] b - - 0 1");
    EXPECT_EQ(refusal(pos, "R@d5").reason, RefusalReason::DropFileApart);
    EXPECT_TRUE(legalMoves(pos).contains("R@c5c6"));
}

// §14 black-restrictions = on: Black never places a rook on the red king's file, nor both
// rooks on one file; off: freely. rooks-first-rank = on: rooks only on the first rank.
TEST(Sittuyin, BlacksRooksKeepOffTheRedKingsFileAndApart)
{
    const char* fen = "8/8/4pppp/pppp4/4PPPP/PPPP4/8/3K4[rrk] b - - 0 1";
    Position pos = at(sittuyin(), fen);
    EXPECT_EQ(refusal(pos, "R@d8").reason, RefusalReason::DropFileApart);
    play(pos, {"R@a8"});
    EXPECT_EQ(refusal(pos, "R@a7").reason, RefusalReason::DropFileApart);  // the other rook's file
    EXPECT_EQ(message(pos, "R@a7"), "A chariot may not be placed on the file of the chariot on a8.");
    Position free = at(sittuyin({{"black-restrictions", "off"}}), fen);
    play(free, {"R@d8"});
    Position firstRank = at(sittuyin({{"rooks-first-rank", "on"}}), fen);
    EXPECT_EQ(refusal(firstRank, "R@a7").reason, RefusalReason::DropFirstRankOnly);
}

// §14 promotion = u-bha: a pawn on a promotion square, its army without a general, becomes
// one in place or with a diagonal step, onto an empty square or taking any unit but the general.
TEST(Sittuyin, UBhaPromotionInPlaceOrByAStepThatMayTakeAnythingButTheGeneral)
{
    Position pos = at(sittuyin(), "4k3/8/2f1r3/3P4/8/8/8/K7[] w - - 0 1");
    EXPECT_EQ(
        movesFrom(pos, "d5"), (std::set<std::string>{"d5c6", "d5d6", "d5e6", "d5d5f", "d5c4f", "d5e4f", "d5e6f"}));
    // Written as Fairy-Stockfish writes them, and SAN-like with the step after ">".
    EXPECT_EQ(moveText(pos, parseMove(pos, "d5e6f").value()), "@d5=F>xe6");
    EXPECT_EQ(parseMove(pos, "@d5=F>c4").value(), parseMove(pos, "d5c4f").value());
    EXPECT_EQ(moveText(pos, parseMove(pos, "d5d5f").value()), "@d5=F");
    Position general = at(sittuyin(), "4k3/8/2f1r3/3P4/8/8/8/K6F[] w - - 0 1");
    EXPECT_EQ(movesFrom(general, "d5"), (std::set<std::string>{"d5c6", "d5d6", "d5e6"}));
}

// §14 promotion-piece = rook (Falkener): a pawn becomes a chariot, on the same squares and at
// the same times, however many chariots and generals its army has.
TEST(Sittuyin, FalkenersPromotionToAChariotWhateverTheArmyHas)
{
    Position pos = at(sittuyin({{"promotion-piece", "rook"}}), "4k3/8/2f1r3/3P4/8/8/8/K5RF[] w - - 0 1");
    // Not onto e6: the new chariot would check the king on e8.
    EXPECT_EQ(movesFrom(pos, "d5"), (std::set<std::string>{"d5c6", "d5d6", "d5e6", "d5d5r", "d5c4r", "d5e4r"}));
    EXPECT_EQ(moveText(pos, parseMove(pos, "d5d5r").value()), "@d5=R");
}

// §14 promotion = u-bha: a pawn that leaves its promotion square without promoting never
// promotes, not even on the next diagonal square it takes its way to (the FEN's "waiting:"
// lists the pawns that still may, when not all in their zones do).
TEST(Sittuyin, UBhaAPawnThatLeftItsPromotionSquareNeverPromotes)
{
    Position pos = at(sittuyin(), "4k3/8/2n5/3P4/8/8/8/K7[] w - - 0 1");
    play(pos, {"d5c6", "e8e7"});
    EXPECT_EQ(pos.fen(), "8/4k3/2P5/8/8/8/8/K7[] w - - 1 2 waiting:-");
    EXPECT_EQ(movesFrom(pos, "c6"), (std::set<std::string>{"c6c7"}));
    Position arrives = at(sittuyin(), "4k3/8/8/8/3P4/8/8/K7[] w - - 0 1");
    play(arrives, {"d4d5", "e8e7"});
    EXPECT_EQ(arrives.fen(), "8/4k3/8/3P4/8/8/8/K7[] w - - 1 2");
    EXPECT_TRUE(movesFrom(arrives, "d5").contains("d5d5f"));
    Position modern = at(sittuyin({{"promotion", "myanmar-modern"}}), "4k3/8/2n5/3P4/8/8/8/K7[] w - - 0 1");
    play(modern, {"d5c6", "e8e7"});
    EXPECT_TRUE(movesFrom(modern, "c6").contains("c6c6f"));
}

// §14 promotion = u-bha: the promotion move may not give check.
TEST(Sittuyin, UBhaPromotionMayNotGiveCheck)
{
    Position pos = at(sittuyin(), "8/8/2f1r3/3P4/4k3/8/8/K7[] w - - 0 1");
    EXPECT_EQ(movesFrom(pos, "d5"), (std::set<std::string>{"d5c6", "d5d6", "d5e6", "d5c4f", "d5e6f"}));
    EXPECT_EQ(refusal(pos, "d5d5f").reason, RefusalReason::PromotionGivesCheck);
}

// §14 promotion = myanmar-modern: the step never captures, and the new general attacks no
// enemy unit.
TEST(Sittuyin, ModernPromotionStepsOnlyToEmptySquaresAndTheNewGeneralAttacksNothing)
{
    Position pos = at(sittuyin({{"promotion", "myanmar-modern"}}), "4k3/8/2f1r3/3P4/8/8/8/K7[] w - - 0 1");
    EXPECT_EQ(movesFrom(pos, "d5"), (std::set<std::string>{"d5c6", "d5d6", "d5e6", "d5c4f", "d5e4f"}));
}

// §14 counting = u-bha: a bare king without pawns on the board; 16 moves with a rook, counted
// from zero, four more in a corner block or the centre; asean: no delay.
TEST(Sittuyin, UBhaCountsSixteenMovesWithARookAndFourMoreInACorner)
{
    Position corner = at(sittuyin(), "7k/8/8/8/8/8/8/K2R4[] w - - 0 1");
    play(corner, {"d1d2"});
    EXPECT_EQ(corner.fen(), "7k/8/8/8/8/8/3R4/K7[] b - 40 0 1");
    Position open = at(sittuyin(), "8/8/4k3/8/8/8/8/K2R4[] w - - 0 1");
    play(open, {"d1d2"});
    EXPECT_EQ(open.count().limit, 32);
    Position asean = at(sittuyin({{"counting", "asean"}}), "7k/8/8/8/8/8/8/K2R4[] w - - 0 1");
    play(asean, {"d1d2"});
    EXPECT_EQ(asean.count().limit, 32);
    Position generals = at(sittuyin(), "7k/8/8/8/8/8/8/K2F4[] w - - 0 1");
    play(generals, {"d1e2"});
    EXPECT_EQ(generals.count().limit, 0);  // no count with generals only
}

// §14 stalemate = illegal: a move that stalemates is illegal; stalemate = draw allows it.
TEST(Sittuyin, NoStalemateUnlessTheOptionSaysItDraws)
{
    const char* fen = "k7/8/2K5/8/8/8/8/1R6[] w - - 0 1";
    Position pos = at(sittuyin(), fen);
    EXPECT_FALSE(legalMoves(pos).contains("b1b7"));
    Position draw = at(sittuyin({{"stalemate", "draw"}}), fen);
    EXPECT_TRUE(legalMoves(draw).contains("b1b7"));
}

}  // namespace
}  // namespace kabir::test
