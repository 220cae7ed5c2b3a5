# The pages of Timur's Great Chess and Shatra (Pritchard's chapter 29, 29.5). The texts are
# those of text_<lang>.py (text_<lang>_timur.py, text_<lang>_shatra.py), through T = Texts(lang);
# the names of the men are those of the variant files, as the program shows them.
from common import *
from pages1 import finish, shared_results
from pages3 import marks_of
from pages4 import array_of, body

FORTRESS = "#d9c89a"   # Shatra's fortresses
GATE = "#e8b830"       # the gates, where the temdeks stand
ROAD = "#dde6c4"       # the big road through the field


def names(T, data):
    """{letter: the man's name as the program shows it}."""
    return {piece["letter"]: T.data(piece["name"]) for piece in data["pieces"]}


def man(T, P, data, letter, key=None):
    """A man's description: its name from the variant file, its letter, the page's text on it."""
    return f"<b>{esc(names(T, data)[letter])}</b> ({letter}) — {P('piece.' + (key or letter))}"


# Timur's Great Chess --------------------------------------------------------------------------

def giraffe_marks():
    """The giraffe: from each diagonal neighbour straight on outwards, three or more squares from
    it (to the edge of an 11x11 diagram)."""
    marks = {}
    for dx, dy in DIAG:
        for k in (3, 4):
            marks[(dx * (1 + k), dy)] = "●"
            marks[(dx, dy * (1 + k))] = "●"
    return marks


def file_mapping(T, P):
    """Pritchard's (Forbes') files a-k beside Kabir's b-l, and the citadels."""
    head = "".join(f'<td align="center"><b>{file_letter(f)}</b></td>' for f in range(11))
    ours = "".join(f'<td align="center">{file_letter(f + 1)}</td>' for f in range(11))
    return (f'<table cellspacing="0" cellpadding="3" border="1" style="border-collapse: collapse; '
            f'border-color: #aaaaaa; border-style: solid;">'
            f'<tr><td>{P("files-theirs")}</td>{head}</tr><tr><td>{P("files-ours")}</td>{ours}</tr></table>'
            f'<p>{P("citadels-mapped")}</p>')


def pawn_table(T, P, data):
    """The eleven pawns: name, letter of the type, as FEN writes it, what it becomes."""
    name = names(T, data)
    out = ['<table cellspacing="0" cellpadding="3" border="1" style="border-collapse: collapse; '
           'border-color: #aaaaaa; border-style: solid;">',
           f'<tr bgcolor="#eeeeee"><th align="left">{P("pawns.name")}</th><th>{P("pawns.letter")}</th>'
           f'<th>{P("pawns.fen")}</th><th align="left">{P("pawns.becomes")}</th></tr>']
    for piece in data["pieces"]:
        if not piece.get("pawn"):
            continue
        target = piece.get("promotes-to")
        becomes = f"{esc(name[target])} ({target})" if target else P("pawns.op")
        out.append(f'<tr><td>{esc(name[piece["letter"]])}</td><td align="center">({piece["letter"]})</td>'
                   f'<td align="center"><code>{esc(piece["fen"])}</code></td><td>{becomes}</td></tr>')
    out.append("</table>")
    return "\n".join(out)


