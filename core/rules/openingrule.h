#pragma once
// A compulsory opening ([pawns] multi-steps with opening = true): while every pawn of an
// army's opening multi-steps stands on its square, the army's move is one of those
// multi-steps; afterwards they are never made (Shatar: 1. d4 d5, the queen's pawns' double
// steps, and no other double step in the game).

#include "core/board/types.h"
#include "core/position/legalityrule.h"

#include <array>
#include <vector>

namespace kabir {

class Ruleset;

class OpeningRule : public LegalityRule {
public:
    explicit OpeningRule(const Ruleset& rules);
    void filter(Position& pos, MoveList& moves) const override;
    void explain(Position& pos, Move m, Refusal& r) const override;

private:
    struct Start {
        Square square;
        int rank;   // the square's relative rank
        int steps;  // the multi-step's length
    };
    bool openingOn(const Position& pos, Army a) const;
    bool isOpeningMove(const Position& pos, Army a, Move m) const;

    std::array<std::vector<Start>, kMaxArmies> m_starts;
};

}  // namespace kabir
