#pragma once
// Positions of Timur's Great Chess for its tests (timur_test.cpp, timur_rules_test.cpp), from
// the draft variant file tests/core/data/timur-draft.toml.

#include "tests/core/testpositions.h"

#include <gtest/gtest.h>

namespace kabir::test {

inline RulesetPtr timur(const OptionValues& options = {})
{
    static const VariantFile file = VariantFile::load(KABIR_SOURCE_DIR "/tests/core/data/timur-draft.toml").value();
    const auto resolved = file.resolveOptions(options);
    EXPECT_TRUE(resolved.ok()) << resolved.errorText();
    const auto definition = file.definition(resolved.value());
    EXPECT_TRUE(definition.ok()) << definition.errorText();
    auto compiled = Ruleset::compile(definition.value());
    EXPECT_TRUE(compiled.ok()) << compiled.errorText();
    return compiled.value();
}

inline Position at(const std::string& fen = {}, const OptionValues& options = {})
{
    const RulesetPtr r = timur(options);
    auto pos = Position::fromFen(r, fen.empty() ? r->definition().startFen : fen);
    EXPECT_TRUE(pos.ok()) << fen << ": " << pos.errorText();
    return pos.value();
}

inline Square sq(const Position& pos, const std::string& name) { return pos.geometry().parseSquare(name).value(); }

// A FEN of the board from its ranks 10..1, each written for files a-m: an empty rank is "*11*",
// rank 9 "12*" (the citadel a9), rank 2 "*12" (the citadel m2).
inline std::string fenOf(std::initializer_list<const char*> ranks, const char* rest = " w - - 0 1")
{
    std::string out;
    for (const char* rank : ranks)
        out += (out.empty() ? "" : "/") + std::string(rank);
    return out + rest;
}

}  // namespace kabir::test
