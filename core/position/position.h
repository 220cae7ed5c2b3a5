#pragma once
// A position of a variant: the board, the army to move, castling rights, en passant squares,
// counters and the hash, with doMove/undoMove and FEN in and out. Only doMove, undoMove and
// fromFen change a position (fromSetup makes one unchecked, for an editor to show and write);
// the move generator reads it.

#include "core/board/result.h"
#include "core/position/mechanics/armyflag.h"
#include "core/position/mechanics/initialmoves.h"
#include "core/position/mechanics/waitingpawns.h"
#include "core/position/positionsetup.h"
#include "core/position/ruleset.h"

#include <algorithm>
#include <array>
#include <string>
#include <string_view>
#include <vector>

namespace kabir {

class Position {
public:
    static constexpr int kMaxEnPassant = 4;  // passed squares of one multi-step

    // A counting rule's count (core/position/countingrule.h), in plies; limit 0: none runs.
    struct Count {
        std::int16_t limit = 0;
        std::int16_t ply = 0;
    };

    // What undoMove restores, kept on a stack; also the history for repetitions.
    struct State {
        std::uint64_t key = 0;
        std::uint8_t castlingRights = 0;
        std::uint8_t epCount = 0;
        std::array<std::uint8_t, kMaxEnPassant> epSquares{};
        std::uint8_t epVictim = 0;  // the pawn that may be taken en passant
        int halfmoveClock = 0;
        // Plies since the last move after which no earlier position can recur (a capture, a
        // pawn's advance or promotion, a drop where it resets the move rule): how far back a
        // repetition is looked for. Unlike the move rule's clock, a pawn's sideways step
        // (Shatra's shatra beyond the ditch) does not restart it: it can be stepped back.
        int reversiblePlies = 0;
        Piece captured = kEmpty;
        Piece capturedLater = kEmpty;  // what the second part of a promotion captured
        Piece moved = kEmpty;          // the piece as it stood on the from-square
        int fullmove = 1;
        ArmyFlags flags;                            // the army-flag mechanics' (core/position/mechanics/armyflag.h)
        std::uint32_t firstMoves = 0;               // Ruleset::firstMoveBit: the piece there holds its first move
        WaitingPawnsState waiting;                  // core/position/mechanics/waitingpawns.h
        std::uint8_t formChanges = 0;               // bit per army: the move changed a piece's bare form ([when-bare])
        std::array<std::uint8_t, 2> formSquares{};  // ... on this square
        InitialMovesState initial;                  // core/position/mechanics/initialmoves.h
        Count count;
        std::uint8_t jumpedCount = 0;  // units a leap-capture sequence took (Position::m_jumped)
        Move move;
        Army mover = 0;  // the army that made `move`
    };

    explicit Position(RulesetPtr rules);
    static Result<Position> fromFen(RulesetPtr rules, std::string_view fen);
    // The FEN's fields read against each other (castling rights need their king and rook, en
    // passant squares a pawn that has just passed them…), without the checks of the position as
    // a whole (core/position/setupcheck.h) that fromFen makes next: for an editor to show what is wrong.
    static Result<Position> fromFenUnchecked(RulesetPtr rules, std::string_view fen);
    static Position start(RulesetPtr rules);  // the variant's start position (validated at compile)
    std::string fen() const;
    // A position exactly as `setup` says, unchecked: to show a position while it is set up and
    // to write its FEN, which fromFen checks. Pieces on cut-away squares are left out.
    static Position fromSetup(RulesetPtr rules, const PositionSetup& setup);
    PositionSetup setup() const;

    const Ruleset& rules() const { return *m_rules; }
    const RulesetPtr& rulesPtr() const { return m_rules; }
    const Geometry& geometry() const { return m_rules->geometry(); }

