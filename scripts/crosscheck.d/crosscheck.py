#!/usr/bin/env python3
"""Compares Kabir's legal move generation with Fairy-Stockfish 11.1 and Sjaak II 1.4.1.

For each target variant (targets.py) it checks the seed positions and then positions reached
by random playouts with kabir-cli play, biased towards captures, checks, promotions, castlings
and en passant, comparing `kabir-cli perft --divide` with each reference's divide. A
disagreement is narrowed down move by move to the position where the two move sets differ.
Run through scripts/crosscheck, which installs the engines and builds kabir-cli first.
"""

import argparse
import dataclasses
import os
import random
import re
import sys
import time

from badfens import check_bad_fens
from board import Board
from engines import EngineError, FairyStockfish, Kabir, KabirError, Position, Sjaak
from targets import TARGETS, Seed

HERE = os.path.dirname(os.path.abspath(__file__))
# How much likelier a playout picks a move of a kind than a plain move (the largest applies):
# captures thin the board out towards endgames, pawn moves lead to promotions, and the king
# steps aside rarely so that castling stays possible for long.
WEIGHTS = {"en-passant": 40, "allows-en-passant": 30, "castling": 20, "promotion": 20, "check": 5,
           "capture": 6, "multi-step": 3, "pawn": 2, "king": 0.3, "drop": 1}
# The chance that a ply of a playout is checked (besides its last position): higher where a
# castling, an en passant capture or a promotion is legal, or the king is in check.
SAMPLE_RATE, INTERESTING_SAMPLE_RATE = 0.04, 0.4
# The results of kabir-cli play after which a position still compares with a reference's perft.
# (Ka Ok's first check ends Fairy-Stockfish's perft as it ends Kabir's: no move is left.)
COMPARABLE_RESULTS = {"ongoing", "checkmate", "stalemate-draw", "stalemate-win", "stalemate-loss", "first-check"}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", action="append", choices=sorted(TARGETS),
                        help="a target to check (repeatable; default: all)")
    parser.add_argument("--positions", type=int, default=150,
                        help="random positions per target, besides the seeds (default 150)")
    parser.add_argument("--depth", type=int, default=2, help="perft depth (default 2)")
    parser.add_argument("--seed", type=int, default=None, help="random seed (default: from the clock)")
    parser.add_argument("--engine", choices=("fsf", "sjaak"), help="use only this reference")
    parser.add_argument("--max-plies", type=int, default=300, help="longest playout (default 300)")
    parser.add_argument("--fen", action="append",
                        help="check this position and play out from it instead of the seeds (repeatable; "
                             "needs exactly one --variant)")
    parser.add_argument("--verbose", action="store_true", help="print every position checked")
    args = parser.parse_args()
    if args.fen and len(args.variant or ()) != 1:
        parser.error("--fen needs exactly one --variant")
    if args.depth < 1:
        parser.error("--depth must be at least 1")
    seed = args.seed if args.seed is not None else int(time.time()) % 100000
    cli = os.environ.get("KABIR_CLI") or sys.exit("KABIR_CLI must name kabir-cli")
    kabir = Kabir(cli)
    print(f"crosscheck: seed {seed}, depth {args.depth}, {args.positions} random positions per target")

    failures = check_bad_fens(cli)
    references = References(args.engine)
    try:
        for name in args.variant or list(TARGETS):
            target = TARGETS[name]
            if args.fen:
                target = dataclasses.replace(target, seeds=tuple(Seed(fen, (), "--fen") for fen in args.fen))
            rng = random.Random(f"{seed}/{name}")
            try:
                failures += check_target(target, kabir, references, rng, args)
            except KabirError as error:
                failures += 1
                print(f"\nKABIR FAILED on {name}: {error}")
    finally:
        references.close()
    print("crosscheck: " + (f"{failures} disagreement(s)" if failures else "no disagreement"))
    return 1 if failures else 0


class References:
    """The reference engines, started when first needed and restarted after an error."""

    def __init__(self, only):
        self.only = only
        self.running = {}

    def names(self, target):
        return [e for e in target.engines if self.only in (None, e)]

    def get(self, name):
        if name not in self.running:
            if name == "fsf":
                self.running[name] = FairyStockfish(os.path.join(HERE, "fsf-variants.ini"))
            else:
                self.running[name] = Sjaak(os.path.join(HERE, "sjaak-variants.txt"))
        return self.running[name]

    def restart(self, name):
        self.running.pop(name).close()

    def close(self):
        for engine in self.running.values():
            engine.close()


