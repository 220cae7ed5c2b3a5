#pragma once
// XBoard's time controls and clocks (engine-intf.html, section 11) as search limits:
// "level MPS BASE INC" (BASE in minutes or minutes:seconds, INC in seconds), "st SECONDS",
// "sd DEPTH", and the clocks "time" and "otim" in centiseconds, which belong to the engine's
// side and to the other side. Until XBoard says otherwise: 40 moves in 5 minutes.

#include "core/search/limits.h"

#include <cstdint>
#include <string>

namespace kabir::protocol {

class XBoardTimeControl {
public:
    // Each returns false (changing nothing) on a malformed argument.
    bool level(const std::string& args);
    bool fixedTime(const std::string& seconds);  // st
    bool depth(const std::string& plies);        // sd
    bool engineClock(const std::string& centiseconds);
    bool opponentClock(const std::string& centiseconds);
    void newGame();  // the clocks are reset and the depth limit is lifted

    // The limits for a move of the engine, whose side's clock has index `engineSide` in
    // Limits::time, in the game's move `moveNumber` (1 = the first).
    search::Limits limits(int engineSide, int moveNumber) const;

private:
    int m_movesPerSession = 40;
    std::int64_t m_baseMs = 300000;
    std::int64_t m_incrementMs = 0;
    std::int64_t m_moveTimeMs = 0;
    int m_depth = 0;
    std::int64_t m_engineClockMs = -1;
    std::int64_t m_opponentClockMs = -1;
};

}  // namespace kabir::protocol
