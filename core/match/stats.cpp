#include "core/match/stats.h"

#include <cmath>
#include <limits>

namespace kabir::match {
namespace {

constexpr double kZ95 = 1.959963984540054;  // the 97.5% quantile of the standard normal
const double kNEloPerT = 800.0 / std::log(10.0);

// Score, variance of one observation, and the count, of results valued `values` seen
// `counts` times.
struct Moments {
    double mean = 0;
    double variance = 0;
    double n = 0;
};

template <std::size_t N> Moments moments(const std::array<double, N>& values, const std::array<int, N>& counts)
{
    Moments m;
    for (std::size_t i = 0; i < N; ++i)
        m.n += counts[i];
    if (m.n == 0)
        return m;
    for (std::size_t i = 0; i < N; ++i)
        m.mean += values[i] * counts[i] / m.n;
    for (std::size_t i = 0; i < N; ++i)
        m.variance += counts[i] / m.n * (values[i] - m.mean) * (values[i] - m.mean);
    return m;
}

// `scale` turns the variance of one observation into that of one game's score for nElo:
// 1 per game, 2 per pair (a pair's mean score has half the variance of two games' sum).
EloEstimate estimate(const Moments& m, double scale)
{
    EloEstimate e;
    e.score = m.mean;
    if (m.n == 0 || m.variance <= 0)
        return e;
    const double perObservation = std::sqrt(m.variance / m.n);
    const double upper = m.mean + kZ95 * perObservation, lower = m.mean - kZ95 * perObservation;
    const double sigma = std::sqrt(scale * m.variance);
    e.elo = scoreToElo(m.mean);
    e.eloError = (scoreToElo(upper) - scoreToElo(lower)) / 2;
    e.nElo = (m.mean - 0.5) / sigma * kNEloPerT;
    e.nEloError = (upper - lower) / 2 / sigma * kNEloPerT;
    e.los = (1 + std::erf((m.mean - 0.5) / std::sqrt(2 * m.variance / m.n))) / 2;
    if (!std::isfinite(e.eloError))  // the interval reaches a score of 0 or 1
        e.eloError = std::numeric_limits<double>::infinity();
    e.valid = std::isfinite(e.elo);
    return e;
}

}  // namespace

void Pentanomial::add(double firstGame, double secondGame)
{
    ++counts[std::size_t(std::lround((firstGame + secondGame) * 2))];
}

double scoreToElo(double score)
{
    return -400.0 * std::log10(1.0 / score - 1.0);
}

EloEstimate estimateFromWdl(const Wdl& wdl)
{
    return estimate(moments<3>({0.0, 0.5, 1.0}, {wdl.losses, wdl.draws, wdl.wins}), 1.0);
}

EloEstimate estimateFromPentanomial(const Pentanomial& penta)
{
    return estimate(moments<5>({0.0, 0.25, 0.5, 0.75, 1.0}, penta.counts), 2.0);
}

}  // namespace kabir::match
