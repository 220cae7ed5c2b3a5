#include "core/match/sprt.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace kabir::match {
namespace {

using Distribution = std::vector<double>;

// Solves sum_i w_i phi_i / (1 + x phi_i) = 0 for x with every 1 + x phi_i > 0, by bisection:
// the left side falls from +inf to -inf across that interval. Needs phi of both signs.
double secularRoot(const Distribution& weights, const std::vector<double>& phi)
{
    const double lo0 = -1.0 / *std::max_element(phi.begin(), phi.end());
    const double hi0 = -1.0 / *std::min_element(phi.begin(), phi.end());
    double lo = lo0, hi = hi0;
    for (int i = 0; i < 200 && hi - lo > 1e-15 * std::max(1.0, std::abs(lo)); ++i) {
        const double x = (lo + hi) / 2;
        if (x <= lo0 || x >= hi0)
            break;
        double sum = 0;
        for (std::size_t k = 0; k < phi.size(); ++k)
            sum += weights[k] * phi[k] / (1 + x * phi[k]);
        (sum > 0 ? lo : hi) = x;
    }
    return (lo + hi) / 2;
}

// The distribution over `values` closest (in likelihood) to `observed` whose t-value
// (mu - 1/2) / sigma is `t`: the fixed point of section 4.1, from the uniform distribution.
Distribution mostLikely(const Distribution& values, const Distribution& observed, double t)
{
    const std::size_t n = values.size();
    Distribution p(n, 1.0 / double(n));
    for (int iteration = 0; iteration < 100; ++iteration) {
        double mu = 0, variance = 0;
        for (std::size_t i = 0; i < n; ++i)
            mu += p[i] * values[i];
        for (std::size_t i = 0; i < n; ++i)
            variance += p[i] * (values[i] - mu) * (values[i] - mu);
        const double sigma = std::sqrt(variance);
        std::vector<double> phi(n);
        for (std::size_t i = 0; i < n; ++i) {
            const double z = (values[i] - mu) / sigma;
            phi[i] = values[i] - 0.5 - t * sigma * (1 + z * z) / 2;
        }
        if (*std::min_element(phi.begin(), phi.end()) >= 0 || *std::max_element(phi.begin(), phi.end()) <= 0)
            return p;  // t out of reach of these values: keep the last estimate
        const double x = secularRoot(observed, phi);
        double change = 0;
        for (std::size_t i = 0; i < n; ++i) {
            const double next = observed[i] / (1 + x * phi[i]);
            change = std::max(change, std::abs(next - p[i]));
            p[i] = next;
        }
        if (change < 1e-12)
            break;
    }
    return p;
}

}  // namespace

Result<Sprt> Sprt::create(const SprtParameters& p)
{
    if (!(p.elo0 < p.elo1))
        return Problem{"", 0, 0, "--sprt", "elo0 must be less than elo1"};
    if (!(p.alpha > 0 && p.alpha < 1 && p.beta > 0 && p.beta < 1) || p.alpha + p.beta >= 1)
        return Problem{"", 0, 0, "--sprt", "alpha and beta must lie between 0 and 1, and their sum below 1"};
    return Sprt(p);
}

double Sprt::lowerBound() const
{
    return std::log(m_parameters.beta / (1 - m_parameters.alpha));
}
double Sprt::upperBound() const
{
    return std::log((1 - m_parameters.beta) / m_parameters.alpha);
}

double Sprt::llr(const Pentanomial& penta) const
{
    if (penta.pairs() == 0)
        return 0;
    const Distribution values{0.0, 0.25, 0.5, 0.75, 1.0};
    Distribution observed(5);
    double total = 0;
    for (std::size_t i = 0; i < 5; ++i)
        total += observed[i] = penta.counts[i] == 0 ? 1e-3 : penta.counts[i];
    for (double& o : observed)
        o /= total;
    // A pair's t-value is sqrt(2) times a game's: nElo = t_game * 800 / ln 10.
    const double perT = std::sqrt(2.0) * std::log(10.0) / 800.0;
    const Distribution p0 = mostLikely(values, observed, m_parameters.elo0 * perT);
    const Distribution p1 = mostLikely(values, observed, m_parameters.elo1 * perT);
    double mean = 0;
    for (std::size_t i = 0; i < 5; ++i)
        mean += observed[i] * (std::log(p1[i]) - std::log(p0[i]));
    return total * mean;
}

Sprt::Decision Sprt::decide(double llr) const
{
    if (llr >= upperBound())
        return Decision::AcceptH1;
    if (llr <= lowerBound())
        return Decision::AcceptH0;
    return Decision::Continue;
}

}  // namespace kabir::match
