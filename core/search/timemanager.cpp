#include "core/search/timemanager.h"

#include <algorithm>

namespace kabir::search {

TimeBudget planTime(const Limits& limits, int side, int ply, int overhead)
{
    TimeBudget b;
    if (limits.moveTime > 0) {
        b.timed = true;
        b.optimum = b.maximum = std::max<std::int64_t>(1, limits.moveTime - overhead);
        return b;
    }
    // A clock or an increment above a year (any number a GUI may send) counts as a year, so
    // that the sums below cannot overflow.
    constexpr std::int64_t kYearMs = 365LL * 24 * 3600 * 1000;
    const std::int64_t left = std::min(limits.time[std::size_t(side)], kYearMs);
    if (left < 0)
        return b;
    b.timed = true;
    const std::int64_t increment = std::clamp(limits.increment[std::size_t(side)], -kYearMs, kYearMs);
    // Sudden death: plan for the moves a game of these variants still lasts (long games on
    // big boards), never fewer than 20.
    const int movesLeft = limits.movesToGo > 0 ? std::min(limits.movesToGo, 40) : std::max(20, 50 - ply / 4);
    const std::int64_t usable = std::max<std::int64_t>(1, left - overhead * std::min(movesLeft, 10));
    b.optimum = usable / movesLeft + increment * 3 / 4;
    b.maximum = std::min(usable * 4 / 5, b.optimum * 5);
    if (limits.movesToGo == 1)
        b.maximum = std::min(b.maximum, usable * 9 / 10);
    b.optimum = std::max<std::int64_t>(1, std::min(b.optimum, b.maximum));
    b.maximum = std::max<std::int64_t>(1, b.maximum);
    return b;
}

}  // namespace kabir::search
