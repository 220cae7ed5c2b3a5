#include "core/match/timecontrol.h"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <optional>
#include <string>

namespace kabir::match {
namespace {

Problem badTimeControl(std::string_view text, const std::string& why)
{
    return Problem{"", 0, 0, std::string(text), why};
}

// A non-negative decimal number of seconds ("0.1", "60"); nullopt when malformed.
std::optional<std::int64_t> secondsToMs(std::string_view text)
{
    if (text.empty() || text.find_first_not_of("0123456789.") != std::string_view::npos
        || text.find('.') != text.rfind('.') || text == ".")
        return std::nullopt;
    const double seconds = std::stod(std::string(text));
    return std::int64_t(std::llround(seconds * 1000.0));
}

// "90", "1:30" (minutes:seconds) or "0.5".
std::optional<std::int64_t> periodToMs(std::string_view text)
{
    const auto colon = text.find(':');
    if (colon == std::string_view::npos)
        return secondsToMs(text);
    const auto minutes = secondsToMs(text.substr(0, colon));
    const auto seconds = secondsToMs(text.substr(colon + 1));
    if (!minutes || !seconds || text.substr(0, colon).find('.') != std::string_view::npos)
        return std::nullopt;
    return *minutes * 60 + *seconds;
}

std::optional<std::int64_t> positiveInteger(std::string_view text)
{
    std::int64_t value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size() || value <= 0)
        return std::nullopt;
    return value;
}

std::string secondsText(std::int64_t ms)
{
    std::string text = std::to_string(ms / 1000);
    if (ms % 1000) {
        char fraction[8];
        std::snprintf(fraction, sizeof fraction, ".%03d", int(ms % 1000));
        std::string digits = fraction;
        while (digits.back() == '0')
            digits.pop_back();
        text += digits;
    }
    return text;
}

}  // namespace

Result<TimeControl> TimeControl::parse(std::string_view text)
{
    TimeControl tc;
    const auto eq = text.find('=');
    if (eq != std::string_view::npos) {
        const std::string_view key = text.substr(0, eq), value = text.substr(eq + 1);
        if (key == "st") {
            const auto ms = secondsToMs(value);
            if (!ms || *ms <= 0)
                return badTimeControl(text, "expected st=SECONDS, a positive number");
            tc.moveTimeMs = *ms;
        } else if (key == "nodes" || key == "depth") {
            const auto n = positiveInteger(value);
            if (!n || (key == "depth" && *n > 1000))
                return badTimeControl(text, "expected " + std::string(key) + "=N, a positive whole number");
            if (key == "nodes")
                tc.nodes = *n;
            else
                tc.depth = int(*n);
        } else {
            return badTimeControl(text, "unknown limit '" + std::string(key) + "' (st, nodes or depth)");
        }
        return tc;
    }
    std::string_view rest = text;
    if (const auto slash = rest.find('/'); slash != std::string_view::npos) {
        const auto moves = positiveInteger(rest.substr(0, slash));
        if (!moves || *moves > 10000)
            return badTimeControl(text, "expected MOVES/SECONDS with MOVES a positive whole number");
        tc.movesPerPeriod = int(*moves);
        rest = rest.substr(slash + 1);
    }
    if (const auto plus = rest.find('+'); plus != std::string_view::npos) {
        const auto increment = secondsToMs(rest.substr(plus + 1));
        if (!increment)
            return badTimeControl(text, "the increment after '+' is not a number of seconds");
        tc.incrementMs = *increment;
        rest = rest.substr(0, plus);
    }
    const auto base = periodToMs(rest);
    if (!base || *base <= 0)
        return badTimeControl(text, "expected a time control such as 40/60, 10+0.1, st=1, nodes=N or depth=N");
    tc.baseMs = *base;
    return tc;
}

std::string TimeControl::text() const
{
    std::string text;
    if (moveTimeMs)
        return text.append("st=").append(secondsText(moveTimeMs));
    if (nodes)
        return text.append("nodes=").append(std::to_string(nodes));
    if (depth)
        return text.append("depth=").append(std::to_string(depth));
    if (movesPerPeriod)
        text = std::to_string(movesPerPeriod) + "/";
    text += secondsText(baseMs);
    if (incrementMs)
        text.append("+").append(secondsText(incrementMs));
    return text;
}

Clock::Clock(const TimeControl& tc) : m_control(tc), m_remaining(tc.baseMs) { }

std::int64_t Clock::allowanceMs(std::int64_t marginMs) const
{
    if (m_control.moveTimeMs)
        return m_control.moveTimeMs + marginMs;
    if (m_control.hasClock())
        return std::max<std::int64_t>(m_remaining, 0) + marginMs;
    return -1;
}

bool Clock::charge(std::int64_t elapsedMs, std::int64_t marginMs)
{
    if (m_control.moveTimeMs)
        return elapsedMs <= m_control.moveTimeMs + marginMs;
    if (!m_control.hasClock())
        return true;
    m_remaining -= elapsedMs;
    if (m_remaining < -marginMs)
        return false;
    m_remaining = std::max<std::int64_t>(m_remaining, 0) + m_control.incrementMs;
    if (m_control.movesPerPeriod && ++m_movesInPeriod == m_control.movesPerPeriod) {
        m_movesInPeriod = 0;
        m_remaining += m_control.baseMs;
    }
    return true;
}

void Clock::restore(std::int64_t remainingMs, int movesMade)
{
    m_remaining = remainingMs;
    m_movesInPeriod = m_control.movesPerPeriod ? movesMade % m_control.movesPerPeriod : 0;
}

}  // namespace kabir::match
