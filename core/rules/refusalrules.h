#pragma once
// Internal to the core: the diagnoses behind explainRefusal, one family of rules each
// (refusal.cpp: the piece, its movement and check; refusalzones.cpp: the guards' zones;
// refusalcastling.cpp: castling and the king's leap; refusalpromotion.cpp: promotion;
// refusalleap.cpp: the leap capture). Each takes the attempt with
// `army`, `from`, `to`, `piece` and `promotion` filled in and returns the refusal, or nullopt when its rules have
// nothing to say.

#include "core/rules/refusal.h"

namespace kabir::refusal {

// The attempt with `other`, `otherPiece` and `otherArmy` naming the piece on `square`.
Refusal naming(const Position& pos, Refusal r, Square square);
// Calls visit(the position before the move, the move) for each move of the game, the latest
// first, until visit returns true; returns whether it did.
template <typename Visit> bool findPastMove(const Position& pos, Visit visit)
{
    Position before = pos;
    while (before.historyLength() > 0) {
        const Move m = before.state().move;
        before.undoMove();
        if (visit(before, m))
            return true;
    }
    return false;
}
// The check reason when making `m` would leave the mover's king attacked (two armies).
std::optional<Refusal> check(Position& pos, const Refusal& attempt, Move m);

// A move the guards' zones forbid ([guard-zones]), the piece's movement allowing it.
std::optional<Refusal> guardZone(const Position& pos, const Refusal& attempt);

// A king's move to a square of one of its castlings.
std::optional<Refusal> castling(Position& pos, const Refusal& attempt);
// A king's move along its rank, further than a step, that no castling makes.
std::optional<Refusal> castlingElsewhere(const Position& pos, const Refusal& attempt);
// A king's move by its once-per-game leap.
std::optional<Refusal> kingLeap(Position& pos, const Refusal& attempt);

// A move that is legal with another promotion choice (or with none).
Refusal promotionChoice(Position& pos, const Refusal& attempt, const MoveList& legal);
// A pawn's arrival in its promotion zone that the rules hold back (when-unavailable = hold).
std::optional<Refusal> heldPawn(const Position& pos, const Refusal& attempt);
// A promotion in place (`from` == `to`).
Refusal inPlace(Position& pos, const Refusal& attempt, const MoveList& legal);

// Under [leap-capture], a move the unit could make were no capture compulsory, where one is
// (every legal move captures): the unit that can capture is named, the mover itself if it can.
std::optional<Refusal> compulsoryCapture(const Position& pos, Refusal attempt, const MoveList& legal);

}  // namespace kabir::refusal
