#pragma once
// Why a move is refused, in the words of the rules. For a position and an attempted move
// from one square to another (with the piece a pawn is to become, if one was chosen), or an
// attempted drop, explainRefusal names the rule that forbids it and the few facts a message
// needs; refusalMessage writes the sentence, in English for kabir-cli or in the window's
// language (each reason's sentence is written once, in refusalmessage.cpp).
// Only rules refuse here: a move the rules allow gives no refusal.

#include "core/position/position.h"
#include "core/position/refusallanguage.h"

#include <optional>
#include <string>
#include <vector>

namespace kabir {

enum class RefusalReason {
    // The game and the piece (rules.md §0).
    GameOver,     // no move is legal: the game has ended (checkmate, stalemate, a winning square…)
    NoPiece,      // no piece stands on `from`
    NotYourTurn,  // the piece on `from` belongs to `otherArmy`; `army` is to move
    NoMove,       // `from` == `to`, and no pawn may promote in place there

    // Movement (each variant's pieces, Betza notation).
    CannotMoveThere,             // the piece's movement never leads from `from` to `to`
    MarkedSquareMovement,        // its movement would, but on the marked squares `mark` it moves
                                 // otherwise (Chaturanga 4-84's old squares)
    PawnMultiStepNotHere,        // a pawn's advance of several squares from a rank that allows no
                                 // such step, or a shorter one ([pawns] multi-steps)
    OwnPiece,                    // a piece of the same army stands on `to` (`otherPiece`)
    AlliedPiece,                 // a piece of the allied army `otherArmy` stands on `to` (allies
                                 // never capture each other: Chaturanga 4-84)
    PathBlocked,                 // `otherPiece` of `otherArmy` on `other` stands in the way
    HurdleMissing,               // the leap must jump over a piece on `other`, which is empty
                                 // (Chaturanga 4-84's pawn leap)
    NoCaptureThisWay,            // this step only moves, and `otherPiece` stands on `to` (a pawn's
                                 // step forward)
    NothingToCapture,            // this step only captures, and `to` is empty (a pawn's diagonal)
    EnPassantExpired,            // the pawn on `other` passed `to` with a multi-step, but not on the
                                 // last move: en passant is allowed on the very next move only
    PawnMultiStepFilePieceAway,  // the pawn steps two only while `otherPiece` stands on `other`,
                                 // where its file's piece began (Indian chess)
    PawnMultiStepNotFirst,       // only the side's first pawn move may step two (Tibetan chess)
    NotNearerTheKing,            // the piece steps only to a square nearer the enemy king, on
                                 // `other` (Qatranj's attendant)
    FirstMoveOnly,               // the move is the piece's first move, and it has moved, been
                                 // aimed at by an enemy rook, or was set up without the right
                                 // ([[first-moves]]: Cambodian chess)
    FirstMoveInCheck,            // that first move is never made in check
    FirstMoveLostByCheck,        // that first move needs a king never checked, and it has moved
                                 // or been checked ([[first-moves]] lost-by-check: Malay chess)
    ZoneStopsLine,               // the line enters the zone of the enemy guard `otherPiece` on
                                 // `other` on `second`, where the move must end ([guard-zones]:
                                 // Hiashatar's hia)
    ZoneNarrowsMove,             // the piece stands next to the guard on `other` and moves one
                                 // square only
    GuardSparesKing,             // the guard never takes a king (`otherPiece` on `to`)
    ImmuneUnit,                  // `otherPiece` on `to` cannot be captured there: a pawn waiting
                                 // to be transferred ([transfer]) or a unit in its refuge ([refuge])

    // Check (two armies).
    KingIntoCheck,     // the king would stand on an attacked square: `otherPiece` on `other`
    CheckNotAnswered,  // the king is in check and stays in check: `otherPiece` on `other`
    PinnedPiece,       // the move would expose the king to `otherPiece` on `other`

    // Castling (`[[castling]]`: orthodox conditions for every form).
    CastlingKingMoved,     // the king has moved before
    CastlingRookMoved,     // the rook has moved from `other`, or been taken there
    CastlingRightLost,     // the right is gone (a position set up without the right)
    CastlingBlocked,       // `otherPiece` on `other` stands between king and rook or on a
                           // square either lands on
    CastlingInCheck,       // the king is in check from `otherPiece` on `other`
    CastlingThroughCheck,  // the king would pass over `second`, attacked by `otherPiece` on `other`
    CastlingIntoCheck,     // the king would land on `to`, attacked by `otherPiece` on `other`
    CastlingElsewhere,     // the king moves along its rank, but castling takes it only to the
                           // squares of the variant's castlings (Tressau: b1 or i1)

    // The king's once-per-game leap ([king-leap]: Hyderabad markov-2022, Turkish reconstructed).
    KingLeapUsed,          // the king has made its leap already
    KingLeapLostByCheck,   // the king lost the leap by being in check
    KingLeapLost,          // the leap is gone (a position set up without it)
    KingLeapNoCapture,     // the leap may not capture (`otherPiece` stands on `to`)
    KingLeapCrossesCheck,  // the leap may not cross check: both squares it steps over,
                           // `other` and `second`, are attacked
    KingLeapInCheck,       // the leap is never made in check (Indian chess)
    KingLeapOnlyInCheck,   // the leap is made only in check (Malay chess after Brooke)

