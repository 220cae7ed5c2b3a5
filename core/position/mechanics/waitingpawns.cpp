#include "core/position/mechanics/waitingpawns.h"

#include "core/board/translatable.h"
#include "core/position/fenboard.h"
#include "core/position/position.h"

#include <algorithm>
#include <utility>
#include <vector>

namespace kabir {

namespace {

// The pawns that stand in their army's promotion zone, in square order.
std::vector<Square> zonePawns(const Position& pos)
{
    std::vector<Square> out;
    for (Square s = 0; s < pos.rules().squareCount(); ++s)
        if (WaitingPawns::possible(pos, s))
            out.push_back(s);
    return out;
}

}  // namespace

// Read from the definition: the start position is read before the Promotion is made.
bool WaitingPawns::inVariant(const Ruleset& rules) const
{
    const PromotionDefinition& def = rules.definition().promotion;
    return def.whenUnavailable == "wait" && def.inPlace != "any-time";
}

// Without the field no pawn waits, but where pawns wait while they stay, every pawn in its zone does.
void WaitingPawns::setDefault(Position& pos) const
{
    if (pos.rules().promotionReady() && pos.rules().promotion().waitsWhileThere())
        for (Square s : zonePawns(pos))
            add(pos, s);
}

Result<bool> WaitingPawns::readField(Position& pos, std::string_view value) const
{
    const Geometry& g = pos.geometry();
    auto fail = [&](const std::string& why) {
        return Problem{"", 0, 0, "waiting", "FEN extra field 'waiting:" + std::string(value) + "' " + why};
    };
    while (stateOf(pos).waiting.count)  // the field replaces the default
        left(pos, stateOf(pos).waiting.squares[0]);
    std::string_view rest = value == "-" ? std::string_view() : value;
    while (!rest.empty()) {
        const std::optional<Square> s = takeListSquare(g, rest);
        if (!s || !possible(pos, *s))
            return fail("must list pawns on their promotion rank");
        if (std::ranges::find(pos.waitingPawns(), *s) != pos.waitingPawns().end())
            return fail("lists " + g.squareName(*s) + " twice");
        add(pos, *s);
    }
    return true;
}

std::string WaitingPawns::field(const Position& pos) const
{
    std::vector<Square> squares(pos.waitingPawns().begin(), pos.waitingPawns().end());
    std::sort(squares.begin(), squares.end());
    const bool whileThere = pos.rules().promotion().waitsWhileThere();
    if (whileThere && squares == zonePawns(pos))
        return {};
    if (squares.empty())
        return whileThere ? " waiting:-" : "";
    return " waiting:" + writeSquareList(pos.geometry(), squares);
}

std::uint64_t WaitingPawns::key(const Position& pos) const
{
    std::uint64_t key = 0;
    for (std::uint8_t s : pos.waitingPawns())
        key ^= pos.rules().waitingKey(s);
    return key;
}

bool WaitingPawns::sameState(const Position& a, const Position& b) const
{
    return std::ranges::is_permutation(a.waitingPawns(), b.waitingPawns());
}

void WaitingPawns::fromSetup(Position& pos, const PositionSetup& setup) const
{
    WaitingPawnsState& waiting = stateOf(pos).waiting;
    for (Square s : setup.waiting)
        if (waiting.count < WaitingPawnsState::kMax)
            waiting.squares[waiting.count++] = std::uint8_t(s);
}

void WaitingPawns::toSetup(const Position& pos, PositionSetup& setup) const
{
    setup.waiting.assign(pos.waitingPawns().begin(), pos.waitingPawns().end());
}

void WaitingPawns::dropImpossible(const Position& pos, PositionSetup& setup) const
{
    std::erase_if(setup.waiting, [&](Square s) { return !possible(pos, s); });
}

// Only pawns that wait for their first chance are chosen: those that wait while they stay are
// every pawn in its zone.
StateMechanic::EditorField WaitingPawns::editorField(const Ruleset& rules) const
{
    if (!rules.promotion().waitsForFirstChance())
        return {};
    return {EditorField::Kind::UnitList, KABIR_TRANSLATE_NOOP("SetupForm", "&Waiting pawns:"),
        KABIR_TRANSLATE_NOOP("SetupForm", "Waiting pawns"),
        KABIR_TRANSLATE_NOOP("SetupForm",
            "Pawns on their last rank that wait to promote in place at their first chance; the others stay pawns for "
            "good"),
        "waitingPawns"};
}

std::vector<Square> WaitingPawns::listedUnits(const Ruleset&, const PositionSetup& setup) const
{
    return setup.waiting;
}

void WaitingPawns::setListedUnits(const Ruleset&, PositionSetup& setup, std::vector<Square> pawns) const
{
    setup.waiting = std::move(pawns);
}

bool WaitingPawns::possible(const Position& pos, Square s)
{
    const Piece p = pos.at(s);
    return p && pos.rules().isPawn(typeOf(p)) && pos.rules().inPromotionZone(armyOf(p), s);
}

void WaitingPawns::beforeMove(Position& pos, Move m)
{
    const WaitingPawnsState& waiting = stateOf(pos).waiting;
    for (int i = waiting.count - 1; i >= 0; --i) {
        const Square s = waiting.squares[std::size_t(i)];
        if (armyOf(pos.at(s)) != pos.sideToMove() || (m.from() == s && m.to() == s))
            continue;
        PieceTypeList chance;
        pos.rules().promotion().choices(pos, pos.sideToMove(), s, chance);
        if (!chance.empty())
            left(pos, s);
    }
}

void WaitingPawns::pawnMoved(Position& pos, Move m, Square from, Square to)
{
    if (m.kind() != MoveKind::Normal)
        return;
    const Ruleset& r = pos.rules();
    const Army mover = pos.sideToMove();
    if (r.promotion().waitsForFirstChance() && r.inPromotionZone(mover, to)) {
        PieceTypeList choices;
        r.promotion().choices(pos, mover, to, choices);
        if (choices.empty())
            add(pos, to);
    }
    if (r.promotion().waitsWhileThere()) {
        left(pos, from);
        if (r.inPromotionZone(mover, to) && !r.inPromotionZone(mover, from))
            add(pos, to);
    }
}

void WaitingPawns::left(Position& pos, Square s)
{
    auto& st = stateOf(pos);
    WaitingPawnsState& waiting = st.waiting;
    for (int i = 0; i < waiting.count; ++i) {
        if (waiting.squares[std::size_t(i)] != s)
            continue;
        waiting.squares[std::size_t(i)] = waiting.squares[--waiting.count];
        st.key ^= pos.rules().waitingKey(s);
        return;
    }
}

void WaitingPawns::add(Position& pos, Square s)
{
    auto& st = stateOf(pos);
    if (st.waiting.count == WaitingPawnsState::kMax)
        return;
    st.waiting.squares[st.waiting.count++] = std::uint8_t(s);
    st.key ^= pos.rules().waitingKey(s);
}

}  // namespace kabir
