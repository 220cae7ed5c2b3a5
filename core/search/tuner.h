#pragma once
// Fitting the evaluation's weights to games: Texel's tuning method (Peter Österlund, 2014).
// The samples are the quiet positions of games' main lines — not in check, reached and left
// without a capture — each labelled with its game's result for the first army's team (1, ½,
// 0). The error of a set of weights is the mean over the samples of
//     (result − sigmoid(v))²,   sigmoid(v) = 1 / (1 + 10^(−K·v/400)),
// v the evaluation for the first army's team. K is fitted once to the starting weights (the
// evaluation's scale), then held while the weights move. The fit is a local search: in each
// pass every weight in turn moves by one step (an eighth of its start, at least 1), up or down,
// where that lowers the error; a pass that improves nothing halves the steps, and the fit ends
// when no step of 1 improves the error. Every fifth game is held out: the fit minimises the
// error on the others and stops as soon as a pass makes the held-out games' error worse,
// returning the weights that predicted them best. The positions of one game are not
// independent, so a few hundred games do not pin down every weight: the small steps and the
// held-out games keep the weights near the start where the games say little.

#include "core/record/gametree.h"
#include "core/search/evalweights.h"

#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace kabir::search {

class Tuner {
public:
    explicit Tuner(int threads = 1) : m_threads(threads < 1 ? 1 : threads) { }

    // Adds the quiet positions of the game's main line after its first `skipPlies` plies (an
    // opening played at random says nothing of the result). `result` is the record's Result:
    // 1-0, 0-1 or 1/2-1/2; an unfinished game ("*") adds nothing. Returns the positions added.
    int addGame(const GameTree& game, std::string_view result, int skipPlies);
    std::size_t size() const { return m_samples.size(); }

    std::size_t heldOut() const { return m_heldOut.size(); }

    // The mean squared error over the fitted positions, or over those held out.
    double error(const EvalWeights& weights, bool heldOut = false) const;
    // Fits K to `weights` (a golden-section search over 0.01 … 10) and keeps it.
    double fitScale(const EvalWeights& weights);
    double scale() const { return m_scale; }

    // Called after each pass with its number (from 1), both errors and the weights.
    using Report = std::function<void(int pass, double error, double heldOutError, const EvalWeights& weights)>;
    // The weights that the local search from `start` ends at, after at most `maxPasses` passes;
    // the weights named in `held` keep their start.
    EvalWeights fit(
        EvalWeights start, int maxPasses, const Report& report = {}, const std::vector<std::string>& held = {}) const;

private:
    struct Sample {
        Position position;
        float result;
    };
    std::vector<Sample> m_samples;
    std::vector<Sample> m_heldOut;
    int m_games = 0;
    double m_scale = 1.0;
    int m_threads;
};

}  // namespace kabir::search
