# The pages of the games of Central Asia in Pritchard's chapter 29 (29.5), a function for each
# game: Shatar and Hiashatar. The texts are those of text_<lang>.py (text_<lang>_central.py),
# through T = Texts(lang).
from common import *
from pages1 import finish, shared_results
from pages4 import array_of, body


def shatar(lang):
    """Shatar after Pritchard: the bers (rook and ferz), the compulsory 1. d4 d5, promotion to a
    bers, the Niol, the knight mate and the robado; Popova's amazon and rook-knight."""
    T = Texts(lang)
    P = T.page("shatar")
    data = load("shatar")
    rows = [
        (movement("K", letter="K"), T("common.king", names="")),
        (movement("RF", letter="J"), P("bers")),
        (movement("R", letter="R"), T("common.rook", names="")),
        (movement("B", letter="B"), T("common.bishop", names="")),
        (movement("N", letter="N"), T("common.knight", names="")),
        (pawn_diagram(2), P("pawn")),
        (movement("QN", letter="A"), P("amazon")),
        (movement("RN", letter="C"), P("rook-knight")),
    ]
    board = [P("board"), board_diagram(8, 8, array_of(data), checkered=False, caption=P("caption"))]
    results = shared_results(T, P("stalemate"), P("results"), " ")
    return finish(T, T.data(data["name"]), body(T, P, data, board, rows, P("rules"), results, P("disagree")))


HIA_ZONE = "#f2c6a0"  # the squares around a hia


def hiashatar(lang):
    """Hiashatar: the men of chess and the hias, whose zones stop lines and narrow moves."""
    T = Texts(lang)
    P = T.page("hiashatar")
    data = load("hiashatar")
    hia = {(k * dx, k * dy): "●" for dx, dy in ALL8 for k in (1, 2)}
    rows = [
        (movement("K", letter="K"), T("common.king", names="")),
        (movement("Q", letter="Q"), P("queen")),
        (points(hia, letter="H"), P("hia")),
        (movement("R", letter="R"), T("common.rook", names="")),
        (movement("B", letter="B"), T("common.bishop", names="")),
        (movement("N", letter="N"), T("common.knight", names="")),
        (pawn_diagram(3), P("pawn")),
    ]
    # The black hia on f6 and its zone, a rook and a bishop it stops, a queen it narrows, a
    # knight it leaves alone.
    example = {(4, 0): "K", (4, 9): "k", (5, 5): "h", (0, 5): "R", (7, 7): "B", (4, 6): "q", (6, 4): "n"}
    zone = {(5 + dx, 5 + dy): HIA_ZONE for dx, dy in ALL8}
    board = [P("board"), board_diagram(10, 10, array_of(data), checkered=False, caption=P("caption")),
             P("zone-intro"), board_diagram(10, 10, example, marks=zone, checkered=False, caption=P("zone-caption"))]
    results = shared_results(T, P("stalemate"), P("results"), P("stalemate-note"))
    return finish(T, T.data(data["name"]), body(T, P, data, board, rows, P("rules"), results, P("disagree")))
