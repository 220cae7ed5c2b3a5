#include "core/position/leapcapture.h"

#include <algorithm>
#include <span>
#include <vector>

namespace kabir {
namespace {

constexpr int kDirections[8][2] = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};

// One capture, whatever path it takes: the same unit to the same end as the same type, the
// same units jumped.
bool sameCapture(const LeapSequence& a, const LeapSequence& b)
{
    return a.from == b.from && a.to == b.to && a.type == b.type && a.jumped == b.jumped
        && std::is_permutation(a.victim.begin(), a.victim.begin() + a.jumped, b.victim.begin());
}

struct Jump {
    Square victim;  // the unit taken (en passant: the pawn beyond the square leapt over)
    Square landing;
};

// The moves of the side to move, one unit at a time; the capture sequences by a depth-first
// walk whose order is the order the Moves' indices count in.
class LeapGenerator {
public:
    explicit LeapGenerator(const Position& pos)
        : m_pos(pos), m_rules(pos.rules()), m_t(*pos.rules().leapCapture()), m_g(pos.geometry()),
          m_us(pos.sideToMove()), m_forward(pos.rules().definition().armies[pos.sideToMove()].forwardY)
    {
    }

    // The capture sequences of the unit on `from`, without repeats (same end, type and victims).
    void sequences(Square from, std::vector<LeapSequence>& out)
    {
        if (isReserve(from))
            return;  // reserves only leave their fortress (Kabir's choice: they do not capture)
        m_origin = from;
        m_path = LeapSequence{};
        m_path.from = from;
        m_out = &out;
        const PieceType type = typeOf(m_pos.at(from));
        m_stops = m_t.exemptStops && int(type) == m_t.exempt;
        extend(from, type);
    }
    void ordinaryMoves(Square from, MoveList& out);
    void keepEveryPath() { m_everyPath = true; }

private:
    bool isReserve(Square s) const { return m_pos.holds(ArmyFlag::Temdek, m_us) && m_t.fortress[m_us].contains(s); }
    bool empty(Square s) const { return s == m_origin || !m_pos.at(s); }
    bool onBoard(int file, int rank) const { return m_g.contains(file, rank); }
    bool enemyAt(Square s) const { return m_pos.at(s) && m_rules.isEnemy(armyOf(m_pos.at(s)), m_us); }
    bool jumpedAlready(Square s) const
    {
        const auto end = m_path.victim.begin() + m_path.jumped;
        return std::find(m_path.victim.begin(), end, std::uint8_t(s)) != end;
    }
    bool mayLand(PieceType type, Square s) const;
    void jumpsFrom(Square at, PieceType type, std::vector<Jump>& out);
    void longJumps(Square at, PieceType type, int dx, int dy, std::vector<Jump>& out);
    void extend(Square at, PieceType type);
    void emit(Square at, PieceType type);
    void push(Square at, PieceType type);
    void pawnMoves(Square from, MoveList& out);
    void arrive(Square from, Square to, MoveList& out);

