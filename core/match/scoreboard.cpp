#include "core/match/scoreboard.h"

#include <algorithm>

namespace kabir::match {
namespace {

void count(Wdl& wdl, double score)
{
    (score > 0.5 ? wdl.wins : score < 0.5 ? wdl.losses : wdl.draws) += 1;
}

}  // namespace

Scoreboard::Scoreboard(int engineCount) : m_engineCount(engineCount), m_engines(std::size_t(engineCount))
{
    for (int a = 0; a < engineCount; ++a)
        for (int b = a + 1; b < engineCount; ++b) {
            PairingScore p;
            p.first = a;
            p.second = b;
            m_pairings.push_back(p);
        }
}

int Scoreboard::pairingIndex(int a, int b) const
{
    const int lo = std::min(a, b), hi = std::max(a, b);
    // Pairings are listed (0,1), (0,2), ..., (1,2), ...: row lo starts after the rows before it.
    return lo * m_engineCount - lo * (lo + 1) / 2 + (hi - lo - 1);
}

void Scoreboard::add(int white, int black, int pairId, const GameResult& result)
{
    PairingScore& p = m_pairings[std::size_t(pairingIndex(white, black))];
    const int firstTeam = white == p.first ? 0 : 1;
    const double score = result.gameScore(firstTeam);
    count(p.wdl, score);
    p.points[0] += result.tableScore(firstTeam);
    p.points[1] += result.tableScore(1 - firstTeam);
    ++p.kinds[result.kindId()];
    if (auto half = m_halfPairs.find(pairId); half != m_halfPairs.end()) {
        p.penta.add(half->second, score);
        m_halfPairs.erase(half);
    } else {
        m_halfPairs[pairId] = score;
    }
    const int engines[2] = {white, black};
    for (int team = 0; team < 2; ++team) {
        EngineScore& e = m_engines[std::size_t(engines[team])];
        ++e.games;
        count(e.wdl, result.gameScore(team));
        e.points += result.tableScore(team);
    }
    ++m_games;
}

}  // namespace kabir::match
