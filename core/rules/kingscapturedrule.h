#pragma once
// A team wins at once when the kings of every enemy army have been captured (Chaturanga
// 4-84, where there is no check and kings are taken like other pieces; rules.md §5).

#include "core/position/resultrule.h"

namespace kabir {

class KingsCapturedRule : public ResultRule {
public:
    Outcome immediate(const Position& pos) const override;
};

}  // namespace kabir