def timur(lang):
    """Timur's Great Chess: the 11x10 field with its citadels, the ten kinds of piece and their
    pawns, the king's swap, the pawn of pawns and the royal succession."""
    T = Texts(lang)
    P = T.page("timur")
    data = load("timur")
    board = data["board"]
    pieces, cut = parse_fen_board(data["setup"]["fen"].split()[0], board["files"], board["ranks"])
    rows = [
        (movement("K", letter="K"), man(T, P, data, "K")),
        (movement("F", size=5, letter="F"), man(T, P, data, "F")),
        (movement("W", size=5, letter="W"), man(T, P, data, "W")),
        (movement("", size=11, letter="G", extra=giraffe_marks()), man(T, P, data, "G")),
        (movement("", letter="T", extra={(k * dx, k * dy): "●" for dx, dy in DIAG for k in (2, 3)}),
         man(T, P, data, "T")),
        (movement("N", size=5, letter="N"), man(T, P, data, "N")),
        (movement("R", letter="R"), man(T, P, data, "R")),
        (movement("A", size=5, letter="A"), man(T, P, data, "A")),
        (movement("C", letter="C"), man(T, P, data, "C")),
        (movement("D", size=5, letter="D"), man(T, P, data, "D")),
        (movement("K", size=5, letter="Y"), man(T, P, data, "Y")),
        (movement("K", size=5, letter="X"), man(T, P, data, "X")),
        (pawn_diagram(1), P("pawns") + pawn_table(T, P, data)),
    ]
    board_html = [P("board"),
                  board_diagram(board["files"], board["ranks"], pieces, cut=cut, marks=marks_of(data),
                                checkered=False, size=28, caption=P("caption")),
                  P("mapping"), file_mapping(T, P)]
    results = shared_results(T, P("stalemate"), P("results"), P("stalemate-note"))
    return finish(T, T.data(data["name"]), body(T, P, data, board_html, rows, P("rules"), results, P("disagree")))


# Shatra ---------------------------------------------------------------------------------------

def slider(letter, lines, size=9):
    """A long leaper of Shatra: ○ along its lines; on its first line an enemy man two squares away
    and ◆ on the squares beyond it where its long leap may land."""
    half = size // 2
    ex, ey = lines[0]
    marks = {(k * dx, k * dy): "○" for dx, dy in lines for k in range(1, half + 1)}
    marks.update({(k * ex, k * ey): "◆" for k in range(3, half + 1)})
    return points(marks, size=size, letter=letter, labels={(2 * ex, 2 * ey): "p"})


def short_leaper(letter, steps):
    """Biy and shatra: ○ on the given steps, an enemy man ahead and ◆ on the square beyond it."""
    marks = {step: "○" for step in steps}
    marks[(0, 2)] = "◆"
    return points(marks, letter=letter, labels={(0, 1): "p"})


def shatra_board():
    """Shatra's marks: the fortresses, the gates, the big road through the field."""
    marks = {(3, r): ROAD for r in range(4, 10)}
    marks.update({(f, r): FORTRESS for f in (2, 3, 4) for r in (0, 1, 2, 11, 12, 13)})
    marks.update({(3, 3): GATE, (3, 10): GATE})
    return marks


def shatra(lang):
    """Shatra: chess men on the 62 squares of the Altai board, capturing as in draughts; reserves
    in the fortresses, the temdeks at the gates."""
    T = Texts(lang)
    P = T.page("shatra")
    data = load("shatra")
    board = data["board"]
    pieces, cut = parse_fen_board(data["setup"]["fen"].split()[0], board["files"], board["ranks"])
    # The shatra in its own half (one step, two from its first rank) and beyond the ditch.
    own_half = points({(0, 1): "○", (0, 2): "○"}, letter="P", centre=(2, 1))
    beyond = short_leaper("P", [(-1, 1), (1, 1), (-1, 0), (1, 0)])
    rows = [
        (short_leaper("K", [step for step in ALL8 if step != (0, 1)]), man(T, P, data, "K")),
        (slider("Q", ALL8), man(T, P, data, "Q")),
        (slider("R", ORTHO), man(T, P, data, "R")),
        (slider("B", DIAG), man(T, P, data, "B")),
        (own_half + "<br/>" + beyond, man(T, P, data, "P")),
    ]
    board_html = [P("board"),
                  board_diagram(board["files"], board["ranks"], pieces, cut=cut, marks=shatra_board(),
                                checkered=False, caption=P("caption"))]
    return finish(T, T.data(data["name"]), body(T, P, data, board_html, rows, P("rules"), P("results"), P("disagree")))
