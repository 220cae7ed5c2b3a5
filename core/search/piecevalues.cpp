#include "core/search/piecevalues.h"

#include <bitset>
#include <cmath>
#include <vector>

namespace kabir {
namespace {

// value = kCentipawnsPerMove * mobility * reach^kReachExponent; docs/engine.md shows the fit
// on 8x8 chess and what it gives on the larger boards.

// A square along a ray is empty with this probability, so the k-th square of a ride counts
// kEmpty^(k-1): a long move is more often blocked (R. Betza, "A Better Way to Calculate
// Mobility"). The midgame figure is fitted on 8x8 chess; the endgame board is emptier (Betza's
// own 0.69), which raises the riders by 10-17% and leaves the leapers, as Texel-tuned tables
// such as PeSTO's do with the rook against the knight.
constexpr double kEmptyMidgame = 0.6;
constexpr double kEmptyEndgame = 0.7;
// Forward moves are worth about twice backward or sideways ones (H. G. Muller's measurements
// of ferz, wazir and the shogi generals); the pair keeps a symmetric leaper's count unchanged.
constexpr double kForwardWeight = 4.0 / 3;
constexpr double kOtherWeight = 2.0 / 3;
// A capture is worth about twice a quiet move, as Sjaak II and Fairy-Stockfish count them; a
// move that may do both counts one.
constexpr double kCaptureOnlyWeight = 2.0 / 3;
constexpr double kMoveOnlyWeight = 1.0 / 3;
// The reach (the part of the board a piece gets to in two moves) makes slow and colour-bound
// pieces worth less than their mobility says, and compounds more than the sum of their parts:
// the knight's leaps take the archbishop to the squares its bishop moves never see. Fitted on
// 8x8 chess with the scale below.
constexpr double kReachExponent = 1.0 / 3;
constexpr double kCentipawnsPerMove = 85;
// Pawns are the unit. In the endgame a pawn is nearer promotion and fewer pieces can stop it;
// tuned evaluations give it more there (PeSTO 82 -> 94, Stockfish 14's classical values
// 126 -> 208), so 120, at the modest end: the search's own pawn terms will add the rest.
constexpr int kPawnMidgame = 100;
constexpr int kPawnEndgame = 120;

double kindWeight(std::uint8_t flags)
{
    const bool moves = flags & Step::Moves, captures = flags & Step::Captures;
    return moves && captures ? 1.0 : captures ? kCaptureOnlyWeight : kMoveOnlyWeight;
}

// The chance that a move `distance` squares along its ray is open on a board whose squares are
// empty with probability `empty`; a leap that needs a hurdle needs its middle square occupied.
double openChance(double empty, int distance, bool hurdle)
{
    return std::pow(empty, distance - 1) * (hurdle ? 1 - empty : 1);
}

// Fills the target, mobility and reach figures of `d`, averaged over the playable squares and
// the armies (whose forward directions differ on a four-army board).
void measureMovement(const Ruleset& rules, PieceType type, PieceValueDerivation& d)
{
    using Squares = std::bitset<kMaxSquares>;
    const Geometry& g = rules.geometry();
    std::vector<Square> playable;
    for (Square s = 0; s < rules.squareCount(); ++s)
        if (g.isPlayable(s))
            playable.push_back(s);
    for (Army army = 0; army < rules.armyCount(); ++army) {
        const ArmyDefinition& a = rules.definition().armies[army];
        std::vector<Squares> targets(std::size_t(rules.squareCount()));
        for (Square from : playable) {
            int distance = 1;  // along the current ray; a leap is a ray of one step
            for (const Step& step : rules.steps(army, type, from)) {
                if (step.flags & Step::FirstMove)
                    continue;  // a first move is no lasting power of the piece
                if (!(step.flags & (Step::Moves | Step::Captures))) {
                    distance = step.skip == 1 ? 1 : distance + 1;  // a square a path passes over
                    continue;
                }
                const int forward = (g.fileOf(step.to) - g.fileOf(from)) * a.forwardX
                    + (g.rankOf(step.to) - g.rankOf(from)) * a.forwardY;
                const double weight = (forward > 0 ? kForwardWeight : kOtherWeight) * kindWeight(step.flags);
                const bool hurdle = step.flags & Step::NeedsHurdle;
                d.targets += 1;
                d.mobilityMidgame += weight * openChance(kEmptyMidgame, distance, hurdle);
                d.mobilityEndgame += weight * openChance(kEmptyEndgame, distance, hurdle);
                targets[std::size_t(from)].set(std::size_t(step.to));
                distance = step.skip == 1 ? 1 : distance + 1;
            }
        }
        for (Square from : playable) {
            Squares reached = targets[std::size_t(from)];
            reached.set(std::size_t(from));
            for (const Step& step : rules.steps(army, type, from))
                if (!(step.flags & Step::FirstMove) && (step.flags & (Step::Moves | Step::Captures)))
                    reached |= targets[std::size_t(step.to)];
            d.reach += double(reached.count()) / double(playable.size());
        }
    }
    const double samples = double(playable.size()) * rules.armyCount();
    d.targets /= samples;
    d.mobilityMidgame /= samples;
    d.mobilityEndgame /= samples;
    d.reach /= samples;
}

}  // namespace

PieceValueDerivation derivePieceValue(const Ruleset& rules, PieceType type)
{
    PieceValueDerivation d;
    measureMovement(rules, type, d);
    if (rules.isPawn(type)) {
        d.basis = PieceValueBasis::Pawn;
        d.derivedMidgame = kPawnMidgame;
        d.derivedEndgame = kPawnEndgame;
    } else if (rules.isRoyal(type) && rules.hasCheck()) {
        d.basis = PieceValueBasis::RoyalWithCheck;
    } else {
        const double reachFactor = std::pow(d.reach, kReachExponent);
        d.derivedMidgame = int(std::lround(kCentipawnsPerMove * d.mobilityMidgame * reachFactor));
        d.derivedEndgame = int(std::lround(kCentipawnsPerMove * d.mobilityEndgame * reachFactor));
    }
    const PieceDefinition& piece = rules.definition().pieces[type];
    d.overridden = piece.value.has_value();
    d.midgame = piece.value.value_or(d.derivedMidgame);
    // A midgame value alone keeps the derived endgame/midgame proportion.
    if (piece.valueEndgame)
        d.endgame = *piece.valueEndgame;
    else if (piece.value && d.derivedMidgame > 0)
        d.endgame = int(std::lround(double(*piece.value) * d.derivedEndgame / d.derivedMidgame));
    else
        d.endgame = piece.value.value_or(d.derivedEndgame);
    return d;
}

PieceValues derivePieceValues(const Ruleset& rules)
{
    PieceValues values;
    for (PieceType type = 0; type < rules.pieceTypeCount(); ++type) {
        const PieceValueDerivation d = derivePieceValue(rules, type);
        values.midgame[type] = d.midgame;
        values.endgame[type] = d.endgame;
    }
    return values;
}

}  // namespace kabir
