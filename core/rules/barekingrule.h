#pragma once
// Turkish baremate, shatranj style (rules.md §4, §7): a side whose king is left without any
// other unit loses at once if the opponent has two or more units besides the king; if the
// opponent has exactly one, the bared side moves once more: taking that unit draws, any
// other move loses. (A bared king with no legal move loses: see evaluate.)

#include "core/position/resultrule.h"

namespace kabir {

class BareKingRule : public ResultRule {
public:
    Outcome immediate(const Position& pos) const override;
};

// Units besides the king.
int unitsBesidesKing(const Position& pos, Army army);

}  // namespace kabir
