"""Figures of scripts/depth-table: the nodes Kabir and Fairy-Stockfish spend to finish each depth.

Both engines search the same positions (the Hyderabad start and the positions after the
balanced openings of scripts/match.d) with one thread, an empty 64 MB table and a node budget.
For every depth both finished on a position, the table gives the median over the positions of
the nodes searched when that depth's last line came (the engines' own counts), and the
effective branching factor between consecutive depths (the ratio of those medians). Node
counts do not depend on the machine's load, so the table is the same on a busy machine.
"""
import re
import statistics
import sys

from uciengine import Engine

KABIR, FSF, FSF_INI, OPENINGS, POSITIONS, NODES = sys.argv[1:7]
POSITIONS, NODES = int(POSITIONS), int(NODES)

ENGINES = [
    ("Kabir", [KABIR, "uci"], "hyderabad", {"ruleset": "bodlaender"}, None),
    ("Fairy-Stockfish", [FSF], "hyderabad_simple", {}, FSF_INI),
]


def opening_lines(path, count):
    """The move lists of the first `count` - 1 openings, after the start position's empty one."""
    lines = [[]]
    for game in open(path).read().split("\n\n"):
        if game.startswith("["):
            continue
        moves = [word for word in game.split() if not re.match(r"^\d+\.$|^\*$", word)]
        if moves:
            lines.append(moves)
    return lines[:count]


def nodes_per_depth(engine, moves):
    """{depth: nodes} of one search: the last exact (not bound) line of each finished depth."""
    engine.send("ucinewgame")
    engine.send("position startpos" + (" moves " + " ".join(moves) if moves else ""))
    engine.send(f"go nodes {NODES}")
    depths = {}
    for line in engine.lines_until("bestmove"):
        words = line.split()
        if words[:2] != ["info", "depth"] or "nodes" not in words or "pv" not in words:
            continue
        if "lowerbound" in words or "upperbound" in words:
            continue
        depths[int(words[2])] = int(words[words.index("nodes") + 1])
    # The deepest line may be of the iteration the node budget cut short.
    depths.pop(max(depths), None)
    return depths


lines = opening_lines(OPENINGS, POSITIONS)
results = {}
for name, cmd, variant, options, ini in ENGINES:
    engine = Engine(cmd, variant, options, ini)
    results[name] = [nodes_per_depth(engine, moves) for moves in lines]
    engine.close()

print(f"{len(lines)} positions (Hyderabad, Bodlaender's rules), go nodes {NODES}, 1 thread, 64 MB")
print("| depth | " + " | ".join(f"{name} nodes (median) | {name} EBF" for name in results) + " |")
print("| ---: |" + " ---: | ---: |" * len(results))
for depth in range(1, 64):
    cells, any_figure = [], False
    for name, runs in results.items():
        # A depth counts where every position reached it, so the medians compare like with like.
        if all(depth in run for run in runs):
            nodes = statistics.median(run[depth] for run in runs)
            before = statistics.median(run[depth - 1] for run in runs) if all(depth - 1 in r for r in runs) else None
            cells += [f"{nodes:,.0f}", f"{nodes / before:.2f}" if before else ""]
            any_figure = True
        else:
            cells += ["", ""]
    if not any_figure:
        break
    print(f"| {depth} | " + " | ".join(cells) + " |")
