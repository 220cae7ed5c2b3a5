#pragma once
// The squares a move text names when it is written with squares — coordinates ("e2e6",
// "e9e10q"), Tressau's numbers ("96-74", "13-2=Q") or a promotion in place ("@e10=Q",
// "@2=Q") — whether or not the move is legal, so that a refusal can say why the rules refuse
// it. Read as parseMove reads them (core/record/notation.h), check marks aside.

#include "core/board/types.h"
#include "core/record/notation.h"

#include <optional>
#include <string_view>

namespace kabir {

struct MoveSquares {
    Square from = kNoSquare;
    Square to = kNoSquare;
    int promotion = -1;  // the piece type named after "=" (or the coordinate letter), else -1
};

// Nullopt for a text not written with squares (Nf3, O-O) or naming no square of the board.
std::optional<MoveSquares> moveSquares(const Position& pos, std::string_view text, const Notation& notation);

}  // namespace kabir
