# The pages of the games of South-East Asia, Indonesia and Malaysia in Pritchard's chapter 29
# (29.3, 29.4): Sittuyin, Makruk, Cambodian chess, Ka Ok, Hill's Cambodian game, Batak and
# Malay chess.
# The texts are those of text_<lang>.py, through T = Texts(lang).
from common import *
from pages1 import finish, shared_results
from pages2 import KNIGHT_LEAP
from pages4 import array_of, body

PROMOTION = "#9cc8f0"
DIAGONAL = "#d9c89a"  # the long diagonals drawn on the Malay board


def makruk(lang):
    T = Texts(lang)
    P = T.page("makruk")
    data = load("makruk")
    rows = [
        (movement("K", letter="K"), P("king")),
        (movement("F", size=5, letter="M"), P("met")),
        (movement("F", size=5, letter="S", extra={(0, 1): "●"}), P("thon")),
        (movement("N", letter="N"), P("horse")),
        (movement("R", letter="R"), P("rua")),
        (pawn_diagram(1), P("pawn")),
    ]
    # White's promotion squares: its 6th to 8th ranks.
    promotion = {(f, r): PROMOTION for f in range(8) for r in range(5, 8)}
    board = [P("board"), board_diagram(8, 8, array_of(data), marks=promotion, checkered=False, caption=P("caption"))]
    results = shared_results(T, P("stalemate"), P("results"), P("stalemate-note") or " ")
    return finish(T, T.data(data["name"]), body(T, P, data, board, rows, P("rules"), results, P("disagree")))


def sittuyin(lang):
    """Sittuyin: Makruk's men without the array — the pieces placed behind the pawns before the
    first move — and promotion on the great diagonals."""
    T = Texts(lang)
    P = T.page("sittuyin")
    data = load("sittuyin")
    rows = [
        (movement("K", letter="K"), P("king")),
        (movement("F", size=5, letter="F"), P("general")),
        (movement("F", size=5, letter="S", extra={(0, 1): "●"}), P("elephant")),
        (movement("N", letter="N"), P("horse")),
        (movement("R", letter="R"), P("chariot")),
        (pawn_diagram(1), P("pawn")),
    ]
    diagonals = {(f, r): DIAGONAL for f in range(8) for r in range(8) if f == r or f + r == 7}
    board = [P("board"), board_diagram(8, 8, array_of(data), marks=diagonals, checkered=False, caption=P("caption"))]
    results = shared_results(T, P("stalemate"), P("results"), P("stalemate-options"))
    return finish(T, T.data(data["name"]), body(T, P, data, board, rows, P("rules"), results, P("disagree")))


def near_capturer(diagonal=False, straight=False):
    """The marks of a slider that captures only on the first square of its lines (mQcK, mBcF,
    mRcW): "●" next to it, "○" beyond, to the edge of a 7x7 diagram."""
    lines = [(dx, dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1)
             if (dx or dy) and (diagonal if dx and dy else straight)]
    return {(k * dx, k * dy): "●" if k == 1 else "○" for dx, dy in lines for k in range(1, 4)}


def sittuyin_1920(lang):
    """The 1920 Burmese version: Sittuyin's board, every man placed in the own half, general,
    elephant and chariot moving far and capturing next to them."""
    T = Texts(lang)
    P = T.page("burmese1920")
    S = T.page("sittuyin")
    data = load("sittuyin-1920")
    rows = [
        (movement("K", letter="K"), S("king")),
        (movement("", letter="F", extra=near_capturer(diagonal=True, straight=True)), P("general")),
        (movement("", letter="S", extra=near_capturer(diagonal=True)), P("elephant")),
        (movement("N", letter="N"), S("horse")),
        (movement("", letter="R", extra=near_capturer(straight=True)), P("chariot")),
        (pawn_diagram(1), S("pawn")),
    ]
    diagonals = {(f, r): DIAGONAL for f in range(8) for r in range(8) if f == r or f + r == 7}
    board = [P("board"), board_diagram(8, 8, array_of(data), marks=diagonals, checkered=False, caption=P("caption"))]
    results = shared_results(T, S("stalemate"), P("results"), S("stalemate-options"))
    return finish(T, T.data(data["name"]), body(T, P, data, board, rows, P("rules"), results, P("disagree")))


