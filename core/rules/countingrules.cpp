#include "core/rules/rulefactories.h"

namespace kabir {
namespace {

int units(const Position& pos, Army a)
{
    return int(pos.piecesOf(a).size());
}

Position::Count count(int limit, int ply)
{
    return {std::int16_t(limit), std::int16_t(ply)};
}

int pawns(const Position& pos)
{
    const Ruleset& r = pos.rules();
    int n = 0;
    for (Army a = 0; a < 2; ++a)
        for (PieceType t = 0; t < r.pieceTypeCount(); ++t)
            n += r.isPawn(t) ? pos.count(a, t) : 0;
    return n;
}

// The pieces' honour of the stronger side `strong`: the first limit its material meets.
int piecesHonour(const Position& pos, const CountingDefinition& def, Army strong)
{
    for (const CountingDefinition::Limit& l : def.piecesHonour)
        if (pos.count(strong, l.piece) >= l.count)
            return l.moves;
    return def.piecesHonourOtherwise;
}

// Fairy-Stockfish's MAKRUK_COUNTING and CAMBODIAN_COUNTING (position.cpp, do_move and
// count_limit), so that games and FENs agree with it: no count while a pawn is on the board
// (Cambodian: the board's honour runs for a side of few units even so). A side counts against an
// opponent that is not bare: the board's honour while it has more than its king, the pieces'
// honour, by the opponent's material, once it is bare; a bare side's count starts at the
// number of units on the board.
class MakrukCounting : public CountingRule {
public:
    explicit MakrukCounting(const CountingDefinition& def) : m_def(def) { }

    Position::Count next(const Position& pos, Position::Count c, Piece captured, bool promoted) const override
    {
        if (c.limit)
            ++c.ply;
        const Army toMove = pos.sideToMove(), mover = Army(1 - toMove);
        const int all = units(pos, 0) + units(pos, 1);
        // A bare king that has just taken the last pawn counts from now.
        if (!m_def.fromZero && captured && pos.rules().isPawn(typeOf(captured)) && units(pos, mover) == 1
            && !pawns(pos))
            if (const int moves = limit(pos, mover))
                c = count(2 * (moves + delay(pos, mover)), 2 * all - 1);
        // The side to move counts when no count runs, and counts again once it is bared.
        if (!c.limit || ((captured || promoted) && units(pos, toMove) == 1))
            if (const int moves = limit(pos, toMove))
                c = count(2 * (moves + delay(pos, toMove)), units(pos, toMove) > 1 || m_def.fromZero ? 0 : 2 * all);
        return c;
    }

private:
    // In moves; 0: the side does not count. With a limit on the units of the board's honour
    // (Fairy-Stockfish's CAMBODIAN_COUNTING) pawns stop only the pieces' honour.
    int limit(const Position& pos, Army side) const
    {
        const int own = units(pos, side);
        if (units(pos, Army(1 - side)) == 1 || (m_def.boardHonourUnits && own > m_def.boardHonourUnits))
            return 0;
        if (pawns(pos) && (!m_def.boardHonourUnits || own == 1))
            return 0;
        if (own > 1)
            return m_def.boardHonour;
        return piecesHonour(pos, m_def, Army(1 - side));
    }

    // The moves a bare king on a delaying mark has more (U Bha's corners and centre).
    int delay(const Position& pos, Army side) const
    {
        const Square king = pos.kingSquare(side);
        if (units(pos, side) > 1 || king == kNoSquare)
            return 0;
        for (const std::string& mark : m_def.delayMarks)
            if (pos.geometry().isMarked(mark, king))
                return m_def.delay;
        return 0;
    }

    const CountingDefinition& m_def;
};

// Pritchard 2007, 29.3: once one side has none of the pieces the limits list (it may keep
// mets and pawns) and the other has some, the other must mate within the limit its material
// meets, counted in its own moves; a capture of one of its listed pieces starts the count
// again with the new limit. No board's honour.
class PritchardCounting : public CountingRule {
public:
    explicit PritchardCounting(const CountingDefinition& def) : m_def(def) { }

    Position::Count next(const Position& pos, Position::Count c, Piece captured, bool) const override
    {
        const bool white = listed(pos, 0), black = listed(pos, 1);
        if (white == black)
            return {};
        const Army strong = white ? 0 : 1;
        const bool restart = !c.limit || (captured && armyOf(captured) == strong && isListed(typeOf(captured)));
        if (!restart)
            return count(c.limit, c.ply + 1);
        const int moves = piecesHonour(pos, m_def, strong);
        if (!moves)
            return {};
        // Written as Fairy-Stockfish writes a count, twice the moves: started at 2 when the
        // strong side is to move (at 1 when not), the count runs out on the ply after the
        // strong side's moves-th move, and half the count is the move it is at.
        return count(2 * moves, pos.sideToMove() == strong ? 2 : 1);
    }

private:
    bool isListed(PieceType t) const
    {
        for (const CountingDefinition::Limit& l : m_def.piecesHonour)
            if (l.piece == t)
                return true;
        return false;
    }
    bool listed(const Position& pos, Army a) const
    {
        for (const CountingDefinition::Limit& l : m_def.piecesHonour)
            if (pos.count(a, l.piece))
                return true;
        return false;
    }

    const CountingDefinition& m_def;
};

}  // namespace

std::unique_ptr<CountingRule> makeCountingRule(const Ruleset& rules)
{
    const CountingDefinition& def = rules.results().counting;
    if (def.procedure == "makruk")
        return std::make_unique<MakrukCounting>(def);
    if (def.procedure == "pritchard")
        return std::make_unique<PritchardCounting>(def);
    return nullptr;
}

}  // namespace kabir
