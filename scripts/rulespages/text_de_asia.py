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
        "modernen Spiel unbekannt“ sind, und Murrays engere Form. Die Option <i>Vorrechtszüge</i> bietet beide an "
        "(Kabirs Wahl: die Sprünge schlagen nie und werden nie im Schach gemacht); die Vorgabe ist, wie heute, "
        "keiner.</li>\n",

    # --- Hills kambodschanisches Spiel (Pritchard 2007, 29.3, Anmerkung des Herausgebers) -------
    # --- Kambodschanisches Schach (Pritchard 2007, 29.3) ----------------------------------------
    "cambodian.subtitle": "<p><i>Ouk Chatrang, das Schach Kambodschas: Steine und Aufstellung des Makruk, mit einem "
                          "Sprung im ersten Zug für König und Met und einer eigenen Zählung (Pritchard 2007, "
                          "29.3).</i></p>",
    "cambodian.history":
        "<p><b>D. B. Pritchard (2007)</b>, <i>The Classified Encyclopedia of Chess Variants</i>, 29.3, nennt das "
        "kambodschanische Schach „im Wesentlichen Makruk mit zwei Vorrechtszügen“: Der unbewegte König darf wie ein "
        "Springer springen, der unbewegte Met zwei Felder vorwärts, „jedoch nicht schlagend“; die Zählregeln weichen "
        "„im Einzelnen“ ab. Kabir spielt die Einzelheiten wie Fairy-Stockfish nach dessen Berichtigung anhand eines "
        "kambodschanischen Regelwerks (Änderung #514): Der König springt seitwärts auf seine zweite Reihe und verliert "
        "den Sprung, wenn ein gegnerischer Turm auf ihn zielt. Die Zählung ist die kambodschanische Zählung von "
        "Fairy-Stockfish, sodass Partien und Stellungen {choice} vergleichbar sind.</p>",
    "cambodian.board": "<p>Ein ungemustertes 8x8-Brett mit der Aufstellung des Makruk. Weiß zieht zuerst. Die "
                       "getönten Felder sind die Umwandlungszone von Weiß, seine 6. bis 8. Reihe.</p>",
    "cambodian.king": "<b>König</b> (K) — Betza <code>K</code>. Ein Schritt in jede Richtung. <span style=\"color: "
                      "#1040c0;\"><b>◆</b></span> Sein erster Zug darf ein Springersprung seitwärts auf seine zweite "
                      "Reihe sein (d1–b2, d1–f2; e8–c7, e8–g7): nur auf ein leeres Feld, nie im Schach.",
    "cambodian.met": "<b>Met</b> (M), der Ratgeber — Betza <code>F</code>. Ein Feld schräg. <span style=\"color: "
                     "#1040c0;\"><b>◆</b></span> Sein erster Zug darf ein Sprung zwei Felder geradeaus vorwärts sein "
                     "(e1–e3, d8–d6), über eine Figur hinweg oder nicht, nur auf ein leeres Feld.",
    "cambodian.rules":
        "<ul>\n"
        "<li><b>Erste Züge.</b> Die Sprünge von König und Met sind Rechte der unbewegten Steine: Ein Recht ist verloren, "
        "sobald sein Stein gezogen hat oder geschlagen ist. In der Vorgabe (Option <i>Zielen des Turms</i>) verliert "
        "der König seinen Sprung auch, wenn ein gegnerischer Turm auf seine Reihe oder Linie zieht, gleich was "
        "dazwischen steht (Fairy-Stockfish nach den kambodschanischen Regeln). Stellungen schreiben die Rechte wie "
        "Fairy-Stockfish als die Linien des unbewegten Königs und Mets im Rochadefeld: <code>DEde</code> zu "
        "Beginn.</li>\n"
        "<li><b>Umwandlung</b> wie im Makruk: Ein Bauer, der seine 6. Reihe erreicht, wird sofort zum Met.</li>\n"
        "<li><b>Keine Rochade, kein Doppelschritt, kein Schlagen en passant.</b></li>\n"
        "<li><b>Die Zählung.</b> In der Vorgabe (Option <i>Zählung</i>) die kambodschanische Zählung: Eine Seite mit "
        "zwei oder drei Einheiten, Bauern mitgezählt, zählt 63 Züge ab 0 gegen einen Gegner, der nicht blank ist (die "
        "Ehre des Bretts), auch solange Bauern auf dem Brett stehen. Sobald eine Seite blank und kein Bauer mehr übrig "
        "ist, zählt sie bis zur Grenze, die das Material der stärkeren Seite setzt — 7 Züge mit zwei Türmen, 15 mit "
        "einem, 21 mit zwei Thons, 31 mit zwei Pferden, 43 mit einem Thon, sonst 63 —, beginnend mit der Zahl der "
        "Einheiten auf dem Brett (die Ehre der Figuren). Das Fenster zeigt die Zählung neben dem Brett, solange sie "
        "läuft.</li>\n"
        "{extra}"
        "</ul>",
    "cambodian.rules-extra": "",
    "cambodian.results":
        "<li><b>Remis durch Zählung.</b> Überschreiten die gezählten Halbzüge die Grenze und ist die Seite am Zug nicht "
        "matt, endet die Partie remis (Ergebnisart <i>Remis durch Zählung</i>). Die Zugregel ist in der Vorgabe aus: "
        "Die Zählung tritt an ihre Stelle.</li>\n",
    "cambodian.disagree":
        "<li><b>Der Sprung des Königs.</b> Pritchard gibt dem König einen Springersprung, ohne zu sagen wohin; Kabir "
        "folgt den kambodschanischen Regeln, wie Fairy-Stockfish sie spielt (seitwärts auf die zweite Reihe, verloren "
        "durch das Zielen eines Turms). Die Option <i>Zielen des Turms</i> schaltet das Zielen ab, da Pritchard darüber "
        "schweigt.</li>\n"
        "<li><b>Die Zählung.</b> Pritchard sagt nur, sie weiche von der des Makruk „im Einzelnen“ ab; die Option "
        "<i>Zählung</i> bietet auch die moderne Zählung des Makruk und die Grenzen von Pritchards Herausgeber an.</li>\n",

    # --- Ka Ok (Pritchard 2007, 29.3) -----------------------------------------------------------
    "karouk.subtitle": "<p><i>Ka Ok: kambodschanisches Schach, in dem gewinnt, wer zuerst Schach bietet (Pritchard "
                       "2007, 29.3).</i></p>",
    "karouk.history":
        "<p><b>D. B. Pritchard (2007)</b>, <i>The Classified Encyclopedia of Chess Variants</i>, 29.3, beschreibt Ka Ok "
        "als kambodschanisches Spiel, in dem „der erste Spieler gewinnt, der Schach bietet“. Alles andere ist "
        "kambodschanisches Schach, wie Kabir es spielt (eigene Seite); Fairy-Stockfish spielt dieselben Regeln als "
        "<i>karouk</i>, sodass Stellungen {choice} vergleichbar sind.</p>",
    "karouk.rules-extra":
        "<li><b>Das erste Schach gewinnt.</b> Ein Zug, der Schach bietet, beendet die Partie sofort mit dem Sieg der "
        "Seite, die es bot (Ergebnisart <i>erstes Schach</i>). Stellungen tragen nach dem En-passant-Feld die Schachs, "
        "die jede Seite noch zu geben hat, wie Fairy-Stockfish sie schreibt: <code>1+1</code>.</li>\n",
    "karouk.results":
        "<li><b>Das erste Schach.</b> Wer Schach bietet, gewinnt sofort, vor jedem Matt.</li>\n"
        "<li><b>Remis durch Zählung.</b> Wie im kambodschanischen Schach.</li>\n",
    "karouk.disagree":
        "<li><b>Quellen.</b> Pritchard nennt die eine Regel; das Übrige folgt dem kambodschanischen Schach, wie "
        "Fairy-Stockfish Ka Ok spielt. Die Optionen sind die des kambodschanischen Schachs.</li>\n",

    "hill.subtitle": "<p><i>Ein kambodschanisches Spiel, das nur ein einziger Gewährsmann kannte, berichtet in einem "
                     "Brief von 1975: neun Fische je Seite auf den Punkten des Bretts, umgedreht, sobald sie die "
                     "Mittellinie überqueren. Pritchards Herausgeber bezweifelt, dass es je gespielt wurde "
                     "(Pritchard 2007, 29.3, Anmerkung des Herausgebers).</i></p>",
    "hill.history":
        "<p><b>Zuerst eine Warnung.</b> Diese Regeln beruhen auf einem einzigen Gewährsmann. <b>D. B. Pritchard "
        "(2007)</b>, <i>The Classified Encyclopedia of Chess Variants</i>, 29.3, hat das Spiel aus dem Hauptartikel "
        "über das kambodschanische Schach genommen; der Herausgeber, J. Beasley, zitiert seine einzige Quelle in einer "
        "Anmerkung und urteilt, die Grundlage für seine Existenz scheine sich „auf einen einzigen Gewährsmann zu "
        "beschränken, dessen Angaben allen anderen bekannten Zeugnissen widersprechen“. Kabir bietet das Spiel so an, "
        "wie diese Anmerkung es beschreibt, zum Studium, nicht als ein Spiel, von dem man weiß, dass es gespielt "
        "wurde.</p>\n"
        "<p>Die Quelle ist ein maschinengeschriebener Brief von John Gollon an Philip Cohen vom 25. Februar 1975. Ein "
        "US-Soldat, der 1969 als Vernehmer in Saigon diente — der Name „P. A. Hill“ ist handschriftlich ergänzt —, "
        "hatte Gollon die Regeln eines Spiels geschickt, von dem er durch einen in Kambodscha geborenen "
        "Guerillaoffizier erfahren hatte, den er verhörte. Die Figuren, so der Gewährsmann, seien „kleine Statuen, "
        "außer den Fischen, die unregelmäßige Scheiben sind, auf beiden Seiten verschieden gezeichnet“, so dass ein "
        "Fisch, der die Mittellinie überquert hat, umgedreht werden kann. „Er kannte die Regeln für den blanken König "
        "und das Patt nicht“, und er äußerte „später die Sorge, er könne sich in einigen Einzelheiten geirrt haben“. "
        "Gollon sah in dem Spiel ein Bindeglied zwischen Chaturanga und dem chinesischen Schach.</p>\n"
        "<p>Der Herausgeber fand keine Bestätigung: Ellinghoven (2003), eine Studie über das Schach in Kambodscha mit "
        "Fotografien, beschreibt das Makruk ausführlich und dieses Spiel überhaupt nicht. Wo der Brief schweigt — wie "
        "der Fisch schlägt, die Aufstellung von Schwarz, wer beginnt, Patt, blanker König —, sind die Regeln unten "
        "Kabirs Entscheidungen und als solche gekennzeichnet.</p>",
    "hill.board": "<p>„Das Spiel wird auf den Punkten eines ungemusterten Bretts von acht mal acht Feldern gespielt“: "
                  "auf seinen 9x9 Schnittpunkten. Kabir zeichnet jeden Punkt als Feld eines ungemusterten "
                  "9x9-Bretts, a1 bis i9 {choice}; ein Zug von Punkt zu Punkt ist ein Zug von Feld zu Feld. Weiß "
                  "zieht zuerst {choice}. Die getönten Felder liegen für Weiß jenseits der Mittellinie (seine "
                  "Reihen 6 bis 9): ein weißer Fisch, der dort ankommt, wird umgedreht.</p>",
    "hill.caption": "Weiß a1–i1 R N E O K O E N R, Fische a4–i4; Schwarz a9–i9 r n e o k o e n r, Fische a6–i6. "
                    "Getönt: jenseits der Mittellinie für Weiß.",
    "hill.king": "<b>König</b> (K), <i>chhwie</i> — Betza <code>K</code>. „Wie der gewöhnliche König“: ein Schritt in "
                 "jede Richtung. Keine Rochade.",
    "hill.official": "<b>Würdenträger</b> (O), <i>ta hien</i> — Betza <code>mFcfF</code>. „Ein Feld auf einmal "
                     "diagonal, schlägt aber nur diagonal vorwärts“: Er zieht auf alle vier diagonalen Nachbarfelder "
                     "(○ rückwärts, ohne zu schlagen) und schlägt nur auf den beiden vorderen (●).",
    "hill.elephant": "<b>Elefant</b> (E), <i>tam mai</i> — Betza <code>mKcfsWcfF</code>. „Ein Feld auf einmal in jede "
                     "Richtung (wie der König), darf aber weder gerade noch diagonal rückwärts schlagen“: Er schlägt "
                     "vorwärts, diagonal vorwärts und seitwärts (●); seine drei Schritte rückwärts gehen nur auf leere "
                     "Felder (○).",
    "hill.horse": "<b>Pferd</b> (N), <i>sheh</i> — Betza <code>N</code>. „Wie der gewöhnliche Springer“.",
    "hill.boat": "<b>Boot</b> (R), <i>tuk</i> — Betza <code>R</code>. „Wie der Turm“: beliebig viele leere Felder "
                 "entlang einer Reihe oder Linie.",
    "hill.fish": "<b>Fisch</b> (P), <i>trei</i> — Betza <code>fW</code>. „Ein Feld auf einmal vorwärts“. Wie er "
                 "schlägt, sagt der Brief nicht; bei Kabir schlägt er, wie er zieht, ein Feld gerade vorwärts "
                 "{choice}. Kein Doppelschritt, kein Schlagen en passant.",
    "hill.flipped": "<b>Umgedrehter Fisch</b> (G) — Betza <code>K</code>. Ein Fisch, der die Mittellinie überquert "
                    "hat, wird umgedreht „und kann wie ein König überall auf dem Brett ziehen“: ein Schritt in jede "
                    "Richtung, auch rückwärts, und er schlägt, wie er zieht. Er ist nicht königlich: Er kann "
                    "geschlagen werden und steht nie im Schach.",
    "hill.rules":
        "<ul>\n"
        "<li><b>Die Aufstellung.</b> Der Brief gibt die von Weiß: Boote a1 und i1, Pferde b1 und h1, Elefanten c1 und "
        "g1, Würdenträger d1 und f1, der König e1, die Fische füllen die vierte Reihe. Die schwarzen Steine stehen "
        "gegenüber auf denselben Linien, der König auf e9 dem weißen gegenüber, die Fische auf der sechsten Reihe "
        "{choice}.</li>\n"
        "<li><b>Das Umdrehen der Fische.</b> Der Fisch „zieht ein Feld auf einmal vorwärts, bis er die Mittellinie "
        "überquert (mit seinem zweiten Zug); dann wird der Stein umgedreht“. Ein Fisch, der jenseits der Mittellinie "
        "ankommt — auf der 6. Reihe von Weiß, der 4. von Schwarz, mit einem Zug oder einem Schlag —, wird sofort ein "
        "umgedrehter Fisch, gleich wie viele seine Seite schon hat (geschrieben <code>e6=G</code>). Er bleibt "
        "umgedreht, wohin er danach auch zieht.</li>\n"
        "<li><b>Keine Rochade, kein Doppelschritt, kein Schlagen en passant.</b> Der Brief nennt nichts davon.</li>\n"
        "</ul>",
    "hill.stalemate": "die Partie ist <b>remis</b> {choice}",
    "hill.stalemate-note": "Der Gewährsmann „kannte die Regeln für den blanken König und das Patt nicht“; Kabir wertet "
                           "das Patt als Remis, wie im Makruk und im europäischen Schach.",
    "hill.results":
        "<li><b>Blanker König.</b> Keine Regel: Ein allein gelassener König spielt weiter; nur Matt, Patt und die "
        "Remisregeln unten beenden die Partie {choice}.</li>\n",
    "hill.disagree":
        "<li><b>Die Quelle selbst.</b> Alles auf dieser Seite geht auf einen einzigen Gewährsmann zurück, im Krieg "
        "verhört und aus zweiter Hand berichtet, der später fürchtete, sich in einigen Einzelheiten geirrt zu haben. "
        "Kein anderer Bericht über das kambodschanische Schach erwähnt das Spiel; Pritchards Herausgeber hat es "
        "deshalb aus dem Hauptartikel genommen.</li>\n"
        "<li><b>Das Brett.</b> „Die Punkte eines Bretts von acht mal acht Feldern“ ergeben 81 Punkte, neun auf jeder "
        "Linie, und neun Fische füllen eine solche Linie. Kabir nimmt die Punkte als die Felder eines 9x9-Bretts "
        "{choice}.</li>\n"
        "<li><b>Lesarten des Briefs.</b> Wie der Fisch schlägt, die Aufstellung von Schwarz, wer beginnt und das Patt "
        "stehen nicht im Brief; es sind Kabirs Entscheidungen, oben gekennzeichnet. Kabir liest das „darf weder "
        "gerade noch diagonal rückwärts schlagen“ des Elefanten so, dass er seitwärts schlagen darf, und das „wie ein "
        "König ziehen“ des umgedrehten Fischs als Ziehen und Schlagen wie ein König, ohne königlich zu sein.</li>\n",

    # --- Malaiisches Schach, Main Chator (Pritchard 2007, 29.4) ---------------------------------
    "malay.subtitle": "<p><i>Main Chator, das Schach der Malaiischen Halbinsel: die Steine des europäischen Schachs, "
                      "ein König, der mit seinem ersten Zug springen darf, Bauern, die vor der Umwandlung "
                      "zurückgehen, und ein blanker König, der wie Dame und Springer zieht (Pritchard 2007, "
                      "29.4).</i></p>",
    "malay.history":
        "<p><b>D. B. Pritchard (2007)</b>, <i>The Classified Encyclopedia of Chess Variants</i>, 29.4, beschreibt das "
        "malaiische Schach nach <b>Skeat (1900)</b> und <b>Robinson (1904)</b>: die Steine des europäischen Schachs in "
        "der üblichen Aufstellung, nur steht die Dame rechts vom König (\"except that Q stands on right of K\"), und "
        "einige eigene Regeln — der erste Sprung des Königs, die Umwandlung nur auf den Randlinien, der Rückweg der "
        "übrigen Bauern und ein blanker König mit den Kräften von Dame und Springer. Pritchard fügt hinzu, dass es "
        "beim Schlagen en passant \"eine Vielfalt von Regeln\" gab und dass Skeat den Königssprung \"nur über ein "
        "Feld\" kannte.</p>\n"
        "<p>Standardmäßig spielt Kabir die Regeln, wie Robinson sie überliefert. Wo Pritchard keine Zahlen nennt, stammen sie aus "
        "dem Ludii-Spiel \"Main Chator (Selangor)\", das Robinson folgt: wie viele Schritte ein Bauer auf jeder Linie "
        "zurückgeht und die Wahl des Steins an ihrem Ende (eine Option). Die Regeln, die Ludii bei <b>Brooke "
        "(1849)</b> liest, weichen ab; die Option <i>Regelwerk</i> bietet auch sie an (unten).</p>",
    "malay.board": "<p>Ein ungefeldertes 8x8-Brett, auf dem die beiden langen Diagonalen eingezeichnet sind, wie "
                   "Pritchard es beschreibt; die Diagonalen schmücken das Brett nur. Weiß zieht zuerst.</p>",
    "malay.caption": "Weiß a1–h1 T S L K D L S T, Bauern a2–h2; Schwarz a8–h8 t s l d k l s t, Bauern a7–h7: jeder "
                     "König steht der Dame der anderen Seite gegenüber. Schattiert: die langen Diagonalen.",
    "malay.king": "<b>König</b> (K) — Betza <code>K</code>, als erster Zug auch <code>mDmAmN</code>. Ein Schritt in "
                  "jede Richtung. <b>Das Vorrecht des Königs</b>: solange er nie gezogen hat und nie im Schach stand, "
                  "darf er stattdessen auf jedes Feld zwei Felder entfernt springen (◆) — zwei Felder gerade oder "
                  "diagonal, über alles hinweg, oder einen Springersprung —, aber nur auf ein leeres Feld (Pritchard: "
                  "\"the king had the right to move two squares (as Q or N) initially if he had not been checked\").",
    "malay.pawn": "<b>Bauer</b> (P) — Betza <code>fmWfcF</code>. Ein Feld vorwärts, zwei von seinem Ausgangsfeld, "
                  "schlägt ein Feld diagonal vorwärts; en passant wie im europäischen Schach {choice}. Was auf der "
                  "letzten Reihe aus ihm wird, steht unten.",
    "malay.returning": "<b>Rückkehrender Bauer 3</b> (X), <b>Rückkehrender Bauer 2</b> (Y), <b>Rückkehrender "
                       "Bauer 1</b> (Z) — Betza <code>mbF</code>. Ein Bauer, der die letzte "
                       "Reihe außerhalb der a- und h-Linie erreicht hat: je Zug ein Schritt diagonal rückwärts (○) "
                       "auf ein leeres Feld. X hat noch drei Schritte vor sich, Y zwei, Z einen; jeder Schritt macht "
                       "ihn zum nächsten, der letzte zur Dame. Er schlägt nichts und greift nichts an {choice}. Das "
                       "Bild zeigt einen Winkel für jeden verbleibenden Schritt.",
    "malay.turning": "<b>Wendender Bauer 2</b> (U), <b>Wendender Bauer 1</b> (V) — Betza <code>msW</code>, dann "
                     "<code>msWmbF</code>. Nur nach Brooke: ein Bauer, der die letzte Reihe außerhalb der a- und "
                     "h-Linie erreicht hat, geht zuerst ein Feld seitwärts auf ihr (U), dann ein Feld seitwärts oder "
                     "diagonal rückwärts (V), auf leere Felder, und wird zur Dame.",
    "malay.bare": "<b>Blanker König</b> (J) — Betza <code>QN</code>. Ein König ohne jeden anderen Stein zieht und "
                  "schlägt wie Dame oder Springer (Pritchard nach Robinson). Er bleibt der König und wird in "
                  "Stellungen und Zügen K geschrieben; der Buchstabe J benennt ihn nur in den Steintabellen des "
                  "Programms.",
    "malay.rules":
        "<ul>\n"
        "<li><b>Das Vorrecht des Königs.</b> Der Sprung ist ein erster Zug: jeder Zug des Königs und <i>jedes</i> "
        "Schach nehmen ihm das Recht für immer, wie auch immer das Schach abgewehrt wird; im Schach wird er nie "
        "gemacht. Stellungen führen das Recht im Rochadefeld, nach der Linie des Königs, wie Fairy-Stockfish solche "
        "Rechte schreibt: <code>De</code> zu Beginn.</li>\n"
        "<li><b>Die Rochade</b> \"brauchte zwei Züge, zuerst den des Turms\": ein Turm zieht mit einem gewöhnlichen "
        "Zug neben den König, dann springt der König zwei Felder seitwärts über ihn. Einen eigenen Rochadezug gibt es "
        "nicht.</li>\n"
        "<li><b>Umwandlung auf der a- und h-Linie.</b> Ein Bauer, der auf der a- oder h-Linie die letzte Reihe "
        "erreicht, wird sofort zur Dame.</li>\n"
        "<li><b>Rückkehrende Bauern.</b> Auf jeder anderen Linie \"musste er danach einen oder mehrere Züge rückwärts "
        "machen, bevor er umgewandelt wurde\": er wird ein rückkehrender Bauer, der je Zug einen Schritt diagonal "
        "rückwärts auf ein leeres Feld machen muss — einen von der b- und g-Linie, zwei von der c- und f-Linie, drei "
        "von der d- und e-Linie — und nach dem letzten zur Dame wird (die Zahlen, wie Ludii Robinson liest). Seine "
        "Schritte werden ohne Zeichen geschrieben (<code>Xc7</code>, <code>Yd6</code>), der letzte mit der Dame "
        "(<code>Zc5=Q</code>). Ist sein Rückweg versperrt, wartet er; er kann wie jeder Stein geschlagen werden.</li>\n"
        "<li><b>Der blanke König.</b> Ein König, dessen Seite keinen anderen Stein mehr hat, zieht wie Dame und "
        "Springer. Seine neuen Kräfte gelten sofort: ein Schlagzug, der den gegnerischen König blank macht, darf den "
        "eigenen König nicht dort stehen lassen, wohin der blanke König nun reicht {choice}. Ein blank gewordener König "
        "hat keinen Sprung mehr: seine Züge als Dame und Springer erreichen jedes Feld, das der Sprung erreichte, aber "
        "nicht mehr über andere Steine hinweg, wie Ludii Robinson liest {choice}.</li>\n"
        "<li><b>Brookes Regeln</b> (Option <i>Regelwerk</i>, wie Ludiis \"Main Chator\" Brooke (1849) liest): der "
        "König darf springen — zwei Felder in jede Richtung oder wie ein Springer, auch schlagend, wie bei Ludii {choice} — "
        "aber nur als Antwort auf sein erstes Schach, wenn er vorher nicht gezogen hat; was immer dieses Schach "
        "abwehrt, beendet das Recht. Ein Bauer wird auf der a- und h-Linie sofort umgewandelt, sonst nach zwei "
        "weiteren Zügen als wendender Bauer (U, dann V). Der blanke König hat keine eigenen Kräfte. Stellungen "
        "schreiben die Könige, die den Sprung noch haben, als <code>leap:Kk</code> (weggelassen, solange beide "
        "ihn haben).</li>\n"
        "</ul>",
    "malay.stalemate": "die Partie ist <b>remis</b> {choice}",
    "malay.results": "<li><b>Blanker König.</b> Kein Ergebnis: der blanke König spielt mit seinen neuen Kräften "
                     "weiter.</li>\n",
    "malay.move-rule": " Die Ankunft eines Bauern auf der letzten Reihe beginnt die Zählung neu; die weiteren Schritte "
                       "eines zurückgehenden oder wendenden Bauern, auch sein letzter, tun es nicht: er zieht nicht "
                       "mehr als Bauer {choice}.",
    "malay.disagree":
        "<li><b>En passant.</b> Pritchard schreibt, dass es \"eine Vielfalt von Regeln\" gab; die engere Form, die "
        "Ludii bei Robinson liest (nur für einen von einem gegnerischen Bauern blockierten Bauern), ist zu vage, um "
        "sie zu spielen, daher behält Kabir die europäische Regel {choice}.</li>\n"
        "<li><b>Der Umwandlungsstein.</b> Pritchard nennt die Dame; bei Ludii wählt der Spieler jeden Stein. Die "
        "Option <i>Umwandlungsstein</i> bietet die Dame (Vorgabe) oder Dame, Turm, Läufer oder Springer.</li>\n"
        "<li><b>Der Königssprung.</b> Skeat kannte ihn \"nur über ein Feld\"; Kabir spielt Robinsons zwei Felder. "
        "Ludiis Lesart Robinsons erlaubt nur den Springersprung und den Sprung seitwärts; Kabir folgt Pritchards "
        "\"zwei Felder (wie D oder S)\" in jede Richtung.</li>\n"
        "<li><b>Brookes Regeln.</b> Ludiis \"Main Chator\" gibt nach Brooke (1849) dem König seinen Sprung erst, "
        "wenn er zum ersten Mal Schach bekommen hat, wandelt außerhalb der Randlinien nach einem Schritt seitwärts "
        "entlang der letzten Reihe und einem Schritt seitwärts oder diagonal zurück um und kennt keine Kräfte des "
        "blanken Königs; Kabir bietet dies als Regelwerk <i>Brooke (1849)</i> an. Ludii macht den Zug des Königs "
        "über zwei Felder dort zu einem Gleiten, das das Feld dazwischen leer braucht; Kabir macht ihn zu einem "
        "Sprung wie Pritchards Königssprung {choice}.</li>\n",
}

