// Timur's Great Chess (Pritchard 2007, 29.5; catalogue of chapter 29, §22): the board with
// its cut-away squares and citadels, the pawns' FEN tokens, the giraffe and the picket (Betza bracket paths)
// and the other pieces. Each test names its rule.

#include "tests/core/timurpositions.h"

#include "core/board/betza.h"
#include "core/rules/adjudication.h"

#include <random>

namespace kabir::test {
namespace {

// §22 geometry: 13 x 10 with files a and m cut away but for the citadels m2 and a9.
TEST(Timur, BoardIsTheFieldB1L10WithTheCitadelsM2AndA9)
{
    const Position pos = at();
    const Geometry& g = pos.geometry();
    EXPECT_EQ(g.files(), 13);
    EXPECT_EQ(g.ranks(), 10);
    int playable = 0;
    for (Square s = 0; s < g.squareCount(); ++s)
        playable += g.isPlayable(s) ? 1 : 0;
    EXPECT_EQ(playable, 112);  // 11 x 10 and two citadels
    EXPECT_TRUE(g.parseSquare("m2").has_value());
    EXPECT_TRUE(g.parseSquare("a9").has_value());
    EXPECT_FALSE(g.parseSquare("m3").has_value());
    EXPECT_FALSE(g.parseSquare("a10").has_value());
    EXPECT_TRUE(g.isMarked("white-citadel", sq(pos, "m2")));
    EXPECT_TRUE(g.isMarked("black-citadel", sq(pos, "a9")));
}

// §22 array and FEN: pawns written ' and their piece's letter; the start FEN reads back as written.
TEST(Timur, StartFenWithPawnTokensRoundTrips)
{
    const Position pos = at();
    const std::string fen = "*a1c1d1d1c1a*/1rntgwkfgtnr*/*'r'n't'g'w'k'f'a'c'd'p*/*11*/*11*/*11*/*11*/"
                            "*'P'D'C'A'F'K'W'G'T'N'R*/*RNTGFKWGTNR1/*A1C1D1D1C1A* w - - 0 1";
    EXPECT_EQ(pos.fen(), fen);
    const VariantDefinition& def = pos.rules().definition();
    EXPECT_EQ(def.pieces[typeOf(pos.at(sq(pos, "b3")))].name, "Pawn of pawns");
    EXPECT_EQ(def.pieces[typeOf(pos.at(sq(pos, "g3")))].name, "Pawn of kings");
    EXPECT_EQ(def.pieces[typeOf(pos.at(sq(pos, "l8")))].name, "Pawn of pawns");
    EXPECT_EQ(armyOf(pos.at(sq(pos, "l8"))), 1);
    EXPECT_EQ(def.pieces[typeOf(pos.at(sq(pos, "e2")))].name, "Giraffe");
    EXPECT_EQ(def.pieces[typeOf(pos.at(sq(pos, "h9")))].name, "General");
    // A pawn token needs its letter, and the letter a pawn kind of this variant; a pawn kind's
    // own letter is no token.
    EXPECT_FALSE(Position::fromFen(pos.rulesPtr(),
        "*a1c1d1d1c1a*/1rntgwkfgtnr*/*'r'n't'g'w'k'f'a'c'd'p*/*11*/*11*/*11*/*11*/"
        "*'P'D'C'A'F'K'W'G'T'N'Q*/*RNTGFKWGTNR1/*A1C1D1D1C1A* w - - 0 1")
                     .ok());
    EXPECT_FALSE(Position::fromFen(pos.rulesPtr(),
        "*a1c1d1d1c1a*/1rntgwkfgtnr*/*'r'n't'g'w'k'f'a'c'd'p*/*11*/*11*/*11*/*11*/"
        "*'P'D'C'A'F'K'W'G'T'N'*/*RNTGFKWGTNR1/*A1C1D1D1C1A* w - - 0 1")
                     .ok());
    EXPECT_FALSE(Position::fromFen(pos.rulesPtr(),
        "*a1c1d1d1c1a*/1rntgwkfgtnr*/*'r'n't'g'w'k'f'a'c'd'p*/*11*/*11*/*11*/*11*/"
        "*'P'D'C'A'F'K'W'G'T'NB*/*RNTGFKWGTNR1/*A1C1D1D1C1A* w - - 0 1")
                     .ok());
}

// Betza bracket paths (XBetza after H. G. Muller): [F-B] a bishop of two squares or more,
// [F-W-W-R] a diagonal step, then straight on outward.
TEST(Timur, BetzaBracketPathsReadAsRaysWithPassedSquaresAndBentRays)
{
    const auto picket = parseBetza("[F-B]");
    ASSERT_TRUE(picket.ok()) << picket.errorText();
    ASSERT_EQ(picket->size(), 4u);
    for (const MoveVector& v : *picket) {
        EXPECT_FALSE(v.bent());
        EXPECT_EQ(v.passes, 1);
        EXPECT_EQ(v.range, 0);
        EXPECT_EQ(std::abs(v.x), 1);
        EXPECT_EQ(std::abs(v.y), 1);
    }
    const auto giraffe = parseBetza("[F-W-W-R]");
    ASSERT_TRUE(giraffe.ok()) << giraffe.errorText();
    ASSERT_EQ(giraffe->size(), 8u);  // four diagonals, each turning two ways
    for (const MoveVector& v : *giraffe) {
        EXPECT_TRUE(v.bent());
        EXPECT_EQ(v.passes, 2);
        EXPECT_EQ(std::abs(v.x) + std::abs(v.y), 1);
        EXPECT_TRUE(v.x == v.firstX || v.y == v.firstY);  // outward: continuing the diagonal
    }
    EXPECT_EQ(parseBetza("f[F-B]")->size(), 2u);  // directions choose the first leg
    EXPECT_EQ(parseBetza("[F-W3]")->front().range, 3);
}

TEST(Timur, BetzaBracketPathsRejectWhatTheyCannotMean)
{
    for (const char* bad : {"[F-B", "[F]", "[FB]", "[B-F]", "[F-W-F]", "[F-K]", "[F-]", "j[D-W]", "[F-W20]"}) {
        const auto parsed = parseBetza(bad);
        EXPECT_FALSE(parsed.ok()) << bad;
    }
}

// §22 giraffe: F to an empty square, then orthogonally outward, three or more squares on.
TEST(Timur, GiraffeTurnsOutwardAfterItsDiagonalStepAndGoesThreeSquaresOrMore)
{
    Position pos = at(fenOf({"*k10*", "12*", "*11*", "*11*", "*11*", "*11*", "*11*", "*5G5*", "*12", "*5K5*"}));
    // From g3: via h4 north h7-h10 and east k4, l4; via f4 north f7-f10 and west c4, b4; via h2
    // east k2, l2 (not the citadel m2); via f2 west c2, b2.
    const std::set<std::string> expected
        = {"h7", "h8", "h9", "h10", "k4", "l4", "f7", "f8", "f9", "f10", "c4", "b4", "k2", "l2", "c2", "b2"};
    EXPECT_EQ(destinations(pos, "g3"), expected);
}

TEST(Timur, GiraffeIsBlockedOnItsDiagonalStepAndOnTheWayOut)
{
    // The own vizier on h4 blocks everything by way of h4; the knight on f7 is taken, and
    // nothing beyond it is reached.
    Position pos = at(fenOf({"*k10*", "12*", "*11*", "*4n6*", "*11*", "*11*", "*6W4*", "*5G5*", "*12", "*5K5*"}));
    const std::set<std::string> dests = destinations(pos, "g3");
    EXPECT_FALSE(dests.contains("h7"));
    EXPECT_FALSE(dests.contains("k4"));
    EXPECT_TRUE(dests.contains("f7"));
    EXPECT_FALSE(dests.contains("f8"));
    // A knight on f6, two squares from f4, blocks the way north and is not reached itself.
    Position blocked = at(fenOf({"*k10*", "12*", "*11*", "*11*", "*4n6*", "*11*", "*11*", "*5G5*", "*12", "*5K5*"}));
    const std::set<std::string> near = destinations(blocked, "g3");
    EXPECT_FALSE(near.contains("f6"));
    EXPECT_FALSE(near.contains("f7"));
    EXPECT_TRUE(near.contains("c4"));
}

// The giraffe's attacks follow its path: it checks along it, not within two squares of its
// turn, a unit on the path blocks the check and is pinned there.
TEST(Timur, GiraffeChecksAlongItsBentPathBlocksAnswerAndPinsHold)
{
    Position pos
        = at(fenOf({"*11*", "12*", "*11*", "*6k4*", "*11*", "*r10*", "*11*", "*5G5*", "*12", "*5K5*"}, " b - - 0 1"));
    EXPECT_TRUE(pos.inCheck(1));
    const std::set<std::string> moves = legalMoves(pos);
    EXPECT_FALSE(moves.contains("h7h8"));  // still on the giraffe's way out
    EXPECT_TRUE(moves.contains("h7h6"));   // two squares from h4: out of its reach
    EXPECT_TRUE(moves.contains("h7g7"));
    EXPECT_TRUE(moves.contains("b5h5"));  // the block
    EXPECT_FALSE(moves.contains("b5c5"));
    Position pinned
        = at(fenOf({"*11*", "12*", "*11*", "*6k4*", "*11*", "*6r4*", "*11*", "*5G5*", "*12", "*5K5*"}, " b - - 0 1"));
    EXPECT_FALSE(pinned.inCheck(1));
    const std::set<std::string> rook = destinations(pinned, "h5");
    EXPECT_FALSE(rook.contains("b5"));
    EXPECT_TRUE(rook.contains("h6"));
    EXPECT_TRUE(rook.contains("h4"));
}

// §22 picket: a bishop of two squares or more whose first square is empty.
TEST(Timur, PicketMovesTwoSquaresOrMoreDiagonallyOverAnEmptyFirstSquare)
{
    Position pos = at(fenOf({"*k10*", "12*", "*11*", "*11*", "*11*", "*11*", "*11*", "*5T5*", "*4n1W5", "*5K5*"}));
    // NE: h4 passed, i5 j6 k7 l8; NW: f4 passed, e5 d6 c7 b8 (not the citadel a9); SW: f2 holds
    // a knight, SE: h2 the own vizier: blocked.
    const std::set<std::string> expected = {"i5", "j6", "k7", "l8", "e5", "d6", "c7", "b8"};
    EXPECT_EQ(destinations(pos, "g3"), expected);
    // It captures two squares away, and checks from there.
    Position check
        = at(fenOf({"*11*", "12*", "*11*", "*11*", "*11*", "*7k3*", "*11*", "*5T5*", "*12", "*5K5*"}, " b - - 0 1"));
    EXPECT_TRUE(check.inCheck(1));
    Position adjacent
        = at(fenOf({"*11*", "12*", "*11*", "*11*", "*11*", "*11*", "*6k4*", "*5T5*", "*12", "*5K5*"}, " b - - 0 1"));
    EXPECT_FALSE(adjacent.inCheck(1));
}

// §22 the leapers: camel C (3,1), war engine D (2,0) and elephant A (2,2) leap; general F and
// vizier W step; prince and adventitious king move as kings.
TEST(Timur, CamelWarEngineElephantGeneralVizierPrinceAndAdventitiousKingMoveAsTheirBetza)
{
    const auto count = [](const std::string& piece) {
        Position pos = at(fenOf(
            {"*k10*", "12*", "*11*", "*11*", "*11*", ("*5" + piece + "5*").c_str(), "*11*", "*11*", "*12", "*K10*"}));
        return destinations(pos, "g5").size();
    };
    EXPECT_EQ(count("C"), 8u);
    EXPECT_EQ(count("D"), 4u);
    EXPECT_EQ(count("A"), 4u);
    EXPECT_EQ(count("F"), 4u);
    EXPECT_EQ(count("W"), 4u);
    EXPECT_EQ(count("Y"), 8u);
    EXPECT_EQ(count("X"), 8u);
    Position pos = at(fenOf({"*k10*", "12*", "*11*", "*11*", "*5n5*", "*5D5*", "*11*", "*11*", "*12", "*K10*"}));
    EXPECT_TRUE(destinations(pos, "g5").contains("g7"));  // the war engine leaps over g6
}

// §22 citadels: only kings, princes and adventitious kings stand on a citadel; a player's own
// citadel only his adventitious king.
TEST(Timur, OnlyKingTypesEnterACitadelAndTheOwnOnlyTheAdventitiousKing)
{
    Position pos = at(fenOf({"*k10*", "12*", "*11*", "*11*", "*11*", "*11*", "*11*", "*10K*", "*9R2", "*10X*"}));
    EXPECT_FALSE(destinations(pos, "l3").contains("m2"));  // the king: not into his own citadel
    EXPECT_TRUE(destinations(pos, "l1").contains("m2"));   // the adventitious king may
    EXPECT_TRUE(destinations(pos, "k2").contains("l2"));
    EXPECT_FALSE(destinations(pos, "k2").contains("m2"));  // a rook never
    // Black's king, prince and adventitious king may enter White's citadel.
    for (const char* black : {"k", "y", "x"}) {
        const std::string top = std::string(black) == "k" ? "*11*" : "*k10*";
        Position enemy = at(fenOf({top.c_str(), "12*", "*11*", "*11*", "*11*", "*11*", "*11*",
                                      ("*10" + std::string(black) + "*").c_str(), "*12", "*K10*"},
            " b - - 0 1"));
        EXPECT_TRUE(destinations(enemy, "l3").contains("m2")) << black;
    }
    Position camel = at(fenOf({"*k10*", "12*", "*11*", "*11*", "*11*", "*11*", "*11*", "*11*", "*12", "*K7C2*"}));
    EXPECT_FALSE(destinations(camel, "j1").contains("m2"));  // nor does a leaper
}

// §22 citadels in positions: a unit that may not stand on a citadel is refused there.
TEST(Timur, PositionWithAUnitOnACitadelItMayNotStandOnIsRefused)
{
    const RulesetPtr r = timur();
    const auto rook = Position::fromFen(
        r, fenOf({"*k10*", "12*", "*11*", "*11*", "*11*", "*11*", "*11*", "*11*", "*11R", "*K10*"}));
    ASSERT_FALSE(rook.ok());
    EXPECT_NE(rook.errorText().find("White rook on m2: this piece may not stand on this square."), std::string::npos)
        << rook.errorText();
    const auto king
        = Position::fromFen(r, fenOf({"*11*", "k11*", "*11*", "*11*", "*11*", "*11*", "*11*", "*11*", "*11K", "*11*"}));
    EXPECT_FALSE(king.ok());  // each king in his own citadel
    EXPECT_TRUE(
        Position::fromFen(r, fenOf({"*11*", "K11*", "*11*", "*11*", "*11*", "*11*", "*11*", "*11*", "*11k", "*11*"}))
            .ok());
}

// §22 citadel = draw: a king-type unit that reaches the enemy citadel draws at once.
TEST(Timur, KingPrinceOrAdventitiousKingOnTheEnemyCitadelDrawsAtOnce)
{
    for (const char* black : {"k", "y", "x"}) {
        const std::string king = std::string(black) == "k" ? "" : "k";
        Position pos = at(fenOf({("*" + king + (king.empty() ? "11*" : "10*")).c_str(), "12*", "*11*", "*11*", "*11*",
                                    "*11*", "*11*", ("*10" + std::string(black) + "*").c_str(), "*12", "*K10*"},
            " b - - 0 1"));
        play(pos, {"l3m2"});
        const Outcome outcome = adjudicate(pos);
        EXPECT_EQ(outcome.kindId(), "citadel-draw") << black;
        EXPECT_TRUE(outcome.draw()) << black;
        EXPECT_TRUE(legalMoves(pos).empty()) << black;
    }
    // The adventitious king in its own citadel draws nothing.
    Position own = at(fenOf({"*k10*", "12*", "*11*", "*11*", "*11*", "*11*", "*11*", "*11*", "*12", "*K9X*"}));
    play(own, {"l1m2"});
    EXPECT_FALSE(adjudicate(own).over());
}

// §22 royal-succession = on: with king and prince neither is in check and either may be
// taken; the last one left is the king.
TEST(Timur, WhileTwoRoyalsStandNoneIsInCheckAndTheLastOneLeftIsTheKing)
{
    // White king g1 and prince e5; a black rook on g8 aims at the king.
    const std::string fen = fenOf({"*k10*", "12*", "*5r5*", "*11*", "*11*", "*3Y7*", "*11*", "*11*", "*12", "*5K5*"});
    Position pos = at(fen);
    EXPECT_EQ(pos.kingSquare(0), kNoSquare);
    EXPECT_FALSE(pos.inCheck(0));
    EXPECT_TRUE(legalMoves(pos).contains("e5e6"));  // the king may stay attacked
    play(pos, {"e5e6"});
    EXPECT_TRUE(legalMoves(pos).contains("g8g1"));  // and be taken
    play(pos, {"g8g1"});
    EXPECT_EQ(pos.kingSquare(0), sq(pos, "e6"));  // the prince is the king now
    EXPECT_FALSE(pos.inCheck(0));
    Position prince
        = at(fenOf({"*k10*", "12*", "*11*", "*11*", "*11*", "*3Y7*", "*11*", "*3r7*", "*12", "*5K5*"}, " b - - 0 1"));
    play(prince, {"e3e5"});  // the black rook takes the prince: the king alone is royal
    EXPECT_EQ(prince.kingSquare(0), sq(prince, "g1"));
}

// §22 royal-succession = off: only the king is royal; the prince is an ordinary king-mover.
TEST(Timur, WithoutRoyalSuccessionOnlyTheKingIsRoyal)
{
    const OptionValues off = {{"royal-succession", "off"}};
    Position pos = at(fenOf({"*k10*", "12*", "*5r5*", "*11*", "*11*", "*3Y7*", "*11*", "*11*", "*12", "*5K5*"}), off);
    EXPECT_EQ(pos.kingSquare(0), sq(pos, "g1"));
    EXPECT_TRUE(pos.inCheck(0));
    EXPECT_FALSE(legalMoves(pos).contains("e5e6"));
}

// §22 promotion: each pawn becomes its own piece on the last rank, the pawn of kings a prince.
TEST(Timur, EachPawnPromotesToItsOwnPieceThePawnOfKingsToAPrince)
{
    Position pos
        = at(fenOf({"*11*", "1'R1'K1'N1'P3k*", "*11*", "*11*", "*11*", "*11*", "*11*", "*11*", "*12", "*5K5*"}));
    EXPECT_EQ(movesFrom(pos, "b9"), (std::set<std::string>{"b9b10r"}));
    EXPECT_EQ(movesFrom(pos, "d9"), (std::set<std::string>{"d9d10y"}));
    EXPECT_EQ(movesFrom(pos, "f9"), (std::set<std::string>{"f9f10n"}));
    // The pawn of pawns becomes the pawn of pawns arrived once (timur_rules_test.cpp).
    EXPECT_EQ(movesFrom(pos, "h9"), (std::set<std::string>{"h9h10s"}));
}

// §22 end: a stalemated player loses.
TEST(Timur, StalematedPlayerLoses)
{
    // The black king on b10: c10 and c9 held by the rook on c1, b9 and the citadel a9 by the rook on l9.
    Position pos
        = at(fenOf({"*k10*", "11R*", "*11*", "*11*", "*11*", "*11*", "*11*", "*11*", "*12", "*1R3K5*"}, " b - - 0 1"));
    EXPECT_FALSE(pos.inCheck(1));
    EXPECT_TRUE(legalMoves(pos).empty());
    const Outcome outcome = adjudicate(pos);
    EXPECT_EQ(outcome.kind, ResultKind::StalemateWin);
    EXPECT_EQ(outcome.winner, 0);
}

// Perft from the start, its divide adding up (no engine plays Timur's chess: §29); the same
// counts as scripts/timur-perft, an independent Python perft written from the rules.
TEST(Timur, PerftFromTheStartAndItsDivideAgree)
{
    Position pos = at();
    MoveList moves;
    generateLegalMoves(pos, moves);
    std::uint64_t sum = 0;
    for (Move m : moves) {
        pos.doMove(m);
        sum += perft(pos, 1);
        pos.undoMove();
    }
    // By hand: 11 pawn steps, 6 knight moves (b4 d4 e1, j4 l4 i1), 4 camel leaps (c4 e4, i4
    // k4; not j1-m2 into a citadel), the general's 2 and the king's 1; no reply interferes at d2.
    EXPECT_EQ(moves.size(), 24u);
    EXPECT_EQ(sum, 576u);
    EXPECT_EQ(perft(pos, 2), 576u);  // the deeper rows: tests/core/perft_test.cpp
}

// Along random games: undo restores the position, the hash is incremental, the FEN reads back.
TEST(Timur, UndoRestoresHashIsIncrementalAndFenRoundTripsAlongRandomGames)
{
    std::mt19937 random(20261126);
    const OptionValues options[] = {{}, {{"swap", "any-time"}, {"op-rule", "pritchard"}, {"citadel", "refuge"}}};
    for (int game = 0; game < 6; ++game) {
        Position pos = at({}, options[game % 2]);
        for (int ply = 0; ply < 160; ++ply) {
            MoveList moves;
            generateLegalMoves(pos, moves);
            if (moves.empty())
                break;
            auto read = Position::fromFen(pos.rulesPtr(), pos.fen());
            ASSERT_TRUE(read.ok()) << pos.fen() << ": " << read.errorText();
            ASSERT_EQ(read->fen(), pos.fen());
            ASSERT_EQ(read->key(), pos.key()) << pos.fen();
            for (Move m : moves) {
                const Position saved = pos;
                pos.doMove(m);
                ASSERT_EQ(pos.key(), pos.computeKey()) << pos.fen();
                ASSERT_FALSE(pos.inCheck(Army(1 - pos.sideToMove())))
                    << coordinateText(saved, m) << " in " << saved.fen();
                pos.undoMove();
                ASSERT_TRUE(pos == saved) << coordinateText(pos, m) << " in " << saved.fen();
            }
            pos.doMove(moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(random)]);
        }
    }
}

}  // namespace
}  // namespace kabir::test
