#pragma once
// How long to think about a move: an optimum, after which a new iteration is not started
// (stretched while the best move keeps changing), and a maximum at which the search stops.

#include "core/search/limits.h"

#include <cstdint>

namespace kabir::search {

struct TimeBudget {
    bool timed = false;
    std::int64_t optimum = 0;  // milliseconds
    std::int64_t maximum = 0;
};

// `side` is the clock's index in the limits, `ply` the game's length so far, `overhead` the
// milliseconds lost per move in communication (kept in reserve).
TimeBudget planTime(const Limits& limits, int side, int ply, int overhead);

}  // namespace kabir::search
