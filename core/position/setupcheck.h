#pragma once
// Why a position cannot be played from, in the words of the rules: the checks a position set up
// by hand must pass besides the FEN's own (castling rights, en passant fields and waiting pawns,
// which an editor only offers where the board allows them). checkSetup names the first rule the
// position breaks and the facts a message needs; setupRefusalMessage writes the English text,
// which the FEN reader reports and which is the source of the GUI's translations (the GUI maps
// each reason to a tr() text of its own, ui/setuprefusaltext.h).

#include "core/position/position.h"

#include <optional>
#include <string>

namespace kabir {

enum class SetupRefusalReason {
    SecondKing,            // `army` has a second royal piece, on `square`
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
};

// The first rule `pos` breaks (in the order above, the barred square after the pawns), or nullopt. `pos` may be
// anything Position::fromSetup makes.
std::optional<SetupRefusal> checkSetup(const Position& pos);

// The refusal in English, naming armies and squares as the variant does, as the FEN reader
// words it after "FEN ": "has a White pawn on h1, behind the rank White's pawns start on".
std::string setupRefusalMessage(const Position& pos, const SetupRefusal& refusal);

}  // namespace kabir
