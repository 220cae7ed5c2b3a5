#pragma once
// What the caller of a search asks for: clocks, fixed time, depth or nodes, or "until
// stopped", and which root moves to consider. Clocks are per side: the army in two-army
// games, the team with four armies (index 0: White, or Red and Yellow).

#include "core/board/types.h"

#include <array>
#include <cstdint>
#include <vector>

namespace kabir::search {

struct Limits {
    std::array<std::int64_t, 2> time{-1, -1};  // milliseconds left; -1: no clock
    std::array<std::int64_t, 2> increment{0, 0};
    int movesToGo = 0;              // moves to the next time control; 0: sudden death
    std::int64_t moveTime = 0;      // fixed milliseconds for this move; 0: none
    int depth = 0;                  // 0: no limit
    std::uint64_t nodes = 0;        // 0: no limit
    bool infinite = false;          // search until stopped
    std::vector<Move> searchMoves;  // empty: every legal move

    bool timed() const { return moveTime > 0 || time[0] >= 0 || time[1] >= 0; }
};

}  // namespace kabir::search
