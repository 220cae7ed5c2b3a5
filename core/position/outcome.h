#pragma once
// How a game ended: the kind of result (rules.md §0) and who won, with the score for tables
// (a half-win counts 3/4 - 1/4, a double victory 2 - 0) and the PGN Result, which stays
// 1-0, 0-1 or 1/2-1/2 while the kind travels in its own tag.

#include "core/board/types.h"

#include <string>

namespace kabir {

enum class ResultKind {
    None,  // the game goes on
    Checkmate,
    PawnMate,  // checkmate by a pawn move in which the pawn gives check
    StalemateDraw,
    StalemateWin,  // for the stalemating side
    StalemateHalfWin,
    StalemateLoss,
    LastPieceCapture,        // Hyderabad "burj": a draw at once
    BareKing,                // the bared side loses
    BareKingCounterCapture,  // the bared side took the last enemy unit: a draw
    KingTarget,              // a king reached a target square (Sultanspiel)
    Repetition,
    PerpetualCheck,
    MoveRule,
    KingsCaptured,       // a team has captured every enemy king (Chaturanga 4-84)
    SquaresHeld,         // a team's pieces stand on every marked square (the old squares)
    NoMoves,             // an army without a legal move loses for its team (no check)
    BareKingHalfWin,     // the side that took the last unit besides the king wins half (Indian boorj)
    BareKingDraw,        // a king left without any other unit draws
    FewUnits,            // few enough units on the board draw (Indian chamori bhaaji)
    Extinction,          // an army lost every unit of a vital type (the capturable Maharajah)
    CountingDraw,        // the count ran out before mate (Makruk's counting rules)
    FirstCheck,          // the first check wins (Ka Ok)
    DiscoveredMateDraw,  // a mate in which the unit moved gives no check (Batak's "ares")
    MateOffSquaresDraw,  // a mate with the king off the squares where the mater's mates count (Tepong)
    NiolDraw,            // a mate whose series of checks gave no check by the types that count (Shatar)
    KnightMateDraw,      // a mate in which every checking unit is of the types that may not mate (Shatar)
    KnightMateLoss,      // ... where such a mate loses for the mating side
    CitadelDraw,         // a unit of the listed types reached a square that draws at once (Timur's citadels)
};

struct Outcome {
    ResultKind kind = ResultKind::None;
    int winner = -1;  // the winning team (the army, in two-army games); -1: draw or going on

    bool over() const { return kind != ResultKind::None; }
    bool draw() const { return over() && winner < 0; }
    std::string kindId() const;     // fixed lower-case identifier, e.g. "stalemate-half-win"
    std::string pgnResult() const;  // "1-0", "0-1", "1/2-1/2" or "*"
    double score(int team) const;   // for tables
};

std::string resultKindId(ResultKind kind);

}  // namespace kabir
