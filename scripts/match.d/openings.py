"""Writes the balanced opening files of the strength matches (scripts/match-*).

Each opening is a short move sequence from the start position (Sjaak II reads its pawns'
multi-steps right only from the start, so no FENs): PLIES random legal moves (kabir-cli play
lists them), drawn with Python's random.Random(SEED + variant index), kept when a reference
engine searching DEPTH plies scores the position within MARGIN centipawns of equality and
when no earlier opening reached the same position. Hyderabad is scored by Fairy-Stockfish
11.1 (hyderabad_simple), Kaiserspiel and Sultanspiel by Sjaak II 1.4.1. The same engines,
seed and Kabir give the same files.

Run: python3 scripts/match.d/openings.py   (writes scripts/match.d/openings-*.pgn; needs build/app/kabir-cli)
"""

import os
import random
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "scripts", "crosscheck.d"))
from engines import _Process  # noqa: E402  (a console engine read line by line with timeouts)

KABIR = os.environ.get("KABIR_CLI", os.path.join(ROOT, "build", "app", "kabir-cli"))
SJAAK_FILE = os.path.join(ROOT, "scripts", "crosscheck.d", "sjaak-variants.txt")
FSF_FILE = os.path.join(ROOT, "scripts", "crosscheck.d", "fsf-variants.ini")
COUNT, PLIES, DEPTH, MARGIN, SEED = 50, 4, 7, 50, 20261124

VARIANTS = [
    # (Kabir id, options, engine, the engine's variant, ranks)
    ("kaiserspiel", "ruleset=B", "sjaak", "kaiserspiel-b-tressau", 10),
    ("sultanspiel", "ruleset=B", "sjaak", "sultanspiel-b-fig3", 11),
    ("hyderabad", "ruleset=bodlaender", "fsf", "hyderabad_simple", 10),
]


def kabir_play(variant, options, moves):
    """(FEN, legal moves) after `moves`."""
    args = [KABIR, "play", "--variant", variant, "--option", options, *moves]
    lines = subprocess.run(args, capture_output=True, text=True, check=True).stdout.splitlines()
    return lines[0][4:], lines[1].split(":", 1)[1].split()


class Fsf:
    def __init__(self, variant):
        self.engine = _Process(["/usr/games/fairy-stockfish"])
        self.engine.send("uci", f"setoption name VariantPath value {FSF_FILE}",
                         f"setoption name UCI_Variant value {variant}", "isready")
        self.engine.read_until(lambda line: line == "readyok")

    def score(self, moves):
        self.engine.send("ucinewgame", "position startpos moves " + " ".join(moves), f"go depth {DEPTH}")
        score = None
        for line in self.engine.read_until(lambda line: line.startswith("bestmove")):
            m = re.search(r"score (cp|mate) (-?\d+)", line)
            if m:
                score = int(m[2]) if m[1] == "cp" else 100000
        return score

    def close(self):
        self.engine.close()


class Sjaak:
    def __init__(self, variant, ranks):
        self.variant, self.ranks = variant, ranks
        self.engine = _Process(["/usr/games/sjaakii", "-xboard"])
        # No random noise in its evaluation, so the same search gives the same score.
        self.engine.send("xboard", "protover 2", f"option Variant configuration file={SJAAK_FILE}",
                         "option Random amplitude (0 to disable)=0", "option Randomise opening moves=0", "ping 1")
        self.engine.read_until(lambda line: line == "pong 1")

    def xboard(self, move):
        # On 10 ranks XBoard counts ranks from 0 (core/match/xboardsquares.h).
        shift = -1 if self.ranks == 10 else 0
        return re.sub(r"([a-p])(\d+)", lambda m: m[1] + str(int(m[2]) + shift), move)

    def score(self, moves):
        self.engine.send("new", f"variant {self.variant}", "force", *[self.xboard(m) for m in moves],
                         f"sd {DEPTH}", "post", "go")
        score = None
        for line in self.engine.read_until(lambda line: line.startswith("move ")):
            m = re.match(r"\s*(\d+)\s+(-?\d+)\s+\d+\s+\d+", line)
            if m:
                score = int(m[2])
            if line.startswith("Illegal") or line.startswith("Error"):
                raise RuntimeError(f"Sjaak refused {moves}: {line}")
        self.engine.send("force")
        return score

    def close(self):
        self.engine.close()


def record(variant, options, moves):
    text = "".join(f"{i // 2 + 1}. {m} " if i % 2 == 0 else f"{m} " for i, m in enumerate(moves))
    return (f'[Event "Kabir balanced openings"]\n[Variant "{variant}"]\n[VariantOptions "{options}"]\n\n'
            f"{text}*\n\n")


def main():
    for index, (variant, options, kind, engine_variant, ranks) in enumerate(VARIANTS):
        rng = random.Random(SEED + index)
        engine = Fsf(engine_variant) if kind == "fsf" else Sjaak(engine_variant, ranks)
        chosen, seen, tried = [], set(), 0
        while len(chosen) < COUNT:
            tried += 1
            moves = []
            for _ in range(PLIES):
                moves.append(rng.choice(kabir_play(variant, options, moves)[1]))
            fen, legal = kabir_play(variant, options, moves)
            if not legal or fen in seen:
                continue
            score = engine.score(moves)
            if score is None or abs(score) > MARGIN:
                continue
            seen.add(fen)
            chosen.append(moves)
        engine.close()
        path = os.path.join(HERE, f"openings-{variant}.pgn")
        with open(path, "w") as out:
            out.write("".join(record(variant, options, moves) for moves in chosen))
        print(f"{path}: {len(chosen)} openings of {tried} tried (|score| <= {MARGIN} cp at depth {DEPTH})")


if __name__ == "__main__":
    main()
