#include "tests/core/perftrows.h"

#include "tests/core/testpositions.h"

#include <gtest/gtest.h>

namespace kabir::test {

std::string perftRowName(const PerftRow& row)
{
    std::string name = row.variant;
    for (const auto& [key, value] : row.options)
        name += "_" + key + "_" + value;
    name += row.fen.empty() && row.moves.empty() ? "_start" : "_position";
    name += "_depth" + std::to_string(row.depth);
    for (char& c : name)
        if (!std::isalnum(static_cast<unsigned char>(c)))
            c = '_';
    return name;
}

void checkPerftRow(const PerftRow& row)
{
    Position pos = position(row.variant, row.options, row.fen);
    for (const std::string& m : row.moves)
        play(pos, {m});
    EXPECT_EQ(perft(pos, row.depth), row.count) << "source: " << row.source;
}

}  // namespace kabir::test
