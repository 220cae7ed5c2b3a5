#pragma once
// [promotion] when-unavailable = "wait": a pawn on its last rank that cannot promote yet waits
// there to promote in place later — at its first chance (Tressau's rule set A: one that could
// have promoted and did not stays a pawn for good), or while it stays where it entered its zone
// (in-place = "while-there", Sittuyin after U Bha). FEN field "waiting:e10,c1" (the waiting
// pawns; left out while none waits, or for while-there while every pawn in its zone does).
// Its moves: Promotion::addInPlacePromotions.

#include "core/board/types.h"
#include "core/position/mechanics/statemechanic.h"

#include <array>
#include <cstdint>
#include <span>

namespace kabir {

struct WaitingPawnsState {
    static constexpr int kMax = 16;
    std::uint8_t count = 0;
    std::array<std::uint8_t, kMax> squares{};  // pawns that may still promote in place

    std::span<const std::uint8_t> pawns() const { return {squares.data(), count}; }
};

class WaitingPawns final : public StateMechanic {
public:
    bool inVariant(const Ruleset& rules) const override;
    std::string_view fenName() const override { return "waiting"; }
    void setDefault(Position& pos) const override;
    Result<bool> readField(Position& pos, std::string_view value) const override;
    std::string field(const Position& pos) const override;
    std::uint64_t key(const Position& pos) const override;
    bool sameState(const Position& a, const Position& b) const override;
    void fromSetup(Position& pos, const PositionSetup& setup) const override;
    void toSetup(const Position& pos, PositionSetup& setup) const override;
    void dropImpossible(const Position& pos, PositionSetup& setup) const override;
    EditorField editorField(const Ruleset& rules) const override;
    bool listsUnit(const Position& sketch, Square s) const override { return possible(sketch, s); }
    std::vector<Square> listedUnits(const Ruleset&, const PositionSetup& setup) const override;
    void setListedUnits(const Ruleset&, PositionSetup& setup, std::vector<Square> pawns) const override;

    // Whether the piece on `s` is a pawn in its promotion zone, which may wait there.
    static bool possible(const Position& pos, Square s);

    // The hooks of doMove. Before move m: at first chance, a waiting pawn of the side to move
    // that could promote now and does not stays a pawn. After a pawn's move from `from` to `to`
    // (the board already changed): one entering its zone without promoting waits. `left`: the
    // unit on s leaves it (captured, promoted in place, displaced).
    static void beforeMove(Position& pos, Move m);
    static void pawnMoved(Position& pos, Move m, Square from, Square to);
    static void left(Position& pos, Square s);

private:
    static void add(Position& pos, Square s);
};

}  // namespace kabir
