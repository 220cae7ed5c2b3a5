#pragma once
// Indian initial moves (Pritchard 2007, 29.1 (6)): while a side makes its moves in a row at the
// start, each moves a unit it has not moved yet and ends in its own half. (A side left without
// such a move passes: the move generator offers the pass.)

#include "core/position/legalityrule.h"

namespace kabir {

class InitialMovesRule : public LegalityRule {
public:
    void filter(Position& pos, MoveList& moves) const override;
    void explain(Position& pos, Move m, Refusal& r) const override;
};

}  // namespace kabir
