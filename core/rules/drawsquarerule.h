#pragma once
// A unit of the listed types that arrives on one of its army's draw squares ends the game in a
// draw at once ([results.draw-squares]: Timur's king, prince or adventitious king reaching the
// enemy citadel).

#include "core/position/resultrule.h"

#include <cstdint>

namespace kabir {

class DrawSquareRule : public ResultRule {
public:
    explicit DrawSquareRule(std::uint32_t pieces) : m_pieces(pieces) { }
    Outcome immediate(const Position& pos) const override;

private:
    std::uint32_t m_pieces;  // a bit per type
};

}  // namespace kabir
