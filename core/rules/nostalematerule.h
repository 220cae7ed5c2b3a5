#pragma once
// Indian "no stalemate" (Pritchard 2007, 29.1 (5), "the player must vary"): a move that leaves
// the side to move next without a legal move, and not in check, is illegal — unless every move
// does, when they all stay legal and the stalemate is a draw (Kabir's choice).

#include "core/position/legalityrule.h"

namespace kabir {

class NoStalemateRule : public LegalityRule {
public:
    bool looksAhead() const override { return true; }
    void filter(Position& pos, MoveList& moves) const override;
    void explain(Position& pos, Move m, Refusal& r) const override;
};

}  // namespace kabir
