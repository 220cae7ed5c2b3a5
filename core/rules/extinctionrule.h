#pragma once
// An army that has lost every unit of the named types, on the board and in hand, loses: the
// capturable Maharajah (Pritchard 2007, 29.2, "to capture the maharajah").

#include "core/position/resultrule.h"

namespace kabir {

class ExtinctionRule : public ResultRule {
public:
    explicit ExtinctionRule(std::uint32_t types) : m_types(types) { }
    Outcome immediate(const Position& pos) const override;

private:
    std::uint32_t m_types;  // a bit per piece type
};

}  // namespace kabir
