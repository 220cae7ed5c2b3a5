# The pages of the Indian games on larger boards of Pritchard's chapter 29: Atranj, Shataranja
# (with Qatranj), Mysore chess and Baroda chess. The texts are those of text_<lang>.py, through
# T = Texts(lang).
from common import *
from pages1 import finish, shared_results
from pages2 import KNIGHT_LEAP, small_caption
from pages4 import array_of, body, value_set

# The urdabeg (mfbWcfbF): steps straight forward and back, captures diagonally either way.
URDABEG = {(0, 1): "○", (0, -1): "○", (1, 1): "×", (-1, 1): "×", (1, -1): "×", (-1, -1): "×"}
# The police (fDfA): three forward leaps of two squares.
POLICE = {(0, 2): "●", (2, 2): "●", (-2, 2): "●"}
# The enemy king two files right of and three ranks above the attendant: of its eight steps only
# two bring the attendant nearer in king steps, straight up and up to the right.
ATTENDANT = {(0, 1): "●", (1, 1): "●"}
ATTENDANT_KING = {(2, 3): "k"}


def atranj(lang):
    T = Texts(lang)
    P = T.page("atranj")
    data = load("atranj")
    rows = [
        (movement("K", letter="K"), T("common.king", names="")),
        (movement("QN", letter="A"), P("prince")),
        (movement("Q", letter="Q"), T("common.queen", names="")),
        (movement("R", letter="R"), T("common.rook", names="")),
        (movement("B", letter="B"), T("common.bishop", names="")),
        (movement("N", letter="N"), T("common.knight", names="")),
        (points(URDABEG, letter="U"), P("urdabeg")),
        (pawn_diagram(1), P("pawn")),
    ]
    board = [P("board"), board_diagram(10, 10, array_of(data), checkered=False, caption=P("caption"))]
    results = shared_results(T, P("stalemate"), "", P("stalemate-note"))
    return finish(T, T.data(data["name"]), body(T, P, data, board, rows, P("rules"), results, P("disagree")))


def shataranja(lang):
    T = Texts(lang)
    P = T.page("shataranja")
    data = load("shataranja")
    rows = [
        (movement("K", letter="K"), T("common.king", names="")),
        (movement("QN", letter="A"), P("crown-prince")),
        (movement("Q", letter="Q"), P("minister")),
        (movement("BN", letter="C"), P("kotwal")),
        (movement("R", letter="R"), P("chariot")),
        (movement("B", letter="B"), P("elephant")),
        (movement("N", letter="N"), P("horse")),
        (movement("K", size=5, letter="G"), P("begum")),
        (points(ATTENDANT, size=7, letter="T", labels=ATTENDANT_KING), P("attendant")),
        (pawn_diagram(1), P("pawn")),
    ]
    board = [P("board"), board_diagram(10, 10, array_of(data), checkered=False, caption=P("caption"))]
    results = shared_results(T, P("stalemate"), P("results"), P("stalemate-note"))
    # Why the option is kotwal, not Pritchard's kotwala: the reader meets both spellings.
    options = {("kotwal", None): P("opt-kotwal")}
    return finish(T, T.data(data["name"]),
                  body(T, P, data, board, rows, P("rules"), results, P("disagree"), options_extra=options))


def mysore(lang):
    T = Texts(lang)
    P = T.page("mysore")
    data = load("mysore")
    rows = [
        (movement("K", letter="K"), T("common.king", names="")),
        (movement("Q", letter="M"), P("minister")),
        (movement("Q", letter="Y"), P("prince")),
        (movement("K", size=5, letter="G"), P("queen")),
        (movement("R", letter="R"), P("rook")),
        (movement("B", letter="B"), P("bishop")),
        (movement("N", letter="N"), P("knight")),
        (pawn_diagram(1), P("pawn")),
    ]
    fen14 = value_set(data, "board", "14")["setup"]["fen"]
    board = [
        P("board"),
        board_diagram(12, 12, array_of(data), checkered=False, caption=P("caption12")),
        P("board14"),
        board_diagram(14, 14, parse_fen_board(fen14.split()[0], 14, 14)[0], checkered=False, size=20,
                      caption=P("caption14")),
    ]
    results = shared_results(T, T("shataranja.stalemate"), T("shataranja.results"), T("shataranja.stalemate-note"))
    return finish(T, T.data(data["name"]), body(T, P, data, board, rows, P("rules"), results, P("disagree")))


def baroda(lang):
    T = Texts(lang)
    P = T.page("baroda")
    data = load("baroda")
    rows = [
        (movement("K", letter="K", extra=KNIGHT_LEAP), P("king")),
        (movement("QN", letter="A"), P("prince")),
        (movement("Q", letter="Q"), P("minister")),
        (movement("KC", letter="O"), P("army")),
        (movement("RN", letter="G"), P("governor")),
        (movement("BN", letter="C"), P("commander")),
        (movement("ND", letter="D"), P("bandmaster")),
        (movement("R", letter="R"), P("elephant")),
        (movement("B", letter="B"), P("camel")),
        (movement("N", letter="N"), P("horse")),
        (points(POLICE, letter="L", centre=(2, 1)), P("police")),
        (movement("KN", letter="Z"), P("citizen")),
        (pawn_diagram(2), P("pawn")),
    ]
    board = [P("board"), board_diagram(10, 10, array_of(data), checkered=False, caption=P("caption"))]
    results = shared_results(T, T("india.stalemate"), "", T("india.stalemate-note"))
    return finish(T, T.data(data["name"]), body(T, P, data, board, rows, P("rules"), results, P("disagree")))
