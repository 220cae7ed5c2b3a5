#pragma once
// Chamori bhaaji (Pritchard 2007, 29.1 (7)): with the boorj read as a draw, the game is also
// drawn at once when the board holds no more than a given number of units, kings included.

#include "core/position/resultrule.h"

namespace kabir {

class FewUnitsRule : public ResultRule {
public:
    explicit FewUnitsRule(int units) : m_units(units) { }
    Outcome immediate(const Position& pos) const override;

private:
    int m_units;
};

}  // namespace kabir
