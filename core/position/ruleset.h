#pragma once
// A variant definition compiled into immutable tables: for every army, piece type and square
// the squares it may move to (leaps and rays), for every square the places from which each
// army attacks it, zobrist keys, castling and promotion data. Everything the move generator
// and search touch is precomputed here; the behaviours that are not tables (promotion) are
// strategy objects chosen by the definition.

#include "core/board/result.h"
#include "core/position/legalityrule.h"
#include "core/position/mechanics/armyflag.h"
#include "core/position/mechanics/movemechanic.h"
#include "core/position/mechanics/statemechanic.h"
#include "core/position/promotion.h"
#include "core/position/resultrule.h"
#include "core/board/squareset.h"
#include "core/variant/leaptables.h"
#include "core/variant/variantdefinition.h"

#include <algorithm>
#include <cstdint>
#include <map>
#include <memory>
#include <span>
#include <vector>

namespace kabir {

class CountingRule;

// One entry of a piece's move table. Leaps are single entries; a ray is a run of entries, and
// when a ray's square is occupied the generator skips `skip` entries to the ray's end.
struct Step {
    // A pawn's multi-step may also need the piece its file began with on its home square
    // (HomePiece, `over` the home square) or its side's first pawn move still to come; a
    // piece's first move ([[first-moves]], `over` the square it starts from) needs the piece's
    // right, and some not to be in check.
    enum Flags : std::uint8_t {
        Moves = 1,
        Captures = 2,
        PawnMultiStep = 4,
        NeedsHurdle = 8,
        HomePiece = 16,
        FirstPawnMove = 32,
        FirstMove = 64,
        NotInCheck = 128,
        Conditional = NeedsHurdle | HomePiece | FirstPawnMove | FirstMove,
    };
    std::uint8_t to;
    std::uint8_t flags;
    std::uint8_t over;  // with NeedsHurdle: the square that must be occupied; with HomePiece the home
                        // square; with FirstMove the square the step starts from
    std::uint16_t skip;
};

// The squares from which a piece attacks a given square along one direction: the first
// piece met on the ray attacks when its type is in the mask for its distance.
struct AttackRay {
    std::uint32_t begin;  // index into Ruleset's ray squares and masks
    std::uint32_t end;
};

// A bent path's attack (core/board/betza.h) is an entry whose `pathLength` squares from
// `pathIndex` on (Ruleset::pathSquare) must be empty, in the same eight bytes.
struct AttackLeap {
    std::uint8_t from;
    std::uint8_t pathLength = 0;
    std::uint16_t pathIndex = 0;
    std::uint32_t mask = 0;  // piece types that attack by leaping (or along the path) from `from`
};

struct CastlingRule {
    CastlingDefinition def;
    std::uint8_t right;  // bit in the castling rights
    char letter;         // FEN letter: K (towards higher files) or Q, lower case for Black
    int rookType = -1;   // the type on def.rook in the start array (the rook), -1 when none stands there
};

class Ruleset : public std::enable_shared_from_this<Ruleset> {
public:
    // Compiled only by compileRuleset (core/rules/rulesetcompiler.h).
    ~Ruleset();

    const VariantDefinition& definition() const { return m_def; }
    const Geometry& geometry() const { return m_def.geometry; }
    int armyCount() const { return int(m_def.armies.size()); }
    int pieceTypeCount() const { return int(m_def.pieces.size()); }
    int squareCount() const { return m_def.geometry.squareCount(); }
    // Two armies with royal pieces, not under [leap-capture] (where the biy is captured, never checked).
    bool hasCheck() const { return m_hasCheck; }
    // The [leap-capture] mechanic's tables, or null: the variant moves as chess does.
    const LeapTables* leapCapture() const { return m_leap.get(); }
    int teamOf(Army a) const { return m_def.armies[a].team; }
    bool isEnemy(Army a, Army b) const { return (m_enemyMask[a] >> b) & 1; }
    std::uint8_t enemyMask(Army a) const { return m_enemyMask[a]; }
    // The movement of a type on a square (a marked square may change it).
    const std::vector<MoveVector>& movesAt(PieceType type, Square s) const;

