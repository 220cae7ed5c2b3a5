#pragma once
// Match statistics as fastchess and Fishtest report them, from the first engine's point of
// view. Scores here are 1, 1/2, 0 per game: a half-win or a double victory counts as a win
// (their table scores 3/4 and 2 are reported apart, see core/match/scoreboard.h). A pair is
// the two games of one opening with colours swapped; its score 0, 1/2, 1, 3/2 or 2 falls in
// one of the five pentanomial bins (a win and a loss share the bin of two draws).
//
// Formulas (fastchess app/src/matchmaking/elo, Fishtest server/fishtest/stats):
//   score s = mean result; variance v = the mean squared deviation (per game or per pair);
//   Elo = -400 log10(1/s - 1), its 95% error = half the Elo distance between s ± 1.96 sqrt(v/N);
//   nElo = (s - 1/2) / sqrt(v) * 800/ln 10 per game, with sqrt(2 v_pair) for pairs; its error
//   likewise; LOS = (1 + erf((s - 1/2) / sqrt(2 v/N))) / 2.

#include <array>
#include <string>

namespace kabir::match {

struct Wdl {
    int wins = 0;
    int draws = 0;
    int losses = 0;
    int games() const { return wins + draws + losses; }
};

// counts[k]: pairs that scored k/2 (0: two losses ... 4: two wins).
struct Pentanomial {
    std::array<int, 5> counts{};
    int pairs() const { return counts[0] + counts[1] + counts[2] + counts[3] + counts[4]; }
    void add(double firstGame, double secondGame);  // each 0, 0.5 or 1
};

struct EloEstimate {
    double score = 0.5;
    double elo = 0;
    double eloError = 0;  // 95%
    double nElo = 0;
    double nEloError = 0;  // 95%
    double los = 0.5;      // likelihood of superiority, 0..1
    bool valid = false;    // false when there are no games or the variance is zero
};

EloEstimate estimateFromWdl(const Wdl& wdl);
EloEstimate estimateFromPentanomial(const Pentanomial& penta);

// Logistic Elo of a score and back.
double scoreToElo(double score);

}  // namespace kabir::match
