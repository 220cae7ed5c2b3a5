#include "core/position/mechanics/firstpawnmove.h"

#include "core/board/translatable.h"
#include "core/position/position.h"

namespace kabir {

bool FirstPawnMove::inVariant(const Ruleset& rules) const
{
    return rules.hasFirstPawnMoveSteps();
}

// The first pawn move is made by any move of a pawn (State::moved is the piece that moved).
std::uint8_t FirstPawnMove::lostWith(const Position& pos, Move m) const
{
    const Army side = pos.sideToMove();
    const bool pawnMoved = !m.isNull()
        && (m.kind() == MoveKind::Normal || m.kind() == MoveKind::Promotion || m.kind() == MoveKind::EnPassant)
        && pos.rules().isPawn(typeOf(pos.state().moved));
    return pawnMoved && pos.holds(ArmyFlag::FirstPawnMove, side) ? std::uint8_t(1u << side) : 0;
}

ArmyFlagMechanic::EditorTexts FirstPawnMove::editorTexts() const
{
    return {KABIR_TRANSLATE_NOOP("SetupForm", "First pawn move:"),
        KABIR_TRANSLATE_NOOP("SetupForm", "%1's first pawn move is still to come"),
        KABIR_TRANSLATE_NOOP("SetupForm", "The side's first pawn move may still step two squares"), "firstPawn"};
}

}  // namespace kabir
