#include "core/position/setupcheck.h"

namespace kabir {

namespace {

std::optional<SetupRefusal> checkKings(const Position& pos)
{
    const Ruleset& rules = pos.rules();
    for (Army a = 0; a < rules.armyCount(); ++a) {
        int kings = 0;
        for (PieceType t = 0; t < rules.pieceTypeCount(); ++t)
            kings += rules.isRoyal(t) ? pos.handCount(a, t) : 0;  // a king still to be placed
        for (const std::uint8_t s : pos.piecesOf(a))
            if (rules.isRoyal(typeOf(pos.at(s))) && ++kings == 2 && !rules.royalSuccession())
                return SetupRefusal{SetupRefusalReason::SecondKing, a, s};
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

std::string setupRefusalMessage(const Position& pos, const SetupRefusal& refusal)
{
    const std::string army = pos.rules().definition().armies[refusal.army].name;
    const std::string square = refusal.square == kNoSquare ? std::string() : pos.geometry().squareName(refusal.square);
    switch (refusal.reason) {
    case SetupRefusalReason::SecondKing: return "has a second " + army + " king, on " + square;
    case SetupRefusalReason::NoKing: return "has no " + army + " king";
    case SetupRefusalReason::PawnBehindStart:
        return "has a " + army + " pawn on " + square + ", behind the rank " + army + "'s pawns start on";
    case SetupRefusalReason::PawnMustHavePromoted:
        return "has a " + army + " pawn on " + square + ", where it must have promoted";
    case SetupRefusalReason::NotToMoveInCheck: return "leaves " + army + ", who has just moved, in check";
    case SetupRefusalReason::BarredSquare:
        return "has a " + army + " " + pos.rules().definition().pieces[typeOf(pos.at(refusal.square))].name + " on "
            + square + ", where it may not stand";
    }
    return {};
}

}  // namespace kabir
