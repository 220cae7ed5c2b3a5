#include "core/match/matchreport.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>

namespace kabir::match {
namespace {

std::string fixed(double value, int decimals = 2)
{
    char text[64];
    std::snprintf(text, sizeof text, "%.*f", decimals, value);
    return text;
}

std::string duration(double seconds)
{
    const long s = long(seconds + 0.5);
    char text[32];
    std::snprintf(text, sizeof text, "%ld:%02ld:%02ld", s / 3600, s / 60 % 60, s % 60);
    return text;
}

// Elo from the pentanomial once a pair is complete (as fastchess does), else from W/D/L.
EloEstimate estimateOf(const PairingScore& p)
{
    return p.penta.pairs() > 0 ? estimateFromPentanomial(p.penta) : estimateFromWdl(p.wdl);
}

std::string eloText(const EloEstimate& e)
{
    if (!e.valid)
        return "n/a (too few or one-sided results)";
    return fixed(e.elo) + " +/- " + (std::isfinite(e.eloError) ? fixed(e.eloError) : std::string("inf"));
}

std::string pairingText(const PairingScore& p, const ReportContext& context, const MatchSummary* summary)
{
    const EloEstimate e = estimateOf(p);
    const int games = p.wdl.games();
    const double points = p.wdl.wins + 0.5 * p.wdl.draws;
    std::ostringstream out;
    out << "Results of " << context.names[std::size_t(p.first)] << " vs " << context.names[std::size_t(p.second)]
        << " (" << context.timeControl << ", " << context.openings << "):\n";
    out << "Elo: " << eloText(e);
    if (e.valid)
        out << ", nElo: " << fixed(e.nElo) << " +/- " << fixed(e.nEloError);
    out << "\n";
    const int pairs = p.penta.pairs();
    const int losing = p.penta.counts[0] + p.penta.counts[1];
    out << "LOS: " << (e.valid ? fixed(e.los * 100) + " %" : std::string("n/a"))
        << ", DrawRatio: " << fixed(games ? 100.0 * p.wdl.draws / games : 0) << " %, PairsRatio: "
        << (losing ? fixed(double(p.penta.counts[3] + p.penta.counts[4]) / losing) : std::string("n/a")) << "\n";
    out << "Games: " << games << ", Wins: " << p.wdl.wins << ", Losses: " << p.wdl.losses << ", Draws: " << p.wdl.draws
        << ", Points: " << fixed(points, 1) << " (" << fixed(games ? 100 * points / games : 0) << " %)\n";
    out << "Ptnml(0-2): [" << p.penta.counts[0] << ", " << p.penta.counts[1] << ", " << p.penta.counts[2] << ", "
        << p.penta.counts[3] << ", " << p.penta.counts[4] << "] over " << pairs << " pairs\n";
    if (summary && summary->llr && context.sprt)
        out << "LLR: " << fixed(*summary->llr) << " ("
            << fixed(std::log(context.sprt->beta / (1 - context.sprt->alpha))) << ", "
            << fixed(std::log((1 - context.sprt->beta) / context.sprt->alpha)) << ") [" << fixed(context.sprt->elo0)
            << ", " << fixed(context.sprt->elo1) << "] normalized Elo\n";
    out << "Table points (half-win 3/4, double victory 2): " << context.names[std::size_t(p.first)] << " "
        << fixed(p.points[0]) << ", " << context.names[std::size_t(p.second)] << " " << fixed(p.points[1]) << "\n";
    out << "Endings:";
    for (const auto& [kind, count] : p.kinds)
        out << " " << kind << " " << count << ";";
    out << "\n";
    return out.str();
}

}  // namespace

std::string progressLine(const MatchProgress& progress, const ReportContext& context)
{
    const FinishedGame& game = progress.game;
    const int done = progress.scoreboard.games();
    std::ostringstream out;
    out << "Game " << game.number << " (" << context.names[std::size_t(game.white)] << " vs "
        << context.names[std::size_t(game.black)] << "): " << game.result.pgnResult() << " {" << game.result.kindId();
    if (game.result.termination != Termination::Rules)
        out << ": " << game.result.reason;
    out << "} | " << done << "/" << progress.gamesPlanned;
    if (context.names.size() == 2) {
        const PairingScore& p = progress.scoreboard.pairing(0, 1);
        const EloEstimate e = estimateOf(p);
        out << " | " << context.names[0] << " +" << p.wdl.wins << " =" << p.wdl.draws << " -" << p.wdl.losses;
        if (e.valid)
            out << " | Elo " << eloText(e);
        if (progress.llr)
            out << " | LLR " << fixed(*progress.llr);
    }
    const double left = done ? progress.elapsedSeconds / done * (progress.gamesPlanned - done) : 0;
    out << " | ETA " << duration(left);
    return out.str();
}

std::string summaryText(const MatchSummary& summary, const ReportContext& context)
{
    const std::string rule(60, '-');
    std::ostringstream out;
    out << rule << "\n";
    for (const PairingScore& p : summary.scoreboard.pairings())
        out << pairingText(p, context, context.names.size() == 2 ? &summary : nullptr) << rule << "\n";
    if (context.names.size() > 2) {
        std::vector<int> order(context.names.size());
        for (std::size_t i = 0; i < order.size(); ++i)
            order[i] = int(i);
        const auto& engines = summary.scoreboard.engines();
        std::stable_sort(order.begin(), order.end(),
            [&](int a, int b) { return engines[std::size_t(a)].points > engines[std::size_t(b)].points; });
        out << "Standings (table points / games, W-D-L):\n";
        for (int i : order) {
            const EngineScore& e = engines[std::size_t(i)];
            out << "  " << context.names[std::size_t(i)] << ": " << fixed(e.points) << " / " << e.games << ", "
                << e.wdl.wins << "-" << e.wdl.draws << "-" << e.wdl.losses << "\n";
        }
        out << rule << "\n";
    }
    if (summary.decision == Sprt::Decision::AcceptH1)
        out << "SPRT: H1 accepted (elo1) after " << summary.scoreboard.games() << " games\n";
    else if (summary.decision == Sprt::Decision::AcceptH0)
        out << "SPRT: H0 accepted (elo0) after " << summary.scoreboard.games() << " games\n";
    if (summary.interrupted)
        out << "Stopped by the user after " << summary.scoreboard.games() << " of " << summary.gamesPlanned
            << " games\n";
    out << "Finished " << summary.scoreboard.games() << " games in " << duration(summary.elapsedSeconds) << "\n";
    out << "Half-wins and double victories count as wins in W/D/L, Elo and the pentanomial.\n";
    return out.str();
}

}  // namespace kabir::match
