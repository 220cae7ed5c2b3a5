#pragma once
// Helpers shared by the core tests: positions by variant, options and FEN, and the legal
// moves as coordinate texts.

#include "core/position/movegen.h"
#include "core/record/gametree.h"
#include "core/record/notation.h"
#include "core/position/position.h"
#include "core/catalog/variantcatalog.h"

#include <set>
#include <string>

namespace kabir::test {

RulesetPtr rules(const std::string& variant, const OptionValues& options = {});
Position position(const std::string& variant, const OptionValues& options = {}, const std::string& fen = {});
// The legal moves in coordinate notation.
std::set<std::string> legalMoves(Position& pos);
// The legal moves whose coordinate text starts with `prefix` (a square: that piece's moves).
std::set<std::string> movesFrom(Position& pos, const std::string& prefix);
// The legal moves of the piece on `square`, as destination names (castling included).
std::set<std::string> destinations(Position& pos, const std::string& square);
// Plays moves given in coordinate notation or move text; fails the test on an illegal one.
void play(Position& pos, std::initializer_list<std::string> moves);

// A line of `plies` knight moves from `pos` that never repeats a position, captures or checks;
// shorter only if the knights run out of new positions.
std::vector<Move> knightWalk(Position pos, int plies);
// A chess game (without the move rule) whose variations nest `plies` deep in the tree itself:
// at every move of a knights' walk another move is the main line and the walk goes on in a
// variation, a1 (p1 a2 (p2 a3 (p3 ...))). Returns the walk's last node in `deepest`.
GameTree deeplyNestedTree(int plies, NodeId* deepest = nullptr);

}  // namespace kabir::test
