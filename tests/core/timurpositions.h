#pragma once
// Positions of Timur's Great Chess for its tests (timur_test.cpp, timur_rules_test.cpp,
// timur_pawnofpawns_test.cpp).

#include "tests/core/testpositions.h"

#include <gtest/gtest.h>

namespace kabir::test {

inline RulesetPtr timur(const OptionValues& options = {})
{
    return rules("timur", options);
}

inline Position at(const std::string& fen = {}, const OptionValues& options = {})
{
    const RulesetPtr r = timur(options);
    auto pos = Position::fromFen(r, fen.empty() ? r->definition().startFen : fen);
    EXPECT_TRUE(pos.ok()) << fen << ": " << pos.errorText();
    return pos.value();
}

inline Square sq(const Position& pos, const std::string& name)
{
    return pos.geometry().parseSquare(name).value();
}

// A FEN of the board from its ranks 10..1, each written for files a-m: an empty rank is "*11*",
// rank 9 "12*" (the citadel a9), rank 2 "*12" (the citadel m2).
inline std::string fenOf(std::initializer_list<const char*> ranks, const char* rest = " w - - 0 1")
{
    std::string out;
    for (const char* rank : ranks)
        out.append(out.empty() ? "" : "/").append(rank);
    return out + rest;
}

}  // namespace kabir::test
