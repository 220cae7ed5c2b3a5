#pragma once
// The running score of a match: for every pairing of two engines, from the view of the one
// listed first, W/D/L (a half-win and a double victory count as wins: core/match/gameresult.h),
// the pentanomial of its completed pairs, the table points of both (Outcome::score: 3/4 for a
// half-win, 2 for a double victory) and how the games ended; and every engine's totals.

#include "core/match/gameresult.h"
#include "core/match/stats.h"

#include <map>
#include <string>
#include <vector>

namespace kabir::match {

struct PairingScore {
    int first = 0;  // engine indices, first < second
    int second = 1;
    Wdl wdl;  // the first engine's
    Pentanomial penta;
    double points[2] = {0, 0};         // table points of first and second
    std::map<std::string, int> kinds;  // ResultKind ids and how often they ended a game
};

struct EngineScore {
    int games = 0;
    Wdl wdl;
    double points = 0;  // table points
};

class Scoreboard {
public:
    explicit Scoreboard(int engineCount);

    // A game of the pair `pairId` (the two games of one opening) between engines `white`
    // (the first team) and `black`.
    void add(int white, int black, int pairId, const GameResult& result);

    const std::vector<PairingScore>& pairings() const { return m_pairings; }
    const PairingScore& pairing(int a, int b) const { return m_pairings[std::size_t(pairingIndex(a, b))]; }
    const std::vector<EngineScore>& engines() const { return m_engines; }
    int games() const { return m_games; }

private:
    int pairingIndex(int a, int b) const;

    int m_engineCount;
    std::vector<PairingScore> m_pairings;
    std::vector<EngineScore> m_engines;
    std::map<int, double> m_halfPairs;  // pair id → the first engine's score in its first game
    int m_games = 0;
};

}  // namespace kabir::match
