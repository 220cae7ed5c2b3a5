#pragma once
// A multi-step with after-single-step ([pawns] multi-steps): only the pawn whose first move
// was a single step onto its square may make it (Batak: "the KP, if it moves one square
// initially, retains the two-square option"). The game's moves tell which pawn that is; a
// position set up without them grants it to the pawn standing there.

#include "core/position/legalityrule.h"

namespace kabir {

class SingleStepFirstRule : public LegalityRule {
public:
    bool readsHistory() const override { return true; }
    void filter(Position& pos, MoveList& moves) const override;
    void explain(Position& pos, Move m, Refusal& r) const override;
};

}  // namespace kabir
