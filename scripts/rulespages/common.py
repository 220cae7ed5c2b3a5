# Helpers that write the rules pages of resources/rules/ (see generate.py): the variant files
# and their texts in the page's language, the diagrams, and the parts every page shares.
import html
import os
import re
import tomllib
import xml.etree.ElementTree as ElementTree

import text_de
import text_en

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
VARIANTS = os.path.join(ROOT, "resources", "variants")
LANGUAGES = {"en": text_en.TEXT, "de": text_de.TEXT}

LIGHT = "#f0d9b5"
DARK = "#b58863"
PLAIN = "#f3e9d2"
MARK = "#e8b830"
CENTRE = "#f0f0f0"
ARMY_COLOURS = {"r": "#c01818", "g": "#107010", "y": "#9a6a00", "b": "#000000"}


def esc(text):
    return html.escape(text, quote=False)


def standard_options():
    """The options core/variant/standardoptions.h appends to every variant file that lacks them."""
    with open(os.path.join(ROOT, "core", "variant", "standardoptions.h"), encoding="utf-8") as f:
        text = f.read()
    return tomllib.loads(text[text.index('R"(') + 3:text.index(')";')])["options"]


def load(variant_id):
    with open(f"{VARIANTS}/{variant_id}.toml", "rb") as f:
        data = tomllib.load(f)
    options = list(data.get("options", []))
    keys = {o["key"] for o in options}
    options += [o for o in standard_options() if o["key"] not in keys]
    data["options"] = options
    return data


def data_translations(lang):
    """The texts of the variant files in `lang`, as the program shows them: the translations of
    the DataStrings context of translations/kabir_<lang>.ts; English needs none."""
    if lang == "en":
        return {}
    root = ElementTree.parse(os.path.join(ROOT, "translations", f"kabir_{lang}.ts")).getroot()
    context = next(c for c in root.iter("context") if c.findtext("name") == "DataStrings")
    return {m.findtext("source"): m.findtext("translation") for m in context.iter("message")}


class Texts:
    """The texts of the pages in one language: T("page.key", name=value) is the text of
    text_<lang>.py with {choice} (the mark of Kabir's own decisions) and the given values
    filled in; T.data(text) is a text of a variant file as the program shows it."""

    def __init__(self, lang):
        self.lang = lang
        self.table = LANGUAGES[lang]
        self.translations = data_translations(lang)
        self.choice = f'<span style="color: #1040c0;"><b>[{esc(self.table["common.choice"])}]</b></span>'

    def __call__(self, key, **values):
        text = self.table[key].replace("{choice}", self.choice)
        for name, value in values.items():
            text = text.replace("{" + name + "}", value)
        assert "{" not in text, f"{key}: a value is missing in {text!r}"
        return text

    def data(self, text):
        return self.translations.get(text, text)

    def page(self, name):
        """The texts of one page: P("key") is T("name.key")."""
        return lambda key, **values: self(f"{name}.{key}", **values)


def file_letter(i):
    return "abcdefghijklmnopqrstuvwxyz"[i]


def square_name(f, r):
    return f"{file_letter(f)}{r + 1}"


def parse_fen_board(board, files, ranks):
    """Returns {(file, rank): letter} and a set of cut squares; a man written with a prefix
    (Timur's pawns: 'R, the pawn of rooks) keeps it in its letter."""
    pieces = {}
    cut = set()
    rows = board.split("/")
    assert len(rows) == ranks, (len(rows), ranks)
    for row_index, row in enumerate(rows):
        rank = ranks - 1 - row_index
        f = 0
        i = 0
        while i < len(row):
            c = row[i]
            if c.isdigit():
                j = i
                while j < len(row) and row[j].isdigit():
                    j += 1
                f += int(row[i:j])
                i = j
            elif c == "*":
                cut.add((f, rank))
                f += 1
                i += 1
            else:
                width = 2 if c == "'" else 1
                pieces[(f, rank)] = row[i:i + width]
                f += 1
                i += width
        assert f == files, (row, f, files)
    return pieces, cut


def parse_fen4_board(board, files, ranks):
    pieces = {}
    cut = set()
    rows = board.split("/")
    assert len(rows) == ranks
    for row_index, row in enumerate(rows):
        rank = ranks - 1 - row_index
        f = 0
        i = 0
        while i < len(row):
            c = row[i]
            if c.isdigit():
                j = i
                while j < len(row) and row[j].isdigit():
                    j += 1
                f += int(row[i:j])
                i = j
            elif c == "*":
                cut.add((f, rank))
                f += 1
                i += 1
            else:
                pieces[(f, rank)] = (c, row[i + 1])
                f += 1
                i += 2
        assert f == files, (row, f, files)
    return pieces, cut


