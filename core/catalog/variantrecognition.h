#pragma once
// Which built-in variants a bare position belongs to (a FEN, or the four-army format): those
// in which it is a valid position, judged by how well it fits each one's start array, so that
// a caller can take the best and ask when more than one fits.

#include "core/variant/variantfile.h"

#include <string_view>
#include <vector>

namespace kabir {

struct VariantMatch {
    // How the position fits, best first.
    enum class Fit {
        StartPosition,  // it is the start position (every FEN field)
        StartArray,     // its board is the start array (castling rights, say, differ)
        ArrayPieces,    // its pieces are those of the start array, its promotions and drops
        OtherPieces,    // it holds pieces of the variant that this array does not
    };

    const VariantFile* variant = nullptr;
    // The values of the options that change the start position (the array, the castling
    // rights), as the position tells them; the other options are left at their defaults,
    // unless only another value makes the position valid (waiting pawns, say).
    OptionValues options;
    Fit fit = Fit::OtherPieces;
    int squaresAsAtStart = 0;  // squares holding the piece that stands there at the start
    bool defaults = true;      // every option at its default (chess rather than Tibetan chess with castling)

    bool betterThan(const VariantMatch& other) const
    {
        if (fit != other.fit)
            return fit < other.fit;
        return squaresAsAtStart != other.squaresAsAtStart ? squaresAsAtStart > other.squaresAsAtStart
                                                          : defaults && !other.defaults;
    }
    bool equallyGood(const VariantMatch& other) const
    {
        return fit == other.fit && squaresAsAtStart == other.squaresAsAtStart && defaults == other.defaults;
    }
};

// Every built-in variant in which `fen` is a valid position, once each with its best option
// values, best first (by fit, then by squares as at the start, then with the default options
// first; then in catalogue order).
std::vector<VariantMatch> recogniseVariant(std::string_view fen);

}  // namespace kabir
