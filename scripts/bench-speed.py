"""Speed figures of scripts/bench-speed: talks UCI to kabir-cli and Fairy-Stockfish."""
import statistics
import sys
import time

from uciengine import Engine, field

KABIR, FSF, FSF_INI, RUNS, MOVETIME = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), int(sys.argv[5])

# (label, engine, UCI_Variant, other options)
STARTS = [
    ("chess 8x8", "kabir", "chess", {}),
    ("hyderabad 10x10 (bodlaender)", "kabir", "hyderabad", {"ruleset": "bodlaender"}),
    ("hyderabad 10x10 (markov-2022)", "kabir", "hyderabad", {}),
    ("kaiserspiel 10x10 (B)", "kabir", "kaiserspiel", {"ruleset": "B"}),
    ("sultanspiel 11x11 (B)", "kabir", "sultanspiel", {"ruleset": "B"}),
    ("turkish 13x13", "kabir", "turkish", {}),
    ("chaturanga-4-84 (84 squares, four armies)", "kabir", "chaturanga-4-84", {}),
    ("Fairy-Stockfish 11.1: hyderabad_simple 10x10", "fsf", "hyderabad_simple", {}),
]


def engine(which, variant, options):
    cmd = [KABIR, "uci"] if which == "kabir" else [FSF]
    return Engine(cmd, variant, options, FSF_INI if which == "fsf" else None)


def search(which, variant, options):
    e = engine(which, variant, options)
    e.send("position startpos")
    e.send(f"go movetime {MOVETIME}")
    info = e.wait("bestmove")
    e.close()
    return field(info, "nps"), field(info, "depth")


def stop_latency(variant, options):
    e = engine("kabir", variant, options)
    e.send("position startpos")
    e.send("go infinite")
    time.sleep(2)
    start = time.monotonic()
    e.send("stop")
    e.wait("bestmove")
    ms = (time.monotonic() - start) * 1000
    e.close()
    return ms


print(f"{RUNS} runs, go movetime {MOVETIME}, 1 thread, 64 MB; medians")
print(f"{'start position':46} {'nps':>9} {'depth':>5}")
for label, which, variant, options in STARTS:
    runs = [search(which, variant, options) for _ in range(RUNS)]
    nps = statistics.median(r[0] for r in runs)
    depth = statistics.median(r[1] for r in runs)
    print(f"{label:46} {nps:9.0f} {depth:5.0f}", flush=True)
latency = [stop_latency("turkish", {}) for _ in range(max(RUNS, 5))]
print(f"stop latency (Turkish start, after 2 s of go infinite): median {statistics.median(latency):.1f} ms, "
      f"max {max(latency):.1f} ms")
