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

# --- Hiashatar (Pritchard 2007, 29.5) ------------------------------------------------------------
TEXT.update({
    "hiashatar.subtitle": "<p><i>Das mongolische große Schach: die Steine des Schachs auf einem einfarbigen "
                          "10x10-Brett und je zwei Leibwächter, deren Umgebung gleitende Steine aufhält und jeden "
                          "Stein, der dort steht, auf einen Zug um ein Feld beschränkt (Pritchard 2007, 29.5).</i></p>",
    "hiashatar.history":
        "<p><b>D. B. Pritchard (2007)</b>, <i>The Classified Encyclopedia of Chess Variants</i>, 29.5, beschreibt "
        "Hiashatar als „eine größere Fassung“ des mongolischen Shatar mit „20 Steinen je Seite“: die zusätzlichen "
        "Steine sind die Leibwächter (<i>Hia</i>), die „zu beiden Seiten von König und Dame stehen“. Er hat es von "
        "einer Website L. U. Kisliuks und aus fotokopierten Seiten eines japanischen Buchs und merkt an, „es ist nicht "
        "bekannt, ob das Spiel noch gespielt wird“. Wikipedia (Hiashatar) gibt nach N. Okano (1999) die Aufstellung, "
        "den anfänglichen Dreierschritt der Bauern, die Umwandlung nur in eine Dame und keine Rochade; J. Carrillos "
        "Seite <i>Hiashatar</i> auf The Chess Variant Pages legt die Kräfte des Leibwächters genau dar und lässt sie "
        "nur auf feindliche Steine wirken.</p>",
    "hiashatar.board": "<p>Ein einfarbiges 10x10-Brett. Weiß zieht zuerst. Die Könige stehen einander auf der "
                       "e-Linie gegenüber, jede Dame auf der f-Linie.</p>",
    "hiashatar.caption": "Weiß a1–j1 R N B H K Q H B N R, Bauern a2–j2; Schwarz a10–j10 r n b h k q h b n r, Bauern "
                         "a9–j9.",
    "hiashatar.queen": "<b>Dame</b> (Q), <i>Bers</i> — Betza <code>Q</code>. Beliebig viele leere Felder entlang einer "
                       "Reihe, Linie oder Diagonale, so weit die Hia-Zonen sie lassen (siehe <a href=\"#rules\">Regeln"
                       "</a>). Die Option <i>Dame</i> macht sie zum Bers des Shatar: ein Turm oder ein Feld schräg.",
    "hiashatar.hia": "<b>Hia</b> (H), der Leibwächter — Betza <code>Q2</code>. Ein oder zwei Felder in jeder geraden "
                     "oder schrägen Linie, für einen Zug um zwei das erste Feld leer. Er gibt kein Schach (siehe "
                     "<a href=\"#rules\">Regeln</a>).",
    "hiashatar.pawn": "<b>Bauer</b> (P) — Betza <code>fmWfcF</code>. Ein Feld geradeaus, von seinem Ausgangsfeld bis "
                      "zu drei (die ○); schlägt ein Feld schräg vorwärts; en passant.",
    "hiashatar.zone-intro": "<p>Die <b>Zone</b> eines Hia sind die acht Felder um ihn. Im Diagramm hat der schwarze "
                            "Hia auf f6 die getönte Zone.</p>",
    "hiashatar.zone-caption": "Der weiße Turm auf a6 darf nach b6, c6, d6 oder e6 ziehen und muss auf e6 halten, dem "
                              "ersten Feld der Zone; nur von dort darf er den Hia schlagen. Der weiße Läufer auf h8 "
                              "hält auf g7. Die schwarze Dame auf e7 steht in der Zone ihres eigenen Hia und zieht nur "
                              "ein Feld; der schwarze Springer auf g5 springt wie immer.",
    "hiashatar.rules":
        "<ul>\n"
        "<li><b>Linien aufgehalten.</b> Eine Dame, ein Turm oder ein Läufer, der entlang einer Linie zieht, muss seinen "
        "Zug auf dem ersten Feld beenden, das er in der Zone eines feindlichen Hia betritt; er darf früher halten und "
        "auf diesem Feld schlagen. „Ein feindlicher Stein (D, T, L) kann einen Leibwächter nicht unmittelbar schlagen, "
        "sondern muss zuerst auf ein Nachbarfeld ziehen“ (Pritchard). Der Zwei- oder Dreierschritt eines Bauern hält "
        "ebenso {choice}.</li>\n"
        "<li><b>Ein Feld aus einer Zone.</b> „Jeder Stein auf einem Feld neben einem Leibwächter, ob feindlich oder "
        "freundlich, darf in seinem nächsten Zug nur ein Feld ziehen“ (Pritchard): ein Stein, der seinen Zug in der "
        "Zone irgendeines Hia beginnt, zieht nur auf ein Nachbarfeld. Die Option <i>Hia-Zonen</i> beschränkt das wie "
        "Carrillo auf feindliche Hias.</li>\n"
        "<li><b>Springer und Könige</b> sind nicht betroffen: der Springer springt wie immer, und der König zieht "
        "ohnehin nur ein Feld.</li>\n"
        "<li><b>Der Hia und der König.</b> „Leibwächter … geben kein Schach“ (Pritchard). Ein Hia greift nie einen König "
        "an: er kann keinen schlagen, und ein König darf neben ihm stehen oder ihn schlagen {choice}. Schach wird mit "
        "den Zonen gelesen: ein Turm, dessen Linie zum König zuerst die Zone eines feindlichen Hia betritt, gibt kein "
        "Schach, und ein Stein in einer Zone greift nur die Felder neben sich an.</li>\n"
        "<li><b>Bauern.</b> Von seinem Ausgangsfeld darf ein Bauer ein, zwei oder drei Felder über leere Felder ziehen "
        "(Wikipedia). Nach einem Schritt um zwei oder drei Felder darf ein feindlicher Bauer ihn auf jedem "
        "überschrittenen Feld en passant schlagen, wie im Kaiserspiel {choice}.</li>\n"
        "<li><b>Umwandlung.</b> Ein Bauer, der die letzte Reihe erreicht, wird zwingend eine Dame (Wikipedia).</li>\n"
        "<li><b>Keine Rochade</b> (Wikipedia).</li>\n"
        "</ul>",
    "hiashatar.stalemate": "die Partie ist <b>remis</b> {choice}",
    "hiashatar.stalemate-note": "Die Quellen sagen es nicht; Kabir wertet es wie das Schach als Remis.",
    "hiashatar.results":
        "<li><b>Keine besonderen Matts.</b> Die Quellen sagen nichts von den Regeln des Shatar über die mattsetzende "
        "Figur oder einen blanken König; Kabir spielt keine davon {choice}.</li>\n",
    "hiashatar.disagree":
        "<li><b>Wessen Hias hemmen.</b> Bei Pritchard beschränkt ein Hia freundliche und feindliche Steine gleich auf "
        "Züge um ein Feld; bei Carrillo wirkt er nur auf feindliche. Die Option <i>Hia-Zonen</i> bietet beides; "
        "Pritchards Regel ist die Vorgabe.</li>\n"
        "<li><b>Der Zug des Hia.</b> Pritchard schreibt, Leibwächter „ziehen zwei Felder in jede Richtung“; Wikipedia "
        "und Carrillo lassen sie ein oder zwei Felder ziehen. So liest Kabir auch Pritchard {choice}.</li>\n"
        "<li><b>Die Aufstellung.</b> In Carrillos Aufstellung „beginnt die Dame immer rechts vom König“, die schwarze "
        "Dame also auf e10 und der König auf f10. Die Option <i>Aufstellung</i> bietet sie an.</li>\n"
        "<li><b>Die Dame.</b> Wikipedia gibt der Dame den Zug der Schachdame; die Option <i>Dame</i> gibt ihr "
        "stattdessen den Zug des Bers im Shatar {choice}.</li>\n",
})
