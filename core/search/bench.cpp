#include "core/search/bench.h"

#include "core/search/engine.h"
#include "core/variantcatalog.h"

#include <chrono>

namespace kabir::search {

const std::vector<BenchPosition>& benchPositions()
{
    static const std::vector<BenchPosition> positions = {
        {"chess", {}, ""},
        {"chess", {}, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"},
        {"chess", {}, "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"},
        {"kaiserspiel", {{"ruleset", "A"}}, ""},
        {"kaiserspiel", {{"ruleset", "B"}}, ""},
        {"sultanspiel", {{"ruleset", "A"}}, ""},
        {"sultanspiel", {{"ruleset", "B"}}, ""},
        {"hyderabad", {}, ""},
        {"hyderabad", {{"ruleset", "bodlaender"}}, ""},
        {"turkish", {}, ""},
        {"turkish", {{"ruleset", "reformed"}}, ""},
        {"chaturanga-4-84", {}, ""},
    };
    return positions;
}

Result<BenchResult> runBench(const BenchSettings& settings, const std::function<void(int, std::uint64_t)>& onPosition)
{
    Engine engine;
    EngineOptions options;
    options.threads = settings.threads;
    options.hashMegabytes = settings.hashMegabytes;
    engine.setOptions(options);
    BenchResult result;
    const auto begin = std::chrono::steady_clock::now();
    int index = 0;
    for (const BenchPosition& bp : benchPositions()) {
        auto rules = VariantCatalog::builtIn().ruleset(bp.variant, bp.options);
        if (!rules)
            return rules.problems();
        auto pos = Position::fromFen(rules.value(), bp.fen.empty() ? rules.value()->definition().startFen : bp.fen);
        if (!pos)
            return pos.problems();
        engine.newGame();
        engine.setPosition(pos.value());
        Limits limits;
        limits.depth = settings.depth;
        std::uint64_t nodes = 0;
        engine.go(limits, {}, [&](const BestMove& best) { nodes = best.nodes; });
        engine.wait();
        result.nodes += nodes;
        if (onPosition)
            onPosition(index, nodes);
        ++index;
    }
    result.timeMs = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - begin).count();
    return result;
}

}  // namespace kabir::search
