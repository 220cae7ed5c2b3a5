#include "core/protocol/xboardtimecontrol.h"

#include <cmath>
#include <limits>
#include <sstream>

namespace kabir::protocol {
namespace {

// A number from 0 to `max` (a larger one would not fit the integer it becomes).
bool readNumber(const std::string& text, double max, double& out)
{
    std::istringstream in(text);
    double value = 0;
    if (!(in >> value) || !(value >= 0 && value <= max))
        return false;
    out = value;
    return true;
}

bool readCentiseconds(const std::string& text, std::int64_t& outMs)
{
    std::istringstream in(text);
    std::int64_t value = 0;
    constexpr std::int64_t kMax = std::numeric_limits<std::int64_t>::max() / 10;
    if (!(in >> value) || value > kMax || value < -kMax)
        return false;
    outMs = value * 10;
    return true;
}

// Longer times (a year and more) are refused: in milliseconds they must fit an int64_t.
constexpr double kMaxSeconds = 365.0 * 24 * 3600;

}  // namespace

bool XBoardTimeControl::level(const std::string& args)
{
    std::istringstream in(args);
    int moves = 0;
    std::string base;
    double increment = 0;
    if (!(in >> moves >> base >> increment) || moves < 0 || !(std::abs(increment) <= kMaxSeconds))
        return false;
    // BASE is minutes or minutes:seconds; characters after it are ignored (section 11).
    std::istringstream baseIn(base);
    int minutes = 0, seconds = 0;
    if (!(baseIn >> minutes) || minutes < 0)
        return false;
    if (baseIn.peek() == ':' && (!(baseIn.ignore() >> seconds) || seconds < 0))
        return false;
    m_movesPerSession = moves;
    m_baseMs = (std::int64_t(minutes) * 60 + seconds) * 1000;
    m_incrementMs = std::int64_t(increment * 1000);
    m_moveTimeMs = 0;
    return true;
}

bool XBoardTimeControl::fixedTime(const std::string& seconds)
{
    double value = 0;
    if (!readNumber(seconds, kMaxSeconds, value) || value <= 0)
        return false;
    m_moveTimeMs = std::int64_t(value * 1000);
    return true;
}

bool XBoardTimeControl::depth(const std::string& plies)
{
    double value = 0;
    if (!readNumber(plies, std::numeric_limits<int>::max(), value))
        return false;
    m_depth = int(value);
    return true;
}

bool XBoardTimeControl::engineClock(const std::string& centiseconds)
{
    return readCentiseconds(centiseconds, m_engineClockMs);
}

bool XBoardTimeControl::opponentClock(const std::string& centiseconds)
{
    return readCentiseconds(centiseconds, m_opponentClockMs);
}

void XBoardTimeControl::newGame()
{
    m_engineClockMs = m_opponentClockMs = -1;
    m_depth = 0;
}

search::Limits XBoardTimeControl::limits(int engineSide, int moveNumber) const
{
    search::Limits l;
    l.depth = m_depth;
    if (m_moveTimeMs > 0) {
        l.moveTime = m_moveTimeMs;
        return l;
    }
    const std::size_t us = std::size_t(engineSide), them = 1 - us;
    l.time[us] = m_engineClockMs >= 0 ? m_engineClockMs : m_baseMs;
    l.time[them] = m_opponentClockMs >= 0 ? m_opponentClockMs : m_baseMs;
    l.increment = {m_incrementMs, m_incrementMs};
    if (m_movesPerSession > 0)
        l.movesToGo = m_movesPerSession - (moveNumber - 1) % m_movesPerSession;
    return l;
}

}  // namespace kabir::protocol
