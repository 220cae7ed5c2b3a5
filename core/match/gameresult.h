#pragma once
// How a game of a match ended: by the rules (an Outcome of core/position/outcome.h, every ResultKind)
// or by the arbiter — an engine's illegal move, crash, silence, time forfeit or resignation,
// or an adjudication. Each termination has a fixed id for the ResultKind tag of records
// ("illegal-move") next to the rules' kinds ("checkmate").
//
// Scores: tableScore follows Outcome::score (a half-win 3/4, a double victory 2);
// gameScore is the W/D/L score 1, 1/2, 0 that Elo, the pentanomial and the SPRT use — a
// half-win and a double victory count as a win there.

#include "core/position/outcome.h"

#include <string>

namespace kabir::match {

enum class Termination {
    Rules,            // the outcome by the variant's rules
    IllegalMove,      // played a move that is not legal, or not a move
    TimeForfeit,      // overstepped its clock: lost
    TimeForfeitDraw,  // overstepped its clock, but the other team has a bare king: drawn (rules.md §0)
    Disconnected,     // ended, crashed or could not be started
    NoAnswer,         // no move within the answer timeout (limits without a clock)
    Refused,          // called a legal move illegal
    FalseClaim,       // claimed a result the rules do not give
    Resignation,
    ScoreDraw,    // --draw adjudication
    ScoreResign,  // --resign adjudication
    MaxMoves,     // --maxmoves reached: drawn
    Aborted,      // the match was stopped; the game does not count
};

struct GameResult {
    Termination termination = Termination::Aborted;
    Outcome outcome;     // by the rules when termination == Rules
    int winner = -1;     // the winning team; -1 drawn
    std::string reason;  // "Green+Black (B) played an illegal move: e2e6"

    static GameResult byRules(const Outcome& outcome);
    // The team `loser` lost by `termination`.
    static GameResult lostBy(int loser, Termination termination, std::string reason);
    static GameResult drawnBy(Termination termination, std::string reason);

    std::string kindId() const;  // the ResultKind tag: the rules' kind, or "time-forfeit", ...
    std::string pgnResult() const;
    double tableScore(int team) const;
    double gameScore(int team) const;
    bool counts() const { return termination != Termination::Aborted; }
};

}  // namespace kabir::match
