#include "core/rules/extinctionrule.h"

#include "core/position/position.h"

namespace kabir {

Outcome ExtinctionRule::immediate(const Position& pos) const
{
    const Ruleset& r = pos.rules();
    for (Army a = 0; a < r.armyCount(); ++a) {
        int had = 0, left = 0;
        for (PieceType t = 0; t < r.pieceTypeCount(); ++t)
            if ((m_types >> t) & 1) {
                had += r.initialCount(a, t);
                left += pos.count(a, t) + pos.handCount(a, t);
            }
        if (had && !left)
            return {ResultKind::Extinction, r.teamOf(Army(1 - a))};
    }
    return {};
}

}  // namespace kabir
