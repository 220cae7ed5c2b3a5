#include "core/position/promotion.h"

#include "core/position/position.h"

namespace kabir {

Promotion::Promotion(std::unique_ptr<PromotionPolicy> policy, const PromotionDefinition& def, const Ruleset& rules)
    : m_policy(std::move(policy)), m_rules(rules), m_optional(def.optional),
      m_whenUnavailable(def.whenUnavailable == "wait" ? WhenUnavailable::Wait : WhenUnavailable::Hold),
      m_inPlace(def.inPlace == "any-time"    ? InPlace::AnyTime
              : def.inPlace == "while-there" ? InPlace::WhileThere
                                             : InPlace::FirstChance),
      m_colourBound(def.colourBound), m_compulsoryOnLastRank(def.compulsoryOnLastRank), m_bonusType(def.bonusType),
      m_bonusUnlessAttacked(def.bonusUnlessAttacked), m_returnsToFrom(def.returnsToFrom), m_onArrival(def.onArrival),
      m_lastPawnAnywhere(def.lastPawnAnywhere), m_bonusStep(!def.bonusStep.empty()),
      m_bonusStepCompulsory(def.bonusStepCompulsory)
{
    for (PieceType t : def.bonusStepSpares)
        m_bonusSpares |= 1u << t;
    const Geometry& g = rules.geometry();
    for (Square s = 0; s < g.squareCount(); ++s)
        if (const Piece p = rules.startPiece(s))
            ++m_arrayOnColour[armyOf(p)][typeOf(p)][g.isDark(s)];
}

void Promotion::choices(const Position& pos, Army army, Square square, PieceTypeList& out) const
{
    m_policy->candidates(pos, army, square, out);
    if (!m_colourBound)
        return;
    // No more of a colour-bound type on the promotion square's colour than the array had there.
    const Geometry& g = pos.geometry();
    out.removeIf([&](PieceType t) {
        if (!colourBound(t))
            return false;
        int onColour = 0;
        for (std::uint8_t s : pos.piecesOf(army))
            onColour += typeOf(pos.at(s)) == t && g.isDark(s) == g.isDark(square);
        return onColour >= m_arrayOnColour[army][t][g.isDark(square)];
    });
}

void Promotion::addArrivals(const Position& pos, Square from, Square to, MoveList& out) const
{
    PieceTypeList types;
    if (const int own = m_rules.definition().pieces[typeOf(pos.at(from))].promotesTo; own >= 0)
        types.push(PieceType(own));  // the pawn's own piece, always there
    else
        choices(pos, pos.sideToMove(), to, types);
    for (PieceType t : types)
        out.push(Move::promotion(from, to, t, homeAtOnce(pos, t)));
    // Declining (a pawn for good) where promotion is optional; waiting where nothing is available.
    const bool mayDecline = m_optional && !(m_compulsoryOnLastRank && atLastRank(pos, to));
    if ((types.empty() && m_whenUnavailable == WhenUnavailable::Wait) || (!types.empty() && mayDecline))
        out.push(Move(from, to));
}

// A pawn promoted to a type transferred home goes there at once when it is empty ([transfer]).
Square Promotion::homeAtOnce(const Position& pos, PieceType type) const
{
    if (m_rules.transferMode(type) != TransferDefinition::Mode::Home)
        return kNoSquare;
    const Square home = m_rules.definition().transfer.home[pos.sideToMove()];
    return pos.at(home) ? kNoSquare : home;
}

bool Promotion::atLastRank(const Position& pos, Square s) const
{
    const Geometry& g = pos.geometry();
    const ArmyDefinition& army = m_rules.definition().armies[pos.sideToMove()];
    return !g.contains(g.fileOf(s) + army.forwardX, g.rankOf(s) + army.forwardY);
}

void Promotion::addSecondPartCandidates(const Position& pos, Square from, Square to, MoveList& out) const
{
    PieceTypeList types;
    choices(pos, pos.sideToMove(), to, types);
    for (PieceType t : types)
        if (m_returnsToFrom)
            out.push(Move::promotion(from, to, t, from));
        else if (t == m_bonusType || m_bonusStep)
            out.push(Move::promotion(from, to, t));
}

void Promotion::addLegalSecondParts(Position& pos, const MoveList& candidates, MoveList& out) const
{
    const Army us = pos.sideToMove(), them = Army(1 - us);
    MoveList moves;
    // The new piece goes on to a step's square: empty, or an enemy unit other than a king.
    const auto goOn = [&](Move m, std::span<const Step> steps) {
        for (std::size_t i = 0; i < steps.size();) {
            const Piece p = pos.at(steps[i].to);
            const bool enemy = p && m_rules.isEnemy(us, armyOf(p)) && !m_rules.isRoyal(typeOf(p))
                && !((m_bonusSpares >> typeOf(p)) & 1);
            if (p ? enemy && (steps[i].flags & Step::Captures) : bool(steps[i].flags & Step::Moves))
                moves.push(Move::promotion(m.from(), m.to(), m.pieceType(), steps[i].to));
            i += p ? steps[i].skip : 1;
        }
    };
    for (Move m : candidates) {
        if (m.hasSecondPart()) {
            moves.push(m);
            continue;
        }
        pos.doMove(m);
        if (m_bonusStep)  // the bonus step (Batak's gelong)
            goOn(m, m_rules.bonusSteps(us, m.to()));
        else if (!m_bonusUnlessAttacked || !pos.attacked(m.to(), them))  // the bonus move, unless attacked
            goOn(m, m_rules.steps(us, m.pieceType(), m.to()));
        pos.undoMove();
    }
    const std::size_t first = out.size();
    for (Move m : moves) {
        pos.doMove(m);
        if (!pos.inCheck(us))
            out.push(m);
        pos.undoMove();
    }
    if (!m_bonusStepCompulsory || first == out.size())
        return;
    // A compulsory bonus step: no promotion alone where the same promotion can go on.
    MoveList kept;
    for (std::size_t i = 0; i < out.size(); ++i) {
        const Move m = out[i];
        bool goesOn = false;
        for (std::size_t j = first; j < out.size() && !goesOn && i < first; ++j)
            goesOn = m.kind() == MoveKind::Promotion && !m.hasSecondPart() && out[j].from() == m.from()
                && out[j].to() == m.to() && out[j].pieceType() == m.pieceType();
        if (!goesOn)
            kept.push(m);
    }
    out = kept;
}

void Promotion::addInPlacePromotions(const Position& pos, MoveList& out) const
{
    const Army us = pos.sideToMove();
    auto offer = [&](Square s) {
        PieceTypeList types;
        choices(pos, us, s, types);
        for (PieceType t : types)
            out.push(Move::promotion(s, s, t));
    };
    if (m_inPlace != InPlace::AnyTime) {
        for (std::uint8_t s : pos.waitingPawns())
            if (armyOf(pos.at(s)) == us)
                offer(s);
        return;
    }
    // An army's last pawn may promote anywhere, where the rules say so (Sittuyin, modern).
    int pawns = 0;
    for (std::uint8_t s : pos.piecesOf(us))
        pawns += m_rules.isPawn(typeOf(pos.at(s)));
    for (std::uint8_t s : pos.piecesOf(us))
        if (m_rules.isPawn(typeOf(pos.at(s))) && (m_rules.inPromotionZone(us, s) || (m_lastPawnAnywhere && pawns == 1)))
            offer(s);
}

}  // namespace kabir
