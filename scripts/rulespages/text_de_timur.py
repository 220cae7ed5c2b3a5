# Deutsche Texte der Seite von Timurs großem Schach (pages9.py). Die Namen der Steine kommen aus
# der Variantendatei; "piece.X" ist, was auf Namen und Buchstaben des Steins X folgt.
TEXT = {}

TEXT.update({
    "timur.subtitle": "<p><i>Timurs großes Schach, auch Tamerlan-Schach genannt: ein Feld von 11x10 Feldern mit "
                      "einer Zitadelle neben der zweiten Reihe jedes Spielers, zehn Arten von Figuren, elf Bauern, "
                      "deren jeder zu seiner eigenen Figur gehört, ein König, der einmal in der Partie den Platz "
                      "tauschen darf, und ein Bauernbauer mit einer eigenen Umwandlung (Pritchard 2007, "
                      "29.5).</i></p>",
    "timur.history":
        "<p><b>D. B. Pritchard (2007)</b>, <i>The Classified Encyclopedia of Chess Variants</i>, 29.5 \"Timur's Great "
        "Chess\", datiert das Spiel ins 14. Jahrhundert: \"manchmal das 'vollkommene' oder 'vollständige' Schach "
        "genannt\", soll es \"das Lieblingsspiel von Timur dem Lahmen (Tamerlan) gewesen sein (der es sogar erfunden "
        "haben soll), der das 'kleine Schach' (Schatrandsch) verachtete\", und Gollon (1968) rühmte es als \"die "
        "spielbarste und unterhaltsamste der frühen Formen des großen Schachs\". Pritchard gibt die Aufstellung nach "
        "<b>Forbes (1860)</b>; <b>Murray (1913, 344–345)</b> beschreibt das Spiel nach den Handschriften, und das "
        "Ludii-Spiel \"Shatranj al-Kabir\" folgt Murray.</p>\n"
        "<p>Die Quellen unterscheiden sich beim Bauernbauern, darin, wann der König den Platz tauschen darf, ob "
        "der Prinz königlich ist und was die Zitadellen gewähren. Wikipedia (Tamerlane chess) und E. Friedlanders "
        "Anmerkungen zu seinem Applet <i>Tamerlane Chess</i> (Friedlander, The Chess Variant Pages) geben die "
        "vollständigsten Regeln; Friedlander bezeichnet einige davon als seine eigene Auslegung. Kabir spielt "
        "vorgegeben die Lesart der Wikipedia und bietet Pritchards als Optionen an.</p>\n"
        "<p>Die Namen der Steine sind persisch und arabisch: Schah (König), Firzan (General), Wesir, Zurafa "
        "(Giraffe), Tali'a (Vorposten), Faras oder Asb (Springer), Ruch (Turm), Pil (Elefant), Dschamal (Kamel), "
        "Dabbaba (Kriegsmaschine), Schahzada (Prinz), Schah masnu'a (Nebenkönig) und Baidaq (Bauer).</p>",
    "timur.board":
        "<p>Das Feld hat 11 Linien und 10 Reihen, ungemustert. Neben der zweiten Reihe jedes Spielers liegt "
        "außerhalb des Feldes eine <i>Zitadelle</i>: die weiße rechts neben der zweiten Reihe von Weiß, die schwarze "
        "links neben der zweiten Reihe von Schwarz, von Weiß aus gesehen also links neben der 9. Reihe (Pritchard). "
        "Kabir zeichnet das Brett mit 13 Linien a–m: das Feld ist b1–l10, die weiße Zitadelle m2 und die schwarze a9 "
        "(beide hervorgehoben), der Rest der Linien a und m ist weggeschnitten {choice}. Weiß zieht zuerst.</p>",
    "timur.caption": "Weiß: b1 A, d1 C, f1 D, h1 D, j1 C, l1 A; b2–l2 R N T G F K W G T N R; auf der 3. Reihe (b3 "
                     "bis l3) die Bauernbauern, Kriegsmaschinen, Kamele, Elefanten, Generäle, Könige, Wesire, "
                     "Giraffen, Vorposten, Springer, Türme. Schwarz steht punktsymmetrisch: General auf h9, Wesir auf "
                     "f9. Ein Bauer wird <code>'</code> und der Buchstabe seiner Figur geschrieben.",
    "timur.mapping":
        "<p><b>Linien.</b> Pritchard und Forbes bezeichnen die Linien des Feldes mit a–k; sie sind Kabirs b–l. Die "
        "Reihen sind gleich nummeriert.</p>",
    "timur.files-theirs": "Pritchard, Forbes",
    "timur.files-ours": "Kabir",
    "timur.citadels-mapped": "Pritchards \"leere Zitadellenfelder neben k2 und a9\" sind Kabirs m2 (neben l2) und a9 "
                             "(neben b9).",
    "timur.piece.K": "Betza <code>K</code>. Ein Schritt in jede Richtung. Einmal in der Partie darf er stattdessen "
                     "mit einem anderen Stein seiner Seite den Platz tauschen (der <i>Tausch</i>, siehe <a "
                     "href=\"#rules\">Regeln</a>).",
    "timur.piece.F": "Betza <code>F</code>. Ein Schritt diagonal (der Firzan des alten Schachs).",
    "timur.piece.W": "Betza <code>W</code>. Ein Schritt entlang einer Reihe oder Linie.",
    "timur.piece.G": "Klammernotation <code>[F-W-W-R]</code>. Ein Schritt diagonal auf ein leeres Feld, dann weiter "
                     "nach außen entlang einer Reihe oder Linie, die diese Diagonale fortsetzt (nach einem Schritt "
                     "nach rechts oben: nach oben oder nach rechts), über leere Felder, und endet drei oder mehr Felder "
                     "von dem diagonalen Feld entfernt (die ●). Sie springt nie; jedes Feld, über das sie zieht, muss "
                     "leer sein. Sie schlägt auf dem Feld, auf dem sie endet (Pritchard: \"one square diagonally then "
                     "three or more squares orthogonally, no leaping\"; Wikipedia; Ludii).",
    "timur.piece.T": "Klammernotation <code>[F-B]</code>. Wie ein Läufer, aber mindestens zwei Felder: \"as B but "
                     "not to first square\" (Pritchard); das erste Feld muss leer sein (Ludii).",
    "timur.piece.N": "Betza <code>N</code>. Der Springersprung.",
    "timur.piece.R": "Betza <code>R</code>. Beliebig viele leere Felder entlang einer Reihe oder Linie.",
    "timur.piece.A": "Betza <code>A</code>. Springt zwei Felder diagonal, über das Feld dazwischen (der Alfil des "
                     "alten Schachs).",
    "timur.piece.C": "Betza <code>C</code>. Springt drei Felder entlang einer Reihe oder Linie und eines zur Seite: "
                     "\"3-1 leaper\" (Pritchard). Es wechselt nie die Farbe seines Feldes.",
    "timur.piece.D": "Betza <code>D</code>. \"Two squares orthogonally, leaping first square\" (Pritchard): zwei "
                     "Felder gerade, über das erste hinweg.",
    "timur.piece.Y": "Betza <code>K</code>. Zieht wie ein König. Ob er königlich ist, bestimmt die Option "
                     "<i>Königsnachfolge</i>. Ein Königsbauer wird ein Prinz.",
    "timur.piece.X": "Betza <code>K</code>. Zieht wie ein König und ist königlich wie der Prinz. Der Bauernbauer "
                     "wird es bei seiner dritten Ankunft auf der letzten Reihe.",
    "timur.pawns":
        "<p><b>Bauern</b> — Betza <code>mfWcfF</code>. Ein Feld gerade vorwärts; schlägt ein Feld diagonal vorwärts; "
        "kein Doppelschritt und kein en passant (Pritchard: \"move one square only\"; Wikipedia). Jeder Spieler hat "
        "elf, jeder gehört zu einer Figur, der auf seiner Linie der Aufstellung (Forbes): nur in sie wandelt er um. "
        "FEN schreibt einen Bauern als <code>'</code> und den Buchstaben seiner Figur, klein für Schwarz {choice}: "
        "elf Arten von Bauern können neben zwölf Figuren keine lesbaren eigenen Buchstaben bekommen. Der Buchstabe in "
        "Klammern ist der programmeigene Name der Bauernart.</p>",
    "timur.pawns.name": "Bauer",
    "timur.pawns.letter": "Buchstabe",
    "timur.pawns.fen": "FEN",
    "timur.pawns.becomes": "Auf der letzten Reihe wird er",
    "timur.pawns.op": "siehe <i>Der Bauernbauer</i> unter <a href=\"#rules\">Regeln</a>",
    "timur.rules":
        "<ul>\n"
        "<li><b>Umwandlung.</b> Ein Bauer, der die letzte Reihe erreicht, wird sofort die Figur, zu der er gehört, "
        "gleich wie viele davon seine Seite hat: ein dritter Turm ist möglich (Pritchard; Wikipedia). Der Königsbauer "
        "wird ein Prinz (Pritchard: \"The KP promoted to Prince (K without royal powers)\").</li>\n"
        "<li><b>Der Bauernbauer</b> (Pritchards \"Original Pawn\") hat \"einen merkwürdigen "
        "Umwandlungskreislauf\". Vorgegeben (Option <i>Bauernbauer</i>, nach Wikipedia, Friedlander und Ludii): "
        "bei seiner <i>ersten Ankunft</i> auf der letzten Reihe bleibt er dort, unbeweglich und unschlagbar. In "
        "jedem späteren Zug darf sein Besitzer ihn als seinen Zug auf ein beliebiges Feld setzen, von dem aus er als "
        "Bauer zwei oder mehr gegnerische Steine angreift (eine Gabel); ein Stein gleich welcher Farbe, der dort "
        "steht und weder König noch Prinz noch Nebenkönig ist, wird entfernt. Danach zieht er als Bauer "
        "weiter. Die Quellen erlauben auch ein Feld, auf dem er eine Figur angreift, die nicht entkommen kann; Kabir "
        "lässt das weg, da es sich nicht genau bestimmen lässt {choice}. Bei seiner <i>zweiten Ankunft</i> wird er "
        "ein Königsbauer und wird sofort auf das Ausgangsfeld dieses Bauern seiner Seite gestellt (g3 für Weiß, "
        "g8 für Schwarz), wenn es leer ist; sonst wartet er auf der letzten Reihe, unbeweglich und unschlagbar, und "
        "ihn dorthin zu stellen ist ein Zug, den sein Besitzer machen darf, sobald das Feld leer ist (Friedlander: "
        "\"That was my interpretation\"; {choice}). Bei seiner <i>dritten Ankunft</i> wird er ein "
        "Nebenkönig. Nach Pritchards Regeln darf er bei der ersten Ankunft auf jedes Feld gesetzt werden, auf dem kein "
        "König steht, und bei der zweiten wird er ein Königsbauer \"mit denselben Kräften wie in (1)\": er "
        "wartet unschlagbar und darf dann ebenso überallhin gesetzt werden.</li>\n"
        "<li><b>Der Tausch des Königs.</b> Einmal in der Partie darf der König als seinen Zug den Platz mit einem "
        "beliebigen anderen Stein seiner Seite tauschen; nach dem Tausch darf kein königlicher Stein seiner Seite im "
        "Schach stehen. Vorgegeben nur, um einem Schach oder einem Patt zu entgehen (Wikipedia: \"to evade "
        "check/checkmate or stalemate\"; Ludii); mit der Option <i>Königstausch</i> jederzeit (Pritchard: \"K, "
        "once in a game, could change places with any allied piece on the board\"). Nur der ursprüngliche König hat "
        "dieses Recht, kein Prinz und kein Nebenkönig {choice}.</li>\n"
        "<li><b>Mehrere Könige.</b> Vorgegeben (Option <i>Königsnachfolge</i>, Wikipedia): solange ein Spieler "
        "zwei oder mehr von König, Prinz und Nebenkönig hat, steht keiner von ihnen im Schach, und jeder "
        "darf wie jeder andere Stein geschlagen werden; der letzte verbliebene ist königlich und wird wie ein König "
        "schachgesetzt und mattgesetzt. Auch Friedlander lässt sie in Angriffe ziehen. Nach Pritchards Regeln sind "
        "Prinz und Nebenkönig nicht königlich: sie sind Steine, die wie Könige ziehen.</li>\n"
        "<li><b>Die Zitadellen.</b> Nur ein König, ein Prinz oder ein Nebenkönig darf je auf einer "
        "Zitadelle stehen; andere Steine betreten und überqueren keine {choice} (Wikipedia: \"No piece other than a "
        "king may occupy a citadel\"). Die eigene Zitadelle darf ein Spieler nur mit seinem Nebenkönig "
        "betreten (Wikipedia; Friedlander). Was die gegnerische Zitadelle gewährt, bestimmt die Option "
        "<i>Zitadellen</i>: vorgegeben ist die Partie remis, sobald ein König, Prinz oder Nebenkönig sie "
        "betritt (Wikipedia; Ludii) — jeder der drei, nicht nur der ranghöchste König, wie bei Friedlander {choice}. "
        "Nach Pritchards Regeln \"if a king could attain the opponent's citadel it was immune from capture\": ein "
        "König dort kann weder geschlagen noch schachgesetzt werden, und die Partie geht weiter; und \"a king "
        "sheltering in a citadel could change places with a prince\": ein König auf einer Zitadelle darf als seinen "
        "Zug den Platz mit einem Prinzen oder Nebenkönig seiner Seite tauschen. Für Angriffe ist eine "
        "Zitadelle ein gewöhnliches Feld: ein Stein darf einen königlichen Stein dort angreifen {choice}, wie "
        "Friedlander es spielt.</li>\n"
        "<li><b>Der erste Zug.</b> Weiß zieht zuerst {choice}; in den Quellen entscheiden Würfel, wer beginnt.</li>\n"
        "</ul>",
    "timur.stalemate": "der pattgesetzte Spieler <b>verliert</b> (Wikipedia; Friedlander; Ludii; Pritchard schweigt). "
                       "Ein Spieler, der den Tausch des Königs noch hat, ist nicht patt, solange der Tausch regelgerecht "
                       "ist: er muss ihn ausführen",
    "timur.stalemate-note": "Es gibt keine Option: jede Quelle, die vom Patt spricht, wertet es so.",
    "timur.results":
        "<li><b>Zitadellenremis.</b> Mit der vorgegebenen Option <i>Zitadellen</i> macht ein König, Prinz oder "
        "Nebenkönig, der die gegnerische Zitadelle betritt, die Partie sofort remis (Ergebnisart "
        "<i>Zitadellenremis</i>).</li>\n"
        "<li><b>Keine Regel des blanken Königs.</b> Ein allein gelassener König spielt weiter; die Quellen kennen keine "
        "solche Regel.</li>\n",
    "timur.disagree":
        "<li><b>Der Bauernbauer.</b> Wikipedia und Friedlander lassen ihn nur dorthin setzen, wo er gegnerische "
        "Steine gabelt, und bringen ihn als Königsbauern auf dessen Ausgangsfeld zurück; Pritchard lässt ihn "
        "beide Male auf jedes Feld setzen, auf dem kein König steht. Die Option <i>Bauernbauer</i> bietet "
        "beides.</li>\n"
        "<li><b>Der Tausch des Königs.</b> Nur im Schach oder Patt (Wikipedia; Ludii) oder jederzeit (Pritchard); "
        "eine Option.</li>\n"
        "<li><b>Der Prinz.</b> Königlich, solange er der letzte König seiner Seite ist (Wikipedia), oder ein Stein, der "
        "wie ein König zieht (Pritchard: \"K without royal powers\"); die Option <i>Königsnachfolge</i>.</li>\n"
        "<li><b>Die Zitadelle.</b> Remis für einen König, der die gegnerische Zitadelle erreicht (Wikipedia; Ludii), "
        "oder eine Zuflucht (Pritchard); die Option <i>Zitadellen</i>. Friedlander gewährt das Remis nur dem "
        "ranghöchsten König; Kabir gewährt es jedem König, Prinzen und Nebenkönig {choice}.</li>\n"
        "<li><b>Das Patt</b> ist bei Wikipedia, Friedlander und Ludii ein Verlust; Pritchard sagt nichts.</li>\n"
        "<li><b>Die Aufstellung.</b> Pritchard verzeichnet andere Aufstellungen: 'männliche' und 'weibliche', letztere "
        "ohne die Elefanten und mit dem Königsbauern auf der zweiten Reihe, und Hydes auf einem 11x12-Brett; eine "
        "Abschrift der Handschrift von Timurs Biographen Ibn 'Arabschah füllt die leeren Felder mit Löwen, Stieren, "
        "einem Wächter und deren Bauern, deren Züge nicht überliefert sind. Kabir spielt die Aufstellung nach "
        "Forbes.</li>\n",
})
