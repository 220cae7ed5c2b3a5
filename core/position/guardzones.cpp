#include "core/position/guardzones.h"

#include <cstdlib>

namespace kabir {

GuardZones guardZones(const Position& pos)
{
    const Ruleset& r = pos.rules();
    const Geometry& g = pos.geometry();
    const GuardZoneDefinition& def = r.guardZones();
    GuardZones zones;
    for (Army owner = 0; owner < r.armyCount(); ++owner)
        for (std::uint8_t s : pos.piecesOf(owner)) {
            if (typeOf(pos.at(s)) != def.guard)
                continue;
            for (int df = -1; df <= 1; ++df)
                for (int dr = -1; dr <= 1; ++dr) {
                    const int f = g.fileOf(s) + df, rank = g.rankOf(s) + dr;
                    if ((!df && !dr) || !g.contains(f, rank))
                        continue;
                    const Square n = g.square(f, rank);
                    for (Army mover = 0; mover < r.armyCount(); ++mover) {
                        const bool enemy = r.isEnemy(mover, owner);
                        if (enemy)
                            zones.stopping[mover].insert(n);
                        if (enemy || !def.narrowedByEnemyOnly)
                            zones.narrowing[mover].insert(n);
                    }
                }
        }
    return zones;
}

bool zonesAllow(const Position& pos, const GuardZones& zones, Square from, Square to)
{
    const Ruleset& r = pos.rules();
    const Geometry& g = pos.geometry();
    const Piece mover = pos.at(from), target = pos.at(to);
    const PieceType type = typeOf(mover);
    if (type == r.guardZones().guard && r.guardZones().sparesKings && target && r.isRoyal(typeOf(target)))
        return false;
    if (r.exemptFromZones(type) || g.kingDistance(from, to) <= 1)  // 0: a promotion in place
        return true;
    const Army army = armyOf(mover);
    if (zones.narrowing[army].contains(from))
        return false;
    const int df = g.fileOf(to) - g.fileOf(from), dr = g.rankOf(to) - g.rankOf(from);
    if (!r.stoppedByZones(type) || (df && dr && std::abs(df) != std::abs(dr)))
        return true;
    // A line move: no square it passes before `to` may lie in an enemy guard's zone.
    const int sf = (df > 0) - (df < 0), sr = (dr > 0) - (dr < 0);
    for (int f = g.fileOf(from) + sf, rank = g.rankOf(from) + sr; g.square(f, rank) != to; f += sf, rank += sr)
        if (zones.stopping[army].contains(g.square(f, rank)))
            return false;
    return true;
}

Square guardedAttacker(const Position& pos, Square king, Army by)
{
    const Ruleset& r = pos.rules();
    const GuardZones zones = guardZones(pos);
    auto attacks = [&](Square from) { return zonesAllow(pos, zones, from, king); };  // a guard may spare the king
    for (const AttackLeap& leap : r.attackLeaps(by, king)) {
        const Piece p = pos.at(leap.from);
        if (p && armyOf(p) == by && (leap.mask >> typeOf(p) & 1) && attacks(leap.from))
            return leap.from;
    }
    for (const AttackRay& ray : r.attackRays(by, king)) {
        for (std::uint32_t i = ray.begin; i < ray.end; ++i) {
            const Square s = r.raySquare(i);
            const Piece p = pos.at(s);
            if (!p)
                continue;
            if (armyOf(p) == by && (r.rayMask(i) >> typeOf(p) & 1) && attacks(s))
                return s;
            break;
        }
    }
    return kNoSquare;
}

}  // namespace kabir
