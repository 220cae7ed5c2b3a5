// Match statistics (core/match/stats.h, sprt.h) against reference numbers computed apart from
// this code by tests/match/statsref.py (pure Python: the textbook formulas for Elo, nElo and
// LOS; the GSPRT ratio by the maximum-likelihood fixed point of Van den Bergh's "Comments on
// Normalized Elo" §4.1 solved with Newton steps, checked against the closed form of its §4.2,
// Fishtest's LLR_normalized_alt, printed second).

#include "core/match/sprt.h"
#include "core/match/stats.h"

#include <gtest/gtest.h>

#include <cmath>

namespace kabir::match {
namespace {

Pentanomial penta(int ll, int ld, int dd, int wd, int ww)
{
    Pentanomial p;
    p.counts = {ll, ld, dd, wd, ww};
    return p;
}

TEST(MatchStats, WdlEloNEloAndLosMatchTheReference)
{
    // statsref.py: wdl 70/67/63 → score 0.5175, Elo 12.1652 ± 39.4473, nElo 14.9256 ± 48.1512,
    // LOS 0.728253.
    const EloEstimate e = estimateFromWdl(Wdl{70, 67, 63});
    ASSERT_TRUE(e.valid);
    EXPECT_NEAR(e.score, 0.5175, 1e-12);
    EXPECT_NEAR(e.elo, 12.16521457965757, 1e-9);
    EXPECT_NEAR(e.eloError, 39.447331724380035, 1e-9);
    EXPECT_NEAR(e.nElo, 14.92560338255216, 1e-9);
    EXPECT_NEAR(e.nEloError, 48.15123066909427, 1e-9);
    EXPECT_NEAR(e.los, 0.728252639119173, 1e-9);
}

TEST(MatchStats, PentanomialEloNEloAndLosMatchTheReference)
{
    // statsref.py: penta [5,20,42,25,8] → score 0.5275, Elo 19.1283 ± 33.5294,
    // nElo 27.6116 ± 48.1512, LOS 0.869475.
    const EloEstimate e = estimateFromPentanomial(penta(5, 20, 42, 25, 8));
    ASSERT_TRUE(e.valid);
    EXPECT_NEAR(e.score, 0.5275, 1e-12);
    EXPECT_NEAR(e.elo, 19.128260449779404, 1e-9);
    EXPECT_NEAR(e.eloError, 33.529401328421685, 1e-9);
    EXPECT_NEAR(e.nElo, 27.611620707763095, 1e-9);
    EXPECT_NEAR(e.nEloError, 48.151230669094296, 1e-9);
    EXPECT_NEAR(e.los, 0.8694749793686676, 1e-9);
    // statsref.py: penta [0,3,10,5,2] → Elo 52.5116 ± 66.4825, nElo 87.4684 ± 107.6694.
    const EloEstimate small = estimateFromPentanomial(penta(0, 3, 10, 5, 2));
    EXPECT_NEAR(small.elo, 52.51156585572754, 1e-9);
    EXPECT_NEAR(small.eloError, 66.48250080434894, 1e-9);
    EXPECT_NEAR(small.nElo, 87.46843997383861, 1e-9);
    EXPECT_NEAR(small.nEloError, 107.66942497636755, 1e-9);
}

TEST(MatchStats, NoGamesOrNoVarianceGiveNoEstimateAndWideIntervalsAnInfiniteError)
{
    EXPECT_FALSE(estimateFromWdl(Wdl{}).valid);
    EXPECT_FALSE(estimateFromWdl(Wdl{0, 10, 0}).valid);
    EXPECT_FALSE(estimateFromWdl(Wdl{5, 0, 0}).valid);  // a score of 1: infinite Elo
    EXPECT_FALSE(estimateFromPentanomial(Pentanomial{}).valid);
    // Score 5/6 over three pairs: the interval passes a score of 1, the Elo stays.
    const EloEstimate wide = estimateFromPentanomial(penta(0, 0, 1, 0, 2));
    EXPECT_TRUE(wide.valid);
    EXPECT_NEAR(wide.elo, scoreToElo(5.0 / 6), 1e-9);
    EXPECT_TRUE(std::isinf(wide.eloError));
}

TEST(MatchStats, PairsFallInTheirBins)
{
    Pentanomial p;
    p.add(1, 1);
    p.add(1, 0);
    p.add(0.5, 0.5);
    p.add(0, 0.5);
    EXPECT_EQ(p.counts, (std::array<int, 5>{0, 1, 2, 0, 1}));
}

TEST(MatchSprt, LlrMatchesTheReference)
{
    struct Row {
        Pentanomial counts;
        double elo0, elo1, exact, closedForm;
    };
    // statsref.py "llr ...": (maximum likelihood, closed form).
    const Row rows[] = {
        {penta(5, 20, 42, 25, 8), 0, 10, 0.3722940277127676, 0.3729824745753972},
        {penta(0, 3, 10, 5, 2), 0, 5, 0.1464604808208727, 0.13276925141782298},
        {penta(30, 120, 300, 150, 40), -5, 5, 2.192467626205117, 2.1949639861519024},
        {penta(60, 200, 400, 160, 30), 0, 5, -2.3926617326062565, -2.3825041831663034},
    };
    for (const Row& row : rows) {
        auto sprt = Sprt::create({row.elo0, row.elo1, 0.05, 0.05});
        ASSERT_TRUE(sprt.ok());
        const double llr = sprt->llr(row.counts);
        EXPECT_NEAR(llr, row.exact, 1e-6);
        EXPECT_NEAR(llr, row.closedForm, 0.02);
    }
}

TEST(MatchSprt, BoundsAndDecisions)
{
    auto sprt = Sprt::create({0, 10, 0.05, 0.05});
    ASSERT_TRUE(sprt.ok());
    // ln(0.05 / 0.95) and ln(0.95 / 0.05).
    EXPECT_NEAR(sprt->lowerBound(), -2.9444389791664403, 1e-12);
    EXPECT_NEAR(sprt->upperBound(), 2.9444389791664403, 1e-12);
    EXPECT_EQ(sprt->decide(3.0), Sprt::Decision::AcceptH1);
    EXPECT_EQ(sprt->decide(-3.0), Sprt::Decision::AcceptH0);
    EXPECT_EQ(sprt->decide(0.0), Sprt::Decision::Continue);
    EXPECT_EQ(sprt->llr(Pentanomial{}), 0.0);
}

TEST(MatchSprt, RejectsBadParameters)
{
    EXPECT_FALSE(Sprt::create({5, 5, 0.05, 0.05}).ok());
    EXPECT_FALSE(Sprt::create({0, 5, 0, 0.05}).ok());
    EXPECT_FALSE(Sprt::create({0, 5, 0.6, 0.5}).ok());
}

}  // namespace
}  // namespace kabir::match
