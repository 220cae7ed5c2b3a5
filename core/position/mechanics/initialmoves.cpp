#include "core/position/mechanics/initialmoves.h"

#include "core/board/translatable.h"
#include "core/position/fenboard.h"
#include "core/position/position.h"

#include <algorithm>

namespace kabir {

bool InitialMoves::inVariant(const Ruleset& rules) const
{
    return rules.definition().initialMoves > 0;
}

// Without the field the initial moves are over.
void InitialMoves::setDefault(Position& pos) const
{
    auto& st = stateOf(pos);
    const int over = 2 * pos.rules().definition().initialMoves;
    st.key ^= pos.rules().initialPlyKey(st.initial.ply) ^ pos.rules().initialPlyKey(over);
    st.initial.ply = std::uint8_t(over);
}

Result<bool> InitialMoves::readField(Position& pos, std::string_view value) const
{
    const Ruleset& r = pos.rules();
    const Geometry& g = pos.geometry();
    const int n = r.definition().initialMoves;
    auto fail = [&](const std::string& why) {
        return Problem{"", 0, 0, "initial", "FEN extra field 'initial:" + std::string(value) + "' " + why};
    };
    auto& st = stateOf(pos);
    const std::size_t colon = value.find(':');
    int ply = -1;
    if (!parseFenNumber(std::string(value.substr(0, colon)), ply) || ply < 0 || ply >= 2 * n)
        return fail("must give the plies made of the initial moves, 0 to " + std::to_string(2 * n - 1));
    if (pos.sideToMove() != (ply < n ? 0 : 1))
        return fail(
            std::string("has ") + (ply < n ? "White" : "Black") + " making the initial moves, not the side to move");
    st.key ^= r.initialPlyKey(st.initial.ply) ^ r.initialPlyKey(ply);
    st.initial.ply = std::uint8_t(ply);
    std::string_view rest = colon == std::string_view::npos ? std::string_view() : value.substr(colon + 1);
    while (!rest.empty()) {
        const std::optional<Square> s = takeListSquare(g, rest);
        if (!s || !pos.at(*s) || armyOf(pos.at(*s)) != pos.sideToMove())
            return fail("must list squares of the units the side to move has moved");
        const auto moved = st.initial.movedUnits();
        if (std::ranges::find(moved, *s) != moved.end())
            return fail("lists " + g.squareName(*s) + " twice");
        if (st.initial.movedCount == ply % n)
            return fail("lists more units than moves made");
        st.initial.moved[st.initial.movedCount++] = std::uint8_t(*s);
        st.key ^= r.initialMovedKey(*s);
    }
    return true;
}

std::string InitialMoves::field(const Position& pos) const
{
    if (!pos.inInitialMoves())
        return {};
    std::string out = " initial:" + std::to_string(pos.state().initial.ply);
    if (!pos.initialMoved().empty())
        out.append(":").append(writeSquareList(pos.geometry(), {pos.initialMoved().begin(), pos.initialMoved().end()}));
    return out;
}

std::uint64_t InitialMoves::key(const Position& pos) const
{
    std::uint64_t key = pos.rules().initialPlyKey(pos.state().initial.ply);
    for (std::uint8_t s : pos.initialMoved())
        key ^= pos.rules().initialMovedKey(s);
    return key;
}

bool InitialMoves::sameState(const Position& a, const Position& b) const
{
    const InitialMovesState &x = a.state().initial, &y = b.state().initial;
    return x.ply == y.ply && std::ranges::is_permutation(x.movedUnits(), y.movedUnits());
}

void InitialMoves::fromSetup(Position& pos, const PositionSetup& setup) const
{
    InitialMovesState& initial = stateOf(pos).initial;
    initial.ply = std::uint8_t(std::clamp(setup.initialPly, 0, 2 * pos.rules().definition().initialMoves));
    for (Square s : setup.initialMoved)
        if (initial.movedCount < kMaxInitialMoves && pos.inInitialMoves())
            initial.moved[initial.movedCount++] = std::uint8_t(s);
}

void InitialMoves::toSetup(const Position& pos, PositionSetup& setup) const
{
    setup.initialPly = pos.state().initial.ply;
    setup.initialMoved.assign(pos.initialMoved().begin(), pos.initialMoved().end());
}

StateMechanic::EditorField InitialMoves::editorField(const Ruleset& rules) const
{
    return {EditorField::Kind::Counter, KABIR_TRANSLATE_NOOP("SetupForm", "&Initial moves made:"),
        KABIR_TRANSLATE_NOOP("SetupForm", "Initial moves made"),
        KABIR_TRANSLATE_NOOP("SetupForm",
            "How many plies of the initial moves have been made (first all of White's, then Black's); %1: all, "
            "the game proper goes on"),
        "initialPly", 2 * rules.definition().initialMoves};
}

int InitialMoves::count(const PositionSetup& setup) const
{
    return setup.initialPly;
}

void InitialMoves::setCount(PositionSetup& setup, int plies) const
{
    if (plies == setup.initialPly)
        return;
    setup.initialPly = plies;
    setup.initialMoved.clear();  // which units moved is not known for another count
}

// The unit that moved is remembered until its side's initial moves are over; then the other
// side begins its own (numbered from its first move) or the game proper begins.
void InitialMoves::passTurn(Position& pos, Move m)
{
    const Ruleset& r = pos.rules();
    auto& st = stateOf(pos);
    InitialMovesState& initial = st.initial;
    const int n = r.definition().initialMoves;
    if (!m.isNull()) {
        initial.moved[initial.movedCount++] = std::uint8_t(m.kind() == MoveKind::Promotion ? m.promotedTo() : m.to());
        st.key ^= r.initialMovedKey(initial.moved[initial.movedCount - 1]);
    }
    st.key ^= r.initialPlyKey(initial.ply) ^ r.initialPlyKey(initial.ply + 1);
    ++initial.ply;
    if (initial.ply != n && initial.ply != 2 * n) {
        ++st.fullmove;
        return;
    }
    for (std::uint8_t s : initial.movedUnits())
        st.key ^= r.initialMovedKey(s);
    initial.movedCount = 0;
    sideOf(pos) = Army(initial.ply == n ? 1 : 0);
    st.fullmove = initial.ply == n ? st.fullmove - (n - 1) : st.fullmove + 1;
}

}  // namespace kabir