def board_diagram(files, ranks, pieces, cut=(), marks=None, checkered=True, size=22, caption=None):
    """An HTML table of the board. pieces: {(f, r): letter or (army, letter)}."""
    marks = marks or {}
    pad = 3
    inner = size - 2 * pad
    out = [f'<table cellspacing="0" cellpadding="{pad}" border="0" style="margin: 6px 0px;">']
    for r in range(ranks - 1, -1, -1):
        out.append("<tr>")
        out.append(f'<td align="right" valign="middle" style="font-size: small; color: #555555;">{r + 1}</td>')
        for f in range(files):
            if (f, r) in cut:
                out.append(f'<td width="{inner}"></td>')
                continue
            if (f, r) in marks:
                bg = marks[(f, r)]
            elif not checkered:
                bg = PLAIN
            else:
                bg = DARK if (f + r) % 2 == 0 else LIGHT
            content = "&nbsp;"
            p = pieces.get((f, r))
            if isinstance(p, tuple):
                army, letter = p
                content = f'<span style="color: {ARMY_COLOURS[army]}; font-weight: bold;">{letter}</span>'
            elif p:
                colour = "#000000" if p.isupper() else "#7a1010"
                # A man written with a prefix (Timur's pawns: 'R) in a smaller font, on one line.
                small = " font-size: small;" if len(p) > 1 else ""
                content = f'<span style="font-weight: bold; color: {colour};{small}">{p}</span>'
            border = "" if checkered else ' style="border: 1px solid #b8a680;"'
            out.append(f'<td width="{inner}" bgcolor="{bg}" align="center" valign="middle"{border}>{content}</td>')
        out.append("</tr>")
    out.append("<tr><td></td>")
    for f in range(files):
        out.append(f'<td align="center" style="font-size: small; color: #555555;">{file_letter(f)}</td>')
    out.append("</tr></table>")
    if caption:
        out.append(f'<p style="margin-top: 0px;"><i>{caption}</i></p>')
    return "\n".join(out)


# Movement diagrams -------------------------------------------------------------------------
ALL8 = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)]
ORTHO = ALL8[:4]
DIAG = ALL8[4:]


def leaps(a, b):
    s = set()
    for x, y in ((a, b), (b, a)):
        for sx in (1, -1):
            for sy in (1, -1):
                s.add((x * sx, y * sy))
    return s


ATOMS = {
    "W": ("leap", leaps(1, 0)),
    "F": ("leap", leaps(1, 1)),
    "N": ("leap", leaps(2, 1)),
    "C": ("leap", leaps(3, 1)),
    "D": ("leap", leaps(2, 0)),
    "A": ("leap", leaps(2, 2)),
    "R": ("ride", set(ORTHO)),
    "B": ("ride", set(DIAG)),
}


def expand(betza):
    betza = betza.replace("K", "WF").replace("Q", "RB")
    return list(betza)


def movement(betza, size=7, letter="", special=None, centre=None, extra=None):
    """A size x size grid with the piece at the centre and dots where it moves."""
    half = size // 2
    cx, cy = centre if centre else (half, half)
    marks = {}
    for atom in expand(betza):
        kind, vecs = ATOMS[atom]
        for dx, dy in vecs:
            if kind == "leap":
                marks[(cx + dx, cy + dy)] = "●"
            else:
                k = 1
                while 0 <= cx + k * dx < size and 0 <= cy + k * dy < size:
                    marks[(cx + k * dx, cy + k * dy)] = "●"
                    k += 1
    for sq, sym in (special or {}).items():
        marks[(cx + sq[0], cy + sq[1])] = sym
    for sq, sym in (extra or {}).items():
        marks[(cx + sq[0], cy + sq[1])] = sym
    return grid(size, size, (cx, cy), letter, marks)


def grid(w, h, centre, letter, marks, blocker=None, labels=None):
    """labels: {(x, y): letter} of other men drawn in the grid (shaded), such as an enemy king."""
    labels = labels or {}
    out = ['<table cellspacing="1" cellpadding="0" border="0" bgcolor="#a0a0a0">']
    for y in range(h - 1, -1, -1):
        out.append("<tr>")
        for x in range(w):
            bg = "#ffffff"
            content = "&nbsp;"
            if (x, y) == centre:
                bg = "#f0d070"
                content = f"<b>{letter}</b>"
            elif (x, y) in labels:
                bg = "#d8d8d8"
                content = f'<b style="color: #7a1010;">{labels[(x, y)]}</b>'
            elif blocker and (x, y) == blocker:
                bg = "#d8d8d8"
                content = '<span style="color: #666666;">■</span>'
            elif (x, y) in marks:
                sym = marks[(x, y)]
                colour = {"●": "#000000", "○": "#000000", "×": "#b00000", "◆": "#1040c0"}[sym]
                content = f'<span style="color: {colour};">{sym}</span>'
            out.append(f'<td width="16" align="center" valign="middle" bgcolor="{bg}" style="font-size: small;">{content}</td>')
        out.append("</tr>")
    out.append("</table>")
    return "\n".join(out)


