#pragma once
// A team wins at once when its pieces (of either army) stand on every square of a mark (the
// four old squares of Chaturanga 4-84; rules.md §5).

#include "core/position/resultrule.h"

#include <string>

namespace kabir {

class SquaresHeldRule : public ResultRule {
public:
    explicit SquaresHeldRule(std::string mark) : m_mark(std::move(mark)) { }
    Outcome immediate(const Position& pos) const override;

private:
    std::string m_mark;
};

}  // namespace kabir
