# Deutsche Texte der Seiten der Spiele Zentralasiens aus Pritchards Kapitel 29 (pages8.py), ein
# Block je Spiel.
TEXT = {}

# --- Shatar, mongolisches Schach (Pritchard 2007, 29.5) -----------------------------------------
TEXT.update({
    "shatar.subtitle": "<p><i>Shatar, das Schach der Mongolei: ein Bers, der wie Turm und Fers zieht, ein "
                       "vorgeschriebener erster Zug, Matts, die ein Schak vorbereiten muss, kein Matt durch einen "
                       "Springer und ein blanker König, der remis hält (Pritchard 2007, 29.5).</i></p>",
    "shatar.history":
        "<p><b>D. B. Pritchard (2007)</b>, <i>The Classified Encyclopedia of Chess Variants</i>, 29.5 \"Mongolian "
        "Chess\", beschreibt Shatar nach <b>Kondratev (1931)</b>, mit den \"Zusatzregeln\", die <b>Popova (1974)</b> "
        "überliefert. Die Steine sind die des europäischen Schachs, doch die Dame ist der <i>Bers</i> (J geschrieben, "
        "wie Fairy-Stockfish ihn schreibt), der \"wie T+K zieht\": wie ein Turm oder einen Schritt diagonal. Die Namen "
        "der Steine sind mongolisch: Noyon (König), Bers, Terge (Wagen: der Turm), Teme (Kamel: der Läufer), Mori "
        "(Pferd: der Springer) und Fu oder Küü (der Bauer).</p>\n"
        "<p>Eigen ist dem Spiel vor allem das Ende: ein Schach durch Bers, Turm oder Springer ist ein <i>Schak</i>, und "
        "ein Matt zählt nur, wenn unter den Schachs, die zu ihm führten, ein Schak war — sonst ist es <i>Niol</i>, "
        "remis. Ein Springer darf nicht mattsetzen, und ein allein gelassener König hält remis (<i>Robado</i>). Das "
        "moderne Spiel im Wikipedia-Artikel \"Shatar\" gibt dem Bers den Zug der Dame; das Regelheft von "
        "ancientchess.com wertet das Springermatt als remis; Fairy-Stockfish spielt das Spiel als <code>shatar</code>. "
        "Wo sie sich unterscheiden, wählen die Optionen unten.</p>",
    "shatar.board": "<p>Ein ungemustertes 8x8-Brett, wie mongolische Bretter gezeichnet sind. Könige und Berse "
                    "stehen auf denselben Linien (die Option <i>Aufstellung</i> bietet die anderen Anordnungen, die "
                    "Pritchard nennt). Weiß zieht zuerst, und der erste Zug jeder Seite ist vorgeschrieben "
                    "(unten).</p>",
    "shatar.caption": "Weiß a1–h1 T S L J K L S T, Bauern a2–h2; Schwarz a8–h8 t s l j k l s t, Bauern a7–h7: jeder "
                      "Bers auf der d-Linie, jeder König auf der e-Linie.",
    "shatar.bers": "<b>Bers</b> (J) — Betza <code>RF</code>. Beliebig viele leere Felder entlang einer Reihe oder "
                   "Linie, oder ein Feld diagonal (Pritchard: \"the Q moves as R+K\"). Mit der Option <i>Bers</i> = "
                   "Dame zieht er wie die europäische Dame.",
    "shatar.pawn": "<b>Bauer</b> (P) — Betza <code>fmWfcF</code>. Ein Feld vorwärts, schlägt ein Feld diagonal "
                   "vorwärts. Nur der vorgeschriebene erste Zug seiner Seite ist ein Doppelschritt (das obere ○); kein "
                   "en passant.",
    "shatar.amazon": "<b>Amazone</b> (A) — Betza <code>QN</code>. Nur nach Popovas Regeln: ein Springer, der seinen "
                     "ersten Zug gemacht hat, zieht für den Rest der Partie wie Dame und Springer.",
    "shatar.rook-knight": "<b>Turmspringer</b> (C) — Betza <code>RN</code>. Nur nach Popovas Regeln: ein Turm, der "
                          "die letzte Reihe erreicht hat, zieht für den Rest der Partie wie Turm und Springer.",
    "shatar.rules":
        "<ul>\n"
        "<li><b>Die vorgeschriebene Eröffnung.</b> Der erste Zug jeder Seite ist der Doppelschritt ihres Damenbauern, "
        "des Bauern vor ihrem Bers: 1. d4 d5 (Pritchard; Wikipedia). Es sind echte Züge, die in der Partie notiert "
        "werden {choice}; Fairy-Stockfish beginnt seine Partien nach ihnen. Kein anderer Bauer zieht je zwei Felder. "
        "Die Option <i>Eröffnungszug</i> erlaubt stattdessen den Doppelschritt des Königsbauern (\"in manchen "
        "Gegenden\", Pritchard).</li>\n"
        "<li><b>Keine Rochade und kein en passant</b> (Pritchard).</li>\n"
        "<li><b>Umwandlung.</b> Ein Bauer, der die letzte Reihe erreicht, wird ein Bers, gleich wie viele Berse seine "
        "Seite hat; er muss umwandeln (Wikipedia; Fairy-Stockfish; Pritchard schweigt). Die \"alten Regeln\", die "
        "Wikipedia erwähnt — ein Bauer, der zu einem schwächeren Stein wird oder erst zurückgeht —, werden nicht "
        "gespielt.</li>\n"
        "<li><b>Popovas Regeln</b> (Option <i>Popovas Regeln</i>): ein Springer, der seinen ersten Zug vollendet hat, "
        "wird eine Amazone (Dame und Springer); ein Turm, der die letzte Reihe erreicht, gewinnt den Springerzug hinzu. "
        "Beide behalten ihre neuen Kräfte für den Rest der Partie. Ein Zug, der einen Stein verwandelt, wird wie eine "
        "Umwandlung geschrieben: <code>Sf3=A</code>, <code>Ta8=C</code>.</li>\n"
        "</ul>",
    "shatar.stalemate": "die Partie ist <b>remis</b> {choice} (Pritchard schweigt; Fairy-Stockfish wertet es so)",
    "shatar.results":
        "<li><b>Niol.</b> Ein Schach durch den Bers, einen Turm oder einen Springer ist ein <i>Schak</i>, eines durch "
        "einen Läufer ein <i>Tuk</i>, durch einen Bauern ein <i>Tsod</i>. Ein Matt gewinnt nur, wenn der Mattzug oder "
        "einer der Züge der ununterbrochenen Reihe von Schachgeboten der mattsetzenden Seite, mit der es endet, ein "
        "Schak war. Sonst ist die Partie remis (Ergebnisart <i>Niol-Remis</i>). Die Reihe wird Zug um Zug der "
        "mattsetzenden Seite zurückverfolgt, solange jeder dieser Züge Schach bot (Pritchard; Fairy-Stockfish); in "
        "einer Partie, die von einer Stellung aus begann, endet sie dort, wo die Aufzeichnung beginnt.</li>\n"
        "<li><b>Springermatt.</b> \"Ein Springer kann nicht mattsetzen\" (Pritchard): ein Matt, bei dem jeder "
        "schachgebende Stein ein Springer ist, ist remis (Ergebnisart <i>Springermatt</i>). Die Option <i>Matt durch "
        "einen Springer</i> macht es zu einer Niederlage der mattsetzenden Seite, wie Fairy-Stockfish es wertet, oder "
        "zu einem gewöhnlichen Matt (\"in manchen Gegenden nicht beachtet\"). Mit Popovas Regeln betrifft es nur einen "
        "Springer, der noch nicht gezogen hat; ein Springer, der mit seinem ersten Zug mattsetzt, ist dann schon eine "
        "Amazone {choice}.</li>\n"
        "<li><b>Robado.</b> \"Blanker König ist remis\" (Pritchard): hat eine Seite nur noch ihren König, ist die "
        "Partie sofort remis (Ergebnisart <i>blanker König</i>), auch wenn derselbe Zug mattsetzte.</li>\n",
    "shatar.disagree":
        "<li><b>Der Bers.</b> Pritchards Bers zieht wie Turm und Fers; das moderne Spiel bei Wikipedia gibt ihm den "
        "Zug der Dame. Die Option <i>Bers</i> bietet beides.</li>\n"
        "<li><b>Die Aufstellung.</b> Pritchard: \"Könige immer auf derselben Linie\", aber \"die Stellungen von K und D "
        "können vertauscht sein\", und an anderer Stelle \"die Könige stehen den Damen gegenüber\". Die Option "
        "<i>Aufstellung</i> bietet alle drei.</li>\n"
        "<li><b>Das Springermatt.</b> Remis nach dem Regelheft von ancientchess.com, eine Niederlage der "
        "mattsetzenden Seite bei Fairy-Stockfish, \"in manchen Gegenden\" (Pritchard) und im modernen Spiel erlaubt; "
        "eine Option.</li>\n"
        "<li><b>Das Patt</b> beschreibt Pritchard nicht; Kabir wertet es remis, wie Fairy-Stockfish "
        "{choice}.</li>\n",
})
