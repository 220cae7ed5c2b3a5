#pragma once
// Indian "no perpetual check" (Pritchard 2007, 29.1 (5)): a check that makes the third
// occurrence of a position, every move of the checking side since the first one having given
// check, is illegal — unless it is the only legal move, which then draws by repetition (Kabir's
// choice). It reads the game's history, so perft leaves it aside.

#include "core/position/legalityrule.h"

namespace kabir {

class PerpetualCheckRule : public LegalityRule {
public:
    bool looksAhead() const override { return true; }
    bool readsHistory() const override { return true; }
    void filter(Position& pos, MoveList& moves) const override;
    void explain(Position& pos, Move m, Refusal& r) const override;
};

}  // namespace kabir
