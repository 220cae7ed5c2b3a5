#include "core/position/mechanics/refuge.h"

#include "core/position/movelist.h"
#include "core/position/position.h"

namespace kabir {

bool Refuges::inVariant(const Ruleset& rules) const
{
    return rules.hasRefuges();
}

bool Refuges::shields(const Ruleset& rules, Army army, PieceType type, Square s) const
{
    return rules.inRefuge(army, type, s);
}

void Refuges::addMoves(const Position& pos, bool capturesOnly, MoveList& out) const
{
    if (capturesOnly)
        return;
    const Ruleset& r = pos.rules();
    const Army us = pos.sideToMove();
    for (std::uint8_t from : pos.piecesOf(us))
        for (std::uint8_t to : pos.piecesOf(us)) {
            const PieceType type = typeOf(pos.at(from)), other = typeOf(pos.at(to));
            if (to != from && r.refugeSwap(us, type, from, other) && !r.barred(us, type, to)
                && !r.barred(us, other, from))
                out.push(Move(from, to, MoveKind::Swap));
        }
}

}  // namespace kabir
