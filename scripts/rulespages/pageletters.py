# The piece letters of a page in its language: the pages are written with the variant files' own
# (English) letters, and a page in another language shows the letters the program shows in that
# language (the `letters` of each piece, core/record/pieceletters.h) wherever a letter names a
# piece: the men of the diagrams, the arrays their captions spell ("a1–h1 R N B Q K B N R") and
# the "(K)" after a piece's name. FEN and Betza codes (<code>) keep their letters.
import re

# A man on a board diagram (a prefix such as Timur's ' before it), the piece in the middle of a
# movement diagram or another man beside it, and the "(K)" of a text.
PIECE_LETTER = re.compile(
    r'(?P<before>(?:<span style="[^"]*font-weight: bold;[^"]*">\'?)'
    r'|(?:bgcolor="#f0d070" style="font-size: small;"><b>)'
    r'|(?:<b style="color: #7a1010;">)'
    r'|\()'
    r'(?P<letter>[A-Za-z])(?P<after></span>|</b>|\))')
# An array spelt out in a caption: three or more men in a row, one letter each.
ARRAY_RUN = re.compile(r'(?<=[\s–>])(?:[A-Za-z] ){2,}[A-Za-z](?=[\s,.:;)])')

OPTIONS = '<h2><a name="options">'


def letters_of(data, lang):
    """{own letter: letter in lang} of the variant's pieces; {} when it names none in lang."""
    pieces = data["pieces"]
    if not all(lang in p.get("letters", {}) for p in pieces):
        return {}
    return {p["letter"]: p["letters"][lang] for p in pieces}


def in_page_letters(html, letters):
    """The page with its piece letters changed by `letters` (both cases), all at once, so that
    letters which trade places (Timur: R is T, T is V) stay apart."""
    def changed(letter):
        shown = letters.get(letter.upper(), letter.upper())
        return shown if letter.isupper() else shown.lower()

    def change(match):
        if match["before"] == "(" and not match["letter"].isupper():
            return match[0]
        return match["before"] + changed(match["letter"]) + match["after"]

    def change_run(match):
        return " ".join(changed(letter) for letter in match[0].split(" "))

    def in_letters(part):
        return ARRAY_RUN.sub(change_run, PIECE_LETTER.sub(change, part))
    if not letters:
        return html
    # The options section quotes the program's own texts (translations/kabir_<lang>.ts), which
    # are already written in the language's letters.
    start = html.index(OPTIONS)
    end = html.index("<h2>", start + len(OPTIONS))
    return in_letters(html[:start]) + html[start:end] + in_letters(html[end:])
