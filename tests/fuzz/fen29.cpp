// The FENs of the games of Pritchard's chapter 29, with Kabir's own fields and those Fairy-
// Stockfish writes for them: the Indian initial moves and the king's leap, the Tibetan first
// pawn move, the pieces in hand of the Maharajah and of Maharaja's deserters, Makruk's and the
// Cambodian count, the first-move rights in the castling field, Ka Ok's checks to give, Batak's
// and Malay chess's kings' leaps and Malay's returning pawns, Shatar's opening told by its pawns
// and Popova's amazon and rook-knight,
// Hiashatar's hias and its en passant squares of a triple step, Timur's pawn tokens ('R, ^P),
// citadels and the king swap's right, Shatra's temdeks.
// The first byte chooses the variant (and maybe one option value), the rest is the FEN; the
// checks are those of the fen target.
#include "tests/fuzz/fuzzhelpers.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    static const std::vector<std::string> ids{"indian", "desi", "joara-joari", "atranj", "shataranja", "mysore",
        "baroda", "maharajah", "maharaja", "tibetan", "chaturanga", "makruk", "cambodian", "karouk", "cambodian-hill",
        "batak", "malay", "sittuyin", "sittuyin-1920", "shatar", "hiashatar", "timur", "shatra"};
    kabir::fuzz::fuzzFen(data, size, ids);
    return 0;
}
