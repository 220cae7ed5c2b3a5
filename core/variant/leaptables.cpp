#include "core/variant/leaptables.h"

#include <algorithm>

namespace kabir {

LeapTables LeapTables::compile(const VariantDefinition& def)
{
    const LeapCaptureDefinition& l = def.leapCapture;
    LeapTables t;
    t.shortLeapers = l.shortLeapers;
    t.longLeapers = l.longLeapers;
    t.exempt = l.exempt;
    t.exemptStops = l.exemptStops;
    t.midCapturePromotion = l.midCapturePromotion;
    t.roadDrops = l.roadDrops;
    const auto& marks = def.geometry.marks();
    const auto fill = [&](const std::string& name, SquareSet& set) {
        if (const auto found = marks.find(name); found != marks.end())
            for (Square s : found->second)
                set.insert(s);
    };
    fill(l.road, t.road);
    for (std::size_t a = 0; a < def.armies.size() && a < kMaxArmies; ++a) {
        fill(l.fortress[a], t.fortress[a]);
        fill(l.gate[a], t.gate[a]);
        fill(l.half[a], t.half[a]);
        fill(l.towers[a], t.towers[a]);
        t.firstHalfRank[a] = 1000;
        if (const auto found = marks.find(l.half[a]); found != marks.end())
            for (Square s : found->second) {
                const int rank = def.relativeRank(Army(a), s);
                t.firstHalfRank[a] = std::min(t.firstHalfRank[a], rank);
                t.lastHalfRank[a] = std::max(t.lastHalfRank[a], rank);
            }
    }
    return t;
}

}  // namespace kabir
