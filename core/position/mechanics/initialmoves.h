#pragma once
// [turns] initial-moves = n (Pritchard 2007, 29.1 (6), the Indian games): at the start White
// makes n moves in a row, then Black n, each with a unit it has not moved before, and White
// moves next; each side numbers its initial moves from the first, so that the game proper
// begins with move n + 1. FEN field "initial:5:e6,d6" (five plies made; the side to move has
// moved the units on e6 and d6); left out once the initial moves are over. Its moves: the
// legality rule core/rules/initialmovesrule.h, and movegen.cpp's pass for a side left without
// one.

#include "core/board/types.h"
#include "core/position/mechanics/statemechanic.h"
#include "core/variant/variantdefinition.h"

#include <array>
#include <cstdint>
#include <span>

namespace kabir {

struct InitialMovesState {
    std::uint8_t ply = 0;  // plies made of the initial moves
    std::uint8_t movedCount = 0;
    // The squares of the units the side in its initial moves has moved: none moves twice.
    std::array<std::uint8_t, kMaxInitialMoves> moved{};

    std::span<const std::uint8_t> movedUnits() const { return {moved.data(), movedCount}; }
};

class InitialMoves final : public StateMechanic {
public:
    bool inVariant(const Ruleset& rules) const override;
    std::string_view fenName() const override { return "initial"; }
    void setDefault(Position& pos) const override;
    Result<bool> readField(Position& pos, std::string_view value) const override;
    std::string field(const Position& pos) const override;
    std::uint64_t key(const Position& pos) const override;
    bool sameState(const Position& a, const Position& b) const override;
    void fromSetup(Position& pos, const PositionSetup& setup) const override;
    void toSetup(const Position& pos, PositionSetup& setup) const override;
    EditorField editorField(const Ruleset& rules) const override;
    int count(const PositionSetup& setup) const override;
    void setCount(PositionSetup& setup, int plies) const override;

    // Move m, made while the initial moves run, counts as one; sets whose turn it is next.
    static void passTurn(Position& pos, Move m);
};

}  // namespace kabir
