#pragma once
// A rule that ends the game at once, checked before any move is generated (so a finished
// position has no moves: rules.md §7). Each rule is a small class in a file of its own,
// chosen by the variant definition's [results] table.

#include "core/position/outcome.h"

#include <memory>
#include <vector>

namespace kabir {

class Position;
class Ruleset;

class ResultRule {
public:
    virtual ~ResultRule() = default;
    // The result if this rule has ended the game in `pos`; ResultKind::None otherwise.
    virtual Outcome immediate(const Position& pos) const = 0;
};

std::vector<std::unique_ptr<ResultRule>> makeResultRules(const Ruleset& rules);

}  // namespace kabir