    const Position& m_pos;
    const Ruleset& m_rules;
    const LeapTables& m_t;
    const Geometry& m_g;
    Army m_us;
    int m_forward;
    Square m_origin = kNoSquare;
    bool m_stops = false;
    bool m_everyPath = false;
    LeapSequence m_path;
    std::vector<LeapSequence>* m_out = nullptr;
};

// A temdek that is on keeps the enemy out of its fortress and gate, and its own units too but
// the royal one, which may go back to its gate.
bool LeapGenerator::mayLand(PieceType type, Square s) const
{
    for (Army a = 0; a < 2; ++a) {
        if (!m_pos.holds(ArmyFlag::Temdek, a) || !(m_t.fortress[a].contains(s) || m_t.gate[a].contains(s)))
            continue;
        if (a != m_us || !(m_rules.isRoyal(type) && m_t.gate[a].contains(s)))
            return false;
    }
    return true;
}

void LeapGenerator::jumpsFrom(Square at, PieceType type, std::vector<Jump>& out)
{
    const int f = m_g.fileOf(at), r = m_g.rankOf(at);
    if (m_t.isShort(type)) {
        const bool pawn = m_rules.isPawn(type);
        // En passant only as a sequence's first leap (Kabir's choice): the reply of a pawn that
        // stands beside the square an enemy pawn's double step has just passed.
        const auto ep = pawn && !m_path.jumped ? m_pos.enPassantSquares() : std::span<const std::uint8_t>();
        const Square epVictim = m_pos.state().epVictim;
        for (const auto& d : kDirections) {
            if (!onBoard(f + 2 * d[0], r + 2 * d[1]) || !onBoard(f + d[0], r + d[1]))
                continue;
            const Square over = m_g.square(f + d[0], r + d[1]), landing = m_g.square(f + 2 * d[0], r + 2 * d[1]);
            if (!empty(landing) || !mayLand(type, landing))
                continue;
            if (enemyAt(over) && !jumpedAlready(over)) {
                if (!pawn || !m_t.fortress[m_us].contains(over))  // pawns take no unit in their own fortress
                    out.push_back({over, landing});
            } else if (!ep.empty() && ep[0] == over && empty(over) && enemyAt(epVictim) && !jumpedAlready(epVictim)) {
                out.push_back({epVictim, landing});
            }
        }
    }
    if (m_t.isLong(type))
        for (const MoveVector& v : m_rules.movesAt(type, at))
            if (v.range == 0 && !v.bent())
                longJumps(at, type, v.x * m_forward, v.y * m_forward, out);
}

// Along one line: over empty squares to one enemy unit, then onto any empty square beyond it
// reached over empty squares; where some of them let the sequence go on, only those (Kabir's choice).
void LeapGenerator::longJumps(Square at, PieceType type, int dx, int dy, std::vector<Jump>& out)
{
    int f = m_g.fileOf(at) + dx, r = m_g.rankOf(at) + dy;
    while (onBoard(f, r) && empty(m_g.square(f, r))) {
        f += dx;
        r += dy;
    }
    if (!onBoard(f, r) || !enemyAt(m_g.square(f, r)) || jumpedAlready(m_g.square(f, r)))
        return;
    const Square over = m_g.square(f, r);
    std::vector<Jump> all, going;
    for (f += dx, r += dy; onBoard(f, r) && empty(m_g.square(f, r)); f += dx, r += dy)
        if (mayLand(type, m_g.square(f, r)))
            all.push_back({over, m_g.square(f, r)});
    m_path.victim[std::size_t(m_path.jumped++)] = std::uint8_t(over);
    for (const Jump& j : all) {
        std::vector<Jump> next;
        jumpsFrom(j.landing, type, next);
        if (!next.empty())
            going.push_back(j);
    }
    --m_path.jumped;
    const std::vector<Jump>& kept = going.empty() ? all : going;
    out.insert(out.end(), kept.begin(), kept.end());
}

void LeapGenerator::extend(Square at, PieceType type)
{
    std::vector<Jump> jumps;
    jumpsFrom(at, type, jumps);
    if (m_path.jumped && (jumps.empty() || m_stops))
        emit(at, type);
    for (const Jump& j : jumps) {
        if (m_path.jumped == int(m_path.victim.size()))
            break;
        m_path.landing[std::size_t(m_path.landings++)] = std::uint8_t(j.landing);
        m_path.victim[std::size_t(m_path.jumped++)] = std::uint8_t(j.victim);
        PieceTypeList choices;
        if (m_rules.isPawn(type) && m_t.midCapturePromotion && m_rules.inPromotionZone(m_us, j.landing))
            m_rules.promotion().choices(m_pos, m_us, j.landing, choices);
        if (choices.empty())
            extend(j.landing, type);
        for (PieceType promoted : choices)
            extend(j.landing, promoted);  // the new piece goes on with the sequence
        --m_path.landings;
        --m_path.jumped;
    }
}

// A sequence ends: a pawn still a pawn in its zone promotes there.
void LeapGenerator::emit(Square at, PieceType type)
{
    PieceTypeList choices;
    if (m_rules.isPawn(type) && m_rules.inPromotionZone(m_us, at))
        m_rules.promotion().choices(m_pos, m_us, at, choices);
    if (choices.empty())
        push(at, type);
    for (PieceType promoted : choices)
        push(at, promoted);
}

void LeapGenerator::push(Square at, PieceType type)
{
    LeapSequence done = m_path;
    done.to = at;
    done.type = type;
    if (!m_everyPath
        && std::any_of(m_out->begin(), m_out->end(), [&](const LeapSequence& s) { return sameCapture(s, done); }))
        return;  // the same capture by another path
    m_out->push_back(done);
}

void LeapGenerator::ordinaryMoves(Square from, MoveList& out)
{
    const std::size_t first = out.size();
    const PieceType type = typeOf(m_pos.at(from));
    m_origin = from;
    const auto add = [&](Move m) {
        if (std::find(out.begin() + first, out.end(), m) == out.end())
            out.push(m);
    };
    // A reserve, or the royal unit in its gate while the temdek is on, may go to any empty
    // square of its half of the field (the big road only where the rules allow).
    const bool reserve = isReserve(from);
    if (reserve || (m_rules.isRoyal(type) && m_pos.holds(ArmyFlag::Temdek, m_us) && m_t.gate[m_us].contains(from)))
        for (Square s = 0; s < m_rules.squareCount(); ++s)
            if (m_t.half[m_us].contains(s) && !m_pos.at(s) && (m_t.roadDrops || !m_t.road.contains(s)))
                add(Move(from, s));
    if (reserve)
        return;
    if (m_rules.isPawn(type)) {
        pawnMoves(from, out);
        return;
    }
    for (const MoveVector& v : m_rules.movesAt(type, from)) {
        if (!v.moves || v.bent() || v.hurdle)
            continue;
        const int dx = v.x * m_forward, dy = v.y * m_forward;
        int f = m_g.fileOf(from) + dx, r = m_g.rankOf(from) + dy;
        for (int k = 1; (v.range == 0 || k <= v.range) && onBoard(f, r) && !m_pos.at(m_g.square(f, r)); ++k) {
            if (mayLand(type, m_g.square(f, r)))
                add(Move(from, m_g.square(f, r)));
            f += dx;
            r += dy;
        }
    }
}

// A pawn by zone: in its half one square forward, two from the half's first rank; from the
// half's last rank also diagonally forward; beyond it also sideways; never back. From its
// tower squares it may go to any empty square of the enemy fortress; in its zone it promotes
// in place once a type is there to promote to.
void LeapGenerator::pawnMoves(Square from, MoveList& out)
{
    const PieceType type = typeOf(m_pos.at(from));
    const int rank = m_rules.definition().relativeRank(m_us, from);
    const int last = m_t.lastHalfRank[m_us];
    const int f = m_g.fileOf(from), r = m_g.rankOf(from);
    for (int dx = -1; dx <= 1; ++dx)
        for (int dy = 0; dy <= 1; ++dy) {
            const bool allowed = (dx == 0 && dy == 1) || (dy == 1 && rank >= last) || (dy == 0 && dx && rank > last);
            if (!allowed || !onBoard(f + dx, r + dy * m_forward))
                continue;
            const Square to = m_g.square(f + dx, r + dy * m_forward);
            if (!m_pos.at(to) && mayLand(type, to))
                arrive(from, to, out);
        }
    if (rank == m_t.firstHalfRank[m_us] && m_t.half[m_us].contains(from) && onBoard(f, r + 2 * m_forward)) {
        const Square passed = m_g.square(f, r + m_forward), to = m_g.square(f, r + 2 * m_forward);
        if (!m_pos.at(passed) && !m_pos.at(to) && mayLand(type, to))
            out.push(Move(from, to));
    }
    if (m_t.towers[m_us].contains(from))
        for (Square s = 0; s < m_rules.squareCount(); ++s)
            if (m_t.fortress[1 - m_us].contains(s) && !m_pos.at(s) && mayLand(type, s))
                arrive(from, s, out);
    if (m_rules.inPromotionZone(m_us, from)) {
        PieceTypeList choices;
        m_rules.promotion().choices(m_pos, m_us, from, choices);
        for (PieceType t : choices)
            out.push(Move::promotion(from, from, t));
    }
}

// A pawn's arrival: it promotes in its zone where a type is there to promote to.
void LeapGenerator::arrive(Square from, Square to, MoveList& out)
{
    PieceTypeList choices;
    if (m_rules.inPromotionZone(m_us, to))
        m_rules.promotion().choices(m_pos, m_us, to, choices);
    if (choices.empty())
        out.push(Move(from, to));
    for (PieceType t : choices)
        out.push(Move::promotion(from, to, t));
}

}  // namespace

