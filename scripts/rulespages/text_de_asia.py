# Die deutschen Texte der Seiten der Spiele Südostasiens aus Pritchards Kapitel 29 (pages7.py);
# text_de.py fügt sie in sein TEXT ein. text_en_asia.py hat dieselben Schlüssel auf Englisch.
TEXT = {
    # --- Makruk (Pritchard 2007, 29.3) ---------------------------------------------------------
    "makruk.subtitle": "<p><i>Das thailändische Schach, bis heute gespielt: die alten indischen Züge von Ratgeber und "
                       "Elefant in Met und Thon bewahrt, Bauern, die auf der dritten Reihe beginnen, und eine "
                       "Zählung, die die Züge bis zum Matt begrenzt (Pritchard 2007, 29.3).</i></p>",
    "makruk.history":
        "<p>„Makruk ist das nationale Schach Thailands“, schreibt <b>D. B. Pritchard (2007)</b>, <i>The Classified "
        "Encyclopedia of Chess Variants</i>, 29.3; die Anmerkung des Herausgebers ergänzt die Zählregeln. Das Spiel "
        "bewahrt die Züge der alten indischen Figuren: der Met (der Ratgeber, ein Schritt diagonal) und der Thon oder "
        "Khon (der Elefant, ein Schritt diagonal oder gerade vorwärts). Pritchard schreibt die Grundstellung nicht aus; "
        "seine Bemerkungen legen sie fest: Die Bauern stehen auf der dritten Reihe, und der Met „geht über f2 (c7) nach "
        "e3 (d6)“. Kabir stellt sie auf wie Fairy-Stockfish, die Könige auf d1 und e8 den Mets gegenüber.</p>\n"
        "<p>Am Brett zählt die schwächere Seite laut, wenn das Ende naht; Kabir zählt für sie von selbst und beginnt "
        "und erneuert die Zählung genau dort, wo Fairy-Stockfish es tut, damit Partien und Stellungen vergleichbar "
        "sind {choice}.</p>",
    "makruk.board": "<p>Ein ungemustertes 8x8-Brett. Weiß zieht zuerst. Die getönten Felder sind die "
                    "Umwandlungszone von Weiß, seine 6. bis 8. Reihe.</p>",
    "makruk.caption": "Weiß a1–h1 R N S K M S N R, Bauern a3–h3; Schwarz a8–h8 r n s m k s n r, Bauern a6–h6. "
                      "Getönt: die Umwandlungszone von Weiß.",
    "makruk.king": "<b>König</b> (K), <i>khun</i> — Betza <code>K</code>. Ein Schritt in jede Richtung. Keine "
                   "Rochade.",
    "makruk.met": "<b>Met</b> (M), der Ratgeber — Betza <code>F</code>. Ein Feld diagonal.",
    "makruk.thon": "<b>Thon</b> (S), auch <i>khon</i> — Betza <code>FfW</code>. Ein Feld diagonal oder ein Feld gerade "
                   "vorwärts (●).",
    "makruk.horse": "<b>Pferd</b> (N), <i>ma</i> — Betza <code>N</code>. Der Springersprung.",
    "makruk.rua": "<b>Rua</b> (R), das Boot — Betza <code>R</code>. Beliebig viele leere Felder entlang einer Reihe "
                  "oder Linie.",
    "makruk.pawn": "<b>Bia</b> (P), der Bauer — Betza <code>fmWfcF</code>. Ein Feld vorwärts, schlägt ein Feld diagonal "
                   "vorwärts. Kein Doppelschritt, kein Schlagen im Vorübergehen.",
    "makruk.rules":
        "<ul>\n"
        "<li><b>Umwandlung.</b> Ein Bauer, der seine 6. Reihe erreicht (für Weiß Reihe 6, für Schwarz Reihe 3), wird "
        "sofort zum Met, gleich wie viele Mets seine Seite hat (Pritchard: „wandelt auf der 6. Reihe um, und nur in "
        "einen Met“).</li>\n"
        "<li><b>Keine Rochade, kein Doppelschritt, kein Schlagen im Vorübergehen.</b></li>\n"
        "<li><b>Die Zählung.</b> Sobald wenig Material übrig ist, muss die stärkere Seite in einer Zahl von Zügen "
        "mattsetzen, sonst ist die Partie remis; die Option <i>Zählung</i> unten wählt, wie. Nach den modernen Regeln "
        "(Vorgabe) wird nicht gezählt, solange ein Bauer auf dem Brett steht. <i>Ehre des Bretts</i>: Sobald kein Bauer "
        "mehr da ist und keine Seite nur noch ihren König hat, zählt die Seite am Zug 64 Züge ab 0. <i>Ehre der "
        "Figuren</i>: Sobald eine Seite entblößt ist, zählt sie bis zur Grenze, die das Material der stärkeren Seite "
        "setzt — 8 Züge mit zwei Türmen, 16 mit einem, 22 mit zwei Thons, 32 mit zwei Pferden, 44 mit einem Thon, "
        "sonst 64 —, beginnend mit der Zahl der Steine auf dem Brett, beide Könige mitgezählt (mit Turm, Pferd und König "
        "gegen den blanken König beginnt die Zählung bei 4, es bleiben also 12 Züge). Ein blanker König, der den letzten "
        "Bauern schlägt, zählt ab diesem Schlag, einen weniger. Das Fenster zeigt die Zählung neben dem Brett "
        "(„Zählung: 4 von 16“), solange sie läuft.</li>\n"
        "<li><b>Stellungen</b> schreiben eine laufende Zählung wie Fairy-Stockfish: die Grenze in Halbzügen, wo das "
        "En-passant-Feld stünde, die gezählten Halbzüge im Halbzugfeld "
        "(<code>3k4/8/8/8/8/3R4/8/3NK3 b - 32 8 2</code>).</li>\n"
        "</ul>",
    "makruk.stalemate": "die Partie ist <b>remis</b>",
    "makruk.stalemate-note": " ",
    "makruk.results":
        "<li><b>Remis durch Zählung.</b> Wenn die gezählten Halbzüge die Grenze überschreiten und die Seite am Zug "
        "nicht mattgesetzt ist, ist die Partie remis (Ergebnisart <i>Remis durch Zählung</i>). Ein Matt mit dem "
        "letzten gezählten Zug gewinnt noch. Die Zugregel ist nach Vorgabe aus: Die Zählung tritt an ihre Stelle, wie "
        "bei Fairy-Stockfish.</li>\n",
    "makruk.disagree":
        "<li><b>Die Grenzen der Zählung.</b> Pritchards Herausgeber nennt 2 Türme 8, 1 Turm 16, 2 Thons 22, 1 Thon 44, "
        "2 Pferde 33 und 1 Pferd 66 Züge, gezählt, sobald eine Seite keinen Turm, Thon und kein Pferd mehr hat, „ohne "
        "die Mets zu berücksichtigen“; die modernen Regeln zählen 32 Züge für zwei Pferde und 64 für eines, beginnen "
        "mit der Zahl der Steine auf dem Brett und kennen die Ehre des Bretts. Die Option <i>Zählung</i> bietet beides; "
        "die modernen Regeln sind die Vorgabe.</li>\n"
        "<li><b>Vorrechtszüge.</b> Pritchard zitiert Falkeners Sprünge von König und Met im ersten Zug, die „im "
        "modernen Spiel unbekannt“ sind; Kabir bietet sie noch nicht an.</li>\n",
}
