"""Perft divides from kabir-cli, Fairy-Stockfish 11.1 (UCI) and Sjaak II 1.4.1 (its console).

Every divide is a dict {move in Kabir's coordinate notation: leaf count}. A position is given
as Kabir's own FEN of it (what Kabir is tested on) and, for the references, as the root
(start position or a FEN) plus every move played since: the references never read Kabir's
FENs, so a FEN that loses information shows up as a disagreement.
"""

import os
import queue
import re
import subprocess
import threading
from dataclasses import dataclass

from board import Board, mirror_fen, mirror_move, square_name


class EngineError(Exception):
    """A reference engine failed or refused a position."""


class KabirError(Exception):
    """kabir-cli failed: crashed, hung, or rejected its own moves or FEN."""


@dataclass(frozen=True)
class Position:
    root_fen: str | None  # None: the variant's start position
    moves: tuple[str, ...]  # from the root
    kabir_fen: str  # Kabir's FEN of the position after moves[:len(moves) - len(tail)]
    tail: tuple[str, ...] = ()  # moves played after kabir_fen (while narrowing a mismatch)

    def then(self, move):
        return Position(self.root_fen, self.moves + (move,), self.kabir_fen, self.tail + (move,))

    def side_to_move(self):
        side = self.kabir_fen.split()[1]
        return side if len(self.tail) % 2 == 0 else ("b" if side == "w" else "w")


class Kabir:
    def __init__(self, cli):
        self.cli = cli

    def _run(self, args):
        try:
            done = subprocess.run([self.cli] + args, capture_output=True, text=True, timeout=600)
        except subprocess.TimeoutExpired:
            raise KabirError(f"kabir-cli timed out: {' '.join(args)}")
        except OSError as error:  # e.g. while kabir-cli is being rebuilt
            raise KabirError(f"kabir-cli did not start: {error}")
        if done.returncode != 0:
            raise KabirError(f"kabir-cli {' '.join(args)}: exit {done.returncode}: {done.stderr.strip()}")
        return done.stdout

    def play(self, target, root_fen, moves):
        """(fen, legal moves, result kind) after `moves` from the root."""
        args = ["play", *target.kabir] + (["--fen", root_fen] if root_fen else []) + list(moves)
        lines = self._run(args).splitlines()
        if len(lines) != 3 or not lines[0].startswith("fen ") or not lines[1].startswith("legal "):
            raise KabirError(f"kabir-cli play printed {lines!r}")
        legal = lines[1].split(":", 1)[1].split()
        return lines[0][4:], legal, lines[2].split()[-1]

    def divide(self, target, pos, depth):
        args = ["perft", *target.kabir, "--fen", pos.kabir_fen, "--depth", str(depth), "--divide"]
        if pos.tail:
            args += ["--moves", *pos.tail]
        counts = {}
        for line in self._run(args).splitlines():
            words = line.split()
            if len(words) == 2:
                counts[words[0]] = int(words[1])
        return counts, pos.kabir_fen if not pos.tail else None


class _Process:
    """A console engine fed line by line; a reader thread lets every wait have a timeout."""

    def __init__(self, argv):
        self.proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.STDOUT, text=True, bufsize=1)
        self.lines = queue.Queue()
        threading.Thread(target=self._pump, daemon=True).start()

    def _pump(self):
        for line in self.proc.stdout:
            self.lines.put(line.rstrip("\n"))
        self.lines.put(None)

    def send(self, *commands):
        self.proc.stdin.write("".join(c + "\n" for c in commands))
        self.proc.stdin.flush()

    def read_until(self, done, timeout=600):
        seen = []
        while True:
            try:
                line = self.lines.get(timeout=timeout)
            except queue.Empty:
                raise EngineError(f"{self.proc.args[0]} gave no answer for {timeout} s")
            if line is None:
                raise EngineError(f"{self.proc.args[0]} ended: {seen[-5:]}")
            seen.append(line)
            if done(line):
                return seen

    def close(self):
        try:
            self.send("quit")
            self.proc.wait(timeout=5)
        except (OSError, subprocess.TimeoutExpired):
            self.proc.kill()


class FairyStockfish:
    # Debian's package, or a build of a later source (the Cambodian games need one).
    binary = os.environ.get("KABIR_FAIRY_STOCKFISH", "/usr/games/fairy-stockfish")

    def __init__(self, variant_file):
        self.engine = _Process([self.binary])
        self.engine.send("uci", f"setoption name VariantPath value {variant_file}")
        self.variant = None

    def divide(self, target, pos, depth):
        if self.variant != target.fsf_variant:
            self.engine.send(f"setoption name UCI_Variant value {target.fsf_variant}", "isready")
            self.engine.read_until(lambda l: l == "readyok")
            self.variant = target.fsf_variant
        root, moves = pos.root_fen, pos.moves
        if target.fsf_mirrored:
            ranks = Board(root).ranks
            root, moves = mirror_fen(root), [mirror_move(m, ranks) for m in moves]
        position = "position " + (f"fen {root}" if root else "startpos")
        if moves:
            position += " moves " + " ".join(moves)
        self.engine.send(position, "d", "isready")
        answer = self.engine.read_until(lambda l: l == "readyok")
        fen = next((line[5:] for line in answer if line.startswith("Fen: ")), "")
        self.engine.send(f"go perft {depth}")
        counts = {}
        for line in self.engine.read_until(lambda l: l.startswith("Nodes searched")):
            m = re.fullmatch(r"(\S+): (\d+)", line)
            if m:
                counts[m[1]] = int(m[2])
        if target.fsf_mirrored:
            counts = {mirror_move(m, ranks): c for m, c in counts.items()}
            fen = mirror_fen(fen) if fen else fen
        return counts, fen

    def close(self):
        self.engine.close()