def cambodian(lang, key="cambodian", variant="cambodian"):
    """Cambodian chess (and Ka Ok, key "karouk"): Makruk's men with the first-move leaps of king
    and met, the rook's aim and the Cambodian count."""
    T = Texts(lang)
    P = T.page(key)
    C = T.page("cambodian")
    data = load(variant)
    rows = [
        (movement("K", letter="K", centre=(2, 1), size=5, extra={(-2, 1): "◆", (2, 1): "◆"}), C("king")),
        (movement("F", size=5, letter="M", centre=(2, 1), extra={(0, 2): "◆"}), C("met")),
        (movement("F", size=5, letter="S", extra={(0, 1): "●"}), T("makruk.thon")),
        (movement("N", letter="N"), T("makruk.horse")),
        (movement("R", letter="R"), T("makruk.rua")),
        (pawn_diagram(1), T("makruk.pawn")),
    ]
    promotion = {(f, r): PROMOTION for f in range(8) for r in range(5, 8)}
    board = [C("board"), board_diagram(8, 8, array_of(data), marks=promotion, checkered=False, caption=T("makruk.caption"))]
    results = shared_results(T, T("makruk.stalemate"), P("results"), " ")
    rules = C("rules", extra=P("rules-extra"))
    return finish(T, T.data(data["name"]), body(T, P, data, board, rows, rules, results, P("disagree")))


def karouk(lang):
    return cambodian(lang, "karouk", "karouk")


def cambodian_hill(lang):
    """Hill's Cambodian game: a 9x9 board of points, officials and elephants that do not capture
    backwards, fish that are flipped beyond the centre line."""
    T = Texts(lang)
    P = T.page("hill")
    data = load("cambodian-hill")
    backward = {(1, -1): "○", (-1, -1): "○"}
    forward = {(1, 1): "●", (-1, 1): "●"}
    rows = [
        (movement("K", letter="K"), P("king")),
        (points({**forward, **backward}, letter="O"), P("official")),
        (points({**forward, **backward, (0, 1): "●", (1, 0): "●", (-1, 0): "●", (0, -1): "○"}, letter="E"),
         P("elephant")),
        (movement("N", letter="N"), P("horse")),
        (movement("R", letter="R"), P("boat")),
        (points({(0, 1): "●"}, letter="P", centre=(2, 1)), P("fish")),
        (movement("K", size=5, letter="G"), P("flipped")),
    ]
    # Beyond the centre line for White: its 6th to 9th ranks.
    zone = {(f, r): PROMOTION for f in range(9) for r in range(5, 9)}
    board = [P("board"), board_diagram(9, 9, array_of(data), marks=zone, checkered=False, caption=P("caption"))]
    results = shared_results(T, P("stalemate"), P("results"), P("stalemate-note"))
    return finish(T, T.data(data["name"]), body(T, P, data, board, rows, P("rules"), results, P("disagree")))


def orthodox_men(T, P):
    """The rows of queen, rook, bishop, knight and the page's pawn (Batak and Malay chess)."""
    return [
        (movement("Q", letter="Q"), T("common.queen", names="")),
        (movement("R", letter="R"), T("common.rook", names="")),
        (movement("B", letter="B"), T("common.bishop", names="")),
        (movement("N", letter="N"), T("common.knight", names="")),
        (pawn_diagram(2), P("pawn")),
    ]


def batak(lang):
    """Batak chess: orthodox men, the unmoved king's leap, the gelong, powerless pinned men."""
    T = Texts(lang)
    P = T.page("batak")
    data = load("batak")
    king_leap = {**KNIGHT_LEAP, **{v: "◆" for v in leaps(2, 0) | leaps(2, 2)}}
    rows = [(movement("K", letter="K", extra=king_leap), P("king")), *orthodox_men(T, P)]
    board = [P("board"), board_diagram(8, 8, array_of(data), checkered=False, caption=P("caption"))]
    results = shared_results(T, P("stalemate"), P("results"), P("stalemate-note"))
    return finish(T, T.data(data["name"]), body(T, P, data, board, rows, P("rules"), results, P("disagree")))


def malay(lang):
    """Malay chess (Main Chator) after Robinson: orthodox men, the king's privilege leap, pawns
    that walk back diagonally before they promote, the bare king moving as queen and knight."""
    T = Texts(lang)
    P = T.page("malay")
    data = load("malay")
    # Every square two away: the two-square leaps straight and diagonal, and the knight's leaps.
    privilege = {(dx, dy): "◆" for dx in range(-2, 3) for dy in range(-2, 3) if max(abs(dx), abs(dy)) == 2}
    rows = [
        (movement("K", letter="K", size=5, extra=privilege), P("king")),
        *orthodox_men(T, P),
        (movement("", size=5, letter="X", centre=(2, 3), extra={(-1, -1): "○", (1, -1): "○"}), P("returning")),
        (movement("", size=5, letter="V", centre=(2, 3), extra={(-1, 0): "○", (1, 0): "○", (-1, -1): "○", (1, -1): "○"}),
         P("turning")),
        (movement("QN", letter="K"), P("bare")),
    ]
    diagonals = {(f, r): DIAGONAL for f in range(8) for r in range(8) if f == r or f + r == 7}
    board = [P("board"), board_diagram(8, 8, array_of(data), marks=diagonals, checkered=False, caption=P("caption"))]
    results = shared_results(T, P("stalemate"), P("results"), " ", P("move-rule"))
    return finish(T, T.data(data["name"]), body(T, P, data, board, rows, P("rules"), results, P("disagree")))
