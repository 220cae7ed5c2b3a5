#pragma once
// The openings a match starts its games from: a file of positions (one FEN a line, EPD-style
// lines too: the first four fields, with operations after them ignored; '#' starts a comment)
// or of records (PGN-style, several games; each game's start and moves are an opening).
// Every opening is checked in the match's variant and options: it must load, and its moves
// must be legal and leave the game going on.

#include "core/variant/variantfile.h"

#include <cstdint>
#include <string>
#include <vector>

namespace kabir::match {

struct Opening {
    std::string fen;                 // empty: the variant's start position
    std::vector<std::string> moves;  // from there, in coordinate notation
};

Result<std::vector<Opening>> readOpenings(
    const std::string& text, const std::string& fileName, const VariantFile& variant, const OptionValues& options);

// `count` openings of `plies` random legal moves from the start, different from each other
// and leaving the game going on (for matches of an engine against a version of itself, where
// a few balanced openings would repeat the same games); the same for the same `seed`.
std::vector<Opening> randomOpenings(
    const VariantFile& variant, const OptionValues& options, int count, int plies, std::uint64_t seed);

// The order in which `count` openings are used: as in the file, or shuffled by `seed`.
std::vector<int> openingOrder(int count, bool random, std::uint64_t seed);

}  // namespace kabir::match