class Sjaak:
    binary = "/usr/games/sjaakii"
    _ansi = re.compile(r"\x1b\[[0-9;]*m")
    _prompt = re.compile(r"#\[[^\]]*\][^>]*> ?")
    _summary = re.compile(r"\s*(\d+)\s+(\d+)\s+[\d.]+\s+[\d.]+nps")
    _divide = re.compile(r"\s*(\S+)\s+(\d+)\s+(\d+)\s*")
    # "Nb1-c3", "e5xd6", "a9-a10Q"; an en passant capture by a piece with a letter also names
    # the pawn taken: "Yd5xe5-e4".
    _move = re.compile(r"[A-Z]*([a-p]\d+)(?:x[a-p]\d+)?[-x]([a-p]\d+)([A-Z]?)")
    _fen = re.compile(r"(\S+/\S+ [wb] .*)")

    def __init__(self, variant_file):
        # The console mode: Sjaak's xboard mode names the ranks of a 10-rank board from 0.
        self.engine = _Process([self.binary, "-no_user_variants"])
        self.engine.send(f"load {variant_file}")
        self.variant = None

    def _lines(self, done):
        for raw in self.engine.read_until(lambda l: done(self._clean(l))):
            yield self._clean(raw)

    def _clean(self, line):
        return self._prompt.sub("", self._ansi.sub("", line))

    def divide(self, target, pos, depth):
        if self.variant != target.sjaak_variant:
            # Every "new" game costs Sjaak about 650 kB that it never frees, so it starts one
            # per variant, to learn the start position, and sets up every position after that.
            self.engine.send(f"variant {target.sjaak_variant}", "new", "force", "fen")
            self.start = list(self._lines(self._fen.fullmatch))[-1]
            self.variant = target.sjaak_variant
        root = _sjaak_fen(pos.root_fen, target.sjaak_moved_pawns) if pos.root_fen else self.start
        moves = _sjaak_moves(root, pos.moves) if pos.root_fen and target.sjaak_moved_pawns else pos.moves
        self.engine.send(f"setboard {root}", *moves, "fen", f"perft {depth} 1")
        # "perft D 1" divides every depth from 1 to D. Its divides list the pseudo-legal moves,
        # an illegal one with count 0; at depth 1 every legal one has count 1.
        counts, legal, fen, errors = {}, None, "", []
        for line in self._lines(lambda l: self._is_summary(l, depth)):
            if line.startswith("Error"):
                errors.append(line)
            elif summary := self._summary.fullmatch(line):  # an iteration of the perft loop ended
                if int(summary[1]) == 1:
                    legal = {m for m, c in counts.items() if c == 1}
                if int(summary[1]) == depth:
                    break
                counts = {}
            elif m := self._divide.fullmatch(line):
                counts[self._coordinate(target, pos, m[1])] = int(m[2])
            elif self._fen.fullmatch(line):
                fen = line.replace("Y", "P").replace("y", "p")  # the MovedPawn is a pawn
        if errors:
            raise EngineError("Sjaak refused: " + "; ".join(errors))
        return {m: c for m, c in counts.items() if m in legal}, fen

    def _is_summary(self, line, depth):
        m = self._summary.fullmatch(line)
        return bool(m) and int(m[1]) == depth

    def _coordinate(self, target, pos, text):
        if text in ("O-O", "O-O-O"):
            return target.castling[(pos.side_to_move(), text)]
        m = self._move.fullmatch(text)
        if not m:
            raise EngineError(f"cannot read Sjaak's move '{text}'")
        return m[1] + m[2] + m[3].lower()

    def close(self):
        self.engine.close()


def _sjaak_moves(root, moves):
    """Kabir's moves as Sjaak reads them after a FEN with MovedPawns: it takes their en passant
    captures only in its own spelling, naming the pawn taken ("Yd4xe5-e3")."""
    board, spelt = Board(root), []
    for move in moves:
        victim = board.en_passant_victim(move)
        if victim and board.mover(move) in "Yy":
            origin, destination = re.fullmatch(r"([a-p]\d+)([a-p]\d+)", move).groups()
            spelt.append(f"Y{origin}x{square_name(victim)}-{destination}")
        else:
            spelt.append(move)
        board = board.after(move)
    return spelt


def _sjaak_fen(fen, moved_pawns):
    """A FEN as Sjaak reads it: with moved_pawns, every pawn off its own 2nd rank spelt as its
    MovedPawn (Y, y). Sjaak reads one en passant square and takes the pawn beside it, so a
    field it would misread (a triple step's squares) is refused."""
    fields = fen.split()
    ranks = fields[0].split("/")
    if len(fields) > 3 and fields[3] != "-":
        board = Board(fen)
        ep = re.fullmatch(r"([a-p])(\d+)", fields[3])
        beside = ep and (ord(ep[1]) - 97, int(ep[2]) - (2 if fields[1] == "w" else 0))
        if not ep or board.squares.get(beside) != ("p" if fields[1] == "w" else "P"):
            raise EngineError(f"Sjaak cannot read the en passant field of {fen}")
    if moved_pawns:
        for index, rank in enumerate(ranks):
            if index != len(ranks) - 2:
                rank = rank.replace("P", "Y")
            if index != 1:
                rank = rank.replace("p", "y")
            ranks[index] = rank
    return " ".join(["/".join(ranks)] + fields[1:])
