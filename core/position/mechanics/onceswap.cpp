#include "core/position/mechanics/onceswap.h"

#include "core/board/translatable.h"
#include "core/position/position.h"

namespace kabir {

namespace {

PieceType holder(const Ruleset& rules)
{
    return PieceType(rules.definition().onceSwap.piece);
}

}  // namespace

bool OnceSwap::inVariant(const Ruleset& rules) const
{
    return rules.hasOnceSwap();
}

std::string OnceSwap::token(const Ruleset& rules, Army a) const
{
    return rules.definition().fenToken(holder(rules), a);
}

bool OnceSwap::possible(const Position& pos, Army a) const
{
    return pos.count(a, holder(pos.rules())) > 0;
}

// The swap is lost when made (not the exchange a refuge allows), and with its holder.
std::uint8_t OnceSwap::lostWith(const Position& pos, Move m) const
{
    const Army side = pos.sideToMove();
    const bool once = m.kind() == MoveKind::Swap
        && !pos.rules().refugeSwap(side, typeOf(pos.at(m.to())), m.from(), typeOf(pos.at(m.from())));
    std::uint8_t lost = 0;
    for (Army a = 0; a < 2; ++a)
        if (pos.holds(ArmyFlag::Swap, a) && ((once && a == side) || !possible(pos, a)))
            lost |= std::uint8_t(1u << a);
    return lost;
}

ArmyFlagMechanic::EditorTexts OnceSwap::editorTexts() const
{
    return {KABIR_TRANSLATE_NOOP("SetupForm", "King's swap:"),
        KABIR_TRANSLATE_NOOP("SetupForm", "%1's king still holds its swap"),
        KABIR_TRANSLATE_NOOP("SetupForm", "The king may still change places once with a unit of its side"), "swap"};
}

}  // namespace kabir
