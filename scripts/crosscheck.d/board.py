"""A minimal board model of the crosschecked variants: enough to tell what kind a move is and
whether a king is in check, which steers the random playouts towards the interesting rules and
counts what the checked positions contained. It judges no legality: Kabir and the reference
engines do that.
"""

import re

_ORTHOGONAL = ((1, 0), (-1, 0), (0, 1), (0, -1))
_DIAGONAL = ((1, 1), (1, -1), (-1, 1), (-1, -1))
_KNIGHT = ((1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1))
# Letters of every crosschecked variant (rules.md §1-§3): which of rook, bishop and knight
# moves each piece combines. K and P are handled apart.
_PARTS = {"Q": "RB", "R": "R", "B": "B", "N": "N", "C": "RBN", "G": "RBN", "A": "BN",
          "V": "BN", "M": "RN", "D": "RN"}
_MOVE = re.compile(r"([a-p])(\d+)([a-p])(\d+)([a-z]?)")
_DROP = re.compile(r"([A-Z])@([a-p])(\d+)")  # a piece from the hand (Sittuyin's set-up)
# Pawn letters: Y, y is Sjaak's MovedPawn (sjaak-variants.txt), a pawn as well.
_PAWNS = "PpYy"


class Board:
    def __init__(self, fen):
        fields = fen.split()
        rows = re.sub(r"\[[^\]]*\]$", "", fields[0]).split("/")  # without the pieces in hand
        self.ranks = len(rows)
        self.squares = {}
        for r, row in enumerate(rows):
            file = 0
            for token in re.findall(r"\d+|.", row):
                if token.isdigit():
                    file += int(token)
                else:
                    if token != "*":
                        self.squares[(file, self.ranks - 1 - r)] = token
                    file += 1
        self.files = file
        self.side = fields[1]

    def copy(self):
        other = Board.__new__(Board)
        other.ranks, other.files, other.side = self.ranks, self.files, self.side
        other.squares = dict(self.squares)
        return other

    def piece_count(self):
        return len(self.squares)

    def kinds(self, move):
        """The set of kinds of a move: capture, en-passant, promotion, castling, multi-step,
        allows-en-passant (a multi-step over a square an enemy pawn attacks), pawn (another
        pawn move), king (a king's step), drop."""
        if _DROP.fullmatch(move):
            return {"drop"}
        (ff, fr), (tf, tr), promotion = _parse(move)
        piece = self.squares.get((ff, fr), "?")
        target = self.squares.get((tf, tr))
        kinds = set()
        if target and target.isupper() != piece.isupper():
            kinds.add("capture")
        if piece in _PAWNS and ff != tf and not target:
            kinds.update(("capture", "en-passant"))
        if promotion:
            kinds.add("promotion")
        if piece in "Kk":
            kinds.add("castling" if abs(tf - ff) > 1 and fr == tr else "king")
        if piece in _PAWNS:
            kinds.add("multi-step" if abs(tr - fr) > 1 else "pawn")
            enemy = "py" if piece.isupper() else "PY"
            step = 1 if piece.isupper() else -1
            for r in range(fr + step, tr, step):  # a passed square an enemy pawn attacks
                if any(self.squares.get((ff + df, r + step), "-") in enemy for df in (-1, 1)):
                    kinds.add("allows-en-passant")
        return kinds

    def mover(self, move):
        if drop := _DROP.fullmatch(move):
            return drop[1] if self.side == "w" else drop[1].lower()
        return self.squares.get(_parse(move)[0])

    def en_passant_victim(self, move):
        """The square of the pawn an en passant capture takes: the first piece behind the
        square taken on (None for any other move)."""
        (ff, fr), (tf, tr), _ = _parse(move)
        piece = self.squares.get((ff, fr), "?")
        if piece not in _PAWNS or ff == tf or (tf, tr) in self.squares:
            return None
        step = -1 if piece.isupper() else 1
        r = tr + step
        while 0 <= r < self.ranks and (tf, r) not in self.squares:
            r += step
        return (tf, r)

    def after(self, move):
        """The board after a move (castling rooks from the corner to beside the king)."""
        board = self.copy()
        board.side = "b" if self.side == "w" else "w"
        if _DROP.fullmatch(move):
            board.squares[_parse_square(move[2:])] = self.mover(move)
            return board
        (ff, fr), (tf, tr), promotion = _parse(move)
        board.squares.pop(self.en_passant_victim(move), None)
        piece = board.squares.pop((ff, fr))
        white = piece.isupper()
        if piece in "Kk" and abs(tf - ff) > 1 and fr == tr:
            corner = self.files - 1 if tf > ff else 0
            rook = board.squares.pop((corner, fr), None)
            if rook:
                board.squares[(tf - 1 if tf > ff else tf + 1, fr)] = rook
        if promotion:
            piece = promotion.upper() if white else promotion
        board.squares[(tf, tr)] = piece
        return board

    def in_check(self, side=None):
        side = side or self.side
        king = "K" if side == "w" else "k"
        where = next((s for s, p in self.squares.items() if p == king), None)
        return where is not None and self._attacked(where, by_white=(side == "b"))

    def _attacked(self, square, by_white):
        f, r = square

        def enemy(sq, letters):
            p = self.squares.get(sq)
            return p is not None and p.isupper() == by_white and p.upper() in letters

        pawn_rank = r - 1 if by_white else r + 1
        if enemy((f - 1, pawn_rank), "PY") or enemy((f + 1, pawn_rank), "PY"):
            return True
        if any(enemy((f + df, r + dr), "K") for df, dr in _ORTHOGONAL + _DIAGONAL):
            return True
        knights = [k for k, parts in _PARTS.items() if "N" in parts]
        if any(enemy((f + df, r + dr), knights) for df, dr in _KNIGHT):
            return True
        for directions, part in ((_ORTHOGONAL, "R"), (_DIAGONAL, "B")):
            sliders = [k for k, parts in _PARTS.items() if part in parts]
            for df, dr in directions:
                x, y = f + df, r + dr
                while 0 <= x < self.files and 0 <= y < self.ranks:
                    if (x, y) in self.squares:
                        if enemy((x, y), sliders):
                            return True
                        break
                    x, y = x + df, y + dr
        return False


