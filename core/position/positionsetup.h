#pragma once
// A position as an editor holds it while the user sets it up: every part free, nothing checked
// (no king, two kings, a castling right without its rook are all allowed here). Position::
// fromSetup turns it into a position to show and to write as FEN; reading that FEN back
// (Position::fromFen) is the check, with the reason of a refusal. The functions below say what
// the board allows, so that an editor offers only rights the position could have.

#include "core/position/ruleset.h"
#include "core/board/types.h"

#include <array>
#include <vector>

namespace kabir {

class Position;

struct PositionSetup {
    std::array<Piece, kMaxSquares> board{};
    Army side = 0;                     // the army to move
    std::uint8_t castlingRights = 0;   // a bit per Ruleset::castlings() entry (CastlingRule::right)
    std::vector<Square> enPassant;     // the passed squares that may be taken en passant
    ArmyFlags flags;                   // the flags of the mechanics with an editor row
    std::uint32_t firstMoves = 0;      // a bit per Ruleset::firstMoveBit: its piece holds its first move
    int initialPly = 0;                // plies made of the initial moves (twice their number: over)
    std::vector<Square> initialMoved;  // the units the side to move has moved in them
    std::vector<Square> waiting;       // pawns waiting to promote in place at their first chance
    std::array<std::array<int, kMaxPieceTypes>, kMaxArmies> hands{};
    int halfmoveClock = 0;
    int fullmoveNumber = 1;

    bool operator==(const PositionSetup&) const = default;
};

// The en passant fields `pos` could have: for each pawn of the army that moved last that may
// just have made a multi-step (from an empty square, over empty squares), the passed squares
// an enemy pawn attacks, as a move writes them. Each field once; none when en passant is not
// in the variant.
std::vector<std::vector<Square>> enPassantChoices(const Position& pos);

// Whether `rule` may be kept as a right: its king on its square, and on the rook's square the
// piece of its army that the start array puts there (the rook), not any other.
bool castlingPossible(const Position& pos, const CastlingRule& rule);

// Drops from `setup` the rights its board does not allow: castlings whose king or rook is not
// in place, an en passant field no pawn has just made possible, first-move rights without
// their piece, and a state mechanic's state the board has lost (waiting pawns that are gone).
// An army flag stays: it counts only while its mechanic allows it (a king's leap while the
// king stands), as the editor's box does.
void dropImpossibleRights(PositionSetup& setup, const RulesetPtr& rules);

}  // namespace kabir
