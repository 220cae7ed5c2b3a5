#include "tests/ui/hotseatscripts.h"

#include <cctype>

// Each row was played with kabir-cli play (the FEN row with --fen) and gave the same FEN and
// result. Moves are given in both notations the controller accepts.
const std::vector<HotSeatScript> kHotSeatScripts = {
    {"chess", {}, "", {"f2f3", "e7e5", "g2g4", "Qh4#"}, "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
        "checkmate", "0-1", "Black wins — checkmate"},
    {"kaiserspiel", {}, "", {"e4", "Cc8", "Ce2", "Cxc2#"},
        "rnb1kqabnr/pppppppppp/10/10/10/10/4P5/10/PPcPCPPPPP/RNB1KQABNR w KQkq - 0 3", "checkmate", "0-1",
        "Black wins — checkmate"},
    {"sultanspiel", {}, "k10/11/11/11/11/11/4K6/11/11/11/11 w - - 0 1", {"e5f6"},
        "k10/11/11/11/11/5K5/11/11/11/11/11 b - - 1 1", "king-target", "1-0",
        "White wins — the king reached its target square"},
    {"hyderabad", {}, "r8k/8pp/10/10/10/10/10/10/10/R3K5 w - - 0 1", {"a1a10"},
        "R8k/8pp/10/10/10/10/10/10/10/4K5 b - - 0 1", "burj", "1/2-1/2", "Draw — capture of the last piece (burj)"},
    {"hyderabad", {}, "kb8/p9/1P1N6/10/10/10/10/10/10/9K w - - 0 1 leap:K", {"b8b9"},
        "kb8/pP8/3N6/10/10/10/10/10/10/9K b - - 0 1 leap:K", "pawn-mate-double-victory", "1-0",
        "White wins — pawn mate: double victory"},
    {"turkish", {}, "13/13/13/13/13/13/6kR5/13/13/13/13/13/6K6 b - - 0 1", {"g7f6"},
        "13/13/13/13/13/13/7R5/5k7/13/13/13/13/6K6 w - - 1 2 leap:K", "baremate", "1-0", "White wins — bare king"},
    // The counsellor's step stalemates Black: a win for the stalemating side.
    {"chaturanga", {}, "k7/2K5/8/2Q5/8/8/8/8 w - - 0 1", {"c5b6"}, "k7/2K5/1Q6/8/8/8/8/8 b - - 1 1", "stalemate-win",
        "1-0", "White wins — stalemate, a win for the stalemating side"},
    {"chaturanga", {{"bare-king", "shatranj"}}, "8/8/8/3k4/3p4/8/3R4/4K2R w - - 0 1", {"Rxd4"},
        "8/8/8/3k4/3R4/8/8/4K2R b - - 0 1", "baremate", "1-0", "White wins — bare king"},
    // The games of Pritchard's chapter 29. Indian chess: the new knight's bonus move takes
    // Black's last unit besides the king, a half-win (boorj).
    {"indian", {}, "7k/1P6/2r5/8/8/8/8/4K3 w - - 0 1", {"b7b8nc6"}, "7k/8/2N5/8/8/8/8/4K3 b - - 0 1",
        "bare-king-half-win", "1-0", "White wins — bare king (boorj): half victory"},
    {"parsi", {{"grades", "boorj-draw"}}, "3k4/8/8/8/3r4/8/3R3P/4K3 w - - 0 1", {"Rxd4"},
        "3k4/8/8/8/3R4/8/7P/4K3 b - - 0 1", "bare-king-draw", "1/2-1/2", "Draw — bare king: a draw"},
    {"desi", {}, "k7/p1K5/1P6/8/8/8/8/8 w - - 0 1", {"b6b7"}, "k7/pPK5/8/8/8/8/8/8 b - - 0 1",
        "pawn-mate-double-victory", "1-0", "White wins — pawn mate: double victory"},
    {"joara-joari", {}, "3k4/2ppp3/8/8/8/8/7P/R3K3 w - - 0 1 leap:K", {"Ra8#"},
        "R2k4/2ppp3/8/8/8/8/7P/4K3 b - - 1 1 leap:K", "checkmate", "1-0", "White wins — checkmate"},
    // Atranj: the pawn of the king's file becomes a queen, whatever has been captured.
    {"atranj", {}, "k9/4P5/1K8/10/10/10/10/10/10/10 w - - 0 1", {"e9e10q"},
        "k3Q5/10/1K8/10/10/10/10/10/10/10 b - - 0 1", "checkmate", "1-0", "White wins — checkmate"},
    // Shataranja: the stalemated Black removes White's last piece; king and pawns lose.
    {"shataranja", {}, "k8b/1RK5p1/8P1/10/10/10/10/10/10/10 b - - 0 1", {"x@b9"},
        "k8b/2K5p1/8P1/10/10/10/10/10/10/10 w - - 0 2", "baremate", "0-1", "Black wins — bare king"},
    // Mysore: the promoting pawn's minister returns to b11 and mates.
    {"mysore", {}, "11r/kP10/2K9/12/12/12/12/12/12/12/12/11R w - - 0 1", {"b12=M>b11#"},
        "11r/kM10/2K9/12/12/12/12/12/12/12/12/11R b - - 0 1", "checkmate", "1-0", "White wins — checkmate"},
    // Baroda: the police leap two squares forward over the Black police and mate.
    {"baroda", {}, "k9/ll8/3B6/10/L9/10/10/10/10/5K4 w - - 0 1", {"a6a8"},
        "k9/ll8/L2B6/10/10/10/10/10/10/5K4 b - - 1 1", "checkmate", "1-0", "White wins — checkmate"},
    // The Maharajah is placed, then walks into the rook's file and is captured.
    {"maharajah", {{"maharajah", "capturable"}}, "8/8/8/8/8/8/1R6/4K3[m] b - - 0 1", {"M@d5", "e1f1", "d5b5", "b2b5"},
        "8/8/8/1R6/8/8/8/5K2[] b - - 0 3", "extinction", "1-0", "White wins — the Maharajah has been captured"},
    // Maharaja: a deserter knight is entered, the rook given up (Forlorn Hope), and the pawn
    // arriving on the last rank must become a maharani, which mates.
    {"maharaja", {}, "k11/ppP8p/12/12/12/12/12/6K4R[N] w - - 0 1", {"N@b1", "l7l6", "x@l1", "l6l5", "c7c8m"},
        "k1M9/pp10/12/11p/12/12/12/1N4K5[] b - - 0 3", "checkmate", "1-0", "White wins — checkmate"},
    {"tibetan", {}, "4k3/8/8/8/3r4/8/3R4/4K2R w - - 0 1", {"Rxd4"}, "4k3/8/8/8/3R4/8/8/4K2R b - - 0 1",
        "bare-king-draw", "1/2-1/2", "Draw — bare king: a draw"},
    // Makruk: the last counted ply passes without mate.
    {"makruk", {}, "8/8/8/8/8/2k5/8/R2NK3 b - 32 31 1", {"Kb4", "a1a2"}, "8/8/8/8/1k6/8/R7/3NK3 b - 32 33 2",
        "counting-draw", "1/2-1/2", "Draw — the count ran out before mate"},
    // Cambodian chess: both mets leap on their first moves, and the rook mates.
    {"cambodian", {}, "k2m4/8/1K6/8/8/8/8/4M2R w Ed - 0 1", {"e1e3", "Md6", "h1h8"},
        "k6R/8/1K1m4/8/8/4M3/8/8 b - 126 2 2", "checkmate", "1-0", "White wins — checkmate"},
    // Ka Ok: the king leaps on its first move; the rook's first check wins.
    {"karouk", {}, "4k3/8/8/8/8/8/8/R2K4 w D - 1+1 0 1", {"d1b2", "e8e7", "Ra7+"},
        "8/R3k3/8/8/8/8/1K6/8 b - 30 0+1 8 2", "first-check", "1-0", "White wins — the first check wins"},
    // Malay chess: the king's privilege leap, then a d-pawn's walk back (three steps) to a queen
    // that mates.
    {"malay", {}, "7k/p2P3p/8/8/8/8/8/3K2R1 w D - 0 1",
        {"d1f3", "a7a6", "d8=X", "a6a5", "Xe7", "a5a4", "e7f6", "a4a3", "Ze5=Q#"}, "7k/7p/8/4Q3/8/p4K2/8/6R1 b - - 1 5",
        "checkmate", "1-0", "White wins — checkmate"},
    // Malay chess after Brooke: the king answers its first check with a leap that takes the
    // checking bishop (Black's king has lost its leap already); the rook mates.
    {"malay", {{"ruleset", "brooke-1849"}}, "7k/1bp3pp/8/8/8/8/R7/3K4 b - - 0 1 leap:K", {"b7f3", "d1f3", "c6", "Ra8#"},
        "R6k/6pp/2p5/8/8/5K2/8/8 b - - 1 3 leap:-", "checkmate", "1-0", "White wins — checkmate"},
    // Hill's Cambodian game: both sides' fish are flipped beyond the centre line, and the flipped
    // fish mates beside its king.
    {"cambodian-hill", {}, "k8/9/1K7/8p/1P7/9/9/9/9 w - - 0 1", {"b5b6g", "i6i5", "Gc7", "i5i4g", "Gb8#"},
        "k8/1G7/1K7/9/9/8g/9/9/9 b - - 1 3", "checkmate", "1-0", "White wins — checkmate"},
    // Batak chess: the new queen's gelong takes the knight on b7 and mates; a discovered mate
    // (ares) is a draw. The kings have used their leaps.
    {"batak", {}, "k7/1nP5/2K5/8/8/8/8/8 w - - 0 1 leap:-", {"c7c8qb7"}, "k7/1Q6/2K5/8/8/8/8/8 b - - 0 1 leap:-",
        "checkmate", "1-0", "White wins — checkmate"},
    {"batak", {}, "R2B3k/6pp/8/8/8/8/8/K7 w - - 0 1 leap:-", {"Be7"}, "R6k/4B1pp/8/8/8/8/8/K7 b - - 1 1 leap:-",
        "discovered-mate-draw", "1/2-1/2", "Draw — discovered mate (ares): a draw"},
    // Sittuyin: Red places its last piece, the rook, on its a-pawn, which goes to b4 (U Bha's
    // displacement); Black places its king; the rook mates.
    {"sittuyin", {}, "8/6pp/8/8/8/P7/8/4K3[Rk] w - - 0 1", {"R@a3,P@b4", "K@h8", "Ra8#"},
        "R6k/6pp/8/8/1P6/8/8/4K3[] b - - 1 2", "checkmate", "1-0", "Red wins — checkmate"},
    // The 1920 Burmese version: Red places its general, which then mates from afar but takes
    // only next to it.
    {"sittuyin-1920", {}, "7k/8/5K2/8/8/8/8/8[F] w - - 0 1", {"F@g1", "Kg8", "Fg7#"},
        "6k1/6F1/5K2/8/8/8/8/8[] b - - 2 2", "checkmate", "1-0", "Red wins — checkmate"},
    // Timur's chess: the checked king swaps with its vizier, the pawn of pawns waiting on h10 is
    // put where it forks rook and knight, and the black king reaching White's citadel draws.
    {"timur", {}, "*6^P4*/12*/*5r5*/*11*/*2r1n6*/*11*/*1W9*/*10k*/*12/*5K5* w - - 0 1",
        {"K~c4", "l3l2", "@h10>e5", "Km2"}, "*11*/12*/*5r5*/*11*/*2r1n6*/*3^P7*/*1K9*/*11*/*11k/*5W5* w - - 1 3 swap:k",
        "citadel-draw", "1/2-1/2", "Draw — a king reached the enemy citadel: a draw"},
    // Shatar: the compulsory opening d4 d5, then the rook takes Black's last man (robado); a
    // bishop's mate that no shak prepared (Niol); a knight's mate that loses for the mating side
    // (knight-mate = loses); with Popova's rules the knight mates as an amazon.
    {"shatar", {}, "4k3/3p4/8/8/8/8/3P4/4K2R w - - 0 1", {"d2d4", "d5", "Rh5", "e8e7", "Rxd5"},
        "8/4k3/8/3R4/3P4/8/8/4K3 b - - 0 3", "bare-king-draw", "1/2-1/2", "Draw — bare king: a draw"},
    {"shatar", {}, "k7/p1P5/P7/8/8/1B6/8/7K w - - 0 1", {"Bd5"}, "k7/p1P5/P7/3B4/8/8/8/7K b - - 1 1", "niol-draw",
        "1/2-1/2", "Draw — mate without a shak (Niol): a draw"},
    {"shatar", {{"knight-mate", "loses"}}, "6rk/6pp/8/6N1/8/8/8/K7 w - - 0 1", {"g5f7"},
        "6rk/5Npp/8/8/8/8/8/K7 b - - 1 1", "knight-mate-loss", "0-1", "Black wins — knight mate: the mated side wins"},
    {"shatar", {{"popova", "on"}}, "6rk/6pp/8/6N1/8/8/8/K7 w - - 0 1", {"Nf7"}, "6rk/5App/8/8/8/8/8/K7 b - - 1 1",
        "checkmate", "1-0", "White wins — checkmate"},
    // Hiashatar: the black hia's zone stops the rook on e4, so the knight, which no zone stops,
    // takes the hia first; then the rook mates on the back rank.
    {"hiashatar", {}, "k9/pp7p/10/10/10/3h6/5N4/10/10/4R3K1 w - - 0 1", {"Nxd5", "j9j8", "e1e10"},
        "k3R5/pp8/9p/10/10/3N6/10/10/10/8K1 b - - 1 2", "checkmate", "1-0", "White wins — checkmate"},
    // Shatra: Black's shatra comes beside White's biy in its gate (only the biy could take it, and
    // need not), then leaps over the biy, whose temdek is off: capturing the biy wins.
    {"shatra", {}, "**3**/**3**/**3**/***1***/k6/7/7/7/3p3/P6/***K***/**3**/**3**/**3** w - - 0 1",
        {"a5-a6", "d6-d5", "a6-a7", "d5xd3"},
        "**3**/**3**/**3**/***1***/k6/7/7/P6/7/7/***1***/**1p1**/**3**/**3** w - - 0 3", "kings-captured", "0-1",
        "Black wins — the enemy king captured"},
    // Green's king is gone already; Red's rook takes Black's king.
    {"chaturanga-4-84", {}, "****2rK2*/9*/rR8*/bK8*/7gN2/10/*9/*9/*9/*2yK2**** r - 0 1", {"a8a7"},
        "****2rK2*/9*/9*/rR8*/7gN2/10/*9/*9/*9/*2yK2**** g - 0 1", "kings-captured", "1-0",
        "Red and Yellow win — all enemy kings captured"},
};

void PrintTo(const HotSeatScript& s, std::ostream* os)
{
    *os << s.variant << ' ' << s.kindId;
}

std::string hotSeatScriptName(const testing::TestParamInfo<HotSeatScript>& info)
{
    std::string name = std::string(info.param.variant) + "_" + info.param.kindId;
    for (const auto& [key, value] : info.param.options)
        name += "_" + value;  // two games of one variant and kind under different rules
    for (char& c : name)
        if (!std::isalnum(static_cast<unsigned char>(c)))
            c = '_';
    return name;
}