    std::span<const Step> steps(Army army, PieceType type, Square from) const
    {
        const auto& range = m_stepRanges[tableIndex(army, type, from)];
        return {m_steps.data() + range.first, m_steps.data() + range.second};
    }
    std::span<const AttackRay> attackRays(Army by, Square target) const
    {
        const auto& range = m_rayRanges[std::size_t(by * squareCount() + target)];
        return {m_rays.data() + range.first, m_rays.data() + range.second};
    }
    std::span<const AttackLeap> attackLeaps(Army by, Square target) const
    {
        const auto& range = m_leapRanges[std::size_t(by * squareCount() + target)];
        return {m_leaps.data() + range.first, m_leaps.data() + range.second};
    }
    std::uint8_t raySquare(std::uint32_t i) const { return m_raySquares[i]; }
    std::uint32_t rayMask(std::uint32_t i) const { return m_rayMasks[i]; }

    // The squares a bent path's attack needs empty (AttackLeap::pathIndex), and whether a piece
    // has a bent path at all.
    std::uint8_t pathSquare(std::uint32_t i) const { return m_pathSquares[i]; }
    bool hasBentAttacks() const { return m_hasBentAttacks; }
    // Whether every move is tested by making it: where the checks and pins seen from the king
    // do not tell (pinned units powerless, bent paths, whose checks the king's rays miss).
    bool testsMovesByMaking() const { return m_testsMovesByMaking; }

    bool isRoyal(PieceType t) const { return (m_royalMask >> t) & 1; }
    // Whether a unit of `army` and `type` may not stand on or pass over `s` ([board.mark-pieces]).
    bool barred(Army army, int type, Square s) const
    {
        return type >= 0 && ((m_barred[army][std::size_t(s)] >> type) & 1);
    }
    // Whether an army may have several royal units, the last one left being the king
    // (moves.royal-succession; Position::kingSquare is none while there are two or more).
    bool royalSuccession() const { return m_def.moveRules.royalSuccession; }
    // Whether the army's start position has a royal piece, which it may then never lack.
    bool startsWithKing(Army a) const { return (m_kingedArmies >> a) & 1; }
    bool isPawn(PieceType t) const { return (m_pawnMask >> t) & 1; }
    std::uint32_t pawnMask() const { return m_pawnMask; }  // a bit per pawn type
    // The lowest relative rank a pawn of `army` can stand on: the lowest its pawns start on, as
    // pawns never move back; 0 (anywhere) where a backward move, a king swap or a drop could
    // bring a pawn lower, or where the army starts without pawns.
    int lowestPawnRank(Army army) const { return m_lowestPawnRank[army]; }
    bool inPromotionZone(Army army, Square s) const { return m_promotionZone[army].contains(s); }
    // Whether a pawn of `army` on `s` could never step forward again (its last rank).
    bool atFarEdge(Army army, Square s) const { return m_farEdge[army].contains(s); }
    bool promotesOnCapture(PieceType t) const { return (m_promoteOnCaptureMask >> t) & 1; }
    bool canDrop(PieceType t) const { return (m_dropMask >> t) & 1; }
    // Whether the side to move may only drop while it holds men in hand (a set-up by placement).
    bool mustDrop() const { return m_def.drops.mustDrop; }
    // Whether a unit of `army` and `type` may be dropped on `s` (the board's and the array's limits).
    bool isDropSquare(Army army, PieceType type, Square s) const
    {
        return m_dropZone[army].contains(s) && isPlacementSquare(army, type, s);
    }
    // The same, but for a drop that displaces the own unit on `s`: wherever that unit stands.
    bool isPlacementSquare(Army army, PieceType type, Square s) const
    {
        return m_dropSquares.contains(s) && (!m_def.drops.ownArraySquares || m_arraySquares[army][type].contains(s))
            && (!((m_firstRankDropMask >> type) & 1) || m_def.relativeRank(army, s) == 1)
            && (!((m_notFirstRankDropMask >> type) & 1) || m_def.relativeRank(army, s) != 1);
    }
    // Where a unit displaced by a drop may go (U Bha's pawn displacement).
    const SquareSet& redeployZone(Army army) const { return m_redeployZone[army]; }
    // The piece on `s` in the start position (the file pieces' home squares, the array's squares).
    Piece startPiece(Square s) const { return m_startBoard[std::size_t(s)]; }
    bool approachesEnemyKing(PieceType t) const { return (m_approachMask >> t) & 1; }
    // Whether a type's steps need no more than the board: neither a pawn's nor an approacher's,
    // nor those of a piece that changes after moving.
    bool hasPlainSteps(PieceType t) const { return !((m_notPlainMask >> t) & 1); }
    // [becomes-after-moving]: the types a piece of type `t` becomes after each of its moves
    // (none: it stays what it is), the mover's choice when there are more.
    const std::vector<PieceType>& becomesAfterMoving(PieceType t) const { return m_becomes[t]; }
    bool changesAfterMoving(PieceType t) const { return (m_becomesMask >> t) & 1; }
    // Whether a piece of type `t` may become another with its move: after every move, or on
    // reaching certain ranks ([becomes-on-ranks]).
    bool changesWithMove(PieceType t) const { return (m_changesMask >> t) & 1; }
    // [becomes-on-ranks]: the type a piece of type `t` of `army` becomes ending a move on `to`,
    // or -1 (it stays what it is).
    int becomesOnArrival(Army army, PieceType t, Square to) const
    {
        const auto found = m_def.becomesOnRanks.find(t);
        if (found == m_def.becomesOnRanks.end())
            return -1;
        const auto& ranks = found->second.ranks;
        return std::ranges::find(ranks, m_def.relativeRank(army, to)) != ranks.end() ? found->second.piece : -1;
    }
    // [when-bare]: the type a piece of type `t` is while it is its army's only unit (-1: none),
    // and the type a bare form stands for (itself for any other), whose letters it is written with.
    bool hasBareForms() const { return m_hasBareForms; }
    int bareForm(PieceType t) const { return m_bareForm[t]; }
    PieceType fullForm(PieceType t) const { return m_fullForm[t]; }
    bool hasFirstPawnMoveSteps() const { return m_hasFirstPawnMoveSteps; }
    // The [pawns] multi-step a pawn of `army` may make from `from`, if any.
    const PawnStepRule* pawnStepRule(Army army, Square from) const;
    const Promotion& promotion() const { return *m_promotion; }
    // False only while the ruleset is compiled, before the start position has been read.
    bool promotionReady() const { return m_promotion != nullptr; }
    const std::vector<PieceType>& promotionPieces() const { return m_promotionPieces; }
    // How many of a type an army has in the start position.
    int initialCount(Army army, PieceType type) const { return m_initialCount[army][type]; }
    // How many men an army holds in hand in the start position (to be placed, or dropped).
    int initialHand(Army army) const { return m_initialHand[army]; }

