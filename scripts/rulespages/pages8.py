# The pages of the games of Central Asia in Pritchard's chapter 29 (29.5), a function for each
# game. The texts are those of text_<lang>.py (text_<lang>_central.py), through T = Texts(lang).
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
