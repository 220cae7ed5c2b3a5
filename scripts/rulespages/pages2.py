# The pages of Hyderabad Decimal Chess, Turkish Great Chess and Chaturanga 4-84: their
# structure and diagrams. The texts are those of text_<lang>.py, through T = Texts(lang).
from common import *
from pages1 import finish, history, shared_results, std_piece_rows

KNIGHT_LEAP = {v: "◆" for v in leaps(2, 1)}


def small_caption(text):
    return f'<p style="font-size: small; margin: 4px 0px 2px 0px;">{text}</p>'


def hyderabad(lang):
    T = Texts(lang)
    P = T.page("hyderabad")
    data = load("hyderabad")
    pieces, _ = parse_fen_board(data["setup"]["fen"].split()[0], 10, 10)
    rows = std_piece_rows(T, {"Q": P("names-Q")}, [
        (movement("BN", letter="V"), P("vizier")),
        (movement("QN", letter="G"), P("giraffe")),
        (movement("RN", letter="D"), P("dabbaba")),
        (pawn_diagram(1), P("pawn")),
        (movement("K", letter="K", extra=KNIGHT_LEAP), P("leap")),
    ])
    body = [
        P("subtitle"),
        history(T, P("history")),
        h2(T, "board"),
        P("board"),
        board_diagram(10, 10, pieces, caption=P("caption")),
        h2(T, "pieces"),
        T("common.legend"),
        piece_table(rows),
        h2(T, "rules"),
        P("rules"),
        h2(T, "results"),
        shared_results(T, P("stalemate"), P("results")),
        h2(T, "options"),
        option_section(T, data, {
            ("ruleset", "markov-2022"): P("opt-markov"),
            ("ruleset", "greenwood"): P("opt-greenwood"),
        }),
        h2(T, "disagree"),
        "<ul>\n" + P("disagree") + "\n</ul>",
    ]
    return finish(T, T.data(data["name"]), body)


def turkish(lang):
    T = Texts(lang)
    P = T.page("turkish")
    data = load("turkish")
    fen = data["setup"]["fen"].split()[0]
    fen = fen.replace("{great}", "v").replace("{small}", "q").replace("{GREAT}", "V").replace("{SMALL}", "Q")
    pieces, _ = parse_fen_board(fen, 13, 13)
    reformed = fen.replace("v", "s").replace("V", "S")
    reformed_pieces, _ = parse_fen_board(reformed, 13, 13)
    rows = [
        (movement("K", letter="K", extra=KNIGHT_LEAP), P("king")),
        (movement("QN", letter="V"), P("vizier")),
        (movement("Q", letter="Q"), P("queen")),
        (movement("BN", letter="H"), P("rhinoceros")),
        (movement("C", letter="G"), P("gazelle")),
        (movement("R", letter="R"), P("rook")),
        (movement("B", letter="B"), P("bishop")),
        (movement("N", letter="N"), P("knight")),
        (pawn_diagram(1), P("pawn")),
        (movement("RF", letter="S"), P("short-queen")),
        (movement("RFN", letter="U"), P("superqueen")),
        (movement("BW", letter="X"), P("bishop-queen")),
    ]
    body = [
        P("subtitle"),
        history(T, P("history")),
        h2(T, "board"),
        P("board"),
        board_diagram(13, 13, pieces, caption=P("caption")),
        P("reformed-board"),
        board_diagram(13, 13, reformed_pieces, caption=P("caption-reformed")),
        h2(T, "pieces"),
        T("common.legend"),
        piece_table(rows),
        h2(T, "rules"),
        P("rules"),
        h2(T, "results"),
        shared_results(T, P("stalemate"), P("results")),
        h2(T, "options"),
        option_section(T, data, {
            ("ruleset", "reconstructed"): P("opt-reconstructed"),
            ("ruleset", "reformed"): P("opt-reformed"),
        }),
        h2(T, "disagree"),
        "<ul>\n" + P("disagree") + "\n</ul>",
    ]
    return finish(T, T.data(data["name"]), body)


