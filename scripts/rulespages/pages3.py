# The pages of the games of Pritchard's chapter 29, "India and the rest of Asia": their
# structure and diagrams. The texts are those of text_<lang>.py, through T = Texts(lang).
from common import *
from pages1 import finish, history
from pages2 import small_caption


def marks_of(data):
    """The board's marked squares as diagram marks: {(file, rank): colour}."""
    marks = {}
    for squares in data["board"].get("marks", {}).values():
        for sq in squares:
            marks[(ord(sq[0]) - ord("a"), int(sq[1:]) - 1)] = MARK
    return marks


def chaturanga(lang):
    T = Texts(lang)
    P = T.page("chaturanga")
    data = load("chaturanga")
    pieces, _ = parse_fen_board(data["setup"]["fen"].split()[0], 8, 8)
    elephant = (movement("A", letter="B")
                + small_caption(P("dabbaba-caption")) + movement("D", size=5, letter="B")
                + small_caption(P("silver-caption")) + movement("F", size=5, letter="B", extra={(0, 1): "●"}))
    rows = [
        (movement("K", letter="K"), P("king")),
        (movement("F", size=5, letter="Q"), P("counsellor")),
        (elephant, P("elephant")),
        (movement("N", letter="N"), P("horse")),
        (movement("R", letter="R"), P("chariot")),
        (pawn_diagram(1), P("pawn")),
    ]
    body = [
        P("subtitle"),
        history(T, P("history")),
        h2(T, "board"),
        P("board"),
        board_diagram(8, 8, pieces, marks=marks_of(data), checkered=False, caption=P("caption")),
        h2(T, "pieces"),
        T("common.legend"),
        piece_table(rows),
        h2(T, "rules"),
        P("rules"),
        h2(T, "results"),
        P("results"),
        h2(T, "options"),
        option_section(T, data),
        h2(T, "disagree"),
        "<ul>\n" + P("disagree") + "\n</ul>",
    ]
    return finish(T, T.data(data["name"]), body)
