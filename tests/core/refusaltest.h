#pragma once
// Helpers of the refusal tests: an attempt is written as from-square and to-square ("e2e4"),
// with the chosen piece's letter for a promotion ("a7a8q", "e10e10n" in place), or as a drop
// ("W@e5").

#include "tests/core/testpositions.h"

#include "core/rules/refusal.h"

namespace kabir::test {

Square square(const Position& pos, const std::string& name);
// The refusal of an attempt that the rules refuse (a test failure when they allow it).
Refusal refusal(Position& pos, const std::string& attempt);
bool allowed(Position& pos, const std::string& attempt);
std::string message(Position& pos, const std::string& attempt);

}  // namespace kabir::test