    Piece at(Square s) const { return m_board[std::size_t(s)]; }
    const std::array<Piece, kMaxSquares>& board() const { return m_board; }
    Army sideToMove() const { return m_side; }
    Square kingSquare(Army a) const { return m_king[a]; }
    std::uint64_t key() const { return m_state.key; }
    std::uint8_t castlingRights() const { return m_state.castlingRights; }
    int halfmoveClock() const { return m_state.halfmoveClock; }
    int reversiblePlies() const { return m_state.reversiblePlies; }
    int fullmoveNumber() const { return m_state.fullmove; }
    const State& state() const { return m_state; }
    std::span<const std::uint8_t> enPassantSquares() const { return {m_state.epSquares.data(), m_state.epCount}; }
    std::span<const std::uint8_t> piecesOf(Army a) const { return {m_pieces[a].data(), std::size_t(m_pieceCount[a])}; }
    int count(Army a, PieceType t) const { return m_counts[a][t]; }
    int handCount(Army a, PieceType t) const { return m_hand[a][t]; }
    bool holdsMenInHand(Army a) const
    {
        return std::ranges::any_of(m_hand[a], [](std::uint8_t n) { return n > 0; });
    }
    // Whether the side to move is placing its men (Ruleset::mustDrop): then it only drops.
    bool placing() const { return m_rules->mustDrop() && holdsMenInHand(m_side); }
    std::span<const std::uint8_t> waitingPawns() const { return m_state.waiting.pawns(); }
    Count count() const { return m_state.count; }
    // Whether army a holds the flag of an army-flag mechanic (its king's leap, its temdek on…).
    bool holds(ArmyFlag f, Army a) const { return m_state.flags.holds(f, a); }
    // Whether the piece of army `a` on `s`, a square of its first rank, may still make a first move.
    bool holdsFirstMove(Army a, Square s) const
    {
        return (m_state.firstMoves >> Ruleset::firstMoveBit(a, geometry().fileOf(s))) & 1;
    }
    // Whether the side to move is still making its initial moves, and the units it has moved.
    bool inInitialMoves() const { return m_state.initial.ply < 2 * m_rules->definition().initialMoves; }
    std::span<const std::uint8_t> initialMoved() const { return m_state.initial.movedUnits(); }
    int historyLength() const { return int(m_history.size()); }
    const State& historyAt(int i) const { return m_history[std::size_t(i)]; }

    void doMove(Move m);
    void undoMove();
    // The search's "pass": the turn goes to the next army and en passant lapses; nothing
    // else changes (waiting pawns and privileges keep their state). Recorded as a null Move.
    void doNullMove();
    void undoNullMove();
    std::uint64_t computeKey() const;  // from scratch, for checking the incremental key

    // Whether a piece of army `by` whose type is in `types` attacks `target`, with the
    // square `ignore` taken as empty (the king lifted off its square).
    bool attacked(Square target, Army by, std::uint32_t types = ~0u, Square ignore = kNoSquare) const
    {
        return attacker(target, by, types, ignore) != kNoSquare;
    }
    // The square of such a piece (one of them), or kNoSquare.
    Square attacker(Square target, Army by, std::uint32_t types = ~0u, Square ignore = kNoSquare) const;
    // Whether a pawn of an army other than `mover` attacks `passed`, a square a multi-step of
    // mover's pawn passed over: the capture en passant may then be made there.
    bool enPassantTarget(Square passed, Army mover) const;
    // Where pinned units are powerless (moves.pinned-units-powerless), only the powered give
    // check; where guards have zones ([guard-zones]), only units the zones let reach the king.
    bool inCheck(Army a) const
    {
        if (!m_rules->hasCheck() || m_king[a] == kNoSquare)
            return false;
        return m_rules->hasSpecialChecks() ? specialChecker(a) != kNoSquare : attacked(m_king[a], Army(1 - a));
    }
    // A unit that gives check to army a's king, or kNoSquare (as inCheck reads check).
    Square checker(Army a) const
    {
        if (m_king[a] == kNoSquare)
            return kNoSquare;
        return m_rules->hasSpecialChecks() ? specialChecker(a) : attacker(m_king[a], Army(1 - a));
    }
    // Like attacker, but a unit pinned against its own king has no powers (Batak): it is
    // passed over. Out of line: only the variants with that rule call it.
    Square poweredAttacker(Square target, Army by) const;
    // Whether the unit on `s` stands on a line between its own king and an enemy unit that
    // would attack the king along it, nothing else between them.
    bool pinnedAgainstOwnKing(Square s) const;
    // Whether the unit on `from` attacks `target` (a powerless pinned unit does not).
    bool attacksFrom(Square from, Square target) const;