void generateLeapMoves(const Position& pos, bool capturesOnly, MoveList& out)
{
    const Army us = pos.sideToMove();
    const int exempt = pos.rules().leapCapture()->exempt;
    LeapGenerator gen(pos);
    std::vector<LeapSequence> sequences;
    bool mustCapture = false;
    for (std::uint8_t from : pos.piecesOf(us)) {
        const std::size_t before = sequences.size();
        gen.sequences(from, sequences);
        mustCapture = mustCapture || (sequences.size() > before && int(typeOf(pos.at(from))) != exempt);
    }
    for (std::size_t i = 0; i < sequences.size(); ++i) {
        const LeapSequence& s = sequences[i];
        const auto same = std::count_if(sequences.begin(), sequences.begin() + std::ptrdiff_t(i),
            [&](const LeapSequence& o) { return o.from == s.from && o.to == s.to && o.type == s.type; });
        if (same < 255)
            out.push(Move(s.from, s.to, MoveKind::Normal, s.type, Square(same + 1)));
    }
    if (!mustCapture && !capturesOnly)
        generateOrdinaryLeapMoves(pos, out);
}

void generateOrdinaryLeapMoves(const Position& pos, MoveList& out)
{
    LeapGenerator gen(pos);
    for (std::uint8_t from : pos.piecesOf(pos.sideToMove()))
        gen.ordinaryMoves(from, out);
}

