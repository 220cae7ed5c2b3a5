#include "ui/refusaltext.h"

#include "ui/datastrings.h"
#include "ui/piecemoves.h"
#include "ui/translators.h"

namespace {

// The names a sentence needs, translated: pieces (in lower case where the language writes them
// so inside a sentence), squares, armies, the marked squares.
class Names {
public:
    explicit Names(const kabir::Position& pos) : m_pos(pos), m_def(pos.rules().definition()) { }

    QString square(kabir::Square s) const { return QString::fromStdString(m_pos.geometry().squareName(s)); }
    QString file(kabir::Square s) const
    {
        QString name = square(s);
        while (!name.isEmpty() && name.back().isDigit())
            name.chop(1);
        return name;
    }
    QString army(kabir::Army a) const { return DataStrings::text(m_def.armies[std::size_t(a)].name); }
    QString piece(int type) const
    {
        if (type < 0 || type >= int(m_def.pieces.size()))
            return RefusalText::tr("piece");
        QString name = DataStrings::text(m_def.pieces[std::size_t(type)].name);
        // German writes nouns with a capital inside a sentence; English does not.
        if (interfaceLocale().language() != QLocale::German && !name.isEmpty())
            name[0] = name[0].toLower();
        return name;
    }
    QString marked(const std::string& mark) const
    {
        const auto it = m_pos.geometry().marks().find(mark);
        QStringList squares;
        if (it != m_pos.geometry().marks().end())
            for (kabir::Square s : it->second)
                squares << square(s);
        return QLocale().createSeparatedList(squares);
    }
    int rank(kabir::Army a, kabir::Square s) const { return m_def.relativeRank(a, s); }
    QString castlingSquares(kabir::Army a, kabir::Square from) const
    {
        QStringList squares;
        for (const kabir::CastlingRule& rule : m_pos.rules().castlings())
            if (rule.def.army == a && rule.def.king == from)
                squares << (rule.def.exchange ? RefusalText::tr("any square up to %1").arg(square(rule.def.rook))
                                              : square(rule.def.kingTo));
        //: Between the king's castling squares: "b1 or i1".
        return squares.join(RefusalText::tr(" or "));
    }

private:
    const kabir::Position& m_pos;
    const kabir::VariantDefinition& m_def;
};

}  // namespace