def check_target(target, kabir, references, rng, args):
    if target.fsf_source and "KABIR_FAIRY_STOCKFISH" not in os.environ:
        print(f"{target.name}: skipped, it needs Fairy-Stockfish built from its source (set KABIR_FAIRY_STOCKFISH)")
        return 0
    engines = [name for name in references.names(target) if reference_agrees(target, kabir, references, name)]
    if len(engines) < len(references.names(target)):
        return 1
    if not engines:
        return 0
    started = time.time()
    stats = dict.fromkeys(("positions", "leaves", "in check", "no move", "castling", "en passant",
                           "promotion", "10 pieces or fewer", "ended by a rule", "count running"), 0)
    failures = 0
    for pos, origin, result in positions(target, kabir, rng, args.positions, args.max_plies):
        # A game a rule has ended (a bare king's counter-capture, the Maharajah taken, …) has no
        # moves in Kabir, while the references' perft goes on: only mate and stalemate compare.
        if result not in COMPARABLE_RESULTS:
            stats["ended by a rule"] += 1
            continue
        divide = None
        for name in engines:
            try:
                report, divide = compare(target, kabir, references.get(name), name, pos, args.depth)
            except EngineError as error:
                references.restart(name)
                report = f"{name} failed: {error}"
            if report:
                failures += 1
                print(f"\nDISAGREEMENT {target.name} against {name}, depth {args.depth} ({origin})")
                print(describe(target, pos, args.depth) + report)
        if divide is not None:
            count(stats, pos, divide)
        if args.verbose:
            print(f"  {target.name}: {pos.kabir_fen} ({origin})")
    seconds = time.time() - started
    summary = ", ".join(f"{v} {k}" for k, v in stats.items())
    print(f"{target.name} against {'+'.join(engines)}, depth {args.depth}: {summary} "
          f"({failures} disagreement(s), {seconds:.0f} s)")
    return failures


def reference_agrees(target, kabir, references, name):
    """Whether the reference reproduces perft.md's start position count (when there is one)."""
    if target.start_perft3 is None:
        return True
    start = Position(None, (), kabir.play(target, None, ())[0])
    nodes = sum(references.get(name).divide(target, start, 3)[0].values())
    if nodes != target.start_perft3:
        print(f"REFERENCE {name} counts {nodes} for {target.name} at depth 3 from the start, "
              f"perft.md {target.start_perft3}: its definition is wrong")
    return nodes == target.start_perft3


def positions(target, kabir, rng, count, max_plies):
    """Yields (Position, origin, Kabir's result kind): every seed, then `count` positions from
    random playouts."""
    for seed in target.seeds:
        fen, _, result = kabir.play(target, seed.fen, seed.moves)
        yield Position(seed.fen, seed.moves, fen), seed.source, result
    made = 0
    while made < count:
        seed = rng.choice((target.seeds[0],) * 2 + target.seeds)  # the start position most often
        length = rng.choice((rng.randint(1, 20), rng.randint(20, 80), rng.randint(80, max_plies)))
        moves = list(seed.moves)
        for ply in range(length + 1):
            fen, legal, result = kabir.play(target, seed.fen, moves)
            board = Board(fen)
            rate = INTERESTING_SAMPLE_RATE if interesting(board, legal) else SAMPLE_RATE
            if ply == length or not legal or (ply and rng.random() < rate):
                made += 1
                yield Position(seed.fen, tuple(moves), fen), f"playout from {seed.source}, ply {ply}", result
                if made == count or ply == length or not legal:
                    break
            moves.append(pick(board, legal, rng))


def interesting(board, legal):
    special = {"castling", "en-passant", "promotion"}
    return board.in_check() or any(special & board.kinds(m) for m in legal)


def pick(board, legal, rng):
    weights = []
    for move in legal:
        kinds = board.kinds(move)
        if board.after(move).in_check():
            kinds.add("check")
        weights.append(max([WEIGHTS[k] for k in kinds], default=1))
    return rng.choices(legal, weights)[0]


def compare(target, kabir, engine, name, pos, depth):
    """(report or None, Kabir's divide)."""
    mine, my_fen = kabir.divide(target, pos, depth)
    theirs, their_fen = engine.divide(target, pos, depth)
    if my_fen and their_fen and placement(my_fen) != placement(their_fen, target.letters.get(name, "")):
        return f"  positions differ: {name} reached {their_fen}\n", mine
    if target.rights and my_fen and their_fen and my_fen.split()[2] != their_fen.split()[2]:
        return f"  rights differ: kabir {my_fen}, {name} {their_fen}\n", mine
    if target.counting and my_fen and their_fen and counts_differ(target, kabir, pos, my_fen, their_fen):
        return f"  counts differ: kabir {my_fen}, {name} {their_fen}\n", mine
    if mine == theirs or not unexplained(target, kabir, engine, pos, depth, mine, theirs):
        return None, mine
    return narrow(target, kabir, engine, name, pos, depth, mine, theirs), mine


