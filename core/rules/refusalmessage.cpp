// refusalMessage: each refusal reason's sentence, written once as an English format whose places
// %1, %2, … take the words the refusal names, filled in English for kabir-cli or in the window's
// language (the window translates the formats: context "RefusalText").

#include "core/board/translatable.h"
#include "core/rules/refusal.h"

#include <algorithm>

namespace kabir {
namespace {

// What a place of a sentence takes.
enum class Word {
    TheMover,   // "The rook on a1" (a drop: "The wazir"), beginning the sentence
    Mover,      // "the rook on a1"
    Other,      // "the knight on c3": `otherPiece` on `other`
    Own,        // the army to move
    OtherArmy,  // `otherArmy`
    To,         // squares: `to`, `from`, `other`, `second`
    From,
    OtherSquare,
    SecondSquare,
    Piece,  // piece names: `piece`, `otherPiece`, `promotion`
    OtherPiece,
    Promotion,
    Marked,           // the squares marked `mark`, as a list
    ToFile,           // the file of `to` ("e")
    ToRank,           // the rank of `to` counted from the army's own edge ("10")
    CastlingSquares,  // where the king on `from` castles to ("b1 or i1")
    MovesInWords,     // the moving piece's moves in words, where the language has them
    MultiSteps,       // the ranks the moving pawn advances several squares from, and how far
};

struct Sentence {
    const char* format;
    std::vector<Word> words;
    bool ruleSetDecides = false;  // a rule the game's rule set decides (promotion)
};

Sentence sentence(const Refusal& r, bool movesInWords)
{
    using R = RefusalReason;
    using W = Word;
    switch (r.reason) {
    case R::GameOver: return {KABIR_TRANSLATE_NOOP("RefusalText", "The game is over."), {}};
    case R::NoPiece: return {KABIR_TRANSLATE_NOOP("RefusalText", "There is no piece on %1."), {W::From}};
    case R::NotYourTurn:
        return {KABIR_TRANSLATE_NOOP("RefusalText", "It is %1's turn; %2 is %3's."), {W::Own, W::Mover, W::OtherArmy}};
    case R::NoMove:
        return {KABIR_TRANSLATE_NOOP("RefusalText", "%1 would stay where it is: that is no move."), {W::TheMover}};
    case R::CannotMoveThere:
        // Its moves in words, where the language has them, so that the player learns the rule.
        if (movesInWords)
            //: %1 the piece ("The pawn on a12"), %2 the square, %3 its moves in words ("one square forward …").
            return {KABIR_TRANSLATE_NOOP("RefusalText", "%1 cannot go to %2: it moves %3."),
                {W::TheMover, W::To, W::MovesInWords}};
        return {KABIR_TRANSLATE_NOOP("RefusalText", "%1 cannot go to %2."), {W::TheMover, W::To}};
    case R::MarkedSquareMovement:
        return {KABIR_TRANSLATE_NOOP("RefusalText", "%1 cannot go to %2: on %3 it moves otherwise."),
            {W::TheMover, W::To, W::Marked}};
    case R::PawnMultiStepNotHere:
        //: %3 the ranks and steps: "from its 2nd rank (up to 3 squares) or its 3rd (up to 2 squares)".
        return {KABIR_TRANSLATE_NOOP("RefusalText", "%1 cannot go to %2: a pawn advances several squares only %3."),
            {W::TheMover, W::To, W::MultiSteps}};
    case R::OwnPiece:
        return {KABIR_TRANSLATE_NOOP("RefusalText", "%1 cannot go to %2: %3's own %4 stands there."),
            {W::TheMover, W::To, W::Own, W::OtherPiece}};
    case R::AlliedPiece:
        return {KABIR_TRANSLATE_NOOP("RefusalText", "%1 cannot take %2: %3 is %4's ally."),
            {W::TheMover, W::Other, W::OtherArmy, W::Own}};
    case R::PathBlocked:
        return {KABIR_TRANSLATE_NOOP("RefusalText", "%1 cannot go to %2: %3 is in the way."),
            {W::TheMover, W::To, W::Other}};
    case R::HurdleMissing:
        return {
            KABIR_TRANSLATE_NOOP("RefusalText", "%1 reaches %2 only by leaping over a piece on %3, and there is none."),
            {W::TheMover, W::To, W::OtherSquare}};
    case R::NoCaptureThisWay:
        return {
            KABIR_TRANSLATE_NOOP("RefusalText", "%1 goes to %2 only when the square is empty, and %3 stands there."),
            {W::TheMover, W::To, W::Other}};
    case R::NothingToCapture:
        return {KABIR_TRANSLATE_NOOP("RefusalText", "%1 goes to %2 only to capture, and the square is empty."),
            {W::TheMover, W::To}};
    case R::EnPassantExpired:
        return {KABIR_TRANSLATE_NOOP("RefusalText",
                    "The %1 on %2 could have been taken en passant on %3 only on the move right after it passed that "
                    "square."),
            {W::OtherPiece, W::OtherSquare, W::To}};
    case R::PawnMultiStepFilePieceAway:
        return {KABIR_TRANSLATE_NOOP("RefusalText",
                    "%1 steps two squares only while %2's %3 stands on %4, where the piece of its file began."),
            {W::TheMover, W::Own, W::OtherPiece, W::OtherSquare}};
    case R::PawnMultiStepNotFirst:
        return {KABIR_TRANSLATE_NOOP("RefusalText", "Only %1's first pawn move may step two squares."), {W::Own}};
    case R::FirstMoveOnly:
        return {KABIR_TRANSLATE_NOOP(
                    "RefusalText", "%1 may go to %2 only as its first move, and it no longer holds that right."),
            {W::TheMover, W::To}};
    case R::ZoneStopsLine:
        return {KABIR_TRANSLATE_NOOP("RefusalText", "%1 cannot go to %2: its move ends on %3, next to %4."),
            {W::TheMover, W::To, W::SecondSquare, W::Other}};
    case R::ZoneNarrowsMove:
        return {KABIR_TRANSLATE_NOOP("RefusalText", "%1 stands next to %2 and moves only one square."),
            {W::TheMover, W::Other}};
    case R::GuardSparesKing: return {KABIR_TRANSLATE_NOOP("RefusalText", "%1 never takes a king."), {W::TheMover}};
    case R::ImmuneUnit:
        return {KABIR_TRANSLATE_NOOP("RefusalText", "%1 cannot take %2: there it cannot be captured."),
            {W::TheMover, W::Other}};
    case R::FirstMoveLostByCheck:
        return {KABIR_TRANSLATE_NOOP("RefusalText",
                    "%1 may go to %2 only as its first move while its king has never been in check, and it has moved "
                    "or been checked since."),
            {W::TheMover, W::To}};
    case R::FirstMoveInCheck:
        return {KABIR_TRANSLATE_NOOP(
                    "RefusalText", "%1 may not make its first-move leap to %2 while the king is in check."),
            {W::TheMover, W::To}};
    case R::NotNearerTheKing:
        return {KABIR_TRANSLATE_NOOP("RefusalText", "%1 steps only to a square nearer %2, and %3 is not."),
            {W::TheMover, W::Other, W::To}};
    case R::KingIntoCheck:
        return {KABIR_TRANSLATE_NOOP("RefusalText", "The king may not go to %1: %2 attacks that square."),
            {W::To, W::Other}};
    case R::CheckNotAnswered:
        return {KABIR_TRANSLATE_NOOP("RefusalText", "The king is in check from %1, and this move does not answer it."),
            {W::Other}};
    case R::PinnedPiece:
        return {KABIR_TRANSLATE_NOOP("RefusalText", "Moving %1 would expose the king to %2."), {W::Mover, W::Other}};
    case R::CastlingKingMoved:
        return {KABIR_TRANSLATE_NOOP("RefusalText", "The king has moved, so it may no longer castle."), {}};
    case R::CastlingRookMoved:
        return {KABIR_TRANSLATE_NOOP(
                    "RefusalText", "The rook of %1 has moved or been taken, so the king may no longer castle with it."),
            {W::OtherSquare}};
    case R::CastlingRightLost:
        return {KABIR_TRANSLATE_NOOP("RefusalText", "%1 may no longer castle on this side."), {W::Own}};
    case R::CastlingBlocked:
        return {KABIR_TRANSLATE_NOOP("RefusalText",
                    "To castle, the squares between king and rook, and those they land on, must be empty; %1 stands "
                    "there."),
            {W::Other}};
    case R::CastlingInCheck:
        return {
            KABIR_TRANSLATE_NOOP("RefusalText", "The king may not castle out of check (%1 gives check)."), {W::Other}};
    case R::CastlingThroughCheck:
        return {KABIR_TRANSLATE_NOOP("RefusalText", "The king may not castle across %1, which %2 attacks."),
            {W::SecondSquare, W::Other}};
    case R::CastlingIntoCheck:
        return {KABIR_TRANSLATE_NOOP("RefusalText", "The king may not castle into check: %1 attacks %2."),
            {W::Other, W::To}};
    case R::CastlingElsewhere:
        return {KABIR_TRANSLATE_NOOP("RefusalText", "When castling, the king goes from %1 to %2."),
            {W::From, W::CastlingSquares}};
    case R::KingLeapUsed:
        return {KABIR_TRANSLATE_NOOP("RefusalText", "The king has made its once-per-game leap already."), {}};
    case R::KingLeapLostByCheck:
        return {KABIR_TRANSLATE_NOOP("RefusalText", "The king lost its once-per-game leap by being in check."), {}};
    case R::KingLeapLost:
        return {KABIR_TRANSLATE_NOOP("RefusalText", "The king no longer holds its once-per-game leap."), {}};
    case R::KingLeapNoCapture:
        return {
            KABIR_TRANSLATE_NOOP("RefusalText", "The king's leap may not capture, and %1 stands there."), {W::Other}};
    case R::KingLeapCrossesCheck:
        return {KABIR_TRANSLATE_NOOP("RefusalText",
                    "The king's leap may not cross check: both squares it passes, %1 and %2, are attacked."),
            {W::OtherSquare, W::SecondSquare}};
    case R::KingLeapInCheck:
        return {KABIR_TRANSLATE_NOOP("RefusalText", "The king may not leap while it is in check."), {}};
    case R::KingLeapOnlyInCheck:
        return {KABIR_TRANSLATE_NOOP("RefusalText", "The king may leap only in answer to a check."), {}};
    case R::InitialMoveUnitMoved:
        return {KABIR_TRANSLATE_NOOP(
                    "RefusalText", "%1 has made its initial move: in the initial moves each unit moves once."),
            {W::TheMover}};
    case R::InitialMoveOwnHalf:
        return {
            KABIR_TRANSLATE_NOOP("RefusalText", "In the initial moves no move may end in the opponent's half."), {}};
    case R::OpeningMoveRequired:
        return {KABIR_TRANSLATE_NOOP(
                    "RefusalText", "%1's first move must be the compulsory opening move, a pawn's double step."),
            {W::Own}};
    case R::OpeningMoveOnly:
        return {
            KABIR_TRANSLATE_NOOP("RefusalText", "A pawn steps two squares only as its side's compulsory first move."),
            {}};
    case R::MultiStepAfterSingleStep:
        return {KABIR_TRANSLATE_NOOP("RefusalText",
                    "Only the pawn whose first move was a single step onto this square may step two from here."),
            {}};
    case R::KingMovesOnlyInCheck:
        return {KABIR_TRANSLATE_NOOP("RefusalText", "The king moves only when it is in check."), {}};
    case R::LastUnitImmortal:
        return {KABIR_TRANSLATE_NOOP("RefusalText", "%1's last unit besides the king, %2, cannot be captured."),
            {W::OtherArmy, W::Other}};
    case R::SupportedUnitImmune:
        return {KABIR_TRANSLATE_NOOP(
                    "RefusalText", "The unit on %1 is supported by %2: it may be taken only with a discovered check."),
            {W::To, W::Other}};
    case R::MoveStalemates:
        return {
            KABIR_TRANSLATE_NOOP("RefusalText", "This move would leave %1 without a move: stalemate is not allowed."),
            {W::OtherArmy}};
    case R::PerpetualCheckIllegal:
        return {KABIR_TRANSLATE_NOOP("RefusalText",
                    "This check would repeat the position a third time in a series of checks: perpetual check is not "
                    "allowed."),
            {}};
    case R::PromotionRequired:
        return {KABIR_TRANSLATE_NOOP("RefusalText", "%1 must promote on %2: choose a piece."), {W::TheMover, W::To}};
    case R::NoPromotionHere:
        return {KABIR_TRANSLATE_NOOP("RefusalText", "%1 does not promote on %2."), {W::TheMover, W::To}};
    case R::PromotionPieceNotInRules:
        return {KABIR_TRANSLATE_NOOP("RefusalText", "A pawn never becomes a %1 here."), {W::Promotion}, true};
    case R::PromotionOnlyFilePiece:
        return r.otherPiece < 0
            ? Sentence{KABIR_TRANSLATE_NOOP("RefusalText", "On the %1-file a pawn becomes no piece."), {W::ToFile},
                true}
            : Sentence{KABIR_TRANSLATE_NOOP("RefusalText", "On the %1-file a pawn becomes only a %2."),
                {W::ToFile, W::OtherPiece}, true};
    case R::PromotionPieceNotLost:
        return {
            KABIR_TRANSLATE_NOOP("RefusalText", "%1 has lost no %2: a pawn becomes only a piece its army has lost."),
            {W::Own, W::Promotion}, true};
    case R::PromotionSecondBishop:
        return {KABIR_TRANSLATE_NOOP(
                    "RefusalText", "%1 has %2 on that colour: a pawn may not become a second bishop on it."),
            {W::Own, W::Other}, true};
    case R::PawnHeldNothingLost:
        return {KABIR_TRANSLATE_NOOP("RefusalText",
                    "No piece of %1's has been captured yet, so %2 may not enter its rank %3; it waits on the rank "
                    "before, still attacking."),
            {W::Own, W::Mover, W::ToRank}, true};
    case R::PawnHeldFilePieceNotLost:
        return {KABIR_TRANSLATE_NOOP("RefusalText",
                    "On the %1-file a pawn becomes only a %2, and %3 has lost none, so %4 may not enter its rank %5; "
                    "it waits on the rank before, still attacking."),
            {W::ToFile, W::OtherPiece, W::Own, W::Mover, W::ToRank}, true};
    case R::PawnHeldSecondBishop:
        return {KABIR_TRANSLATE_NOOP("RefusalText",
                    "On %1 a pawn could only become a second bishop on the colour of %2, so %3 may not enter its rank "
                    "%4; it waits on the rank before, still attacking."),
            {W::To, W::Other, W::Mover, W::ToRank}, true};
    case R::InPlaceNothingLost:
        return {KABIR_TRANSLATE_NOOP("RefusalText", "%1 waits: %2 has lost no piece it could become."),
            {W::TheMover, W::Own}, true};
    case R::InPlaceFilePieceNotLost:
        return {KABIR_TRANSLATE_NOOP("RefusalText", "%1 waits until %2 has lost a %3, the only piece it may become."),
            {W::TheMover, W::Own, W::OtherPiece}, true};
    case R::InPlaceSecondBishop:
        return {
            KABIR_TRANSLATE_NOOP("RefusalText", "%1 waits: it could only become a second bishop on the colour of %2."),
            {W::TheMover, W::Other}, true};
    case R::PawnDeclinedPromotion:
        return {KABIR_TRANSLATE_NOOP("RefusalText",
                    "%1 stays a pawn for good: it entered its last rank without promoting when it could have."),
            {W::TheMover}, true};
    case R::WaitingPawnMissedChance:
        return {
            KABIR_TRANSLATE_NOOP("RefusalText", "%1 stays a pawn for good: it did not promote at its first chance."),
            {W::TheMover}, true};
    case R::PawnForGood: return {KABIR_TRANSLATE_NOOP("RefusalText", "%1 stays a pawn for good."), {W::TheMover}};
    case R::PromotionGivesCheck: return {KABIR_TRANSLATE_NOOP("RefusalText", "A promotion may not give check."), {}};
    case R::PromotionAttacks:
        return {KABIR_TRANSLATE_NOOP("RefusalText", "The new %1 may not attack an enemy unit."), {W::Promotion}};
    case R::DropNotAllowed:
        return {KABIR_TRANSLATE_NOOP("RefusalText", "A %1 is not dropped from the hand here."), {W::Piece}};
    case R::DropNothingInHand:
        return {KABIR_TRANSLATE_NOOP("RefusalText", "%1 has no %2 in hand."), {W::Own, W::Piece}};
    case R::DropOccupied:
        return {KABIR_TRANSLATE_NOOP("RefusalText", "A piece is dropped only on an empty square, and %1 stands there."),
            {W::Other}};
    case R::DropForbiddenSquare:
        return {KABIR_TRANSLATE_NOOP("RefusalText", "No piece may be dropped on %1."), {W::Marked}};
    case R::DropNotArraySquare:
        return {KABIR_TRANSLATE_NOOP("RefusalText", "A %1 enters only on a square where one stood in %2's array."),
            {W::Piece, W::Own}};
    case R::DropAttacked:
        return {KABIR_TRANSLATE_NOOP("RefusalText", "A %1 is placed only where no enemy attacks, and %2 attacks %3."),
            {W::Piece, W::Other, W::To}};
    case R::DropOutsideZone:
        return {KABIR_TRANSLATE_NOOP("RefusalText", "%1 places its men only on its own squares, behind its pawns."),
            {W::Own}};
    case R::DropFirstRankOnly:
        return {KABIR_TRANSLATE_NOOP("RefusalText", "A %1 is placed only on %2's first rank."), {W::Piece, W::Own}};
    case R::DropNotFirstRank:
        return {KABIR_TRANSLATE_NOOP("RefusalText", "A %1 is never placed on %2's first rank."), {W::Piece, W::Own}};
    case R::DropFileApart:
        return {KABIR_TRANSLATE_NOOP("RefusalText", "A %1 may not be placed on the file of %2."), {W::Piece, W::Other}};
    case R::PlacementFirst:
        return {
            KABIR_TRANSLATE_NOOP("RefusalText", "Every man must be placed before the first move on the board."), {}};
    case R::CaptureCompulsory:
        return {KABIR_TRANSLATE_NOOP("RefusalText", "A capture is compulsory: %1 can capture."), {W::Other}};
    }
    return {KABIR_TRANSLATE_NOOP("RefusalText", "%1 cannot go to %2."), {W::TheMover, W::To}};
}

class Words {
public:
    Words(const Position& pos, const Refusal& r, const RefusalLanguage& language)
        : m_pos(pos), m_def(pos.rules().definition()), m_r(r), m_language(language)
    {
    }

