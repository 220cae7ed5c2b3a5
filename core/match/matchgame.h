#pragma once
// The arbiter of one game between two engines: it keeps its own kabir::Game, asks the engine
// of the team to move (with four armies each engine plays a team: Red+Yellow, Green+Black)
// for a move, runs that team's clock, checks every move against the rules and ends the game
// by the rules (kabir::adjudicate: every ResultKind), by an engine's failure (an illegal or
// unreadable move, a crash, silence, an overstepped clock, a refused legal move, a false
// claim, a resignation: the other team wins) or by an adjudication. Never waits longer than
// a clock (or the answer timeout) plus the margin.

#include "core/record/game.h"
#include "core/match/adjudicator.h"
#include "core/match/engineclient.h"
#include "core/match/openings.h"

#include <atomic>
#include <optional>

namespace kabir::match {

struct GameSettings {
    const VariantFile* variant = nullptr;
    OptionValues options;
    TimeControl timeControl;
    std::int64_t timeMarginMs = 100;       // grace on every clock
    std::int64_t answerTimeoutMs = 60000;  // for a move without a clock (nodes, depth)
    Adjudication adjudication;
};

struct PlayedGame {
    std::optional<Game> game;  // the moves as played (empty when the opening could not be set up)
    GameResult result;
};

// players[0] plays the first team (White; Red and Yellow), players[1] the second. Each must
// have been started. `stop` aborts the game between moves.
PlayedGame playGame(const GameSettings& settings, const Opening& opening, EngineClient* const players[2],
    const std::atomic<bool>& stop);

}  // namespace kabir::match
