#pragma once
// A state mechanic that is one flag per army: a right held until a move takes it (the king's
// once-per-game leap, the original king's swap, the first pawn move to come) or a state that
// a move ends (Shatra's temdek). Each lives in a file pair of its own in this folder and is
// registered once (armyflag.cpp); Position's FEN reader and writer, its key, its moves and the
// position editor iterate over the mechanics a variant has (Ruleset::armyFlagMechanics)
// instead of asking for each. The recipe for a new one is in the README ("A new mechanic").

#include "core/board/types.h"

#include <array>
#include <cstring>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>

namespace kabir {

class Position;
class Ruleset;

enum class ArmyFlag : std::uint8_t { KingLeap, Swap, FirstPawnMove, Temdek };
inline constexpr int kArmyFlagCount = 4;

static_assert(kArmyFlagCount <= 4, "ArmyFlags::word holds a byte per flag");

// A position's army flags: a byte per mechanic, a bit per army.
struct ArmyFlags {
    std::array<std::uint8_t, kArmyFlagCount> bits{};

    std::uint8_t armies(ArmyFlag f) const { return bits[std::size_t(f)]; }
    // The bytes as one word, for a test against a mask of flags (Ruleset::armyFlagBytes).
    std::uint32_t word() const
    {
        std::uint32_t w = 0;
        std::memcpy(&w, bits.data(), sizeof w);
        return w;
    }
    bool holds(ArmyFlag f, Army a) const { return (armies(f) >> a) & 1; }
    bool operator==(const ArmyFlags&) const = default;
};

class ArmyFlagMechanic {
public:
    // `lostBeforeMove`: whether lostWith is asked in the position a move is made in (it needs
    // that position: was the king in check?) rather than after the move, the mover still to move.
    ArmyFlagMechanic(ArmyFlag flag, bool lostBeforeMove) : m_flag(flag), m_lostBeforeMove(lostBeforeMove) { }
    virtual ~ArmyFlagMechanic() = default;

    ArmyFlag flag() const { return m_flag; }
    bool lostBeforeMove() const { return m_lostBeforeMove; }
    virtual bool inVariant(const Ruleset& rules) const = 0;

    // The FEN field ("leap:Kk"), written only when some army's flag is not its default; "-"
    // for none. `token` names an army in it, `holderName` what a token must name.
    virtual std::string_view fenName() const = 0;
    virtual std::string token(const Ruleset& rules, Army a) const = 0;
    virtual std::string_view holderName() const = 0;
    // Whether army a may hold the flag in `pos` (its king stands on the board, …): a FEN or an
    // editor that gives it otherwise is refused.
    virtual bool possible(const Position& pos, Army a) const = 0;
    // The flag of a position whose FEN leaves the field out: held wherever it may be.
    virtual bool byDefault(const Position& pos, Army a) const { return possible(pos, a); }

    // The armies whose flags go with move m, asked only while some army holds one (read on
    // every move: the flag and the moment are data, not calls).
    virtual std::uint8_t lostWith(const Position& pos, Move m) const = 0;

    // The position editor's row, a box per army; texts in English, marked for translation
    // (KABIR_TRANSLATE_NOOP in context "SetupForm"), "%1" the army. A mechanic without a label
    // has no row: its flag follows from the board as byDefault says.
    struct EditorTexts {
        const char* label = nullptr;
        const char* boxName = nullptr;  // "%1's king still holds its leap"
        const char* toolTip = nullptr;
        const char* objectName = nullptr;
    };
    virtual EditorTexts editorTexts() const { return {}; }

private:
    ArmyFlag m_flag;
    bool m_lostBeforeMove;
};

// Every army-flag mechanic, in the order their FEN fields are written.
std::span<const ArmyFlagMechanic* const> registeredArmyFlagMechanics();

}  // namespace kabir
