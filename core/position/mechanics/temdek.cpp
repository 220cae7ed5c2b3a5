#include "core/position/mechanics/temdek.h"

#include "core/position/position.h"

namespace kabir {

bool Temdek::inVariant(const Ruleset& rules) const
{
    return rules.definition().leapCapture.enabled;
}

// A reserve is left: a unit of the army stands in its fortress.
bool Temdek::possible(const Position& pos, Army a) const
{
    const LeapTables& t = *pos.rules().leapCapture();
    for (std::uint8_t s : pos.piecesOf(a))
        if (t.fortress[a].contains(s))
            return true;
    return false;
}

std::uint8_t Temdek::lostWith(const Position& pos, Move) const
{
    std::uint8_t lost = 0;
    for (Army a = 0; a < 2; ++a)
        if (pos.holds(ArmyFlag::Temdek, a) && !possible(pos, a))
            lost |= std::uint8_t(1u << a);
    return lost;
}

}  // namespace kabir
