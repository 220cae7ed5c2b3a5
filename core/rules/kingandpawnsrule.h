#pragma once
// Iyer's bare king (Shataranja, Mysore chess): a side left with only its king and pawns loses at
// once.

#include "core/position/resultrule.h"

namespace kabir {

class KingAndPawnsRule : public ResultRule {
public:
    Outcome immediate(const Position& pos) const override;
};

}  // namespace kabir
