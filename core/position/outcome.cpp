#include "core/position/outcome.h"

namespace kabir {

std::string resultKindId(ResultKind kind)
{
    switch (kind) {
    case ResultKind::None: return "ongoing";
    case ResultKind::Checkmate: return "checkmate";
    case ResultKind::PawnMate: return "pawn-mate-double-victory";
    case ResultKind::StalemateDraw: return "stalemate-draw";
    case ResultKind::StalemateWin: return "stalemate-win";
    case ResultKind::StalemateHalfWin: return "stalemate-half-win";
    case ResultKind::StalemateLoss: return "stalemate-loss";
    case ResultKind::LastPieceCapture: return "burj";
    case ResultKind::BareKing: return "baremate";
    case ResultKind::BareKingCounterCapture: return "baremate-counter-capture";
    case ResultKind::KingTarget: return "king-target";
    case ResultKind::Repetition: return "repetition";
    case ResultKind::PerpetualCheck: return "perpetual-check";
    case ResultKind::MoveRule: return "move-rule";
    case ResultKind::KingsCaptured: return "kings-captured";
    case ResultKind::SquaresHeld: return "squares-held";
    case ResultKind::NoMoves: return "no-moves";
    case ResultKind::BareKingHalfWin: return "bare-king-half-win";
    case ResultKind::BareKingDraw: return "bare-king-draw";
    case ResultKind::FewUnits: return "chamori-bhaaji";
    case ResultKind::Extinction: return "extinction";
    case ResultKind::CountingDraw: return "counting-draw";
    case ResultKind::FirstCheck: return "first-check";
    case ResultKind::DiscoveredMateDraw: return "discovered-mate-draw";
    case ResultKind::MateOffSquaresDraw: return "mate-off-squares-draw";
    case ResultKind::NiolDraw: return "niol-draw";
    case ResultKind::KnightMateDraw: return "knight-mate-draw";
    case ResultKind::KnightMateLoss: return "knight-mate-loss";
    case ResultKind::CitadelDraw: return "citadel-draw";
    }
    return "ongoing";
}

std::string Outcome::kindId() const
{
    return resultKindId(kind);
}

std::string Outcome::pgnResult() const
{
    if (!over())
        return "*";
    if (winner < 0)
        return "1/2-1/2";
    return winner == 0 ? "1-0" : "0-1";
}

double Outcome::score(int team) const
{
    if (!over() || winner < 0)
        return 0.5;
    const bool won = team == winner;
    switch (kind) {
    case ResultKind::StalemateHalfWin:
    case ResultKind::BareKingHalfWin: return won ? 0.75 : 0.25;
    case ResultKind::PawnMate: return won ? 2.0 : 0.0;
    default: return won ? 1.0 : 0.0;
    }
}

}  // namespace kabir
