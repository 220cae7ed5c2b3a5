// The refusals of promotion (rules.md §1, §3, §4, §5, §7): the choice of piece, the pawn held
// back on the rank before its last, and the promotion in place of a waiting pawn.

#include "core/position/movegen.h"
#include "core/rules/refusalrules.h"

#include <algorithm>

namespace kabir::refusal {
namespace {

bool listed(const PieceTypeList& list, int type)
{
    return std::find(list.begin(), list.end(), type) != list.end();
}

bool filePiecePolicy(const Position& pos)
{
    return pos.rules().definition().promotion.policy == "file-piece";
}

// The army's piece of a colour-bound type (a bishop) on the colour of `square`, which the
// bishop-colour limit protects.
Square sameColourPiece(const Position& pos, Army army, Square square, int type)
{
    const Geometry& g = pos.geometry();
    for (std::uint8_t s : pos.piecesOf(army))
        if (typeOf(pos.at(s)) == type && g.isDark(s) == g.isDark(square))
            return s;
    return kNoSquare;
}

// Why `type` is not among the choices of a pawn of the army to move on `square`.
Refusal unavailable(const Position& pos, Refusal r, Square square, int type)
{
    const Promotion& promotion = pos.rules().promotion();
    PieceTypeList types, candidates;
    promotion.policyTypes(r.army, square, types);
    promotion.policyCandidates(pos, r.army, square, candidates);
    if (!listed(types, type)) {
        r.reason
            = filePiecePolicy(pos) ? RefusalReason::PromotionOnlyFilePiece : RefusalReason::PromotionPieceNotInRules;
        r.otherPiece = filePiecePolicy(pos) && !types.empty() ? types[0] : -1;
    } else if (!listed(candidates, type)) {
        r.reason = RefusalReason::PromotionPieceNotLost;
    } else {
        r = naming(pos, r, sameColourPiece(pos, r.army, square, type));
        r.reason = RefusalReason::PromotionSecondBishop;
    }
    return r;
}

// Why a pawn of the army to move has no choice at all on `square`, in the words of the
// context: nothing lost, its file's piece not lost, or only a second bishop left.
Refusal noChoice(const Position& pos, Refusal r, Square square, RefusalReason nothingLost,
    RefusalReason filePieceNotLost, RefusalReason secondBishop)
{
    const Promotion& promotion = pos.rules().promotion();
    PieceTypeList types, candidates;
    promotion.policyTypes(r.army, square, types);
    promotion.policyCandidates(pos, r.army, square, candidates);
    if (!candidates.empty()) {
        r = naming(pos, r, sameColourPiece(pos, r.army, square, candidates[0]));
        r.reason = secondBishop;
    } else if (filePiecePolicy(pos)) {
        r.reason = filePieceNotLost;
        r.otherPiece = types.empty() ? -1 : types[0];
    } else {
        r.reason = nothingLost;
    }
    return r;
}

// Why the pawn on `square`, on its last rank and not waiting, stays a pawn: it came there
// when it could have promoted (declining), or it waited and let its first chance pass.
RefusalReason pawnForGood(const Position& pos, Square square)
{
    RefusalReason reason = RefusalReason::PawnForGood;
    findPastMove(pos, [&](Position& before, Move m) {
        if (m.to() != square || m.from() == square || m.kind() == MoveKind::Drop)
            return false;
        MoveList legal;
        generateLegalMoves(before, legal);
        const bool couldPromote = std::any_of(legal.begin(), legal.end(),
            [&](Move o) { return o.from() == m.from() && o.to() == m.to() && o.kind() == MoveKind::Promotion; });
        reason = couldPromote ? RefusalReason::PawnDeclinedPromotion : RefusalReason::WaitingPawnMissedChance;
        return true;
    });
    return reason;
}

bool offered(const MoveList& legal, Square from, Square to)
{
    return std::any_of(legal.begin(), legal.end(),
        [&](Move m) { return m.from() == from && m.to() == to && m.kind() == MoveKind::Promotion; });
}

}  // namespace

Refusal promotionChoice(Position& pos, const Refusal& attempt, const MoveList& legal)
{
    const Ruleset& rules = pos.rules();
    Refusal r = attempt;
    const Piece target = pos.at(r.to);
    const bool promotionSquare = rules.isPawn(PieceType(r.piece))
        && (rules.inPromotionZone(r.army, r.to) || (target && rules.promotesOnCapture(typeOf(target))));
    if (r.promotion < 0)
        r.reason = RefusalReason::PromotionRequired;
    else if (!offered(legal, r.from, r.to) && !promotionSquare)
        r.reason = RefusalReason::NoPromotionHere;
    else
        r = unavailable(pos, r, r.to, r.promotion);
    return r;
}

std::optional<Refusal> heldPawn(const Position& pos, const Refusal& attempt)
{
    const Ruleset& rules = pos.rules();
    const Promotion& promotion = rules.promotion();
    const Piece target = pos.at(attempt.to);
    if (!rules.isPawn(PieceType(attempt.piece)) || promotion.whenUnavailable() != Promotion::WhenUnavailable::Hold
        || !(rules.inPromotionZone(attempt.army, attempt.to) || (target && rules.promotesOnCapture(typeOf(target)))))
        return std::nullopt;
    PieceTypeList choices;
    promotion.choices(pos, attempt.army, attempt.to, choices);
    if (!choices.empty())
        return std::nullopt;
    return noChoice(pos, attempt, attempt.to, RefusalReason::PawnHeldNothingLost,
        RefusalReason::PawnHeldFilePieceNotLost, RefusalReason::PawnHeldSecondBishop);
}

Refusal inPlace(Position& pos, const Refusal& attempt, const MoveList& legal)
{
    const Ruleset& rules = pos.rules();
    const Promotion& promotion = rules.promotion();
    Refusal r = attempt;
    if (!promotion.hasInPlacePromotion() || !rules.isPawn(PieceType(r.piece))
        || !rules.inPromotionZone(r.army, r.from)) {
        r.reason = RefusalReason::NoMove;
        return r;
    }
    if (offered(legal, r.from, r.from)) {  // only not to the chosen type
        if (r.promotion < 0)
            r.reason = RefusalReason::PromotionRequired;
        else
            r = unavailable(pos, r, r.from, r.promotion);
        return r;
    }
    const auto waiting = pos.waitingPawns();
    if (promotion.keepsWaitingList() && std::find(waiting.begin(), waiting.end(), r.from) == waiting.end()) {
        r.reason = pawnForGood(pos, r.from);
        return r;
    }
    PieceTypeList choices;
    promotion.choices(pos, r.army, r.from, choices);
    if (choices.empty())
        return noChoice(pos, r, r.from, RefusalReason::InPlaceNothingLost, RefusalReason::InPlaceFilePieceNotLost,
            RefusalReason::InPlaceSecondBishop);
    // A choice there is, but promoting in place changes no line: it never answers a check.
    r.reason = RefusalReason::NoMove;
    if (pos.inCheck(r.army)) {
        r = naming(pos, r, pos.checker(r.army));
        r.reason = RefusalReason::CheckNotAnswered;
    }
    return r;
}

}  // namespace kabir::refusal
