#pragma once
// Indian boorj (Pritchard 2007, 29.1 (7) (a)): a player who takes the opponent's last unit
// besides the king wins at once, a half-win.

#include "core/position/resultrule.h"

namespace kabir {

class BareKingHalfWinRule : public ResultRule {
public:
    Outcome immediate(const Position& pos) const override;
};

}  // namespace kabir
