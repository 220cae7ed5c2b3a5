#pragma once
// A king that arrives on one of its army's target squares wins at once (Sultanspiel: f6 or
// the enemy king's initial square, option king-targets; rules.md §2).

#include "core/position/resultrule.h"

namespace kabir {

class KingTargetRule : public ResultRule {
public:
    Outcome immediate(const Position& pos) const override;
};

}  // namespace kabir