QString RefusalText::message(const kabir::Position& pos, const kabir::Refusal& r, const QString& ruleSet)
{
    using R = kabir::RefusalReason;
    const Names n(pos);
    // The moving piece, "the rook on a1" (a drop: "the wazir").
    const QString mover = r.from == kabir::kNoSquare ? tr("the %1").arg(n.piece(r.piece))
                                                     : tr("the %1 on %2").arg(n.piece(r.piece), n.square(r.from));
    QString The = mover;
    if (!The.isEmpty())
        The[0] = The[0].toUpper();
    const QString other
        = r.other == kabir::kNoSquare ? QString() : tr("the %1 on %2").arg(n.piece(r.otherPiece), n.square(r.other));
    const QString own = n.army(r.army);
    const QString to = n.square(r.to);
    // The promotion rules belong to the rule set: say which.
    const auto byRuleSet
        = [&](const QString& text) { return ruleSet.isEmpty() ? text : tr("%1 (%2)").arg(text, ruleSet); };
    switch (r.reason) {
    case R::GameOver: return tr("The game is over.");
    case R::NoPiece: return tr("There is no piece on %1.").arg(n.square(r.from));
    case R::NotYourTurn: return tr("It is %1's turn; %2 is %3's.").arg(own, mover, n.army(r.otherArmy));
    case R::NoMove: return tr("%1 would stay where it is: that is no move.").arg(The);
    case R::CannotMoveThere: {
        // Its moves in words, so that the player learns the rule.
        const std::vector<kabir::MoveVector>& moves
            = pos.rules().definition().pieces[std::size_t(std::max(r.piece, 0))].moves;
        const QString words = r.piece < 0 ? QString() : PieceMoves::inWords(moves);
        //: %1 the piece ("The pawn on a12"), %2 the square, %3 its moves in words ("one square forward …").
        return !words.isEmpty() ? tr("%1 cannot go to %2: it moves %3.").arg(The, to, words)
                                : tr("%1 cannot go to %2.").arg(The, to);
    }
    case R::MarkedSquareMovement:
        return tr("%1 cannot go to %2: on %3 it moves otherwise.").arg(The, to, n.marked(r.mark));
    case R::PawnMultiStepNotHere:
        return tr("%1 cannot go to %2: a pawn advances several squares only from the ranks the rules name.")
            .arg(The, to);
    case R::OwnPiece:
        return tr("%1 cannot go to %2: %3's own %4 stands there.").arg(The, to, own, n.piece(r.otherPiece));
    case R::AlliedPiece: return tr("%1 cannot take %2: %3 is %4's ally.").arg(The, other, n.army(r.otherArmy), own);
    case R::PathBlocked: return tr("%1 cannot go to %2: %3 is in the way.").arg(The, to, other);
    case R::HurdleMissing:
        return tr("%1 reaches %2 only by leaping over a piece on %3, and there is none.")
            .arg(The, to, n.square(r.other));
    case R::NoCaptureThisWay:
        return tr("%1 goes to %2 only when the square is empty, and %3 stands there.").arg(The, to, other);
    case R::NothingToCapture: return tr("%1 goes to %2 only to capture, and the square is empty.").arg(The, to);
    case R::EnPassantExpired:
        return tr(
            "The %1 on %2 could have been taken en passant on %3 only on the move right after it passed that square.")
            .arg(n.piece(r.otherPiece), n.square(r.other), to);
    case R::PawnMultiStepFilePieceAway:
        return tr("%1 steps two squares only while %2's %3 stands on %4, where the piece of its file began.")
            .arg(The, own, n.piece(r.otherPiece), n.square(r.other));
    case R::PawnMultiStepNotFirst: return tr("Only %1's first pawn move may step two squares.").arg(own);
    case R::FirstMoveOnly:
        return tr("%1 may go to %2 only as its first move, and it no longer holds that right.").arg(The, to);
    case R::ZoneStopsLine:
        return tr("%1 cannot go to %2: its move ends on %3, next to %4.").arg(The, to, n.square(r.second), other);
    case R::ZoneNarrowsMove: return tr("%1 stands next to %2 and moves only one square.").arg(The, other);
    case R::GuardSparesKing: return tr("%1 never takes a king.").arg(The);
    case R::ImmuneUnit: return tr("%1 cannot take %2: there it cannot be captured.").arg(The, other);
    case R::FirstMoveLostByCheck:
        return tr("%1 may go to %2 only as its first move while its king has never been in check, and it has moved or "
                  "been checked since.")
            .arg(The, to);
    case R::FirstMoveInCheck:
        return tr("%1 may not make its first-move leap to %2 while the king is in check.").arg(The, to);
    case R::NotNearerTheKing: return tr("%1 steps only to a square nearer %2, and %3 is not.").arg(The, other, to);
    case R::KingIntoCheck: return tr("The king may not go to %1: %2 attacks that square.").arg(to, other);
    case R::CheckNotAnswered: return tr("The king is in check from %1, and this move does not answer it.").arg(other);
    case R::PinnedPiece: return tr("Moving %1 would expose the king to %2.").arg(mover, other);
    case R::CastlingKingMoved: return tr("The king has moved, so it may no longer castle.");
    case R::CastlingRookMoved:
        return tr("The rook of %1 has moved or been taken, so the king may no longer castle with it.")
            .arg(n.square(r.other));
    case R::CastlingRightLost: return tr("%1 may no longer castle on this side.").arg(own);
    case R::CastlingBlocked:
        return tr(
            "To castle, the squares between king and rook, and those they land on, must be empty; %1 stands there.")
            .arg(other);
    case R::CastlingInCheck: return tr("The king may not castle out of check (%1 gives check).").arg(other);
    case R::CastlingThroughCheck:
        return tr("The king may not castle across %1, which %2 attacks.").arg(n.square(r.second), other);
    case R::CastlingIntoCheck: return tr("The king may not castle into check: %1 attacks %2.").arg(other, to);
    case R::CastlingElsewhere:
        return tr("When castling, the king goes from %1 to %2.")
            .arg(n.square(r.from), n.castlingSquares(r.army, r.from));
    case R::KingLeapUsed: return tr("The king has made its once-per-game leap already.");
    case R::KingLeapLostByCheck: return tr("The king lost its once-per-game leap by being in check.");
    case R::KingLeapLost: return tr("The king no longer holds its once-per-game leap.");
    case R::KingLeapNoCapture: return tr("The king's leap may not capture, and %1 stands there.").arg(other);
    case R::KingLeapCrossesCheck:
        return tr("The king's leap may not cross check: both squares it passes, %1 and %2, are attacked.")
            .arg(n.square(r.other), n.square(r.second));
    case R::KingLeapInCheck: return tr("The king may not leap while it is in check.");
    case R::KingLeapOnlyInCheck: return tr("The king may leap only in answer to a check.");
    case R::InitialMoveUnitMoved:
        return tr("%1 has made its initial move: in the initial moves each unit moves once.").arg(The);
    case R::InitialMoveOwnHalf: return tr("In the initial moves no move may end in the opponent's half.");
    case R::OpeningMoveRequired:
        return tr("%1's first move must be the compulsory opening move, a pawn's double step.").arg(own);
    case R::OpeningMoveOnly: return tr("A pawn steps two squares only as its side's compulsory first move.");
    case R::MultiStepAfterSingleStep:
        return tr("Only the pawn whose first move was a single step onto this square may step two from here.");
    case R::KingMovesOnlyInCheck: return tr("The king moves only when it is in check.");
    case R::LastUnitImmortal:
        return tr("%1's last unit besides the king, %2, cannot be captured.").arg(n.army(r.otherArmy), other);
    case R::SupportedUnitImmune:
        return tr("The unit on %1 is supported by %2: it may be taken only with a discovered check.").arg(to, other);
    case R::MoveStalemates:
        return tr("This move would leave %1 without a move: stalemate is not allowed.").arg(n.army(r.otherArmy));
    case R::PerpetualCheckIllegal:
        return tr(
            "This check would repeat the position a third time in a series of checks: perpetual check is not allowed.");
    case R::PromotionRequired: return tr("%1 must promote on %2: choose a piece.").arg(The, to);
    case R::NoPromotionHere: return tr("%1 does not promote on %2.").arg(The, to);
    case R::PromotionPieceNotInRules: return byRuleSet(tr("A pawn never becomes a %1 here.").arg(n.piece(r.promotion)));
    case R::PromotionOnlyFilePiece:
        return byRuleSet(r.otherPiece < 0
                ? tr("On the %1-file a pawn becomes no piece.").arg(n.file(r.to))
                : tr("On the %1-file a pawn becomes only a %2.").arg(n.file(r.to), n.piece(r.otherPiece)));
    case R::PromotionPieceNotLost:
        return byRuleSet(
            tr("%1 has lost no %2: a pawn becomes only a piece its army has lost.").arg(own, n.piece(r.promotion)));
    case R::PromotionSecondBishop:
        return byRuleSet(tr("%1 has %2 on that colour: a pawn may not become a second bishop on it.").arg(own, other));
    case R::PawnHeldNothingLost:
        return byRuleSet(
            tr("No piece of %1's has been captured yet, so %2 may not enter its rank %3; it waits on the rank "
               "before, still attacking.")
                .arg(own, mover)
                .arg(n.rank(r.army, r.to)));
    case R::PawnHeldFilePieceNotLost:
        return byRuleSet(
            tr("On the %1-file a pawn becomes only a %2, and %3 has lost none, so %4 may not enter its rank %5; "
               "it waits on the rank before, still attacking.")
                .arg(n.file(r.to), n.piece(r.otherPiece), own, mover)
                .arg(n.rank(r.army, r.to)));
    case R::PawnHeldSecondBishop:
        return byRuleSet(
            tr("On %1 a pawn could only become a second bishop on the colour of %2, so %3 may not enter its "
               "rank %4; it waits on the rank before, still attacking.")
                .arg(to, other, mover)
                .arg(n.rank(r.army, r.to)));
    case R::InPlaceNothingLost: return byRuleSet(tr("%1 waits: %2 has lost no piece it could become.").arg(The, own));
    case R::InPlaceFilePieceNotLost:
        return byRuleSet(
            tr("%1 waits until %2 has lost a %3, the only piece it may become.").arg(The, own, n.piece(r.otherPiece)));
    case R::InPlaceSecondBishop:
        return byRuleSet(tr("%1 waits: it could only become a second bishop on the colour of %2.").arg(The, other));
    case R::PawnDeclinedPromotion:
        return byRuleSet(
            tr("%1 stays a pawn for good: it entered its last rank without promoting when it could have.").arg(The));
    case R::WaitingPawnMissedChance:
        return byRuleSet(tr("%1 stays a pawn for good: it did not promote at its first chance.").arg(The));
    case R::PawnForGood: return tr("%1 stays a pawn for good.").arg(The);
    case R::PromotionGivesCheck: return tr("A promotion may not give check.");
    case R::PromotionAttacks: return tr("The new %1 may not attack an enemy unit.").arg(n.piece(r.promotion));
    case R::DropNotAllowed: return tr("A %1 is not dropped from the hand here.").arg(n.piece(r.piece));
    case R::DropNothingInHand: return tr("%1 has no %2 in hand.").arg(own, n.piece(r.piece));
    case R::DropOccupied: return tr("A piece is dropped only on an empty square, and %1 stands there.").arg(other);
    case R::DropForbiddenSquare: return tr("No piece may be dropped on %1.").arg(n.marked(r.mark));
    case R::DropNotArraySquare:
        return tr("A %1 enters only on a square where one stood in %2's array.").arg(n.piece(r.piece), own);
    case R::DropAttacked:
        return tr("A %1 is placed only where no enemy attacks, and %2 attacks %3.").arg(n.piece(r.piece), other, to);
    case R::DropOutsideZone: return tr("%1 places its men only on its own squares, behind its pawns.").arg(own);
    case R::DropFirstRankOnly: return tr("A %1 is placed only on %2's first rank.").arg(n.piece(r.piece), own);
    case R::DropNotFirstRank: return tr("A %1 is never placed on %2's first rank.").arg(n.piece(r.piece), own);
    case R::DropFileApart: return tr("A %1 may not be placed on the file of %2.").arg(n.piece(r.piece), other);
    case R::PlacementFirst: return tr("Every man must be placed before the first move on the board.");
    case R::CaptureCompulsory: return tr("A capture is compulsory: %1 can capture.").arg(other);
    }
    return tr("%1 cannot go to %2.").arg(The, to);
}
