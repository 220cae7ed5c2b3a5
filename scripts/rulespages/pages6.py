# The pages of the Maharajah and the Sepoys, Maharaja (12x8) and Tibetan chess, and the page on
# the games of Pritchard's chapter 29 that cannot be played. The texts are those of
# text_<lang>.py, through T = Texts(lang).
from common import *
from pages1 import finish, shared_results, std_piece_rows
from pages4 import array_of, body
from references import references_section

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


# The games of chapter 29 that cannot be played, in the order of the chapter.
UNPLAYABLE = ["rumi", "gosai", "hyder", "great12", "maharaja24", "dice", "navoi", "timur"]


def chapter_29_unplayable(lang):
    """Not a variant's page: what is known of each unplayable game and what is missing, with a
    list of the games instead of the sections of a variant's page."""
    T = Texts(lang)
    P = T.page("unplayable")
    sections = [P(key) for key in UNPLAYABLE]
    titles = [re.search(r"</a>(.*?)</h2>", section).group(1) for section in sections]
    links = " · ".join(f'<a href="#{key}">{title}</a>' for key, title in zip(UNPLAYABLE, titles))
    links += f' · <a href="#references">{T("common.toc.references")}</a>'
    text = "\n".join([P("intro"), *sections])
    references = references_section(text, T.lang, h2(T, "references"), T("common.references-intro"))
    return page(T, P("title"), "\n".join([f"<h1>{esc(P('title'))}</h1>", P("intro"),
                                          f'<p style="background-color: #f2f2f2; padding: 4px;">{links}</p>',
                                          *sections, references]))
