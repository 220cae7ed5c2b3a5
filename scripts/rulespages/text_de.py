# Die deutschen Texte der Regelseiten (resources/rules/de/<variante>.html), mit denselben
# Schlüsseln wie text_en.py. Figurennamen wie in den deutschen Quellen (Tressau 1840:
# Feldherr, Adjutant, Marschall) und wie in der deutschen Oberfläche des Programms; die
# Buchstaben in Klammern sind die des Programms (nach den englischen Namen).
TEXT = {
    # --- für alle Seiten ---------------------------------------------------------------------
    "common.choice": "Kabirs Entscheidung",
    "common.choice-note":
        "<p>Mit {choice} markierte Regeln sind Entscheidungen dieses Programms, getroffen, wo die Quellen einen Punkt offen "
        "lassen oder einander widersprechen; in den Quellen stehen sie nicht. Die Literatur am Ende der Seite nennt die "
        "zitierten Werke mit den Seiten oder Abschnitten, auf die sich die Zitate beziehen.</p>",
    "common.title": "{name} — Regeln",
    "common.toc.history": "Geschichte und Quellen",
    "common.toc.board": "Brett und Aufstellung",
    "common.toc.armies": "Brett und Armeen",
    "common.toc.pieces": "Figuren",
    "common.toc.rules": "Regeln",
    "common.toc.results": "Ende der Partie",
    "common.toc.options": "Optionen",
    "common.toc.disagree": "Wo die Quellen abweichen",
    "common.toc.references": "Literatur",
    "common.h.history": "Geschichte und Quellen",
    "common.h.board": "Brett und Anfangsaufstellung",
    "common.h.armies": "Brett und Armeen",
    "common.h.pieces": "Figuren",
    "common.h.rules": "Regeln",
    "common.h.results": "Ende der Partie",
    "common.h.options": "Optionen",
    "common.h.disagree": "Wo die Quellen voneinander abweichen",
    "common.h.references": "Literatur",
    "common.references-intro":
        "Die auf dieser Seite zitierten Werke, mit ihren Adressen, wo sie im Netz zu lesen sind.",
    "common.option": "Option",
    "common.default": "Voreinstellung:",
    "common.default-when": "; <b>{value}</b>, wenn {option} auf {when} steht",
    "common.value": "Wert",
    "common.changes": "Was er ändert",
    "common.source": "Quelle",
    "common.legend":
        "<p style=\"font-size: small;\">In den Gangdiagrammen steht die Figur auf dem gelben Feld. <b>●</b> Dorthin zieht "
        "oder schlägt sie; <b>○</b> dorthin zieht sie nur, ohne zu schlagen; <span style=\"color: #b00000;\"><b>×</b></span> "
        "dort schlägt sie nur; <span style=\"color: #1040c0;\"><b>◆</b></span> ein besonderer Zug, der neben dem Diagramm "
        "erklärt ist. Eine Punktreihe, die den Rand des Diagramms erreicht, geht bis zum Rand des Bretts weiter, solange "
        "die Felder frei sind (eine Langschrittfigur hält auf der ersten Figur in ihrem Weg an und darf sie schlagen, wenn "
        "sie dem Gegner gehört). Die Buchstaben in Klammern sind die, mit denen Kabir die Figuren in Diagrammen, Zügen und "
        "FEN schreibt: die Anfangsbuchstaben der englischen Namen (K König, Q Dame, R Turm, B Läufer, N Springer, P "
        "Bauer).</p>",
    "common.king": "<b>König</b> (K) — Betza <code>K</code>. Ein Feld in jede der acht Richtungen. {names}",
    "common.queen": "<b>Dame</b> (Q) — Betza <code>Q</code> (= <code>RB</code>). Beliebig viele freie Felder entlang einer "
                    "Reihe, Linie oder Diagonale. {names}",
    "common.rook": "<b>Turm</b> (R) — Betza <code>R</code>. Beliebig viele freie Felder entlang einer Reihe oder Linie. "
                   "{names}",
    "common.bishop": "<b>Läufer</b> (B) — Betza <code>B</code>. Beliebig viele freie Felder entlang einer Diagonale; er "
                     "verlässt nie die Farbe seines Feldes. {names}",
    "common.knight": "<b>Springer</b> (N) — Betza <code>N</code>. Springt in die gegenüberliegende Ecke eines Rechtecks von "
                     "2x3 Feldern (ein Feld gerade und eines schräg nach außen), über jede Figur dazwischen hinweg. {names}",
    "common.results":
        "<ul>\n"
        "<li><b>Schach und Matt.</b> Der König darf nicht geschlagen werden: Ein Zug, der den eigenen König angegriffen "
        "lässt, ist nicht erlaubt. Wer mattgesetzt ist, verliert (Ergebnisart <i>Schachmatt</i>).</li>\n"
        "<li><b>Patt.</b> Wer keinen erlaubten Zug hat und nicht im Schach steht, ist patt: {stalemate} (Ergebnisart "
        "<i>Patt</i>). {stalemate_options}</li>\n"
        "{extra}"
        "<li><b>Dreifache Stellungswiederholung.</b> Die Partie endet remis, wenn dieselbe Stellung zum dritten Mal "
        "entsteht, mit derselben Seite am Zug und denselben Rechten (Ergebnisart <i>dreifache Stellungswiederholung</i>, "
        "oder <i>Dauerschach</i>, wenn jeder Zug einer Seite seit dem ersten Auftreten der Stellung Schach bot "
        "{choice}).</li>\n"
        "<li><b>Züge-Regel.</b> Die Partie endet remis, wenn jede Seite eine Anzahl von Zügen ohne Schlagen und ohne "
        "Bauernzug gemacht hat: 50 in der Voreinstellung, 100 oder gar keine (siehe die Option <i>Züge-Regel</i> unten; "
        "Ergebnisart <i>Züge-Regel</i>).{move_rule}</li>\n"
        "<li><b>Vereinbarung, Aufgabe, Zeit.</b> Jederzeit darf ein Spieler aufgeben oder Remis anbieten, das der Gegner "
        "annehmen kann (Ergebnisarten <i>Aufgabe</i> und <i>Vereinbarung</i>). In einer Partie mit Uhr verliert, wessen "
        "Zeit abläuft (Ergebnisart <i>Zeit</i>) — es sei denn, der Gegner hat nur noch einen blanken König, auf dem Brett "
        "und in der Hand: dann endet die Partie remis. Ob ein Matt noch möglich ist, wie die FIDE fragt, lässt sich für "
        "diese Figuren nicht allgemein entscheiden; der blanke König ist der Fall, den alle Quellen kennen {choice}.</li>\n"
        "</ul>\n"
        "<p>Kabir hält jedes Ergebnis mit seiner <i>Art</i> fest, nicht nur mit der Wertung. In Partieaufzeichnungen bleibt "
        "das Tag <code>Result</code> bei <code>1-0</code>, <code>0-1</code> oder <code>1/2-1/2</code>, und die Tags "
        "<code>Termination</code> und <code>ResultKind</code> nennen die Art.</p>",
    "common.stalemate-options": "Die Option <i>Patt</i> unten wertet es stattdessen als Remis, als Sieg, als halben Sieg "
                                "oder als Niederlage der pattsetzenden Seite, die Werte, über die die Quellen streiten.",
    "common.half-win": "<p>Ein halber Sieg zählt in Tabellen ¾–¼ und wird als „½-Sieg“ angezeigt. {choice}</p>",
    "common.half-win-disagree":
        "<li><b>Die Wertung des halben Sieges.</b> Die Quellen nennen das Patt einen halben Sieg, ohne Punktzahl. {choice} "
        "Er zählt in Tabellen ¾–¼; das Tag <code>Result</code> einer Aufzeichnung zeigt <code>1-0</code> oder "
        "<code>0-1</code>, die Art steht in <code>ResultKind</code>.</li>",

    # --- Schach ------------------------------------------------------------------------------
    "chess.subtitle": "<p><i>Klassisches Schach nach den FIDE-Regeln, das Spiel, das jeder Spieler kennt.</i></p>",
    "chess.history":
        "<p>Klassisches Schach ist das Spiel, wie es heute nach den <b>Schachregeln der FIDE</b> gespielt wird (FIDE 2023). "
        "Kabir bietet es neben den historischen Spielen als vertrauten Vergleichspunkt: Man spielt es mit demselben Brett, "
        "derselben Zugliste und denselben Regelseiten wie die großen Varianten und misst an ihm die neuen Figuren, die "
        "längeren Bauernschritte und die älteren Regeln jener Spiele. Die Seiten der historischen Varianten nennen die "
        "Forschung, auf der Kabirs Regeln für sie beruhen.</p>",
    "chess.board": "<p>Ein kariertes Brett von 8x8 Feldern; a1 ist ein dunkles Feld. Weiß (Großbuchstaben) zieht zuerst; "
                   "die Figuren von Schwarz stehen in Kleinbuchstaben.</p>",
    "chess.caption": "Weiß: a1–h1 R N B Q K B N R, Bauern a2–h2. Schwarz: a8–h8 r n b q k b n r, Bauern a7–h7.",
    "chess.pawn": "<b>Bauer</b> (P) — Betza <code>fmWfcF</code> und der Doppelschritt. Zieht ein Feld geradeaus vorwärts, "
                  "ohne zu schlagen, oder von seiner Ausgangsreihe zwei, wenn beide Felder frei sind; schlägt ein Feld schräg "
                  "vorwärts (gezeigt von der 2. Reihe des Bauern aus).",
    "chess.rules":
        "<h3>Bauern und en passant</h3>\n"
        "<p>Ein Bauer auf seiner 2. Reihe darf ein oder zwei Felder vorrücken; jedes übersprungene Feld muss frei sein. "
        "Einen Bauern, der eben zwei Felder vorgerückt ist, darf ein gegnerischer Bauer, der das übersprungene Feld "
        "angreift, <i>en passant</i> schlagen, nur im unmittelbar folgenden Zug; der schlagende Bauer landet auf dem "
        "übersprungenen Feld.</p>\n"
        "<h3>Rochade</h3>\n"
        "<p>Der König zieht zwei Felder auf einen Turm zu, und dieser Turm landet auf dem Feld, das der König überquert hat: "
        "K e1 → g1 mit T h1 → f1 oder K e1 → c1 mit T a1 → d1 (Schwarz ebenso auf der 8. Reihe). Keine der beiden Figuren "
        "darf schon gezogen haben, jedes Feld zwischen ihnen muss frei sein, und der König darf nicht im Schach stehen, kein "
        "angegriffenes Feld überqueren und auf keinem landen.</p>\n"
        "<h3>Umwandlung</h3>\n"
        "<p>Ein Bauer, der die 8. Reihe erreicht, muss im selben Zug gegen eine Dame, einen Turm, einen Läufer oder einen "
        "Springer seiner Farbe getauscht werden, gleich welche Figuren noch auf dem Brett stehen.</p>",
    "chess.stalemate": "Nach den FIDE-Regeln (FIDE 2023, Art. 5.2.1) ist die Partie <b>remis</b>",
    "chess.disagree":
        "<p>Nirgends: Klassisches Schach folgt den FIDE-Regeln. Wo Kabir von ihnen abweicht, betrifft es die Führung der "
        "Partie, nicht die Züge:</p>\n"
        "<ul>\n"
        "<li>Nach den FIDE-Regeln beansprucht ein Spieler das Remis durch dreifache Stellungswiederholung oder durch die "
        "50-Züge-Regel (FIDE 2023, Art. 9.2 und 9.3). Kabir beendet die Partie von selbst, sobald eines davon eintritt. "
        "{choice}</li>\n"
        "<li>Die Züge-Regel und der Wert des Patts sind Optionen, damit jede Variante dieselbe Wahl bietet; ihre "
        "Voreinstellungen, 50 Züge und Remis, sind die FIDE-Regeln. {choice}</li>\n"
        "</ul>",

    # --- Kaiserspiel und Sultanspiel: Tressaus Regeln ----------------------------------------
    "tressau.pawns":
        "<h3>Bauern und en passant</h3>\n"
        "<p>Bauern ziehen ein Feld geradeaus vorwärts und schlagen ein Feld schräg vorwärts wie im Schach, haben aber "
        "längere erste Schritte:</p>\n"
        "<ul>\n"
        "<li>von seiner 2. Reihe darf ein Bauer <b>1, 2 oder 3 Felder</b> vorrücken;</li>\n"
        "<li>ein Bauer auf seiner 3. Reihe darf <b>1 oder 2 Felder</b> vorrücken (etwa e3–e5);</li>\n"
        "<li>jedes übersprungene Feld muss frei sein.</li>\n"
        "</ul>\n"
        "<p><b>En passant.</b> Einen Bauern, der mit einem solchen Schritt ein oder zwei Felder überspringt, darf ein "
        "gegnerischer Bauer, der <i>irgendeines</i> der übersprungenen Felder angreift, <i>en passant</i> schlagen, nur im "
        "unmittelbar folgenden Zug; der schlagende Bauer landet auf dem übersprungenen Feld, das er angreift.</p>",
    "tressau.pawn":
        "<b>Bauer</b> (P) — Betza <code>fmWfcF</code> und die längeren Schritte unten. Zieht ein Feld vorwärts, schlägt ein "
        "Feld schräg vorwärts; von seiner 2. Reihe (gezeigt) darf er auch zwei oder drei Felder vorrücken, von seiner 3. "
        "Reihe zwei. {names}",
    "tressau.promotion":
        "<h3>Umwandlung</h3>\n"
        "<p>Umgewandelt wird auf der letzten Reihe (der {last} für Weiß, der 1. für Schwarz). Wie, hängt vom Regelwerk "
        "ab:</p>\n"
        "<p><b>Regelwerk A — Tressau (historisch)</b> (die Voreinstellung), nach Tressaus Regeln für das gewöhnliche Spiel "
        "(Tressau 1840, S. 51–52), wie Markov (2022) sie anwendet:</p>\n"
        "<ul>\n"
        "<li><i>Nur in eine geschlagene Figur.</i> Ein Bauer darf nur dann zu einer Figur der Art T werden, wenn sein "
        "Besitzer weniger Figuren der Art T auf dem Brett hat als in der Anfangsaufstellung (durch Umwandlung gewonnene "
        "Figuren zählen als auf dem Brett). Nie ein König. Niemand darf zwei Läufer auf Feldern derselben Farbe "
        "bekommen.</li>\n"
        "<li><i>Die Umwandlung ist freiwillig.</i> Ein Bauer, der die letzte Reihe erreicht, wenn eine Figur verfügbar ist, "
        "wird in eine gewählte verfügbare Figur umgewandelt, oder sein Besitzer erklärt, dass er für immer Bauer bleibt: Er "
        "wandelt dann nie mehr um und zieht nie mehr.</li>\n"
        "<li><i>Wartende Bauern.</i> Ist keine Figur verfügbar, darf ein Bauer dennoch auf die letzte Reihe ziehen (oder "
        "dorthin schlagen); er wartet dort als Bauer und kann geschlagen werden. Im ersten Zug seines Besitzers, in dem eine "
        "Figur verfügbar wird, darf der Besitzer den wartenden Bauern als Zug an Ort und Stelle in eine verfügbare Figur "
        "umwandeln; macht er in diesem Zug einen anderen Zug, bleibt der Bauer für immer Bauer. {choice} (siehe <a "
        "href=\"#disagree\">Wo die Quellen voneinander abweichen</a>).</li>\n"
        "<li>Ein einfacher Zug auf die letzte Reihe bedeutet „bleibt für immer Bauer“, wenn eine Figur verfügbar war, und "
        "„wartet“, wenn keine verfügbar war. Bei mehreren wartenden Bauern bleibt jeder, der nicht bei der ersten "
        "Gelegenheit umgewandelt wird, für immer Bauer — auch wenn sein Besitzer im Schach steht und die Umwandlung an Ort "
        "und Stelle das Schach nicht aufheben würde. {choice}</li>\n"
        "</ul>\n"
        "<p><b>Regelwerk B — modern</b> (Markov 2022): Ein Bauer, der die letzte Reihe erreicht, muss im selben Zug in "
        "{pieces} umwandeln, gleich welche Figuren noch auf dem Brett stehen.</p>",
    "tressau.rules-disagree":
        "<li><b>Umwandlung und Patt.</b> In seinen Seiten über das {game} gibt Tressau keine Regeln für Umwandlung und Patt; "
        "Markov (2022) übernimmt sie aus Tressaus eigenen Regeln für das gewöhnliche Spiel (Tressau 1840, S. 51–52, nach "
        "Anonym 1819, S. 25–26): die Berliner Spielweise — Umwandlung nur in eine geschlagene Figur, keine zwei Läufer auf einer "
        "Farbe, der Bauer darf Bauer bleiben — und das Patt als halber Sieg der pattsetzenden Seite, wie damals in "
        "Deutschland üblich. Cazaux und Knowlton (2017) und Jocly behalten die Umwandlung in geschlagene Figuren, lassen "
        "aber die Läuferregel und die Wahl, Bauer zu bleiben, fort und erwähnen das Patt nicht. Kabir bietet Markovs "
        "Regelwerk A (die Voreinstellung) und Regelwerk B (moderne Umwandlung, Patt remis; beide Regeln kannte auch "
        "Tressau).</li>\n"
        "<li><b>Wartende Bauern.</b> Tressaus Regeln sagen, ein auf der letzten Reihe wartender Bauer müsse sogleich "
        "umgewandelt werden, sobald eine Figur verfügbar wird, aber auch, der Spieler dürfe ihn bis zum Ende der Partie "
        "Bauer bleiben lassen. {choice} Die Umwandlung an Ort und Stelle kostet den Zug (wie in Chaturanga 4-84): Im ersten "
        "Zug, in dem eine Figur verfügbar ist, darf der Besitzer den wartenden Bauern als Zug umwandeln; jeder andere Zug "
        "lässt ihn für immer Bauer bleiben, auch bei mehreren wartenden Bauern und wenn der Besitzer im Schach steht.</li>",
    "tressau.opt-A": "Niemand darf zwei Läufer auf Feldern derselben Farbe bekommen; ein Bauer darf für immer Bauer "
                     "bleiben. Siehe <a href=\"#rules\">Umwandlung</a>.",
    "tressau.stalemate": "Im Regelwerk A ist das ein <b>halber Sieg</b> der pattsetzenden Seite, im Regelwerk B "
                         "<b>remis</b>",
    "tressau.castling-conditions":
        "<p>Es gelten die üblichen Bedingungen: Weder König noch Turm haben gezogen, jedes Feld zwischen ihnen ist frei, und "
        "der König steht nicht im Schach, überquert kein angegriffenes Feld und landet auf keinem.</p>",

    # --- Kaiserspiel -------------------------------------------------------------------------
    "kaiserspiel.subtitle": "<p><i>Das Kaiserspiel: Peguilhens Schach auf 10x10 Feldern von etwa 1819, in L. Tressaus "
                            "Bearbeitung von 1840.</i></p>",
    "kaiserspiel.history":
        "<p>Das <i>Archiv der Spiele</i> von 1819 (Anonym 1819, S. 66) beschreibt <i>das Kaiserspiel</i>, ein einige Jahre "
        "zuvor von einem preußischen Beamten namens <b>Peguilhen</b> erfundenes Spiel: Schach auf einem Brett von 10x10 "
        "Feldern mit zwei zusätzlichen Figuren, dem <i>Feldherrn</i> (Dame + Springer) und dem <i>Adjutanten</i> (Läufer + "
        "Springer). <b>L. Tressau</b> (1840, <i>Das Schachspiel, seine Gattungen und Abarten</i>; der Name findet sich auch "
        "verlesen als „Tressan“) überarbeitete seine Anfangsaufstellung und seine Rochade und baute auf Peguilhens Idee das "
        "Sultanspiel auf 11x11 Feldern. Spätere Beschreibungen — Verney (1885), Cazaux und Knowlton (2017) und die ihnen "
        "folgende Umsetzung in Jocly — sind in mehreren Punkten unvollständig oder falsch.</p>\n"
        "<p>Kabir folgt <b>G. Markov (2022)</b>, <i>Three large chess variants from India and Germany: a note on their "
        "rules</i> (Board Game Studies Journal), der Tressaus Regeln aus den Originalquellen wiederherstellt und zwei "
        "Regelwerke vorschlägt: <b>A</b>, Tressaus historische Regeln, und <b>B</b>, dasselbe Spiel mit modernen Regeln für "
        "Umwandlung und Patt.</p>",
    "kaiserspiel.board":
        "<p>Ein Brett von 10x10 Feldern, 20 Figuren je Seite; a1 ist ein dunkles Feld. Weiß (Großbuchstaben) zieht zuerst; "
        "die Figuren von Schwarz stehen in Kleinbuchstaben. Die Aufstellung ist gespiegelt: Die Feldherren stehen einander "
        "auf der d-Linie gegenüber, die Könige auf der e-Linie. Die Läufer stehen auf c1 (dunkel) und h1 (hell).</p>",
    "kaiserspiel.caption": "Tressau 1840 (die Voreinstellung; Markov 2022, Abb. 2): Weiß a1–j1 R N B C K Q A B N R, Bauern "
                           "a2–j2; Schwarz a10–j10 r n b c k q a b n r, Bauern a9–j9.",
    "kaiserspiel.peguilhen":
        "<p>Peguilhens ursprüngliche Aufstellung (Option <i>Aufstellung</i> = <i>Peguilhen 1819</i>; Anonym 1819, S. 66) "
        "vertauscht Dame und Feldherrn: Dame auf d1/d10, Feldherr auf f1/f10; alles andere ist gleich.</p>",
    "kaiserspiel.caption-peguilhen": "Peguilhen 1819: Weiß a1–j1 R N B Q K C A B N R.",
    "kaiserspiel.names-K": "",
    "kaiserspiel.names-Q": "Bei Tressau auch <i>Königin</i>.",
    "kaiserspiel.commander":
        "<b>Feldherr</b> (C) — Betza <code>QN</code>. Zieht wie eine Dame oder wie ein Springer. Peguilhens <i>Feldherr</i>, "
        "von Verney (1885) als <i>general</i>, von Cazaux und Knowlton (2017) als <i>commander</i> übersetzt.",
    "kaiserspiel.adjutant": "<b>Adjutant</b> (A) — Betza <code>BN</code>. Zieht wie ein Läufer oder wie ein Springer.",
    "kaiserspiel.names-P": "",
    "kaiserspiel.castling":
        "<h3>Rochade</h3>\n"
        "<p><b>Tressaus Rochade</b> (die voreingestellte Aufstellung): Der König zieht von e1 nach <b>b1</b> mit dem Turm a1 "
        "→ <b>c1</b> oder von e1 nach <b>i1</b> mit dem Turm j1 → <b>h1</b> — drei Felder nach der einen Seite, vier nach "
        "der anderen (Schwarz ebenso auf der 10. Reihe). Mit Peguilhens Aufstellung zieht der König nach beiden Seiten drei "
        "Felder: e1 → b1 (Turm a1 → c1) oder e1 → h1 (Turm j1 → g1; Anonym 1819).</p>",
    "kaiserspiel.last": "10.",
    "kaiserspiel.pieces-b": "eine Dame, einen Feldherrn, einen Adjutanten, einen Turm, einen Läufer oder einen Springer "
                            "(Q, C, A, R, B, N)",
    "kaiserspiel.opt-peguilhen": "Der König rochiert dann e1 → b1 mit T a1 → c1 oder e1 → h1 mit T j1 → g1.",
    "kaiserspiel.opt-tressau": "Rochade: K e1 → b1 mit T a1 → c1 oder K e1 → i1 mit T j1 → h1.",
    "kaiserspiel.game": "Kaiserspiel",
    "kaiserspiel.disagree":
        "<li><b>Aufstellung.</b> Peguilhens ursprüngliche Regeln (Anonym 1819, S. 66) stellen die Dame auf d1 und den "
        "Feldherrn auf f1; Tressau (1840) vertauschte sie für eine ausgewogenere Aufstellung. Markov (2022) zeigt, dass die "
        "Änderung gewollt war und kein Fehler. Kabir spielt Tressaus Aufstellung in der Voreinstellung und bietet "
        "Peguilhens als Option.</li>\n"
        "<li><b>Rochade.</b> Verney (1885) schrieb, der König rochiere „as may be desired“ (nach Belieben); bei Cazaux und Knowlton (2017) zieht "
        "der König richtig drei oder vier Felder, doch die Zielfelder des Turms sind falsch. Tressaus König geht nach b1 "
        "oder i1 und der Turm nach c1 oder h1 (Markov 2022). Kabir folgt Tressau, und mit Peguilhens Aufstellung dessen "
        "Rochade über drei Felder.</li>\n"
        "<li><b>Bauernschritte.</b> Tressaus Text sagt nicht, dass ein Bauer auf seiner 3. Reihe noch zwei Felder ziehen "
        "darf; Markov (2022) schließt es aus Tressaus Beispielpartien zum Sultanspiel (Tressau 1840, S. 87–88), da beide "
        "Spiele dieselben Regeln haben. Kabir erlaubt es, mit en passant nach jedem Mehrfachschritt.</li>",

    # --- Sultanspiel -------------------------------------------------------------------------
    "sultanspiel.subtitle": "<p><i>Das Sultanspiel: L. Tressaus Schach auf 11x11 Feldern von 1840, mit Feldherr, "
                            "Marschall und Adjutant.</i></p>",
    "sultanspiel.history":
        "<p>Peguilhen, der Erfinder des <a href=\"kaiserspiel.html\">Kaiserspiels</a>, erwog ein Spiel auf 11x11 Feldern mit "
        "einer zusätzlichen Figur aus Turm und Springer, dem <i>Admiral</i>, gab die Idee aber offenbar auf (Markov 2022). "
        "<b>L. Tressau</b> (1840, <i>Das Schachspiel, seine Gattungen und Abarten</i>) baute daraus <i>das Sultanspiel</i>, "
        "nannte die neue Figur <i>Marschall</i> und gab zwei Anfangsaufstellungen, Beispielpartien (S. 87–89) und zwei "
        "zusätzliche Arten, die Partie zu gewinnen. Er nummeriert die Felder von links oben, so dass die Grundreihe von "
        "Weiß von 111 (a1) bis 121 (k1) reicht. Verney (1885) sowie Cazaux und Knowlton (2017) beschreiben das Spiel "
        "unvollständig oder fehlerhaft.</p>\n"
        "<p>Kabir folgt <b>G. Markov (2022)</b>, <i>Three large chess variants from India and Germany: a note on their "
        "rules</i> (Board Game Studies Journal), mit seinen Regelwerken <b>A</b> (Tressau, historisch) und <b>B</b> "
        "(modern).</p>",
    "sultanspiel.board":
        "<p>Ein Brett von 11x11 Feldern, 22 Figuren je Seite; a1 ist ein dunkles Feld. Weiß (Großbuchstaben) zieht zuerst; "
        "die Figuren von Schwarz stehen in Kleinbuchstaben. Schwarz spiegelt die Aufstellung von Weiß auf denselben Linien: "
        "Reihe 11 gleicht Reihe 1, die Bauern stehen auf Reihe 10. Die markierten Felder sind die Ziele der Option "
        "<i>Königsziele</i>: das Mittelfeld <b>f6</b> und die Ausgangsfelder der Könige, f1 und f11.</p>",
    "sultanspiel.caption": "Tressau, Fig. 3 (die Voreinstellung; Markov 2022, Abb. 3): Weiß a1–k1 R B N M C K Q A B N R, "
                           "Bauern a2–k2; die Läufer auf b1 (hell) und i1 (dunkel).",
    "sultanspiel.fig4":
        "<p>In der anderen Aufstellung (Tressau, Fig. 4; Markov 2022, Abb. 4) tauschen Läufer und Springer auf beiden "
        "Flügeln die Plätze: R N B M C K Q A N B R, Läufer auf c1 (dunkel) und j1 (hell). Die symmetrische Aufstellung R N "
        "B M C K Q A B N R stellte beide Läufer auf dunkle Felder; darum vertauscht Tressau Läufer und Springer auf einem "
        "Flügel.</p>",
    "sultanspiel.caption-fig4": "Tressau, Fig. 4: Weiß a1–k1 R N B M C K Q A N B R.",
    "sultanspiel.commander": "<b>Feldherr</b> (C) — Betza <code>QN</code>. Zieht wie eine Dame oder wie ein Springer.",
    "sultanspiel.marshal":
        "<b>Marschall</b> (M) — Betza <code>RN</code>. Zieht wie ein Turm oder wie ein Springer. Peguilhen nannte diese "
        "Figur <i>Admiral</i>; Tressau taufte sie in <i>Marschall</i> um, damit keine zwei Figuren mit demselben Buchstaben "
        "beginnen.",
    "sultanspiel.adjutant": "<b>Adjutant</b> (A) — Betza <code>BN</code>. Zieht wie ein Läufer oder wie ein Springer.",
    "sultanspiel.castling":
        "<h3>Rochade</h3>\n"
        "<p>Der König zieht <b>vier</b> Felder auf den Turm zu, und der Turm landet auf dem Feld neben ihm auf der "
        "Innenseite: K f1 → b1 mit T a1 → c1 oder K f1 → j1 mit T k1 → i1 (Schwarz ebenso auf der 11. Reihe), wie Tressaus "
        "Beispielpartien zeigen (Tressau 1840, S. 89; Markov 2022).</p>",
    "sultanspiel.last": "11.",
    "sultanspiel.pieces-b": "eine Dame, einen Feldherrn, einen Marschall, einen Adjutanten, einen Turm, einen Läufer oder "
                            "einen Springer (Q, C, M, A, R, B, N)",
    "sultanspiel.targets":
        "<h3>Königsziele</h3>\n"
        "<p>Ist die Option <i>Königsziele</i> eingeschaltet, gewinnt ein Spieler auch sofort, wenn sein König regelgerecht "
        "das Mittelfeld <b>f6</b> erreicht oder das Ausgangsfeld des gegnerischen Königs (<b>f11</b> für den weißen König, "
        "<b>f1</b> für den schwarzen). Im Regelwerk A ist die Option in der Voreinstellung ein-, im Regelwerk B "
        "ausgeschaltet.</p>\n"
        "<h3>Schwarz wählt die Aufstellung</h3>\n"
        "<p>Steht die Option <i>Wer die Aufstellung wählt</i> auf <i>Schwarz wählt</i>, legt Schwarz vor dem ersten Zug von "
        "Weiß die Aufstellung fest und auch, ob die Königsziele gelten, in beiden Regelwerken (bei Markov 2022 wählt "
        "Schwarz sie im Regelwerk A; Kabir lässt ihn auch in B wählen, wo sie ebenfalls eine Option sind {choice}). Ein "
        "Computer mit Schwarz wählt nach seiner eigenen Bewertung oder zufällig.</p>",
    "sultanspiel.target-result": "<li><b>Der König erreicht ein Zielfeld</b> (mit eingeschalteten <i>Königszielen</i>): Der "
                                 "Besitzer des Königs gewinnt (Ergebnisart <i>Zielfeld erreicht</i>).</li>\n",
    "sultanspiel.opt-B": "Schwarz entscheidet bei der Wahl der Aufstellung nicht über die Königsziele.",
    "sultanspiel.game": "Sultanspiel",
    "sultanspiel.disagree":
        "<li><b>Welcher Läufer tauscht.</b> Tressau sagt, Läufer und Springer dürften auf jedem der beiden Flügel die Plätze "
        "tauschen, damit die Läufer auf verschiedenen Farben stehen, erklärt dann aber, der linke Läufer dürfe nicht auf "
        "c1 stehen, eine Begründung, die zu seiner eigenen Aufstellung nicht passt (Markov 2022). Beide seiner "
        "Aufstellungen (Fig. 3 und 4) sind in Kabir spielbar; Fig. 3 ist die Voreinstellung. Tressau bemerkt auch, dass die "
        "Farbe der Eckfelder gleichgültig ist (Tressau 1840, S. 81); Kabir lässt a1 dunkel.</li>\n"
        "<li><b>Wer die Aufstellung festlegt.</b> Markov (2022) schlägt vor, die beiden Aufstellungen (und die Königsziele) "
        "vor der Partie zu vereinbaren oder Schwarz wählen zu lassen, besonders gegen einen Computer. Kabir bietet beides "
        "mit der Option <i>Wer die Aufstellung wählt</i>.</li>\n"
        "<li><b>Bauernschritte.</b> Pritchard (2007, S. 121) erwog einen ersten Schritt von „four?“ (vier?) Feldern, was Markov "
        "(2022) als falsch erweist: Tressaus Beispielpartien zeigen erste Schritte von zwei oder drei Feldern und "
        "Zweierschritte von der 3. Reihe (Tressau 1840, S. 87–88). Kabir folgt Tressau, mit en passant nach jedem "
        "Mehrfachschritt.</li>\n"
        "<li><b>Rochade.</b> Bei Cazaux und Knowlton (2017, S. 256) zieht der Turm vier Felder zur Mitte (und landet auf e1 "
        "oder g1); Tressaus Beispielpartien zeigen den Turm neben dem König auf c1 oder i1 (Tressau 1840, S. 87 und 89; "
        "Markov 2022). Kabir folgt Tressau.</li>\n"
        "<li><b>Königsziele.</b> Tressau schlug die beiden zusätzlichen Gewinnarten als freigestellt vor, und alle späteren "
        "Quellen übergehen sie; keine seiner Beispielpartien nutzt sie. Markov (2022) behält sie im Regelwerk A und lässt "
        "sie in B fort. Kabir macht sie zu einer Option, in A ein-, in B ausgeschaltet, über die Schwarz mit der "
        "Aufstellung entscheidet, wenn Schwarz wählt. {choice}</li>",

    # --- Hyderabad-Dezimalschach -------------------------------------------------------------
    "hyderabad.subtitle": "<p><i>Indisches Großschach auf 10x10 Feldern nach einer Handschrift der 1790er Jahre: Wesir, "
                          "Giraffe und Dabbaba in überkreuzter Aufstellung.</i></p>",
    "hyderabad.names-Q": "Die Handschrift nennt die Figuren anders (die Dame war ein General, der Läufer ein Elefant: "
                         "Bodlaender).",
    "hyderabad.vizier": "<b>Wesir</b> (V) — Betza <code>BN</code>. Zieht wie ein Läufer oder wie ein Springer. Der "
                        "<i>Wazir</i> der Handschrift; auf d1 und g10.",
    "hyderabad.giraffe": "<b>Giraffe</b> (G) — Betza <code>QN</code>. Zieht wie eine Dame oder wie ein Springer. Die "
                         "<i>Zurāfa</i> der Handschrift; auf e1 und f10.",
    "hyderabad.dabbaba":
        "<b>Dabbaba</b> (D) — Betza <code>RN</code>. Zieht wie ein Turm oder wie ein Springer. Die <i>Dabbāba</i> der "
        "Handschrift, die Kriegsmaschine; zwei je Seite, auf e2, f2 und e9, f9. (Nicht zu verwechseln mit der Dabbaba der "
        "Betza-Notation, <code>D</code>, einem Springer zwei Felder geradeaus.)",
    "hyderabad.pawn": "<b>Bauer</b> (P) — Betza <code>fmWfcF</code>. Ein Feld vorwärts, schlägt ein Feld schräg vorwärts; "
                      "kein Doppelschritt (im Regelwerk Greenwood: zwei Felder von seiner 2. oder 3. Reihe).",
    "hyderabad.leap":
        "<b>Springersprung des Königs</b> (nur im Regelwerk Markov 2022): Einmal in der Partie darf der König wie ein "
        "Springer ziehen (<span style=\"color: #1040c0;\">◆</span>), nicht um zu schlagen und nicht durch ein Schach "
        "hindurch; siehe <a href=\"#rules\">Regeln</a>.",
    "hyderabad.history":
        "<p>Das Spiel ist in einer Handschrift der 1790er Jahre aus dem Staat Hyderabad in Indien beschrieben und wurde durch "
        "Murrays <i>History of Chess</i> als „a modern Indian variety of decimal chess“ bekannt (Murray 1913, "
        "S. 346–347). Die Handschrift gibt die Aufstellung, die Namen und Gangarten der zusätzlichen Figuren — <i>Wazir</i> "
        "(Läufer + Springer), <i>Zurāfa</i> (Dame + Springer) und zwei <i>Dabbābas</i> (Turm + Springer) — und verbietet den "
        "Doppelschritt der Bauern; über die übrigen Regeln sagt sie nichts. Eine Aufgabe in der Handschrift zeigt, dass ein "
        "Matt durch einen Bauern als besonders ehrenvoller Sieg galt (Murray 1913, S. 346).</p>\n"
        "<p>Gollon (1968) nannte das Spiel „Turkish Great Chess Variation One“ und ergänzte Regeln aus dem Schatrandsch; "
        "Pritchard (2007, S. 265, „Indian Great Chess“) wiederholt seine Umwandlung in die Dame. <b>H. Bodlaender</b>s "
        "Eintrag <i>Indian Great Chess</i> auf den Chess Variant Pages spielt es mit Umwandlung in die Dame und ohne "
        "Rochade und ergänzt <b>E. Greenwood</b>s schnellere „moderne Variante“. Cazaux und Knowlton (2017, S. 67) wandten "
        "die Umwandlungsregeln des indischen Schachs an, und die Umsetzung in Jocly folgt ihnen. <b>G. Markov (2022)</b>, "
        "<i>Three large chess variants from India and Germany: a note on their rules</i> (Board Game Studies Journal), "
        "erörtert die indischen Überlieferungen und schlägt vollständige Regeln vor; sie sind Kabirs "
        "Voreinstellung.</p>\n"
        "<p>Kabir bietet alle vier Lesarten mit der Option <i>Regelwerk</i>.</p>",
    "hyderabad.board":
        "<p>Ein Brett von 10x10 Feldern, 22 Figuren je Seite, in <i>überkreuzter</i> Aufstellung: Jede Dame steht dem "
        "gegnerischen Wesir gegenüber. Weiß (Großbuchstaben) zieht zuerst; die Figuren von Schwarz stehen in "
        "Kleinbuchstaben. Kabir zeichnet das Brett kariert mit dunklem a1; historische indische Bretter waren "
        "wahrscheinlich einfarbig, doch die Farbe der Felder zählt für die Läuferregel.</p>",
    "hyderabad.caption":
        "Weiß a1–j1 R N B V G K Q B N R, Dabbabas e2 und f2, Bauern a2 b2 c2 d2 e3 f3 g2 h2 i2 j2. Schwarz a10–j10 r n b q k "
        "g v b n r, Dabbabas e9 und f9, Bauern a9 b9 c9 d9 e8 f8 g9 h9 i9 j9. Könige f1 und e10, Giraffen e1 und f10, Wesire "
        "d1 und g10, Damen g1 und d10.",
    "hyderabad.rules":
        "<p>Die Regeln hängen von der Option <i>Regelwerk</i> ab. Voreingestellt ist die Lesart von Markov (2022).</p>\n"
        "<h3>Markov 2022 (die Voreinstellung)</h3>\n"
        "<p>Nach Markov (2022), „Suggested rules for Hyderabad Decimal Chess“:</p>\n"
        "<ul>\n"
        "<li><b>Bauern</b> ziehen nur ein Feld; es gibt keinen Doppelschritt und kein en passant.</li>\n"
        "<li><b>Umwandlung nur in die Figur der Linie</b>, von der Seite des umwandelnden Spielers aus gesehen: die Figur "
        "der eigenen Anfangsaufstellung auf der Linie des Feldes, auf dem der Bauer umwandelt (beim Schlagen die Linie, auf "
        "die er schlägt) — nur auf der <b>e- und f-Linie</b> wird der Bauer zur <b>Dabbaba</b>. Weiß wandelt also a→R b→N "
        "c→B d→V e,f→D g→Q h→B i→N j→R um, Schwarz a→R b→N c→B d→Q e,f→D g→V h→B i→N j→R. Nur wenn diese Art verfügbar ist "
        "(ihr Besitzer weniger davon auf dem Brett hat als in der Anfangsaufstellung), und nie in einen zweiten Läufer auf "
        "der Farbe eines Läufers, den der Spieler noch hat. Die Umwandlung ist Pflicht, wo sie möglich ist.</li>\n"
        "<li><b>Ein Bauer, der nicht umwandeln kann, bleibt auf der vorletzten Reihe.</b> Er darf nicht auf die letzte Reihe "
        "ziehen oder schlagen, solange seine Umwandlung unmöglich ist, greift aber die beiden Felder schräg vor ihm weiter "
        "an: Er <b>bietet dort Schach</b>, und der gegnerische König darf sie nicht betreten.</li>\n"
        "<li><b>Springersprung des Königs.</b> Einmal in der Partie darf jeder König wie ein Springer ziehen, ob er schon "
        "gezogen hat oder nicht, aber <b>nicht um zu schlagen</b> und <b>nicht durch ein Schach hindurch</b>. Ein "
        "Springerzug ist ein gerader und ein schräger Schritt in beliebiger Reihenfolge und hat darum zwei Zwischenfelder; "
        "der Sprung geht nur dann durch ein Schach, wenn <b>beide</b> angegriffen sind (Markov 2022, Anm. 15). Ein Feld "
        "gilt als angegriffen, wenn man den König von seinem Feld nimmt; Figuren auf den Zwischenfeldern sperren den Sprung "
        "nicht und zählen auch sonst nicht. {choice} Das Vorrecht erlischt, wenn es genutzt wird, und nach jedem Zug, den "
        "sein Besitzer im Schach macht — der Sprung darf also aus diesem ersten Schach herausführen. {choice}</li>\n"
        "<li><b>Das Schlagen der letzten Figur</b> des Gegners (der letzten Einheit außer König und Bauern, das indische "
        "<i>Burj</i>) beendet die Partie sofort <b>remis</b>, gleich welche Bauern übrig sind, auch wenn der schlagende Zug "
        "mattsetzt.</li>\n"
        "<li><b>Patt</b> ist remis. <b>Dauerschach</b> ist remis.</li>\n"
        "<li><b>Bauernmatt</b> — ein Matt durch einen Bauernzug, bei dem der Bauer selbst Schach bietet (ein Doppelschach, "
        "an dem er beteiligt ist, zählt) — ist ein <b>Doppelsieg</b>.</li>\n"
        "<li>Keine Rochade.</li>\n"
        "</ul>\n"
        "<h3>Cazaux &amp; Knowlton 2017</h3>\n"
        "<p>Wie Markov 2022, aber ein Bauer, dessen Figur der Linie nicht verfügbar ist, zieht auf die letzte Reihe und "
        "wartet dort (und greift nichts an, was er nicht schlagen könnte); er wandelt als Zug seines Besitzers an Ort und "
        "Stelle um, sobald die Figur verfügbar ist — in jedem späteren Zug, nach Wahl des Besitzers. Es gibt keine "
        "Läuferbeschränkung und keinen Königssprung; das Schlagen der letzten Figur ist nichts Besonderes; ein Bauernmatt "
        "ist ein gewöhnlicher Sieg. Das sind die Regeln der Umsetzung in Jocly (Cazaux und Knowlton 2017, S. 67).</p>\n"
        "<h3>Bodlaender</h3>\n"
        "<p>Bauern ziehen ein Feld; Umwandlung <b>nur in die Dame</b>, zwingend; Patt ist remis; kein Königssprung, kein "
        "<i>Burj</i>, kein Doppelsieg, keine Rochade.</p>\n"
        "<h3>Greenwood (modern)</h3>\n"
        "<p>Wie Bodlaender, dazu (Greenwoods moderne Variante auf Bodlaenders Seite):</p><ul>\n"
        "<li>Ein Bauer auf seiner 2. oder 3. Reihe darf zwei Felder vorrücken, wenn beide frei sind (die e- und f-Bauern, "
        "die auf der 3. Reihe beginnen, also im ersten Zug), und kann nach jedem Doppelschritt <i>en passant</i> geschlagen "
        "werden;</li>\n"
        "<li>Rochade: Der König zieht drei Felder auf den Turm zu, und der Turm springt über ihn auf das Nachbarfeld — "
        "K f1 → c1 mit T a1 → d1, K f1 → i1 mit T j1 → h1; Schwarz K e10 → b10 mit T a10 → c10, K e10 → h10 mit T j10 → g10 — "
        "unter den üblichen Bedingungen (keine der Figuren hat gezogen, die Felder zwischen ihnen sind frei, der König "
        "steht nicht im Schach und überquert oder betritt kein angegriffenes Feld).</li></ul>",
    "hyderabad.stalemate": "Die Partie ist in jedem Regelwerk <b>remis</b>",
    "hyderabad.results":
        "<li><b>Schlagen der letzten Figur</b> (<i>Burj</i>, nur Markov 2022): remis (Ergebnisart <i>Schlagen der letzten "
        "Figur</i>).</li>\n"
        "<li><b>Bauernmatt</b> (nur Markov 2022): ein Doppelsieg, in Tabellen 2–0 gewertet (Ergebnisart "
        "<i>Bauernmatt</i>). {choice}</li>\n",
    "hyderabad.opt-markov": "Ein Bauer, der nicht umwandeln kann, bleibt auf der vorletzten Reihe und bietet Schach; "
                            "Dauerschach ist remis.",
    "hyderabad.opt-greenwood": "Der König rochiert drei Felder weit: K f1 → c1 oder i1 (Schwarz K e10 → b10 oder h10).",
    "hyderabad.disagree":
        "<li><b>Umwandlung.</b> Gollon (1968), Pritchard (2007, S. 265) und Bodlaender wandeln nur in die Dame um. Cazaux "
        "und Knowlton (2017, S. 67) wenden die indische Regel an — in die Figur der Linie, nur wenn sie geschlagen ist, auf "
        "der e- und f-Linie in eine Dabbaba (ihre Vermutung); Markov (2022) übernimmt sie. Die Linie ließe sich von beiden "
        "Seiten her lesen: Markov liest sie wie Cazaux und Knowlton von der Seite des umwandelnden Spielers aus (ein weißer "
        "Bauer wird auf d10 zum Wesir, auf g10 zur Dame). Kabir ebenso.</li>\n"
        "<li><b>Ein Bauer, der nicht umwandeln kann.</b> Cazaux und Knowlton (2017) lassen ihn auf der letzten Reihe warten; "
        "Markov (2022) folgt den indischen Quellen, die er anführt (Murray 1913, Saxena 1998): Dort bleibt er auf der "
        "vorletzten Reihe und bietet weiter Schach. Kabir spielt Markovs Regel in der Voreinstellung und die von Cazaux und "
        "Knowlton als Regelwerk; dort lässt Kabir den wartenden Bauern in jedem späteren Zug an Ort und Stelle umwandeln, "
        "nach Wahl seines Besitzers. {choice}</li>\n"
        "<li><b>Läufer auf einer Farbe.</b> Die meisten indischen Quellen verbieten einen zweiten Läufer auf der Farbe des "
        "verbliebenen; Saxena (1998) erlaubt ihn. Markov 2022 verbietet ihn, die anderen Regelwerke nicht.</li>\n"
        "<li><b>Der Königssprung.</b> Die indischen Regeln schwanken: Der Sprung darf aus dem ersten Schach herausführen "
        "oder nicht, schlagen oder nicht, durch ein Schach gehen oder nicht. Markov (2022) wählt: einmal, nicht schlagend, "
        "nicht durch ein Schach, verloren nach dem ersten Schach, doch nutzbar, um ihm zu entgehen. Wo der Text Einzelheiten "
        "offen lässt, entscheidet Kabir: „Angegriffen“ heißt angegriffen bei vom Feld genommenem König, Figuren auf den "
        "Zwischenfeldern sperren den Sprung nicht, und das Vorrecht erlischt nach jedem Zug, den sein Besitzer im Schach "
        "macht. {choice} Die indische Regel, dass ein zum Springer umgewandelter Bauer sofort weiterspringt, gilt nicht "
        "(Markov 2022).</li>\n"
        "<li><b>Die letzte Figur (<i>Burj</i>).</b> Indische Varianten werteten sie als geringeren Sieg, als halben Sieg "
        "oder als Remis, manchmal je nach den verbliebenen Bauern. Markov (2022) macht sie unabhängig von den Bauern zum "
        "Remis; Kabir beendet die Partie auch dann remis, wenn das Schlagen mattsetzt. {choice}</li>\n"
        "<li><b>Patt, Dauerschach und blanker König.</b> Gollon (1968) machte Patt und das Entblößen des Königs zu Siegen, "
        "nach dem Schatrandsch; Markov (2022) hält das höchstwahrscheinlich für falsch und macht Patt und Dauerschach zu "
        "Remis; Bodlaender sagt, die Pattregel sei unbekannt, und schlägt vor, es wie im klassischen Schach zu spielen. "
        "Kabir wertet Patt in jedem Regelwerk als remis. Es hält ein Remis als Dauerschach fest, wenn der dritten "
        "Wiederholung nur Schachgebote einer Seite vorausgingen. {choice}</li>\n"
        "<li><b>Doppelschritte und die Eröffnung.</b> Murrays „pawns have no initial double step“ (Murray "
        "1913, S. 347) befolgen Markov und Bodlaender; Parsi-Schach und Baroda-Schach erlaubten manche Doppelschritte, und "
        "Parsi-Schach begann mit einer Reihe von Zügen auf einmal. Kabir lässt die Spieler einzeln abwechselnd ziehen und "
        "erlaubt Doppelschritte nur in Greenwoods moderner Variante.</li>\n"
        "<li><b>Bauernmatt.</b> Markov (2022) macht es zum Doppelsieg, wie die Aufgabe der Handschrift nahelegt. Kabir "
        "wertet es in Tabellen 2–0; das Tag <code>Result</code> der Aufzeichnung bleibt <code>1-0</code> oder "
        "<code>0-1</code>. {choice}</li>",

    # --- Chaturanga (Pritchard 2007, 29.1) ----------------------------------------------------
    "chaturanga.subtitle": "<p><i>Das indische Spiel des 7. Jahrhunderts, benannt nach den vier Waffengattungen eines "
                           "indischen Heeres, wie Pritchard (2007, 29.1) es beschreibt und wie das Schatrandsch es "
                           "bewahrt hat.</i></p>",
    "chaturanga.history":
        "<p>Chaturanga, „viergliedrig“, ist das Spiel Indiens, von dem das Schach abstammt; gespielt wurde es spätestens "
        "im 7. Jahrhundert, und die Geschichten über seinen Erfinder sind fast sicher Legende. Sein Name bezieht sich auf "
        "die vier Waffengattungen des indischen Heeres — Fußvolk, Elefanten, Reiterei und Streitwagen — und ist, wie sein "
        "Brett, das <i>Ashtapada</i> („acht Felder“), älter als das Spiel selbst. <b>D. B. Pritchard (2007)</b>, <i>The "
        "Classified Encyclopedia of Chess Variants</i>, 29.1, nennt seine Figuren und ihre Züge und hält das Spiel für "
        "„im Wesentlichen dasselbe wie Schatrandsch“, das persische und arabische Spiel, das aus ihm hervorging (Murray "
        "1913, S. 51–94).</p>\n"
        "<p>Die Aufstellung, die Umwandlung und das Schicksal eines blanken Königs gibt Pritchard nicht an. Kabir füllt "
        "diese Lücken mit den Regeln des Schatrandsch, wie das Programm Fairy-Stockfish sein <i>chaturanga</i> und sein "
        "<i>shatranj</i> spielt, damit sich Stellungen mit ihm vergleichen lassen {choice}. Die Anmerkung des "
        "Herausgebers bei Pritchard hält drei ältere Lesarten aus Murray (1913, S. 57–60) fest, der arabische Quellen "
        "anführt: Bei al-Adli (9. Jahrhundert) springt der Elefant zwei Felder gerade, und das Patt gewinnt, wer patt "
        "gesetzt ist; al-Beruni (11. Jahrhundert), der bis in den Pandschab reiste, gibt dem Elefanten den Zug „Rüssel und "
        "vier Füße“ des birmanischen und thailändischen Schachs. Jede ist unten eine Option.</p>",
    "chaturanga.board":
        "<p>Ein 8x8-Brett ohne Schachbrettmuster: das <i>Ashtapada</i>, auf dem einige Felder regelmäßig markiert waren "
        "(Pritchard 2007, 29.1). Kabir zeichnet Kreuze auf die Felder, die das Ludii-Spiel <i>Chaturanga</i> markiert, a1 "
        "d1 e1 h1, a4 d4 e4 h4, a5 d5 e5 h5 und a8 d8 e8 h8 {choice}; die Option <i>Brettmarkierungen</i> zeigt stattdessen "
        "die „Schwanenfüße“, die Pritchard nach Iyers <i>Indian Chess</i> anführt (a4 a5 d4 d5 e4 e5 h4 h5), oder keine "
        "Markierungen. Die Markierungen ändern keine Regel. Jede Seite hat einen König, einen Ratgeber, zwei Elefanten, zwei "
        "Pferde, zwei Wagen und acht Bauern; Weiß zieht zuerst.</p>",
    "chaturanga.caption":
        "Die voreingestellte Aufstellung: Weiß a1–h1 R N B Q K B N R (Wagen, Pferd, Elefant, Ratgeber, König, Elefant, "
        "Pferd, Wagen), Bauern a2–h2; Schwarz ebenso auf der 8. und 7. Reihe, die Könige einander gegenüber auf e1 und e8. "
        "Die markierten Felder sind golden.",
    "chaturanga.king": "<b>König</b> (K), <i>Radscha</i> — Betza <code>K</code>. Ein Schritt in jede Richtung. Keine "
                       "Rochade und kein Sprung.",
    "chaturanga.counsellor": "<b>Ratgeber</b> (Q), <i>Mantri</i>, der Fers des Schatrandsch — Betza <code>F</code>. Ein "
                             "Feld schräg in jede Richtung. Er verlässt nie die Farbe seines Feldes.",
    "chaturanga.elephant":
        "<b>Elefant</b> (B), <i>Gadscha</i>, der Alfil des Schatrandsch — Betza <code>A</code>. Ein Sprung zwei Felder "
        "schräg, über das Feld dazwischen hinweg, ob es leer ist oder nicht (Pritchard 2007, 29.1). Ein Elefant erreicht "
        "nur acht Felder des Bretts. Die Option <i>Elefant</i> gibt ihm stattdessen einen der Züge, die Murray (1913, "
        "S. 57–60) in arabischen Quellen fand: einen Sprung zwei Felder gerade (al-Adli) oder einen Schritt gerade "
        "vorwärts oder schräg, „Rüssel und vier Füße“ (al-Beruni), unten gezeigt.",
    "chaturanga.dabbaba-caption": "al-Adli:",
    "chaturanga.silver-caption": "al-Beruni:",
    "chaturanga.horse": "<b>Pferd</b> (N), <i>Aschwa</i> — Betza <code>N</code>. Der Springersprung.",
    "chaturanga.chariot": "<b>Wagen</b> (R), <i>Ratha</i> — Betza <code>R</code>. Beliebig viele leere Felder entlang einer "
                          "Reihe oder Linie, wie der Turm.",
    "chaturanga.pawn": "<b>Bauer</b> (P), <i>Padati</i> — Betza <code>fmWfcF</code>. Ein Feld vorwärts, schlägt ein Feld "
                       "schräg vorwärts. Kein Doppelschritt, kein En passant (Pritchard 2007, 29.1).",
    "chaturanga.rules":
        "<ul>\n"
        "<li><b>Bauern</b> ziehen jeweils ein Feld; es gibt keinen Doppelschritt und kein En passant (Pritchard 2007, "
        "29.1).</li>\n"
        "<li><b>Umwandlung.</b> Ein Bauer, der die letzte Reihe erreicht, wird sofort zum Ratgeber, gleich wie viele "
        "Ratgeber seine Seite noch hat. Pritchard sagt dazu nichts; es ist die Regel des Schatrandsch, wie Fairy-Stockfish "
        "sie spielt {choice}.</li>\n"
        "<li><b>Keine Rochade</b> (Pritchard 2007, 29.1) und kein anderer besonderer Zug.</li>\n"
        "</ul>",
    "chaturanga.results":
        "<ul>\n"
        "<li><b>Schach und Matt.</b> Der König darf nicht geschlagen werden: Ein Zug, der den eigenen König angegriffen "
        "lässt, ist nicht erlaubt. Wer mattgesetzt ist, verliert (Ergebnisart <i>Schachmatt</i>).</li>\n"
        "<li><b>Patt</b> gewinnt, wer es setzt (Pritchard 2007, 29.1; Ergebnisart <i>Patt</i>). Mit der Option <i>Patt</i> "
        "gewinnt stattdessen, wer patt gesetzt ist, wie bei al-Adli (Murray 1913, S. 57–60).</li>\n"
        "<li><b>Blanker König</b> (Option <i>Blanker König</i>; voreingestellt aus, wie im Chaturanga von Fairy-Stockfish "
        "{choice}). Mit der Regel des Schatrandsch verliert, wessen König ohne jede andere Figur bleibt, es sei denn, er "
        "schlägt mit seinem nächsten Zug die letzte Figur des Gegners außer dem König, was die Partie remis macht "
        "(Ergebnisart <i>blanker König</i>); hat der Gegner außer dem König noch zwei oder mehr Figuren, verliert die "
        "entblößte Seite sofort.</li>\n"
        "<li><b>Dreifache Stellungswiederholung</b>, die <b>Züge-Regel</b> (voreingestellt 50 Züge; siehe die Option "
        "<i>Züge-Regel</i>), <b>Einigung, Aufgabe und Zeit</b> gelten wie in Kabirs anderen Spielen {choice}: Pritchard "
        "nennt keine davon.</li>\n"
        "</ul>",
    "chaturanga.disagree":
        "<li><b>Die Aufstellung.</b> Pritchard gibt keine an. Das <i>chaturanga</i> von Fairy-Stockfish stellt beide Könige "
        "auf die e-Linie (hier voreingestellt), sein <i>shatranj</i> beide auf die d-Linie; das Ludii-Spiel "
        "<i>Chaturanga</i> stellt sie nach Murray (1913) über Kreuz, den weißen König auf e1 gegenüber dem schwarzen "
        "Ratgeber. Siehe die Option <i>Aufstellung</i>.</li>\n"
        "<li><b>Der Elefant und das Patt.</b> Pritchard gibt den Alfilsprung und das Patt als Sieg der pattsetzenden Seite "
        "an; Murray (1913, S. 57–60) berichtet die Elefanten al-Adlis und al-Berunis und al-Adlis Patt als Sieg der patt "
        "gesetzten Seite. Pritchards Herausgeber merkt an, dass diese Seiten nicht zu den Quellen des Eintrags "
        "gehören.</li>\n"
        "<li><b>Der blanke König.</b> Im Schatrandsch verlor ein blanker König die Partie; Pritchard sagt darüber für das "
        "Chaturanga nichts, und das Chaturanga von Fairy-Stockfish kennt die Regel nicht. Beides wird angeboten.</li>\n"
        "<li><b>Andere Lesarten.</b> Manche Programme lesen Chaturanga als das indische Spiel späterer Jahrhunderte, mit "
        "Umwandlung in die Figur der Linie und einem Springersprung des Königs beim ersten Zug (das <i>chaturanga</i> von "
        "Sjaak II); Kabir folgt Pritchards „im Wesentlichen dasselbe wie Schatrandsch“: Jene Regeln gehören zum indischen "
        "Schach späterer Jahrhunderte.</li>",

    # --- Türkisches Großschach ---------------------------------------------------------------
    "turkish.subtitle": "<p><i>Šaṭranǧ-i kabīr, das osmanische Großschach von 1806/7 auf 13x13 Feldern, in der "
                        "Rekonstruktion von Markov und Härtel (2020).</i></p>",
    "turkish.king":
        "<b>König</b> (K) — Betza <code>K</code>. Ein Feld in jede Richtung. In den rekonstruierten Regeln darf er "
        "außerdem einmal in der Partie wie ein Springer springen (<span style=\"color: #1040c0;\">◆</span>); siehe <a "
        "href=\"#rules\">Regeln</a>.",
    "turkish.vizier": "<b>Großwesir</b> (V) — Betza <code>QN</code>. Zieht wie eine Dame oder wie ein Springer. Der große "
                      "Wesir (große Fers) des Originals; auf h1 und f13 in den rekonstruierten Regeln.",
    "turkish.queen": "<b>Dame</b> (Q) — Betza <code>Q</code>. Der kleine Wesir: beliebig viele freie Felder entlang einer "
                     "Reihe, Linie oder Diagonale; auf f1 und h13.",
    "turkish.rhinoceros": "<b>Nashorn</b> (H) — Betza <code>BN</code>. Zieht wie ein Läufer oder wie ein Springer; auf d1, "
                          "j1 und d13, j13.",
    "turkish.gazelle":
        "<b>Gazelle</b> (G) — Betza <code>C</code>. Springt ein Feld schräg und dann zwei gerade nach außen — ein "
        "(3,1)-Sprung, das Kamel der Problemisten — über jede Figur dazwischen hinweg; sie verlässt nie die Farbe ihres "
        "Feldes. „Hirsche“ in der deutschen Rezension von 1808 (Anonym 1808); auf e1, i1 und e13, i13.",
    "turkish.rook": "<b>Turm</b> (R) — Betza <code>R</code>. Beliebig viele freie Felder entlang einer Reihe oder Linie.",
    "turkish.bishop": "<b>Läufer</b> (B) — Betza <code>B</code>. Beliebig viele freie Felder entlang einer Diagonale (der "
                      "Elefant des Originals, mit dem modernen Zug).",
    "turkish.knight": "<b>Springer</b> (N) — Betza <code>N</code>. Der gewöhnliche Springersprung.",
    "turkish.pawn": "<b>Bauer</b> (P) — Betza <code>fmWfcF</code>. Ein Feld vorwärts, schlägt ein Feld schräg vorwärts; "
                    "kein Doppelschritt, kein en passant.",
    "turkish.short-queen":
        "<b>Kurzdame</b> (S) — Betza <code>RF</code>: ein Turm, der auch ein Feld schräg ziehen darf (König + Turm; die "
        "„mongolische“ Dame, der Drachenkönig des Shogi). Ersetzt in den reformierten Regeln den Großwesir; siehe die "
        "Optionen <i>Große Figur</i> und <i>Kleine Figur</i>.",
    "turkish.superqueen": "<b>Kurze Superdame</b> (U) — Betza <code>RFN</code>: König + Turm + Springer. Eine Wahl für die "
                          "große Figur.",
    "turkish.bishop-queen": "<b>Kurze Läuferdame</b> (X) — Betza <code>BW</code>: ein Läufer, der auch ein Feld gerade "
                            "ziehen darf (König + Läufer). Eine Wahl für die kleine Figur.",
    "turkish.history":
        "<p>Eine Schachvariante mit 26 Figuren je Seite wird als <i>šaṭranǧ-i kabīr</i>, Großschach, in einer türkischen "
        "Enzyklopädie beschrieben, gedruckt AH 1221 / CE 1806/7 (<i>Ad-Durar al-muntahabāt al-mantūra fī iṣlāḥ al-ġalaṭāt "
        "al-mašhūra</i>, von Abū'r-Rafid Muḥammad Ḥafīd Ibn-Muṣṭafā ʿĀšir). Ihr Verfasser hatte es oft mit seinem Vater "
        "gespielt, einem Meister des Spiels. Eine anonyme deutsche Rezension (Anonym 1808, S. 485–486) gibt die Aufstellung "
        "und die Gangarten der neuen Figuren: Großwesir (Dame + Springer), „Hirsche“, die wie das Pferd ziehen, nur ein Feld "
        "weiter, und Nashörner (Läufer + Springer).</p>\n"
        "<p>In zwei Jahrhunderten veränderten spätere Beschreibungen — Schubert (1825), van der Linde (1874, 1876, 1881), "
        "Verney (1885), Murray (1913), Gollon (1968), Pritchard (2007), Cazaux und Knowlton (2017) — Aufstellung, Brett und "
        "Gangarten fast bis zur Unkenntlichkeit. <b>G. Markov und S. Härtel (2020)</b>, <i>Turkish Great Chess and Chinese "
        "Whispers: misadventures of a chess variant</i> (Board Game Studies Journal 14, S. 43–60), verfolgen diese Fehler "
        "bis zum Original zurück und schlagen, da selbst das Original nicht genug gibt, um das Spiel zu spielen, "
        "<b>rekonstruierte Regeln</b> (ihr Anhang 1) und <b>reformierte Regeln</b> (Anhang 2) vor. Kabir bietet beide, mit "
        "den Untervarianten ihrer Anmerkung 20.</p>",
    "turkish.board":
        "<p>Ein Brett von 13x13 Feldern, 26 Figuren je Seite, Bauern auf der 2. Reihe; a1 ist ein dunkles Feld (so sind alle "
        "vier Ecken dunkel). Das Originalbrett war höchstwahrscheinlich einfarbig. Weiß (Großbuchstaben) zieht zuerst; die "
        "Figuren von Schwarz stehen in Kleinbuchstaben. Die Aufstellung ist überkreuzt: Von m13 nach a13 gelesen ist die "
        "Aufstellung von Schwarz dieselbe Folge wie die von Weiß von a1 nach m1, so dass jeder Großwesir der gegnerischen "
        "Dame gegenübersteht.</p>",
    "turkish.caption":
        "Rekonstruierte Regeln: Weiß a1–m1 R B N H G Q K V G H N B R, Bauern a2–m2; Schwarz a13–m13 r b n h g v k q g h n b "
        "r, Bauern a12–m12. Könige g1 und g13, Großwesire h1 und f13, Damen f1 und h13.",
    "turkish.reformed-board":
        "<p>In den reformierten Regeln steht eine Kurzdame (S) statt des Großwesirs auf h1 und f13. Die Optionen <i>Große "
        "Figur</i> und <i>Kleine Figur</i> wählen die Figuren auf h1/f13 und f1/h13 frei.</p>",
    "turkish.caption-reformed": "Reformierte Regeln: Weiß a1–m1 R B N H G Q K S G H N B R.",
    "turkish.rules":
        "<h3>Rekonstruierte Regeln (die Voreinstellung; Markov und Härtel 2020, Anhang 1)</h3>\n"
        "<ul>\n"
        "<li><b>Bauern</b> ziehen ein Feld; kein Doppelschritt, kein en passant.</li>\n"
        "<li><b>Umwandlung</b> auf der 13. Reihe (der 1. für Schwarz), zwingend, in jede geschlagene eigene Figur: Eine Art "
        "ist verfügbar, wenn ihr Besitzer weniger davon auf dem Brett hat als in der Anfangsaufstellung. Nie ein König; keine "
        "Läuferbeschränkung. Ist keine Figur verfügbar, bleibt der Bauer auf der 12. Reihe — er darf nicht auf die 13. "
        "ziehen oder schlagen — und bietet von dort weiter Schach.</li>\n"
        "<li>Keine Rochade. <b>Springersprung des Königs</b>: Einmal in der Partie, nicht unbedingt im ersten Zug, darf der "
        "König wie ein Springer springen. Der Sprung <b>darf schlagen</b> und <b>darf durch ein Schach gehen</b>. Das "
        "Vorrecht erlischt, wenn es genutzt wird, und nach jedem Zug, den sein Besitzer im Schach macht; aus diesem ersten "
        "Schach darf es also noch herausführen. {choice} Der Sprung bietet nie Schach: Die Felder, die ein König mit seinem "
        "Vorrechtssprung erreichen könnte, gelten nicht als von ihm angegriffen.</li>\n"
        "<li><b>Patt</b> ist ein Sieg der pattsetzenden Seite.</li>\n"
        "<li><b>Blanker König.</b> Wessen König blank ist — ohne jede andere Einheit, Bauern eingeschlossen —, der verliert, "
        "es sei denn, er schlägt mit seinem nächsten Zug die letzte Einheit des Gegners außer dem König; dann ist die "
        "Partie remis. Im Einzelnen, wie im Schatrandsch: Hat der Gegner noch zwei oder mehr Einheiten außer dem König, "
        "verliert die entblößte Seite sofort; hat er genau eine, zieht die entblößte Seite — schlägt sie diese Einheit, ist "
        "es remis, jeder andere Zug verliert; ein blanker König ohne erlaubten Zug verliert. {choice}</li>\n"
        "</ul>\n"
        "<h3>Reformierte Regeln (Markov und Härtel 2020, Anhang 2)</h3>\n"
        "<ul>\n"
        "<li>Dasselbe Brett und dieselbe Aufstellung, doch der Großwesir ist durch eine <b>Kurzdame</b> (R+F) ersetzt.</li>\n"
        "<li><b>Bauern</b> ziehen ein Feld; <b>Umwandlung</b> ohne Einschränkung, zwingend, in jede Figurenart des Spiels "
        "außer dem König.</li>\n"
        "<li><b>Patt</b> ist remis; es gibt keine Regel des blanken Königs und keinen Königssprung.</li>\n"
        "<li><b>Rochade</b> unter den üblichen Bedingungen, bei der der König beliebig viele Felder auf den Turm zu zieht, "
        "bis einschließlich des Turmfeldes, und der Turm auf einem beliebigen Feld zwischen dem Ausgangsfeld des Königs "
        "(einschließlich) und seinem neuen Feld (ausschließlich) landet: Die beiden müssen die Seiten tauschen. Mit K g1 und "
        "T m1 sind Kh1+Tg1, Kk1+Th1 und Km1+Tg1 Rochaden, Ki1+Tj1 nicht. Jedes Feld, das König und Turm überqueren oder "
        "betreten, muss frei sein (außer den Feldern, die sie selbst verlassen), und der König darf nicht im Schach stehen, "
        "kein angegriffenes Feld überqueren und auf keinem landen.</li>\n"
        "</ul>",
    "turkish.stalemate": "In den rekonstruierten Regeln <b>gewinnt die pattsetzende Seite</b>, in den reformierten ist es "
                         "<b>remis</b>",
    "turkish.results": "<li><b>Blanker König</b> (rekonstruierte Regeln): Die entblößte Seite verliert, oder sie hält remis, "
                       "indem sie sofort die letzte gegnerische Einheit schlägt (Ergebnisart <i>blanker König</i>).</li>\n",
    "turkish.opt-reconstructed": "Der Königssprung darf schlagen und durch ein Schach gehen; ein Bauer ohne geschlagene "
                                 "Figur zum Umwandeln bleibt auf der 12. Reihe und bietet Schach.",
    "turkish.opt-reformed": "Der König rochiert, indem er mit einem Turm die Plätze tauscht (siehe <a "
                            "href=\"#rules\">Regeln</a>).",
    "turkish.disagree":
        "<li><b>Brett.</b> Das Original nennt 13 Linien, aber nicht die Zahl der Reihen. Ein anonymer Verfasser (Anonym "
        "1810) schlug 13x9 vor, van der Linde (1876) 13x10; Markov und Härtel nehmen 13x13 an, da jede andere Zahl "
        "wahrscheinlich erwähnt worden wäre. Kabir spielt 13x13.</li>\n"
        "<li><b>Aufstellung.</b> Die ursprüngliche Folge R B N H G Q K V G H N B R änderten spätere Quellen: Schubert "
        "stellte die Läufer in die Ecken, van der Linde vertauschte Läufer und Springer, Murray (1913) Dame und Großwesir, "
        "und mehrere Quellen spiegeln die Aufstellung und stellen die Bauern auf die 4. Reihe. Kabir folgt der "
        "ursprünglichen Folge, überkreuzt, wie es der Verfasser von 1810 und Gollon (1968) annahmen, mit den Bauern auf der "
        "2. Reihe (Markov und Härtel 2020, Anhang 1).</li>\n"
        "<li><b>Gangarten.</b> Der Zug der Gazelle, wie das Pferd, nur ein Feld weiter, wurde 1810 als (3,2)-Sprung und "
        "von den meisten späteren Quellen als (3,1)-Sprung gelesen; Markov und Härtel wählen den (3,1)-Sprung, der die "
        "farbgebundenen Gazellen und Läufer auf verschiedene Farben stellt. Der Großwesir wurde bei van der Linde zu einem "
        "(4,1)-Springer und bei Murray zu einer beschränkten, turmartigen Figur; das Original weist auf Dame + Springer. "
        "Kabir folgt Markov und Härtel.</li>\n"
        "<li><b>Rochade oder Königssprung.</b> Das Original schweigt. Berichte des 19. Jahrhunderts über das türkische Schach "
        "beschreiben eine Rochade in zwei oder drei Zügen, einen Springerzug des Königs zu jeder Zeit der Partie oder einen "
        "König, der auf oder innerhalb des Turmfeldes gestellt wird (Grimm 1851, 1865; Falkener 1892, S. 196). Die "
        "rekonstruierten Regeln wählen einen Springersprung des Königs, mit der größten Freiheit (Schlagen und Sprung durch "
        "ein Schach erlaubt) und der Regel, dass er nie Schach bietet; die reformierten Regeln wählen eine Tauschrochade "
        "nach Falkener. Wo der Aufsatz Einzelheiten offen lässt — das Vorrecht erlischt nach jedem Zug, den sein Besitzer im "
        "Schach macht —, entscheidet Kabir. {choice}</li>\n"
        "<li><b>Umwandlung.</b> Syrische Quellen geben die Umwandlung nur in die Dame (Stamma 1745) oder in jede geschlagene "
        "Figur (Grimm 1851); die rekonstruierten Regeln nehmen das Letztere, mit der indischen Regel, dass ein Bauer, der "
        "nicht umwandeln kann, auf der vorletzten Reihe bleibt und Schach bietet (nicht auf der letzten, wie Cazaux und "
        "Knowlton 2017 für das indische Schach behaupten). Die reformierten Regeln wandeln um wie im klassischen "
        "Schach.</li>\n"
        "<li><b>Patt und blanker König.</b> Stamma (1745) machte beides zum Sieg, und Gollon (1968) schlug dasselbe vor; "
        "hinzu kommt die Regel des Schatrandsch, dass es remis ist, wenn man sofort auch den anderen König entblößt (Markov "
        "und Härtel 2020). Wie die Regel des blanken Königs Zug für Zug angewandt wird, entscheidet Kabir. {choice}</li>\n"
        "<li><b>Große und kleine Figuren.</b> Markov und Härtel halten den Großwesir für zu stark für ein gutes Spiel: Die "
        "reformierten Regeln ersetzen ihn durch eine Kurzdame, und ihre Anmerkung 20 nennt Untervarianten (Damen oder "
        "Kurzdamen auf beiden Seiten, eine Kurzdame mit einer kurzen Läuferdame, eine kurze Superdame). Kabir bietet sie mit "
        "den Optionen <i>Große Figur</i> und <i>Kleine Figur</i>.</li>",

    # --- Chaturanga 4-84 ---------------------------------------------------------------------
    "chaturanga84.subtitle": "<p><i>Peter Aronsons Spiel von 2002 für vier Armeen in zwei Teams auf einem Brett mit 84 "
                           "Feldern.</i></p>",
    "chaturanga84.old-caption": "Von einem alten Feld aus:",
    "chaturanga84.leap-caption": "Sprung über eine Figur:",
    "chaturanga84.king":
        "<b>König</b> (K) — Betza <code>K</code>. Ein Feld in jede Richtung oder, als Zug, <b>Platztausch</b> mit einer "
        "benachbarten Figur (in den 8 Richtungen) der eigenen oder der verbündeten Armee, den verbündeten König "
        "eingeschlossen. Es gibt kein Schach: Ein König darf sich angreifen lassen und wird wie jede andere Figur "
        "<b>geschlagen</b>. Die alten Felder wirken nicht auf ihn. Keine Rochade.",
    "chaturanga84.queen": "<b>Dame</b> (Q) — Betza <code>Q</code>. Wie üblich, nur dass sie, wenn ihr Zug auf einem alten "
                        "Feld <i>beginnt</i>, nur ein Feld schräg ziehen darf (Fers, <code>F</code>).",
    "chaturanga84.rook": "<b>Turm</b> (R) — Betza <code>R</code>. Wie üblich, nur dass er von einem alten Feld aus nur genau "
                       "zwei Felder gerade springen darf (Dabbaba, <code>D</code>), über jede Figur hinweg.",
    "chaturanga84.bishop": "<b>Läufer</b> (B) — Betza <code>B</code>. Wie üblich, nur dass er von einem alten Feld aus nur "
                         "genau zwei Felder schräg springen darf (Alfil, <code>A</code>), über jede Figur hinweg.",
    "chaturanga84.knight": "<b>Springer</b> (N) — Betza <code>N</code>. Wie üblich; die alten Felder wirken nicht auf ihn.",
    "chaturanga84.wazir":
        "<b>Wazir</b> (W) — Betza <code>W</code>. Ein Feld gerade. Jede Armee beginnt mit ihrem Wazir <b>in der Hand</b>: "
        "Statt eines Zuges auf dem Brett darf die Armee ihn auf ein beliebiges freies Feld außer den vier alten Feldern "
        "<b>einsetzen</b>. Die alten Felder wirken nicht auf ihn.",
    "chaturanga84.pawn":
        "<b>Bauer</b> (P) — Betza <code>fmWfcFfmjD</code>, vorwärts in der Richtung seiner Armee. Ein Feld vorwärts, "
        "schlägt ein Feld schräg vorwärts; kein Doppelschritt, kein en passant. Er darf auch über die Figur einer beliebigen "
        "Armee direkt vor ihm (grau) auf das freie Feld direkt dahinter <b>springen</b> (<span style=\"color: "
        "#1040c0;\">◆</span>), ohne zu schlagen. Die alten Felder wirken nicht auf ihn.",
    "chaturanga84.history":
        "<p>Ende des 19. Jahrhunderts hielten Forscher ein vierhändiges Chaturanga für den Urahn des Schachs, dreitausend "
        "Jahre alt; das glaubt heute niemand mehr. Für den Wettbewerb „84 Squares“ der Chess Variant Pages übertrug <b>P. "
        "Aronson (2002)</b>, <i>Chaturanga 4-84</i>, diesen vermeintlichen Urahn auf 84 Felder und moderne Figuren, mit "
        "einigen exotischen Zutaten: springenden Bauern (aus L. Legans <i>Fortresses</i> von 1913), tauschenden Königen "
        "(aus Fergus Dunihos <i>Yáng Qí</i>, ohne dessen Einschränkungen), einem Wazir in der Hand und vier <i>alten "
        "Feldern</i> in der Mitte, auf denen Dame, Turm und Läufer auf Züge wie die des alten Chaturanga zurückfallen. "
        "Aronsons Seite ist die einzige Quelle.</p>",
    "chaturanga84.board":
        "<p>Ein Brett von 10x10 Feldern, von dem 16 Felder weggeschnitten sind; 84 Felder bleiben: a10 b10 c10 d10, j7 j8 "
        "j9 j10, a1 a2 a3 a4 und g1 h1 i1 j1 fehlen. Das Brett ist einfarbig gezeichnet. Die vier goldenen Felder e5, f5, "
        "e6, f6 sind die <b>alten Felder</b>. Jede Armee hat König, Dame, Turm, Läufer, Springer und fünf Bauern auf dem "
        "Brett und einen Wazir in der Hand.</p>",
    "chaturanga84.caption": "Die Anfangsaufstellung; die Buchstaben in der Farbe der Armee: {red}, {green}, {yellow}, "
                          "{black}. Jeder Wazir ist in der Hand.",
    "chaturanga84.army-header": "<th>Armee</th><th>Team</th><th>König</th><th>Dame</th><th>Turm</th><th>Läufer</th>"
                              "<th>Springer</th><th>Bauern</th><th>Bauern ziehen</th>",
    "chaturanga84.down": "nach unten (Reihe −1)",
    "chaturanga84.left": "nach links (Linie −1)",
    "chaturanga84.up": "nach oben (Reihe +1)",
    "chaturanga84.right": "nach rechts (Linie +1)",
    "chaturanga84.armies":
        "<p>Die Armeen sitzen im Uhrzeigersinn von oben: Rot, Grün, Gelb, Schwarz, und sie ziehen in dieser Reihenfolge, "
        "immer wieder. <b>Rot und Gelb</b> (Team 1) sind verbündet gegen <b>Grün und Schwarz</b> (Team 2). Es spielen vier "
        "Spieler mit je einer Armee oder zwei Spieler „double dummy“, von denen jeder beide Armeen eines Teams führt; jede "
        "Armee kann vom Computer gespielt werden. Die Zugfolge ist in beiden Arten dieselbe.</p>",
    "chaturanga84.rules":
        "<ul>\n"
        "<li><b>Kein Schach, kein Matt.</b> Könige dürfen sich angreifen lassen und werden wie andere Figuren geschlagen. "
        "Eine Armee, deren König geschlagen ist, spielt mit ihren übrigen Figuren weiter.</li>\n"
        "<li><b>Verbündete.</b> Keine Figur darf eine Figur der eigenen oder der verbündeten Armee schlagen.</li>\n"
        "<li><b>Alte Felder.</b> Eine Dame, ein Turm oder ein Läufer, deren Zug auf einem alten Feld beginnt, zieht nur als "
        "Fers, Dabbaba oder Alfil (siehe <a href=\"#pieces\">Figuren</a>). Könige, Springer, Wazire und Bauern sind nicht "
        "betroffen. Kein Wazir darf auf einem alten Feld eingesetzt werden.</li>\n"
        "<li><b>Königstausch.</b> Als Zug darf ein König mit einer benachbarten Figur der eigenen oder der verbündeten Armee "
        "die Plätze tauschen, auch mit dem verbündeten König (dass auch mit dem verbündeten König getauscht werden darf: "
        "{choice}).</li>\n"
        "<li><b>Einsetzen.</b> Statt eines Zuges auf dem Brett darf eine Armee ihren Wazir aus der Hand auf ein beliebiges "
        "freies Feld außer den alten Feldern einsetzen.</li>\n"
        "<li><b>Bauern</b> ziehen ein Feld in der Richtung ihrer Armee und schlagen ein Feld schräg vorwärts; sie dürfen auch "
        "über die Figur direkt vor ihnen auf das freie Feld dahinter springen. Kein Doppelschritt, kein en passant.</li>\n"
        "</ul>\n"
        "<h3>Umwandlung</h3>\n"
        "<p>Ein Bauer wandelt um, wenn er mit irgendeinem Zug ein Feld am fernen Rand in seiner Vorwärtsrichtung erreicht "
        "(das nächste Feld vorwärts liegt außerhalb des Bretts) oder ein Feld, auf dem eine Figur (kein Bauer) einer "
        "<b>gegnerischen</b> Armee begann, oder wenn er einen König oder eine Dame schlägt. Er wird zu einer beliebigen "
        "Figurenart, die seine Armee verloren hat (weniger auf dem Brett und in der Hand als zu Beginn) — ein verlorener "
        "Wazir eingeschlossen ({choice}), doch nie zu einem König oder Bauern. Die Umwandlung ist <b>nie Pflicht</b>. Ein "
        "Bauer, der seinen Zug auf einem Feld beginnt, auf dem er umwandeln könnte, darf als Zug dort umwandeln, ohne zu "
        "ziehen. Ein Bauer, den ein König durch Platztausch auf ein solches Feld bringt, wandelt dabei nicht um, darf es "
        "aber später durch diese Umwandlung an Ort und Stelle.</p>",
    "chaturanga84.promotion-caption":
        "Die Umwandlungsfelder von Rot (blau), außer dem Schlagen eines Königs oder einer Dame: der ferne Rand nach unten "
        "(b1–f1, g2–j2 und a5) und die Ausgangsfelder der Figuren (außer Bauern) von Grün und Schwarz (j2–j6, a5–a9). Die "
        "Felder der anderen Armeen ergeben sich ebenso.",
    "chaturanga84.results":
        "<ul>\n"
        "<li><b>Beide gegnerischen Könige geschlagen</b>: Dieses Team gewinnt sofort (Ergebnisart <i>alle gegnerischen "
        "Könige geschlagen</i>).</li>\n"
        "<li><b>Alte Felder besetzt</b>: Ein Team gewinnt sofort, wenn alle vier alten Felder von seinen Figuren besetzt "
        "sind, aus einer oder beiden Armeen (Ergebnisart <i>alle markierten Felder besetzt</i>).</li>\n"
        "<li><b>Kein erlaubter Zug</b>: Hat eine gegnerische Armee an der Reihe keinen erlaubten Zug — auch wenn sie keine "
        "Figuren und keinen Wazir in der Hand mehr hat —, verliert das Team dieser Armee. Bis dahin kommt eine Armee ohne "
        "König oder ohne Figuren weiter an die Reihe, so dass ihr Team noch gewinnen kann, indem es den zweiten gegnerischen "
        "König schlägt oder die alten Felder besetzt.</li>\n"
        "<li><b>Remis</b>: durch dreifache Wiederholung derselben Stellung (Ergebnisart <i>dreifache "
        "Stellungswiederholung</i>), durch die Züge-Regel — n Züge jeder Armee, also 4n einzelne Züge, ohne Bauernzug und "
        "ohne Schlagen (Ergebnisart <i>Züge-Regel</i>) — und durch Vereinbarung. Bauernzüge (Sprünge und Umwandlungen an Ort "
        "und Stelle eingeschlossen) und Schlagzüge setzen die Zählung zurück, Einsetzen und Platztausch nicht. "
        "{choice}</li>\n"
        "<li><b>Zeit</b>: Mit Uhr hat jede Armee ihre eigene; die Armee, deren Zeit abläuft, verliert für ihr Team, es sei "
        "denn, das andere Team hat nur noch seine Könige (dann remis) {choice}.</li>\n"
        "</ul>",
    "chaturanga84.opt-move-rule": "<p>In Chaturanga 4-84 wird in vollen Runden gezählt: n Züge jeder der vier Armeen (4n "
                                "einzelne Züge).</p>",
    "chaturanga84.disagree":
        "<p>Aronsons Seite ist die einzige Quelle, und sie ist vollständig genug, um zu spielen; Kabir folgt ihr. Wo sie "
        "Einzelheiten offen lässt, sind dies Kabirs Entscheidungen {choice}:</p>\n"
        "<ul>\n"
        "<li>Ein umwandelnder Bauer darf zu einem verlorenen <b>Wazir</b> werden (Aronson: „any piece previously lost“), nie "
        "zu einem Bauern.</li>\n"
        "<li>Ein König darf mit dem verbündeten König die Plätze <b>tauschen</b> (Aronson: mit jeder benachbarten Figur der "
        "eigenen Seite).</li>\n"
        "<li>Die <b>Remisregeln</b> des klassischen Schachs (Aronson: „identical to International Chess except when noted“) "
        "werden in vollen Runden gezählt: Die Züge-Regel zählt 4n einzelne Züge; Bauernzüge, Sprünge, Umwandlungen an Ort und "
        "Stelle und Schlagzüge setzen sie zurück, Einsetzen und Platztausch nicht.</li>\n"
        "<li>Aronson schlägt drei Arten der Verständigung zwischen Partnern vor (unbeschränkt, Schilder, völliges Schweigen) "
        "und besteht auf keiner; Kabir überlässt das den Spielern.</li>\n"
        "</ul>",
}


