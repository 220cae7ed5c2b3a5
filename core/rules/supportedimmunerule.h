#pragma once
// Joara-Joari (Pritchard 2007, 29.2): a supported unit is immune — a capture is illegal when
// the capturing unit then stands attacked by the enemy, unless the capture discovers check (the
// enemy king attacked by another unit). Attacks count as for check.

#include "core/position/legalityrule.h"

namespace kabir {

class SupportedUnitsImmuneRule : public LegalityRule {
public:
    bool looksAhead() const override { return true; }
    void filter(Position& pos, MoveList& moves) const override;
    void explain(Position& pos, Move m, Refusal& r) const override;
};

}  // namespace kabir
