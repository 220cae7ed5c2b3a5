#pragma once
// Adjudication from the engines' own scores, as cutechess-cli's -draw and -resign do it, and
// a maximum game length. Draw: from move `moveNumber` on, when both teams' scores have stayed
// within `scoreCp` of zero for `moveCount` consecutive moves each. Resign: when one team's
// score has been `scoreCp` or more below zero for `moveCount` consecutive moves of its own.
// Max moves: a draw after that many full moves (rounds, with four armies).

#include "core/match/gameresult.h"

#include <optional>

namespace kabir::match {

struct DrawAdjudication {
    int moveNumber = 0;
    int moveCount = 0;  // 0: off
    int scoreCp = 0;
};

struct ResignAdjudication {
    int moveCount = 0;  // 0: off
    int scoreCp = 0;
};

struct Adjudication {
    DrawAdjudication draw;
    ResignAdjudication resign;
    int maxMoves = 0;  // 0: off
};

class Adjudicator {
public:
    explicit Adjudicator(const Adjudication& rules) : m_rules(rules) { }

    // After a move of `team` that reported `scoreCp` (none: the counters start again), played
    // in full move `moveNumber`; a result when an adjudication applies.
    std::optional<GameResult> afterMove(int team, std::optional<int> scoreCp, int moveNumber);

private:
    Adjudication m_rules;
    int m_drawPlies = 0;
    int m_resignMoves[2] = {0, 0};
};

}  // namespace kabir::match
