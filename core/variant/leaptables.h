#pragma once
// The [leap-capture] mechanic's tables (Shatra), compiled from the variant file: the squares
// of each army's fortress, gate, half of the field and tower squares, and the ranks that
// change how its pawns move.

#include "core/board/squareset.h"
#include "core/variant/variantdefinition.h"

#include <array>
#include <cstdint>

namespace kabir {

struct LeapTables {
    std::uint32_t shortLeapers = 0;
    std::uint32_t longLeapers = 0;
    int exempt = -1;
    bool exemptStops = false;
    bool midCapturePromotion = true;
    bool roadDrops = false;
    std::array<SquareSet, kMaxArmies> fortress{}, gate{}, half{}, towers{};
    SquareSet road;
    // The relative ranks (1 = the army's own edge) of the first and last rank of its half.
    std::array<int, kMaxArmies> firstHalfRank{}, lastHalfRank{};

    static LeapTables compile(const VariantDefinition& def);
    bool isShort(PieceType t) const { return (shortLeapers >> t) & 1; }
    bool isLong(PieceType t) const { return (longLeapers >> t) & 1; }
};

}  // namespace kabir
