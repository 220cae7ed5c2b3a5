#pragma once
// A report of a search in progress: one line of the principal variation at a depth, as UCI's
// "info" and the GUI's analysis show it. Values are from the side (team) to move at the root.

#include "core/search/value.h"
#include "core/board/types.h"

#include <cstdint>
#include <vector>

namespace kabir::search {

struct Info {
    enum class BoundKind { Exact, Lower, Upper };

    int depth = 0;
    int selectiveDepth = 0;
    int multiPv = 1;  // 1 = the best line
    Value value = 0;
    BoundKind bound = BoundKind::Exact;
    std::uint64_t nodes = 0;
    std::int64_t timeMs = 0;
    std::uint64_t nodesPerSecond = 0;
    int hashfull = 0;  // per mille
    std::vector<Move> pv;

    bool decisive() const { return isDecisive(value); }
    // Moves of the winning side to the end (negative: the side to move loses), for "mate N".
    int movesToEnd() const { return value > 0 ? (pliesToEnd(value) + 1) / 2 : -(pliesToEnd(value) / 2); }
};

}  // namespace kabir::search