    // The rules that take moves back ([moves], [turns], results.stalemate = "illegal").
    InitialMoveUnitMoved,      // in the initial moves each unit moves once: the one on `from` has
    InitialMoveOwnHalf,        // in the initial moves no move ends in the opponent's half
    OpeningMoveRequired,       // the army's first move is a compulsory pawn multi-step (Shatar)
    OpeningMoveOnly,           // that multi-step is made only as the army's first move
    MultiStepAfterSingleStep,  // only the pawn whose first move was a single step onto its square (Batak's king's pawn)
    KingMovesOnlyInCheck,      // the king moves only when it is in check (Joara-Joari)
    LastUnitImmortal,          // the opponent's last unit besides the king cannot be captured (Desi)
    SupportedUnitImmune,       // the unit on `to` is supported by `otherPiece` on `other`: it may be
                               // taken only with a discovered check (Joara-Joari)
    MoveStalemates,            // the move would leave `otherArmy` without a move: no stalemate
    PerpetualCheckIllegal,     // the check would repeat the position a third time in a series of checks

    // Promotion ([promotion]; `promotion` is the chosen type, `otherPiece` the file's piece).
    PromotionRequired,         // the pawn must promote here: a piece must be chosen
    NoPromotionHere,           // a piece was chosen, but this move promotes nothing
    PromotionPieceNotInRules,  // a pawn never becomes the chosen type in this variant
    PromotionOnlyFilePiece,    // on this file a pawn becomes only `otherPiece` (file-piece policy)
    PromotionPieceNotLost,     // the army has not lost the chosen type (a pawn becomes only a
                               // piece its army has lost: captured-only and file-piece policies)
    PromotionSecondBishop,     // the chosen bishop would be a second one on the colour of the
                               // bishop on `other` (bishop-colour-limit)
    PawnHeldNothingLost,       // the pawn may not enter its last rank: its army has lost no
                               // piece it could become (captured-only, when-unavailable = hold)
    PawnHeldFilePieceNotLost,  // the same, its file's piece `otherPiece` not being lost (file-piece)
    PawnHeldSecondBishop,      // the same, the only piece being a second bishop on the colour of
                               // the bishop on `other`
    InPlaceNothingLost,        // a pawn waiting on `from` cannot promote in place yet: nothing lost
    InPlaceFilePieceNotLost,   // the same, its file's piece `otherPiece` not being lost
    InPlaceSecondBishop,       // the same, the only piece being a second bishop (`other`)
    PawnDeclinedPromotion,     // the pawn on `from` entered its last rank when it could have
                               // promoted: it stays a pawn for good (Tressau A)
    WaitingPawnMissedChance,   // the pawn on `from` did not promote at its first chance: it stays
                               // a pawn for good (Tressau A, in-place = first-chance)
    PawnForGood,               // the pawn on `from` stays a pawn for good (why is not recorded:
                               // a position set up so)
    PromotionGivesCheck,       // the promotion move may not give check (Sittuyin)
    PromotionAttacks,          // the new piece may not attack an enemy unit (Sittuyin, modern)

    // Drops ([drops]; `to` is the square, `piece` the type).
    DropNotAllowed,       // pieces of this type are never dropped
    DropNothingInHand,    // the army has none in hand
    DropOccupied,         // `to` is not empty
    DropForbiddenSquare,  // `to` is one of the marked squares `mark` (Chaturanga 4-84's old squares)
    DropNotArraySquare,   // the type enters only where it stood in the army's array (Maharaja)
    DropAttacked,         // `to` is attacked by `otherPiece` on `other` (the Maharajah's placement)
    DropOutsideZone,      // the army places its men only on its own squares (Sittuyin: behind the pawns)
    DropFirstRankOnly,    // this type is placed only on the army's first rank
    DropNotFirstRank,     // this type is never placed on the army's first rank
    DropFileApart,        // not on the file of `otherPiece` on `other` (U Bha: Black's rooks)
    PlacementFirst,       // while men are still to be placed, nothing on the board moves

    // Draughts-style capture ([leap-capture]).
    CaptureCompulsory,  // a capture is compulsory: `otherPiece` on `other` can capture
};

// A refusal with what its message needs; squares are kNoSquare and types -1 where unused.
struct Refusal {
    RefusalReason reason = RefusalReason::CannotMoveThere;
    Army army = 0;  // the army to move
    Square from = kNoSquare;
    Square to = kNoSquare;
    int piece = -1;             // the type on `from` (or dropped)
    int promotion = -1;         // the type chosen for a promotion
    Square other = kNoSquare;   // the square of the piece or the square the rule names
    int otherPiece = -1;        // the type of the piece on `other` (or on `to`), or the rule's piece
    Army otherArmy = 0;         // the army of that piece
    Square second = kNoSquare;  // a second square (the king's leap's other intermediate square)
    std::string mark;           // the name of the marked squares concerned ("old")
};

// Why moving the piece on `from` to `to` (a promotion to `promotion` when it is a type) is
// not legal here; nullopt when it is. `from` == `to` is a promotion in place. A castling is
// the king's move. The position is left as it was.
std::optional<Refusal> explainRefusal(Position& pos, Square from, Square to, int promotion = -1);
// Why dropping a piece of type `type` on `to` is not legal here; nullopt when it is.
std::optional<Refusal> explainDropRefusal(Position& pos, PieceType type, Square to);

// The refusal in `language`, or in English, naming pieces, squares and armies as the variant does.
std::string refusalMessage(const Position& pos, const Refusal& refusal, const RefusalLanguage& language);
std::string refusalMessage(const Position& pos, const Refusal& refusal);

}  // namespace kabir
