// refusalMessage: the English text of each refusal, the source text of the GUI's own.

#include "core/rules/refusal.h"

#include <algorithm>
#include <cctype>
#include <vector>

namespace kabir {
namespace {

class Words {
public:
    explicit Words(const Position& pos) : m_pos(pos), m_def(pos.rules().definition()) { }

    std::string square(Square s) const { return m_pos.geometry().squareName(s); }
    std::string army(Army a) const { return m_def.armies[a].name; }
    // "commander", "great vizier"
    std::string piece(int type) const
    {
        if (type < 0 || type >= int(m_def.pieces.size()))
            return "piece";
        std::string name = m_def.pieces[std::size_t(type)].name;
        if (!name.empty())
            name[0] = char(std::tolower(static_cast<unsigned char>(name[0])));
        return name;
    }
    // "a knight", "an adjutant"
    std::string aPiece(int type) const
    {
        const std::string name = piece(type);
        return (std::string("aeiou").find(name[0]) != std::string::npos ? "an " : "a ") + name;
    }
    // "the rook on a8"
    std::string pieceOn(int type, Square s) const { return "the " + piece(type) + " on " + square(s); }
    // The rank counted from the army's own edge: "10th".
    std::string rank(Army a, Square s) const { return ordinal(m_def.relativeRank(a, s)); }
    static std::string ordinal(int n)
    {
        const char* suffix = (n % 100 >= 11 && n % 100 <= 13) ? "th"
            : n % 10 == 1                                     ? "st"
            : n % 10 == 2                                     ? "nd"
            : n % 10 == 3                                     ? "rd"
                                                              : "th";
        return std::to_string(n) + suffix;
    }
    // "e5, f5, e6 and f6"
    std::string marked(const std::string& mark) const
    {
        const auto it = m_pos.geometry().marks().find(mark);
        std::string list;
        if (it == m_pos.geometry().marks().end())
            return list;
        for (std::size_t i = 0; i < it->second.size(); ++i)
            list += (i == 0 ? "" : i + 1 == it->second.size() ? " and " : ", ") + square(it->second[i]);
        return list;
    }
    // The king's castling squares from `from`: "b1 or i1".
    std::string castlingSquares(Army a, Square from) const
    {
        std::string list;
        for (const CastlingRule& rule : m_pos.rules().castlings()) {
            if (rule.def.army != a || rule.def.king != from)
                continue;
            const std::string target
                = rule.def.exchange ? "any square up to " + square(rule.def.rook) : square(rule.def.kingTo);
            list += (list.empty() ? "" : " or ") + target;
        }
        return list;
    }
    // "from its 2nd rank (up to 3 squares) or its 3rd (up to 2)": the multi-steps of a pawn of
    // `army` on `file`, each rank once.
    std::string multiSteps(Army army, int file) const
    {
        std::string list;
        std::vector<int> ranks;
        for (const PawnStepRule& rule : m_def.pawnSteps) {
            if ((rule.army >= 0 && rule.army != army)
                || (!rule.files.empty() && std::ranges::find(rule.files, file) == rule.files.end())
                || std::ranges::find(ranks, rule.rank) != ranks.end())
                continue;
            ranks.push_back(rule.rank);
            list += (list.empty() ? "from its " + ordinal(rule.rank) + " rank" : " or its " + ordinal(rule.rank))
                + " (up to " + std::to_string(rule.steps) + " squares)";
        }
        return list;
    }

private:
    const Position& m_pos;
    const VariantDefinition& m_def;
};

}  // namespace

std::string refusalMessage(const Position& pos, const Refusal& r)
{
    const Words w(pos);
    const std::string mover = r.from == kNoSquare ? "the " + w.piece(r.piece) : w.pieceOn(r.piece, r.from);
    std::string The = mover;
    The[0] = 'T';
    const std::string other = r.other == kNoSquare ? std::string() : w.pieceOn(r.otherPiece, r.other);
    const std::string own = w.army(r.army);
    switch (r.reason) {
    case RefusalReason::GameOver: return "The game is over.";
    case RefusalReason::NoPiece: return "There is no piece on " + w.square(r.from) + ".";
    case RefusalReason::NotYourTurn:
        return "It is " + own + "'s turn; " + w.pieceOn(r.piece, r.from) + " is " + w.army(r.otherArmy) + "'s.";
    case RefusalReason::NoMove: return The + " would stay where it is: that is no move.";
    case RefusalReason::CannotMoveThere: return The + " cannot go to " + w.square(r.to) + ".";
    case RefusalReason::MarkedSquareMovement:
        return The + " cannot go to " + w.square(r.to) + ": on " + w.marked(r.mark) + " (the " + r.mark
            + " squares) it moves otherwise.";
    case RefusalReason::PawnMultiStepNotHere:
        return "A pawn advances several squares only " + w.multiSteps(r.army, pos.geometry().fileOf(r.from)) + "; "
            + mover + " cannot go to " + w.square(r.to) + ".";
    case RefusalReason::OwnPiece:
        return The + " cannot go to " + w.square(r.to) + ": " + own + "'s own " + w.piece(r.otherPiece)
            + " stands there.";
    case RefusalReason::AlliedPiece:
        return The + " cannot take " + other + ": " + w.army(r.otherArmy) + " is " + own + "'s ally.";
    case RefusalReason::PathBlocked: return The + " cannot go to " + w.square(r.to) + ": " + other + " is in the way.";
    case RefusalReason::HurdleMissing:
        return The + " reaches " + w.square(r.to) + " only by leaping over a piece on " + w.square(r.other)
            + ", and there is none.";
    case RefusalReason::NoCaptureThisWay:
        return The + " goes to " + w.square(r.to) + " only when the square is empty, and " + other + " stands there.";
    case RefusalReason::NothingToCapture:
        return The + " goes to " + w.square(r.to) + " only to capture, and the square is empty.";
    case RefusalReason::EnPassantExpired:
        return "The " + w.piece(r.otherPiece) + " on " + w.square(r.other) + " could have been taken en passant on "
            + w.square(r.to) + " only on the move right after it passed that square.";
    case RefusalReason::PawnMultiStepFilePieceAway:
        return The + " steps two squares only while " + own + "'s " + w.piece(r.otherPiece) + " stands on "
            + w.square(r.other) + ", where the piece of its file began.";
    case RefusalReason::PawnMultiStepNotFirst: return "Only " + own + "'s first pawn move may step two squares.";
    case RefusalReason::FirstMoveOnly:
        return The + " may go to " + w.square(r.to) + " only as its first move, and it no longer holds that right.";
    case RefusalReason::FirstMoveLostByCheck:
        return The + " may go to " + w.square(r.to)
            + " only as its first move while its king has never been in check, and it has moved or been checked since.";
    case RefusalReason::ZoneStopsLine:
        return The + " cannot go to " + w.square(r.to) + ": its move ends on " + w.square(r.second) + ", next to "
            + other + ".";
    case RefusalReason::ZoneNarrowsMove: return The + " stands next to " + other + " and moves only one square.";
    case RefusalReason::GuardSparesKing: return The + " never takes a king.";
    case RefusalReason::ImmuneUnit: return The + " cannot take " + other + ": there it cannot be captured.";
    case RefusalReason::FirstMoveInCheck:
        return The + " may not make its first-move leap to " + w.square(r.to) + " while the king is in check.";
    case RefusalReason::NotNearerTheKing:
        return The + " steps only to a square nearer " + other + ", and " + w.square(r.to) + " is not.";
    case RefusalReason::KingIntoCheck:
        return "The king may not go to " + w.square(r.to) + ": " + other + " attacks that square.";
    case RefusalReason::CheckNotAnswered:
        return "The king is in check from " + other + ", and this move does not answer it.";
    case RefusalReason::PinnedPiece: return "Moving " + mover + " would expose the king to " + other + ".";
    case RefusalReason::CastlingKingMoved: return "The king has moved, so it may no longer castle.";
    case RefusalReason::CastlingRookMoved:
        return "The rook of " + w.square(r.other)
            + " has moved or been taken, so the king may no longer castle with it.";
    case RefusalReason::CastlingRightLost: return own + " may no longer castle on this side.";
    case RefusalReason::CastlingBlocked:
        return "To castle, the squares between king and rook, and those they land on, must be empty; " + other
            + " stands there.";
    case RefusalReason::CastlingInCheck: return "The king may not castle out of check (" + other + " gives check).";
    case RefusalReason::CastlingThroughCheck:
        return "The king may not castle across " + w.square(r.second) + ", which " + other + " attacks.";
    case RefusalReason::CastlingIntoCheck:
        return "The king may not castle into check: " + other + " attacks " + w.square(r.to) + ".";
    case RefusalReason::CastlingElsewhere:
        return "When castling, the king goes from " + w.square(r.from) + " to " + w.castlingSquares(r.army, r.from)
            + ".";
    case RefusalReason::KingLeapUsed: return "The king has made its once-per-game leap already.";
    case RefusalReason::KingLeapLostByCheck: return "The king lost its once-per-game leap by being in check.";
    case RefusalReason::KingLeapLost: return "The king no longer holds its once-per-game leap.";
    case RefusalReason::KingLeapNoCapture: return "The king's leap may not capture, and " + other + " stands there.";
    case RefusalReason::KingLeapCrossesCheck:
        return "The king's leap may not cross check: both squares it passes, " + w.square(r.other) + " and "
            + w.square(r.second) + ", are attacked.";
    case RefusalReason::KingLeapInCheck: return "The king may not leap while it is in check.";
    case RefusalReason::KingLeapOnlyInCheck: return "The king may leap only in answer to a check.";
    case RefusalReason::InitialMoveUnitMoved:
        return The + " has made its initial move: in the initial moves each unit moves once.";
    case RefusalReason::InitialMoveOwnHalf: return "In the initial moves no move may end in the opponent's half.";
    case RefusalReason::OpeningMoveRequired:
        return own + "'s first move must be the compulsory opening move, a pawn's double step.";
    case RefusalReason::OpeningMoveOnly: return "A pawn steps two squares only as its side's compulsory first move.";
    case RefusalReason::MultiStepAfterSingleStep:
        return "Only the pawn whose first move was a single step onto this square may step two from here.";
    case RefusalReason::KingMovesOnlyInCheck: return "The king moves only when it is in check.";
    case RefusalReason::LastUnitImmortal:
        return w.army(r.otherArmy) + "'s last unit besides the king, " + other + ", cannot be captured.";
    case RefusalReason::SupportedUnitImmune:
        return "The unit on " + w.square(r.to) + " is supported by " + other
            + ": it may be taken only with a discovered check.";
    case RefusalReason::MoveStalemates:
        return "This move would leave " + w.army(r.otherArmy) + " without a move: stalemate is not allowed.";
    case RefusalReason::PerpetualCheckIllegal:
        return "This check would repeat the position a third time in a series of checks: perpetual check is not "
               "allowed.";
    case RefusalReason::PromotionRequired: return The + " must promote on " + w.square(r.to) + ": choose a piece.";
    case RefusalReason::NoPromotionHere: return The + " does not promote on " + w.square(r.to) + ".";
    case RefusalReason::PromotionPieceNotInRules:
        return "A pawn never becomes " + w.aPiece(r.promotion) + " in " + pos.rules().definition().name + ".";
    case RefusalReason::PromotionOnlyFilePiece:
        return "On the " + w.square(r.to).substr(0, 1) + "-file a pawn becomes "
            + (r.otherPiece < 0 ? "no piece." : "only " + w.aPiece(r.otherPiece) + ".");
    case RefusalReason::PromotionPieceNotLost:
        return own + " has lost no " + w.piece(r.promotion) + ": a pawn becomes only a piece its army has lost.";
    case RefusalReason::PromotionSecondBishop:
        return own + " has " + other + " on that colour: a pawn may not become a second bishop on it.";
    case RefusalReason::PawnHeldNothingLost:
        return own + " has lost no piece a pawn could become, so " + mover + " may not enter its "
            + w.rank(r.army, r.to) + " rank; it waits on the rank before, still attacking.";
    case RefusalReason::PawnHeldFilePieceNotLost:
        return "On the " + w.square(r.to).substr(0, 1) + "-file a pawn becomes only " + w.aPiece(r.otherPiece)
            + ", and " + own + " has lost none, so " + mover + " may not enter its " + w.rank(r.army, r.to)
            + " rank; it waits on the rank before, still attacking.";
    case RefusalReason::PawnHeldSecondBishop:
        return "On " + w.square(r.to) + " a pawn could only become a second bishop on the colour of " + other + ", so "
            + mover + " may not enter its " + w.rank(r.army, r.to)
            + " rank; it waits on the rank before, still attacking.";
    case RefusalReason::InPlaceNothingLost: return The + " waits: " + own + " has lost no piece it could become.";
    case RefusalReason::InPlaceFilePieceNotLost:
        return The + " waits until " + own + " has lost " + w.aPiece(r.otherPiece) + ", the only piece it may become.";
    case RefusalReason::InPlaceSecondBishop:
        return The + " waits: it could only become a second bishop on the colour of " + other + ".";
    case RefusalReason::PawnDeclinedPromotion:
        return The + " stays a pawn for good: it entered its last rank without promoting when it could have.";
    case RefusalReason::WaitingPawnMissedChance:
        return The + " stays a pawn for good: it did not promote at its first chance.";
    case RefusalReason::PawnForGood: return The + " stays a pawn for good.";
    case RefusalReason::PromotionGivesCheck: return "A promotion may not give check.";
    case RefusalReason::PromotionAttacks: return "The new " + w.piece(r.promotion) + " may not attack an enemy unit.";
    case RefusalReason::DropNotAllowed: return "A " + w.piece(r.piece) + " is not dropped from the hand here.";
    case RefusalReason::DropNothingInHand: return own + " has no " + w.piece(r.piece) + " in hand.";
    case RefusalReason::DropOccupied:
        return "A piece is dropped only on an empty square, and " + other + " stands there.";
    case RefusalReason::DropForbiddenSquare:
        return "No piece may be dropped on " + w.marked(r.mark) + " (the " + r.mark + " squares).";
    case RefusalReason::DropNotArraySquare:
        return "A " + w.piece(r.piece) + " enters only on a square where one stood in " + own + "'s array.";
    case RefusalReason::DropAttacked:
        return "A " + w.piece(r.piece) + " is placed only where no enemy attacks, and " + other + " attacks "
            + w.square(r.to) + ".";
    case RefusalReason::DropOutsideZone: return own + " places its men only on its own squares, behind its pawns.";
    case RefusalReason::DropFirstRankOnly:
        return "A " + w.piece(r.piece) + " is placed only on " + own + "'s first rank.";
    case RefusalReason::DropNotFirstRank:
        return "A " + w.piece(r.piece) + " is never placed on " + own + "'s first rank.";
    case RefusalReason::DropFileApart:
        return "A " + w.piece(r.piece) + " may not be placed on the file of " + other + ".";
    case RefusalReason::PlacementFirst: return "Every man must be placed before the first move on the board.";
    case RefusalReason::CaptureCompulsory: return "A capture is compulsory: " + other + " can capture.";
    }
    return The + " cannot go to " + w.square(r.to) + ".";
}

}  // namespace kabir
