#pragma once
// Desi chess (Pritchard 2007, 29.1): the opponent's last unit besides the king cannot be
// captured, so no king is ever left bare.

#include "core/position/legalityrule.h"

namespace kabir {

class LastUnitImmortalRule : public LegalityRule {
public:
    void filter(Position& pos, MoveList& moves) const override;
    void explain(Position& pos, Move m, Refusal& r) const override;
};

// Whether `m` takes a unit off the board: a capture, en passant, or a promotion's second part
// landing on one.
bool captures(const Position& pos, Move m);

}  // namespace kabir
