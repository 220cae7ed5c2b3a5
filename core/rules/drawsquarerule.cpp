#include "core/rules/drawsquarerule.h"

#include "core/position/position.h"

#include <algorithm>

namespace kabir {

Outcome DrawSquareRule::immediate(const Position& pos) const
{
    const Move m = pos.state().move;
    if (pos.historyLength() == 0 || m.isNull())
        return {};
    const Ruleset& r = pos.rules();
    const Army mover = pos.state().mover;
    const Square to = m.kind() == MoveKind::Promotion ? m.promotedTo() : m.to();
    const Piece p = pos.at(to);
    const auto& squares = r.results().drawSquares[mover];
    if (p && armyOf(p) == mover && ((m_pieces >> typeOf(p)) & 1) && std::ranges::find(squares, to) != squares.end())
        return {ResultKind::CitadelDraw, -1};
    return {};
}

}  // namespace kabir
