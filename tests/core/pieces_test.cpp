// The compound pieces of the historical variants move as the sum of their Betza atoms
// (rules.md, Betza paragraph, and the piece tables of §1-§4, §7): on a nearly empty board, and
// among blockers, where a rider stops at the first piece it meets, capturing it if it is an
// enemy and never its own, while a leap jumps over whatever stands in between. Also the pawn's
// step and capture, and a pinned piece that may only move along the pin line (§0).
//
// The expected destinations come from the small move maker below, which reads the FEN on its
// own and walks the piece's leap vectors over the board; it shares no code with the engine.
// The empty-board cases also state the number of destinations counted by hand.

#include "tests/core/testpositions.h"

#include <gtest/gtest.h>

#include <cctype>
#include <vector>

namespace kabir::test {
namespace {

using Squares = std::set<std::string>;

// One Betza atom: the leap (dx, dy) in all its mirror images, repeated along the line when the
// atom is a rider.
struct Atom {
    int dx;
    int dy;
    bool rides;
};
constexpr Atom kWazir{1, 0, false};
constexpr Atom kFerz{1, 1, false};
constexpr Atom kKnight{2, 1, false};
constexpr Atom kCamel{3, 1, false};
constexpr Atom kRook{1, 0, true};
constexpr Atom kBishop{1, 1, true};

// The placement field of a FEN as rows of letters, '.' for an empty square; row 0 is rank 1.
struct Board {
    std::vector<std::string> rows;
    int files() const { return int(rows.front().size()); }
    int ranks() const { return int(rows.size()); }
    bool contains(int file, int rank) const { return file >= 0 && rank >= 0 && file < files() && rank < ranks(); }
    char at(int file, int rank) const { return rows[std::size_t(rank)][std::size_t(file)]; }
};

Board readBoard(const std::string& fen)
{
    std::vector<std::string> fromTop(1);
    int empty = 0;
    for (char c : fen.substr(0, fen.find(' '))) {
        if (std::isdigit(static_cast<unsigned char>(c))) {
            empty = empty * 10 + (c - '0');
            continue;
        }
        fromTop.back().append(std::size_t(empty), '.');
        empty = 0;
        if (c == '/')
            fromTop.emplace_back();
        else
            fromTop.back().push_back(c);
    }
    fromTop.back().append(std::size_t(empty), '.');
    Board board;
    board.rows.assign(fromTop.rbegin(), fromTop.rend());
    return board;
}

std::string squareName(int file, int rank)
{
    std::string name(1, char('a' + file));
    name += std::to_string(rank + 1);
    return name;
}

// Destinations of the piece on `square` made of `atoms`, by walking the board of `fen`.
Squares walk(const std::string& fen, const std::string& square, const std::vector<Atom>& atoms)
{
    const Board board = readBoard(fen);
    const int file0 = square[0] - 'a';
    const int rank0 = std::stoi(square.substr(1)) - 1;
    const bool white = std::isupper(static_cast<unsigned char>(board.at(file0, rank0)));
    Squares out;
    for (const Atom& atom : atoms) {
        for (int sx : {-1, 1}) {
            for (int sy : {-1, 1}) {
                for (bool swap : {false, true}) {
                    const int dx = sx * (swap ? atom.dy : atom.dx);
                    const int dy = sy * (swap ? atom.dx : atom.dy);
                    for (int f = file0 + dx, r = rank0 + dy; board.contains(f, r); f += dx, r += dy) {
                        const char p = board.at(f, r);
                        if (p != '.') {
                            if (bool(std::isupper(static_cast<unsigned char>(p))) != white)
                                out.insert(squareName(f, r));  // an enemy: captured, the line ends
                            break;
                        }
                        out.insert(squareName(f, r));
                        if (!atom.rides)
                            break;
                    }
                }
            }
        }
    }
    return out;
}

// Compares the engine's destinations with the walk; handCount < 0 skips the count.
void expectMoves(const std::string& variant, const OptionValues& options, const std::string& fen,
    const std::string& square, const std::vector<Atom>& atoms, int handCount = -1)
{
    Position pos = position(variant, options, fen);
    ASSERT_FALSE(pos.inCheck(0)) << fen;
    ASSERT_FALSE(pos.inCheck(1)) << fen;
    const Squares expected = walk(fen, square, atoms);
    if (handCount >= 0) {
        EXPECT_EQ(int(expected.size()), handCount) << "the walk disagrees with the hand count";
    }
    EXPECT_EQ(destinations(pos, square), expected) << fen;
}

const std::vector<Atom> kQN{kRook, kBishop, kKnight};
const std::vector<Atom> kBN{kBishop, kKnight};
const std::vector<Atom> kRN{kRook, kKnight};
const std::vector<Atom> kRF{kRook, kFerz};
const std::vector<Atom> kRFN{kRook, kFerz, kKnight};
const std::vector<Atom> kBW{kBishop, kWazir};

// Nearly empty boards: the piece, White's king on a1, Black's in the far corner, neither on a
// line of the piece. `X` is replaced by the piece's letter. 10x10 and 11x11: the piece on e6
// (18 rook squares on 10x10, 20 on 11x11; 17 bishop squares on 10x10; 8 knight squares).
// 13x13: the piece on f7 (24 rook, 22 bishop, 4 ferz, 4 wazir, 8 knight, 8 camel squares).
const std::string kEmpty10 = "9k/10/10/10/4X5/10/10/10/10/K9 w - - 0 1";
const std::string kEmpty11 = "10k/11/11/11/11/4X6/11/11/11/11/K10 w - - 0 1";
const std::string kEmpty13 = "12k/13/13/13/13/13/5X7/13/13/13/13/13/K12 w - - 0 1";

// Among blockers, the piece on e6 (on 13x13 everything one file and one rank further on, the
// piece on f7): own pawns on e7 (next to it, north), c6
// (west, two away), g8 (north-east, two away) and on the knight square f8; enemy pawns on e3
// (south, three away), h6 (east, three away), f5 (next to it, south-east), c4 (south-west,
// two away) and on the knight square g5. The knight leaps to d8 and f8 pass e7.
const std::string kBlocked10 = "9k/10/5PP3/4P5/2P1X2p2/5pp3/2p7/4p5/10/K9 w - - 0 1";
const std::string kBlocked11 = "10k/11/11/5PP4/4P6/2P1X2p3/5pp4/2p8/4p6/11/K10 w - - 0 1";
const std::string kBlocked13 = "12k/13/13/13/6PP5/5P7/3P1X2p4/6pp5/3p9/5p7/13/13/K12 w - - 0 1";

std::string with(std::string fen, char letter)
{
    fen[fen.find('X')] = letter;
    return fen;
}

const OptionValues kReformed{{"ruleset", "reformed"}};  // no bare-king rule, no king's leap

// --- Kaiserspiel (rules.md §1) ---

TEST(KaiserspielPieces, CommanderMovesAsQueenAndKnight)
{
    expectMoves("kaiserspiel", {}, with(kEmpty10, 'C'), "e6", kQN, 18 + 17 + 8);
}

TEST(KaiserspielPieces, CommanderRidesStopAtBlockersAndItsLeapsJump)
{
    const std::string fen = with(kBlocked10, 'C');
    // Counted by hand: rook lines e5 e4 e3x, d6, f6 g6 h6x; bishop lines f7, d7 c8 b9 a10,
    // f5x, d5 c4x; knight leaps d8 c7 g7 c5 g5x d4 f4 (f8 holds its own pawn).
    const Squares byHand{"e5", "e4", "e3", "d6", "f6", "g6", "h6", "f7", "d7", "c8", "b9", "a10", "f5", "d5", "c4",
        "d8", "c7", "g7", "c5", "g5", "d4", "f4"};
    EXPECT_EQ(walk(fen, "e6", kQN), byHand);
    expectMoves("kaiserspiel", {}, fen, "e6", kQN);
}

TEST(KaiserspielPieces, AdjutantMovesAsBishopAndKnight)
{
    expectMoves("kaiserspiel", {}, with(kEmpty10, 'A'), "e6", kBN, 17 + 8);
}

TEST(KaiserspielPieces, AdjutantRidesStopAtBlockersAndItsLeapsJump)
{
    expectMoves("kaiserspiel", {}, with(kBlocked10, 'A'), "e6", kBN);
}

// --- Sultanspiel (rules.md §2) ---

TEST(SultanspielPieces, MarshalMovesAsRookAndKnight)
{
    expectMoves("sultanspiel", {}, with(kEmpty11, 'M'), "e6", kRN, 20 + 8);
}

TEST(SultanspielPieces, MarshalRidesStopAtBlockersAndItsLeapsJump)
{
    expectMoves("sultanspiel", {}, with(kBlocked11, 'M'), "e6", kRN);
}

// --- Hyderabad (rules.md §3) ---

TEST(HyderabadPieces, VizierMovesAsBishopAndKnight)
{
    expectMoves("hyderabad", {}, with(kEmpty10, 'V'), "e6", kBN, 17 + 8);
}

TEST(HyderabadPieces, VizierRidesStopAtBlockersAndItsLeapsJump)
{
    expectMoves("hyderabad", {}, with(kBlocked10, 'V'), "e6", kBN);
}

TEST(HyderabadPieces, GiraffeMovesAsQueenAndKnight)
{
    expectMoves("hyderabad", {}, with(kEmpty10, 'G'), "e6", kQN, 18 + 17 + 8);
}

TEST(HyderabadPieces, GiraffeRidesStopAtBlockersAndItsLeapsJump)
{
    expectMoves("hyderabad", {}, with(kBlocked10, 'G'), "e6", kQN);
}

TEST(HyderabadPieces, DabbabaMovesAsRookAndKnight)
{
    expectMoves("hyderabad", {}, with(kEmpty10, 'D'), "e6", kRN, 18 + 8);
}

TEST(HyderabadPieces, DabbabaRidesStopAtBlockersAndItsLeapsJump)
{
    expectMoves("hyderabad", {}, with(kBlocked10, 'D'), "e6", kRN);
}

// --- Turkish (rules.md §4, §7), reformed rules so that a lone king is no bare-king loss ---

TEST(TurkishPieces, GreatVizierMovesAsQueenAndKnight)
{
    expectMoves("turkish", kReformed, with(kEmpty13, 'V'), "f7", kQN, 24 + 22 + 8);
}

TEST(TurkishPieces, GreatVizierRidesStopAtBlockersAndItsLeapsJump)
{
    expectMoves("turkish", kReformed, with(kBlocked13, 'V'), "f7", kQN);
}

TEST(TurkishPieces, RhinocerosMovesAsBishopAndKnight)
{
    expectMoves("turkish", kReformed, with(kEmpty13, 'H'), "f7", kBN, 22 + 8);
}

TEST(TurkishPieces, RhinocerosRidesStopAtBlockersAndItsLeapsJump)
{
    expectMoves("turkish", kReformed, with(kBlocked13, 'H'), "f7", kBN);
}

TEST(TurkishPieces, GazelleLeapsThreeAndOne)
{
    const std::string fen = with(kEmpty13, 'G');
    EXPECT_EQ(walk(fen, "f7", {kCamel}), (Squares{"c6", "c8", "i6", "i8", "e4", "g4", "e10", "g10"}));
    expectMoves("turkish", kReformed, fen, "f7", {kCamel}, 8);
}

TEST(TurkishPieces, GazelleJumpsOverPiecesCapturesEnemiesNotItsOwn)
{
    // The gazelle on f7 is walled in by pawns on all eight neighbouring squares; its own pawn
    // stands on c8, an enemy pawn on i6.
    Position pos = position("turkish", kReformed, "12k/13/13/13/13/2P1PPP6/4PGP6/4ppp1p4/13/13/13/13/K12 w - - 0 1");
    EXPECT_EQ(destinations(pos, "f7"), (Squares{"c6", "i6", "i8", "e4", "g4", "e10", "g10"}));
}

TEST(TurkishPieces, ShortQueenMovesAsRookAndFerz)
{
    expectMoves("turkish", kReformed, with(kEmpty13, 'S'), "f7", kRF, 24 + 4);
}

TEST(TurkishPieces, ShortQueenRidesStopAtBlockers)
{
    const std::string fen = with(kBlocked13, 'S');
    // By hand: f6 f5 f4x, e7, g7 h7 i7x, g8, e8, g6x, e6 (the wazir and ferz steps of f7).
    EXPECT_EQ(walk(fen, "f7", kRF), (Squares{"f6", "f5", "f4", "e7", "g7", "h7", "i7", "g8", "e8", "g6", "e6"}));
    expectMoves("turkish", kReformed, fen, "f7", kRF);
}

TEST(TurkishPieces, ShortSuperqueenMovesAsRookFerzAndKnight)
{
    expectMoves("turkish", kReformed, with(kEmpty13, 'U'), "f7", kRFN, 24 + 4 + 8);
}

TEST(TurkishPieces, ShortSuperqueenRidesStopAtBlockersAndItsLeapsJump)
{
    expectMoves("turkish", kReformed, with(kBlocked13, 'U'), "f7", kRFN);
}

TEST(TurkishPieces, ShortBishopQueenMovesAsBishopAndWazir)
{
    expectMoves("turkish", kReformed, with(kEmpty13, 'X'), "f7", kBW, 22 + 4);
}

TEST(TurkishPieces, ShortBishopQueenRidesStopAtBlockers)
{
    const std::string fen = with(kBlocked13, 'X');
    // By hand: g8, e8 d9 c10 b11 a12, g6x, e6 d5x; wazir steps f6, e7, g7 (f8 holds its own pawn).
    EXPECT_EQ(
        walk(fen, "f7", kBW), (Squares{"g8", "e8", "d9", "c10", "b11", "a12", "g6", "e6", "d5", "f6", "e7", "g7"}));
    expectMoves("turkish", kReformed, fen, "f7", kBW);
}

// --- Pawns and pins (rules.md §0) ---

TEST(ChessPieces, PawnStepsStraightAndCapturesDiagonallyForwardOnly)
{
    // Enemy pawns on every square around e4 but e5: only d5 and f5 can be taken.
    Position open = position("chess", {}, "4k3/8/8/3p1p2/3pPp2/3p1p2/8/4K3 w - - 0 1");
    EXPECT_EQ(destinations(open, "e4"), (Squares{"e5", "d5", "f5"}));
    // A piece straight ahead blocks the pawn and cannot be taken.
    Position blocked = position("chess", {}, "4k3/8/8/4p3/4P3/8/8/4K3 w - - 0 1");
    EXPECT_EQ(destinations(blocked, "e4"), Squares{});
    // The same in Turkish, for Black's pawn moving down the board.
    Position turkish = position("turkish", kReformed, "12k/13/13/13/13/13/5PpP5/5P1P5/13/13/13/13/K12 b - - 0 1");
    EXPECT_EQ(destinations(turkish, "g7"), (Squares{"g6", "f6", "h6"}));
}

TEST(KaiserspielPieces, PinnedPieceMovesOnlyAlongThePinLine)
{
    // The commander on e3 is pinned on the e-file by the rook on e6.
    Position file = position("kaiserspiel", {}, "9k/10/10/10/4r5/10/10/4C5/10/4K5 w - - 0 1");
    EXPECT_EQ(destinations(file, "e3"), (Squares{"e2", "e4", "e5", "e6"}));
    // The adjutant on c3 is pinned on the diagonal by the bishop on f6.
    Position diagonal = position("kaiserspiel", {}, "9k/10/10/10/5b4/10/10/2A7/10/K9 w - - 0 1");
    EXPECT_EQ(destinations(diagonal, "c3"), (Squares{"b2", "d4", "e5", "f6"}));
    // An adjutant pinned on a file has no move along it.
    Position none = position("kaiserspiel", {}, "9k/10/10/10/4r5/10/10/4A5/10/4K5 w - - 0 1");
    EXPECT_EQ(destinations(none, "e3"), Squares{});
}

}  // namespace
}  // namespace kabir::test
