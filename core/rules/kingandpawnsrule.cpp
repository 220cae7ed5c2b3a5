#include "core/rules/kingandpawnsrule.h"

#include "core/position/position.h"

namespace kabir {
namespace {

bool onlyKingAndPawns(const Position& pos, Army army)
{
    const Ruleset& r = pos.rules();
    for (std::uint8_t s : pos.piecesOf(army))
        if (!r.isRoyal(typeOf(pos.at(s))) && !r.isPawn(typeOf(pos.at(s))))
            return false;
    return true;
}

}  // namespace

Outcome KingAndPawnsRule::immediate(const Position& pos) const
{
    // The side to move has just been reduced to them; the mover only by a position set up so.
    const Army toMove = pos.sideToMove(), mover = Army(1 - toMove);
    if (onlyKingAndPawns(pos, toMove))
        return {ResultKind::BareKing, pos.rules().teamOf(mover)};
    if (onlyKingAndPawns(pos, mover))
        return {ResultKind::BareKing, pos.rules().teamOf(toMove)};
    return {};
}

}  // namespace kabir
