#pragma once
// A king left without any other unit draws at once: the Indian boorj read as a draw (Pritchard
// 2007, 29.1), and Tibetan chess (Bogle 1775).

#include "core/position/resultrule.h"

namespace kabir {

class BareKingDrawRule : public ResultRule {
public:
    Outcome immediate(const Position& pos) const override;
};

}  // namespace kabir
