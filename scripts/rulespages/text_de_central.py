# Die deutschen Texte der Seiten der Spiele Zentralasiens aus Pritchards Kapitel 29 (pages8.py);
# text_de.py fügt sie in sein TEXT ein. text_en_central.py hat dieselben Schlüssel auf Englisch.
# Die Texte jedes Spiels sind ein Block für sich.
TEXT = {}

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