    // Whether the squares a bent path's attack needs empty are (with `ignore` taken as empty).
    bool pathClear(const AttackLeap& leap, Square ignore = kNoSquare) const
    {
        for (std::uint32_t i = leap.pathIndex; i < std::uint32_t(leap.pathIndex + leap.pathLength); ++i)
            if (const Square s = m_rules->pathSquare(i); m_board[std::size_t(s)] && s != ignore)
                return false;
        return true;
    }

    bool operator==(const Position& other) const;  // same board, side, rights and counters

private:
    friend class StateMechanic;  // its mechanics change their own parts of the state

    // checker where check needs more than the attack tables (Ruleset::hasSpecialChecks).
    Square specialChecker(Army a) const;
    void put(Square s, Piece p);
    void remove(Square s);
    void setEnPassant(Square from, Square to, Army mover);
    void setFlag(ArmyFlag f, Army a, bool on);
    void clearFlags(ArmyFlag f, std::uint8_t armies);
    void updateFlags(Move m, bool beforeMove);
    std::string armyFlagField(const ArmyFlagMechanic& mechanic) const;
    Result<bool> readArmyFlagField(const ArmyFlagMechanic& mechanic, const std::string& value);
    void updateBareForms();
    void toggleBareForm(Square s);
    std::string checksToGive() const;
    void makeSecondPart(Move m);
    void doLeapMove(Move m);
    void undoLeapMove(Move m);
    void capture(Square victim);
    void restartClocksAfterPawnMove(Move m, Square from, Square to);
    std::string extraFields() const;
    Result<bool> readExtraField(const std::string& field);
    void setHand(Army a, PieceType t, int count);
    static Result<Position> fromFen4(RulesetPtr rules, std::string_view fen);
    std::string fen4() const;
    Army nextArmy(Army a) const { return Army((a + 1) % m_rules->armyCount()); }
    void advanceTurn(Move m);

    RulesetPtr m_rules;
    std::array<Piece, kMaxSquares> m_board{};
    std::array<std::array<std::uint8_t, kMaxSquares>, kMaxArmies> m_pieces{};
    std::array<int, kMaxArmies> m_pieceCount{};
    std::array<std::array<std::uint8_t, kMaxPieceTypes>, kMaxArmies> m_counts{};
    std::array<std::array<std::uint8_t, kMaxPieceTypes>, kMaxArmies> m_hand{};
    std::array<std::uint8_t, kMaxSquares> m_listIndex{};
    std::array<Square, kMaxArmies> m_king{kNoSquare, kNoSquare, kNoSquare, kNoSquare};
    std::array<std::uint8_t, kMaxArmies> m_royalCount{};  // royal units on the board
    Army m_side = 0;
    State m_state;
    std::vector<State> m_history;
    // The units the leap-capture sequences made took, with their squares, last move last.
    std::vector<std::pair<std::uint8_t, Piece>> m_jumped;
};

inline Square Position::attacker(Square target, Army by, std::uint32_t types, Square ignore) const
{
    const Ruleset& r = *m_rules;
    for (const AttackLeap& leap : r.attackLeaps(by, target)) {
        const Piece p = m_board[leap.from];
        if (p && armyOf(p) == by && ((leap.mask & types) >> typeOf(p) & 1) && leap.from != ignore
            && (!leap.pathLength || pathClear(leap, ignore)))
            return leap.from;
    }
    for (const AttackRay& ray : r.attackRays(by, target)) {
        for (std::uint32_t i = ray.begin; i < ray.end; ++i) {
            const Square s = r.raySquare(i);
            const Piece p = m_board[std::size_t(s)];
            if (!p || s == ignore)
                continue;
            if (armyOf(p) == by && ((r.rayMask(i) & types) >> typeOf(p) & 1))
                return s;
            break;
        }
    }
    return kNoSquare;
}

}  // namespace kabir
