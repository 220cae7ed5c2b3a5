#pragma once
// A rule that ends the game at once, checked before any move is generated (so a finished
// position has no moves: rules.md §7). Each rule is a small class in a file of its own,
// chosen by the variant definition's [results] table (the rules and their factory are in
// core/rules/).

#include "core/position/outcome.h"

namespace kabir {

class Position;

class ResultRule {
public:
    virtual ~ResultRule() = default;
    // The result if this rule has ended the game in `pos`; ResultKind::None otherwise.
    virtual Outcome immediate(const Position& pos) const = 0;
};

// The first result the position's rules give, ResultKind::None if none ends the game: a
// finished position has no moves.
Outcome immediateOutcome(const Position& pos);

}  // namespace kabir
