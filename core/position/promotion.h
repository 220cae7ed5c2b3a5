#pragma once
// What a pawn may do in its promotion zone, the same for every policy (rules.md §1, §3, §4,
// §7): promote to one of the policy's choices (compulsory, or optional where declining makes
// it a pawn for good), and when there is no choice either be held back on the rank before or
// move in and wait, to promote in place later as its owner's move (at its first chance only,
// or at any later turn). The bishop-colour limit removes choices on either path. An optional
// promotion may be compulsory on the last rank, where the pawn could never move again
// (Maharaja). A promotion may go on in the same move: the new piece makes a bonus move (Indian
// I-5), makes one more step of a movement of its own (Batak's gelong: one step diagonally
// backwards, optional or compulsory) or stands on the square the pawn came from (Iyer); such
// moves are tested by making them.

#include "core/position/movelist.h"
#include "core/position/promotionpolicy.h"

#include <memory>

namespace kabir {

class Ruleset;
struct PromotionDefinition;

class Promotion {
public:
    enum class WhenUnavailable { Hold, Wait };
    // A waiting pawn promotes at its first chance only, at any later turn, or while it stays on
    // the square where it entered its zone (Sittuyin after U Bha: one that leaves it never does).
    enum class InPlace { FirstChance, AnyTime, WhileThere };

    Promotion(std::unique_ptr<PromotionPolicy> policy, const PromotionDefinition& def, const Ruleset& rules);

    // The types a pawn of `army` may become on `square` now.
    void choices(const Position& pos, Army army, Square square, PieceTypeList& out) const;
    // What the choices are made of, for explaining an empty or a short list: the policy's types
    // there whatever has been lost, and those available now before the bishop-colour limit.
    void policyTypes(Army army, Square square, PieceTypeList& out) const { m_policy->types(army, square, out); }
    void policyCandidates(const Position& pos, Army army, Square square, PieceTypeList& out) const
    {
        m_policy->candidates(pos, army, square, out);
    }
    // Whether `type` is colour-bound (a bishop): never more of it on one square colour than the
    // army's array had there (Tressau A: no two bishops of one colour; Indian I-2).
    bool colourBound(int type) const { return type >= 0 && ((m_colourBound >> type) & 1); }
    WhenUnavailable whenUnavailable() const { return m_whenUnavailable; }
    // Appends the moves of a pawn going from `from` to `to` in its promotion zone.
    void addArrivals(const Position& pos, Square from, Square to, MoveList& out) const;
    // Appends the in-place promotions open to the side to move.
    void addInPlacePromotions(const Position& pos, MoveList& out) const;
    bool hasInPlacePromotion() const { return m_whenUnavailable == WhenUnavailable::Wait; }
    bool waitsForFirstChance() const { return hasInPlacePromotion() && m_inPlace == InPlace::FirstChance; }
    bool waitsWhileThere() const { return hasInPlacePromotion() && m_inPlace == InPlace::WhileThere; }
    // Whether positions keep the list of waiting pawns (the FEN's "waiting:" field).
    bool keepsWaitingList() const { return waitsForFirstChance() || waitsWhileThere(); }
    bool optional() const { return m_optional; }

    bool hasSecondParts() const { return m_bonusType >= 0 || m_returnsToFrom || m_bonusStep; }
    // Whether a pawn entering its zone promotes there (Sittuyin's do not: they promote later, as
    // a move of their own, in place or going on with the bonus step).
    bool promotesOnArrival() const { return m_onArrival; }
    bool inPlaceGoesOn() const { return m_bonusStep && hasInPlacePromotion(); }
    // Where the new piece always returns to the pawn's square, no other promotion is generated.
    bool returnsToFrom() const { return m_returnsToFrom; }
    // Appends the promotions of a pawn going from `from` to `to` that go on: the returns, and
    // the plain promotions to the bonus type whose bonus moves `addLegalSecondParts` finds.
    void addSecondPartCandidates(const Position& pos, Square from, Square to, MoveList& out) const;
    // Appends the candidates' legal moves, judged at the end of the whole move.
    void addLegalSecondParts(Position& pos, const MoveList& candidates, MoveList& out) const;

private:
    bool atLastRank(const Position& pos, Square s) const;
    Square homeAtOnce(const Position& pos, PieceType type) const;

    std::unique_ptr<PromotionPolicy> m_policy;
    const Ruleset& m_rules;
    bool m_optional = false;
    WhenUnavailable m_whenUnavailable = WhenUnavailable::Hold;
    InPlace m_inPlace = InPlace::FirstChance;
    std::uint32_t m_colourBound = 0;  // a bit per type never doubled on one square colour
    // How many of each type the army's array has on light [0] and dark [1] squares.
    std::array<std::array<std::array<int, 2>, kMaxPieceTypes>, kMaxArmies> m_arrayOnColour{};
    bool m_compulsoryOnLastRank = false;
    int m_bonusType = -1;
    bool m_bonusUnlessAttacked = false;
    bool m_returnsToFrom = false;
    bool m_onArrival = true;
    bool m_lastPawnAnywhere = false;
    std::uint32_t m_bonusSpares = 0;  // a bit per type the bonus step never captures
    bool m_bonusStep = false;         // the new piece may go on with a step of promotion.bonus-step
    bool m_bonusStepCompulsory = false;
};

}  // namespace kabir
