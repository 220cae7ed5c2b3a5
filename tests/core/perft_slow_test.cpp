// The long perft rows of ../shared/reference/perft.md (seconds to minutes each); labelled
// "slow" in ctest and run with KABIR_SLOW_TESTS=1 scripts/test.

#include "tests/core/perftrows.h"

#include <gtest/gtest.h>

namespace kabir::test {
namespace {

const std::vector<PerftRow> kRows = {
    {"chess", {}, "", {}, 6, 119060324, "reference/perft.md: well known"},
    {"kaiserspiel", {{"ruleset", "B"}, {"array", "tressau-1840"}}, "", {}, 5, 127462327,
        "reference/perft.md: FSF = Sjaak"},
    {"kaiserspiel", {{"ruleset", "B"}, {"array", "tressau-1840"}}, "", {}, 6, 6058068077,
        "reference/perft.md: FSF = Sjaak"},
    {"hyderabad", {{"ruleset", "bodlaender"}}, "", {}, 6, 938856080, "reference/perft.md: FSF = Sjaak"},
    {"sultanspiel", {{"ruleset", "B"}, {"array", "tressau-fig3"}}, "", {}, 5, 243544330,
        "reference/perft.md: Sjaak only (provisional)"},
    {"cambodian-hill", {}, "", {}, 5, 41763028,
        "Kabir, self-consistent; Sjaak II 1.4.1: cambodian-hill (sjaak-variants.txt) agrees"},
    {"batak", {}, "", {}, 5, 12024983, "self-consistent: Kabir only, no outside engine plays this"},
};

class PerftSlow : public testing::TestWithParam<PerftRow> { };

TEST_P(PerftSlow, CountMatchesReference)
{
    checkPerftRow(GetParam());
}

INSTANTIATE_TEST_SUITE_P(Rows, PerftSlow, testing::ValuesIn(kRows),
    [](const testing::TestParamInfo<PerftRow>& info) { return perftRowName(info.param); });

}  // namespace
}  // namespace kabir::test
