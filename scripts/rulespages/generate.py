# Writes the rules pages resources/rules/<variant>.html from the texts in text_en.py, the page
# functions of pages1.py and pages2.py and the variant files (labels, options, sources).
# python3 scripts/rulespages/generate.py
import os

from common import ROOT
from pages1 import chess, kaiserspiel, sultanspiel
from pages2 import chaturanga, hyderabad, turkish

PAGES = [("chess", chess), ("kaiserspiel", kaiserspiel), ("sultanspiel", sultanspiel),
         ("hyderabad", hyderabad), ("turkish", turkish), ("chaturanga-4-84", chaturanga)]
FOLDERS = {"en": ""}

for lang, folder in FOLDERS.items():
    out = os.path.join(ROOT, "resources", "rules", folder)
    os.makedirs(out, exist_ok=True)
    for vid, fn in PAGES:
        path = os.path.join(out, f"{vid}.html")
        with open(path, "w", encoding="utf-8") as f:
            f.write(fn(lang))
        print(os.path.relpath(path, ROOT), os.path.getsize(path))