# Die Seiten der indischen Spiele aus Kapitel 29 und des tibetischen Schachs haben ihre Texte in
# einer eigenen Datei; ihre Schlüssel sind neu.
from text_de_india import TEXT as _INDIA  # noqa: E402

assert not set(_INDIA) & set(TEXT), sorted(set(_INDIA) & set(TEXT))
TEXT.update(_INDIA)

# The pages of the games of South-East Asia (pages7.py) keep their texts in a file of their own.
from text_de_asia import TEXT as _ASIA  # noqa: E402

assert not set(_ASIA) & set(TEXT), sorted(set(_ASIA) & set(TEXT))
TEXT.update(_ASIA)

# The Sittuyin page (pages7.py) keeps its texts in a file of its own too.
from text_de_burma import TEXT as _BURMA  # noqa: E402

assert not set(_BURMA) & set(TEXT), sorted(set(_BURMA) & set(TEXT))
TEXT.update(_BURMA)

# The pages of the games of Central Asia (pages8.py) keep their texts in a file of their own.
from text_de_central import TEXT as _CENTRAL  # noqa: E402

assert not set(_CENTRAL) & set(TEXT), sorted(set(_CENTRAL) & set(TEXT))
TEXT.update(_CENTRAL)

# Timur's Great Chess and Shatra (pages9.py) keep their texts in files of their own.
from text_de_timur import TEXT as _TIMUR  # noqa: E402
from text_de_shatra import TEXT as _SHATRA  # noqa: E402

for _texts in (_TIMUR, _SHATRA):
    assert not set(_texts) & set(TEXT), sorted(set(_texts) & set(TEXT))
    TEXT.update(_texts)
