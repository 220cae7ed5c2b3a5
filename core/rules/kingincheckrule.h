#pragma once
// Joara-Joari (Pritchard 2007, 29.2): the king moves, by a step or its leap, only when it is in
// check.

#include "core/position/legalityrule.h"

namespace kabir {

class KingMovesOnlyInCheckRule : public LegalityRule {
public:
    void filter(Position& pos, MoveList& moves) const override;
    void explain(Position& pos, Move m, Refusal& r) const override;
};

}  // namespace kabir