    // The royal piece's once-per-game leap, if the variant has one.
    bool hasKingLeap() const { return m_def.kingLeap.enabled; }
    std::span<const Step> kingLeapSteps(Army army, Square from) const
    {
        const auto& range = m_leapStepRanges[std::size_t(army * squareCount() + from)];
        return {m_steps.data() + range.first, m_steps.data() + range.second};
    }
    // Pawns that wait on their last rank, immune, to be put elsewhere ([transfer]).
    bool hasTransfers() const { return m_hasTransfers; }
    TransferDefinition::Mode transferMode(PieceType t) const { return m_def.transfer.modes[t]; }
    // Whether the unit of `army` and `type` on `s` waits there to be transferred: immune.
    bool waitsForTransfer(Army army, PieceType type, Square s) const
    {
        return transferMode(type) != TransferDefinition::Mode::None && atFarEdge(army, s);
    }
    // Squares where an army's units of some types are safe ([refuge]).
    bool hasRefuges() const { return m_hasRefuges; }
    bool inRefuge(Army army, PieceType type, Square s) const
    {
        return m_hasRefuges && ((m_refugeMask >> type) & 1) && m_refuges[army].contains(s);
    }
    // Whether a unit of `type` on `from` changing places with an own unit of `other` is the
    // exchange a refuge allows.
    bool refugeSwap(Army army, PieceType type, Square from, PieceType other) const
    {
        return inRefuge(army, type, from) && ((m_refugeSwapMask >> other) & 1);
    }
    // Whether a unit cannot be captured where it stands: a move mechanic shields it.
    bool immune(Army army, PieceType type, Square s) const
    {
        return std::ranges::any_of(
            m_moveMechanics, [&](const MoveMechanic* m) { return m->shields(*this, army, type, s); });
    }
    // The once-per-game swap of the original king ([swap]), if the variant has one.
    bool hasOnceSwap() const { return m_def.onceSwap.piece >= 0; }
    // Moves a piece makes only as its first move, from its army's first rank ([[first-moves]]);
    // the right of the piece on a first-rank square has a bit per army and file.
    bool hasFirstMoves() const { return !m_def.firstMoves.empty(); }
    static int firstMoveBit(Army army, int file) { return army * 16 + file; }
    std::uint64_t firstMoveKey(int bit) const { return m_firstMoveKeys[std::size_t(bit)]; }
    Square firstRankSquare(Army army, int file) const { return m_firstRankSquares[army][std::size_t(file)]; }
    // Whether a piece of type `aimer` moving onto the rank or file of a `holder` takes its
    // first-move right (Cambodian chess: the rook's aim at the unmoved king).
    bool aimedAtBy(PieceType holder, PieceType aimer) const
    {
        for (const FirstMoveDefinition& entry : m_def.firstMoves)
            if (entry.piece == holder && entry.lostWhenAimedBy == aimer)
                return true;
        return false;
    }
    // The steps a promoted piece may go on with in the same move (promotion.bonus-step).
    std::span<const Step> bonusSteps(Army army, Square from) const
    {
        const auto& range = m_bonusStepRanges[std::size_t(army * squareCount() + from)];
        return {m_steps.data() + range.first, m_steps.data() + range.second};
    }
    // Whether a unit pinned against its own king loses its powers (core/position/position.h).
    bool pinnedUnitsPowerless() const { return m_def.moveRules.pinnedUnitsPowerless; }
    // [guard-zones]: whether a guard's zone hampers other units, the guard's type, and which
    // types its enemy zones stop on their lines or leave free to move out of any zone.
    bool hasGuardZones() const { return m_def.guardZones.guard >= 0; }
    const GuardZoneDefinition& guardZones() const { return m_def.guardZones; }
    bool stoppedByZones(PieceType t) const { return (m_zoneStoppedMask >> t) & 1; }
    bool exemptFromZones(PieceType t) const { return (m_zoneExemptMask >> t) & 1; }
    // Whether check needs more than the attack tables: powerless pins or guard zones.
    bool hasSpecialChecks() const { return m_specialChecks; }
    // Whether units of this type have a first move ([[first-moves]]); a holder that takes
    // another form (a king left bare) loses its right.
    bool hasFirstMove(PieceType t) const { return (m_firstMoveMask >> t) & 1; }
    // Whether a holder of this type loses its first-move right once its king is in check.
    bool firstMoveLostByCheck(PieceType holder) const { return (m_lostByCheckMask >> holder) & 1; }
    bool hasFirstMovesLostByCheck() const { return m_lostByCheckMask != 0; }
    const ResultDefinition& results() const { return m_def.results; }
    const std::vector<std::unique_ptr<ResultRule>>& resultRules() const { return m_resultRules; }
    // The rules that take back moves the pieces' movement allows (core/position/legalityrule.h).
    const std::vector<std::unique_ptr<LegalityRule>>& legalityRules() const { return m_legalityRules; }
    const CountingRule* countingRule() const { return m_counting.get(); }
    // The army-flag mechanics of the variant (core/position/mechanics/armyflag.h), in order.
    std::span<const ArmyFlagMechanic* const> armyFlagMechanics() const { return m_armyFlagMechanics; }
    // The state mechanics of other shapes the variant has (core/position/mechanics/statemechanic.h).
    std::span<const StateMechanic* const> stateMechanics() const { return m_stateMechanics; }
    // The move mechanics the variant has (core/position/mechanics/movemechanic.h), in order.
    std::span<const MoveMechanic* const> moveMechanics() const { return m_moveMechanics; }
    // The bytes of ArmyFlags::word whose mechanics decide before a move (or after it) which
    // flags it takes: doMove asks them only while a flag is held there.
    std::uint32_t armyFlagBytes(bool beforeMove) const { return m_armyFlagBytes[beforeMove]; }

