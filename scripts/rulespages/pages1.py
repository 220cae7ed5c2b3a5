# The pages of chess, the Kaiserspiel and the Sultanspiel: their structure and diagrams. The
# texts are those of text_<lang>.py, through T = Texts(lang).
from common import *
from references import references_section


def std_piece_rows(T, names=None, extra_rows=None):
    names = names or {}
    rows = [(movement(betza, letter=betza), T("common." + key, names=names.get(betza, "")))
            for betza, key in [("K", "king"), ("Q", "queen"), ("R", "rook"), ("B", "bishop"), ("N", "knight")]]
    return rows + (extra_rows or [])


def shared_results(T, stalemate, extra="", stalemate_options=None, move_rule=""):
    """The results every two-army game shares; stalemate_options replaces the sentence on the
    option Stalemate for a game whose option has other values, and move_rule is added to the
    move rule for a game whose pawns count for it in their own way."""
    return T("common.results", stalemate=stalemate, extra=extra, move_rule=move_rule,
             stalemate_options=stalemate_options or T("common.stalemate-options"))


def history(T, text):
    return h2(T, "history") + "\n" + text + "\n" + T("common.choice-note")


def finish(T, title, body, board="board"):
    """The page: its title, the subtitle body[0], the table of contents, the sections and the
    References, which list the works the text cites."""
    references = references_section("\n".join(body), T.lang, h2(T, "references"), T("common.references-intro"))
    return page(T, title, "\n".join([f"<h1>{esc(title)}</h1>", body[0], contents(T, board), *body[1:], references]))


def chess(lang):
    T = Texts(lang)
    P = T.page("chess")
    data = load("chess")
    pieces, _ = parse_fen_board(data["setup"]["fen"].split()[0], 8, 8)
    body = [
        P("subtitle"),
        history(T, P("history")),
        h2(T, "board"),
        P("board"),
        board_diagram(8, 8, pieces, caption=P("caption")),
        h2(T, "pieces"),
        T("common.legend"),
        piece_table(std_piece_rows(T, extra_rows=[(pawn_diagram(2), P("pawn"))])),
        h2(T, "rules"),
        P("rules"),
        h2(T, "results"),
        shared_results(T, P("stalemate")),
        h2(T, "options"),
        option_section(T, data),
        h2(T, "disagree"),
        P("disagree"),
    ]
    return finish(T, T.data(data["name"]), body)


def tressau_game(T, name, data, board, pieces_rows, castling, extra_rules, results_extra, options_extra, disagree):
    """The parts the Kaiserspiel and the Sultanspiel share: Tressau's pawns, promotion, stalemate
    and the disagreements about them."""
    P = T.page(name)
    return [
        P("subtitle"),
        history(T, P("history")),
        h2(T, "board"),
        *board,
        h2(T, "pieces"),
        T("common.legend"),
        piece_table(pieces_rows),
        h2(T, "rules"),
        T("tressau.pawns"),
        castling + T("tressau.castling-conditions"),
        T("tressau.promotion", last=P("last"), pieces=P("pieces-b")),
        *extra_rules,
        h2(T, "results"),
        shared_results(T, T("tressau.stalemate"), results_extra),
        T("common.half-win"),
        h2(T, "options"),
        option_section(T, data, options_extra),
        h2(T, "disagree"),
        "<ul>\n" + disagree + "\n" + T("tressau.rules-disagree", game=P("game")) + "\n"
        + T("common.half-win-disagree") + "\n</ul>",
    ]


def kaiserspiel(lang):
    T = Texts(lang)
    P = T.page("kaiserspiel")
    data = load("kaiserspiel")
    pieces, _ = parse_fen_board(data["setup"]["fen"].split()[0], 10, 10)
    peg = data["options"][0]["values"][1]["set"]["setup"]["fen"].split()[0]
    peg_pieces, _ = parse_fen_board(peg, 10, 10)
    rows = std_piece_rows(T, {"Q": P("names-Q"), "K": P("names-K")}, [
        (movement("QN", letter="C"), P("commander")),
        (movement("BN", letter="A"), P("adjutant")),
        (pawn_diagram(3), T("tressau.pawn", names=P("names-P"))),
    ])
    board = [
        P("board"),
        board_diagram(10, 10, pieces, caption=P("caption")),
        P("peguilhen"),
        board_diagram(10, 10, peg_pieces, caption=P("caption-peguilhen")),
    ]
    body = tressau_game(T, "kaiserspiel", data, board, rows, P("castling"), [], "", {
        ("array", "peguilhen-1819"): P("opt-peguilhen"),
        ("array", "tressau-1840"): P("opt-tressau"),
        ("ruleset", "A"): T("tressau.opt-A"),
    }, P("disagree"))
    return finish(T, T.data(data["name"]), body)


def sultanspiel(lang):
    T = Texts(lang)
    P = T.page("sultanspiel")
    data = load("sultanspiel")
    pieces, _ = parse_fen_board(data["setup"]["fen"].split()[0], 11, 11)
    fig4 = next(v for v in data["options"][0]["values"] if v["id"] == "tressau-fig4")["set"]["setup"]["fen"].split()[0]
    fig4_pieces, _ = parse_fen_board(fig4, 11, 11)
    marks = {(5, 5): MARK, (5, 0): MARK, (5, 10): MARK}
    rows = std_piece_rows(T, {}, [
        (movement("QN", letter="C"), P("commander")),
        (movement("RN", letter="M"), P("marshal")),
        (movement("BN", letter="A"), P("adjutant")),
        (pawn_diagram(3), T("tressau.pawn", names="")),
    ])
    board = [
        P("board"),
        board_diagram(11, 11, pieces, marks=marks, caption=P("caption")),
        P("fig4"),
        board_diagram(11, 11, fig4_pieces, marks=marks, caption=P("caption-fig4")),
    ]
    body = tressau_game(T, "sultanspiel", data, board, rows, P("castling"), [P("targets")], P("target-result"), {
        ("ruleset", "A"): T("tressau.opt-A"),
        ("ruleset", "B"): P("opt-B"),
    }, P("disagree"))
    return finish(T, T.data(data["name"]), body)
