# The pages of the Maharajah and the Sepoys, Maharaja (12x8) and Tibetan chess. The texts are
# those of text_<lang>.py, through T = Texts(lang).
from common import *
from pages1 import finish, shared_results, std_piece_rows
from pages4 import array_of, body

SAFE = "#b8d4ec"


def maharajah(lang):
    T = Texts(lang)
    P = T.page("maharajah")
    data = load("maharajah")
    rows = std_piece_rows(T, extra_rows=[
        (pawn_diagram(2), P("pawn")),
        (movement("QN", letter="M"), P("maharajah")),
    ])
    # The squares where the Maharajah may be placed: empty and attacked by no white man.
    safe = {(f, r): SAFE for f in range(8) for r in range(3, 8)}
    board = [P("board"), board_diagram(8, 8, array_of(data), marks=safe, caption=P("caption"))]
    results = shared_results(T, P("stalemate"), P("results"), P("stalemate-note") or " ")
    return finish(T, T.data(data["name"]), body(T, P, data, board, rows, P("rules"), results, P("disagree")))


def maharaja(lang):
    T = Texts(lang)
    P = T.page("maharaja")
    data = load("maharaja")
    rows = [
        (movement("K", letter="K"), T("common.king", names="")),
        (movement("QN", letter="M"), P("maharani")),
        (movement("Q", letter="Q"), T("common.queen", names="")),
        (movement("B", letter="B"), T("common.bishop", names="")),
        (movement("A", size=5, letter="E"), P("elf")),
        (movement("N", letter="N"), T("common.knight", names="")),
        (movement("R", letter="R"), T("common.rook", names="")),
        (pawn_diagram(1), P("pawn")),
    ]
    board = [P("board"), board_diagram(12, 8, array_of(data), caption=P("caption"))]
    results = shared_results(T, P("stalemate"), "", P("stalemate-note") or " ")
    return finish(T, T.data(data["name"]), body(T, P, data, board, rows, P("rules"), results, P("disagree")))


def tibetan(lang):
    T = Texts(lang)
    P = T.page("tibetan")
    data = load("tibetan")
    rows = std_piece_rows(T, extra_rows=[(pawn_diagram(2), P("pawn"))])
    board = [P("board"), board_diagram(8, 8, array_of(data), caption=P("caption"))]
    results = shared_results(T, P("stalemate"), P("results"), P("stalemate-note") or " ")
    return finish(T, T.data(data["name"]), body(T, P, data, board, rows, P("rules"), results, P("disagree")))

