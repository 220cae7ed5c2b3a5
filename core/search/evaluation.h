#pragma once
// The static evaluation of a position of any variant, built from the variant's data: piece
// values derived from movement (piecevalues.h), piece-square terms from each piece's mobility
// on each square and the pawns' advance, mobility, king safety, pawn structure, the promotion
// prospects under the variant's promotion policy, and the terms of the rules that win or
// draw a game other than by mate (king targets, old squares, kings left, the king's leap).
// Built once per compiled ruleset and shared read-only by every search thread.

#include "core/position/position.h"
#include "core/search/evalweights.h"
#include "core/search/value.h"

#include <array>
#include <vector>

namespace kabir::search {

// A middlegame and an endgame value, blended by the material left on the board.
struct Blend {
    int mg = 0;
    int eg = 0;
    Blend& operator+=(Blend o)
    {
        mg += o.mg;
        eg += o.eg;
        return *this;
    }
    Blend& operator-=(Blend o)
    {
        mg -= o.mg;
        eg -= o.eg;
        return *this;
    }
};

class Evaluator {
public:
    explicit Evaluator(RulesetPtr rules, const EvalWeights& weights = {});

    // The position's value for the team of the army to move.
    Value evaluate(const Position& pos) const;
    // The material value of a type (middlegame), for exchanges and move ordering.
    Value value(PieceType t) const { return m_value[t]; }
    const RulesetPtr& rules() const { return m_rules; }
    const EvalWeights& weights() const { return m_w; }

private:
    struct ArmyTerms;
    Blend evaluateArmy(const Position& pos, Army army, const ArmyTerms& terms, int enemyMaterial) const;
    Blend pawnTerms(const Position& pos, Army army) const;
    Blend resultTerms(const Position& pos, Army army) const;
    int nonPawnMaterial(const Position& pos, Army army) const;
    int drawScale(const Position& pos, int strongTeam, const std::array<int, kMaxArmies>& npm) const;
    static constexpr int kMinorPiece = 400;  // about a bishop: the most a lone piece may be worth
    static constexpr int kRook = 475;        // and still be unable to force mate
    int promotionGain(const Position& pos, Army army, Square promotionSquare) const;
    std::size_t index(Army a, PieceType t, Square s) const
    {
        return (std::size_t(a) * kMaxPieceTypes + t) * std::size_t(m_squares) + std::size_t(s);
    }

    RulesetPtr m_rules;
    EvalWeights m_w;
    int m_squares = 0;
    int m_armies = 0;
    std::array<Value, kMaxPieceTypes> m_value{};
    std::array<Value, kMaxPieceTypes> m_valueEg{};
    std::array<int, kMaxPieceTypes> m_mobilityWeight{};  // centipawns per reachable square
    std::array<int, kMaxPieceTypes> m_mobilityCentre{};  // reachable squares worth nothing
    std::vector<Blend> m_pieceSquare;                    // material + placement
    std::vector<std::int16_t> m_promotionSquare;         // per army and square; -1: none ahead
    std::vector<std::int8_t> m_promotionDistance;
    std::vector<SquareSet> m_kingZone;  // per square: the king's neighbourhood
    int m_fullNonPawnMaterial = 1;      // both sides' at the start
    int m_maxPromotionGain = 1;
    bool m_pawnStructure = false;  // two armies facing each other
};

}  // namespace kabir::search
