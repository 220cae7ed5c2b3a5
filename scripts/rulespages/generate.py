# Writes the rules pages from the texts in text_en.py and text_de.py, the page functions of
# pages1.py to pages9.py and the variant files (labels, options, sources; in German as
# translations/kabir_de.ts translates them): resources/rules/<variant>.html in English and
# resources/rules/de/<variant>.html in German, with the piece letters of the page's language
# (pageletters.py). python3 scripts/rulespages/generate.py
# With --check it writes the pages to a temporary folder instead and lists each page that differs
# from resources/rules (exit status 1), so a page edited by hand is not undone by the next run.
import argparse
import filecmp
import os
import sys
import tempfile

import text_de
import text_en
from common import ROOT, VARIANTS, load
from pages1 import chess, kaiserspiel, sultanspiel
from pages2 import chaturanga_4_84, hyderabad, turkish
from pages3 import chaturanga
from pages4 import desi, indian, joara_joari, parsi
from pages5 import atranj, baroda, mysore, shataranja
from pages6 import chapter_29_unplayable, maharaja, maharajah, tibetan
from pages7 import batak, cambodian, cambodian_hill, karouk, makruk, malay, sittuyin, sittuyin_1920
from pages8 import hiashatar, shatar
from pages9 import shatra, timur
from pageletters import in_page_letters, letters_of

PAGES = [("chess", chess), ("kaiserspiel", kaiserspiel), ("sultanspiel", sultanspiel),
         ("hyderabad", hyderabad), ("turkish", turkish), ("chaturanga-4-84", chaturanga_4_84),
         ("chaturanga", chaturanga), ("indian", indian), ("parsi", parsi), ("desi", desi),
         ("joara-joari", joara_joari), ("atranj", atranj), ("shataranja", shataranja), ("mysore", mysore),
         ("baroda", baroda), ("maharajah", maharajah), ("maharaja", maharaja), ("tibetan", tibetan),
         ("sittuyin", sittuyin), ("sittuyin-1920", sittuyin_1920), ("makruk", makruk), ("cambodian", cambodian), ("karouk", karouk),
         ("cambodian-hill", cambodian_hill), ("batak", batak), ("malay", malay),
         ("shatar", shatar), ("hiashatar", hiashatar), ("timur", timur), ("shatra", shatra),
         # Not a variant: the games of Pritchard's chapter 29 that cannot be played (Help menu).
         ("chapter-29-unplayable", chapter_29_unplayable)]
# English pages stay where links and older builds expect them; each other language has a folder.
FOLDERS = {"en": "", "de": "de"}
RULES = os.path.join(ROOT, "resources", "rules")

missing = set(text_en.TEXT) ^ set(text_de.TEXT)
assert not missing, f"keys in only one language: {sorted(missing)}"


def write_pages(root):
    """Writes every page in every language under root (resources/rules or a stand-in for it)."""
    for lang, folder in FOLDERS.items():
        out = os.path.join(root, folder)
        os.makedirs(out, exist_ok=True)
        for vid, fn in PAGES:
            path = os.path.join(out, f"{vid}.html")
            html = fn(lang)  # before opening: a failing page leaves the old file as it was
            if os.path.exists(os.path.join(VARIANTS, f"{vid}.toml")):
                html = in_page_letters(html, letters_of(load(vid), lang))
            with open(path, "w", encoding="utf-8") as f:
                f.write(html)
            yield path


def check():
    """Returns the pages of resources/rules that differ from what the texts generate, or are missing."""
    with tempfile.TemporaryDirectory() as tmp:
        wanted = [os.path.relpath(path, tmp) for path in write_pages(tmp)]
        return [page for page in wanted
                if not os.path.exists(os.path.join(RULES, page))
                or not filecmp.cmp(os.path.join(tmp, page), os.path.join(RULES, page), shallow=False)]


parser = argparse.ArgumentParser(description="Writes the rules pages (resources/rules).")
parser.add_argument("--check", action="store_true",
                    help="write nothing; list the pages that differ from what would be written, exit 1 if any")
if parser.parse_args().check:
    stale = check()
    for page in stale:
        print(f"resources/rules/{page} differs from what scripts/rulespages/generate.py writes")
    sys.exit(1 if stale else 0)

for path in write_pages(RULES):
    print(os.path.relpath(path, ROOT), os.path.getsize(path))
