#include "core/search/tuner.h"

#include "core/search/evaluation.h"

#include <cmath>
#include <map>
#include <thread>

namespace kabir::search {
namespace {

int unitsOnBoard(const Position& pos)
{
    int units = 0;
    for (int s = 0; s < pos.rules().squareCount(); ++s)
        units += pos.at(Square(s)) ? 1 : 0;
    return units;
}

bool inCheck(const Position& pos)
{
    return pos.inCheck(pos.sideToMove());
}

double sigmoid(double value, double scale)
{
    return 1.0 / (1.0 + std::pow(10.0, -scale * value / 400.0));
}

}  // namespace

int Tuner::addGame(const GameTree& game, std::string_view result, int skipPlies)
{
    float label = 0;
    if (result == "1-0")
        label = 1;
    else if (result == "1/2-1/2")
        label = 0.5f;
    else if (result != "0-1")
        return 0;
    const std::vector<NodeId> line = game.mainLine();
    // Position i is before move i of the line: the start, then after each move.
    std::vector<Position> positions{game.positionAt(GameTree::kRoot)};
    for (NodeId id : line)
        positions.push_back(game.positionAt(id));
    std::vector<Sample>& samples = ++m_games % 5 == 0 ? m_heldOut : m_samples;
    int added = 0;
    for (std::size_t i = std::size_t(std::max(skipPlies, 1)); i + 1 < positions.size(); ++i) {
        const int units = unitsOnBoard(positions[i]);
        if (inCheck(positions[i]) || unitsOnBoard(positions[i - 1]) != units || unitsOnBoard(positions[i + 1]) != units)
            continue;
        // Through its FEN: the sample keeps no history of the game.
        auto sample = Position::fromFen(positions[i].rulesPtr(), positions[i].fen());
        if (!sample)
            continue;
        samples.push_back({std::move(sample.value()), label});
        ++added;
    }
    return added;
}

double Tuner::error(const EvalWeights& weights, bool heldOut) const
{
    const std::vector<Sample>& samples = heldOut ? m_heldOut : m_samples;
    if (samples.empty())
        return 0;
    std::map<const Ruleset*, Evaluator> evaluators;
    for (const Sample& sample : samples)
        if (!evaluators.contains(&sample.position.rules()))
            evaluators.emplace(&sample.position.rules(), Evaluator(sample.position.rulesPtr(), weights));
    const std::size_t threads = std::size_t(m_threads);
    std::vector<double> sums(threads, 0.0);
    auto part = [&](std::size_t t) {
        for (std::size_t i = t; i < samples.size(); i += threads) {
            const Position& pos = samples[i].position;
            const Ruleset& rules = pos.rules();
            const Value v = evaluators.at(&rules).evaluate(pos);
            const double forFirst = rules.teamOf(pos.sideToMove()) == rules.teamOf(0) ? v : -v;
            const double miss = samples[i].result - sigmoid(forFirst, m_scale);
            sums[t] += miss * miss;
        }
    };
    std::vector<std::jthread> workers;
    for (std::size_t t = 1; t < threads; ++t)
        workers.emplace_back(part, t);
    part(0);
    workers.clear();  // joins
    double sum = 0;
    for (double s : sums)
        sum += s;
    return sum / double(samples.size());
}

double Tuner::fitScale(const EvalWeights& weights)
{
    const double golden = (std::sqrt(5.0) - 1) / 2;
    double low = 0.01, high = 10.0;
    auto at = [&](double k) {
        m_scale = k;
        return error(weights);
    };
    double a = high - golden * (high - low), b = low + golden * (high - low);
    double ea = at(a), eb = at(b);
    while (high - low > 0.001) {
        if (ea < eb) {
            high = b, b = a, eb = ea;
            a = high - golden * (high - low);
            ea = at(a);
        } else {
            low = a, a = b, ea = eb;
            b = low + golden * (high - low);
            eb = at(b);
        }
    }
    m_scale = (low + high) / 2;
    return m_scale;
}

EvalWeights Tuner::fit(
    EvalWeights start, int maxPasses, const Report& report, const std::vector<std::string>& held) const
{
    const auto fields = evalWeightFields();
    std::vector<int> steps;
    for (const EvalWeightField& field : fields)
        steps.push_back(std::max(1, std::abs(start.*field.value) / 8));
    EvalWeights best = start;
    double bestError = error(best);
    EvalWeights bestHeldOut = start;
    double bestHeldOutError = error(start, true);
    for (int pass = 1; pass <= maxPasses; ++pass) {
        bool improved = false;
        for (std::size_t i = 0; i < fields.size(); ++i) {
            if (std::ranges::find(held, fields[i].name) != held.end())
                continue;
            for (int direction : {1, -1}) {
                EvalWeights trial = best;
                trial.*fields[i].value += direction * steps[i];
                if (!evalWeightsProblem(trial).empty())
                    continue;
                if (const double e = error(trial); e < bestError) {
                    best = trial, bestError = e, improved = true;
                    break;
                }
            }
        }
        const double heldOutError = error(best, true);
        if (report)
            report(pass, bestError, heldOutError, best);
        if (heldOutError > bestHeldOutError)
            break;
        bestHeldOut = best, bestHeldOutError = heldOutError;
        if (!improved) {
            if (std::ranges::all_of(steps, [](int s) { return s == 1; }))
                break;
            for (int& s : steps)
                s = std::max(1, s / 2);
        }
    }
    return bestHeldOut;
}

}  // namespace kabir::search
