#include "ui/movejudgement.h"

#include "core/search/value.h"
#include "ui/gamecontroller.h"
#include "ui/gameevaluations.h"
#include "ui/gameviewer.h"
#include "ui/valuetext.h"

#include <algorithm>

namespace {

constexpr int kCeiling = 1000;  // lichess's cut of a centipawn value

struct Threshold {
    double loss;
    int nag;
};
constexpr Threshold kThresholds[] = {{0.3, 4}, {0.2, 2}, {0.1, 6}};

double chances(int value)
{
    return ValueText::winningChances(kabir::search::isDecisive(value) ? value : std::clamp(value, -kCeiling, kCeiling));
}

}  // namespace

int MoveJudgement::nag(int valueBefore, int valueAfter)
{
    const double loss = chances(valueBefore) - chances(valueAfter);
    for (const Threshold& threshold : kThresholds)
        if (loss >= threshold.loss)
            return threshold.nag;
    return 0;
}

bool MoveJudgement::isVerdict(int nag)
{
    return nag == 2 || nag == 4 || nag == 6;
}

void MoveJudgement::annotate(GameController& game, const GameEvaluations& evaluations)
{
    GameViewer& viewer = *game.viewer();
    const kabir::GameTree& tree = viewer.tree();
    const kabir::Position start = game.positionAt(0);
    for (const kabir::NodeId id : tree.mainLine()) {
        const kabir::TreeNode& node = tree.node(id);
        const std::optional<int> before = evaluations.at(node.ply - 1);
        const std::optional<int> after = evaluations.at(node.ply);
        if (!before || !after)
            continue;
        const int sign = start.rules().teamOf(node.side) == 0 ? 1 : -1;
        const int verdict = nag(sign * *before, sign * *after);
        const bool assessed = std::any_of(node.nags.begin(), node.nags.end(), [](int n) { return n <= 9; });
        if (verdict != 0 && !assessed)
            viewer.toggleNag(id, verdict);
    }
}