def pawn_diagram(steps=1, leap=False, letter="P"):
    """A 5-wide grid, the pawn near the bottom, forward is up."""
    h = 5
    w = 5
    cx, cy = 2, 1
    marks = {}
    for k in range(1, steps + 1):
        marks[(cx, cy + k)] = "○"
    marks[(cx - 1, cy + 1)] = "×"
    marks[(cx + 1, cy + 1)] = "×"
    blocker = None
    if leap:
        blocker = (cx, cy + 1)
        marks = {(cx, cy + 2): "◆"}
    return grid(w, h, (cx, cy), letter, marks, blocker)


def points(marks, size=5, letter="", centre=None, labels=None):
    """A size x size grid with the piece on `centre` (the middle by default) and the given marks:
    {(dx, dy): symbol}, dy > 0 towards the enemy; labels: {(dx, dy): letter} of other men. For the
    pieces Betza's atoms above cannot draw: forward-only leaps, backward steps, moves towards a
    king."""
    half = size // 2
    cx, cy = centre if centre else (half, half)
    shifted = {(cx + dx, cy + dy): sym for (dx, dy), sym in marks.items()}
    others = {(cx + dx, cy + dy): text for (dx, dy), text in (labels or {}).items()}
    return grid(size, size, (cx, cy), letter, shifted, labels=others)


def piece_table(rows):
    """rows: list of (diagram_html, text_html)."""
    out = ['<table cellspacing="0" cellpadding="6" border="0" width="100%">']
    for diagram, text in rows:
        out.append(f'<tr><td valign="top" width="140">{diagram}</td><td valign="top">{text}</td></tr>')
    out.append("</table>")
    return "\n".join(out)


def option_section(T, data, extra=None):
    """Every option of the variant with each value: label, what it changes, source, as the
    new-game dialog shows them. extra: {(key, value_id): html} added to the explanation, and
    {(key, None): html} after the option's explanation."""
    extra = extra or {}
    out = []
    for opt in data["options"]:
        label = lambda value: esc(T.data(value["label"]))
        out.append(f'<h3>{label(opt)} <span style="font-weight: normal; color: #555555;">'
                   f'({T("common.option")} <code>{esc(opt["key"])}</code>)</span></h3>')
        default = next(v for v in opt["values"] if v["id"] == opt["default"])
        text = f'<p>{esc(T.data(opt["explanation"]))} {T("common.default")} <b>{label(default)}</b>'
        for d in opt.get("defaults", []):
            when_key, when_value = d["when"].split("=")
            when_opt = next(o for o in data["options"] if o["key"] == when_key)
            when = next(v for v in when_opt["values"] if v["id"] == when_value)
            value = next(v for v in opt["values"] if v["id"] == d["value"])
            text += T("common.default-when", value=label(value), option=label(when_opt), when=label(when))
        out.append(text + ".</p>")
        if (opt["key"], None) in extra:
            out.append(extra[(opt["key"], None)])
        out.append('<table cellspacing="0" cellpadding="4" border="1" style="border-collapse: collapse; border-color: #aaaaaa; border-style: solid;" width="100%">')
        out.append(f'<tr bgcolor="#eeeeee"><th align="left" width="22%">{T("common.value")}</th>'
                   f'<th align="left">{T("common.changes")}</th><th align="left" width="28%">{T("common.source")}</th></tr>')
        for v in opt["values"]:
            more = extra.get((opt["key"], v["id"]), "")
            out.append(f'<tr><td valign="top"><b>{label(v)}</b><br/><span style="font-size: small; color: #555555;"><code>{esc(opt["key"])}={esc(v["id"])}</code></span></td>'
                       f'<td valign="top">{esc(T.data(v["explanation"]))}{(" " + more) if more else ""}</td>'
                       f'<td valign="top">{esc(T.data(v["source"]))}</td></tr>')
        out.append("</table>")
    return "\n".join(out)


def page(T, title, body):
    return f"""<!DOCTYPE html>
<html lang="{T.lang}">
<head>
<meta charset="utf-8"/>
<title>{esc(T("common.title", name=title))}</title>
</head>
<body style="font-size: 10pt;">
{body}
</body>
</html>
"""


# The sections of a page, in order; "board" is "armies" on the four-army page.
SECTIONS = ["history", "board", "pieces", "rules", "results", "options", "disagree", "references"]


def contents(T, board="board"):
    links = " · ".join(f'<a href="#{anchor}">{T("common.toc." + (board if anchor == "board" else anchor))}</a>'
                       for anchor in SECTIONS)
    return f'<p style="background-color: #f2f2f2; padding: 4px;">{links}</p>'


def h2(T, anchor, key=None):
    return f'<h2><a name="{anchor}"></a>{T("common.h." + (key or anchor))}</h2>'
