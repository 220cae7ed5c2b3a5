// Along random games of every variant: undoMove restores the exact position, the
// incrementally updated hash equals the hash computed from scratch, the FEN reads back as the
// same position, and the capture generator of the quiescence search gives exactly the captures
// and promotions among the legal moves. Perft's divide adds up to its count.

#include "tests/core/testpositions.h"

#include "core/position/leapcapture.h"

#include <gtest/gtest.h>

#include <random>

namespace kabir::test {
namespace {

// A capture (en passant too), a promotion in place, or a pawn's move onto its last rank in its
// zone (promoting or not).
bool captureOrPromotion(const Position& pos, Move m)
{
    const Ruleset& r = pos.rules();
    if (r.leapCapture() && isLeapCapture(m))  // lands on an empty square
        return true;
    switch (m.kind()) {
    case MoveKind::EnPassant: return true;
    case MoveKind::Promotion:
    case MoveKind::Normal:
    case MoveKind::KingLeap: {
        const Piece target = pos.at(m.to());
        if ((target && m.from() != m.to() && r.isEnemy(pos.sideToMove(), armyOf(target))) || m.from() == m.to())
            return true;
        return m.kind() != MoveKind::KingLeap && r.isPawn(typeOf(pos.at(m.from()))) && r.promotion().promotesOnArrival()
            && r.inPromotionZone(pos.sideToMove(), m.to()) && r.atFarEdge(pos.sideToMove(), m.to());
    }
    default: return false;
    }
}

void checkCaptures(Position& pos, const MoveList& moves, const std::string& variant)
{
    std::set<std::string> expected, generated;
    for (Move m : moves)
        if (captureOrPromotion(pos, m))
            expected.insert(coordinateText(pos, m));
    MoveList captures;
    generateLegalCaptures(pos, captures);
    for (Move m : captures)
        generated.insert(coordinateText(pos, m));
    ASSERT_EQ(generated, expected) << variant << ' ' << pos.fen();
}

void walkRandomGames(const std::string& variant, const OptionValues& options, const std::string& fen = {})
{
    std::mt19937 random(20261122);
    for (int game = 0; game < 20; ++game) {
        Position pos = position(variant, options, fen);
        std::vector<Position> before;
        for (int ply = 0; ply < 120; ++ply) {
            MoveList moves;
            generateLegalMoves(pos, moves);
            if (moves.empty())
                break;
            checkCaptures(pos, moves, variant);
            // The FEN reads back as the same position, with the same moves.
            auto read = Position::fromFen(pos.rulesPtr(), pos.fen());
            ASSERT_TRUE(read.ok()) << variant << ' ' << pos.fen() << ": " << read.errorText();
            ASSERT_EQ(read->fen(), pos.fen()) << variant;
            ASSERT_EQ(read->key(), pos.key()) << variant << ' ' << pos.fen();
            // Each move of this position: made, checked, unmade.
            for (Move m : moves) {
                const Position saved = pos;
                pos.doMove(m);
                ASSERT_EQ(pos.key(), pos.computeKey()) << variant << ' ' << pos.fen();
                pos.undoMove();
                ASSERT_TRUE(pos == saved) << variant << " undo of " << coordinateText(pos, m) << " in " << saved.fen();
            }
            before.push_back(pos);
            pos.doMove(moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(random)]);
        }
        // Unwinding the whole game passes through every earlier position.
        while (!before.empty()) {
            pos.undoMove();
            ASSERT_TRUE(pos == before.back()) << variant;
            before.pop_back();
        }
    }
}

TEST(Invariants, UndoRestoresAndHashIsIncremental_Chess)
{
    walkRandomGames("chess", {});
}
TEST(Invariants, UndoRestoresAndHashIsIncremental_KaiserspielB)
{
    walkRandomGames("kaiserspiel", {{"ruleset", "B"}});
}
TEST(Invariants, UndoRestoresAndHashIsIncremental_KaiserspielPeguilhen)
{
    walkRandomGames("kaiserspiel", {{"ruleset", "B"}, {"array", "peguilhen-1819"}});
}
TEST(Invariants, UndoRestoresAndHashIsIncremental_SultanspielB)
{
    walkRandomGames("sultanspiel", {{"ruleset", "B"}});
}
TEST(Invariants, UndoRestoresAndHashIsIncremental_HyderabadGreenwood)
{
    walkRandomGames("hyderabad", {{"ruleset", "greenwood"}});
}
TEST(Invariants, UndoRestoresAndHashIsIncremental_TurkishReformed)
{
    walkRandomGames("turkish", {{"ruleset", "reformed"}});
}
TEST(Invariants, UndoRestoresAndHashIsIncremental_TurkishReconstructed)
{
    walkRandomGames("turkish", {});
}
TEST(Invariants, UndoRestoresAndHashIsIncremental_KaiserspielA)
{
    walkRandomGames("kaiserspiel", {{"ruleset", "A"}});
}
TEST(Invariants, UndoRestoresAndHashIsIncremental_SultanspielA)
{
    walkRandomGames("sultanspiel", {{"ruleset", "A"}});
}
TEST(Invariants, UndoRestoresAndHashIsIncremental_HyderabadMarkov)
{
    walkRandomGames("hyderabad", {{"ruleset", "markov-2022"}});
}
TEST(Invariants, UndoRestoresAndHashIsIncremental_HyderabadCazaux)
{
    walkRandomGames("hyderabad", {{"ruleset", "cazaux-knowlton-2017"}});
}

}  // namespace
}  // namespace kabir::test