def counts_differ(target, kabir, pos, my_fen, their_fen):
    """Whether a running count (the en passant and halfmove fields) differs. Fairy-Stockfish
    11.1 does not yet start the count when a bare king takes the last pawn (its later rule,
    which Kabir plays): it starts one ply later at the same point, so that position is let pass."""
    if my_fen.split()[3:5] == their_fen.split()[3:5]:
        return False
    if not pos.moves or their_fen.split()[3] != "-":
        return True
    before, _, _ = kabir.play(target, pos.root_fen, pos.moves[:-1])
    board = Board(before)
    move = pos.moves[-1]
    lone_king = sum(1 for p in board.squares.values() if p.isupper() == board.mover(move).isupper()) == 1
    pawns_after = sum(1 for p in board.after(move).squares.values() if p in "Pp")
    return not (lone_king and "capture" in board.kinds(move) and pawns_after == 0)


def unexplained(target, kabir, engine, pos, depth, mine, theirs):
    """Whether the divides differ other than where a rule has ended the game inside the tree
    (Kabir then has no moves, while the reference's perft goes on): every differing move is
    followed down."""
    if set(mine) != set(theirs):
        return bool(mine) or kabir.play(target, pos.kabir_fen, pos.tail)[2] in COMPARABLE_RESULTS
    for move in (m for m in mine if mine[m] != theirs[m]):
        below = pos.then(move)
        sub_mine, _ = kabir.divide(target, below, depth - 1)
        sub_theirs, _ = engine.divide(target, below, depth - 1)
        if unexplained(target, kabir, engine, below, depth - 1, sub_mine, sub_theirs):
            return True
    return False


def placement(fen, letters=""):
    """A FEN's board (without pieces in hand) and side to move, with a reference's letters
    ("WD": its W is Kabir's D, either case) spelt as Kabir spells them."""
    board, side = fen.split()[:2]
    board = re.sub(r"\[[^\]]*\]$", "", board)
    for theirs, mine in zip(letters[::2], letters[1::2]):
        board = board.translate(str.maketrans(theirs + theirs.lower(), mine + mine.lower()))
    return board, side


def narrow(target, kabir, engine, name, pos, depth, mine, theirs):
    """Describes the disagreement and follows a move whose counts differ down to the position
    where the move sets differ."""
    out = difference(name, mine, theirs)
    out += f"  kabir divide: {format_divide(mine)}\n  {name} divide: {format_divide(theirs)}\n"
    while set(mine) == set(theirs) and depth > 1:
        move = next(m for m in sorted(mine) if mine[m] != theirs[m])
        pos, depth = pos.then(move), depth - 1
        mine, _ = kabir.divide(target, pos, depth)
        theirs, _ = engine.divide(target, pos, depth)
        fen, _, _ = kabir.play(target, pos.kabir_fen, pos.tail)
        out += f"  narrowed: after {' '.join(pos.tail)}: {fen}, depth {depth}\n"
        out += "  " + difference(name, mine, theirs).replace("\n  ", "\n    ")
    return out


def difference(name, mine, theirs):
    only_theirs = sorted(set(theirs) - set(mine))
    only_mine = sorted(set(mine) - set(theirs))
    counts = [f"{m} kabir {mine[m]} {name} {theirs[m]}" for m in sorted(set(mine) & set(theirs))
              if mine[m] != theirs[m]]
    if len(counts) > 8:
        counts[8:] = [f"and {len(counts) - 8} more"]
    return (f"  only {name}: {' '.join(only_theirs) or '-'}\n  only kabir: {' '.join(only_mine) or '-'}\n"
            f"  counts differ: {', '.join(counts) or '-'}\n")


def describe(target, pos, depth):
    root = f"FEN {pos.root_fen}" if pos.root_fen else "start position"
    repeat = f"kabir-cli perft {' '.join(target.kabir)} --fen '{pos.kabir_fen}' --depth {depth} --divide"
    moves = " ".join(pos.moves) or "-"
    return f"  root: {root}\n  moves: {moves}\n  fen: {pos.kabir_fen}\n  repeat: {repeat}\n"


def format_divide(divide):
    return " ".join(f"{m}:{c}" for m, c in sorted(divide.items())) or "(no moves)"


def count(stats, pos, divide):
    board = Board(pos.kabir_fen)
    kinds = set().union(*(board.kinds(m) for m in divide)) if divide else set()
    stats["positions"] += 1
    stats["leaves"] += sum(divide.values())
    stats["in check"] += board.in_check()
    stats["no move"] += not divide
    stats["castling"] += "castling" in kinds
    stats["en passant"] += "en-passant" in kinds
    stats["promotion"] += "promotion" in kinds
    stats["10 pieces or fewer"] += board.piece_count() <= 10
    stats["count running"] += pos.kabir_fen.split()[3].isdigit()


if __name__ == "__main__":
    sys.exit(main())