def mirror_fen(fen):
    """The FEN of the same position with the colours swapped and the board turned upside down
    (ranks reversed), without pieces in hand."""
    fields = fen.split()
    rows = re.sub(r"\[[^\]]*\]$", "", fields[0]).split("/")
    fields[0] = "/".join(reversed(rows)).swapcase()
    fields[1] = "b" if fields[1] == "w" else "w"
    if len(fields) > 2 and fields[2] != "-":
        fields[2] = "".join(sorted(fields[2].swapcase()))
    if len(fields) > 3 and fields[3] != "-":
        fields[3] = _mirror_square(fields[3], len(rows))
    return " ".join(fields)


def mirror_move(move, ranks):
    """A coordinate move on the board turned upside down."""
    m = _MOVE.fullmatch(move)
    if not m:
        raise ValueError(f"not a coordinate move: {move}")
    return f"{m[1]}{ranks + 1 - int(m[2])}{m[3]}{ranks + 1 - int(m[4])}{m[5]}"


def _mirror_square(name, ranks):
    return f"{name[0]}{ranks + 1 - int(name[1:])}"


def square_name(square):
    return f"{chr(97 + square[0])}{square[1] + 1}"


def _parse_square(name):
    return (ord(name[0]) - 97, int(name[1:]) - 1)


def _parse(move):
    m = _MOVE.fullmatch(move)
    if not m:
        raise ValueError(f"not a coordinate move: {move}")
    return ((ord(m[1]) - 97, int(m[2]) - 1), (ord(m[3]) - 97, int(m[4]) - 1), m[5])