bool findLeapSequence(const Position& pos, Move m, LeapSequence& out)
{
    if (!isLeapCapture(m) || !pos.at(m.from()) || armyOf(pos.at(m.from())) != pos.sideToMove())
        return false;
    LeapGenerator gen(pos);
    std::vector<LeapSequence> sequences;
    gen.sequences(m.from(), sequences);
    int seen = 0;
    for (const LeapSequence& s : sequences)
        if (s.to == m.to() && s.type == m.pieceType() && ++seen == m.aux()) {
            out = s;
            return true;
        }
    return false;
}

std::vector<LeapSequence> everyLeapPath(const Position& pos, Square from)
{
    std::vector<LeapSequence> paths;
    if (!pos.at(from) || armyOf(pos.at(from)) != pos.sideToMove())
        return paths;
    LeapGenerator gen(pos);
    gen.keepEveryPath();
    gen.sequences(from, paths);
    return paths;
}

Move leapMoveOf(const Position& pos, const LeapSequence& path)
{
    LeapGenerator gen(pos);
    std::vector<LeapSequence> sequences;
    gen.sequences(path.from, sequences);
    int index = 0;
    for (const LeapSequence& s : sequences) {
        if (s.to == path.to && s.type == path.type)
            ++index;
        if (sameCapture(s, path))
            return Move(path.from, path.to, MoveKind::Normal, path.type, Square(index));
    }
    return Move();
}

bool leavesGate(const Position& pos, Move m)
{
    const Geometry& g = pos.geometry();
    const Army us = pos.sideToMove();
    return m.kind() == MoveKind::Normal && !isLeapCapture(m) && pos.at(m.from())
        && pos.rules().isRoyal(typeOf(pos.at(m.from()))) && pos.rules().leapCapture()->gate[us].contains(m.from())
        && std::max(std::abs(g.fileOf(m.to()) - g.fileOf(m.from())), std::abs(g.rankOf(m.to()) - g.rankOf(m.from())))
        > 1;
}

}  // namespace kabir