    std::string text(const char* english) const { return m_language.text(english); }
    std::string square(Square s) const { return m_pos.geometry().squareName(s); }
    std::string army(Army a) const { return m_language.armyName(m_def.armies[a]); }
    std::string piece(int type) const
    {
        if (type < 0 || type >= int(m_def.pieces.size()))
            return text(KABIR_TRANSLATE_NOOP("RefusalText", "piece"));
        return m_language.pieceName(m_def.pieces[std::size_t(type)]);
    }
    std::string mover() const
    {
        return m_r.from == kNoSquare
            ? fillPlaces(text(KABIR_TRANSLATE_NOOP("RefusalText", "the %1")), {piece(m_r.piece)})
            : fillPlaces(
                text(KABIR_TRANSLATE_NOOP("RefusalText", "the %1 on %2")), {piece(m_r.piece), square(m_r.from)});
    }
    std::string movesInWords() const
    {
        return m_r.piece < 0 ? std::string() : m_language.movesInWords(m_def.pieces[std::size_t(m_r.piece)]);
    }
    std::string word(Word w) const
    {
        switch (w) {
        case Word::TheMover: {
            std::string The = mover();
            if (!The.empty())
                The[0] = char(std::toupper(static_cast<unsigned char>(The[0])));
            return The;
        }
        case Word::Mover: return mover();
        case Word::Other:
            return m_r.other == kNoSquare ? std::string()
                                          : fillPlaces(text(KABIR_TRANSLATE_NOOP("RefusalText", "the %1 on %2")),
                                              {piece(m_r.otherPiece), square(m_r.other)});
        case Word::Own: return army(m_r.army);
        case Word::OtherArmy: return army(m_r.otherArmy);
        case Word::To: return square(m_r.to);
        case Word::From: return square(m_r.from);
        case Word::OtherSquare: return square(m_r.other);
        case Word::SecondSquare: return square(m_r.second);
        case Word::Piece: return piece(m_r.piece);
        case Word::OtherPiece: return piece(m_r.otherPiece);
        case Word::Promotion: return piece(m_r.promotion);
        case Word::Marked: return marked();
        case Word::ToFile: {
            std::string file = square(m_r.to);
            while (!file.empty() && std::isdigit(static_cast<unsigned char>(file.back())))
                file.pop_back();
            return file;
        }
        case Word::ToRank: return std::to_string(m_def.relativeRank(m_r.army, m_r.to));
        case Word::CastlingSquares: return castlingSquares();
        case Word::MovesInWords: return movesInWords();
        case Word::MultiSteps: return multiSteps();
        }
        return {};
    }

private:
    // "2nd", in the language's way of writing a rank's number.
    std::string ordinal(int n) const
    {
        const char* format = (n % 100 >= 11 && n % 100 <= 13) ? KABIR_TRANSLATE_NOOP("RefusalText", "%1th")
            : n % 10 == 1                                     ? KABIR_TRANSLATE_NOOP("RefusalText", "%1st")
            : n % 10 == 2                                     ? KABIR_TRANSLATE_NOOP("RefusalText", "%1nd")
            : n % 10 == 3                                     ? KABIR_TRANSLATE_NOOP("RefusalText", "%1rd")
                                                              : KABIR_TRANSLATE_NOOP("RefusalText", "%1th");
        return fillPlaces(text(format), {std::to_string(n)});
    }
    // "from its 2nd rank (up to 3 squares) or its 3rd (up to 2 squares)": the multi-steps of the
    // moving pawn's army on its file, each rank once.
    std::string multiSteps() const
    {
        const int file = m_pos.geometry().fileOf(m_r.from);
        std::string list;
        std::vector<int> ranks;
        for (const PawnStepRule& rule : m_def.pawnSteps) {
            if ((rule.army >= 0 && rule.army != m_r.army)
                || (!rule.files.empty() && std::ranges::find(rule.files, file) == rule.files.end())
                || std::ranges::find(ranks, rule.rank) != ranks.end())
                continue;
            ranks.push_back(rule.rank);
            const char* format = list.empty()
                ? KABIR_TRANSLATE_NOOP("RefusalText", "from its %1 rank (up to %2 squares)")
                : KABIR_TRANSLATE_NOOP("RefusalText", " or its %1 (up to %2 squares)");
            list += fillPlaces(text(format), {ordinal(rule.rank), std::to_string(rule.steps)});
        }
        return list;
    }
    std::string marked() const
    {
        std::vector<std::string> squares;
        if (const auto it = m_pos.geometry().marks().find(m_r.mark); it != m_pos.geometry().marks().end())
            for (Square s : it->second)
                squares.push_back(square(s));
        return m_language.list(squares);
    }
    std::string castlingSquares() const
    {
        std::string list;
        for (const CastlingRule& rule : m_pos.rules().castlings()) {
            if (rule.def.army != m_r.army || rule.def.king != m_r.from)
                continue;
            const std::string target = rule.def.exchange
                ? fillPlaces(text(KABIR_TRANSLATE_NOOP("RefusalText", "any square up to %1")), {square(rule.def.rook)})
                : square(rule.def.kingTo);
            //: Between the king's castling squares: "b1 or i1".
            list += (list.empty() ? "" : text(KABIR_TRANSLATE_NOOP("RefusalText", " or "))) + target;
        }
        return list;
    }

    const Position& m_pos;
    const VariantDefinition& m_def;
    const Refusal& m_r;
    const RefusalLanguage& m_language;
};

}  // namespace

std::string refusalMessage(const Position& pos, const Refusal& r, const RefusalLanguage& language)
{
    const Words words(pos, r, language);
    const bool described = r.reason == RefusalReason::CannotMoveThere && !words.movesInWords().empty();
    const Sentence s = sentence(r, described);
    std::vector<std::string> filled;
    for (Word w : s.words)
        filled.push_back(words.word(w));
    const std::string text = fillPlaces(words.text(s.format), filled);
    return s.ruleSetDecides ? language.ruleSetRule(text) : text;
}

std::string refusalMessage(const Position& pos, const Refusal& r)
{
    return refusalMessage(pos, r, englishRefusals());
}

}  // namespace kabir
