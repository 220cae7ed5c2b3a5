#pragma once
// Capturing the opponent's last piece (the last unit other than king and pawns) ends the
// game at once as a draw, whatever pawns remain and even if the capture mates (Hyderabad
// markov-2022, "burj"; rules.md §3).

#include "core/position/resultrule.h"

namespace kabir {

class LastPieceRule : public ResultRule {
public:
    Outcome immediate(const Position& pos) const override;
};

}  // namespace kabir
