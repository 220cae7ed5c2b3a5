#pragma once
// How [leap-capture] moves are written and read (Shatra): a capture names every landing,
// draughts-style in the standard text ("d4xf6xd8", "c12xc14xe12=Q"; a plain move "c5-c6") and
// square by square in coordinates ("d4f6d8", "c12c14e12q"); the biy leaving its gate is written
// as a drop from it ("K@b6"). A capture written along another path to the same end, or the
// biy's gate move by its squares, is read as the move it is. Notation asks these only where the
// variant has leap capture (Ruleset::leapCapture). Internal to the core.

#include "core/position/movelist.h"
#include "core/position/position.h"

#include <optional>
#include <string>
#include <string_view>

namespace kabir {

// The coordinate text of m, or none where m is written as any other move.
std::optional<std::string> leapCoordinateText(const Position& pos, Move m);
// The standard text of m, or none where m is written as any other move (a promotion in place).
std::optional<std::string> leapStandardText(const Position& pos, Move m, std::string_view language);
// The legal move that `body` writes another way than the program does, if any.
std::optional<Move> leapMoveWrittenOtherwise(
    const Position& pos, const MoveList& legal, const std::string& body, std::string_view language);

}  // namespace kabir
