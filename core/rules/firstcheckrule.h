#pragma once
// Ka Ok (Pritchard 2007, 29.3: "the first player to give check wins"): a move that gives check
// ends the game at once. No other rule lets a check stand, so the side to move in check has lost.

#include "core/position/resultrule.h"

namespace kabir {

class FirstCheckRule : public ResultRule {
public:
    Outcome immediate(const Position& pos) const override;
};

}  // namespace kabir
