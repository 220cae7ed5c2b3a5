#pragma once
// A state mechanic whose state is not a flag per army (armyflag.h) but of a shape of its own:
// the first moves' rights, the initial moves' count and the units already moved. Its state is a struct of its own
// header, kept in Position::State (so undoMove restores it with the rest); the mechanic reads
// and writes its FEN field, sets the state a FEN without the field has, keys and compares it,
// carries it to and from an editor's PositionSetup, and describes the editor's field for it
// (the form builds the field from the description). Each is registered once
// (statemechanic.cpp); Position iterates over the ones a variant has
// (Ruleset::stateMechanics). The recipe for a new one is in the README ("A new mechanic").

#include "core/board/result.h"
#include "core/board/types.h"

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace kabir {

class Position;
class Ruleset;
struct PositionSetup;

class StateMechanic {
public:
    virtual ~StateMechanic() = default;

    virtual bool inVariant(const Ruleset& rules) const = 0;
    virtual std::string_view fenName() const = 0;
    // The state of a position whose FEN leaves the field out, once its board, side and standard
    // fields are read.
    virtual void setDefault(Position& pos) const = 0;
    // The field's value (after "name:") replaces that state, or is refused with the reason.
    virtual Result<bool> readField(Position& pos, std::string_view value) const = 0;
    // " name:value", or nothing when the state is setDefault's.
    virtual std::string field(const Position& pos) const = 0;
    // A state written in the castling field instead (fenName empty): an army's letters, after its
    // castlings; and a letter read there that no castling takes (false: not the mechanic's).
    virtual std::string castlingLetters(const Position&, Army) const { return {}; }
    virtual Result<bool> readCastlingLetter(Position&, char) const { return false; }
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

    // The position editor's field for the state; texts in English, marked for translation
    // (KABIR_TRANSLATE_NOOP in context "SetupForm"). A counter is a number from 0 to `maximum`
    // ("%1" in the tool tip); a unit list has a box per unit of the board that listsUnit takes,
    // ticked while the setup lists it. A mechanic without a label has no field.
    struct EditorField {
        enum class Kind : std::uint8_t { Counter, UnitList };
        Kind kind = Kind::Counter;
        const char* label = nullptr;  // with its mnemonic: "&Waiting pawns:"
        const char* accessibleName = nullptr;
        const char* toolTip = nullptr;
        const char* objectName = nullptr;
        int maximum = 0;
    };
    virtual EditorField editorField(const Ruleset&) const { return {}; }
    // A counter's value in a setup, and the setup with the user's value.
    virtual int count(const PositionSetup&) const { return 0; }
    virtual void setCount(PositionSetup&, int) const { }
    // A unit list's candidates on the board of `sketch`, the units a setup lists, and the setup
    // with the user's choice.
    virtual bool listsUnit(const Position&, Square) const { return false; }
    virtual std::vector<Square> listedUnits(const Ruleset&, const PositionSetup&) const { return {}; }
    virtual void setListedUnits(const Ruleset&, PositionSetup&, std::vector<Square>) const { }

protected:
    // A mechanic changes its part of a position (Position befriends this class only). Templates,
    // so that this header needs no Position; instantiated where Position is complete.
    template <typename P> static auto& stateOf(P& pos) { return pos.m_state; }
    template <typename P> static auto& sideOf(P& pos) { return pos.m_side; }
};

// Every state mechanic, in the order their FEN fields are written (after the army flags').
std::span<const StateMechanic* const> registeredStateMechanics();

}  // namespace kabir