namespace kabir::test {
namespace {

// Games from positions where promotion policies, waiting pawns and leaps come into play.
TEST(Invariants, UndoRestoresAndHashIsIncremental_WaitingPawnsKaiserspielA)
{
    walkRandomGames(
        "kaiserspiel", {{"ruleset", "A"}}, "4P5/10/10/7k2/10/1r8/10/10/10/RNBCKQABNR b - - 0 1 waiting:e10");
}
TEST(Invariants, UndoRestoresAndHashIsIncremental_HeldPawnsHyderabadMarkov)
{
    walkRandomGames(
        "hyderabad", {{"ruleset", "markov-2022"}}, "3r4k1/4P1P3/10/10/10/10/10/1p8/4DD4/1NB1GKQBNR w - - 0 1");
}
TEST(Invariants, UndoRestoresAndHashIsIncremental_WaitingPawnsHyderabadCazaux)
{
    walkRandomGames(
        "hyderabad", {{"ruleset", "cazaux-knowlton-2017"}}, "7k2/4P5/10/10/10/10/10/10/4DDr3/4K5 w - - 0 1");
}

// The games of Pritchard's chapter 29, with the options that change their mechanics.
TEST(Invariants, UndoRestoresAndHashIsIncremental_Indian)
{
    walkRandomGames("indian", {});
}
TEST(Invariants, UndoRestoresAndHashIsIncremental_IndianEightInitialMovesBoorjDraw)
{
    walkRandomGames("indian", {{"initial-moves", "8"}, {"grades", "boorj-draw"}, {"array", "bengal"}});
}
TEST(Invariants, UndoRestoresAndHashIsIncremental_Desi)
{
    walkRandomGames("desi", {});
}
TEST(Invariants, UndoRestoresAndHashIsIncremental_JoaraJoari)
{
    walkRandomGames("joara-joari", {});
}
TEST(Invariants, UndoRestoresAndHashIsIncremental_Atranj)
{
    walkRandomGames("atranj", {});
}
TEST(Invariants, UndoRestoresAndHashIsIncremental_Shataranja)
{
    walkRandomGames("shataranja", {});
}
TEST(Invariants, UndoRestoresAndHashIsIncremental_Qatranj)
{
    walkRandomGames("shataranja", {{"begum", "attendant"}, {"kotwal", "queen-knight"}});
}
TEST(Invariants, UndoRestoresAndHashIsIncremental_Mysore14)
{
    walkRandomGames("mysore", {{"board", "14"}});
}
TEST(Invariants, UndoRestoresAndHashIsIncremental_Baroda)
{
    walkRandomGames("baroda", {});
}
TEST(Invariants, UndoRestoresAndHashIsIncremental_Maharajah)
{
    walkRandomGames("maharajah", {});
}
TEST(Invariants, UndoRestoresAndHashIsIncremental_MaharajahCapturable)
{
    walkRandomGames("maharajah", {{"maharajah", "capturable"}});
}
TEST(Invariants, UndoRestoresAndHashIsIncremental_Maharaja)
{
    walkRandomGames("maharaja", {});
}
TEST(Invariants, UndoRestoresAndHashIsIncremental_Tibetan)
{
    walkRandomGames("tibetan", {{"castling", "orthodox"}});
}
TEST(Invariants, UndoRestoresAndHashIsIncremental_Makruk)
{
    walkRandomGames("makruk", {});
}
// Endgames in which Makruk's counts start, run and restart: the count reads back from the FEN.
TEST(Invariants, UndoRestoresAndHashIsIncremental_MakrukCounting)
{
    walkRandomGames("makruk", {}, "3k4/3m4/8/8/1p6/2P5/8/R2NK2S w - - 0 1");
    walkRandomGames("makruk", {{"counting", "pritchard"}}, "3k4/3m4/8/8/1p6/2P5/8/R2NK2S w - - 0 1");
}
// The first-move rights, the rook's aim and the Cambodian count; the first check of Ka Ok;
// Makruk with Falkener's privileges.
TEST(Invariants, UndoRestoresAndHashIsIncremental_Cambodian)
{
    walkRandomGames("cambodian", {});
    walkRandomGames("cambodian", {}, "3mk3/8/8/4p3/8/8/r7/3KM2R w DEde - 0 1");
    walkRandomGames("karouk", {});
    walkRandomGames("makruk", {{"privileges", "falkener"}});
}
// Malay chess: the kings' privilege (lost by moving and by check), returning pawns on their
// walk back, kings turning bare and back on undo.
TEST(Invariants, UndoRestoresAndHashIsIncremental_Malay)
{
    walkRandomGames("malay", {});
    walkRandomGames("malay", {}, "3k4/1P1P2P1/8/8/8/8/1p4p1/R2K3R w Dd - 0 1");
    walkRandomGames("malay", {{"promotion-piece", "any"}}, "3k4/1P1P2P1/8/2X5/8/8/1p4p1/R2K3R w Dd - 0 1");
    walkRandomGames("malay", {}, "4k3/8/8/8/3q4/8/8/R2K4 w - - 0 1");
    walkRandomGames("malay", {{"ruleset", "brooke-1849"}});
    walkRandomGames("malay", {{"ruleset", "brooke-1849"}}, "3k4/1P1P2P1/8/8/8/8/1p4p1/R2K3R w - - 0 1");
}
// Shatar: the compulsory opening in each array and opening rule, berses as queens, pawns
// about to become berses.
TEST(Invariants, UndoRestoresAndHashIsIncremental_Shatar)
{
    walkRandomGames("shatar", {});
    walkRandomGames("shatar", {{"array", "crosswise"}, {"opening", "king-or-queen-pawn"}, {"bers", "Q"}});
    walkRandomGames("shatar", {{"array", "same-file-reversed"}, {"knight-mate", "loses"}});
    walkRandomGames("shatar", {}, "4k3/1P4p1/8/8/8/8/1p4P1/R2JK3 w - - 0 1");
}
TEST(Invariants, UndoRestoresAndHashIsIncremental_CambodianHill)
{
    walkRandomGames("cambodian-hill", {});
}
TEST(Invariants, UndoRestoresAndHashIsIncremental_Batak)
{
    walkRandomGames("batak", {});
}
// Hiashatar: triple steps and their en passant, hias in contact with sliders and kings, both
// zone rules and the bers-like queen.
TEST(Invariants, UndoRestoresAndHashIsIncremental_Hiashatar)
{
    walkRandomGames("hiashatar", {});
    walkRandomGames("hiashatar", {{"hia-zone", "carrillo"}, {"queen", "RF"}, {"array", "rotated"}});
    walkRandomGames("hiashatar", {}, "4k4r/3hp2p2/3p1h4/2n7/1q4b3/10/2B4Q2/4PH4/3H1PP3/R3K1N3 b - - 0 1");
    walkRandomGames("hiashatar", {{"hia-zone", "carrillo"}}, "4k5/p8r/10/5H4/10/2h7/p3p2hp1/10/1PPP2PP2/4K5 w - - 0 1");
}
TEST(Invariants, UndoRestoresAndHashIsIncremental_BatakGelongsAndPins)
{
    // Pawns near promotion, pieces to pin and be pinned; the gelong compulsory and optional.
    walkRandomGames("batak", {}, "r3k2r/1P4P1/8/3n4/4B3/8/1p4p1/R2K3R w - - 0 1");
    walkRandomGames("batak", {{"gelong", "compulsory"}, {"king-leap", "von-oefele"}},
        "r3k2r/1P4P1/8/3n4/4B3/8/1p4p1/R2K3R w - - 0 1");
}
// Timur's chess: the king swap and its right, the pawn of pawns' arrivals and transfers, the
// citadels as draw or refuge, several royals.
TEST(Invariants, UndoRestoresAndHashIsIncremental_Timur)
{
    walkRandomGames("timur", {});
    walkRandomGames("timur", {{"swap", "any-time"}, {"op-rule", "pritchard"}, {"citadel", "refuge"}});
    // The pawn of pawns about to arrive, one waiting, a king in check that may swap.
    walkRandomGames("timur", {}, "*k5^P4*/3'P8*/*5r5*/*11*/*2r1n6*/*11*/*1W9*/*11*/*12/*5K5* w - - 0 1");
    walkRandomGames("timur", {{"op-rule", "pritchard"}, {"royal-succession", "off"}, {"citadel", "refuge"}},
        "*k5^P4*/3^P8*/*11*/*11*/*2r1n6*/*11*/*1W9*/*11*/*10y1/*5K5* b - - 0 1");
}
// Shatra: reserves leaving their fortresses, temdeks, capture sequences, promotions within them.
TEST(Invariants, UndoRestoresAndHashIsIncremental_Shatra)
{
    walkRandomGames("shatra", {});
    walkRandomGames("shatra",
        {{"road-drops", "allowed"}, {"biy-stop", "yes"}, {"mid-capture-promotion", "no"}, {"tower-squares", "on"}});
}
// Sittuyin: the placement with pawns displaced, promotions in place and by a step, the count;
// the 1920 version's placement of all sixteen men and its promotion on arrival.
TEST(Invariants, UndoRestoresAndHashIsIncremental_Sittuyin)
{
    walkRandomGames("sittuyin", {});
    walkRandomGames("sittuyin", {}, "8/8/2f1r3/3P4/8/2p5/8/K3k3[] w - - 0 1");
    walkRandomGames("sittuyin", {{"setup", "alternate"}, {"promotion", "myanmar-modern"}, {"counting", "asean"}});
    walkRandomGames("sittuyin", {{"promotion-piece", "rook"}}, "8/8/2f1r3/3P4/8/2p5/8/K3k3[] w - - 0 1");
    walkRandomGames("sittuyin-1920", {});
}
// Fish about to be flipped on both sides, and flipped fish already on the board.
TEST(Invariants, UndoRestoresAndHashIsIncremental_CambodianHillFlippedFish)
{
    walkRandomGames("cambodian-hill", {}, "4k4/9/9/2pg5/1P2p4/3G1P3/9/9/4K4 w - - 0 1");
}

// Perft's divide: the counts below each move add up to the count of the position, for the
// games whose moves come in phases, parts and removals.
TEST(Invariants, PerftDivideAddsUpToTheCount)
{
    for (const auto& [variant, options] : std::vector<std::pair<std::string, OptionValues>>{
             {"indian", {}}, {"maharaja", {}}, {"maharajah", {}}, {"shataranja", {}}, {"baroda", {}}}) {
        Position pos = position(variant, options);
        MoveList moves;
        generateLegalMoves(pos, moves);
        std::uint64_t sum = 0;
        for (Move m : moves) {
            pos.doMove(m);
            sum += perft(pos, 2);
            pos.undoMove();
        }
        EXPECT_EQ(sum, perft(pos, 3)) << variant;
    }
}

}  // namespace
}  // namespace kabir::test
