#pragma once
// Search values: centipawns from the point of view of the side (the team, with four armies)
// to move, and the values of finished games as the rules value them (rules.md §0). A win is
// worth kWin less the plies it takes, a double victory (Hyderabad's pawn mate) kDoubleVictory
// less the plies, so that every double victory ranks above every ordinary win and a nearer
// win above a farther one. A half-win (¾–¼) lies between a draw and a win: it is worth what a
// clear but not yet decisive advantage is worth, so the engine takes a certain half-win over
// an uncertain edge and plays on for the full win when it is clearly ahead.

#include "core/position/outcome.h"

#include <cstdlib>

namespace kabir::search {

using Value = int;

inline constexpr int kMaxPly = 128;
inline constexpr Value kInfinite = 32000;
inline constexpr Value kDoubleVictory = 31000;
inline constexpr Value kWin = 30000;
inline constexpr Value kWinBound = kWin - kMaxPly;  // |v| >= kWinBound: a forced result
inline constexpr Value kHalfWin = 350;
inline constexpr Value kDraw = 0;
inline constexpr Value kPawnValue = 100;  // the unit of material (piecevalues.h)

constexpr bool isDecisive(Value v)
{
    return v >= kWinBound || v <= -kWinBound;
}

// The value of a finished game `ply` plies below the root, for the side of team `team`.
inline Value outcomeValue(const Outcome& o, int team, int ply)
{
    if (o.winner < 0)
        return kDraw;
    const int sign = o.winner == team ? 1 : -1;
    switch (o.kind) {
    case ResultKind::StalemateHalfWin:
    case ResultKind::BareKingHalfWin: return sign * kHalfWin;
    case ResultKind::PawnMate: return sign * (kDoubleVictory - ply);
    default: return sign * (kWin - ply);
    }
}

// Decisive values count plies from the node where they are stored, not from the root.
constexpr Value toStored(Value v, int ply)
{
    return v >= kWinBound ? v + ply : v <= -kWinBound ? v - ply : v;
}
constexpr Value fromStored(Value v, int ply)
{
    return v >= kWinBound ? v - ply : v <= -kWinBound ? v + ply : v;
}

// Plies to the end of a decisive value (for "mate in N").
constexpr int pliesToEnd(Value v)
{
    const Value a = v < 0 ? -v : v;
    return a > kDoubleVictory - kMaxPly ? kDoubleVictory - a : kWin - a;
}

}  // namespace kabir::search
