#include "core/match/gameresult.h"

namespace kabir::match {

GameResult GameResult::byRules(const Outcome& outcome)
{
    return GameResult{Termination::Rules, outcome, outcome.winner, outcome.kindId()};
}

GameResult GameResult::lostBy(int loser, Termination termination, std::string reason)
{
    return GameResult{termination, Outcome{}, 1 - loser, std::move(reason)};
}

GameResult GameResult::drawnBy(Termination termination, std::string reason)
{
    return GameResult{termination, Outcome{}, -1, std::move(reason)};
}

std::string GameResult::kindId() const
{
    switch (termination) {
    case Termination::Rules: return outcome.kindId();
    case Termination::IllegalMove: return "illegal-move";
    case Termination::TimeForfeit: return "time-forfeit";
    case Termination::TimeForfeitDraw: return "time-forfeit-bare-king";
    case Termination::Disconnected: return "engine-disconnected";
    case Termination::NoAnswer: return "no-answer";
    case Termination::Refused: return "refused-legal-move";
    case Termination::FalseClaim: return "false-claim";
    case Termination::Resignation: return "resignation";
    case Termination::ScoreDraw: return "adjudicated-draw";
    case Termination::ScoreResign: return "adjudicated-resignation";
    case Termination::MaxMoves: return "max-moves";
    case Termination::Aborted: return "aborted";
    }
    return "aborted";
}

std::string GameResult::pgnResult() const
{
    if (termination == Termination::Aborted)
        return "*";
    if (winner < 0)
        return "1/2-1/2";
    return winner == 0 ? "1-0" : "0-1";
}

double GameResult::tableScore(int team) const
{
    if (termination == Termination::Rules)
        return outcome.score(team);
    return gameScore(team);
}

double GameResult::gameScore(int team) const
{
    if (winner < 0)
        return 0.5;
    return winner == team ? 1.0 : 0.0;
}

}  // namespace kabir::match
