#include "core/match/matchgame.h"

#include "core/rules/adjudication.h"
#include "core/record/notation.h"

namespace kabir::match {
namespace {

using Steady = std::chrono::steady_clock;

// The result of an answer that is not a move.
GameResult failed(
    const EngineAnswer& answer, int team, const std::string& name, const Position& pos, const TimeControl& tc)
{
    switch (answer.kind) {
    case EngineAnswer::Kind::Timeout:
        if (!tc.hasTimeLimit())
            return GameResult::lostBy(team, Termination::NoAnswer, name + " gave no move (" + answer.detail + ")");
        if (onlyKingsLeft(pos, 1 - team))
            return GameResult::drawnBy(
                Termination::TimeForfeitDraw, name + " lost on time against a bare king (" + answer.detail + ")");
        return GameResult::lostBy(team, Termination::TimeForfeit, name + " lost on time (" + answer.detail + ")");
    case EngineAnswer::Kind::Disconnected:
        return GameResult::lostBy(team, Termination::Disconnected, name + " disconnected (" + answer.detail + ")");
    case EngineAnswer::Kind::Resign: return GameResult::lostBy(team, Termination::Resignation, name + " resigned");
    case EngineAnswer::Kind::Claim:
        return GameResult::lostBy(
            team, Termination::FalseClaim, name + " claimed a result the rules do not give: " + answer.detail);
    case EngineAnswer::Kind::Refused:
        return GameResult::lostBy(team, Termination::Refused, name + " refused a legal move: " + answer.detail);
    case EngineAnswer::Kind::Move: break;
    }
    return GameResult::lostBy(team, Termination::IllegalMove, name + " gave no move");
}

// Plays the game in `slot`; the result.
GameResult arbitrate(const GameSettings& settings, const Opening& opening, EngineClient* const players[2],
    const std::atomic<bool>& stop, std::optional<Game>& slot)
{
    auto created = Game::create(*settings.variant, settings.options, opening.fen);
    if (!created)
        return GameResult::drawnBy(Termination::Aborted, "the opening does not load: " + created.errorText());
    slot = std::move(created).value();
    Game& game = *slot;
    std::vector<std::string> moves;
    for (const std::string& text : opening.moves) {
        if (!game.play(text))
            return GameResult::drawnBy(Termination::Aborted, "the opening's move " + text + " is not legal");
        moves.push_back(text);
    }

    const TimeControl& tc = settings.timeControl;
    const Ruleset& rules = game.position().rules();
    for (int team = 0; team < 2; ++team) {
        const EngineSpec& spec = players[team]->spec();
        if (!players[team]->alive())
            return GameResult::lostBy(
                team, Termination::Disconnected, spec.name + " is not running (" + players[team]->exitText() + ")");
        GameSetup setup{spec.variant.empty() ? settings.variant->id() : spec.variant, opening.fen,
            rules.geometry().ranks(), rules.armyCount() > 2, tc};
        auto ready = players[team]->newGame(setup);
        if (!ready)
            return GameResult::lostBy(
                team, Termination::Disconnected, spec.name + " could not start the game: " + ready.errorText());
    }

    Clock clocks[2] = {Clock(tc), Clock(tc)};
    Adjudicator adjudicator(settings.adjudication);
    while (true) {
        if (stop)
            return GameResult::drawnBy(Termination::Aborted, "the match was stopped");
        if (const Outcome outcome = game.outcome(); outcome.over())
            return GameResult::byRules(outcome);
        const int team = rules.teamOf(game.position().sideToMove());
        EngineClient& engine = *players[team];
        const std::string& name = engine.spec().name;
        Turn turn;
        turn.moves = moves;
        turn.team = team;
        turn.clockMs[0] = clocks[0].remainingMs();
        turn.clockMs[1] = clocks[1].remainingMs();
        turn.incrementMs = tc.incrementMs;
        turn.movesToGo = clocks[team].movesToGo();
        const std::int64_t allowance = clocks[team].allowanceMs(settings.timeMarginMs);
        const auto started = Steady::now();
        turn.deadline = started + std::chrono::milliseconds(allowance >= 0 ? allowance : settings.answerTimeoutMs);

        EngineAnswer answer = engine.play(turn);
        if (stop)
            return GameResult::drawnBy(Termination::Aborted, "the match was stopped");
        const auto elapsed = std::chrono::duration_cast<std::chrono::milliseconds>(Steady::now() - started).count();
        if (answer.kind == EngineAnswer::Kind::Move && !clocks[team].charge(elapsed, settings.timeMarginMs))
            answer.kind = EngineAnswer::Kind::Timeout;  // the move came too late
        if (answer.kind == EngineAnswer::Kind::Timeout)
            answer.detail = std::to_string(elapsed) + " ms used, "
                + std::to_string(tc.moveTimeMs ? tc.moveTimeMs
                        : tc.hasClock()        ? turn.clockMs[team]
                                               : settings.answerTimeoutMs)
                + " ms allowed";
        if (answer.kind != EngineAnswer::Kind::Move)
            return failed(answer, team, name, game.position(), tc);
        auto move = parseMove(game.position(), answer.move);
        if (!move || answer.move.empty())
            return GameResult::lostBy(
                team, Termination::IllegalMove, name + " played an illegal move: '" + answer.move + "'");
        const std::string text = coordinateText(game.position(), move.value());
        game.play(text);
        moves.push_back(text);
        if (auto adjudicated = adjudicator.afterMove(team, answer.scoreCp, game.position().fullmoveNumber())) {
            if (adjudicated->termination == Termination::ScoreResign)
                adjudicated->reason = name + ": " + adjudicated->reason;
            return *adjudicated;
        }
    }
}

}  // namespace

PlayedGame playGame(
    const GameSettings& settings, const Opening& opening, EngineClient* const players[2], const std::atomic<bool>& stop)
{
    PlayedGame played;
    played.result = arbitrate(settings, opening, players, stop, played.game);
    for (int team = 0; team < 2; ++team)
        if (players[team]->alive())
            players[team]->gameOver(played.result.pgnResult(), played.result.reason);
    return played;
}

}  // namespace kabir::match
