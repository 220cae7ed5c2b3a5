#include "core/rules/kingscapturedrule.h"

#include "core/position/position.h"

namespace kabir {

Outcome KingsCapturedRule::immediate(const Position& pos) const
{
    const Ruleset& r = pos.rules();
    for (Army a = 0; a < r.armyCount(); ++a) {
        bool enemyKingLeft = false;
        for (Army b = 0; b < r.armyCount(); ++b)
            enemyKingLeft = enemyKingLeft || (r.isEnemy(a, b) && pos.kingSquare(b) != kNoSquare);
        if (!enemyKingLeft)
            return {ResultKind::KingsCaptured, r.teamOf(a)};
    }
    return {};
}

}  // namespace kabir