    const std::vector<CastlingRule>& castlings() const { return m_castlings; }
    // The castling rights that a move from or to `s` takes away.
    std::uint8_t castlingRightsTouchedBy(Square s) const { return m_castlingTouch[std::size_t(s)]; }

    std::uint64_t pieceKey(Piece p, Square s) const
    {
        return m_pieceKeys[std::size_t((armyOf(p) * kMaxPieceTypes + typeOf(p)) * squareCount() + s)];
    }
    std::uint64_t sideKey(Army a) const { return m_sideKeys[a]; }
    std::uint64_t castlingKey(std::uint8_t rights) const;
    std::uint64_t enPassantKey(Square s) const { return m_epKeys[std::size_t(s)]; }
    std::uint64_t waitingKey(Square s) const { return m_waitingKeys[std::size_t(s)]; }
    std::uint64_t armyFlagKey(ArmyFlag f, Army a) const { return m_armyFlagKeys[std::size_t(f)][a]; }
    std::uint64_t initialPlyKey(int ply) const { return ply ? m_initialPlyKeys[std::size_t(ply)] : 0; }
    std::uint64_t initialMovedKey(Square s) const { return m_initialMovedKeys[std::size_t(s)]; }
    // The key of `count` pieces of a type in an army's hand (count 0 has key 0).
    std::uint64_t handKey(Army a, PieceType t, int count) const
    {
        return count
            ? m_handKeys[std::size_t((a * kMaxPieceTypes + t) * kMaxHandCount + std::min(count, kMaxHandCount - 1))]
            : 0;
    }
    static constexpr int kMaxHandCount = 16;

private:
    friend Result<std::shared_ptr<const Ruleset>> compileRuleset(const VariantDefinition& definition);
    // The tables of `definition` and what its start position decides; compileRuleset adds the
    // strategies chosen by name (core/rules/).
    static Result<std::shared_ptr<Ruleset>> buildTables(const VariantDefinition& definition);
    std::size_t tableIndex(Army army, PieceType type, Square s) const
    {
        return std::size_t((army * pieceTypeCount() + type) * squareCount() + s);
    }
    void buildMoveTables();
    void buildAttackTables();
    using BentAttackMap = std::vector<std::map<std::pair<int, int>, std::vector<std::map<Square, std::uint32_t>>>>;
    void addBentAttacks(BentAttackMap& bent, Army army, PieceType type, Square from, const MoveVector& v) const;
    void storeBentAttacks(
        const std::map<std::pair<int, int>, std::vector<std::map<Square, std::uint32_t>>>& rays, Square target);
    void buildKeys();
    std::vector<Problem> buildCastling();
    void buildPromotionZones();
    void findLowestPawnRanks(const Position& start);
    std::vector<Problem> checkSupported() const;
    void addSteps(
        Army army, const PieceDefinition& piece, const std::vector<MoveVector>& moves, Square from, int type = -1);
    void addFirstMoveSteps(Army army, PieceType type, Square from);
    Square homeSquare(Army army, int file) const;

