#pragma once
// Why a position cannot be played from, in the words of the rules: the checks a position set up
// by hand must pass besides the FEN's own (castling rights, en passant fields and waiting pawns,
// which an editor only offers where the board allows them). checkSetup names the first rule the
// position breaks and the facts a message needs; setupRefusalMessage writes its sentence, once,
// in English for the FEN reader or in the window's language (refusallanguage.h).

#include "core/position/position.h"
#include "core/position/refusallanguage.h"

#include <optional>
#include <string>

namespace kabir {

enum class SetupRefusalReason {
    SecondKing,            // `army` has a royal piece in hand and a second one, on `square`
    TwoKings,              // `army` has two royal pieces on the board, on `other` and `square`
                           // (in the board's order: neither is told from the other)
    NoKing,                // `army` has no king (two armies: the game is about check)
    PawnBehindStart,       // a pawn of `army` on `square`, behind the rank its pawns start on
                           // (pawns never move back)
    PawnMustHavePromoted,  // a pawn of `army` on `square`, in its promotion zone where promotion
                           // is compulsory and a pawn that cannot promote is held back
    NotToMoveInCheck,      // `army`, which has just moved, is in check
    BarredSquare,          // a unit of `army` on `square`, a marked square its type may not stand on
                           // ([board.mark-pieces]: Timur's citadels)
};

struct SetupRefusal {
    SetupRefusalReason reason = SetupRefusalReason::NoKing;
    Army army = 0;
    Square square = kNoSquare;  // kNoSquare where unused
    Square other = kNoSquare;   // TwoKings' other king
};

// The first rule `pos` breaks (in the order above, the barred square after the pawns), or nullopt. `pos` may be
// anything Position::fromSetup makes.
std::optional<SetupRefusal> checkSetup(const Position& pos);

// The refusal in `language` (English by default), naming armies, pieces and squares as the
// variant does: "White pawn on h1: pawns never move back, and none stands behind the rank its
// army's pawns start on."
std::string setupRefusalMessage(
    const Position& pos, const SetupRefusal& refusal, const RefusalLanguage& language = englishRefusals());

}  // namespace kabir