def army_name(T, army, name):
    return f'<span style="color: {ARMY_COLOURS[army]}; font-weight: bold;">{esc(T.data(name))}</span>'


def chaturanga_4_84(lang):
    T = Texts(lang)
    P = T.page("chaturanga84")
    data = load("chaturanga-4-84")
    pieces, cut = parse_fen4_board(data["setup"]["fen"].split()[0], 10, 10)
    old = {(4, 4): MARK, (5, 4): MARK, (4, 5): MARK, (5, 5): MARK}
    # Red's promotion squares: the far edge downwards, and squares where Green's or Black's
    # non-pawn pieces start.
    promo = {}
    for f in range(10):
        for r in range(10):
            if (f, r) in cut:
                continue
            below = (f, r - 1)
            if r == 0 or below in cut:
                promo[(f, r)] = "#9cc8f0"
    for sq, (army, letter) in pieces.items():
        if army in "gb" and letter != "P":
            promo[sq] = "#9cc8f0"
    red_pieces = {sq: p for sq, p in pieces.items() if p[0] == "r"}
    old_caption = small_caption(P("old-caption"))
    rows = [
        (movement("K", letter="K"), P("king")),
        (movement("Q", letter="Q") + old_caption + movement("F", size=5, letter="Q"), P("queen")),
        (movement("R", letter="R") + old_caption + movement("D", size=5, letter="R"), P("rook")),
        (movement("B", letter="B") + old_caption + movement("A", size=5, letter="B"), P("bishop")),
        (movement("N", letter="N"), P("knight")),
        (movement("W", size=5, letter="W"), P("wazir")),
        (pawn_diagram(1) + small_caption(P("leap-caption")) + pawn_diagram(1, leap=True), P("pawn")),
    ]
    army_rows = "".join(
        f'<tr><td>{army_name(T, a, n)}</td><td align="center">{t}</td>'
        f'<td>{k}</td><td>{q}</td><td>{r}</td><td>{b}</td><td>{kn}</td><td>{p}</td><td>{P(d)}</td></tr>'
        for a, n, t, k, q, r, b, kn, p, d in [
            ("r", "Red", 1, "g10", "h10", "i10", "f10", "e10", "e9 f9 g9 h9 i9", "down"),
            ("g", "Green", 2, "j4", "j3", "j2", "j5", "j6", "i2 i3 i4 i5 i6", "left"),
            ("y", "Yellow", 1, "d1", "c1", "b1", "e1", "f1", "b2 c2 d2 e2 f2", "up"),
            ("b", "Black", 2, "a7", "a8", "a9", "a6", "a5", "b5 b6 b7 b8 b9", "right"),
        ])
    caption = P("caption", red=army_name(T, "r", "Red"), green=army_name(T, "g", "Green"),
                yellow=army_name(T, "y", "Yellow"), black=army_name(T, "b", "Black"))
    body = [
        P("subtitle"),
        history(T, P("history")),
        h2(T, "board", "armies"),
        P("board"),
        board_diagram(10, 10, pieces, cut, old, checkered=False, caption=caption),
        '<table cellspacing="0" cellpadding="3" border="1" style="border-collapse: collapse; border-color: #aaaaaa; border-style: solid;">'
        f'<tr bgcolor="#eeeeee">{P("army-header")}</tr>' + army_rows + "</table>",
        P("armies"),
        h2(T, "pieces"),
        T("common.legend"),
        piece_table(rows),
        h2(T, "rules"),
        P("rules"),
        board_diagram(10, 10, red_pieces, cut, {**promo, **old}, checkered=False, caption=P("promotion-caption")),
        h2(T, "results"),
        P("results"),
        h2(T, "options"),
        option_section(T, data, {("move-rule", None): P("opt-move-rule")}),
        h2(T, "disagree"),
        P("disagree"),
    ]
    return finish(T, T.data(data["name"]), body, board="armies")
