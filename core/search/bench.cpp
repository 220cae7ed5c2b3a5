#include "core/search/bench.h"

#include "core/search/engine.h"
#include "core/catalog/variantcatalog.h"

#include <chrono>

namespace kabir::search {

const std::vector<BenchPosition>& benchPositions()
{
    // Start positions of every variant and rule set, middlegames and endgames from games of
    // the engine against itself (and chess's classic perft positions).
    static const std::vector<BenchPosition> positions = {
        {"chess", {}, ""},
        {"chess", {}, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"},
        {"chess", {}, "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"},
        {"kaiserspiel", {{"ruleset", "A"}}, ""},
        {"kaiserspiel", {{"ruleset", "A"}},
            "r1bk3bnr/1p2q1pppp/p1p7/3p1p1a2/P3p5/1N1PCP4/10/6P3/1PP1P2PPP/R1B1KQ2NR w KQ - 0 21"},
        {"kaiserspiel", {{"ruleset", "A"}}, "8r1/P4R4/9R/1k2B5/10/7PP1/2p3P3/10/1PP2K4/10 b - - 0 66"},
        {"kaiserspiel", {{"ruleset", "B"}}, ""},
        {"kaiserspiel", {{"ruleset", "B"}},
            "r1b1kqab1r/pppppppppp/n3c2n2/10/10/P2P6/3C6/6P3/1PP1PP1PPP/RNB1KQABNR b KQkq - 0 4"},
        {"sultanspiel", {{"ruleset", "A"}}, ""},
        {"sultanspiel", {{"ruleset", "A"}},
            "r4k2bnr/p2ppp3p1/1n5pq1p/6p1p2/2p2b5/7M3/2Pa4P2/1P1P1P5/11/P1B1P1PP1PP/2N2KQ1BNR w Kkq - 3 21"},
        {"sultanspiel", {{"ruleset", "A"}}, "11/p3p4p1/11/3k1np2p1/3PN3p2/P1P1K1p4/4P6/1P3r5/11/11/11 w - - 3 78"},
        {"sultanspiel", {{"ruleset", "B"}}, ""},
        {"hyderabad", {}, ""},
        {"hyderabad", {}, "rnb1k2bnr/pp1p2pDpp/2p1pp4/q7v1/10/8d1/4V5/4PP3P/PPPP1QPPP1/RNB2K1BNR b - - 0 12"},
        {"hyderabad", {}, "rnb4b1r/ppkp2p1pp/2p2p1n2/1vq1p2V2/10/6Q3/5N4/2NPPPP2P/PPP4PP1/R1B2K1B1R b - - 3 21 leap:-"},
        {"hyderabad", {{"ruleset", "bodlaender"}}, ""},
        {"hyderabad", {{"ruleset", "bodlaender"}},
            "r2qkg3r/2pp1vpp1p/ppn1ppdbp1/3b6/10/2D2n4/5P3Q/2N1PV1P2/PPPP1GP1PP/R1B2K1BNR w - - 7 18"},
        {"hyderabad", {{"ruleset", "bodlaender"}},
            "r2qk4r/2pp3p1p/pp2ppp1p1/8g1/6bd2/6D3/5P4/3PP2P2/PPP2GPbnP/R1B1K2BNR w - - 3 37"},
        {"turkish", {}, ""},
        {"turkish", {},
            "rbnhg2q1hnbr/ppppppppppppp/7k5/9g3/13/10H2/13/13/13/13/1P2P1v4N1/P1PP1PPPPPPPP/RBN1GQK1GH1BR b - - 1 5 "
            "leap:K"},
        {"turkish", {{"ruleset", "reformed"}}, ""},
        {"turkish", {{"ruleset", "reformed"}},
            "r4s2g1nbr/p2pp2kpppp1/1pp2pp5p/3gb8/6h6/4n8/13/13/R12/7G5/1PHPP1G6/1PP2PPPPPPPP/1B4KS2NBR w K - 0 21"},
        {"turkish", {{"ruleset", "reformed"}},
            "13/3p9/4p1p4p1/5k2N1p2/2p2p7/13/13/10s2/8P4/1p7K3/9P3/13/13 w - - 0 145"},
        {"chaturanga-4-84", {}, ""},
        {"chaturanga-4-84", {},
            "****4rR*/bRbQbW1rPyQ1rPrP*/1bP1rW2rP2*/bKbP4rB2*/bBbP8/2bP5yW1/*3gW2gP1gP/*7gR1/*yPyR1yPyP2gPgK/"
            "*yK1yPyBgB**** g - 2 10"},
        {"chaturanga-4-84", {},
            "****5*/bKbRbP2rR3*/2bQ3rP1rP*/2bP1yQ2rP1*/2bP1rP5/2bP1yP3gR1/*4yB1gP2/*2yK4gK1/*yP4gP3/*yP4**** y - 2 21"},
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
    result.timeMs
        = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - begin).count();
    return result;
}

}  // namespace kabir::search