    VariantDefinition m_def;
    std::vector<Step> m_steps;
    std::vector<std::pair<std::uint32_t, std::uint32_t>> m_stepRanges;
    std::vector<AttackRay> m_rays;
    std::vector<std::pair<std::uint32_t, std::uint32_t>> m_rayRanges;
    std::vector<std::uint8_t> m_raySquares;
    std::vector<std::uint32_t> m_rayMasks;
    std::vector<AttackLeap> m_leaps;
    std::vector<std::pair<std::uint32_t, std::uint32_t>> m_leapRanges;
    std::uint32_t m_royalMask = 0;
    bool m_hasCheck = false;
    std::array<std::uint32_t, 2> m_armyFlagBytes{};  // read by every doMove
    std::unique_ptr<LeapTables> m_leap;              // read where every move is generated, made and undone
    bool m_hasBentAttacks = false;                   // read by every attack test
    bool m_testsMovesByMaking = false;
    bool m_hasTransfers = false;
    bool m_hasRefuges = false;
    std::uint32_t m_refugeMask = 0;
    std::uint32_t m_refugeSwapMask = 0;
    std::array<SquareSet, 2> m_refuges{};
    std::array<std::uint8_t, kMaxArmies> m_enemyMask{};
    std::uint32_t m_promoteOnCaptureMask = 0;
    std::uint32_t m_dropMask = 0;
    SquareSet m_dropSquares;
    std::array<SquareSet, kMaxArmies> m_dropZone{};  // the squares of the army's [drops] zone
    std::array<SquareSet, kMaxArmies> m_redeployZone{};
    std::uint32_t m_firstRankDropMask = 0;     // types dropped only on the first rank
    std::uint32_t m_notFirstRankDropMask = 0;  // types never dropped on the first rank
    std::uint32_t m_pawnMask = 0;
    std::array<SquareSet, kMaxArmies> m_promotionZone{};
    std::array<SquareSet, kMaxArmies> m_farEdge{};
    std::unique_ptr<Promotion> m_promotion;
    std::vector<PieceType> m_promotionPieces;
    std::array<std::array<int, kMaxPieceTypes>, kMaxArmies> m_initialCount{};
    std::array<int, kMaxArmies> m_lowestPawnRank{};
    std::array<int, kMaxArmies> m_initialHand{};
    std::vector<std::pair<std::uint32_t, std::uint32_t>> m_leapStepRanges;
    std::vector<std::pair<std::uint32_t, std::uint32_t>> m_bonusStepRanges;
    std::vector<std::unique_ptr<ResultRule>> m_resultRules;
    std::vector<std::unique_ptr<LegalityRule>> m_legalityRules;
    std::unique_ptr<CountingRule> m_counting;
    std::array<Piece, kMaxSquares> m_startBoard{};
    std::array<std::array<SquareSet, kMaxPieceTypes>, kMaxArmies> m_arraySquares{};
    std::uint32_t m_approachMask = 0;
    bool m_hasFirstPawnMoveSteps = false;
    std::uint8_t m_kingedArmies = 0;
    std::vector<CastlingRule> m_castlings;
    std::array<std::uint8_t, kMaxSquares> m_castlingTouch{};
    std::vector<std::uint64_t> m_pieceKeys;
    std::array<std::uint64_t, kMaxArmies> m_sideKeys{};
    std::array<std::uint64_t, 8> m_castlingKeys{};
    std::array<std::uint64_t, kMaxSquares> m_epKeys{};
    std::array<std::uint64_t, kMaxSquares> m_waitingKeys{};
    std::array<std::array<std::uint64_t, kMaxArmies>, kArmyFlagCount> m_armyFlagKeys{};
    std::array<std::uint64_t, 2 * kMaxInitialMoves + 1> m_initialPlyKeys{};
    std::array<std::uint64_t, kMaxSquares> m_initialMovedKeys{};
    std::array<std::uint64_t, 32> m_firstMoveKeys{};
    std::array<std::array<Square, 16>, 2> m_firstRankSquares{};
    std::vector<std::uint64_t> m_handKeys;
    // The pieces that change ([becomes-after-moving], [when-bare]) and the first moves lost by
    // check, kept after the tables the generator reads most.
    std::uint32_t m_notPlainMask = 0;  // pawns, approachers and pieces that change after moving
    std::uint32_t m_becomesMask = 0;
    std::uint32_t m_changesMask = 0;  // [becomes-after-moving] and [becomes-on-ranks]
    std::uint32_t m_lostByCheckMask = 0;
    std::uint32_t m_firstMoveMask = 0;
    bool m_specialChecks = false;
    std::uint32_t m_zoneStoppedMask = 0;
    std::uint32_t m_zoneExemptMask = 0;
    bool m_hasBareForms = false;
    std::vector<std::uint8_t> m_pathSquares;
    std::array<int, kMaxPieceTypes> m_bareForm{};
    std::array<PieceType, kMaxPieceTypes> m_fullForm{};
    std::array<std::array<std::uint32_t, kMaxSquares>, kMaxArmies> m_barred{};  // types barred from a square
    std::array<std::vector<PieceType>, kMaxPieceTypes> m_becomes{};
    std::vector<const ArmyFlagMechanic*> m_armyFlagMechanics;
    std::vector<const StateMechanic*> m_stateMechanics;
    std::vector<const MoveMechanic*> m_moveMechanics;
};

using RulesetPtr = std::shared_ptr<const Ruleset>;

}  // namespace kabir
