#pragma once
// The generalized sequential probability ratio test (GSPRT) of Fishtest and fastchess, on the
// pentanomial counts with bounds in normalized Elo: H0 "nElo = elo0" against H1 "nElo = elo1".
// The log-likelihood ratio is N times the mean log ratio of the two maximum-likelihood
// distributions that have the t-value (mu - 1/2) / sigma of elo0 and of elo1 (M. Van den
// Bergh, "Comments on Normalized Elo", section 4.1); empty bins count 0.001 (Fishtest's
// regularization). The test stops when the ratio leaves (ln(beta/(1-alpha)), ln((1-beta)/alpha)).

#include "core/match/stats.h"
#include "core/board/result.h"

namespace kabir::match {

struct SprtParameters {
    double elo0 = 0;
    double elo1 = 5;
    double alpha = 0.05;
    double beta = 0.05;
};

class Sprt {
public:
    enum class Decision { Continue, AcceptH0, AcceptH1 };

    // Problems for elo0 >= elo1, alpha or beta outside (0, 1), alpha + beta >= 1.
    static Result<Sprt> create(const SprtParameters& parameters);

    const SprtParameters& parameters() const { return m_parameters; }
    double lowerBound() const;
    double upperBound() const;
    double llr(const Pentanomial& penta) const;
    Decision decide(double llr) const;

private:
    explicit Sprt(const SprtParameters& parameters) : m_parameters(parameters) { }
    SprtParameters m_parameters;
};

}  // namespace kabir::match
