#include "ui/setuprefusaltext.h"

#include "ui/datastrings.h"

QString SetupRefusalText::message(const kabir::Position& pos, const kabir::SetupRefusal& refusal)
{
    const kabir::VariantDefinition& def = pos.rules().definition();
    const QString army = DataStrings::text(def.armies[refusal.army].name);
    const bool onSquare = refusal.square != kabir::kNoSquare;
    const QString square = onSquare ? QString::fromStdString(pos.geometry().squareName(refusal.square)) : QString();
    const QString piece
        = onSquare ? DataStrings::text(def.pieces[kabir::typeOf(pos.at(refusal.square))].name) : QString();
    switch (refusal.reason) {
    case kabir::SetupRefusalReason::SecondKing: return tr("%1 has two kings.").arg(army);
    case kabir::SetupRefusalReason::NoKing: return tr("%1 has no king.").arg(army);
    case kabir::SetupRefusalReason::PawnBehindStart:
        //: The army, the piece and its square: "White Pawn on h1".
        return tr("%1 %2 on %3: pawns never move back, and none stands behind the rank its army's pawns start on.")
            .arg(army, piece, square);
    case kabir::SetupRefusalReason::PawnMustHavePromoted:
        return tr("%1 %2 on %3: a pawn that reaches this rank must promote.").arg(army, piece, square);
    case kabir::SetupRefusalReason::BarredSquare:
        return tr("%1 %2 on %3: this piece may not stand on this square.").arg(army, piece, square);
    case kabir::SetupRefusalReason::NotToMoveInCheck:
        return tr("%1 is in check but not to move: the side that has just moved cannot be in check.").arg(army);
    }
    return {};
}
