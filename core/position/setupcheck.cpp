#include "core/position/setupcheck.h"

#include "core/board/translatable.h"

#include <algorithm>
#include <vector>

namespace kabir {

namespace {

std::optional<SetupRefusal> checkKings(const Position& pos)
{
    const Ruleset& rules = pos.rules();
    for (Army a = 0; a < rules.armyCount(); ++a) {
        int inHand = 0;
        for (PieceType t = 0; t < rules.pieceTypeCount(); ++t)
            inHand += rules.isRoyal(t) ? pos.handCount(a, t) : 0;  // a king still to be placed
        std::vector<Square> onBoard;
        for (const std::uint8_t s : pos.piecesOf(a))
            if (rules.isRoyal(typeOf(pos.at(s))))
                onBoard.push_back(s);
        std::ranges::sort(onBoard);
        const int kings = inHand + int(onBoard.size());
        if (kings >= 2 && !onBoard.empty() && !rules.royalSuccession()) {
            if (onBoard.size() >= 2)
                return SetupRefusal{SetupRefusalReason::TwoKings, a, onBoard[1], onBoard[0]};
            return SetupRefusal{SetupRefusalReason::SecondKing, a, onBoard[0]};
        }
        if (kings == 0 && rules.hasCheck() && rules.startsWithKing(a))
            return SetupRefusal{SetupRefusalReason::NoKing, a, kNoSquare};
    }
    return std::nullopt;
}

// Where promotion is optional, or a pawn that cannot promote enters its last rank anyway, a
// pawn may stand in its zone; where it is held back, none can but one waiting to be transferred.
std::optional<SetupRefusal> checkPawns(const Position& pos)
{
    const Ruleset& rules = pos.rules();
    const VariantDefinition& def = rules.definition();
    const bool zoneBarred = !def.promotion.optional && def.promotion.whenUnavailable == "hold";
    for (Army a = 0; a < rules.armyCount(); ++a)
        for (const std::uint8_t s : pos.piecesOf(a)) {
            if (!rules.isPawn(typeOf(pos.at(s))))
                continue;
            if (def.relativeRank(a, s) < rules.lowestPawnRank(a))
                return SetupRefusal{SetupRefusalReason::PawnBehindStart, a, s};
            if (zoneBarred && rules.inPromotionZone(a, s) && !rules.waitsForTransfer(a, typeOf(pos.at(s)), s))
                return SetupRefusal{SetupRefusalReason::PawnMustHavePromoted, a, s};
        }
    return std::nullopt;
}

std::optional<SetupRefusal> checkBarredSquares(const Position& pos)
{
    for (Army a = 0; a < pos.rules().armyCount(); ++a)
        for (const std::uint8_t s : pos.piecesOf(a))
            if (pos.rules().barred(a, typeOf(pos.at(s)), s))
                return SetupRefusal{SetupRefusalReason::BarredSquare, a, s};
    return std::nullopt;
}

}  // namespace

std::optional<SetupRefusal> checkSetup(const Position& pos)
{
    if (auto kings = checkKings(pos))
        return kings;
    if (auto pawns = checkPawns(pos))
        return pawns;
    if (auto barred = checkBarredSquares(pos))
        return barred;
    // During the initial moves the side to move may have attacked the other king in its own
    // half, to be answered when the other side's turn comes; so may a side placing its men in
    // a row (U Bha's set-up).
    const Army moved = Army(1 - pos.sideToMove());
    const bool placingInARow = pos.placing() && pos.rules().definition().drops.inARow;
    if (pos.rules().hasCheck() && !pos.inInitialMoves() && !placingInARow && pos.inCheck(moved))
        return SetupRefusal{SetupRefusalReason::NotToMoveInCheck, moved, kNoSquare};
    return std::nullopt;
}

// Each reason's sentence: %1 the army; %2 the piece and %3 its square where the refusal names one;
// %4 the other square.
const char* setupRefusalFormat(SetupRefusalReason reason)
{
    switch (reason) {
    case SetupRefusalReason::SecondKing: return KABIR_TRANSLATE_NOOP("RefusalText", "%1 has a second king, on %3.");
    case SetupRefusalReason::TwoKings: return KABIR_TRANSLATE_NOOP("RefusalText", "%1 has two kings, on %4 and %3.");
    case SetupRefusalReason::NoKing: return KABIR_TRANSLATE_NOOP("RefusalText", "%1 has no king.");
    case SetupRefusalReason::PawnBehindStart:
        //: The army, the piece and its square: "White pawn on h1".
        return KABIR_TRANSLATE_NOOP("RefusalText",
            "%1 %2 on %3: pawns never move back, and none stands behind the rank its army's pawns start on.");
    case SetupRefusalReason::PawnMustHavePromoted:
        return KABIR_TRANSLATE_NOOP("RefusalText", "%1 %2 on %3: a pawn that reaches this rank must promote.");
    case SetupRefusalReason::NotToMoveInCheck:
        return KABIR_TRANSLATE_NOOP(
            "RefusalText", "%1 is in check but not to move: the side that has just moved cannot be in check.");
    case SetupRefusalReason::BarredSquare:
        return KABIR_TRANSLATE_NOOP("RefusalText", "%1 %2 on %3: this piece may not stand on this square.");
    }
    return "";
}

std::string setupRefusalMessage(const Position& pos, const SetupRefusal& refusal, const RefusalLanguage& language)
{
    const VariantDefinition& def = pos.rules().definition();
    const bool onSquare = refusal.square != kNoSquare;
    return fillPlaces(language.text(setupRefusalFormat(refusal.reason)),
        {language.armyName(def.armies[refusal.army]),
            onSquare ? language.pieceName(def.pieces[typeOf(pos.at(refusal.square))]) : std::string(),
            onSquare ? pos.geometry().squareName(refusal.square) : std::string(),
            refusal.other != kNoSquare ? pos.geometry().squareName(refusal.other) : std::string()});
}

}  // namespace kabir
