"""Malformed FENs that kabir-cli perft and play must reject with a message naming the field
(and never crash or hang on), and odd but well-formed ones that both must accept.
"""

import subprocess

_CHESS = ("--variant", "chess")
_KAISER = ("--variant", "kaiserspiel", "--option", "ruleset=B")
_KAISER_A = ("--variant", "kaiserspiel")
_BODLAENDER = ("--variant", "hyderabad", "--option", "ruleset=bodlaender")
_START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"
_K10 = "rnbckqabnr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RNBCKQABNR"
# Black has just played e9e6 (a triple step); Kabir writes the passed squares a pawn attacks.
_K10_EP = "rnbckqabnr/pppp1ppppp/10/10/3Pp5/10/10/10/PPP1PPPPPP/RNBCKQABNR w KQkq"

# (variant arguments, FEN, the field the message must name; None: the FEN must be accepted)
CASES = (
    (_CHESS, f"{_START} w KQkq - 0 1 extra", "extra"),
    (_CHESS, f"{_START} KQkq - 0 1", "side to move"),
    (_CHESS, f"{_START} x KQkq - 0 1", "side to move"),
    (_CHESS, "rnbqkbnr/pppppppp/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "board"),
    (_CHESS, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1", "board"),
    (_CHESS, "rnbqkbnrr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "board, rank 8"),
    (_CHESS, "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "board, rank 7"),
    (_CHESS, "rnbqkbnx/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "board, rank 8"),
    (_CHESS, "rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w - - 0 1", "board"),
    (_CHESS, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKKNR w - - 0 1", "board"),
    (_CHESS, "kK6/8/8/8/8/8/8/8 w - - 0 1", "board"),
    (_CHESS, "8/8/8/8/8/8/8/8 w - - 0 1", "board"),
    (_CHESS, "//////// w - - 0 1", "board, rank 8"),
    (_CHESS, "", "board"),
    (_CHESS, f"{_START} w KQkq e9 0 1", "en passant"),
    (_CHESS, f"{_START} w KQkq z3 0 1", "en passant"),
    (_CHESS, f"{_START} w KQkq , 0 1", "en passant"),
    (_CHESS, f"{_START} w KQkq ,, 0 1", "en passant"),
    (_CHESS, "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3e3 0 3", "en passant"),
    (_CHESS, "4k3/8/4P3/8/3p4/8/8/4K3 b - e3 0 3", "en passant"),  # no double step passes e3
    (_BODLAENDER, "rnbqkgvbnr/ppppddpppp/4p5/10/3pP5/10/10/10/PPPPDDPPPP/RNBVGKQBNR b - e4 0 3",
     "en passant"),  # no multi-steps, so no en passant
    (_CHESS, "1nbqkbn1/pppppppp/8/8/8/8/PPPPPPPP/1NBQKBN1 w KQkq - 0 1", "castling"),
    (_CHESS, f"{_START} w KQkqX - 0 1", "castling"),
    (_CHESS, f"{_START} w - - -5 1", "halfmove clock"),
    (_CHESS, f"{_START} w - - 99999999999999999999 1", "halfmove clock"),
    (_CHESS, f"{_START} w - - 0 0", "move number"),
    (_CHESS, "rnbqkbnr/pppppppp/4294967304/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "board, rank 6"),
    (_CHESS, "rnbqkbnr/pppppppp/99999999999999999999/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", "board, rank 6"),
    (_CHESS, f"{_START} w KQkq - 0", None),
    (_CHESS, _START, None),
    (_KAISER, f"{_K10} w KQkq - 0 1", None),
    (_KAISER, "rnbckqabnr/pppppppppp/55/10/10/10/10/10/PPPPPPPPPP/RNBCKQABNR w KQkq - 0 1", "board, rank 8"),
    (_KAISER, "rnbckqabnr/pppppppppp/4294967306/10/10/10/10/10/PPPPPPPPPP/RNBCKQABNR w - - 0 1",
     "board, rank 8"),
    (_KAISER, "rnbckqabnr/pppppppppp/*9/10/10/10/10/10/PPPPPPPPPP/RNBCKQABNR w KQkq - 0 1", "board, rank 8"),
    (_KAISER, f"{_K10} w KQkq e11 0 1", "en passant"),
    (_KAISER, f"{_K10} w KQkq e0 0 1", "en passant"),
    (_KAISER, f"{_K10} w KQkq e3e4 0 1", "en passant"),
    (_KAISER, f"{_K10} w AJaj - 0 1", "castling"),
    (_KAISER, f"{_K10} w KQkq - 0 1 leap:Kk", "leap"),
    (_KAISER, f"{_K10_EP} e7d7 0 3", "en passant"),  # d7 is not behind the e-pawn
    (_KAISER, f"{_K10_EP} e7e7 0 3", "en passant"),
    (_KAISER, f"{_K10_EP} e7 0 3", None),
    (_KAISER, f"{_K10_EP} e8,e7 0 3", None),
    (_KAISER_A, "4k4P/10/10/10/10/10/10/10/10/4K5 w - - 0 1 waiting:j10,j10", "waiting"),
    (_KAISER_A, "4k5/10/10/10/10/10/10/10/10/4K4P w - - 0 1 waiting:j1", "waiting"),
    (_KAISER_A, "4k4P/10/10/10/10/10/10/10/10/4K5 w - - 0 1 waiting:j10", None),
)


def check_bad_fens(cli):
    """Runs every case through perft and play; prints and counts the wrong answers."""
    failures = 0
    for variant, fen, field in CASES:
        for command in (["perft", *variant, "--fen", fen, "--depth", "1"], ["play", *variant, "--fen", fen]):
            problem = _judge(cli, command, field)
            if problem:
                failures += 1
                print(f"BAD FEN {' '.join(command[:3])} '{fen}': {problem}")
    print(f"bad FENs: {len(CASES)} checked through perft and play, {failures} wrong answer(s)")
    return failures


def _judge(cli, command, field):
    if command[0] == "play" and not command[-1]:
        return None  # play treats an empty --fen as "from the start"
    try:
        done = subprocess.run([cli, *command], capture_output=True, text=True, timeout=20)
    except subprocess.TimeoutExpired:
        return "hangs"
    if done.returncode < 0:
        return f"crashes (signal {-done.returncode})"
    if field is None:
        return None if done.returncode == 0 else f"rejected: {done.stderr.strip()}"
    if done.returncode == 0:
        return "accepted"
    if f"'{field}'" not in done.stderr:
        return f"message does not name '{field}': {done.stderr.strip()}"
    return None
