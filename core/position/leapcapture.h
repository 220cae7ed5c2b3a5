#pragma once
// The move generator of the [leap-capture] mechanic (Shatra), called where the chess
// generator is called. Units capture by leaping over enemy units, draughts-style: a short leap
// over an adjacent unit onto the empty square beyond, a long leap along a line over one unit
// onto any empty square beyond it reached over empty squares. Captures are compulsory (unless
// only the exempt type can capture) and go on while they can; a whole sequence is one Move,
// its jumped units taken off at its end, none jumped twice.
//
// Encoding: a capture sequence is Move(from, to, Normal, type it ends as, n) with n >= 1: the
// n-th sequence, in this generator's order, of the unit on `from` that ends on `to` as that
// type. Making the move regenerates the unit's sequences to find the units it jumps. Other
// moves are ordinary Moves (aux 0): steps, slides, a reserve leaving its fortress for its
// half of the field, promotion on arrival or in place (MoveKind::Promotion).

#include "core/position/movelist.h"
#include "core/position/position.h"

#include <array>
#include <cstdint>
#include <vector>

namespace kabir {

struct LeapSequence {
    Square from = kNoSquare;
    Square to = kNoSquare;
    PieceType type = 0;  // what the unit ends as
    int landings = 0;
    std::array<std::uint8_t, 32> landing{};  // each landing square in order; the last is `to`
    int jumped = 0;
    std::array<std::uint8_t, 32> victim{};  // the squares of the units jumped, in order
};

void generateLeapMoves(const Position& pos, bool capturesOnly, MoveList& out);
// The moves that are not captures, as if no capture were compulsory: what a refusal checks.
void generateOrdinaryLeapMoves(const Position& pos, MoveList& out);
inline bool isLeapCapture(Move m)
{
    return m.kind() == MoveKind::Normal && m.aux() != 0;
}
// The sequence a capture move of this position makes; false when there is none such.
bool findLeapSequence(const Position& pos, Move m, LeapSequence& out);
// Every capture path of the unit on `from`, also those that differ from a move's own only in
// their landings (same end, type and units jumped), which the move list counts once.
std::vector<LeapSequence> everyLeapPath(const Position& pos, Square from);
// The capture move that takes the same units as `path` to the same end.
Move leapMoveOf(const Position& pos, const LeapSequence& path);
// Whether m is the royal unit leaving its gate for a square no king step reaches: a move
// written as a drop ("K@b6"), not to be read as the capture from the gate to that square.
bool leavesGate(const Position& pos, Move m);

}  // namespace kabir
