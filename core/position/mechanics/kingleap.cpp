#include "core/position/mechanics/kingleap.h"

#include "core/board/translatable.h"
#include "core/position/position.h"

namespace kabir {

bool KingLeap::inVariant(const Ruleset& rules) const
{
    return rules.hasKingLeap();
}

std::string KingLeap::token(const Ruleset&, Army a) const
{
    return a == 0 ? "K" : "k";
}

bool KingLeap::possible(const Position& pos, Army a) const
{
    return pos.kingSquare(a) != kNoSquare;
}

// The leap is lost when used, after any move made while in check (unless the rules keep it
// then), and with any move of the king where only an unmoved king holds it.
std::uint8_t KingLeap::lostWith(const Position& pos, Move m) const
{
    const Army side = pos.sideToMove();
    if (!pos.holds(ArmyFlag::KingLeap, side))
        return 0;
    const KingLeapDefinition& leap = pos.rules().definition().kingLeap;
    const bool lost = m.kind() == MoveKind::KingLeap
        || (leap.lostByMoving && !m.isNull() && m.from() == pos.kingSquare(side))
        || (leap.lostInCheck && pos.inCheck(side));
    return lost ? std::uint8_t(1u << side) : 0;
}

ArmyFlagMechanic::EditorTexts KingLeap::editorTexts() const
{
    return {KABIR_TRANSLATE_NOOP("SetupForm", "King's leap:"),
        KABIR_TRANSLATE_NOOP("SetupForm", "%1's king still holds its leap"),
        KABIR_TRANSLATE_NOOP("SetupForm", "The king may still make its once-per-game leap"), "leap"};
}

}  // namespace kabir
