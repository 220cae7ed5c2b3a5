# Die deutschen Texte der Seiten zu den indischen Spielen aus Pritchards Kapitel 29 und zum
# tibetischen Schach, mit denselben Schlüsseln wie text_en_india.py; text_de.py fügt sie in sein
# TEXT ein. Figurennamen wie in der deutschen Oberfläche (translations/kabir_de.ts). „unplayable.*“
# ist die Seite über die Spiele des Kapitels, die sich nicht spielen lassen.
TEXT = {
    # --- für die indischen Spiele -------------------------------------------------------------
    "india.king": "<b>König</b> (K), <i>Radscha</i> oder <i>Badschah</i> — Betza <code>K</code>. Ein Feld in jede "
                  "Richtung. Einmal in der Partie darf er stattdessen wie ein Springer auf ein leeres Feld springen (<span "
                  "style=\"color: #1040c0;\">◆</span>), wenn er noch nie im Schach stand; siehe <a "
                  "href=\"#rules\">Regeln</a>.",
    "india.queen": "<b>Dame</b> (Q), <i>Wesir</i>, <i>Mantri</i> oder <i>Farzin</i> — Betza <code>Q</code>. Beliebig viele "
                   "freie Felder entlang einer Reihe, Linie oder Diagonale.",
    "india.rook": "<b>Turm</b> (R), <i>Ruch</i>, auch Boot oder Wagen genannt — Betza <code>R</code>. Beliebig viele freie "
                  "Felder entlang einer Reihe oder Linie.",
    "india.bishop": "<b>Läufer</b> (B), <i>Fil</i>, auch Elefant oder Kamel genannt — Betza <code>B</code>. Beliebig viele "
                    "freie Felder entlang einer Diagonale. Er verlässt nie die Farbe seines Feldes; das Brett ist nicht "
                    "gefärbt, für die Umwandlung zählt die Farbe aber doch.",
    "india.knight": "<b>Springer</b> (N), <i>Ghora</i>, das Pferd — Betza <code>N</code>. Der Springersprung, über jede "
                    "Figur dazwischen hinweg.",
    "india.pawn-double":
        "<b>Bauer</b> (P), <i>Piyada</i> — Betza <code>fmWfcF</code>. Ein Feld gerade vorwärts; schlägt ein Feld schräg "
        "vorwärts. Von seinem Ausgangsfeld darf der a-, d-, e- oder h-Bauer zwei Felder vorrücken (das obere ○), solange "
        "die Figur seiner Linie noch auf ihrem Feld steht; siehe <a href=\"#rules\">Regeln</a> und die Option "
        "<i>Doppelschritt der Bauern</i>. Kein En passant.",
    "india.pawn-single": "<b>Bauer</b> (P), <i>Piyada</i> — Betza <code>fmWfcF</code>. Ein Feld gerade vorwärts; schlägt "
                         "ein Feld schräg vorwärts. Kein Doppelschritt, kein En passant.",
    "india.board":
        "<p>Ein 8x8-Brett ohne Schachbrettmuster: Indische Bretter waren „meist ungefärbt, manchmal mit gekreuzten Linien "
        "wie auf dem Ashtapada-Brett“ (Pritchard 2007, 29.1). Kabir zeichnet schlichte Felder und markiert die "
        "„Schwanenfüße“ a4 a5 d4 d5 e4 e5 h4 h5, wohin Iyers <i>Indian Chess</i> die Kreuze setzt (nach Pritchard); die "
        "Option <i>Brettmarkierungen</i> zeichnet stattdessen die Kreuze des Ashtapada oder keine. Die Markierungen "
        "ändern keine Regel. Jede Seite hat die Figuren des europäischen Schachs. Weiß (Großbuchstaben) zieht zuerst; die "
        "schwarzen Figuren stehen in Kleinbuchstaben.</p>",
    "india.caption":
        "Die voreingestellte Aufstellung: Weiß a1–h1 R N B Q K B N R, Bauern a2–h2; Schwarz a8–h8 r n b k q b n r, Bauern "
        "a7–h7. Jeder König steht rechts von seiner Dame, daher steht der weiße König auf e1 der schwarzen Dame auf e8 "
        "gegenüber. Die markierten Felder sind golden.",
    "india.rule.initial":
        "<li><b>Anfangszüge</b> (Option <i>Anfangszüge</i>; {default}). Mit n Anfangszügen beginnt die Partie mit einer "
        "Aufbauphase: Weiß macht n Züge hintereinander, dann Schwarz n Züge hintereinander, und danach ziehen die Spieler "
        "abwechselnd, Weiß zuerst {choice}. In dieser Phase darf kein Zug in der gegnerischen Hälfte des Bretts enden (für "
        "Weiß die 5. bis 8. Reihe, für Schwarz die 1. bis 4.), und keine Figur darf zweimal ziehen (Pritchard 2007, 29.1 "
        "(6)). Alle anderen Regeln gelten: Schwarz darf seinen König nicht angegriffen lassen von dem, was Weiß aufgebaut "
        "hat, und der Königssprung zählt als Königszug. Wer in der Phase keinen erlaubten Zug mehr hat, setzt für ihren "
        "Rest aus {choice}; in der Anfangsaufstellung kann das nicht vorkommen.</li>",
    "india.rule.double":
        "<li><b>Bauern</b> ziehen jeweils ein Feld, nur darf ein Bauer von seinem Ausgangsfeld zwei Felder vorrücken, wenn "
        "beide Felder frei sind und die Figur seiner Linie noch auf ihrem Feld steht ({source}): in der Voreinstellung die "
        "a-, d-, e- und h-Bauern; siehe die Option <i>Doppelschritt der Bauern</i>. Pritchards „nur wenn die jeweilige "
        "Figur der Linie auf ihrem ursprünglichen Feld steht“ liest Kabir so: Auf dem Feld der ersten Reihe in der Linie "
        "des Bauern steht eine Figur der Art, die dort anfing — der Turm für den a- und den h-Bauern, die Dame oder der "
        "König für den d- und den e-Bauern {choice}. Es gibt kein En passant.</li>",
    "india.rule.single": "<li><b>Bauern</b> ziehen jeweils ein Feld; es gibt keinen Doppelschritt ({source}) und kein En "
                         "passant.</li>",
    "india.rule.leap":
        "<li><b>Der Springersprung des Königs</b> ({source}). Einmal in der Partie darf der König wie ein Springer "
        "springen, aber nur auf ein leeres Feld („nicht, um zu schlagen“) und nur, wenn er noch nie im Schach stand. "
        "Pritchard sagt „einmal“, nicht „als ersten Zug“: Kabir erlaubt den Sprung jederzeit, auch nach früheren "
        "Königszügen {choice}. Im Schach ist der Sprung nicht erlaubt, er pariert also nie ein Schach; er darf über "
        "angegriffene Felder hinweggehen {choice}. Das Recht erlischt, wenn es genutzt wird, und für immer, sobald der "
        "König Schach bekommen hat.</li>",
    "india.rule.promotion":
        "<li><b>Umwandlung in die Figur der Linie</b> (Pritchard 2007, 29.1 (4)). Ein Bauer, der die letzte Reihe "
        "erreicht, wird zu der Figur, die in der eigenen Aufstellung seines Besitzers auf seiner Linie stand: ein Turm auf "
        "der a- und h-Linie, ein Springer auf der b- und g-Linie, ein Läufer auf der c- und f-Linie und eine Dame auf der "
        "d- und e-Linie — auch auf der Linie des eigenen Königs („Umwandlung auf e1/e8 in die Dame“). Die Linie wird von "
        "der eigenen Aufstellung des umwandelnden Spielers aus gelesen {choice}, sodass in beiden Aufstellungen beide "
        "Farben auf den zwei Mittellinien eine Dame erhalten. Die Figur muss <b>verloren</b> sein: Ihr Besitzer muss "
        "weniger Figuren dieser Art auf dem Brett haben als zu Beginn, frühere Umwandlungen eingerechnet. {bishop} Die "
        "Umwandlung ist Pflicht, wann immer sie möglich ist.</li>",
    "india.bishop-colour":
        "Ein Läufer nur, wenn der Läufer von der Farbe des Umwandlungsfeldes der verlorene ist („Umwandlung auf der c- und "
        "f-Linie nur, wenn der Läufer derselben Farbe geschlagen wurde“).",
    "india.rule.blocked":
        "<li><b>Ein Bauer, der nicht umwandeln kann</b>, darf nicht auf die letzte Reihe ziehen oder schlagen; er wartet "
        "auf der 7. Reihe, bis eine Figur seiner Linie verloren ist. Die beiden Felder schräg vor ihm greift er weiter an: "
        "Er <b>bietet</b> von dort <b>Schach</b>, und der gegnerische König darf diese Felder nicht betreten {choice}. "
        "Pritchard sagt dazu nichts; es ist die Regel der indischen Quellen, denen Markov (2022) folgt, und die "
        "Ludii-Spiele Hindustani Chess und Parsi Chess halten den Bauern ebenso an.</li>",
    "india.rule.bonus":
        "<li><b>Der Zusatzzug des Springers</b> (Pritchard 2007, 29.1 (4)). Ein Bauer, der sich in einen Springer "
        "verwandelt, darf mit ihm sofort einen Springerzug machen, als zweiten Teil desselben Zuges — „allerdings nicht, "
        "wenn das Umwandlungsfeld angegriffen ist“, nach der Umwandlung, vom Gegner. Der Zusatzzug ist freiwillig, darf "
        "schlagen und Schach bieten, und der Zug wird als Ganzes beurteilt: An seinem Ende darf der eigene König nicht "
        "angegriffen sein {choice}.</li>",
    "india.rule.absent": "<li><b>Keine Rochade und kein En passant</b> (Pritchard 2007, 29.1 (5)).</li>",
    "india.rule.no-stalemate":
        "<li><b>Kein Patt</b> ({source}). Ein Zug, der dem Gegner keinen erlaubten Zug lässt, während er nicht im Schach "
        "steht, ist nicht erlaubt: „der Spieler muss abweichen“. Setzt <i>jeder</i> erlaubte Zug eines Spielers den Gegner "
        "patt, sind diese Züge doch erlaubt, und das Patt ist remis {choice}.</li>",
    "india.rule.no-perpetual":
        "<li><b>Kein Dauerschach</b> (Pritchard 2007, 29.1 (5)). Ein Schachgebot ist nicht erlaubt, wenn es eine Stellung "
        "zum dritten Mal herbeiführt, während jeder Zug dieses Spielers seit ihrem ersten Auftreten Schach bot. Ist es der "
        "einzige erlaubte Zug des Spielers, bleibt es erlaubt, und die Partie endet remis durch Stellungswiederholung "
        "{choice}.</li>",
    "india.stalemate": "Kein erlaubter Zug darf es herbeiführen, es sei denn, jeder Zug tut es; dann ist es "
                       "<b>remis</b>",
    "india.stalemate-note": "Siehe <i>Kein Patt</i> unter <a href=\"#rules\">Regeln</a>.",
    "india.pawn-mate":
        "<li><b>Bauernmatt</b>: Ein Matt, bei dem der Bauer, der gerade gezogen hat, Schach bietet, allein oder mit einer "
        "anderen Figur, ist die höchste der drei Stufen des Sieges, ein <b>Doppelsieg</b> (Pritchard 2007, 29.1 (7): „Matt "
        "mit einem Bauern“). Kabir wertet es in Tabellen 2–0; das Tag <code>Result</code> der Aufzeichnung bleibt "
        "<code>1-0</code> oder <code>0-1</code> {choice}. Ein gewöhnliches Matt, wenn der Verlierer außer dem König noch "
        "eine Figur hat, ist die mittlere Stufe, ein Sieg.</li>\n",
    "india.boorj":
        "<li><b>Blanker König</b> (<i>Boorj</i>). Schlägt ein Spieler die letzte Figur des Gegners außer dem König, endet "
        "die Partie sofort. In der Voreinstellung ist das die niedrigste Stufe des Sieges, ein <b>halber Sieg</b> "
        "(Pritchard 2007, 29.1 (7): „der Verlierer hat einen blanken König“), der in Tabellen ¾–¼ zählt und als „½-Sieg“ "
        "angezeigt wird {choice}; er bleibt ein halber Sieg, wenn das Schlagen zugleich mattsetzt {choice}. Steht die "
        "Option <i>Stufen des Sieges</i> auf <i>Blanker König ist remis</i>, ist das Entblößen des Königs <b>remis</b>, "
        "ebenso jede Stellung mit vier oder weniger Figuren auf dem Brett, beide Könige mitgezählt (<i>Chamori "
        "Bhaaji</i>): „Boorj gilt oft als remis; dann gilt die Regel, dass am Ende der Partie fünf oder mehr Figuren auf "
        "dem Brett stehen müssen“ (Pritchard 2007, 29.1).</li>\n",
    "india.disagree-variation":
        "<li><b>Abweichungen überall.</b> „Abweichungen sind bei fast allen genannten Regeln üblich“, schreibt Pritchard zu "
        "seinen Punkten (1) bis (7), und „alle überlieferten Abweichungen aufzuzählen, wäre ermüdend und wenig hilfreich“ "
        "(Pritchard 2007, 29.1). Kabir folgt seiner Zusammenfassung und bietet die Abweichungen, die er nennt, als "
        "Optionen an.</li>",
    "india.disagree-reading":
        "<li><b>Was Pritchard offenlässt.</b> Ob der König nach früheren Zügen springen darf, ob der Sprung über "
        "angegriffene Felder gehen darf, aus wessen Aufstellung die Linie einer Umwandlung gelesen wird, was ein Bauer "
        "tut, der nicht umwandeln kann, was der Zusatzzug des Springers darf, wie die Anfangszüge enden und was gilt, wenn "
        "jeder Zug patt setzen würde: Das sind Kabirs Entscheidungen {choice}, markiert, wo sie gelten. Das Ludii-Spiel "
        "Hindustani Chess (nach Murray 1913, S. 78–82) lässt den König nur als ersten Zug springen, und auch schlagend; "
        "das Ludii-Spiel Parsi Chess (nach Shastree 1814, S. vii–x) erlaubt den Sprung jederzeit, nicht schlagend, und "
        "hält einen Bauern, der nicht umwandeln kann, auf der 7. Reihe an, wie Kabir.</li>",

    # --- Indisches Schach ---------------------------------------------------------------------
    "indian.subtitle": "<p><i>Das indische Spiel des 18. und 19. Jahrhunderts, Murrays „Hindustani“, mit den Regeln, die "
                       "Pritchard (2007, 29.1) seinen vielen örtlichen Formen gemeinsam findet.</i></p>",
    "indian.history":
        "<p>„Es gibt kein indisches Schachspiel. Es gibt vielmehr drei, und die beiden meistgespielten haben wechselnde "
        "Regeln“: So W. S. Branch im <i>Chess Amateur</i> (1917). Murray (1913, S. 78–82) unterscheidet drei Hauptformen, "
        "die er Hindustani, Parsi (Südindien) und Rumi (Nordwestindien) nennt. Spätere Autoren sind vorsichtiger: A. "
        "Goswami findet das einheimische Spiel „in diesem Land auf vielerlei Arten und Weisen gespielt“, und V. D. Pandit "
        "sagt, seine Regeln „waren nicht einheitlich, sondern wechselten von Ort zu Ort und von Zeit zu Zeit“. In einem "
        "Land vieler Völker und Sprachen, ohne jede Instanz für einheimische Spiele, wurden die Regeln nie festgeschrieben; "
        "der Einfluss des europäischen Schachs ist seit Langem sichtbar, und einheimische Autoren — darunter Lala Raja Babu "
        "und Trevangadacharya Shastree (Shastree 1814) — sind die wichtigste Quelle.</p>\n"
        "<p><b>D. B. Pritchard (2007)</b>, <i>The Classified Encyclopedia of Chess Variants</i>, 29.1, fasst die Merkmale, "
        "die die verbreiteten Formen teilen, in sieben Punkten zusammen: der König rechts von der Dame, der Doppelschritt "
        "der a-, d-, e- und h-Bauern, der einmalige Springersprung des Königs, die Umwandlung in die Figur der Linie, keine "
        "Rochade, kein En passant, kein Patt und kein Dauerschach, die Anfangszüge und drei Stufen des Sieges. Diese Seite "
        "spielt sie als Kabirs <i>Indisches Schach</i>; die Abweichungen, die Pritchard danach nennt, sind Optionen. "
        "Parsi-Schach, Desi-Schach und Joara-Joari, die Pritchard als Formen dieses Spiels beschreibt, haben eigene "
        "Seiten.</p>",
    "indian.board-extra":
        "<p>Steht die Option <i>Aufstellung</i> auf <i>Bengalen: König links</i>, tauschen der weiße König und die weiße "
        "Dame die Plätze (K d1, D e1), ebenso die schwarzen (d d8, k e8): „In Bengalen steht der König links von der Dame“ "
        "(Lala Singha Hunday im <i>Chess Amateur</i>, 1909, nach Pritchard 2007, 29.1).</p>",
    "indian.initial-default": "voreingestellt je vier",
    "indian.double-source": "Pritchard 2007, 29.1 (2)",
    "indian.leap-source": "Pritchard 2007, 29.1 (3)",
    "indian.no-stalemate-source": "Pritchard 2007, 29.1 (5)",
    "indian.disagree":
        "<li><b>Die Aufstellung.</b> „Der König wird rechts von der Dame aufgestellt“ (Pritchard 2007, 29.1 (1)), in "
        "Bengalen aber links von ihr (Lala Singha Hunday). Siehe die Option <i>Aufstellung</i>.</li>\n"
        "<li><b>Der Doppelschritt.</b> Die a-, d-, e- und h-Bauern nach Pritchards Punkt (2); „in manchen Varianten nur der "
        "d-Bauer oder der d- und der e-Bauer“. Siehe die Option <i>Doppelschritt der Bauern</i>.</li>\n"
        "<li><b>Die Zahl der Anfangszüge</b> wird vor der Partie vereinbart: „meist 4 oder 8, gelegentlich 3“ (Pritchard "
        "2007, 29.1 (6)). Kabir stellt vier ein {choice}.</li>\n"
        "<li><b>Der blanke König.</b> Pritchards niedrigste Stufe des Sieges oder ein Remis, zusammen mit der Regel des "
        "<i>Chamori Bhaaji</i>, die den Verteidiger opfern und den Angreifer „die Unsterbliche“, die letzte gegnerische "
        "Figur, verschonen lässt. Wo Boorj remis ist, lassen sich Endspiele wie Turm und Läufer gegen Springer nicht "
        "gewinnen (Pritchard 2007, 29.1). Siehe die Option <i>Stufen des Sieges</i>.</li>\n"
        "<li><b>Dame und Läufer.</b> Die schwache Dame und der schwache Läufer des alten Spiels hielten sich in Südindien "
        "bis ins 20. Jahrhundert (Rama Patler und G. H. B. Jackson im <i>Chess Amateur</i>, 1918, nach Pritchard), obwohl "
        "Murray sie für längst verschwunden hielt; Kabir spielt sie im Desi-Schach.</li>\n",

    # --- Parsi-Schach -------------------------------------------------------------------------
    "parsi.subtitle": "<p><i>Das Spiel Südindiens, das Murray Parsi-Schach nannte: die indischen Regeln mit dem König "
                      "rechts von seiner Dame und je vier Anfangszügen (Pritchard 2007, 29.1).</i></p>",
    "parsi.history":
        "<p>„Parsi-Schach“ ist der Name, den Murray (1913) dem Spiel gibt, das in Südindien gespielt wurde, „zumindest bis "
        "in jüngere Zeit, wahrscheinlich ein direkter Nachfahre des ursprünglichen indischen Spiels“ (Pritchard 2007, "
        "29.1, „Parsi Chess“). <b>D. B. Pritchard (2007)</b> nennt seine besonderen Regeln: Jeder Spieler hat seinen König "
        "zur rechten Hand; die a-, d-, e- und h-Bauern dürfen anfangs ein oder zwei Felder ziehen, die übrigen Bauern "
        "haben keinen Doppelschritt; beide Spieler machen je vier Züge, bevor die eigentliche Partie beginnt; und die "
        "Stufen des Sieges sind die des indischen Schachs.</p>\n"
        "<p>Die ausführlichste frühe Beschreibung dieses südlichen Spiels stammt von Trevangadacharya Shastree, „dem "
        "Brahmanen“, dessen <i>Essays on Chess</i> 1814 in Bombay gedruckt wurden (Shastree 1814). Das Ludii-Spiel "
        "<i>Parsi Chess</i> liest Shastree (S. vii–x) so: der Königssprung nicht schlagend und nur vor dem ersten Schach, "
        "Bauern, die nicht umwandeln können, auf der 7. Reihe festgehalten, der Zusatzzug des Springers, kein Patt, kein "
        "Dauerschach — und ein blanker König als Remis. Kabir spielt die Regeln seines indischen Schachs mit Pritchards "
        "Voreinstellungen für das Parsi-Schach; es ist eine eigene Variante, damit seine Partien als Parsi-Schach "
        "aufgezeichnet werden.</p>",
    "parsi.initial-default": "voreingestellt je vier: „beide Spieler machen je vier Züge vor dem Beginn der eigentlichen "
                             "Partie“ (Pritchard 2007, 29.1, Parsi Chess)",
    "parsi.double-source": "Pritchard 2007, 29.1, Parsi Chess: „die übrigen Bauern haben kein Recht auf einen "
                           "Doppelschritt“",
    "parsi.disagree":
        "<li><b>Der blanke König.</b> Pritchard gibt dem Parsi-Schach die Stufen des indischen Schachs, das Entblößen des "
        "Königs ist also ein halber Sieg; Shastree (1814), wie das Ludii-Spiel Parsi Chess ihn liest, nennt es remis "
        "(<i>Boorj</i>). Siehe die Option <i>Stufen des Sieges</i>.</li>\n"
        "<li><b>Aufstellung, Doppelschritt, Anfangszüge.</b> Pritchards Eintrag legt sie fest (König rechts, a-, d-, e- und "
        "h-Bauern, je vier Züge); die Abweichungen des indischen Schachs werden trotzdem als Optionen angeboten.</li>\n",

    # --- Desi-Schach --------------------------------------------------------------------------
    "desi.subtitle": "<p><i>„Das alte indische Spiel“, wie es 1998 das Bulletin des indischen Fernschachverbands "
                     "beschrieb: alte Gangarten für Dame und Läufer, kein Doppelschritt, und die letzte Figur darf nicht "
                     "geschlagen werden.</i></p>",
    "desi.history":
        "<p><b>D. B. Pritchard (2007)</b>, <i>The Classified Encyclopedia of Chess Variants</i>, 29.1, „Desi Chess“, fasst "
        "die Regeln für „das alte indische Spiel“ zusammen, die das <i>Bulletin of the All-India Correspondence Chess "
        "Federation</i> 1998 druckte, in R. G. D. Saxenas Beitrag <i>'Desi' (Indian) – style chess</i> (Saxena 1998): "
        "„Könige stehen Damen gegenüber (alte Gangarten), kein Doppelschritt der Bauern, keine Rochade. Der König darf "
        "einmal wie ein Springer ziehen, sofern er nicht Schach bekommen hat. Umwandlung in die Figur der Linie, aber "
        "nicht, wenn dadurch die Zahl der Aufstellung überschritten würde (eine Dame, zwei Türme usw.); die letzte Figur "
        "außer dem König darf nicht geschlagen werden. Diese Regeln wechselten bekanntlich auf dem Subkontinent und von "
        "Zeit zu Zeit.“</p>\n"
        "<p>An anderer Stelle bemerkt Pritchard, dass die schwache Dame und der schwache Läufer des alten Spiels sich in "
        "Südindien bis ins 20. Jahrhundert hielten. Kabir liest „(alte Gangarten)“ als diese Züge: Die Dame zieht ein Feld "
        "schräg, wie der Ratgeber des Chaturanga, und der Läufer springt zwei Felder schräg, wie dessen Elefant {choice}. "
        "Für alles, was Pritchard nicht erwähnt, gelten die Regeln von Kabirs indischem Schach.</p>",
    "desi.board-extra": "<p>Die Aufstellung ist die des indischen Schachs, „Könige stehen Damen gegenüber“: Jeder König "
                        "steht rechts von seiner Dame.</p>",
    "desi.queen":
        "<b>Dame</b> (Q), <i>Wesir</i> oder <i>Mantri</i> — mit den alten Gangarten (voreingestellt) Betza <code>F</code>: "
        "ein Feld schräg in jede Richtung, wie der Ratgeber des Chaturanga; sie verlässt nie die Farbe ihres Feldes. Steht "
        "die Option <i>Alte Gangarten</i> auf <i>Moderne Gangarten</i>, Betza <code>Q</code> wie im europäischen Schach "
        "(unten).",
    "desi.bishop":
        "<b>Läufer</b> (B), <i>Fil</i> — mit den alten Gangarten (voreingestellt) Betza <code>A</code>: ein Sprung zwei "
        "Felder schräg, über das Feld dazwischen hinweg, wie der Elefant des Chaturanga; er erreicht nur acht Felder des "
        "Bretts. Mit <i>Moderne Gangarten</i> Betza <code>B</code> (unten).",
    "desi.modern-caption": "Moderne Gangarten:",
    "desi.leap-source": "Pritchard 2007, 29.1, Desi Chess: „der König darf einmal wie ein Springer ziehen, sofern er "
                        "nicht Schach bekommen hat“",
    "desi.single-source": "„kein Doppelschritt“, Pritchard 2007, 29.1, Desi Chess",
    "desi.bishop-quota":
        "Es zählt nur die Zahl der Aufstellung — eine Dame, zwei Türme, zwei Läufer, zwei Springer: „nicht, wenn dadurch "
        "die Zahl der Aufstellung überschritten würde“ (Pritchard 2007, 29.1, Desi Chess) —, ein zweiter Läufer auf "
        "einer Farbe ist also erlaubt {choice}, wie Saxena (1998) ihn erlaubt (nach Markov 2022).",
    "desi.immortal":
        "<li><b>Die unsterbliche letzte Figur.</b> Die letzte Figur des Gegners außer dem König darf nicht geschlagen "
        "werden („die letzte Figur außer dem König kann nicht geschlagen werden“). Kabir versteht darunter jede Figur, "
        "Bauern eingeschlossen {choice}: Solange der Gegner außer dem König nur eine Figur hat, ist kein Schlagzug "
        "erlaubt, und der König kann nie blank werden.</li>",
    "desi.initial-default": "voreingestellt keine, da Pritchard für das Desi-Schach keine nennt {choice}",
    "desi.no-stalemate-source": "Pritchard 2007, 29.1 (5), für das indische Schach {choice}",
    "desi.results-extra":
        "<li><b>Blanker König.</b> Er kann nicht vorkommen: Die letzte Figur neben dem König darf nicht geschlagen "
        "werden.</li>\n",
    "desi.disagree":
        "<li><b>„(alte Gangarten)“.</b> Pritchards Klammer folgt auf „Könige stehen Damen gegenüber“ in der Beschreibung "
        "„des alten indischen Spiels“. Kabir liest sie als die alten Züge von Dame und Läufer, Fers und Alfil {choice}; "
        "die Option <i>Alte Gangarten</i> gibt ihnen stattdessen ihre modernen Züge.</li>\n"
        "<li><b>Die letzte Figur.</b> „Piece“ könnte nur eine Figur meinen, keinen Bauern; Kabir schützt jede letzte "
        "Figur {choice}.</li>\n"
        "<li><b>Läufer auf einer Farbe.</b> Das indische Schach verbietet eine Umwandlung, die einem Spieler zwei Läufer "
        "auf einer Farbe gäbe; das Desi-Schach nennt nur die Zahl der Aufstellung, und Saxena (1998) erlaubt den zweiten "
        "Läufer, wie Markov (2022) bemerkt.</li>\n"
        "<li><b>Anfangszüge, Patt, Dauerschach.</b> Pritchard nennt für das Desi-Schach nichts davon. Kabir stellt keine "
        "Anfangszüge ein, bietet sie aber an, und verbietet Patt und Dauerschach wie im indischen Schach {choice}.</li>\n",

    # --- Joara-Joari --------------------------------------------------------------------------
    "joara.subtitle": "<p><i>Indisches Schach, in dem eine gedeckte Figur nicht geschlagen werden darf, außer das Schlagen "
                      "gibt Abzugsschach, und der König nur im Schach zieht (Pritchard 2007, 29.2).</i></p>",
    "joara.history":
        "<p>Joara-Joari, auch Zoraabhaji, Madadmar „und unter anderen Namen“ bekannt, ist eine Art, das indische Spiel zu "
        "spielen, die „großzügig verbreitet“ war, obwohl Murray (1913) sie nur für Westindien nennt. <b>D. B. Pritchard "
        "(2007)</b>, <i>The Classified Encyclopedia of Chess Variants</i>, 29.2, nennt nach V. D. Pandit und R. Ravi Sekhar "
        "seine zwei Regeln: „Es ist nicht erlaubt, eine gedeckte Figur zu schlagen, es sei denn, man gibt dabei ein "
        "Abzugsschach“, und „der König darf nur ziehen, wenn er im Schach steht“. „Die Meinungen gehen auseinander, ob der "
        "König sein Springerrecht behält; manche sagen, es sei ganz verwirkt, andere, es dürfe nur ausgeübt werden, bevor "
        "der König ein Schach erhalten hat.“</p>\n"
        "<p>Mehr gibt Pritchard nicht an. Kabir spielt Brett, Aufstellung und alle übrigen Regeln seines indischen Schachs "
        "{choice}, da der Eintrag eine Art beschreibt, dieses Spiel zu spielen.</p>",
    "joara.king":
        "<b>König</b> (K), <i>Radscha</i> — Betza <code>K</code>. Ein Feld in jede Richtung, aber <b>nur im Schach</b>. Ob "
        "er den Springersprung des indischen Königs (<span style=\"color: #1040c0;\">◆</span>) behält, ist die Option "
        "<i>Königssprung</i>; siehe <a href=\"#rules\">Regeln</a>.",
    "joara.supported":
        "<li><b>Gedeckte Figuren sind unantastbar.</b> Ein Schlagzug ist nicht erlaubt, wenn die schlagende Figur danach "
        "auf einem Feld steht, das der Gegner angreift — wenn also die geschlagene Figur gedeckt war —, es sei denn, das "
        "Schlagen gibt ein <b>Abzugsschach</b>: Danach greift mindestens eine andere Figur als die schlagende den "
        "gegnerischen König an. Angriffe zählen wie beim Schach, also decken auch eine gefesselte Figur und ein König "
        "{choice}.</li>",
    "joara.king-rule":
        "<li><b>Der König zieht nur im Schach.</b> Ein Königszug — der Sprung eingeschlossen — ist nur erlaubt, solange der "
        "König im Schach steht (Pritchard 2007, 29.2).</li>",
    "joara.leap":
        "<li><b>Der Königssprung</b> (Option <i>Königssprung</i>). Voreingestellt darf der Sprung, wie „andere“ sagen, "
        "„nur bevor der König ein Schach erhalten hat“ gebraucht werden: Da der König nur im Schach zieht, lässt Kabir "
        "ihn das <b>erste</b> Schach beantworten — einmal in der Partie, wie ein Springer auf ein leeres Feld — und nimmt "
        "ihn mit diesem Schach weg {choice}. Mit dem Wert <i>Verwirkt</i> hat der König keinen Sprung, wie „manche“ "
        "sagen.</li>",
    "joara.initial-default": "voreingestellt keine, da Pritchard für Joara-Joari keine nennt {choice}",
    "joara.disagree":
        "<li><b>Der Königssprung.</b> Pritchard hält beide Meinungen fest; sie sind die Option <i>Königssprung</i>. Streng "
        "gelesen — der Sprung nur vor dem ersten Schach, der König zieht nur im Schach — hätte der Sprung nie einen "
        "Augenblick, und beide Meinungen liefen auf dasselbe hinaus. Kabir liest „bevor der König ein Schach erhalten "
        "hat“ als „bis das erste Schach vorüber ist“: Der Sprung darf das erste Schach beantworten, wie es die "
        "Handschrift von Hyderabad erlaubt {choice}.</li>\n"
        "<li><b>Die übrigen Regeln.</b> Pritchard nennt nur die zwei besonderen Regeln; Brett, Aufstellung, Umwandlung, "
        "Ergebnisse und der Rest sind die des indischen Schachs {choice}, voreingestellt ohne Anfangszüge.</li>\n"
        "<li><b>„Gedeckt“.</b> Kabir zählt jeden Angriff als Deckung, der beim Schach zählen würde, auch den einer "
        "gefesselten Figur oder des Königs {choice}.</li>\n",

    # --- Atranj -------------------------------------------------------------------------------
    "atranj.subtitle": "<p><i>Das Spiel Nordwestindiens auf 10x10 Feldern, mit zwei Damen, einem Prinzen und den "
                       "Urdabegs, Bauern, die auch rückwärts ziehen (Pritchard 2007, 29.2).</i></p>",
    "atranj.history":
        "<p>Der Name Atranj ist eine Verballhornung von Schatrandsch. Das Spiel stammt aus Nordwestindien; seine Herkunft "
        "ist unbekannt, „nach Goswami wahrscheinlich muslimisch“. <b>D. B. Pritchard (2007)</b>, <i>The Classified "
        "Encyclopedia of Chess Variants</i>, 29.2, nennt nach A. Goswami und V. D. Pandit das Brett, die Aufstellung, den "
        "Prinzen (Dame + Springer) und die Urdabegs — verballhornt aus <i>Udtabegums</i>, „fliegende Damen“ —, die „wie "
        "Bauern ziehen, aber zusätzlich rückwärts ziehen und schlagen können“; Bauern ziehen jeweils ein Feld und „werden "
        "zur Figur der Linie“. Pritchards erste Auflage nannte ein zweites Atranj, ein Spiel mit 22 Figuren, auch Qatranj "
        "genannt; sein Herausgeber stellte es zum Shataranja, wo Kabir es spielt.</p>\n"
        "<p>Zu allem Übrigen schweigt Pritchard. Wo Kabir eine Regel braucht — die Umwandlung auf der Linie des Königs, "
        "das Patt —, nimmt es die seines indischen Schachs {choice}.</p>",
    "atranj.board":
        "<p>Ein 10x10-Brett, schlicht gezeichnet {choice}. Jede Seite hat einen König, einen Prinzen, zwei Damen, zwei "
        "Türme, zwei Läufer, zwei Springer, zwei Urdabegs und acht Bauern, 20 Figuren. Pritchard gibt die Grundreihe als "
        "„(a1-j1/j10-a10) RNBQKPrQBNR“ an (Pr der Prinz): Die schwarze Aufstellung ist die weiße, von j10 nach a10 "
        "gelesen, die Könige stehen also über Kreuz auf e1 und f10. Weiß zieht zuerst.</p>",
    "atranj.caption":
        "Weiß a1–j1 R N B Q K A Q B N R (P der Prinz), Urdabegs e2 f2, Bauern a2–d2 und g2–j2; Schwarz a10–j10 r n b q a k "
        "q b n r, Urdabegs e9 f9, Bauern a9–d9 und g9–j9.",
    "atranj.prince": "<b>Prinz</b> (A) — Betza <code>QN</code>. Zieht wie eine Dame oder wie ein Springer (Pritchard: "
                     "„Der Prinz zieht wie Dame + Springer“).",
    "atranj.urdabeg":
        "<b>Urdabeg</b> (U), <i>Udtabegum</i>, „fliegende Dame“ — Betza <code>mfbWcfbF</code>. Ein Feld gerade vorwärts "
        "oder gerade rückwärts, ohne zu schlagen; schlägt ein Feld schräg vorwärts oder rückwärts. Er wandelt sich nie um "
        "{choice}: Er kann immer zurückziehen.",
    "atranj.pawn": "<b>Bauer</b> (P) — Betza <code>fmWfcF</code>. Ein Feld vorwärts, schlägt ein Feld schräg vorwärts: "
                   "„Bauern ziehen jeweils ein Feld“. Kein Doppelschritt, kein En passant {choice}.",
    "atranj.rules":
        "<ul>\n"
        "<li><b>Bauern</b> ziehen jeweils ein Feld (Pritchard 2007, 29.2). Pritchard erwähnt keinen Doppelschritt, kein En "
        "passant, keine Rochade und keinen Königssprung; Kabir hat keinen davon {choice}.</li>\n"
        "<li><b>Umwandlung in die Figur der Linie</b> („werden zur Figur der Linie“). Ein Bauer auf der 10. Reihe wird zu "
        "der Figur, die in der eigenen Aufstellung seines Besitzers auf seiner Linie stand: ein Turm auf der a- und "
        "j-Linie, ein Springer auf b und i, ein Läufer auf c und h, eine Dame auf d und g, ein Prinz auf der Linie des "
        "Prinzen — und eine Dame auf der Linie des Königs {choice}. Weiß wandelt also auf e10 in eine Dame und auf f10 in "
        "einen Prinzen um, Schwarz auf e1 in einen Prinzen und auf f1 in eine Dame. Voreingestellt muss die Figur nicht "
        "geschlagen sein, da Pritchard keine Bedingung nennt; steht die Option <i>Umwandlung</i> auf <i>Nur eine "
        "geschlagene Figur der Linie</i>, gilt die indische Regel: nur in eine verlorene Figur, ein Läufer nur auf die "
        "Farbe des verlorenen, und ein Bauer, der nicht umwandeln kann, wartet auf der 9. Reihe und bietet weiter Schach "
        "{choice}. Die Umwandlung ist Pflicht.</li>\n"
        "<li><b>Urdabegs</b> ziehen und schlagen wie Bauern, aber auch rückwärts, und wandeln sich nie um {choice}.</li>\n"
        "<li><b>Patt</b> ist nicht erlaubt, wie im indischen Schach {choice}: Ein Zug, der dem Gegner keinen erlaubten Zug "
        "lässt, ist verboten, es sei denn, jeder Zug tut das; dann ist das Patt remis. Die Option <i>Patt</i> macht es zu "
        "einem einfachen Remis.</li>\n"
        "</ul>",
    "atranj.stalemate": "Voreingestellt darf kein Zug es herbeiführen, es sei denn, jeder Zug tut es; dann ist es "
                        "<b>remis</b>",
    "atranj.stalemate-note": "Siehe die Option <i>Patt</i>.",
    "atranj.disagree":
        "<li><b>Umwandlung.</b> Pritchards „werden zur Figur der Linie“ nennt weder die Linie des Königs noch eine "
        "Bedingung. Kabir wandelt auf der Linie des Königs in eine Dame um, wie im indischen Schach, und in die Figur der "
        "Linie, ob sie geschlagen wurde oder nicht; die Option <i>Umwandlung</i> fügt die indische Bedingung hinzu "
        "{choice}.</li>\n"
        "<li><b>Patt und blanker König.</b> Pritchard sagt nichts. Kabir verbietet das Patt, wie im indischen Schach, und "
        "kennt keine Regel des blanken Königs {choice}.</li>\n"
        "<li><b>Die Urdabegs.</b> Pritchards „ziehen wie Bauern“ könnte die Umwandlung einschließen; da ein Urdabeg immer "
        "zurückziehen kann, wandelt Kabir ihn nicht um {choice}.</li>\n"
        "<li><b>Qatranj.</b> Das Spiel, das Murray (1913, S. 347) nach Lala Raja Babu (1901) „Atranj oder Qatranj“ nennt, "
        "ist ein anderes Spiel mit 22 Figuren auf jeder Seite; Kabir spielt es als Option des Shataranja.</li>\n",

    # --- Shataranja und Qatranj ---------------------------------------------------------------
    "shataranja.subtitle": "<p><i>Ein Spiel auf 10x10 Feldern mit 22 Figuren auf jeder Seite, mit Kronprinz, Minister, "
                           "Kotwal und Begums, wie Iyer es beschreibt; mit bewaffneten Begleiterinnen statt der Begums "
                           "ist es Qatranj (Pritchard 2007, 29.2).</i></p>",
    "shataranja.history":
        "<p>Die Herkunft des Shataranja ist unbekannt; es ist eng mit dem Atranj verwandt, und sein Name scheint eine "
        "Verballhornung von Schatrandsch oder Chaturanga zu sein. <b>D. B. Pritchard (2007)</b>, <i>The Classified "
        "Encyclopedia of Chess Variants</i>, 29.2, beschreibt es nach V. K. Iyers <i>Indian Chess</i> (Iyer 1982): ein "
        "10x10-Brett mit 22 Figuren auf jeder Seite — König, Kronprinz (Dame + Springer), Minister (Dame), Kotwal (Läufer + "
        "Springer), zwei Wagen, zwei Elefanten (Läufer), zwei Begums, die wie Könige ziehen, aber nicht königlich sind, "
        "vier Pferde und acht Bauern. Murray (1913, S. 347) zitiert Lala Raja Babu (1901) für ein Spiel namens „Atranj "
        "oder Qatranj“, das „offenbar gleich ist, nur dass die Begums ‚bewaffnete Begleiterinnen‘ geworden sind“, die „ein "
        "Feld auf den gegnerischen König zu“ ziehen.</p>\n"
        "<p>Bauernregeln und Ergebnisse gibt Pritchard nicht an. Kabir nimmt sie aus Iyer (1982, S. 25–26), wie die "
        "Ludii-Spiele <i>Shataranja</i> und <i>Chaturanga (12x12)</i> ihn lesen: Ein umwandelnder Bauer wird zum Minister "
        "auf dem Feld, von dem er kam, wer patt ist, entfernt eine gegnerische Figur, und eine Seite, der nur König und "
        "Bauern bleiben, verliert. Das Ludii-Spiel <i>Qatranj</i> (nach Murray 1913, S. 347) gibt den Zug der Begleiterin "
        "im Einzelnen.</p>",
    "shataranja.board":
        "<p>Ein 10x10-Brett, schlicht gezeichnet {choice}. Pritchards Aufstellung, „(a1-j1/j10-a10 and inwards, centred) "
        "ChHEMCpKKoEHCh, PPPPBPPPPP, HH“, hat eine Begum unter neun Bauern auf der zweiten Reihe; er zählt aber acht "
        "Bauern und 22 Figuren, was nur mit zwei Begums aufgeht. Kabir liest die zweite Reihe als PPPPBBPPPP, mit den "
        "Begums auf e2 und f2 {choice}, wie beide Ludii-Spiele. Die zwei zusätzlichen Pferde stehen auf e3 und f3. Die "
        "schwarze Aufstellung ist die weiße, von j10 nach a10 gelesen, die Könige stehen also über Kreuz auf f1 und e10. "
        "Weiß zieht zuerst.</p>",
    "shataranja.caption":
        "Shataranja: Weiß a1–j1 R N B Q A K C B N R (Wagen, Pferd, Elefant, Minister, Kronprinz, König, Kotwal, Elefant, "
        "Pferd, Wagen), Begums e2 f2, Pferde e3 f3, Bauern a2–d2 und g2–j2; Schwarz a10–j10 r n b c k a q b n r, Begums "
        "e9 f9, Pferde e8 f8. Im Qatranj stehen Begleiterinnen (T), wo die Begums stehen.",
    "shataranja.crown-prince": "<b>Kronprinz</b> (A), <i>Schahzada</i> — Betza <code>QN</code>. Zieht wie eine Dame oder "
                               "wie ein Springer.",
    "shataranja.minister": "<b>Minister</b> (Q), <i>Wesir</i> — Betza <code>Q</code>. Zieht wie eine Dame.",
    "shataranja.kotwal":
        "<b>Kotwal</b> (C), Pritchards <i>Kotwala</i>, der Polizeivorsteher — Betza <code>BN</code>. Zieht wie ein Läufer "
        "oder wie ein Springer. Steht die Option <i>Kotwal</i> auf <i>Dame und Springer</i>, zieht er wie der Kronprinz, "
        "wie das Ludii-Spiel Qatranj Murray liest.",
    "shataranja.chariot": "<b>Wagen</b> (R) — Betza <code>R</code>. Zieht wie ein Turm.",
    "shataranja.elephant": "<b>Elefant</b> (B) — Betza <code>B</code>. Zieht wie ein Läufer.",
    "shataranja.horse": "<b>Pferd</b> (N) — Betza <code>N</code>. Der Springersprung. Vier auf jeder Seite.",
    "shataranja.begum": "<b>Begum</b> (G) — Betza <code>K</code>. Ein Feld in jede Richtung, „wie der König, aber nicht "
                        "königlich“: Sie darf geschlagen werden und angegriffen stehen. Zwei auf jeder Seite im "
                        "Shataranja.",
    "shataranja.attendant":
        "<b>Begleiterin</b> (T), die bewaffnete Begleiterin des Qatranj — ein Königsschritt, ziehend oder schlagend, aber "
        "nur auf ein Feld <b>näher am gegnerischen König</b>: eines, von dem aus der König in weniger Königsschritten zu "
        "erreichen ist als zuvor. Im Diagramm steht der gegnerische König auf dem grauen Feld; die Begleiterin darf nur auf "
        "die beiden markierten Felder. Zwei auf jeder Seite im Qatranj (Option <i>Begums oder Begleiterinnen</i>).",
    "shataranja.pawn": "<b>Bauer</b> (P) — Betza <code>fmWfcF</code>. Ein Feld vorwärts, schlägt ein Feld schräg "
                       "vorwärts. Kein Doppelschritt, kein En passant {choice}.",
    "shataranja.rules":
        "<ul>\n"
        "<li><b>Bauern</b> ziehen jeweils ein Feld; es gibt keinen Doppelschritt, kein En passant, keine Rochade und keinen "
        "Königssprung. Pritchard nennt keine Bauernregel; es sind die Regeln der indischen Familie {choice}.</li>\n"
        "<li><b>Umwandlung: Der Minister kehrt zurück.</b> Ein Bauer, der auf die 10. Reihe zieht oder schlägt, wird durch "
        "einen <b>Minister</b> auf dem Feld ersetzt, von dem er kam; das Feld auf der letzten Reihe bleibt leer (nach einem "
        "Schlagzug ist die geschlagene Figur trotzdem fort). Beliebig viele Minister lassen sich so gewinnen (Iyer 1982, "
        "S. 25–26, wie die Ludii-Spiele ihn lesen). Steht die Option <i>Umwandlung</i> auf <i>Die Figur der Linie</i>, "
        "gilt stattdessen die indische Regel: die Figur der Linie aus der eigenen Aufstellung, auf der Linie des Königs "
        "der Minister, nur wenn verloren; sonst wartet der Bauer auf der 9. Reihe und bietet weiter Schach {choice}.</li>\n"
        "<li><b>Patt: Eine Figur wird entfernt.</b> Wer keinen erlaubten Zug hat, aber nicht im Schach steht, verliert "
        "seinen Zug nicht: Statt zu ziehen, nimmt er eine beliebige gegnerische Figur außer dem König vom Brett, und das "
        "Spiel geht weiter (Iyer, wie die Ludii-Spiele ihn lesen). Siehe die Option <i>Patt</i>.</li>\n"
        "<li><b>Begums und Begleiterinnen</b> sind nicht königlich: Sie dürfen geschlagen werden und wie jede andere Figur "
        "angegriffen stehen.</li>\n"
        "</ul>",
    "shataranja.stalemate": "Voreingestellt nimmt er statt zu ziehen eine beliebige gegnerische Figur außer dem König "
                            "vom Brett, und die Partie geht weiter; als Remis gewertet (Option <i>Patt</i>), beendet es "
                            "die Partie",
    "shataranja.stalemate-note": "Die Option <i>Patt</i> verbietet das Pattsetzen wie im indischen Schach oder macht es "
                                 "zum Remis.",
    "shataranja.results":
        "<li><b>König und Bauern.</b> Eine Seite, der nichts als König und Bauern bleibt, verliert sofort (Option "
        "<i>Blanker König</i>; Iyer, wie die Ludii-Spiele ihn lesen).</li>\n",
    "shataranja.opt-kotwal":
        "<p>Die Option heißt nach der Figur, wie Kabir sie nennt, <i>kotwal</i>, nicht nach Pritchards Schreibung "
        "<i>kotwala</i>, und ihre Werte nennen die Züge in Worten (<code>bishop-knight</code>, "
        "<code>queen-knight</code>) statt in Betzas Buchstaben (BN, QN), wie jede Option in Kabir; "
        "Partieaufzeichnungen schreiben diese Namen, und nur sie werden gelesen.</p>",
    "shataranja.disagree":
        "<li><b>Die zweite Reihe.</b> Pritchard druckt „PPPPBPPPPP“, eine Begum, zählt aber acht Bauern und 22 Figuren; "
        "Kabir liest zwei Begums {choice}.</li>\n"
        "<li><b>Qatranj.</b> Murray (1913, S. 347) macht nach Lala Raja Babu (1901) aus den Begums bewaffnete "
        "Begleiterinnen, die „ein Feld auf den gegnerischen König zu“ ziehen; das Ludii-Spiel Qatranj liest das als "
        "Königsschritt, der die Begleiterin näher an den gegnerischen König bringen muss, und gibt außerdem dem Kotwal den "
        "Zug des Kronprinzen. Beides sind Optionen.</li>\n"
        "<li><b>Bauern und Ergebnisse.</b> Pritchard nennt keine. Kabir folgt Iyer (1982, S. 25–26), wie die Ludii-Spiele "
        "Shataranja und Chaturanga (12x12) ihn lesen, und bietet die indischen Regeln als Optionen an {choice}.</li>\n",

    # --- Mysore-Schach ------------------------------------------------------------------------
    "mysore.subtitle": "<p><i>Das große Schach des Hofes von Mysore auf 12x12 Feldern oder 14x14, mit vier Türmen und "
                       "vier Läufern auf jeder Seite (Pritchard 2007, 29.2).</i></p>",
    "mysore.history":
        "<p>Das Mysore-Schach wird Krishnaraja Wodiyar III. zugeschrieben, im 19. Jahrhundert Maharadscha von Mysore. "
        "<b>D. B. Pritchard (2007)</b>, <i>The Classified Encyclopedia of Chess Variants</i>, 29.2, beschreibt nach V. K. "
        "Iyers <i>Indian Chess</i> und V. D. Pandit ein 12x12-Brett, auf dem jede Seite außer den üblichen Figuren zwei "
        "Wagen und zwei Fahnenwagen hat — „im Grunde Türme und Läufer“, also vier Türme und vier Läufer auf jeder Seite —, "
        "und nennt die Figur mit dem Zug der Dame Minister. „In einer anderen Version ist das Brett 14x14 groß, mit einer "
        "zusätzlichen Dame (zieht wie der König) rechts vom König und einem Prinzen (zieht wie der Minister, die Dame des "
        "europäischen Schachs) links vom Minister.“</p>\n"
        "<p>Pritchards Quelle zeigt eine schwarze Aufstellung, die „ganz anders“ ist als die weiße; sein Herausgeber "
        "vermutet, dass sie eine Stellung nach einigen Zügen zeigt, und bemerkt, dass Murray, der offenbar dasselbe Spiel "
        "nach Lala Raja Babu beschreibt, die Könige auf „g1 (f12)“ stellt, Schwarz also die weiße Aufstellung "
        "punktsymmetrisch spiegelt. So auch Iyer (1982, S. 25–26), wie das Ludii-Spiel <i>Chaturanga (12x12)</i> ihn "
        "liest. Weitere Regeln nennt Pritchard nicht; Kabir nimmt die Bauernzüge, die Umwandlung, das Patt und den "
        "blanken König aus dieser Lesart Iyers {choice}.</p>",
    "mysore.board":
        "<p>Ein 12x12-Brett, schlicht gezeichnet {choice}, 24 Figuren auf jeder Seite: König, Minister, vier Türme (zwei "
        "davon die Wagen), vier Läufer (zwei davon die Fahnenwagen), zwei Springer und zwölf Bauern. Pritchard gibt die "
        "weiße Grundreihe als „(a1-a12) RNFCBMKBCFNr“ an, was a1 bis l1 heißen muss (F Fahnenwagen, C Wagen, M Minister, "
        "das letzte „r“ ein Turm). Schwarz spiegelt Weiß punktsymmetrisch {choice}: Die Könige stehen auf g1 und f12. Weiß "
        "zieht zuerst.</p>",
    "mysore.caption12": "12x12: Weiß a1–l1 R N B R B M K B R B N R, Bauern a2–l2; Schwarz a12–l12 r n b r b k m b r b n r, "
                        "Bauern a11–l11. Die weißen Läufer auf c1 und e1 laufen auf dunklen Feldern, die auf h1 und j1 auf "
                        "hellen.",
    "mysore.board14": "<p>Steht die Option <i>Brett</i> auf <i>14×14</i>, steht rechts von jedem König eine Dame (G) und "
                      "links von jedem Minister ein Prinz (Y); jede Seite hat 14 Bauern.</p>",
    "mysore.caption14": "14x14: Weiß a1–n1 R N B R B Y M K G B R B N R, Bauern a2–n2; Schwarz a14–n14 r n b r b g k m y b "
                        "r b n r, Bauern a13–n13.",
    "mysore.minister": "<b>Minister</b> (M), <i>Mantri</i> — Betza <code>Q</code>. Zieht wie eine Dame.",
    "mysore.prince": "<b>Prinz</b> (Y) — Betza <code>Q</code>. Nur auf dem 14x14-Brett: „zieht wie der Minister, die "
                     "Dame des europäischen Schachs“.",
    "mysore.queen": "<b>Dame</b> (G) — Betza <code>K</code>. Nur auf dem 14x14-Brett: Pritchards „Dame (zieht wie der "
                    "König)“. Ein Feld in jede Richtung; sie ist nicht königlich und darf geschlagen werden.",
    "mysore.rook": "<b>Turm</b> (R) — Betza <code>R</code>. Zieht wie ein Turm; die Türme auf d1 und i1 sind die Wagen.",
    "mysore.bishop": "<b>Läufer</b> (B) — Betza <code>B</code>. Zieht wie ein Läufer; die Läufer auf c1 und j1 sind die "
                     "Fahnenwagen.",
    "mysore.knight": "<b>Springer</b> (N) — Betza <code>N</code>. Der Springersprung.",
    "mysore.pawn": "<b>Bauer</b> (P) — Betza <code>fmWfcF</code>. Ein Feld vorwärts, schlägt ein Feld schräg vorwärts. "
                   "Kein Doppelschritt, kein En passant {choice}.",
    "mysore.rules":
        "<ul>\n"
        "<li><b>Bauern</b> ziehen jeweils ein Feld; es gibt keinen Doppelschritt, kein En passant, keine Rochade und keinen "
        "Königssprung {choice}.</li>\n"
        "<li><b>Umwandlung: Der Minister kehrt zurück.</b> Ein Bauer, der auf die letzte Reihe (die 12. oder die 14.) zieht "
        "oder schlägt, wird durch einen <b>Minister</b> auf dem Feld ersetzt, von dem er kam; das Feld auf der letzten "
        "Reihe bleibt leer. Beliebig viele Minister lassen sich gewinnen (Iyer 1982, S. 25–26, wie das Ludii-Spiel "
        "Chaturanga (12x12) ihn liest). Steht die Option <i>Umwandlung</i> auf <i>Die Figur der Linie</i>, gilt die "
        "indische Regel: die Figur der Linie aus der eigenen Aufstellung — auf der Linie des Königs der Minister —, nur "
        "wenn verloren, nie ein zweiter Läufer auf einer Farbe; sonst wartet der Bauer auf der vorletzten Reihe und bietet "
        "weiter Schach {choice}.</li>\n"
        "<li><b>Patt: Eine Figur wird entfernt.</b> Wer keinen erlaubten Zug hat, aber nicht im Schach steht, nimmt statt "
        "zu ziehen eine beliebige gegnerische Figur außer dem König vom Brett, und das Spiel geht weiter (Iyer, wie das "
        "Ludii-Spiel ihn liest).</li>\n"
        "</ul>",
    "mysore.disagree":
        "<li><b>Die schwarze Aufstellung.</b> Pritchards Quelle zeigt eine andere schwarze Aufstellung; sein Herausgeber "
        "hält sie für eine Stellung nach einigen Zügen und spiegelt nach Murrays „g1 (f12)“ die weiße Aufstellung "
        "punktsymmetrisch, wie Iyer (1982). Kabir spielt die gespiegelte Aufstellung, auch auf dem 14x14-Brett "
        "{choice}.</li>\n"
        "<li><b>Die Spielregeln.</b> Pritchard nennt keine. Kabir nimmt sie aus Iyer (1982, S. 25–26), wie das Ludii-Spiel "
        "Chaturanga (12x12) ihn liest, und bietet die indischen Regeln für Umwandlung und Patt als Optionen an "
        "{choice}.</li>\n"
        "<li><b>Die Grundreihe.</b> Pritchards „(a1-a12)“ ist ein Versehen für a1–l1.</li>\n",

    # --- Baroda-Schach ------------------------------------------------------------------------
    "baroda.subtitle": "<p><i>Madhavrao Dateys Spiel auf 10x10 Feldern aus den 1890er Jahren, für den Hof von Baroda "
                       "geschaffen: dreißig Figuren auf jeder Seite (Pritchard 2007, 29.2).</i></p>",
    "baroda.history":
        "<p>Das Baroda-Schach entwickelte Madhavrao Datey in den 1890er Jahren im Auftrag des Maharadschas Sayajirao "
        "Gaikwad von Baroda. Datey schrieb ein Buch darüber, <i>Yuvarajacha Budhhibalacha Khel</i> („Schachspiel für einen "
        "Prinzen“, erschienen 1897). <b>D. B. Pritchard (2007)</b>, <i>The Classified Encyclopedia of Chess Variants</i>, "
        "29.2, nennt nach V. D. Pandit das Brett, die zwölf Figurenarten mit ihren Zügen, die Aufstellung, den einmaligen "
        "Springersprung des Königs, den Doppelschritt der a-, e-, f- und j-Bauern und die Umwandlung „in eine der beiden "
        "Figuren derselben Linie, sofern diese Figur schon geschlagen ist“.</p>\n"
        "<p>Wo Pritchard schweigt — En passant, Patt, die Einzelheiten des Königssprungs und die Umwandlung auf der Linie "
        "des Königs —, wendet Kabir die Regeln seines indischen Schachs an {choice}.</p>",
    "baroda.board":
        "<p>Ein 10x10-Brett, schlicht gezeichnet {choice}, 30 Figuren auf jeder Seite: zehn Figuren auf der ersten Reihe, "
        "zehn auf der zweiten und zehn Bauern auf der dritten. Pritchards Aufstellung, „(a1-j1/a10-j10 and inwards) "
        "BaGCoMPrKACoGBa, RNBPoCiCiPoBNR, 10xP“, stellt Schwarz auf dieselben Linien wie Weiß, die Könige stehen einander "
        "also auf f1 und f10 gegenüber. Weiß zieht zuerst.</p>",
    "baroda.caption":
        "Weiß a1–j1 D G C Q A K O C G D (Kapellmeister, Statthalter, Feldherr, Erster Minister, Prinz, König, Heerführer, "
        "Feldherr, Statthalter, Kapellmeister), a2–j2 R N B L Z Z L B N R (Elefant, Pferd, Kamel, Polizist, Bürger, "
        "Bürger, Polizist, Kamel, Pferd, Elefant), Bauern a3–j3; Schwarz ebenso auf der 10., 9. und 8. Reihe.",
    "baroda.king": "<b>König</b> (K) — Betza <code>K</code>. Ein Feld in jede Richtung; einmal in der Partie darf er wie "
                   "ein Springer springen (<span style=\"color: #1040c0;\">◆</span>): „Der König durfte einmal in der "
                   "Partie wie ein Springer ziehen“. Siehe <a href=\"#rules\">Regeln</a>.",
    "baroda.prince": "<b>Prinz</b> (A) — Betza <code>QN</code>. Zieht wie eine Dame oder wie ein Springer.",
    "baroda.minister": "<b>Erster Minister</b> (Q) — Betza <code>Q</code>. Zieht wie eine Dame.",
    "baroda.army": "<b>Heerführer</b> (O) — Betza <code>KC</code>. „Wie der König oder mit einem 3-1-Sprung“: ein Feld "
                   "in jede Richtung oder ein Sprung drei Felder in die eine und eines in die andere Richtung (der "
                   "Kamelsprung).",
    "baroda.governor": "<b>Statthalter</b> (G) — Betza <code>RN</code>. Zieht wie ein Turm oder wie ein Springer.",
    "baroda.commander": "<b>Feldherr</b> (C) — Betza <code>BN</code>. Zieht wie ein Läufer oder wie ein Springer.",
    "baroda.bandmaster": "<b>Kapellmeister</b> (D) — Betza <code>ND</code>. „Wie der Springer oder springt zwei Felder "
                         "gerade“, über das Feld dazwischen hinweg.",
    "baroda.elephant": "<b>Elefant</b> (R) — Betza <code>R</code>. Zieht wie ein Turm.",
    "baroda.camel": "<b>Kamel</b> (B) — Betza <code>B</code>. Zieht wie ein Läufer; es bleibt auf der Farbe seines "
                    "Feldes.",
    "baroda.horse": "<b>Pferd</b> (N) — Betza <code>N</code>. Der Springersprung.",
    "baroda.police":
        "<b>Polizist</b> (L) — Betza <code>fDfA</code>. „Zwei Felder gerade oder schräg vorwärts, das Feld dazwischen "
        "überspringend“: drei Sprünge, alle vorwärts, über jede Figur hinweg. Er zieht nie zurück oder seitwärts und "
        "bleibt auf der Farbe seines Feldes.",
    "baroda.citizen": "<b>Bürger</b> (Z) — Betza <code>KN</code>. Ein Feld in jede Richtung oder der Springersprung.",
    "baroda.pawn": "<b>Bauer</b> (P) — Betza <code>fmWfcF</code>. Ein Feld vorwärts, schlägt ein Feld schräg vorwärts. "
                   "Die a-, e-, f- und j-Bauern dürfen von ihrem Ausgangsfeld, der 3. Reihe, zwei Felder vorrücken (das "
                   "obere ○). Kein En passant {choice}.",
    "baroda.rules":
        "<ul>\n"
        "<li><b>Bauern</b> beginnen auf der 3. Reihe und ziehen jeweils ein Feld; „nur die a-, e-, f- und j-Bauern durften "
        "anfangs zwei Felder ziehen“, wenn beide Felder frei sind (Pritchard 2007, 29.2). Es gibt kein En passant "
        "{choice}.</li>\n"
        "<li><b>Der Springersprung des Königs</b>: einmal in der Partie (Pritchard 2007, 29.2), mit den Bedingungen des "
        "indischen Schachs {choice}: nur auf ein leeres Feld, nur wenn der König nie im Schach stand, nie im Schach, zu "
        "jedem Zeitpunkt der Partie; er darf über angegriffene Felder gehen.</li>\n"
        "<li><b>Umwandlung</b> auf der 10. Reihe „in eine der beiden Figuren derselben Linie, sofern diese Figur schon "
        "geschlagen ist“ (Pritchard 2007, 29.2). Der Spieler wählt zwischen der Figur der ersten und der der zweiten Reihe "
        "dieser Linie in seiner eigenen Aufstellung, jede nur, wenn er weniger Figuren ihrer Art auf dem Brett hat als zu "
        "Beginn. Kamele und Polizisten bleiben auf einer Farbe: Ein Bauer darf nur dann zu einem werden, wenn der "
        "verlorene auf der Farbe des Umwandlungsfeldes stand. Auf der Linie des Königs, der f-Linie, kann der Bauer nur "
        "zum Bürger werden {choice}. Die Umwandlung ist Pflicht, wenn sie möglich ist; ein Bauer, dessen Figuren alle auf "
        "dem Brett stehen, darf nicht auf die letzte Reihe ziehen oder schlagen und wartet auf der 9., wobei er weiter "
        "Schach bietet {choice}.</li>\n"
        "<li><b>Keine Rochade.</b> <b>Patt</b> ist nicht erlaubt, wie im indischen Schach {choice}: Ein Zug, der dem Gegner "
        "keinen erlaubten Zug lässt, ist verboten, es sei denn, jeder Zug tut das; dann ist es remis.</li>\n"
        "</ul>",
    "baroda.disagree":
        "<li><b>Was Pritchard offenlässt.</b> En passant, Patt, die Bedingungen des Königssprungs und die Umwandlung auf "
        "der Linie des Königs stehen nicht in seinem Eintrag. Kabir spielt sie wie in seinem indischen Schach, mit dem "
        "Bürger als Figur der Königslinie {choice}.</li>\n"
        "<li><b>Dateys Buch.</b> Kabir folgt Pritchards Darstellung nach Pandit; Dateys eigenes Buch von 1897 wurde für "
        "Kabir nicht gelesen.</li>\n",

    # --- Der Maharadscha und die Sepoys -------------------------------------------------------
    "maharajah.subtitle": "<p><i>Das Spiel des verrückten Königs aus der Mitte des 19. Jahrhunderts: eine ganze Armee gegen "
                          "den Maharadscha, eine einzige Figur, die wie Dame und Springer zieht (Pritchard 2007, "
                          "29.2).</i></p>",
    "maharajah.history":
        "<p>In <i>The Maharajah and the Sepoys</i>, auch <i>The Mad King's Game</i> genannt, „hat ein Spieler eine einzige "
        "Figur, den Maharadscha, eine Verbindung aller Figuren (im Grunde Dame + Springer), der andere eine vollständige "
        "Armee. Der Maharadscha steht anfangs auf einem beliebigen nicht angegriffenen Feld. Ziel des "
        "Maharadscha-Spielers ist es, mattzusetzen, Ziel des anderen, den Maharadscha zu schlagen. Bauern wandeln sich "
        "nicht um.“ So <b>D. B. Pritchard (2007)</b>, <i>The Classified Encyclopedia of Chess Variants</i>, 29.2, nach V. "
        "K. Iyers <i>Indian Chess</i>. Falkener (1892) gibt eine Reihe von Partien wieder.</p>\n"
        "<p>Pritchard nennt es „ein triviales Spiel, da der Spieler der Armee immer gewinnen sollte, doch in der Praxis "
        "scheitern unerfahrene Spieler oft“. William Rudge, zitiert von Martin Gardner (Gardner 1966), fand einen Plan, "
        "der „unabhängig von den Zügen des M-Spielers“ gewinnt: a4, a5, a6, a7, e3, Sh3, Sf4, Ld3, 0-0, Dh5, Sc3, Scd5, "
        "Ta6, b4 (der Maharadscha muss auf die 7. oder 8. Reihe), h3 (nur, wenn er auf g7 steht), Lb2, Tfa1, Te6, Tae6, "
        "Te7 (jetzt muss er auf die 8. Reihe), Tae6 und Matt im nächsten Zug. „Manche Züge lassen sich umstellen, und "
        "wahrscheinlich gibt es eine kürzere Lösung.“</p>",
    "maharajah.board":
        "<p>Das gefärbte 8x8-Brett des europäischen Schachs, a1 dunkel. Weiß, die Sepoys, hat die ganze Armee in der "
        "üblichen Aufstellung; Schwarz hat nur den Maharadscha, der <b>zu Beginn nicht auf dem Brett steht</b>. Vor dem "
        "ersten Zug setzt Schwarz ihn auf <b>ein beliebiges leeres Feld, das keine weiße Figur angreift</b>: in der "
        "Aufstellung unten auf jedes Feld der 4. bis 8. Reihe (die 3. Reihe decken die Bauern). Dann zieht Weiß zuerst "
        "{choice}, wie Rudges Plan es voraussetzt.</p>",
    "maharajah.caption": "Weiß a1–h1 R N B Q K B N R, Bauern a2–h2. Der schwarze Maharadscha wartet in der Hand und wird "
                         "vor dem ersten Zug auf ein beliebiges sicheres leeres Feld gesetzt: in dieser Aufstellung auf "
                         "eines der blauen Felder.",
    "maharajah.maharajah": "<b>Maharadscha</b> (M) — Betza <code>QN</code>. Zieht wie eine Dame oder wie ein Springer. "
                           "Voreingestellt königlich: Er darf nie angegriffen stehen; siehe die Option <i>Der "
                           "Maharadscha</i>.",
    "maharajah.pawn":
        "<b>Bauer</b> (P) — Betza <code>fmWfcF</code> mit dem Doppelschritt des europäischen Schachs: zwei Felder von "
        "seinem Ausgangsfeld, und En passant. Er <b>wandelt sich nie um</b>; ein Bauer, der die letzte Reihe erreicht, "
        "bleibt dort stehen und kann nicht mehr ziehen {choice}.",
    "maharajah.rules":
        "<ul>\n"
        "<li><b>Das Einsetzen des Maharadschas.</b> Der erste Zug von Schwarz setzt den Maharadscha auf ein beliebiges "
        "leeres Feld, das keine weiße Figur angreift („steht anfangs auf einem beliebigen nicht angegriffenen Feld“). "
        "Danach zieht Weiß, und die Spieler ziehen abwechselnd {choice}.</li>\n"
        "<li><b>Die weiße Armee</b> spielt wie im europäischen Schach: Rochade nach beiden Seiten unter den üblichen "
        "Bedingungen, Doppelschritt der Bauern und En passant — Rudges Plan verwendet a2–a4 und 0-0.</li>\n"
        "<li><b>Bauern wandeln sich nicht um</b> (Pritchard 2007, 29.2). Ein Bauer darf trotzdem auf die letzte Reihe ziehen "
        "oder schlagen und bleibt dort unbeweglich stehen {choice}.</li>\n"
        "<li><b>Der Maharadscha</b> ist voreingestellt königlich {choice}: Er darf nicht auf ein angegriffenes Feld ziehen "
        "oder angegriffen stehen bleiben, und Weiß gewinnt, indem es ihn mattsetzt. Steht die Option <i>Der "
        "Maharadscha</i> auf <i>Zu schlagen</i>, darf er überallhin, wie Pritchards „den Maharadscha schlagen“ es will, "
        "und Weiß gewinnt, indem es ihn schlägt.</li>\n"
        "</ul>",
    "maharajah.stalemate": "Für beide Seiten ist es <b>remis</b> {choice}",
    "maharajah.stalemate-note": "",
    "maharajah.results":
        "<li><b>Der Maharadscha gewinnt</b>, indem er den weißen König mattsetzt. <b>Weiß gewinnt</b>, indem es den "
        "Maharadscha mattsetzt oder, wenn er zu schlagen ist, indem es ihn schlägt.</li>\n",
    "maharajah.disagree":
        "<li><b>Königlich oder zu schlagen.</b> Pritchard sagt, die Armee müsse „den Maharadscha schlagen“. Kabir macht ihn "
        "voreingestellt königlich, damit die Partie auf beiden Seiten durch Matt endet und kein Zug ihn ungedeckt stehen "
        "lässt {choice}; die Option <i>Der Maharadscha</i> spielt Pritchards Wortlaut.</li>\n"
        "<li><b>Wer zuerst zieht.</b> Pritchard sagt es nicht. Rudges Plan ist eine Folge von Zügen der Armee, daher lässt "
        "Kabir Weiß zuerst ziehen, sobald der Maharadscha steht {choice}.</li>\n"
        "<li><b>Andere Programme.</b> Das <i>maharajah</i> von Fairy-Stockfish stellt den Maharadscha auf e1, lässt ihn "
        "zuerst ziehen und die Bauern der Armee umwandeln; das <i>Maharaja</i> von Sjaak II beginnt ebenso. Kabir folgt "
        "Pritchard.</li>\n",

    # --- Maharaja (12x8) ----------------------------------------------------------------------
    "maharaja.subtitle": "<p><i>Ein anonymes Spiel von etwa 1935 auf 12x8 Feldern: Maharani, Elfen, Umwandlung Reihe um "
                         "Reihe, Überläufer und die Forlorn Hope (Pritchard 2007, 29.2).</i></p>",
    "maharaja.history":
        "<p><b>D. B. Pritchard (2007)</b>, <i>The Classified Encyclopedia of Chess Variants</i>, 29.2, beschreibt "
        "<i>Maharaja</i> nach der Fotokopie einer anonymen Handschrift, „Maharaja – Rules“, offenbar aus der Sammlung van "
        "der Linde–Niemeijer, bekannt geworden um 1935; der Erfinder ist unbekannt. Die Handschrift ist englisch, „in einer "
        "charakteristischen Handschrift der Vorkriegszeit“. Pritchard hielt sie für wahrscheinlich britisch; sein "
        "Herausgeber vermutet „eine anglo-indische Beschreibung eines indischen Spiels“ und verweist auf die Begriffe und "
        "auf den Elf, dessen Name eine Verballhornung von „elephant“ sein könnte.</p>\n"
        "<p>Die zusätzlichen Figuren sind die Maharani (Dame + Springer) und der Elf (ein Sprung zwei Felder schräg). "
        "Geschlagene Figuren können als Überläufer beansprucht werden; Bauern dürfen nach Wahl des Spielers auf jeder Reihe "
        "von der 3. bis zur 8. umgewandelt werden, in der Folge Springer, Elf, Läufer, Turm, Dame, Maharani; und statt zu "
        "ziehen darf ein Spieler eine eigene Figur entfernen, „unpassenderweise, möchte man meinen, Forlorn Hope genannt“ "
        "(„verlorener Haufen“). Eine Doppelversion mit zwei Figurensätzen auf 24x8 Feldern lässt sich in Kabir nicht "
        "spielen (siehe <a href=\"chapter-29-unplayable.html\">Spiele aus Pritchards Kapitel 29, die sich nicht spielen "
        "lassen</a>).</p>",
    "maharaja.board":
        "<p>Ein gefärbtes Brett mit 12 Linien und 8 Reihen, „a1 schwarz“. Pritchard gibt die Grundreihe als "
        "„(a1-11/a12-112) RNEBQMKQBENr“ an, eine verstümmelte Angabe, die Kabir als a1–l1 und a8–l8 liest, mit Schwarz "
        "auf denselben Linien wie Weiß {choice}. Jede Seite hat einen König, eine Maharani, zwei Damen, zwei Läufer, zwei "
        "Elfen, zwei Springer, zwei Türme und zwölf Bauern. Weiß zieht zuerst.</p>",
    "maharaja.caption": "Weiß a1–l1 R N E B Q M K Q B E N R, Bauern a2–l2; Schwarz a8–l8 r n e b q m k q b e n r, Bauern "
                        "a7–l7. Die Könige stehen einander auf g1 und g8 gegenüber.",
    "maharaja.maharani": "<b>Maharani</b> (M) — Betza <code>QN</code>. Zieht wie eine Dame oder wie ein Springer.",
    "maharaja.elf": "<b>Elf</b> (E) — Betza <code>A</code>. „Springt zwei Felder schräg“, über das Feld dazwischen "
                    "hinweg; er erreicht nur zwölf Felder des Bretts.",
    "maharaja.pawn": "<b>Bauer</b> (P) — Betza <code>fmWfcF</code>. „Bauern ziehen jeweils ein Feld“; schlägt ein Feld "
                     "schräg vorwärts. Kein Doppelschritt, kein En passant {choice}.",
    "maharaja.rules":
        "<ul>\n"
        "<li><b>Bauern</b> ziehen jeweils ein Feld; es gibt keinen Doppelschritt, kein En passant und keine Rochade "
        "{choice}.</li>\n"
        "<li><b>Umwandlung Reihe um Reihe.</b> Ein Bauer, der mit einem Zug oder Schlagzug seine 3., 4., 5., 6., 7. oder 8. "
        "Reihe erreicht, darf sofort in einen Springer, Elf, Läufer, Turm, eine Dame oder Maharani umgewandelt werden: "
        "„ein Bauer, der die 6. Reihe erreicht, kann also zum Turm werden“ (Pritchard 2007, 29.2). Die Umwandlung ist dem "
        "Spieler freigestellt und geschieht nur bei der Ankunft, nicht später {choice}; auf der 8. Reihe ist sie Pflicht, "
        "da der Bauer sonst nie mehr ziehen könnte {choice}. Sie ist unbegrenzt.</li>\n"
        "<li><b>Überläufer.</b> „Geschlagene Figuren können als Überläufer beansprucht werden und werden auf einem Feld der "
        "Aufstellung der entsprechenden Figur des Spielers eingesetzt.“ Kabir: Jede geschlagene Figur (nie ein König) "
        "wechselt die Seite und kommt in die Hand des Schlagenden; statt eines Brettzugs darf ein Spieler eine Figur aus "
        "seiner Hand auf ein leeres Feld setzen, auf dem in <i>seiner eigenen</i> Anfangsaufstellung eine Figur derselben "
        "Art stand — einen Bauern auf ein beliebiges Feld seiner 2. Reihe, einen Springer auf b1 oder k1, einen Elf auf c1 "
        "oder j1, einen Läufer auf d1 oder i1, einen Turm auf a1 oder l1, eine Dame auf e1 oder h1, die Maharani auf f1 "
        "(Schwarz ebenso auf seiner 7. und 8. Reihe) {choice}. Das Einsetzen darf Schach oder Matt geben.</li>\n"
        "<li><b>Die Forlorn Hope.</b> Statt zu ziehen, darf ein Spieler eine eigene Figur außer dem König aus dem Spiel "
        "nehmen; sie kommt in keine Hand {choice}. Wie ein Schlagzug beginnt sie die Zählung der Züge-Regel neu: ein "
        "Stein verlässt das Spiel für immer {choice}.</li>\n"
        "</ul>",
    "maharaja.stalemate": "Es ist <b>remis</b> {choice}; mit der Forlorn Hope kann nur ein blanker König patt sein",
    "maharaja.stalemate-note": "",
    "maharaja.disagree":
        "<li><b>Die Handschrift.</b> Pritchards Zusammenfassung ist die einzige Quelle; die Handschrift selbst wurde für "
        "Kabir nicht gelesen. Die verstümmelte Angabe der Grundreihe, das Einsetzen der Überläufer, der Zeitpunkt der "
        "Umwandlung und der Verbleib einer entfernten Figur sind Kabirs Lesarten {choice}.</li>\n"
        "<li><b>Die Doppelversion</b> auf 24x8 Feldern, mit zwei Armeen auf jeder Seite und einem mattgesetzten König, der "
        "„aus dem Spiel ist, solange das Matt nicht aufgehoben wird“, wird nicht angeboten.</li>\n",

    # --- Tibetisches Schach -------------------------------------------------------------------
    "tibetan.subtitle": "<p><i>Das Schach in Tibet, wie George Bogle es 1775 sah: europäisches Schach mit einem einzigen "
                        "Doppelschritt, ohne Rochade, und ein allein gelassener König ist remis (Pritchard 2007, "
                        "29.5).</i></p>",
    "tibetan.history":
        "<p>„Murray zitiert eine 200 Jahre alte Quelle, die das damals in Tibet gespielte Spiel beschreibt“, schreibt "
        "<b>D. B. Pritchard (2007)</b>, <i>The Classified Encyclopedia of Chess Variants</i>, 29.5; zumindest einige ihrer "
        "Regeln stimmen mit dem 1931 beschriebenen mongolischen Spiel überein. Die Quelle ist ein Brief George Bogles, der "
        "in einer Gesandtschaft nach Tibet reiste, vom 30. März (Bogle 1775; gedruckt bei van der Linde 1874, zitiert "
        "von Murray 1913). Bogle spielte dort Schach mit einer Gruppe von Kalmücken: „Ihre Art zu spielen unterscheidet "
        "sich von der unseren in diesem Punkt: Das Vorrecht, zwei Schritte auf einmal zu ziehen, gewähren sie nur dem "
        "ersten Bauern, den jede Partei zieht, und von Rochade und Patt wissen sie nichts: Statt des Letzteren ist es eine "
        "unentschiedene Partie, wenn der König allein übrig bleibt, ohne Figur oder Bauer auf dem Brett.“</p>\n"
        "<p>Bogle nennt nur diese Unterschiede zu „unserem“ Spiel; für alles Übrige spielt Kabir Brett, Figuren, Züge und "
        "Aufstellung des europäischen Schachs {choice}. Das Ludii-Spiel <i>Chandaraki</i> führt den Brief als seinen Beleg "
        "an.</p>",
    "tibetan.board": "<p>Das gefärbte 8x8-Brett und die Aufstellung des europäischen Schachs, a1 dunkel {choice}. Weiß "
                     "zieht zuerst.</p>",
    "tibetan.caption": "Weiß a1–h1 R N B Q K B N R, Bauern a2–h2; Schwarz a8–h8 r n b q k b n r, Bauern a7–h7.",
    "tibetan.pawn":
        "<b>Bauer</b> (P) — Betza <code>fmWfcF</code>. Ein Feld vorwärts, schlägt ein Feld schräg vorwärts. Nur der erste "
        "Bauernzug jeder Seite darf ein Doppelschritt sein (das obere ○), mit einem beliebigen Bauern von seinem "
        "Ausgangsfeld. Kein En passant {choice}.",
    "tibetan.rules":
        "<ul>\n"
        "<li><b>Ein Doppelschritt.</b> „Das Vorrecht, zwei Schritte auf einmal zu ziehen, gewähren sie nur dem ersten "
        "Bauern, den jede Partei zieht“ (Bogle 1775): Der erste Bauernzug jeder Seite darf einen beliebigen Bauern zwei "
        "Felder von seinem Ausgangsfeld vorrücken, wenn beide frei sind; ist dieser erste Bauernzug ein einfacher Schritt, "
        "ist das Vorrecht dahin. Pritchard fügt hinzu: „meist der Damenbauer“. Es gibt kein En passant {choice}.</li>\n"
        "<li><b>Rochade.</b> Voreingestellt keine: „von Rochade wissen sie nichts“ (Bogle 1775). Pritchard schreibt "
        "„Rochade erlaubt“; die Option <i>Rochade</i> erlaubt sie wie im europäischen Schach.</li>\n"
        "<li><b>Umwandlung</b> auf der letzten Reihe in Dame, Turm, Läufer oder Springer, Pflicht, wie im europäischen "
        "Schach {choice}.</li>\n"
        "</ul>",
    "tibetan.stalemate": "Die Partie ist <b>remis</b> {choice} — „von Patt wissen sie nichts“, es hatte keinen eigenen "
                         "Wert",
    "tibetan.stalemate-note": "",
    "tibetan.results":
        "<li><b>Blanker König.</b> „Es ist eine unentschiedene Partie, wenn der König allein übrig bleibt, ohne Figur oder "
        "Bauer auf dem Brett“ (Bogle 1775; Pritchard: „blanker König ist remis“): Die Partie endet sofort remis, wenn eine "
        "Seite nur noch ihren König hat.</li>\n",
    "tibetan.disagree":
        "<li><b>Rochade.</b> Bogle sagt, die Tibeter „wissen nichts von Rochade“; Pritchards Zusammenfassung sagt "
        "„Rochade erlaubt“. Kabir folgt voreingestellt der Quelle und bietet die Rochade als Option an.</li>\n"
        "<li><b>Patt.</b> Bogles „von … Patt wissen sie nichts“ könnte heißen, dass das Patt kein eigenes Ergebnis war; "
        "Kabir wertet es als Remis {choice}.</li>\n"
        "<li><b>Der Rest.</b> Brett, Figuren, Aufstellung, Umwandlung und En passant werden nicht beschrieben; Kabir spielt "
        "sie wie im europäischen Schach, ohne En passant {choice}.</li>\n",

    # --- Spiele aus Kapitel 29, die sich nicht spielen lassen --------------------------------
    "unplayable.title": "Spiele aus Pritchards Kapitel 29, die sich nicht spielen lassen",
    "unplayable.intro":
        "<p><i>Pritchards Kapitel „India and the rest of Asia“ (Pritchard 2007, 29) nennt einige Spiele, deren Regeln nicht "
        "gut genug bekannt sind, um sie zu spielen. Kabir bietet sie nicht an. Für jedes sagt diese Seite, was bekannt ist "
        "und was fehlt.</i></p>",
    "unplayable.contents": "Inhalt",
    "unplayable.rumi":
        "<h2><a name=\"rumi\"></a>Rumi-Schach (Nordwestindien)</h2>\n"
        "<p><b>Bekannt:</b> Murray unterscheidet drei indische Hauptformen, „die er Hindustani, Parsi (Südindien) und Rumi "
        "(Nordwestindien) nennt“ (Pritchard 2007, 29.1). <b>Es fehlt:</b> jede Regel. Pritchard gibt keine an, und keine für "
        "Kabir gelesene Quelle verbindet Murrays Rumi mit einem Regelwerk; das Ludii-Spiel <i>Rumi Shatranj</i> (nach "
        "Murray 1913) ist eine Form des Schatrandsch, die nicht dasselbe Spiel sein muss. Hindustani und Parsi sind in Kabir "
        "das indische Schach und das Parsi-Schach.</p>",
    "unplayable.gosai":
        "<h2><a name=\"gosai\"></a>Gosai-Schach</h2>\n"
        "<p><b>Bekannt:</b> eine „Form des indischen Spiels, weit verbreitet unter den Wanderern der hinduistischen "
        "Gosavee-Sekte in Südindien“, heute vermutlich fast ausgestorben. Bei ihren Rasten begannen sie eine Partie mit "
        "dem Spielgerät, das sie bei sich trugen, und spielten blind weiter, wenn sie weiterzogen, in einer eigenen "
        "Notation — „Ich nahm dein Pferd auf dem 30. Feld mit meinem Devaratha (‚dem kleinen Pferd zur linken Hand‘)“ —, "
        "und prüften die Schlussstellung, wenn sie anhielten (Pritchard 2007, 29.1, nach V. D. Pandit). <b>Es fehlt:</b> "
        "alles, was seine Regeln von denen des indischen Spiels unterscheidet; wer es spielen will, spielt Kabirs "
        "indisches Schach.</p>",
    "unplayable.hyder":
        "<h2><a name=\"hyder\"></a>Hyder Alis Großschach</h2>\n"
        "<p><b>Bekannt:</b> „ein Spiel mit dreißig Figuren auf jeder Seite, das 1780 Hyder Ali seinem Gefangenen Captain "
        "Lucas vorführte“, bekannt aus den <i>Memoirs of the War in Asia from 1780 to 1784</i> über Forbes und Murray "
        "(Pritchard 2007, 29.2). Pritchards Herausgeber bezweifelt Forbes' Vermutung, es sei Timurs Großschach mit einer "
        "zusätzlichen Figur und einem Bauern gewesen; es könnte eine Form der indischen Großschachspiele gewesen sein. "
        "<b>Es fehlt:</b> das Brett, die Aufstellung und jeder Zug.</p>",
    "unplayable.great12":
        "<h2><a name=\"great12\"></a>Indisches Großschach auf 12x12 Feldern</h2>\n"
        "<p><b>Bekannt:</b> Die Handschrift von 1796–98, die Murray beschreibt, gibt neben dem Spiel auf 10x10 Feldern "
        "(Kabirs Hyderabad-Dezimalschach) ein zweites auf einem 12x12-Brett „mit denselben Figuren und außerdem zwei Löwen "
        "‚und anderen Figuren‘ (32 auf jeder Seite)“ (Pritchard 2007, 29.2; Murray 1913). <b>Es fehlt:</b> der Zug des "
        "Löwen, die „anderen Figuren“ und die Aufstellung.</p>",
    "unplayable.maharaja24":
        "<h2><a name=\"maharaja24\"></a>Maharaja, die Doppelversion auf 24x8 Feldern</h2>\n"
        "<p><b>Bekannt:</b> Neben dem Spiel von Kabirs <a href=\"maharaja.html\">Maharaja</a> beschreibt die anonyme "
        "Handschrift „eine Doppelversion, gespielt mit zwei Figurensätzen (unterscheidbar und jeder mit einem König) auf "
        "einem 24x8-Brett, wobei ein mattgesetzter König aus dem Spiel ist, solange das Matt nicht aufgehoben wird; sein "
        "Zug entfällt, doch seine Figuren können weiter geschlagen und als Überläufer beansprucht werden“ (Pritchard 2007, "
        "29.2). <b>Es fehlt:</b> Ein Brett mit 24 Linien ist breiter als Kabirs Bretter (höchstens 16 Linien); und die "
        "Zugfolge mit einem mattgesetzten König, wie ein Matt aufgehoben wird und wer die Überläufer welcher Armee "
        "beanspruchen darf, wird nicht beschrieben.</p>",
    "unplayable.dice":
        "<h2><a name=\"dice\"></a>Das birmanische Würfelspiel</h2>\n"
        "<p><b>Bekannt:</b> Unter den radikalen Formen des birmanischen Schachs nennt Pritchard „ein Spiel mit drei "
        "Würfeln, bei dem die Spieler drei Züge auf einmal machten“, nach Sunnucks' <i>Encyclopedia of Chess</i> (Pritchard "
        "2007, 29.3). <b>Es fehlt:</b> wie die Würfel die Figuren oder die Züge bestimmen.</p>",
    "unplayable.navoi":
        "<h2><a name=\"navoi\"></a>Alisher Navois Großschach</h2>\n"
        "<p><b>Bekannt:</b> Nach Gizycki beschrieb der usbekische Dichter Alisher Navoi im 15. Jahrhundert ein Großschach, "
        "das im 13. und 14. Jahrhundert in Zentralasien gespielt wurde, „bei dem jede Seite König, zwei Wesire, Elefant, "
        "Giraffe, Bär, Kamel, Vogel Ruch, Pferde und Bauern hatte, die in drei Reihen auf einem Brett von 100 Feldern "
        "begannen“ (Pritchard 2007, 29.5). <b>Es fehlt:</b> jeder Zug und die Aufstellung.</p>",
    "unplayable.timur":
        "<h2><a name=\"timur\"></a>Timurs Großschach: die anderen Aufstellungen und Figuren</h2>\n"
        "<p><b>Bekannt:</b> Neben der Aufstellung, die Forbes für Timurs Großschach angibt, „sind andere überliefert, darunter "
        "‚männliche‘ und ‚weibliche‘ Anordnungen, Letztere ohne die Alfils und mit dem Königsbauern auf der zweiten Reihe "
        "(Bland)“; Hyde gibt „eine ziemlich ähnliche Anordnung auf einem 11x12-Brett“; und der Abschreiber von Timurs "
        "Biograf Ibn Arabschah füllte die leeren Felder mit Löwen, Stieren und einem Wächter samt ihren Bauern und ersetzte "
        "den Wesir durch ein Krokodil (Pritchard 2007, 29.5). <b>Es fehlt:</b> die Aufstellungen Feld für Feld und die Züge "
        "der hinzugefügten Figuren: „Die Züge dieser zusätzlichen Figuren (wenn sie Züge hatten) sind nicht "
        "überliefert.“</p>",
}
