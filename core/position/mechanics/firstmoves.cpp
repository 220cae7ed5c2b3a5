#include "core/position/mechanics/firstmoves.h"

#include "core/board/translatable.h"
#include "core/position/position.h"
#include "core/position/positionsetup.h"

#include <bit>
#include <cctype>

namespace kabir {

bool FirstMoves::inVariant(const Ruleset& rules) const
{
    return rules.hasFirstMoves();
}

Result<bool> FirstMoves::readField(Position&, std::string_view) const
{
    return Problem{"", 0, 0, "castling", "FEN: the first-move rights are written in the castling field"};
}

// An army's rights as Fairy-Stockfish writes its gates: the files of the holders' first-rank
// squares, upper case for White.
std::string FirstMoves::castlingLetters(const Position& pos, Army a) const
{
    std::string out;
    for (int file = 0; file < pos.geometry().files(); ++file)
        if ((pos.state().firstMoves >> Ruleset::firstMoveBit(a, file)) & 1)
            out += char((a == 0 ? 'A' : 'a') + file);
    return out;
}

Result<bool> FirstMoves::readCastlingLetter(Position& pos, char c) const
{
    if (!std::isalpha(static_cast<unsigned char>(c)))
        return false;
    const Army a = std::isupper(static_cast<unsigned char>(c)) ? 0 : 1;
    const int file = std::tolower(static_cast<unsigned char>(c)) - 'a';
    if (!possible(pos, a, file))
        return Problem{"", 0, 0, "castling",
            std::string("FEN castling field: '") + c
                + "' names no piece with a first move on its own first rank, or its king is in check, which took the "
                  "right"};
    auto& st = stateOf(pos);
    const int bit = Ruleset::firstMoveBit(a, file);
    if (!((st.firstMoves >> bit) & 1)) {
        st.firstMoves |= 1u << bit;
        st.key ^= pos.rules().firstMoveKey(bit);
    }
    return true;
}

std::uint64_t FirstMoves::key(const Position& pos) const
{
    std::uint64_t key = 0;
    for (std::uint32_t bits = pos.state().firstMoves; bits; bits &= bits - 1)
        key ^= pos.rules().firstMoveKey(std::countr_zero(bits));
    return key;
}

bool FirstMoves::sameState(const Position& a, const Position& b) const
{
    return a.state().firstMoves == b.state().firstMoves;
}

void FirstMoves::fromSetup(Position& pos, const PositionSetup& setup) const
{
    stateOf(pos).firstMoves = setup.firstMoves;
}

void FirstMoves::toSetup(const Position& pos, PositionSetup& setup) const
{
    setup.firstMoves = pos.state().firstMoves;
}

void FirstMoves::dropImpossible(const Position& pos, PositionSetup& setup) const
{
    for (Army a = 0; a < 2; ++a)
        for (int file = 0; file < 16; ++file)
            if (!possible(pos, a, file))
                setup.firstMoves &= ~(1u << Ruleset::firstMoveBit(a, file));
}

StateMechanic::EditorField FirstMoves::editorField(const Ruleset&) const
{
    return {EditorField::Kind::UnitList, KABIR_TRANSLATE_NOOP("SetupForm", "Fi&rst moves:"),
        KABIR_TRANSLATE_NOOP("SetupForm", "First moves"),
        KABIR_TRANSLATE_NOOP("SetupForm",
            "Pieces on their first rank that may still make their first move; the others have made it or lost it"),
        "firstMoves"};
}

bool FirstMoves::listsUnit(const Position& sketch, Square s) const
{
    const Piece p = sketch.at(s);
    if (!p || armyOf(p) > 1)
        return false;
    const int file = sketch.geometry().fileOf(s);
    return sketch.rules().firstRankSquare(armyOf(p), file) == s && possible(sketch, armyOf(p), file);
}

std::vector<Square> FirstMoves::listedUnits(const Ruleset& rules, const PositionSetup& setup) const
{
    std::vector<Square> units;
    for (std::uint32_t bits = setup.firstMoves; bits; bits &= bits - 1) {
        const int bit = std::countr_zero(bits);
        units.push_back(rules.firstRankSquare(Army(bit / 16), bit % 16));
    }
    return units;
}

void FirstMoves::setListedUnits(const Ruleset& rules, PositionSetup& setup, std::vector<Square> units) const
{
    setup.firstMoves = 0;
    const Geometry& g = rules.geometry();
    for (Square s : units)
        for (Army a = 0; a < 2; ++a)
            if (rules.firstRankSquare(a, g.fileOf(s)) == s)
                setup.firstMoves |= 1u << Ruleset::firstMoveBit(a, g.fileOf(s));
}

bool FirstMoves::possible(const Position& pos, Army army, int file)
{
    const Ruleset& r = pos.rules();
    if (!r.hasFirstMoves() || army > 1 || file >= pos.geometry().files())
        return false;
    const Piece p = pos.at(r.firstRankSquare(army, file));
    if (p && r.firstMoveLostByCheck(typeOf(p)) && pos.inCheck(army))
        return false;  // the king in check has lost it
    return p && armyOf(p) == army && r.hasFirstMove(typeOf(p));
}

// After the move (the board changed, the mover still to move).
void FirstMoves::update(Position& pos, Move m)
{
    const Ruleset& r = pos.rules();
    const Geometry& g = pos.geometry();
    auto& st = stateOf(pos);
    const Army mover = pos.sideToMove();
    const Piece aimer = m.kind() == MoveKind::Normal ? pos.at(m.to()) : kEmpty;
    const Army checked
        = r.hasFirstMovesLostByCheck() && pos.inCheck(Army(1 - mover)) ? Army(1 - mover) : Army(kMaxArmies);
    for (std::uint32_t bits = st.firstMoves; bits; bits &= bits - 1) {
        const int bit = std::countr_zero(bits);
        const Army a = Army(bit / 16);
        const Square s = r.firstRankSquare(a, bit % 16);
        const Piece holder = pos.at(s);
        bool lost = s == m.from() || !holder || armyOf(holder) != a || !r.hasFirstMove(typeOf(holder));
        if (!lost && aimer && armyOf(aimer) != a)
            lost = (g.fileOf(m.to()) == g.fileOf(s) || g.rankOf(m.to()) == g.rankOf(s))
                && r.aimedAtBy(typeOf(holder), typeOf(aimer));
        if (!lost && a == checked)
            lost = r.firstMoveLostByCheck(typeOf(holder));
        if (lost) {
            st.firstMoves &= ~(1u << bit);
            st.key ^= r.firstMoveKey(bit);
        }
    }
}

}  // namespace kabir
