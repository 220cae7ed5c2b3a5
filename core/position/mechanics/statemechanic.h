#pragma once
// A state mechanic whose state is not a flag per army (armyflag.h) but of a shape of its own:
// the initial moves' count and the units already moved. Its state is a struct of its own
// header, kept in Position::State (so undoMove restores it with the rest); the mechanic reads
// and writes its FEN field, sets the state a FEN without the field has, keys and compares it,
// and carries it to and from an editor's PositionSetup. Each is registered once
// (statemechanic.cpp); Position iterates over the ones a variant has
// (Ruleset::stateMechanics). The recipe for a new one is in the README ("A new mechanic").

#include "core/board/result.h"

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

namespace kabir {

class Position;
class Ruleset;
struct PositionSetup;

class StateMechanic {
public:
    virtual ~StateMechanic() = default;

    virtual bool inVariant(const Ruleset& rules) const = 0;
    virtual std::string_view fenName() const = 0;
    // The state of a position whose FEN leaves the field out, once its board and side are read.
    virtual void setDefault(Position& pos) const = 0;
    // The field's value (after "name:") replaces that state, or is refused with the reason.
    virtual Result<bool> readField(Position& pos, std::string_view value) const = 0;
    // " name:value", or nothing when the state is setDefault's.
    virtual std::string field(const Position& pos) const = 0;
    // The state's part of the hash key (Position::computeKey), and whether two positions' states
    // are the same.
    virtual std::uint64_t key(const Position& pos) const = 0;
    virtual bool sameState(const Position& a, const Position& b) const = 0;
    // The state to and from an editor's setup (fromSetup: clamped to what the position allows).
    virtual void fromSetup(Position& pos, const PositionSetup& setup) const = 0;
    virtual void toSetup(const Position& pos, PositionSetup& setup) const = 0;
    // Drops from `setup` the state its board (`pos`, made from it) does not allow, as
    // dropImpossibleRights (core/position/positionsetup.h) does for the other rights.
    virtual void dropImpossible(const Position&, PositionSetup&) const { }

protected:
    // A mechanic changes its part of a position (Position befriends this class only). Templates,
    // so that this header needs no Position; instantiated where Position is complete.
    template <typename P> static auto& stateOf(P& pos) { return pos.m_state; }
    template <typename P> static auto& sideOf(P& pos) { return pos.m_side; }
};

// Every state mechanic, in the order their FEN fields are written (after the army flags').
std::span<const StateMechanic* const> registeredStateMechanics();

}  // namespace kabir
