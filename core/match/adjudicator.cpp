#include "core/match/adjudicator.h"

#include <cstdlib>

namespace kabir::match {

std::optional<GameResult> Adjudicator::afterMove(int team, std::optional<int> scoreCp, int moveNumber)
{
    const DrawAdjudication& draw = m_rules.draw;
    const ResignAdjudication& resign = m_rules.resign;
    if (resign.moveCount > 0) {
        m_resignMoves[team] = scoreCp && *scoreCp <= -resign.scoreCp ? m_resignMoves[team] + 1 : 0;
        if (m_resignMoves[team] >= resign.moveCount)
            return GameResult::lostBy(team, Termination::ScoreResign,
                "its score stayed at -" + std::to_string(resign.scoreCp) + " cp or below for "
                    + std::to_string(resign.moveCount) + " moves");
    }
    if (draw.moveCount > 0) {
        m_drawPlies
            = scoreCp && std::abs(*scoreCp) <= draw.scoreCp && moveNumber >= draw.moveNumber ? m_drawPlies + 1 : 0;
        if (m_drawPlies >= 2 * draw.moveCount)
            return GameResult::drawnBy(Termination::ScoreDraw,
                "both scores stayed within " + std::to_string(draw.scoreCp) + " cp for "
                    + std::to_string(draw.moveCount) + " moves");
    }
    if (m_rules.maxMoves > 0 && moveNumber > m_rules.maxMoves)
        return GameResult::drawnBy(
            Termination::MaxMoves, "the game reached " + std::to_string(m_rules.maxMoves) + " moves");
    return std::nullopt;
}

}  // namespace kabir::match
