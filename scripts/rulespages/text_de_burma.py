# Die deutschen Texte der Seite über Sittuyin (pages7.py); text_de.py fügt sie in sein TEXT ein.
# text_en_burma.py hat dieselben Schlüssel auf Englisch.
TEXT = {
    # --- Sittuyin (Pritchard 2007, 29.3) ----------------------------------------------------------
    "sittuyin.subtitle": "<p><i>Das burmesische Schach: die Bauern stehen zu Beginn auf dem Brett, die Figuren werden "
                         "vor dem ersten Zug hinter ihnen aufgestellt, und ein Bauer auf den großen Diagonalen kann "
                         "zum General werden (Pritchard 2007, 29.3).</i></p>",
    "sittuyin.history":
        "<p><b>D. B. Pritchard (2007)</b>, <i>The Classified Encyclopedia of Chess Variants</i>, 29.3 „Burmese "
        "Chess“, gibt die Regeln „entnommen aus“ <b>Shwei-gyin U Bha</b>, <i>Burmese Chess Guide</i> (um 1924), dem "
        "Bericht eines burmesischen Spielers. Die älteren europäischen Berichte — darunter der Falkeners (1892) und "
        "die, die Murray (1913) zusammenfasst — lassen die Spieler ihre Figuren abwechselnd aufstellen; Pritchard "
        "bemerkt, ihre festen Aufstellungen seien wohl „Lieblingsaufstellungen ihrer einheimischen Gewährsleute“ "
        "gewesen. Kabir spielt nach Voreinstellung U Bhas Regeln. Die heute in Myanmar gespielten Regeln, wie "
        "Fairy-Stockfish sie umsetzt, sind Optionen, damit Partien und Stellungen sich mit ihm vergleichen lassen.</p>",
    "sittuyin.board": "<p>Ein ungemustertes 8x8-Brett mit seinen zwei großen Diagonalen: die Umwandlungsfelder jeder "
                      "Seite sind die Felder der Diagonalen in der gegnerischen Hälfte. Rot (geschrieben als Weiß) "
                      "zieht zuerst. Die Bauern stehen zu Beginn auf dem Brett; alle anderen Steine sind in der Hand, "
                      "neben dem Brett, und werden vor dem ersten Zug aufgestellt.</p>",
    "sittuyin.caption": "Rote Bauern a3–d3, e4–h4; schwarze Bauern a5–d5, e6–h6; die Figuren in der Hand. Getönt: "
                        "die großen Diagonalen.",
    "sittuyin.king": "<b>König</b> (K), <i>min-gyi</i> — Betza <code>K</code>. Ein Schritt in jede Richtung.",
    "sittuyin.general": "<b>General</b> (F), <i>sit-ke</i> — Betza <code>F</code>. Ein Feld diagonal.",
    "sittuyin.elephant": "<b>Elefant</b> (S), <i>sin</i> — Betza <code>FfW</code>. Ein Feld diagonal oder ein Feld "
                         "gerade vorwärts (●).",
    "sittuyin.horse": "<b>Pferd</b> (N), <i>myin</i> — Betza <code>N</code>. Der Springersprung.",
    "sittuyin.chariot": "<b>Wagen</b> (R), <i>yattah</i> — Betza <code>R</code>. Beliebig viele leere Felder entlang "
                        "einer Reihe oder Linie.",
    "sittuyin.pawn": "<b>Soldat</b> (P), <i>ne</i> — Betza <code>fmWfcF</code>. Ein Feld vorwärts, schlägt ein Feld "
                     "diagonal vorwärts. Kein Doppelschritt, kein En passant.",
    "sittuyin.rules":
        "<ul>\n"
        "<li><b>Die Aufstellung</b> (U Bha, Option <i>Aufstellung</i>). Rot stellt alle acht Figuren auf, eine je Zug, "
        "während Schwarz wartet; dann stellt Schwarz seine acht auf; dann macht Rot den ersten Zug auf dem Brett. Eine "
        "Figur kommt auf ein leeres Feld hinter den eigenen Bauern: Rots erste und zweite Reihe und e3–h3, Schwarz' "
        "siebte und achte Reihe und a6–d6. Die Aufstellzüge sind Züge der Partie: sie werden notiert (<code>R@a1</code>) "
        "und gezählt. Im Fenster klickt man die Figur neben dem Brett an, dann ein Feld; die erlaubten Felder werden "
        "gezeigt, und die Statuszeile sagt, wie viele Figuren noch aufzustellen sind. Mit der Option <i>Aufstellung</i> "
        "stellen die Spieler abwechselnd je eine Figur auf, Rot zuerst, wie die älteren Berichte und die modernen Regeln "
        "es wollen.</li>\n"
        "<li><b>Bauernversetzung</b> (Option <i>Bauernversetzung</i>). „Es ist erlaubt, einen Bauern durch eine Figur zu "
        "ersetzen und den Bauern auf ein freies Feld im eigenen Gebiet zu stellen“: bei U Bhas Aufstellung darf eine "
        "Figur auch auf einen eigenen Bauern gestellt werden, der im selben Zug auf ein beliebiges leeres Feld der "
        "eigenen Hälfte geht (Reihen 1–4 für Rot, 5–8 für Schwarz) {choice}. Geschrieben wird das "
        "<code>R@c3,P@d4</code> (mit den deutschen Buchstaben <code>W@c3,S@d4</code>); im Fenster stellt man die "
        "Figur auf den Bauern und klickt dann, wohin der Bauer geht.</li>\n"
        "<li><b>Die Wagen von Schwarz</b> (Option <i>Schwarze Wagen</i>). „Schwarz darf keinen Turm auf die Linie stellen, "
        "auf der der rote König steht, noch beide Türme auf dieselbe Linie, wenn Rot widerspricht“: Kabir lässt Rot "
        "immer widersprechen {choice}.</li>\n"
        "<li><b>Umwandlung</b> (Option <i>Umwandlung</i>). Ein Soldat, der seinen Zug auf einem seiner Umwandlungsfelder "
        "begann, darf als diesen Zug an Ort und Stelle zum General werden, oder ein Feld diagonal in beliebiger Richtung "
        "auf ein leeres Feld ziehen, oder auf einen gegnerischen Stein außer dem General, den er schlägt, und dort zum "
        "General werden. Das darf er nur, solange seine Seite keinen General auf dem Brett hat, und die Umwandlung darf "
        "nicht Schach bieten. Ein Soldat, der sein Umwandlungsfeld verlässt, ohne umzuwandeln, kann nicht mehr "
        "umwandeln; Umwandlung ist nie Pflicht. Die Umwandlung an Ort und Stelle wird <code>@d5=F</code> geschrieben, "
        "mit dem Schritt <code>@d5=F&gt;c4</code>, schlagend <code>@d5=F&gt;xe6</code>.</li>\n"
        "<li><b>Keine Rochade, kein Doppelschritt, kein En passant.</b></li>\n"
        "<li><b>Die Zählung</b> (Option <i>Zählung</i>). Hat eine Seite nur noch ihren König und steht kein Bauer mehr auf "
        "dem Brett, muss die andere in einer Anzahl eigener Züge mattsetzen, gezählt vom Zug nach dem Entblößen des "
        "Königs: 16 mit einem Wagen (U Bha), 44 mit einem Elefanten, 64 mit einem Pferd, und keine Zählung mit "
        "Generälen allein {choice}. Steht der blanke König dann in einem Eckblock von vier Feldern oder auf den vier "
        "Mittelfeldern, werden seine ersten vier Züge nicht gezählt (U Bha: „5 Züge in 4 Feldern … die Zählung beginnt "
        "erst mit dem 5. Zug des Verteidigers“). Das Fenster zeigt die Zählung neben dem Brett, solange sie läuft.</li>\n"
        "</ul>",
    "sittuyin.stalemate": "es gibt <b>kein Patt</b>: ein Zug, der dem Gegner keinen legalen Zug ließe, ist verboten, "
                          "außer wenn jeder Zug das täte (U Bha: „ein Spieler muss seinem Gegner einen Zug lassen“)",
    "sittuyin.stalemate-options": "Die Option <i>Patt</i> unten macht das Patt stattdessen zum Remis, wie in den "
                                  "modernen Regeln.",
    "sittuyin.results":
        "<li><b>Remis durch Zählung.</b> Läuft die Zählung ab und ist die Seite am Zug nicht matt, endet die Partie "
        "remis (Ergebnisart <i>Remis durch Zählung</i>).</li>\n"
        "<li><b>Schach</b> muss am Brett angesagt werden (Pritchard); das Programm kennzeichnet jedes Schach.</li>\n",
    "sittuyin.disagree":
        "<li><b>Die Aufstellung.</b> Bei U Bha stellt jede Seite alle ihre Figuren nacheinander auf; „alle früheren "
        "Berichte“ und die modernen Regeln lassen abwechselnd aufstellen. Die Option <i>Aufstellung</i> bietet beides. Die "
        "modernen Regeln stellen die Wagen außerdem nur auf die erste Reihe (Option <i>Wagen auf der ersten Reihe</i>) "
        "und kennen weder die Beschränkung der schwarzen Wagen noch die Bauernversetzung.</li>\n"
        "<li><b>Wohin ein versetzter Bauer darf.</b> U Bha sagt „ein freies Feld im eigenen Gebiet“; Kabir liest das als "
        "jedes leere Feld der eigenen Hälfte {choice}.</li>\n"
        "<li><b>Umwandlung.</b> In den modernen Regeln darf der Diagonalschritt nicht schlagen, der neue General keinen "
        "gegnerischen Stein angreifen, und der letzte Bauer eines Spielers darf auf jedem Feld umwandeln; Option "
        "<i>Umwandlung</i>. In Falkeners Fassung werden „Bauern zu Türmen umgewandelt“: die Option "
        "<i>Umwandlungsstein</i> spielt das, auf denselben Feldern und zu denselben Zeiten, gleich wie viele Wagen die "
        "Seite hat {choice}.</li>\n"
        "<li><b>Die Zählung.</b> U Bha nennt die 16 Züge mit einem Wagen; die Grenzen ohne Wagen sind die der modernen "
        "(ASEAN-)Regeln, wie Fairy-Stockfish zählt {choice}. Die Option <i>Zählung</i> spielt die ASEAN-Zählung, ohne "
        "die vier Züge Aufschub.</li>\n"
        "<li><b>Patt.</b> U Bha: „es gibt kein Patt“; die modernen Regeln werten es als Remis.</li>\n",

    # --- The 1920 Burmese version (Pritchard 2007, 29.3) --------------------------------------------
    "burmese1920.subtitle": "<p><i>Ein burmesisches Spiel, wie eine Londoner Zeitung es 1920 beschrieb: die Steine des "
                            "Sittuyin, alle in der eigenen Hälfte aufgestellt, mit General, Elefant und Wagen, die weit "
                            "ziehen, aber nur neben sich schlagen (Pritchard 2007, 29.3).</i></p>",
    "burmese1920.history":
        "<p><b>D. B. Pritchard (2007)</b>, <i>The Classified Encyclopedia of Chess Variants</i>, 29.3, schließt seinen "
        "Bericht über das burmesische Schach mit „einer Bastardfassung“, abgedruckt im <i>Chess Amateur</i> vom April "
        "1920 nach <i>The Times</i>: alle sechzehn Steine werden irgendwo in der eigenen Hälfte aufgestellt, der General "
        "zieht wie eine Dame und der Elefant wie ein Läufer, aber „Schlagzüge von D, T und L gehen nur auf "
        "Nachbarfelder“; es gibt kein Patt, und ein Bauer wandelt um, wenn er die Diagonale erreicht. Mehr ist darüber "
        "nicht bekannt. Kabir bietet das Spiel der Vollständigkeit halber an; jede Regel, die der Bericht offenlässt, ist "
        "unten als Kabirs Wahl gekennzeichnet.</p>",
    "burmese1920.board": "<p>Das ungemusterte 8x8-Brett des Sittuyin mit seinen zwei großen Diagonalen: die "
                         "Umwandlungsfelder jeder Seite sind die Felder der Diagonalen in der gegnerischen Hälfte. Rot "
                         "(geschrieben als Weiß) zieht zuerst. Alle Steine sind zu Beginn in der Hand, neben dem "
                         "Brett.</p>",
    "burmese1920.caption": "Das leere Brett: beide Seiten halten alle sechzehn Steine in der Hand. Getönt: die großen "
                           "Diagonalen.",
    "burmese1920.general": "<b>General</b> (F) — Betza <code>mQcK</code>. Zieht wie eine Dame; schlägt nur auf einem "
                           "Nachbarfeld (●).",
    "burmese1920.elephant": "<b>Elefant</b> (S) — Betza <code>mBcF</code>. Zieht wie ein Läufer; schlägt nur ein Feld "
                            "diagonal (●).",
    "burmese1920.chariot": "<b>Wagen</b> (R) — Betza <code>mRcW</code>. Zieht wie ein Turm; schlägt nur ein Feld "
                           "gerade (●).",
    "burmese1920.rules":
        "<ul>\n"
        "<li><b>Die Aufstellung.</b> Rot stellt alle sechzehn Steine auf, einen je Zug, auf beliebige leere Felder seiner "
        "Hälfte (Reihen 1–4), dann Schwarz alle seine in seiner Hälfte (Reihen 5–8); dann macht Rot den ersten Zug auf "
        "dem Brett. Ein Soldat kommt nie auf die erste Reihe des Spielers {choice}, und die Reihenfolge ist U Bhas für "
        "das Sittuyin {choice}. Die Aufstellzüge sind Züge der Partie (<code>F@g1</code>).</li>\n"
        "<li><b>Schlagen nur nebenan.</b> Ein weit ziehender General, Elefant oder Wagen bietet Schach und schlägt nur "
        "auf einem Nachbarfeld; darüber hinaus zieht er nur.</li>\n"
        "<li><b>Umwandlung.</b> Ein Soldat, der ein Feld seiner Umwandlungsdiagonale erreicht (d5–a8 oder e5–h8 für Rot, "
        "d4–a1 oder e4–h1 für Schwarz), wird sofort zum General, gleich wie viele Generäle seine Seite hat {choice}. "
        "Anderswo auf der letzten Reihe bleibt er ein Soldat.</li>\n"
        "<li><b>Keine Zählung</b> {choice}, keine Rochade, kein Doppelschritt, kein En passant.</li>\n"
        "</ul>",
    "burmese1920.results": "",
    "burmese1920.disagree":
        "<li><b>Fast alles.</b> Der Bericht nennt die Aufstellung in der eigenen Hälfte, die neuen Züge, das fehlende Patt "
        "und die Umwandlung auf der Diagonale, mehr nicht. Die Reihenfolge der Aufstellung, die Soldaten außerhalb der "
        "ersten Reihe, die Figur, zu der ein Soldat wird, und das Fehlen einer Zählung sind Kabirs Wahl, dem Sittuyin "
        "entnommen.</li>\n",
}
