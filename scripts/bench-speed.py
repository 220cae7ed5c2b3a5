"""Speed figures of scripts/bench-speed: talks UCI to kabir-cli and Fairy-Stockfish."""
import statistics
import subprocess
import sys
import time

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


class Engine:
    def __init__(self, which, variant, options):
        cmd = [KABIR, "uci"] if which == "kabir" else [FSF]
        self.p = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
        self.send("uci")
        self.wait("uciok")
        if which == "fsf":
            self.send(f"setoption name VariantPath value {FSF_INI}")
        self.send(f"setoption name UCI_Variant value {variant}")
        for key, value in options.items():
            self.send(f"setoption name {key} value {value}")
        self.send("setoption name Threads value 1")
        self.send("setoption name Hash value 64")
        self.send("isready")
        self.wait("readyok")

    def send(self, line):
        self.p.stdin.write(line + "\n")

    def wait(self, word):
        last_info = None
        for line in self.p.stdout:
            if line.startswith("info depth") and " nps " in line:
                last_info = line.split()
            if line.startswith(word):
                return last_info
        raise RuntimeError("engine ended")

    def close(self):
        self.send("quit")
        self.p.wait()


def field(info, name):
    return int(info[info.index(name) + 1])


def search(which, variant, options):
    e = Engine(which, variant, options)
    e.send("position startpos")
    e.send(f"go movetime {MOVETIME}")
    info = e.wait("bestmove")
    e.close()
    return field(info, "nps"), field(info, "depth")


def stop_latency(variant, options):
    e = Engine("kabir", variant, options)
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
