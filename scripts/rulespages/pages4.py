# The pages of the Indian games on the 8x8 board of Pritchard's chapter 29 — Indian chess, Parsi
# chess, Desi chess, Joara-Joari — and the parts the Indian pages share. The texts are those of
# text_<lang>.py ("india.*" for the shared rules), through T = Texts(lang).
from common import *
from pages1 import finish, history, shared_results
from pages2 import KNIGHT_LEAP, small_caption
from pages3 import marks_of


def array_of(data, fen=None):
    """The men of the variant's initial array (or of `fen`) for board_diagram."""
    board = data["board"]
    pieces, _ = parse_fen_board((fen or data["setup"]["fen"]).split()[0].split("[")[0], board["files"], board["ranks"])
    return pieces


def value_set(data, key, value_id):
    """What an option value sets, e.g. value_set(data, "board", "14")["setup"]["fen"]."""
    option = next(o for o in data["options"] if o["key"] == key)
    return next(v for v in option["values"] if v["id"] == value_id).get("set", {})


def body(T, P, data, board, rows, rules, results, disagree, board_key="board", options_extra=None):
    """A page's sections in the order of every rules page: subtitle, history, board, pieces,
    rules, results, options (with option_section's extra texts), disagreements."""
    return [
        P("subtitle"),
        history(T, P("history")),
        h2(T, board_key),
        *board,
        h2(T, "pieces"),
        T("common.legend"),
        piece_table(rows),
        h2(T, "rules"),
        rules,
        h2(T, "results"),
        results,
        h2(T, "options"),
        option_section(T, data, options_extra),
        h2(T, "disagree"),
        "<ul>\n" + disagree + "\n</ul>",
    ]


def indian_rows(T, pawn, king=None, queen=None, bishop=None):
    """The men of the 8x8 Indian games: the king with its knight leap, queen, rook, bishop,
    knight, and `pawn` (a (diagram, text) row)."""
    return [
        king or (movement("K", letter="K", extra=KNIGHT_LEAP), T("india.king")),
        queen or (movement("Q", letter="Q"), T("india.queen")),
        (movement("R", letter="R"), T("india.rook")),
        bishop or (movement("B", letter="B"), T("india.bishop")),
        (movement("N", letter="N"), T("india.knight")),
        pawn,
    ]


def indian_board(T, P, data, extra=""):
    return [T("india.board"),
            board_diagram(8, 8, array_of(data), marks=marks_of(data), checkered=False, caption=T("india.caption")), extra]


def indian_rules(T, P, pawns, leap, extra=(), bishop=None, stalemate_source=None):
    """The rules list of an 8x8 Indian game: initial moves, `pawns`, `leap` (a list item or ""),
    promotion with the blocked pawn and the knight's bonus, the absent rules, `extra` items, no
    stalemate and no perpetual check."""
    items = [
        T("india.rule.initial", default=P("initial-default")),
        pawns,
        leap,
        T("india.rule.promotion", bishop=bishop or T("india.bishop-colour")),
        T("india.rule.blocked"),
        T("india.rule.bonus"),
        T("india.rule.absent"),
        *extra,
        T("india.rule.no-stalemate", source=stalemate_source or T("indian.no-stalemate-source")),
        T("india.rule.no-perpetual"),
    ]
    return "<ul>\n" + "\n".join(item for item in items if item) + "\n</ul>"


def indian_results(T, boorj=True, extra=""):
    grades = T("india.pawn-mate") + (T("india.boorj") if boorj else "") + extra
    return shared_results(T, T("india.stalemate"), grades, T("india.stalemate-note"))


def double_step_pawn(T):
    return (pawn_diagram(2), T("india.pawn-double"))


def indian_game(lang, variant_id, page_name, leap_source):
    """Indian chess and Parsi chess: the same rules, with their own texts."""
    T = Texts(lang)
    P = T.page(page_name)
    data = load(variant_id)
    board = indian_board(T, P, data, P("board-extra") if page_name == "indian" else "")
    rules = indian_rules(T, P, T("india.rule.double", source=P("double-source")), T("india.rule.leap", source=leap_source))
    disagree = P("disagree") + T("india.disagree-variation") + "\n" + T("india.disagree-reading")
    return finish(T, T.data(data["name"]), body(T, P, data, board, indian_rows(T, double_step_pawn(T)), rules,
                                               indian_results(T), disagree))


def indian(lang):
    T = Texts(lang)
    return indian_game(lang, "indian", "indian", T("indian.leap-source"))


def parsi(lang):
    T = Texts(lang)
    return indian_game(lang, "parsi", "parsi", T("indian.leap-source"))


def desi(lang):
    T = Texts(lang)
    P = T.page("desi")
    data = load("desi")
    modern = small_caption(P("modern-caption"))
    rows = indian_rows(
        T, (pawn_diagram(1), T("india.pawn-single")),
        queen=(movement("F", size=5, letter="Q") + modern + movement("Q", letter="Q"), P("queen")),
        bishop=(movement("A", size=5, letter="B") + modern + movement("B", letter="B"), P("bishop")))
    rules = indian_rules(T, P, T("india.rule.single", source=P("single-source")),
                         T("india.rule.leap", source=P("leap-source")), [P("immortal")], bishop=P("bishop-quota"),
                         stalemate_source=P("no-stalemate-source"))
    disagree = P("disagree") + T("india.disagree-variation") + "\n" + T("india.disagree-reading")
    page_body = body(T, P, data, indian_board(T, P, data, P("board-extra")), rows, rules,
                     indian_results(T, boorj=False, extra=P("results-extra")), disagree)
    return finish(T, T.data(data["name"]), page_body)


def joara_joari(lang):
    T = Texts(lang)
    P = T.page("joara")
    data = load("joara-joari")
    rows = indian_rows(T, double_step_pawn(T), king=(movement("K", letter="K", extra=KNIGHT_LEAP), P("king")))
    rules = indian_rules(T, P, T("india.rule.double", source=T("indian.double-source")), P("leap"),
                         [P("supported"), P("king-rule")])
    disagree = P("disagree") + T("india.disagree-variation") + "\n" + T("india.disagree-reading")
    page_body = body(T, P, data, indian_board(T, P, data), rows, rules, indian_results(T), disagree)
    return finish(T, T.data(data["name"]), page_body)
