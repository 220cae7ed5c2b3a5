#include "core/position/resultrule.h"

#include "core/position/position.h"

namespace kabir {

Outcome immediateOutcome(const Position& pos)
{
    for (const auto& rule : pos.rules().resultRules()) {
        const Outcome o = rule->immediate(pos);
        if (o.over())
            return o;
    }
    return {};
}

}  // namespace kabir
