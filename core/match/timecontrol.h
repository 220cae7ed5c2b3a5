#pragma once
// Time controls as cutechess and fastchess write them, and the clock that follows one.
// Forms: "40/60" (40 moves in 60 s, repeating), "40/1:30+0.5", "10+0.1" (10 s for the game,
// 0.1 s added after each move), "60" (sudden death), "st=1" (a fixed time per move),
// "nodes=N" and "depth=N" (limits without a clock). Times are kept in milliseconds.

#include "core/board/result.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace kabir::match {

struct TimeControl {
    int movesPerPeriod = 0;   // 0: the base time is for the whole game
    std::int64_t baseMs = 0;  // 0 with st/nodes/depth
    std::int64_t incrementMs = 0;
    std::int64_t moveTimeMs = 0;  // st=
    std::int64_t nodes = 0;
    int depth = 0;

    static Result<TimeControl> parse(std::string_view text);
    bool hasClock() const { return baseMs > 0; }
    bool hasTimeLimit() const { return hasClock() || moveTimeMs > 0; }
    // As written in records' TimeControl tag ("40/60", "10+0.1", "st=1", "nodes=1000").
    std::string text() const;
    bool operator==(const TimeControl&) const = default;
};

// One side's (one team's) clock.
class Clock {
public:
    explicit Clock(const TimeControl& tc);

    std::int64_t remainingMs() const { return m_remaining; }
    // Moves until the next time control; 0 when there is none.
    int movesToGo() const { return m_control.movesPerPeriod ? m_control.movesPerPeriod - m_movesInPeriod : 0; }
    // The longest the side may think now before it loses on time, with `marginMs` of grace;
    // -1 without a time limit.
    std::int64_t allowanceMs(std::int64_t marginMs) const;
    // Charges a move that took `elapsedMs`; false when it overstepped the clock (or the fixed
    // time per move) by more than `marginMs`. Adds the increment and the next period's time.
    bool charge(std::int64_t elapsedMs, std::int64_t marginMs);
    // Sets the clock as it stood after `movesMade` moves with `remainingMs` left (a game read
    // back from its record).
    void restore(std::int64_t remainingMs, int movesMade);

private:
    TimeControl m_control;
    std::int64_t m_remaining = 0;
    int m_movesInPeriod = 0;
};

}  // namespace kabir::match
