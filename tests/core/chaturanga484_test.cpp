// Chaturanga 4-84 (rules.md §5, §7; seed 001): the 84-square board, four armies in two
// teams, no check, king swaps, the old squares, the wazir drop, leaping pawns, promotion and
// the team results.

#include "tests/core/testpositions.h"

#include "core/rules/adjudication.h"

#include <gtest/gtest.h>

#include <map>
#include <random>

namespace kabir::test {
namespace {

using Squares = std::set<std::string>;
const char* kVariant = "chaturanga-4-84";

// A four-army position from square -> "rK"-style pieces, the army to move and the hands.
std::string fen4(
    const std::map<std::string, std::string>& pieces, char toMove, const std::string& hands = "-", int halfmove = 0)
{
    RulesetPtr r = rules(kVariant);
    const Geometry& g = r->geometry();
    std::string out;
    for (int rank = g.ranks() - 1; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < g.files(); ++file) {
            const Square s = g.square(file, rank);
            auto it = pieces.find(g.squareName(s));
            if (g.isPlayable(s) && it == pieces.end()) {
                ++empty;
                continue;
            }
            if (empty)
                out += std::to_string(empty);
            empty = 0;
            out += g.isPlayable(s) ? it->second : "*";
        }
        if (empty)
            out += std::to_string(empty);
        if (rank)
            out += '/';
    }
    return out + " " + toMove + " " + hands + " " + std::to_string(halfmove) + " 1";
}

// Every army keeps its king far from the action unless a test says otherwise.
std::map<std::string, std::string> kings()
{
    return {{"g10", "rK"}, {"j4", "gK"}, {"d1", "yK"}, {"a7", "bK"}};
}

std::map<std::string, std::string> with(
    std::map<std::string, std::string> base, const std::map<std::string, std::string>& more)
{
    for (const auto& [square, piece] : more)
        base[square] = piece;
    return base;
}

Position at(const std::map<std::string, std::string>& pieces, char toMove, const std::string& hands = "-")
{
    return position(kVariant, {}, fen4(pieces, toMove, hands));
}

TEST(Chaturanga484, BoardHas84SquaresAndFourOldSquares)
{
    const RulesetPtr r = rules(kVariant);
    const Geometry& g = r->geometry();
    int playable = 0;
    for (Square s = 0; s < g.squareCount(); ++s)
        playable += g.isPlayable(s);
    EXPECT_EQ(playable, 84);
    for (const char* cut : {"a10", "d10", "j7", "j10", "a1", "a4", "g1", "j1"})
        EXPECT_FALSE(g.parseSquare(cut).has_value()) << cut;
    EXPECT_EQ(g.marks().at("old").size(), 4u);
    for (const char* old : {"e5", "f5", "e6", "f6"})
        EXPECT_TRUE(g.isMarked("old", *g.parseSquare(old)));
}

TEST(Chaturanga484, StartPositionRoundTripsWithHands)
{
    Position pos = Position::start(rules(kVariant));
    EXPECT_EQ(pos.fen(),
        "****rNrBrKrQrR*/bRbP2rPrPrPrPrP*/bQbP7*/bKbP7*/bBbP6gPgN/bNbP6gPgB/*7gPgK/*7gPgQ/*yPyPyPyPyP2gPgR/"
        "*yRyQyKyByN**** r rWgWyWbW 0 1");
    auto again = Position::fromFen(pos.rulesPtr(), pos.fen());
    ASSERT_TRUE(again.ok()) << again.errorText();
    EXPECT_TRUE(again.value() == pos);
    EXPECT_FALSE(Position::fromFen(pos.rulesPtr(), "****rNrBrKrQrR*/9* r - 0 1").ok());
    auto badArmy = Position::fromFen(pos.rulesPtr(), fen4(kings(), 'x'));
    ASSERT_FALSE(badArmy.ok());
    EXPECT_NE(badArmy.errorText().find("army to move"), std::string::npos);
}

TEST(Chaturanga484, TurnOrderIsRedGreenYellowBlack)
{
    Position pos = Position::start(rules(kVariant));
    std::string order;
    for (int i = 0; i < 5; ++i) {
        order += pos.rules().definition().armies[pos.sideToMove()].letter;
        MoveList moves;
        generateLegalMoves(pos, moves);
        pos.doMove(moves[0]);
    }
    EXPECT_EQ(order, "rgybr");
    EXPECT_EQ(pos.fullmoveNumber(), 2);
}

TEST(Chaturanga484, NoCaptureOfOwnOrAlliedPieces)
{
    // Red's rook on e7 sees its own pawn (e4), Yellow's knight (h7), Green's and Black's pieces.
    Position pos = at(with(kings(), {{"e7", "rR"}, {"e4", "rP"}, {"h7", "yN"}, {"e8", "gN"}, {"c7", "bN"}}), 'r');
    EXPECT_EQ(destinations(pos, "e7"), (Squares{"e8", "e6", "e5", "f7", "g7", "d7", "c7"}));
}

TEST(Chaturanga484, NoCheckKingMayStepIntoAttackAndBeCaptured)
{
    Position pos = at(with(kings(), {{"f8", "gR"}}), 'r');
    EXPECT_TRUE(destinations(pos, "g10").count("f10"));  // attacked by the rook, yet legal
    play(pos, {"g10f10", "f8f10"});
    EXPECT_EQ(pos.kingSquare(0), kNoSquare);
    EXPECT_FALSE(adjudicate(pos).over());  // Red keeps playing without its king
    EXPECT_EQ(pos.sideToMove(), 2);
    play(pos, {"d1e2", "a7a6"});
    EXPECT_EQ(pos.sideToMove(), 0);
    EXPECT_EQ(perft(pos, 1), 0u + legalMoves(pos).size());
}

TEST(Chaturanga484, KingSwapsWithAdjacentOwnOrAlliedPieceButNotAnEnemy)
{
    Position pos = at({{"e5", "rK"}, {"e4", "rP"}, {"f4", "yK"}, {"d5", "gN"}, {"j4", "gK"}, {"a7", "bK"}}, 'r');
    Squares swaps;
    for (const std::string& m : legalMoves(pos))
        if (m == "e5e4" || m == "e5f4" || m == "e5d5")
            swaps.insert(m);
    EXPECT_EQ(swaps, (Squares{"e5e4", "e5f4", "e5d5"}));  // d5 is a capture, not a swap
    play(pos, {"e5f4"});                                  // the two allied kings change places
    EXPECT_EQ(typeOf(pos.at(*pos.geometry().parseSquare("e5"))), rules(kVariant)->definition().pieceTypeOf('K'));
    EXPECT_EQ(armyOf(pos.at(*pos.geometry().parseSquare("e5"))), 2);
    EXPECT_EQ(armyOf(pos.at(*pos.geometry().parseSquare("f4"))), 0);
    EXPECT_EQ(pos.halfmoveClock(), 1);  // a swap does not reset the move counter
}

TEST(Chaturanga484, QueenOnOldSquareStepsOnlyAsFerz)
{
    Position pos = at(with(kings(), {{"e5", "rQ"}}), 'r');
    EXPECT_EQ(destinations(pos, "e5"), (Squares{"d4", "f4", "d6", "f6"}));
}

TEST(Chaturanga484, RookOnOldSquareLeapsTwo)
{
    Position pos = at(with(kings(), {{"f5", "rR"}, {"f6", "gP"}, {"g5", "yP"}}), 'r');
    EXPECT_EQ(destinations(pos, "f5"), (Squares{"f7", "f3", "d5", "h5"}));  // jumping over f6 and g5
}

TEST(Chaturanga484, BishopOnOldSquareLeapsTwoDiagonally)
{
    Position pos = at(with(kings(), {{"e6", "rB"}, {"f7", "rP"}, {"c8", "gN"}}), 'r');
    EXPECT_EQ(destinations(pos, "e6"), (Squares{"g8", "c8", "c4", "g4"}));
}

TEST(Chaturanga484, PiecesMoveNormallyOffTheOldSquares)
{
    Position pos = at(with(kings(), {{"e4", "rR"}}), 'r');
    EXPECT_TRUE(destinations(pos, "e4").count("e9"));  // through the old squares
}

TEST(Chaturanga484, KingIsNotAffectedByOldSquares)
{
    Position pos = at({{"e5", "rK"}, {"j4", "gK"}, {"d1", "yK"}, {"a7", "bK"}}, 'r');
    EXPECT_EQ(destinations(pos, "e5"), (Squares{"d4", "e4", "f4", "d5", "f5", "d6", "e6", "f6"}));
}

TEST(Chaturanga484, WazirDropOnAnyEmptySquareButOldSquares)
{
    Position pos = at(kings(), 'g', "gWbW");
    Squares drops;
    for (const std::string& m : legalMoves(pos))
        if (m.rfind("W@", 0) == 0)
            drops.insert(m.substr(2));
    EXPECT_EQ(drops.size(), 84u - 4u - 4u);  // 84 squares, 4 kings, 4 old squares
    EXPECT_FALSE(drops.count("e5"));
    EXPECT_FALSE(drops.count("g10"));
    play(pos, {"W@e4"});
    EXPECT_EQ(pos.handCount(1, PieceType(pos.rules().definition().pieceTypeOf('W'))), 0);
    EXPECT_NE(pos.fen().find(" y bW "), std::string::npos) << pos.fen();
    EXPECT_EQ(destinations(pos, "d1").count("e4"), 0u);  // Yellow may not take... it is Green's
}

TEST(Chaturanga484, PawnStepsOneSquareNoDoubleStep)
{
    Position pos = Position::start(rules(kVariant));
    EXPECT_EQ(destinations(pos, "e9"), (Squares{"e8"}));
}

TEST(Chaturanga484, PawnLeapsOverPiece)
{
    // Red's pawn on e8 jumps the Green knight on e7 to e6 (no capture); not when e6 is taken.
    Position pos = at(with(kings(), {{"e8", "rP"}, {"e7", "gN"}}), 'r');
    EXPECT_EQ(destinations(pos, "e8"), (Squares{"e6"}));
    Position blocked = at(with(kings(), {{"e8", "rP"}, {"e7", "gN"}, {"e6", "bN"}}), 'r');
    EXPECT_TRUE(destinations(blocked, "e8").empty());
    Position own = at(with(kings(), {{"e8", "rP"}, {"e7", "rN"}}), 'r');
    EXPECT_EQ(destinations(own, "e8"), (Squares{"e6"}));
}

TEST(Chaturanga484, PawnLeapOntoAPromotionSquareMayPromote)
{
    // Red's pawn on c3 jumps Green's knight on c2 to c1, Red's far edge; Red has lost all but its king.
    Position pos = at(with(kings(), {{"c3", "rP"}, {"c2", "gN"}}), 'r');
    EXPECT_EQ(movesFrom(pos, "c3"), (Squares{"c3c1q", "c3c1r", "c3c1b", "c3c1n", "c3c1w", "c3c1"}));
}

TEST(Chaturanga484, PawnsMoveInTheirArmysDirection)
{
    Position pos = at(with(kings(), {{"g6", "gP"}}), 'g');
    EXPECT_EQ(destinations(pos, "g6"), (Squares{"f6"}));
    Position black = at(with(kings(), {{"c6", "bP"}, {"d7", "rN"}}), 'b');
    EXPECT_EQ(destinations(black, "c6"), (Squares{"d6", "d7"}));
}

// Red has lost its queen; its pawn is one step from promoting.
TEST(Chaturanga484, PromotesAtTheFarEdgeToALostPieceNeverCompulsorily)
{
    Position pos = at(with(kings(), {{"c2", "rP"}}), 'r');
    // Red has lost Q, R, B, N; its wazir is still in hand? No hand: lost too.
    EXPECT_EQ(legalMoves(pos).count("c2c1q"), 1u);
    EXPECT_EQ(legalMoves(pos).count("c2c1w"), 1u);
    EXPECT_EQ(legalMoves(pos).count("c2c1"), 1u);  // never compulsory
    EXPECT_EQ(legalMoves(pos).count("c2c1p"), 0u);
    EXPECT_EQ(legalMoves(pos).count("c2c1k"), 0u);
}

TEST(Chaturanga484, PromotionOnlyToTypesTheArmyHasLost)
{
    // Red still has its queen, rook, bishop and knight on the board and its wazir in hand.
    Position pos
        = at(with(kings(), {{"c2", "rP"}, {"e10", "rN"}, {"f10", "rB"}, {"h10", "rQ"}, {"i10", "rR"}}), 'r', "rW");
    Squares promotions;
    for (const std::string& m : legalMoves(pos))
        if (m.rfind("c2", 0) == 0)
            promotions.insert(m);
    EXPECT_EQ(promotions, (Squares{"c2c1"}));
}

TEST(Chaturanga484, PromotesOnEnemyStartSquare)
{
    // a8 is where Black's queen started: a Red pawn arriving there may promote.
    Position pos = at(with(kings(), {{"a9", "rP"}}), 'r');
    EXPECT_TRUE(legalMoves(pos).count("a9a8n"));
    // b7 is where a Black pawn started: pawns' start squares never count.
    Position pawnSquare = at(with(kings(), {{"b8", "rP"}}), 'r');
    EXPECT_FALSE(legalMoves(pawnSquare).count("b8b7q"));
}

TEST(Chaturanga484, PromotesByCapturingAKingOrQueen)
{
    Position pos = at(with(kings(), {{"e8", "rP"}, {"d7", "gQ"}, {"f7", "gR"}}), 'r');
    EXPECT_TRUE(legalMoves(pos).count("e8d7q"));
    EXPECT_FALSE(legalMoves(pos).count("e8f7q"));
    EXPECT_TRUE(legalMoves(pos).count("e8f7"));
}

TEST(Chaturanga484, InPlacePromotionAsAMoveLater)
{
    // A Red pawn stands on c1 at the far edge; Red has everything but its queen.
    const auto army = with(kings(), {{"c1", "rP"}, {"e10", "rN"}, {"f10", "rB"}, {"i10", "rR"}});
    Position withQueen = at(with(army, {{"h10", "rQ"}}), 'r', "rW");
    EXPECT_FALSE(legalMoves(withQueen).count("c1c1q"));  // nothing lost yet
    Position pos = at(army, 'r', "rW");
    EXPECT_TRUE(legalMoves(pos).count("c1c1q"));
    play(pos, {"c1c1q"});
    EXPECT_NE(pos.fen().find("rQ"), std::string::npos);
    EXPECT_EQ(pos.halfmoveClock(), 0);  // a pawn move, in place too
}

TEST(Chaturanga484, SwapOntoPromotionSquareDoesNotPromote)
{
    // Red's far edge is the first rank: the king on c1 swaps with its pawn on c2.
    Position pos = at({{"c1", "rK"}, {"c2", "rP"}, {"j4", "gK"}, {"d1", "yK"}, {"a7", "bK"}}, 'r');
    play(pos, {"c1c2"});  // the swap
    EXPECT_EQ(pos.fen().find("rQ"), std::string::npos);
    EXPECT_EQ(armyOf(pos.at(*pos.geometry().parseSquare("c1"))), 0);
    play(pos, {"j4j3", "d1e2", "a7a6"});
    EXPECT_TRUE(legalMoves(pos).count("c1c1q"));  // later, by promotion in place
}

TEST(Chaturanga484, BothEnemyKingsCapturedWins)
{
    // Green's king was taken earlier (Green still has a knight); Red's rook takes Black's king.
    Position pos = at({{"g10", "rK"}, {"a8", "rR"}, {"d1", "yK"}, {"a7", "bK"}, {"h6", "gN"}}, 'r');
    EXPECT_FALSE(adjudicate(pos).over());
    play(pos, {"a8a7"});
    const Outcome o = adjudicate(pos);
    EXPECT_EQ(o.kindId(), "kings-captured");
    EXPECT_EQ(o.winner, 0);
    EXPECT_EQ(o.pgnResult(), "1-0");
    EXPECT_EQ(perft(pos, 1), 0u);
}

TEST(Chaturanga484, TeamHoldingAllOldSquaresWins)
{
    // Red and Yellow hold e5, f5 and e6; Red's knight completes the four with g8-f6.
    Position pos = at(with(kings(), {{"e5", "rN"}, {"f5", "yN"}, {"e6", "yB"}, {"g8", "rN"}}), 'r');
    EXPECT_FALSE(adjudicate(pos).over());
    Position elsewhere = pos;
    play(elsewhere, {"g8h6"});
    EXPECT_FALSE(adjudicate(elsewhere).over());
    play(pos, {"g8f6"});
    const Outcome o = adjudicate(pos);
    EXPECT_EQ(o.kindId(), "squares-held");
    EXPECT_EQ(o.winner, 0);
    EXPECT_EQ(perft(pos, 1), 0u);
    Position mixed = at(with(kings(), {{"e5", "rN"}, {"f5", "gN"}, {"e6", "yB"}, {"g8", "rN"}}), 'r');
    play(mixed, {"g8f6"});
    EXPECT_FALSE(adjudicate(mixed).over());  // one square is held by the other team
}

TEST(Chaturanga484, ArmyWithoutMovesLoses)
{
    // Green has no pieces and no wazir in hand when its turn comes: Green and Black lose.
    Position pos = at({{"g10", "rK"}, {"d1", "yK"}, {"a7", "bK"}}, 'g');
    const Outcome o = adjudicate(pos);
    EXPECT_EQ(o.kindId(), "no-moves");
    EXPECT_EQ(o.winner, 0);
}

TEST(Chaturanga484, ArmyWithOnlyAWazirInHandStillMoves)
{
    Position pos = at({{"g10", "rK"}, {"d1", "yK"}, {"a7", "bK"}}, 'g', "gW");
    EXPECT_FALSE(adjudicate(pos).over());
}

TEST(Chaturanga484, MoveRuleCountsFullRounds)
{
    Position pos = position(kVariant, {}, fen4(kings(), 'r', "-", 199));
    EXPECT_FALSE(adjudicate(pos).over());  // 50 rounds are 200 plies
    play(pos, {"g10g9"});
    EXPECT_EQ(adjudicate(pos).kindId(), "move-rule");
}

TEST(Chaturanga484, DropsAndSwapsDoNotResetTheMoveCounterCapturesDo)
{
    Position pos = position(kVariant, {}, fen4(with(kings(), {{"g9", "rN"}, {"h6", "gN"}}), 'r', "rW", 10));
    play(pos, {"W@e4"});
    EXPECT_EQ(pos.halfmoveClock(), 11);
    play(pos, {"h6g8"});
    EXPECT_EQ(pos.halfmoveClock(), 12);
    pos = position(kVariant, {}, fen4(with(kings(), {{"g9", "rN"}, {"h7", "gN"}}), 'r', "-", 10));
    play(pos, {"g9h7"});
    EXPECT_EQ(pos.halfmoveClock(), 0);
}

TEST(Chaturanga484, PawnLeapResetsTheMoveCounter)
{
    Position pos = position(kVariant, {}, fen4(with(kings(), {{"e8", "rP"}, {"e7", "gN"}}), 'r', "-", 10));
    play(pos, {"e8e6"});
    EXPECT_EQ(pos.halfmoveClock(), 0);
}

TEST(Chaturanga484, ThreefoldRepetitionDrawsAfterTwoFullCycles)
{
    // Each army's knight goes out and back: the start comes back after 8 and 16 plies.
    Position pos = Position::start(rules(kVariant));
    const char* cycle[] = {"e10d8", "j6h7", "f1g3", "a5c4", "d8e10", "h7j6", "g3f1", "c4a5"};
    for (int ply = 0; ply < 15; ++ply)
        play(pos, {cycle[ply % 8]});
    EXPECT_FALSE(adjudicate(pos).over());
    play(pos, {cycle[7]});
    const Outcome o = adjudicate(pos);
    EXPECT_EQ(o.kindId(), "repetition");
    EXPECT_TRUE(o.draw());
}

TEST(Chaturanga484, MoveTextNamesTheArmy)
{
    Position pos = Position::start(rules(kVariant));
    auto m = parseMove(pos, "e10d8");
    ASSERT_TRUE(m.ok());
    EXPECT_EQ(moveText(pos, m.value()), "r:Nd8");
    EXPECT_TRUE(parseMove(pos, "r:Nd8").ok());
    EXPECT_TRUE(parseMove(pos, "Nd8").ok());
    EXPECT_FALSE(parseMove(pos, "g:Nd8").ok());
    auto drop = parseMove(pos, "W@e4");
    ASSERT_TRUE(drop.ok());
    EXPECT_EQ(moveText(pos, drop.value()), "r:W@e4");
    auto swap = parseMove(pos, "g10h10");
    ASSERT_TRUE(swap.ok());
    EXPECT_EQ(swap->kind(), MoveKind::Swap);
    EXPECT_EQ(moveText(pos, swap.value()), "r:K~h10");
}

TEST(Chaturanga484, UndoRestoresAndHashIsIncrementalAlongRandomGames)
{
    std::mt19937 random(84);
    for (int game = 0; game < 10; ++game) {
        Position pos = Position::start(rules(kVariant));
        std::vector<Position> before;
        for (int ply = 0; ply < 200 && !adjudicate(pos).over(); ++ply) {
            MoveList moves;
            generateLegalMoves(pos, moves);
            for (Move m : moves) {
                const Position saved = pos;
                pos.doMove(m);
                ASSERT_EQ(pos.key(), pos.computeKey()) << pos.fen();
                pos.undoMove();
                ASSERT_TRUE(pos == saved) << coordinateText(pos, m) << " in " << saved.fen();
            }
            before.push_back(pos);
            pos.doMove(moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(random)]);
            auto again = Position::fromFen(pos.rulesPtr(), pos.fen());
            ASSERT_TRUE(again.ok()) << again.errorText();
            ASSERT_EQ(again->fen(), pos.fen());
        }
        while (!before.empty()) {
            pos.undoMove();
            ASSERT_TRUE(pos == before.back());
            before.pop_back();
        }
    }
}

}  // namespace
}  // namespace kabir::test

namespace kabir::test {
namespace {

TEST(Chaturanga484, MoveTextTellsAPawnStepFromAPawnLeapToTheSameSquare)
{
    Position pos = at(with(kings(), {{"e9", "rP"}, {"e10", "rP"}}), 'r');
    Squares texts;
    for (const std::string& m : movesFrom(pos, "e"))
        if (m == "e9e8" || m == "e10e8")
            texts.insert(moveText(pos, parseMove(pos, m).value()));
    EXPECT_EQ(texts, (Squares{"r:e9e8", "r:e10e8"}));
    EXPECT_EQ(coordinateText(pos, parseMove(pos, "r:e10e8").value()), "e10e8");
}

}  // namespace
}  // namespace kabir::test
