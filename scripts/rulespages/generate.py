# Writes the rules pages resources/rules/<variant>.html from the texts in pages1.py and
# pages2.py and the variant files (labels, options, sources): python3 scripts/rulespages/generate.py
import os
from pages1 import chess, kaiserspiel, sultanspiel
from pages2 import hyderabad, turkish, chaturanga
out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "resources", "rules")
os.makedirs(out, exist_ok=True)
for vid, fn in [("chess", chess), ("kaiserspiel", kaiserspiel), ("sultanspiel", sultanspiel),
                ("hyderabad", hyderabad), ("turkish", turkish), ("chaturanga-4-84", chaturanga)]:
    with open(f"{out}/{vid}.html", "w", encoding="utf-8") as f:
        f.write(fn())
    print(vid, os.path.getsize(f"{out}/{vid}.html"))
