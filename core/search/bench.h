#pragma once
// The bench: a fixed list of positions from every variant (start, middlegame, endgame, four
// armies), each searched to a fixed depth from an empty table with one thread. The total
// node count is the search's signature: a change that alters the search changes it, and a
// change that should not (a refactoring, a speed-up) must keep it.

#include "core/board/result.h"
#include "core/variant/variantdefinition.h"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace kabir::search {

struct BenchPosition {
    std::string variant;
    OptionValues options;
    std::string fen;  // empty: the start position
};

const std::vector<BenchPosition>& benchPositions();

struct BenchResult {
    std::uint64_t nodes = 0;
    std::int64_t timeMs = 0;
};

struct BenchSettings {
    int depth = 9;
    int threads = 1;
    int hashMegabytes = 16;
};

// Searches every bench position; `onPosition` hears of each (index, nodes) as it is done.
Result<BenchResult> runBench(
    const BenchSettings& settings, const std::function<void(int, std::uint64_t)>& onPosition = {});

}  // namespace kabir::search
