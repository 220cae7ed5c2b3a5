#include "core/search/evaluation.h"

#include "core/search/piecevalues.h"

#include <algorithm>
#include <cmath>

namespace kabir::search {
namespace {

// Squares a type reaches from `s` on an empty board (every ray run to its end).
int emptyBoardMobility(const Ruleset& r, Army army, PieceType t, Square s)
{
    int n = 0;
    for (const Step& st : r.steps(army, t, s))
        n += (st.flags & (Step::Moves | Step::Captures)) && !(st.flags & Step::PawnMultiStep) ? 1 : 0;
    return n;
}

// The side on the far side of a two-army board from `army`, and whether the armies face each
// other along ranks (pawn structure and passed pawns are defined for that case).
bool facingArmies(const Ruleset& r)
{
    return r.armyCount() == 2 && r.definition().armies[0].forwardX == 0 && r.definition().armies[1].forwardX == 0
        && r.definition().armies[0].forwardY == -r.definition().armies[1].forwardY;
}

}  // namespace

struct Evaluator::ArmyTerms {
    SquareSet enemyKingZone;
    bool enemyKing = false;
};

Evaluator::Evaluator(RulesetPtr rules, const EvalWeights& weights) : m_rules(std::move(rules)), m_w(weights)
{
    const Ruleset& r = *m_rules;
    const Geometry& g = r.geometry();
    m_squares = r.squareCount();
    m_armies = r.armyCount();
    m_pawnStructure = facingArmies(r);

    // Average mobility per type on the empty board.
    std::array<double, kMaxPieceTypes> average{};
    int playable = 0;
    for (Square s = 0; s < m_squares; ++s) {
        if (!g.isPlayable(s))
            continue;
        ++playable;
        for (PieceType t = 0; t < r.pieceTypeCount(); ++t)
            average[t] += emptyBoardMobility(r, 0, t, s);
    }
    for (PieceType t = 0; t < r.pieceTypeCount(); ++t)
        average[t] /= playable;
    const PieceValues values = derivePieceValues(r);
    m_value = values.midgame;
    m_valueEg = values.endgame;
    for (PieceType t = 0; t < r.pieceTypeCount(); ++t) {
        // A reachable square is worth about a tenth of the piece's value per average square.
        m_mobilityWeight[t] = r.isPawn(t) || average[t] == 0
            ? 0
            : std::clamp(int(m_value[t] / average[t] / m_w.mobilityShare), m_w.mobilityMin, m_w.mobilityMax);
        m_mobilityCentre[t] = int(average[t] / 2);
    }
    // The family's weights scale the derived values: pawns against pieces, in percent.
    for (PieceType t = 0; t < r.pieceTypeCount(); ++t) {
        m_value[t] = m_value[t] * (r.isPawn(t) ? m_w.pawnValueMg : m_w.pieceValueMg) / 100;
        m_valueEg[t] = m_valueEg[t] * (r.isPawn(t) ? m_w.pawnValueEg : m_w.pieceValueEg) / 100;
    }

    // Piece-square values: material, plus the centrality that mobility gives a square, the
    // pawns' advance and the king's shelter.
    m_pieceSquare.assign(std::size_t(m_armies) * kMaxPieceTypes * std::size_t(m_squares), {});
    m_promotionSquare.assign(std::size_t(m_armies * m_squares), -1);
    m_promotionDistance.assign(std::size_t(m_armies * m_squares), 0);
    const int depthOfBoard = std::max(g.files(), g.ranks());
    for (Army a = 0; a < m_armies; ++a) {
        const ArmyDefinition& army = r.definition().armies[a];
        for (Square s = 0; s < m_squares; ++s) {
            if (!g.isPlayable(s))
                continue;
            const int rank = r.definition().relativeRank(a, s);  // 1 = own edge
            const double advance = double(rank - 1) / (depthOfBoard - 1);
            for (PieceType t = 0; t < r.pieceTypeCount(); ++t) {
                Blend b{m_value[t], m_valueEg[t]};
                const int centrality = emptyBoardMobility(r, a, t, s) - int(average[t] + 0.5);
                if (r.isRoyal(t) && r.hasCheck()) {
                    b.mg -= int(m_w.kingHomeMg * advance * advance * depthOfBoard);  // stay home while queens are on
                    b.eg += m_w.kingCentralityEg * centrality;
                } else if (r.isPawn(t)) {
                    b.mg += int(m_w.pawnAdvanceMg * advance);
                    b.eg += int(m_w.pawnAdvanceEg * advance);
                } else {
                    b.mg += m_mobilityWeight[t] * centrality / 2;
                    b.eg += m_mobilityWeight[t] * centrality / 2;
                }
                m_pieceSquare[index(a, t, s)] = b;
            }
            // The first square of the promotion zone straight ahead.
            int f = g.fileOf(s), rk = g.rankOf(s);
            for (int d = 0; g.contains(f, rk); ++d, f += army.forwardX, rk += army.forwardY)
                if (r.inPromotionZone(a, g.square(f, rk))) {
                    m_promotionSquare[std::size_t(a * m_squares + s)] = std::int16_t(g.square(f, rk));
                    m_promotionDistance[std::size_t(a * m_squares + s)] = std::int8_t(d);
                    break;
                }
        }
    }
    m_kingZone.assign(std::size_t(m_squares), {});
    for (Square s = 0; s < m_squares; ++s)
        for (Square z = 0; z < m_squares; ++z)
            if (g.isPlayable(s) && g.isPlayable(z) && g.kingDistance(s, z) <= 1)
                m_kingZone[std::size_t(s)].insert(z);

    const Position start = Position::start(m_rules);
    m_fullNonPawnMaterial = 0;
    for (Army a = 0; a < m_armies; ++a)
        m_fullNonPawnMaterial += nonPawnMaterial(start, a);
    m_fullNonPawnMaterial = std::max(m_fullNonPawnMaterial, 1);
    for (PieceType t : r.promotionPieces())
        m_maxPromotionGain = std::max(m_maxPromotionGain, m_value[t] - kPawnValue);
}

int Evaluator::nonPawnMaterial(const Position& pos, Army army) const
{
    int sum = 0;
    for (std::uint8_t s : pos.piecesOf(army)) {
        const PieceType t = typeOf(pos.at(s));
        if (!m_rules->isPawn(t) && !m_rules->isRoyal(t))
            sum += m_value[t];
    }
    return sum;
}

// What promoting on `promotionSquare` would gain now under the variant's policy; a pawn that
// may only wait for a piece to become available gains a third of the best piece.
int Evaluator::promotionGain(const Position& pos, Army army, Square promotionSquare) const
{
    const Ruleset& r = *m_rules;
    PieceTypeList choices;
    r.promotion().choices(pos, army, promotionSquare, choices);
    int best = 0;
    for (PieceType t : choices)
        best = std::max(best, m_value[t] - kPawnValue);
    if (choices.empty() && r.promotion().hasInPlacePromotion())
        best = m_maxPromotionGain / 3;
    return best;
}

Blend Evaluator::pawnTerms(const Position& pos, Army army) const
{
    const Ruleset& r = *m_rules;
    const Geometry& g = r.geometry();
    Blend b;
    if (!m_pawnStructure)
        return b;
    const Army enemy = Army(1 - army);
    const int dir = r.definition().armies[army].forwardY;
    // Per file: our pawns, and the enemy pawn furthest towards our side (in our direction of
    // travel, the last one our pawns would have to pass).
    std::array<int, kMaxFiles + 2> own{};
    std::array<int, kMaxFiles + 2> blocker;
    blocker.fill(dir > 0 ? -1 : kMaxRanks);
    for (std::uint8_t s : pos.piecesOf(army))
        if (r.isPawn(typeOf(pos.at(s))))
            ++own[std::size_t(g.fileOf(s) + 1)];
    for (std::uint8_t s : pos.piecesOf(enemy))
        if (r.isPawn(typeOf(pos.at(s)))) {
            int& far = blocker[std::size_t(g.fileOf(s) + 1)];
            far = dir > 0 ? std::max(far, g.rankOf(s)) : std::min(far, g.rankOf(s));
        }
    for (std::uint8_t s : pos.piecesOf(army)) {
        if (!r.isPawn(typeOf(pos.at(s))))
            continue;
        const std::size_t f = std::size_t(g.fileOf(s) + 1);
        const int rank = g.rankOf(s);
        if (!own[f - 1] && !own[f + 1])
            b -= {m_w.isolatedMg, m_w.isolatedEg};
        if (own[f] > 1)
            b -= {m_w.doubledMg, m_w.doubledEg};
        bool passed = true;
        for (std::size_t k = f - 1; k <= f + 1; ++k)
            passed = passed && (dir > 0 ? blocker[k] <= rank : blocker[k] >= rank);
        const int promotion = m_promotionSquare[std::size_t(army * m_squares + s)];
        if (!passed || promotion < 0)
            continue;
        const int distance = m_promotionDistance[std::size_t(army * m_squares + s)];
        const int span = std::max(1, g.ranks() - 2);
        const double progress = std::clamp(1.0 - double(distance) / span, 0.0, 1.0);
        const double gain = double(promotionGain(pos, army, Square(promotion))) / m_maxPromotionGain;
        b += {int((m_w.passedMg + m_w.passedProgressMg * progress * progress) * gain),
            int((m_w.passedEg + m_w.passedProgressEg * progress * progress) * gain)};
    }
    return b;
}

// Rules that win or draw other than by mate, valued where the search cannot see them yet.
Blend Evaluator::resultTerms(const Position& pos, Army army) const
{
    const Ruleset& r = *m_rules;
    const ResultDefinition& res = r.results();
    Blend b;
    const Square king = pos.kingSquare(army);
    if (std::size_t(army) < res.kingTargets.size() && !res.kingTargets[army].empty() && king != kNoSquare) {
        int nearest = 99;
        for (Square t : res.kingTargets[army])
            nearest = std::min(nearest, r.geometry().kingDistance(king, t));
        b.eg += m_w.kingTargetEg * std::max(0, 6 - nearest);
    }
    if (r.hasKingLeap() && pos.holds(ArmyFlag::KingLeap, army))
        b.mg += m_w.kingLeapMg;
    // A bared king loses: the last units left are worth more than their material.
    if (res.bareKing == BareKing::Shatranj) {
        const int units = int(pos.piecesOf(army).size()) - (king != kNoSquare);
        if (units >= 1 && units <= 2) {
            const int last = units == 1 ? m_w.lastUnit : m_w.lastTwoUnits;
            b -= {last, last};
        }
    }
    // The last king of a team is the team's life.
    if (res.kingsCaptured && king != kNoSquare) {
        bool alone = true;
        for (Army a = 0; a < r.armyCount(); ++a)
            alone = alone && (a == army || r.teamOf(a) != r.teamOf(army) || pos.kingSquare(a) == kNoSquare);
        if (alone)
            b -= {m_w.lastKingMg, m_w.lastKingEg};
    }
    if (!res.holdMark.empty()) {
        int held = 0;
        for (Square s : r.geometry().marks().at(res.holdMark))
            held += pos.at(s) && r.teamOf(armyOf(pos.at(s))) == r.teamOf(army);
        const int value[] = {0, m_w.heldOne, m_w.heldTwo, m_w.heldThree, 0};
        b += {value[std::min(held, 4)] / 2, value[std::min(held, 4)] / 2};  // both armies of a team count it
    }
    return b;
}

Blend Evaluator::evaluateArmy(const Position& pos, Army army, const ArmyTerms& terms, int enemyMaterial) const
{
    const Ruleset& r = *m_rules;
    Blend b;
    int attackers = 0, attackWeight = 0;
    for (std::uint8_t s : pos.piecesOf(army)) {
        const PieceType t = typeOf(pos.at(s));
        b += m_pieceSquare[index(army, t, s)];
        if (r.isPawn(t) || (r.isRoyal(t) && r.hasCheck()))
            continue;
        int reach = 0, zoneHits = 0;
        const auto steps = r.steps(army, t, s);
        for (std::size_t i = 0; i < steps.size();) {
            const Step& st = steps[i];
            const Piece p = pos.at(st.to);
            if (!(st.flags & Step::PawnMultiStep)) {
                if (!p ? (st.flags & Step::Moves) : (r.isEnemy(army, armyOf(p)) && (st.flags & Step::Captures)))
                    ++reach;
                if ((st.flags & Step::Captures) && terms.enemyKing && terms.enemyKingZone.contains(st.to))
                    ++zoneHits;
            }
            i += p ? st.skip : 1;
        }
        const int mobility = (reach - m_mobilityCentre[t]) * m_mobilityWeight[t];
        b += {mobility, mobility};
        if (zoneHits) {
            ++attackers;
            attackWeight += zoneHits * std::clamp(m_value[t] / 100, 1, 8);
        }
    }
    for (PieceType t = 0; t < r.pieceTypeCount(); ++t)
        if (const int n = pos.handCount(army, t))
            b += {n * (m_value[t] + m_w.inHand), n * (m_valueEg[t] + m_w.inHand)};
    // King danger grows with the square of the attack, once two pieces take part, and with
    // how much material the attacker still has.
    if (attackers >= 2) {
        const int danger = std::min(attackWeight * attackWeight * m_w.kingDanger, m_w.kingDangerMax);
        b.mg += danger * std::min(enemyMaterial, m_fullNonPawnMaterial / 2) / std::max(1, m_fullNonPawnMaterial / 2);
    }
    b += pawnTerms(pos, army);
    b += resultTerms(pos, army);
    return b;
}

// Out of 64: how much of an advantage counts when the stronger team has no pawns and too
// little extra material to force mate (a lone minor piece cannot; a minor against a minor is
// a draw). Not where a bare king loses: there a single piece more wins.
int Evaluator::drawScale(const Position& pos, int strongTeam, const std::array<int, kMaxArmies>& npm) const
{
    const Ruleset& r = *m_rules;
    if (r.results().bareKing == BareKing::Shatranj)
        return 64;
    int strong = 0, weak = 0;
    for (Army a = 0; a < m_armies; ++a) {
        if (r.teamOf(a) != strongTeam) {
            weak += npm[a];
            continue;
        }
        strong += npm[a];
        for (std::uint8_t s : pos.piecesOf(a))
            if (r.isPawn(typeOf(pos.at(s))))
                return 64;
        for (PieceType t = 0; t < r.pieceTypeCount(); ++t)
            if (pos.handCount(a, t))
                return 64;
    }
    if (strong - weak > kMinorPiece)
        return 64;
    return strong < kRook ? 0 : weak <= kMinorPiece ? 4 : 14;
}

Value Evaluator::evaluate(const Position& pos) const
{
    const Ruleset& r = *m_rules;
    std::array<Blend, 2> team{};
    int material = 0;
    std::array<int, kMaxArmies> npm{};
    for (Army a = 0; a < m_armies; ++a) {
        npm[a] = nonPawnMaterial(pos, a);
        material += npm[a];
    }
    for (Army a = 0; a < m_armies; ++a) {
        ArmyTerms terms;
        int enemyMaterial = 0;
        for (Army e = 0; e < m_armies; ++e) {
            if (!r.isEnemy(a, e))
                continue;
            enemyMaterial += npm[e];
            if (pos.kingSquare(e) != kNoSquare) {
                terms.enemyKing = true;
                terms.enemyKingZone |= m_kingZone[std::size_t(pos.kingSquare(e))];
            }
        }
        team[std::size_t(r.teamOf(a))] += evaluateArmy(pos, a, terms, enemyMaterial);
    }
    const int phase = std::min(material, m_fullNonPawnMaterial);
    const int us = r.teamOf(pos.sideToMove());
    Blend diff = team[std::size_t(us)];
    diff -= team[std::size_t(1 - us)];
    Value v = (diff.mg * phase + diff.eg * (m_fullNonPawnMaterial - phase)) / m_fullNonPawnMaterial;
    v = v * drawScale(pos, v > 0 ? us : 1 - us, npm) / 64;
    return std::clamp(v + m_w.tempo, -kWinBound + 1, kWinBound - 1);
}

}  // namespace kabir::search