# --- Batak-Schach (Pritchard 2007, 29.4) ---------------------------------------------------------
TEXT.update({
    "batak.subtitle": "<p><i>Das Schach der Batak auf Sumatra: europäische Steine auf einem einfarbigen Brett, ein "
                      "unbewegter König, der springen darf, eine Umwandlung, die schräg zurücktritt, gefesselte Steine "
                      "ohne Kräfte und ein Abzugsmatt, das nur remis ist (Pritchard 2007, 29.4).</i></p>",
    "batak.history":
        "<p><b>D. B. Pritchard (2007)</b>, <i>The Classified Encyclopedia of Chess Variants</i>, 29.4 „Batak Chess“, "
        "beschreibt „das Spiel, wie es das Volk der Batak auf Sumatra spielt“, nach Oefele (1904), <i>Das Schachspiel "
        "der Bataker</i> (Pritchard nennt den Verfasser Armin van Oefele, die Spielbeschreibungen von Ludii von "
        "Oefele). Steine und Züge sind die des europäischen Schachs; die abweichenden Regeln sind wenige und "
        "seltsame, und Pritchard gibt jede in einem Satz. Zwei Spielbeschreibungen des Ludii-Projekts, <i>Main Chator "
        "(Batak)</i> und <i>Tepong</i>, beide nach Oefele 1904, S. 34–35, lesen dieselben Regeln ein zweites Mal und "
        "klären manches, was Pritchard offenlässt. Pritchard fügt hinzu, es gebe „eine kleine Problemliteratur; "
        "Probleme werden (oft als Zwillinge) als Herausforderung um einen Einsatz komponiert“.</p>",
    "batak.board": "<p>Ein einfarbiges 8x8-Brett. „Die Könige stehen links von den Damen, sonst die übliche "
                   "Aufstellung“ (Pritchard): der weiße König auf d1 steht der schwarzen Dame auf d8 gegenüber. Weiß "
                   "zieht zuerst.</p>",
    "batak.caption": "Weiß a1–h1 R N B K Q B N R, Bauern a2–h2; Schwarz a8–h8 r n b q k b n r, Bauern a7–h7.",
    "batak.king": "<b>König</b> (K) — Betza <code>K</code>. Ein Schritt in jede Richtung. Solange er nicht gezogen hat, "
                  "darf er stattdessen zwei Felder in gerader Linie, auch schräg, oder auf ein Springerfeld springen, "
                  "über alles hinweg (<span style=\"color: #1040c0;\">◆</span>); siehe <a href=\"#rules\">Regeln</a>.",
    "batak.pawn": "<b>Bauer</b> (P) — Betza <code>fmWfcF</code>. Ein Feld geradeaus, von seinem Ausgangsfeld zwei (das "
                  "obere ○); schlägt ein Feld schräg vorwärts; en passant. Der Königsbauer darf auch von seiner "
                  "dritten Reihe zwei Felder ziehen; siehe <a href=\"#rules\">Regeln</a>.",
    "batak.rules":
        "<ul>\n"
        "<li><b>Bauern.</b> Jeder Bauer darf von seinem Ausgangsfeld zwei Felder ziehen und en passant geschlagen "
        "werden (Pritchard setzt es voraus, wenn er sagt, der Königsbauer „behält die Zweischrittmöglichkeit“; beide "
        "Ludii-Beschreibungen geben jedem Bauern den Doppelschritt). „Zieht der Königsbauer zuerst ein Feld, behält er "
        "die Zweischrittmöglichkeit für seinen zweiten Zug (en passant möglich)“ (Pritchard): der weiße d-Bauer auf d3 "
        "und der schwarze e-Bauer auf e6 dürfen noch zwei Felder ziehen und en passant geschlagen werden. Nur dieser "
        "Bauer darf es, wie die Züge der Partie zeigen, nicht einer, der durch Schlagen dorthin kam; in einer ohne "
        "ihre Züge aufgestellten Stellung darf es der Bauer, der dort steht {choice}.</li>\n"
        "<li><b>Der Königssprung.</b> „Der K darf zwei Felder in jede Richtung springen (auch im Springerzug), aber nur "
        "unbewegt; danach normal“ (Pritchard). Der Sprung darf schlagen und braucht nur die gewöhnliche Legalität: der "
        "König darf aus dem Schach und über angegriffene Felder springen, nie auf eines (Kabirs Lesart, wie beide "
        "Ludii-Beschreibungen) {choice}. Ein Schach nimmt ihm den Sprung nicht, sein erster Zug schon. Der Sprung gibt "
        "kein Schach: die Felder, die der unbewegte König erspringen könnte, gelten nicht als von ihm angegriffen, und "
        "der gegnerische König darf auf ihnen stehen — wie das Gelong, das ebenfalls schlagen darf, keines gibt („steht "
        "der gegnerische K auf d7, steht er nicht im Schach“, Pritchard), und wie Markov und Härtel (2020) den Sprung "
        "des türkischen Königs lesen („but not give check to the enemy K“) {choice}. Die Option "
        "<i>Königssprung</i> lässt den schrägen Zweifeldsprung weg, wie Ludiis <i>Main Chator (Batak)</i> („er kann "
        "nicht zwei Felder schräg springen“).</li>\n"
        "<li><b>Die Rochade</b> ist „erlaubt, aber in zwei Zügen, nicht in einem“ (Pritchard): der Turm zieht mit "
        "einem gewöhnlichen Zug neben den König, und der unbewegte König springt danach zwei Felder über ihn, wie "
        "Ludii es beschreibt. Sie braucht keine eigene Regel.</li>\n"
        "<li><b>Umwandlung und Gelong.</b> Ein Bauer, der die letzte Reihe erreicht, wird eine Dame {choice} („die "
        "Umwandlung ist verwickelt und kann von Gegend zu Gegend verschieden sein“, Pritchard). „Ein Bauer macht als "
        "Teil der Umwandlung einen einzelnen schrägen Rückwärtszug, genannt ‚Gelong‘. Hat Weiß Bc7, kann er c8(D) "
        "spielen und dann nach d7 ziehen und dabei jeden schwarzen Stein außer dem K schlagen; steht der gegnerische K "
        "auf d7, steht er dadurch nicht im Schach (dann ist es c8(D)+)“ (Pritchard). Kabir liest es als einen Zug: "
        "der Bauer zieht oder schlägt auf die letzte Reihe, wird Dame und darf ein Feld schräg rückwärts treten, auf "
        "ein leeres Feld oder einen gegnerischen Stein außer dem König schlagend; Schach und Legalität werden nach "
        "dem ganzen Zug beurteilt {choice}. Geschrieben wird er <code>c8=Q&gt;xd7</code> (<code>c7c8qd7</code>, mit deutschen Buchstaben <code>c8=D&gt;xd7</code>); auf "
        "dem Brett klickt man den Bauern, das Umwandlungsfeld und dann das Feld des Schritts, oder irgendwo sonst, "
        "damit die Dame stehen bleibt. Die Option <i>Gelong</i> macht den Schritt zur Pflicht, wo er möglich ist, "
        "oder lässt ihn weg.</li>\n"
        "<li><b>Gefesselte Steine haben keine Kräfte.</b> „Ein gefesselter Stein hat keine Kräfte“ (Pritchard): ein "
        "Stein, der an seinen eigenen König gefesselt ist, gibt kein Schach, und der gegnerische König darf die "
        "Felder betreten, die er angreift. Seine eigenen Züge bleiben dieselben: er darf die Linie weiterhin nicht "
        "verlassen {choice}. Eine Fesselung wird von den Linien durch den König abgelesen, gleich ob der fesselnde "
        "Stein selbst gefesselt ist {choice}.</li>\n"
        "</ul>",
    "batak.stalemate": "die Partie ist <b>remis</b> {choice}",
    "batak.stalemate-note": "Pritchard sagt es nicht; Ludiis <i>Main Chator (Batak)</i> wertet es als Remis.",
    "batak.results":
        "<li><b>Abzugsmatt.</b> „Abzugsmatt (‚ares‘) ist remis!“ (Pritchard): ein Matt, bei dem der eben gezogene "
        "Stein kein Schach gibt, ist remis (Ergebnisart <i>Abzugsmatt</i>). Ein Doppelschach, bei dem auch der "
        "gezogene Stein Schach bietet, ist ein gewöhnliches Matt {choice}.</li>\n"
        "<li><b>Tepong.</b> „Eine Vorgabe namens ‚Tepong‘ verlangt von einem Spieler, auf einem der vier Mittelfelder "
        "mattzusetzen“ (Pritchard; Ludiis <i>Tepong</i>). Mit der Option <i>Tepong</i> zählen die Matts des genannten "
        "Spielers nur mit dem mattgesetzten König auf d4, d5, e4 oder e5; jedes andere Matt von ihm ist remis "
        "{choice} (Ergebnisart <i>Matt außerhalb der Felder</i>).</li>\n",
    "batak.disagree":
        "<li><b>Der schräge Königssprung.</b> Pritchard lässt den unbewegten König zwei Felder „in jede Richtung“ "
        "springen; Ludiis <i>Main Chator (Batak)</i> sagt, „er kann nicht zwei Felder schräg springen“. Die Option "
        "<i>Königssprung</i> bietet beides; Pritchards Regel ist die Voreinstellung.</li>\n"
        "<li><b>Der Gelong.</b> Pritchard sagt nicht, ob der Schritt zurück unterbleiben darf; Kabir macht ihn "
        "voreingestellt freiwillig, und die Option <i>Gelong</i> bietet ihn als Pflicht oder gar nicht.</li>\n"
        "<li><b>Umwandlung.</b> Die Regeln waren von Gegend zu Gegend verschieden; Kabir wandelt nur in eine Dame "
        "um.</li>\n",
})
