#include "core/position/ruleset.h"

#include "core/position/position.h"
#include "core/position/countingrule.h"

#include <algorithm>
#include <cctype>
#include <map>

namespace kabir {

Ruleset::~Ruleset() = default;
namespace {

// Deterministic keys, so hashes are the same in every run (splitmix64).
class KeyStream {
public:
    std::uint64_t next()
    {
        std::uint64_t z = (m_state += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }

private:
    std::uint64_t m_state = 0x4B61626972ull;  // "Kabir"
};

}  // namespace

Result<std::shared_ptr<Ruleset>> Ruleset::buildTables(const VariantDefinition& definition)
{
    auto rules = std::shared_ptr<Ruleset>(new Ruleset);
    rules->m_def = definition;
    for (std::size_t t = 0; t < definition.pieces.size(); ++t) {
        if (definition.pieces[t].royal)
            rules->m_royalMask |= 1u << t;
        if (definition.pieces[t].pawn)
            rules->m_pawnMask |= 1u << t;
        if (definition.pieces[t].approachesEnemyKing)
            rules->m_approachMask |= 1u << t;
        rules->m_fullForm[t] = PieceType(t);
    }
    rules->m_hasCheck = rules->m_royalMask && definition.armies.size() == 2 && !definition.leapCapture.enabled;
    if (definition.leapCapture.enabled)
        rules->m_leap = std::make_unique<LeapTables>(LeapTables::compile(definition));
    for (const auto& [type, next] : definition.becomesAfterMoving) {
        rules->m_becomesMask |= 1u << type;
        rules->m_becomes[type] = next;
    }
    rules->m_changesMask = rules->m_becomesMask;
    for (const auto& entry : definition.becomesOnRanks)
        rules->m_changesMask |= 1u << entry.first;
    rules->m_notPlainMask = rules->m_pawnMask | rules->m_approachMask | rules->m_changesMask;
    rules->m_hasBareForms = !definition.whenBare.empty();
    rules->m_bareForm.fill(-1);
    for (const auto& [type, bare] : definition.whenBare) {
        rules->m_bareForm[type] = bare;
        rules->m_fullForm[bare] = type;
    }
    for (const FirstMoveDefinition& entry : definition.firstMoves) {
        rules->m_firstMoveMask |= 1u << entry.piece;
        if (entry.lostByCheck)
            rules->m_lostByCheckMask |= 1u << entry.piece;
    }
    for (PieceType t : definition.guardZones.stopped)
        rules->m_zoneStoppedMask |= 1u << t;
    for (PieceType t : definition.guardZones.exempt)
        rules->m_zoneExemptMask |= 1u << t;
    for (PieceType t : definition.refuge.pieces)
        rules->m_refugeMask |= 1u << t;
    for (PieceType t : definition.refuge.swapWith)
        rules->m_refugeSwapMask |= 1u << t;
    for (std::size_t a = 0; a < definition.refuge.squares.size() && a < 2; ++a)
        for (Square s : definition.refuge.squares[a])
            rules->m_refuges[a].insert(s);
    rules->m_hasRefuges = rules->m_refugeMask != 0;
    // A royal in its refuge is never in check.
    rules->m_specialChecks
        = definition.moveRules.pinnedUnitsPowerless || definition.guardZones.guard >= 0 || rules->m_hasRefuges;
    for (const PawnStepRule& rule : definition.pawnSteps)
        rules->m_hasFirstPawnMoveSteps = rules->m_hasFirstPawnMoveSteps || rule.firstPawnMove;

    for (Army a = 0; a < rules->armyCount(); ++a)
        for (Army b = 0; b < rules->armyCount(); ++b)
            if (definition.armies[a].team != definition.armies[b].team)
                rules->m_enemyMask[a] |= std::uint8_t(1u << b);
    for (PieceType t : definition.promotion.onCapture)
        rules->m_promoteOnCaptureMask |= 1u << t;
    for (PieceType t : definition.drops.pieces)
        rules->m_dropMask |= 1u << t;
    for (Square s = 0; s < rules->squareCount(); ++s) {
        bool allowed = definition.geometry.isPlayable(s);
        for (const std::string& mark : definition.drops.forbiddenMarks)
            allowed = allowed && !definition.geometry.isMarked(mark, s);
        if (allowed)
            rules->m_dropSquares.insert(s);
        for (Army a = 0; a < rules->armyCount(); ++a) {
            const std::string& zone = a < definition.drops.armyMarks.size() ? definition.drops.armyMarks[a] : "";
            if (zone.empty() || definition.geometry.isMarked(zone, s))
                rules->m_dropZone[a].insert(s);
            const std::string& redeploy
                = a < definition.drops.redeployMarks.size() ? definition.drops.redeployMarks[a] : zone;
            if (definition.geometry.isPlayable(s) && (redeploy.empty() || definition.geometry.isMarked(redeploy, s)))
                rules->m_redeployZone[a].insert(s);
        }
    }
    for (PieceType t : definition.drops.firstRankOnly)
        rules->m_firstRankDropMask |= 1u << t;
    for (PieceType t : definition.drops.notFirstRank)
        rules->m_notFirstRankDropMask |= 1u << t;
    std::vector<Problem> problems = rules->checkSupported();
    if (!problems.empty())
        return problems;
    problems = rules->buildCastling();
    if (!problems.empty())
        return problems;
    rules->buildMoveTables();
    rules->buildAttackTables();
    rules->m_hasTransfers
        = std::ranges::any_of(definition.transfer.modes, [](auto m) { return m != TransferDefinition::Mode::None; });
    rules->buildKeys();
    for (const ArmyFlagMechanic* mechanic : registeredArmyFlagMechanics())
        if (mechanic->inVariant(*rules)) {
            rules->m_armyFlagMechanics.push_back(mechanic);
            ArmyFlags bytes;
            bytes.bits[std::size_t(mechanic->flag())] = 0xFF;
            rules->m_armyFlagBytes[mechanic->lostBeforeMove()] |= bytes.word();
        }
    for (const StateMechanic* mechanic : registeredStateMechanics())
        if (mechanic->inVariant(*rules))
            rules->m_stateMechanics.push_back(mechanic);
    for (const MoveMechanic* mechanic : registeredMoveMechanics())
        if (mechanic->inVariant(*rules))
            rules->m_moveMechanics.push_back(mechanic);
    // A move mechanic's move (a transfer) may open any line, and a promotion sent home leave
    // the arrival square: the generator tests such moves by making them.
    rules->m_testsMovesByMaking = rules->m_hasBentAttacks || rules->m_specialChecks || !rules->m_moveMechanics.empty();
    // The start position is read with the tables complete; promotion depends on it.
    // The armies that begin with a king (on the board or in hand) must keep one in every
    // position; the army of the capturable Maharajah has none.
    if (auto unchecked = Position::fromFenUnchecked(rules, definition.startFen)) {
        for (Army a = 0; a < rules->armyCount(); ++a)
            for (PieceType t = 0; t < rules->pieceTypeCount(); ++t)
                if (rules->isRoyal(t) && (unchecked->count(a, t) || unchecked->handCount(a, t)))
                    rules->m_kingedArmies |= std::uint8_t(1u << a);
        // A king castles with the piece its array puts on the rook's square, and with no other.
        for (CastlingRule& rule : rules->m_castlings)
            if (const Piece rook = unchecked->at(rule.def.rook))
                rule.rookType = typeOf(rook);
    }
    auto start = Position::fromFen(rules, definition.startFen);
    if (!start) {
        std::vector<Problem> found = start.problems();
        for (Problem& p : found)
            p.key = "setup.fen: " + p.key;
        return found;
    }
    for (Army a = 0; a < rules->armyCount(); ++a)
        for (PieceType t = 0; t < rules->pieceTypeCount(); ++t) {
            rules->m_initialCount[a][t] = start->count(a, t) + start->handCount(a, t);
            rules->m_initialHand[a] += start->handCount(a, t);
        }
    rules->m_startBoard = start->board();
    for (Square s = 0; s < rules->squareCount(); ++s)
        if (const Piece p = start->at(s))
            rules->m_arraySquares[armyOf(p)][typeOf(p)].insert(s);
    rules->findLowestPawnRanks(start.value());
    rules->buildPromotionZones();
    return rules;
}

const std::vector<MoveVector>& Ruleset::movesAt(PieceType type, Square s) const
{
    const PieceDefinition& piece = m_def.pieces[type];
    for (const auto& [mark, moves] : piece.movesOnMarked)
        if (geometry().isMarked(mark, s))
            return moves;
    return piece.moves;
}

// King swaps and hurdle captures are generated without a legality test, so they are only for
// variants without check; marks named by pieces must exist; the initial moves are for two armies.
std::vector<Problem> Ruleset::checkSupported() const
{
    std::vector<Problem> problems;
    for (const PieceDefinition& piece : m_def.pieces) {
        for (const auto& [mark, moves] : piece.movesOnMarked)
            if (!geometry().marks().count(mark))
                problems.push_back({"", 0, 0, "pieces.on-marked." + mark, "no such mark in [board.marks]"});
        for (const MoveVector& v : piece.moves)
            if (v.hurdle && v.captures && hasCheck())
                problems.push_back(
                    {"", 0, 0, "pieces.betza", "a 'j' leap that captures needs a variant without check"});
    }
    if (hasCheck() && m_def.kingSwap)
        problems.push_back({"", 0, 0, "king-swap", "only for variants without check"});
    if (m_def.initialMoves && armyCount() != 2)
        problems.push_back({"", 0, 0, "turns.initial-moves", "only for variants of two armies"});
    if (hasOnceSwap() && armyCount() != 2)
        problems.push_back({"", 0, 0, "swap", "only for variants of two armies"});
    if (!m_def.refuge.pieces.empty() && armyCount() != 2)
        problems.push_back({"", 0, 0, "refuge", "only for variants of two armies"});
    if (hasFirstMoves() && armyCount() != 2)
        problems.push_back({"", 0, 0, "first-moves", "only for variants of two armies"});
    const bool bentPaths = std::ranges::any_of(m_def.pieces, [](const PieceDefinition& piece) {
        return std::ranges::any_of(piece.moves, [](const MoveVector& v) { return v.bent(); });
    });
    if (bentPaths && m_def.moveRules.pinnedUnitsPowerless)
        problems.push_back({"", 0, 0, "moves.pinned-units-powerless", "not with pieces of bent paths"});
    if (hasBareForms() && armyCount() != 2)
        problems.push_back({"", 0, 0, "when-bare", "only for variants of two armies"});
    if (hasGuardZones() && pinnedUnitsPowerless())
        problems.push_back({"", 0, 0, "guard-zones", "not together with moves.pinned-units-powerless"});
    return problems;
}

void Ruleset::addSteps(
    Army army, const PieceDefinition& piece, const std::vector<MoveVector>& moves, Square from, int type)
{
    const Geometry& g = geometry();
    const ArmyDefinition& ad = m_def.armies[army];
    for (const MoveVector& v : moves) {
        const BoardVector d = ad.orient(v);
        int range = v.range;
        // A pawn's forward step grows into a multi-step on the ranks the rules name.
        const bool pawnStep = piece.pawn && v.x == 0 && v.y == 1 && v.range == 1 && !v.captures;
        const PawnStepRule* rule = pawnStep ? pawnStepRule(army, from) : nullptr;
        std::uint8_t multiFlags = Step::PawnMultiStep;
        Square home = 0;
        if (rule) {
            range = rule->steps;
            if (rule->firstPawnMove)
                multiFlags |= Step::FirstPawnMove;
            if (rule->filePieceHome) {
                multiFlags |= Step::HomePiece;
                home = homeSquare(army, g.fileOf(from));
            }
        }
        const std::size_t rayBegin = m_steps.size();
        int f = g.fileOf(from), r = g.rankOf(from);
        if (v.bent()) {  // a path's first step, to a square that is passed over (no flags)
            const BoardVector first = ad.orient(MoveVector{v.firstX, v.firstY});
            f += first.dx;
            r += first.dy;
            if (!g.contains(f, r) || barred(army, type, g.square(f, r)))
                continue;
            m_steps.push_back({std::uint8_t(g.square(f, r)), 0, 0, 1});
        }
        const int overFile = f + d.dx / 2, overRank = r + d.dy / 2;
        f += d.dx;
        r += d.dy;
        if (v.hurdle && !g.contains(overFile, overRank))
            continue;
        for (int k = 1; g.contains(f, r) && (range == 0 || k <= range) && !barred(army, type, g.square(f, r)); ++k) {
            std::uint8_t flags
                = k <= v.passes ? 0 : std::uint8_t((v.moves ? Step::Moves : 0) | (v.captures ? Step::Captures : 0));
            if (pawnStep && k >= 2)
                flags |= multiFlags;
            const std::uint8_t over = v.hurdle ? std::uint8_t(g.square(overFile, overRank)) : std::uint8_t(home);
            if (v.hurdle)
                flags |= Step::NeedsHurdle;
            m_steps.push_back({std::uint8_t(g.square(f, r)), flags, over, 1});
            f += d.dx;
            r += d.dy;
        }
        // When blocked, jump to the end of the ray.
        for (std::size_t i = rayBegin; i < m_steps.size(); ++i)
            m_steps[i].skip = std::uint16_t(m_steps.size() - i);
    }
}

// The steps of the [[first-moves]] entries for `type` from a first-rank square.
void Ruleset::addFirstMoveSteps(Army army, PieceType type, Square from)
{
    for (const FirstMoveDefinition& entry : m_def.firstMoves) {
        if (entry.piece != type)
            continue;
        const std::size_t begin = m_steps.size();
        addSteps(army, PieceDefinition{}, entry.moves, from);
        for (std::size_t k = begin; k < m_steps.size(); ++k) {
            m_steps[k].flags |= Step::FirstMove | (entry.inCheck ? 0 : Step::NotInCheck);
            m_steps[k].over = std::uint8_t(from);
        }
    }
}

// The multi-step rule for a pawn of `army` on `from`: the first whose rank and files fit.
const PawnStepRule* Ruleset::pawnStepRule(Army army, Square from) const
{
    const int file = geometry().fileOf(from);
    for (const PawnStepRule& rule : m_def.pawnSteps)
        if (m_def.relativeRank(army, from) == rule.rank && (rule.army < 0 || rule.army == army)
            && (rule.files.empty() || std::ranges::find(rule.files, file) != rule.files.end()))
            return &rule;
    return nullptr;
}

// The square of an army's own back edge on `file`, where the file's piece began.
Square Ruleset::homeSquare(Army army, int file) const
{
    const Geometry& g = geometry();
    for (Square s = 0; s < squareCount(); ++s)
        if (g.isPlayable(s) && g.fileOf(s) == file && m_def.relativeRank(army, s) == 1)
            return s;
    return 0;
}

void Ruleset::buildMoveTables()
{
    const Geometry& g = geometry();
    for (const auto& [mark, allowed] : m_def.markPieces)
        for (Army army = 0; army < armyCount(); ++army)
            for (Square s : g.marks().at(mark))
                m_barred[army][std::size_t(s)] |= ~allowed[army];
    m_stepRanges.assign(std::size_t(armyCount() * pieceTypeCount() * squareCount()), {0, 0});
    m_leapStepRanges.assign(std::size_t(armyCount() * squareCount()), {0, 0});
    for (Army army = 0; army < armyCount() && army < 2; ++army)
        for (int file = 0; file < g.files(); ++file)
            m_firstRankSquares[army][std::size_t(file)] = homeSquare(army, file);
    m_bonusStepRanges.assign(std::size_t(armyCount() * squareCount()), {0, 0});
    for (Army army = 0; army < armyCount(); ++army) {
        for (Square from = 0; from < squareCount() && !m_def.promotion.bonusStep.empty(); ++from) {
            const auto begin = std::uint32_t(m_steps.size());
            if (g.isPlayable(from))
                addSteps(army, PieceDefinition{}, m_def.promotion.bonusStep, from);
            m_bonusStepRanges[std::size_t(army * squareCount() + from)] = {begin, std::uint32_t(m_steps.size())};
        }
        for (PieceType type = 0; type < pieceTypeCount(); ++type) {
            for (Square from = 0; from < squareCount(); ++from) {
                const auto begin = std::uint32_t(m_steps.size());
                if (g.isPlayable(from))
                    addSteps(army, m_def.pieces[type], movesAt(type, from), from, type);
                if (g.isPlayable(from) && m_def.relativeRank(army, from) == 1)
                    addFirstMoveSteps(army, type, from);
                m_stepRanges[tableIndex(army, type, from)] = {begin, std::uint32_t(m_steps.size())};
            }
        }
        if (!hasKingLeap())
            continue;
        KingLeapDefinition leap = m_def.kingLeap;
        for (MoveVector& v : leap.moves)
            v.captures = v.captures && leap.captures;
        for (Square from = 0; from < squareCount(); ++from) {
            const auto begin = std::uint32_t(m_steps.size());
            if (g.isPlayable(from))
                addSteps(army, PieceDefinition{}, leap.moves, from);
            m_leapStepRanges[std::size_t(army * squareCount() + from)] = {begin, std::uint32_t(m_steps.size())};
        }
    }
}

// Reverses the move tables: for each army and target square, the rays along which (and the
// distances at which) a piece type attacks it, and the squares from which it leaps onto it.
void Ruleset::buildAttackTables()
{
    const Geometry& g = geometry();
    const int n = squareCount();
    m_rayRanges.assign(std::size_t(armyCount() * n), {0, 0});
    m_leapRanges.assign(std::size_t(armyCount() * n), {0, 0});
    for (Army army = 0; army < armyCount(); ++army) {
        // direction (dx, dy) from the target -> masks per distance (index 0 = distance 1)
        std::vector<std::map<std::pair<int, int>, std::vector<std::uint32_t>>> rays{std::size_t(n)};
        std::vector<std::map<Square, std::uint32_t>> leaps{std::size_t(n)};
        BentAttackMap bent{std::size_t(n)};
        const ArmyDefinition& ad = m_def.armies[army];
        for (PieceType type = 0; type < pieceTypeCount(); ++type) {
            for (Square from = 0; from < n; ++from) {
                if (!g.isPlayable(from))
                    continue;
                for (const MoveVector& v : movesAt(type, from)) {
                    if (!v.captures || v.hurdle)
                        continue;
                    if (v.bent()) {
                        addBentAttacks(bent, army, type, from, v);
                        continue;
                    }
                    const BoardVector d = ad.orient(v);
                    const bool unit = std::abs(d.dx) <= 1 && std::abs(d.dy) <= 1;
                    int f = g.fileOf(from) + d.dx, r = g.rankOf(from) + d.dy;
                    for (int k = 1; g.contains(f, r) && (v.range == 0 || k <= v.range); ++k) {
                        const Square target = g.square(f, r);
                        if (k <= v.passes) {
                        } else if (v.range == 1 && !unit) {
                            leaps[std::size_t(target)][from] |= 1u << type;
                        } else {
                            auto& masks = rays[std::size_t(target)][{-d.dx, -d.dy}];
                            if (masks.size() < std::size_t(k))
                                masks.resize(std::size_t(k), 0);
                            masks[std::size_t(k - 1)] |= 1u << type;
                        }
                        f += d.dx;
                        r += d.dy;
                    }
                }
            }
        }
        for (Square target = 0; target < n; ++target) {
            const std::size_t at = std::size_t(army * n + target);
            m_rayRanges[at].first = std::uint32_t(m_rays.size());
            for (const auto& [dir, masks] : rays[std::size_t(target)]) {
                const auto begin = std::uint32_t(m_raySquares.size());
                int f = g.fileOf(target), r = g.rankOf(target);
                for (std::uint32_t mask : masks) {
                    f += dir.first;
                    r += dir.second;
                    m_raySquares.push_back(std::uint8_t(g.square(f, r)));
                    m_rayMasks.push_back(mask);
                }
                m_rays.push_back({begin, std::uint32_t(m_raySquares.size())});
            }
            m_rayRanges[at].second = std::uint32_t(m_rays.size());
            m_leapRanges[at].first = std::uint32_t(m_leaps.size());
            for (const auto& [from, mask] : leaps[std::size_t(target)])
                m_leaps.push_back({std::uint8_t(from), 0, 0, mask});
            storeBentAttacks(bent[std::size_t(target)], target);
            m_leapRanges[at].second = std::uint32_t(m_leaps.size());
        }
    }
}

// A bent path's attacks (core/board/betza.h): seen from each target square it reaches, a ray
// back along its last leg to the square its first step reaches, every square of which must be
// empty, and the square it starts from, off that ray.
void Ruleset::addBentAttacks(BentAttackMap& bent, Army army, PieceType type, Square from, const MoveVector& v) const
{
    const Geometry& g = geometry();
    const BoardVector first = m_def.armies[army].orient(MoveVector{v.firstX, v.firstY});
    const BoardVector d = m_def.armies[army].orient(v);
    const int startFile = g.fileOf(from) + first.dx, startRank = g.rankOf(from) + first.dy;
    if (!g.contains(startFile, startRank))
        return;
    int f = startFile + d.dx, r = startRank + d.dy;
    for (int k = 1; g.contains(f, r) && (v.range == 0 || k <= v.range); ++k, f += d.dx, r += d.dy) {
        if (k <= v.passes)
            continue;
        // Index k - 1 of the ray back from the target is the first step's square.
        auto& sides = bent[std::size_t(g.square(f, r))][{-d.dx, -d.dy}];
        if (sides.size() < std::size_t(k))
            sides.resize(std::size_t(k));
        sides[std::size_t(k - 1)][from] |= 1u << type;
    }
}

// The attacks by way of each ray back from `target` become leap entries whose path is the
// ray's first squares, stored once per ray.
void Ruleset::storeBentAttacks(
    const std::map<std::pair<int, int>, std::vector<std::map<Square, std::uint32_t>>>& rays, Square target)
{
    const Geometry& g = geometry();
    for (const auto& [dir, starts] : rays) {
        const auto begin = std::uint16_t(m_pathSquares.size());
        int f = g.fileOf(target), r = g.rankOf(target);
        for (std::size_t k = 0; k < starts.size(); ++k) {
            f += dir.first;
            r += dir.second;
            m_pathSquares.push_back(std::uint8_t(g.square(f, r)));
        }
        for (std::size_t k = 0; k < starts.size(); ++k)
            for (const auto& [from, mask] : starts[k])
                m_leaps.push_back({std::uint8_t(from), std::uint8_t(k + 1), begin, mask});
        m_hasBentAttacks = true;
    }
}

void Ruleset::buildKeys()
{
    KeyStream keys;
    m_pieceKeys.resize(std::size_t(kMaxArmies * kMaxPieceTypes * squareCount()));
    for (auto& k : m_pieceKeys)
        k = keys.next();
    for (auto& k : m_sideKeys)
        k = keys.next();
    for (auto& k : m_castlingKeys)
        k = keys.next();
    for (auto& k : m_epKeys)
        k = keys.next();
    for (auto& k : m_waitingKeys)
        k = keys.next();
    for (auto& k : m_armyFlagKeys[std::size_t(ArmyFlag::KingLeap)])
        k = keys.next();
    m_handKeys.resize(std::size_t(kMaxArmies * kMaxPieceTypes * kMaxHandCount));
    for (auto& k : m_handKeys)
        k = keys.next();
    // Drawn after the others, which stay what they were before these rules came.
    for (auto& k : m_armyFlagKeys[std::size_t(ArmyFlag::FirstPawnMove)])
        k = keys.next();
    for (auto& k : m_initialPlyKeys)
        k = keys.next();
    for (auto& k : m_initialMovedKeys)
        k = keys.next();
    for (auto& k : m_firstMoveKeys)
        k = keys.next();
    for (auto& k : m_armyFlagKeys[std::size_t(ArmyFlag::Swap)])
        k = keys.next();
    for (auto& k : m_armyFlagKeys[std::size_t(ArmyFlag::Temdek)])
        k = keys.next();
}

std::uint64_t Ruleset::castlingKey(std::uint8_t rights) const
{
    std::uint64_t key = 0;
    for (int bit = 0; bit < 8; ++bit)
        if ((rights >> bit) & 1)
            key ^= m_castlingKeys[std::size_t(bit)];
    return key;
}

std::vector<Problem> Ruleset::buildCastling()
{
    std::vector<Problem> problems;
    const Geometry& g = geometry();
    if (m_def.castlings.size() > 8)
        problems.push_back({"", 0, 0, "castling", "at most eight castlings"});
    for (std::size_t i = 0; i < m_def.castlings.size() && i < 8; ++i) {
        const CastlingDefinition& c = m_def.castlings[i];
        CastlingRule rule{c, std::uint8_t(1u << i), 'Q'};
        rule.letter = g.fileOf(c.rook) > g.fileOf(c.king) ? 'K' : 'Q';
        if (c.army == 1)
            rule.letter = char(std::tolower(rule.letter));
        for (const CastlingRule& other : m_castlings)
            if (other.def.army == c.army && other.letter == rule.letter)
                problems.push_back({"", 0, 0, "castling", "two castlings of one army towards the same side"});
        m_castlings.push_back(rule);
        for (Square s = 0; s < squareCount(); ++s)
            if (s == c.rook || (s == c.king))
                m_castlingTouch[std::size_t(s)] |= rule.right;
    }
    // A king's move takes away all of its army's castlings.
    for (const CastlingRule& a : m_castlings)
        for (const CastlingRule& b : m_castlings)
            if (a.def.army == b.def.army)
                m_castlingTouch[std::size_t(a.def.king)] |= b.right;
    return problems;
}

// Read after the start position: while it is read (and checked) every rank is allowed. Pawns
// that are dropped, displaced by a drop (U Bha's set-up), swapped with a king or transferred may
// stand on any rank.
void Ruleset::findLowestPawnRanks(const Position& start)
{
    const int displaced = m_def.drops.displacedPiece;
    if (m_def.kingSwap || hasOnceSwap() || m_hasTransfers || (m_dropMask & m_pawnMask)
        || (displaced >= 0 && ((m_pawnMask >> displaced) & 1)))
        return;
    const auto back = [](const MoveVector& v) { return v.y < 0; };
    for (const PieceDefinition& piece : m_def.pieces) {
        if (!piece.pawn)
            continue;
        if (std::ranges::any_of(piece.moves, back))
            return;
        for (const auto& [mark, moves] : piece.movesOnMarked)
            if (std::ranges::any_of(moves, back))
                return;
    }
    for (Army a = 0; a < armyCount(); ++a)
        for (const std::uint8_t s : start.piecesOf(a))
            if (isPawn(typeOf(start.at(s)))) {
                const int rank = m_def.relativeRank(a, s);
                m_lowestPawnRank[a] = m_lowestPawnRank[a] ? std::min(m_lowestPawnRank[a], rank) : rank;
            }
}

void Ruleset::buildPromotionZones()
{
    m_promotionPieces = m_def.promotion.pieces;
    if (m_promotionPieces.empty()) {
        // By default: every type of the start array but kings and pawns, in definition order.
        const std::string board = m_def.startFen.substr(0, m_def.startFen.find(' '));
        for (PieceType t = 0; t < pieceTypeCount(); ++t) {
            const char letter = m_def.pieces[t].letter;
            const bool inArray = board.find(letter) != std::string::npos
                || board.find(char(std::tolower(letter))) != std::string::npos;
            if (inArray && !isRoyal(t) && !isPawn(t))
                m_promotionPieces.push_back(t);
        }
    }
    const Geometry& g = geometry();
    const Position start = Position::start(shared_from_this());
    for (Army army = 0; army < armyCount(); ++army) {
        const ArmyDefinition& ad = m_def.armies[army];
        for (Square s = 0; s < squareCount(); ++s) {
            if (!g.isPlayable(s))
                continue;
            const std::string& mark = army < m_def.promotion.zoneMarks.size() ? m_def.promotion.zoneMarks[army] : "";
            bool zone = !mark.empty() && g.isMarked(mark, s);
            for (int rank : m_def.promotion.ranks)
                zone = zone || m_def.relativeRank(army, s) == rank;
            const bool farEdge = !g.contains(g.fileOf(s) + ad.forwardX, g.rankOf(s) + ad.forwardY);
            if (farEdge)
                m_farEdge[army].insert(s);
            zone = zone || (m_def.promotion.farEdge && farEdge);
            const Piece p = start.at(s);
            if (m_def.promotion.enemyStartSquares && p && isEnemy(army, armyOf(p)) && !isPawn(typeOf(p)))
                zone = true;
            if (zone)
                m_promotionZone[army].insert(s);
        }
    }
}

}  // namespace kabir
