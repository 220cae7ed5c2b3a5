#include "core/rules/squaresheldrule.h"

#include "core/position/position.h"

namespace kabir {

Outcome SquaresHeldRule::immediate(const Position& pos) const
{
    const Ruleset& r = pos.rules();
    int team = -1;
    for (Square s : pos.geometry().marks().at(m_mark)) {
        const Piece p = pos.at(s);
        if (!p || (team >= 0 && r.teamOf(armyOf(p)) != team))
            return {};
        team = r.teamOf(armyOf(p));
    }
    return team >= 0 ? Outcome{ResultKind::SquaresHeld, team} : Outcome{};
}

}  // namespace kabir
