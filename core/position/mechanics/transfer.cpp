#include "core/position/mechanics/transfer.h"

#include "core/position/movelist.h"
#include "core/position/position.h"

namespace kabir {
namespace {

// The enemy units a pawn of `type` on `s` would attack there.
int enemiesAttackedAsPawn(const Position& pos, Army us, PieceType type, Square s)
{
    int count = 0;
    for (const Step& st : pos.rules().steps(us, type, s))
        if (const Piece p = pos.at(st.to); p && (st.flags & Step::Captures) && pos.rules().isEnemy(us, armyOf(p)))
            ++count;
    return count;
}

}  // namespace

bool Transfers::inVariant(const Ruleset& rules) const
{
    return rules.hasTransfers();
}

bool Transfers::shields(const Ruleset& rules, Army army, PieceType type, Square s) const
{
    return rules.waitsForTransfer(army, type, s);
}

// With `capturesOnly`, the transfers that remove an enemy unit.
void Transfers::addMoves(const Position& pos, bool capturesOnly, MoveList& out) const
{
    using Mode = TransferDefinition::Mode;
    const Ruleset& r = pos.rules();
    const Army us = pos.sideToMove();
    for (std::uint8_t from : pos.piecesOf(us)) {
        const PieceType type = typeOf(pos.at(from));
        if (!r.waitsForTransfer(us, type, from))
            continue;
        const Mode mode = r.transferMode(type);
        if (mode == Mode::Home) {
            if (const Square home = r.definition().transfer.home[us]; !pos.at(home) && !capturesOnly)
                out.push(Move(from, home));
            continue;
        }
        for (Square to = 0; to < r.squareCount(); ++to) {
            const Piece p = pos.at(to);
            if (!pos.geometry().isPlayable(to) || r.atFarEdge(us, to) || r.barred(us, type, to)
                || (p && (r.isRoyal(typeOf(p)) || r.waitsForTransfer(armyOf(p), typeOf(p), to)))
                || (capturesOnly && !(p && r.isEnemy(us, armyOf(p)))))
                continue;
            if (mode == Mode::Anywhere || enemiesAttackedAsPawn(pos, us, type, to) >= 2)
                out.push(Move(from, to));
        }
    }
}

}  // namespace kabir
