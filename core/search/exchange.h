#pragma once
// Static exchange evaluation: what a move wins or loses in material if both sides then keep
// capturing on its destination square with their least valuable piece, each free to stop.
// Pins and checks are ignored; with four armies the two teams alternate.

#include "core/position/position.h"
#include "core/search/evaluation.h"

namespace kabir::search {

// Whether the exchange that `m` starts wins at least `threshold` centipawns.
bool exchangeAtLeast(const Position& pos, Move m, const Evaluator& eval, Value threshold);
// The material the exchange wins (negative: loses).
Value exchangeValue(const Position& pos, Move m, const Evaluator& eval);

}  // namespace kabir::search
