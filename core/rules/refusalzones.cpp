// explainRefusal: the moves the guards' zones forbid ([guard-zones]: Hiashatar's hia).

#include "core/position/guardzones.h"
#include "core/rules/refusalrules.h"

#include <cstdlib>

namespace kabir::refusal {
namespace {

// A guard next to `s`: an enemy one first, else (unless enemyOnly) one of the mover's own; or kNoSquare.
Square guardNextTo(const Position& pos, Square s, Army mover, bool enemyOnly)
{
    const Geometry& g = pos.geometry();
    const int guard = pos.rules().guardZones().guard;
    Square found = kNoSquare;
    for (int df = -1; df <= 1; ++df)
        for (int dr = -1; dr <= 1; ++dr) {
            const int f = g.fileOf(s) + df, rank = g.rankOf(s) + dr;
            if ((!df && !dr) || !g.contains(f, rank))
                continue;
            const Piece p = pos.at(g.square(f, rank));
            if (!p || typeOf(p) != guard)
                continue;
            if (pos.rules().isEnemy(mover, armyOf(p)))
                return g.square(f, rank);
            if (!enemyOnly && found == kNoSquare)
                found = g.square(f, rank);
        }
    return found;
}

}  // namespace

std::optional<Refusal> guardZone(const Position& pos, const Refusal& attempt)
{
    const Ruleset& rules = pos.rules();
    if (!rules.hasGuardZones())
        return std::nullopt;
    const GuardZones zones = guardZones(pos);
    if (zonesAllow(pos, zones, attempt.from, attempt.to))
        return std::nullopt;
    Refusal r = attempt;
    const Geometry& g = pos.geometry();
    if (const Piece target = pos.at(r.to); target && rules.isRoyal(typeOf(target))) {
        r = naming(pos, r, r.to);
        r.reason = RefusalReason::GuardSparesKing;
        return r;
    }
    if (zones.narrowing[r.army].contains(r.from)) {
        r = naming(pos, r, guardNextTo(pos, r.from, r.army, rules.guardZones().narrowedByEnemyOnly));
        r.reason = RefusalReason::ZoneNarrowsMove;
        return r;
    }
    // The first square of the line in an enemy guard's zone.
    const int df = g.fileOf(r.to) - g.fileOf(r.from), dr = g.rankOf(r.to) - g.rankOf(r.from);
    const int sf = (df > 0) - (df < 0), sr = (dr > 0) - (dr < 0);
    Square stop = g.square(g.fileOf(r.from) + sf, g.rankOf(r.from) + sr);
    while (!zones.stopping[r.army].contains(stop))
        stop = g.square(g.fileOf(stop) + sf, g.rankOf(stop) + sr);
    r = naming(pos, r, guardNextTo(pos, stop, r.army, true));
    r.second = stop;
    r.reason = RefusalReason::ZoneStopsLine;
    return r;
}

}  // namespace kabir::refusal
