#include "core/rules/promotion.h"

#include "core/position/position.h"

namespace kabir {

Promotion::Promotion(std::unique_ptr<PromotionPolicy> policy, const PromotionDefinition& def, const Ruleset& rules)
    : m_policy(std::move(policy)), m_rules(rules), m_optional(def.optional),
      m_whenUnavailable(def.whenUnavailable == "wait" ? WhenUnavailable::Wait : WhenUnavailable::Hold),
      m_inPlace(def.inPlace == "any-time" ? InPlace::AnyTime : InPlace::FirstChance),
      m_bishopColourLimit(def.bishopColourLimit)
{
}

void Promotion::choices(const Position& pos, Army army, Square square, PieceTypeList& out) const
{
    m_policy->candidates(pos, army, square, out);
    if (m_bishopColourLimit < 0)
        return;
    const Geometry& g = pos.geometry();
    out.removeIf([&](PieceType t) {
        if (t != m_bishopColourLimit)
            return false;
        for (std::uint8_t s : pos.piecesOf(army))
            if (typeOf(pos.at(s)) == t && g.isDark(s) == g.isDark(square))
                return true;
        return false;
    });
}

void Promotion::addArrivals(const Position& pos, Square from, Square to, MoveList& out) const
{
    PieceTypeList types;
    choices(pos, pos.sideToMove(), to, types);
    for (PieceType t : types)
        out.push(Move(from, to, MoveKind::Promotion, t));
    // Declining (a pawn for good) where promotion is optional; waiting where nothing is available.
    if ((types.empty() && m_whenUnavailable == WhenUnavailable::Wait) || (!types.empty() && m_optional))
        out.push(Move(from, to));
}

void Promotion::addInPlacePromotions(const Position& pos, MoveList& out) const
{
    const Army us = pos.sideToMove();
    auto offer = [&](Square s) {
        PieceTypeList types;
        choices(pos, us, s, types);
        for (PieceType t : types)
            out.push(Move(s, s, MoveKind::Promotion, t));
    };
    if (m_inPlace == InPlace::FirstChance) {
        for (std::uint8_t s : pos.waitingPawns())
            if (armyOf(pos.at(s)) == us)
                offer(s);
        return;
    }
    for (std::uint8_t s : pos.piecesOf(us))
        if (m_rules.isPawn(typeOf(pos.at(s))) && m_rules.inPromotionZone(us, s))
            offer(s);
}

}  // namespace kabir
