#pragma once
// Perft rows: a position, a depth and the count, with where the count comes from.

#include "core/variant/variantdefinition.h"

#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

namespace kabir::test {

struct PerftRow {
    std::string variant;
    OptionValues options;
    std::string fen;                 // empty: the start position
    std::vector<std::string> moves;  // played first
    int depth;
    std::uint64_t count;
    std::string source;
};

std::string perftRowName(const PerftRow& row);
// Lets GoogleTest print a row by its name instead of its bytes.
inline void PrintTo(const PerftRow& row, std::ostream* out)
{
    *out << perftRowName(row);
}
void checkPerftRow(const PerftRow& row);

}  // namespace kabir::test
