# The English texts of the pages of the games of Central Asia in Pritchard's chapter 29
# (pages8.py); text_en.py merges them into its TEXT. text_de_central.py has the same keys in
# German. Each game's texts are a block of their own.
TEXT = {}

# --- Hiashatar (Pritchard 2007, 29.5) ------------------------------------------------------------
TEXT.update({
    "hiashatar.subtitle": "<p><i>Mongolian great chess: the men of chess on an uncheckered 10x10 board, and two "
                          "bodyguards a side whose neighbourhood stops sliding pieces and holds every unit standing "
                          "there to a one-square move (Pritchard 2007, 29.5).</i></p>",
    "hiashatar.history":
        "<p><b>D. B. Pritchard (2007)</b>, <i>The Classified Encyclopedia of Chess Variants</i>, 29.5, describes "
        "Hiashatar as \"a larger version\" of the Mongolian Shatar, with \"20 pieces a side\": the extra pieces are "
        "the bodyguards (<i>hia</i>), \"standing on either side of the king and queen\". He took it from a web site of "
        "L. U. Kisliuk and from photocopied pages of a Japanese book, and notes that \"it is not known if the game is "
        "still played\". Wikipedia (Hiashatar), after N. Okano (1999), gives the array, the pawns' initial triple "
        "step, promotion to a queen only and no castling; J. Carrillo's page <i>Hiashatar</i> on The Chess Variant "
        "Pages sets out the bodyguard's powers in detail and lets them act on enemy men only.</p>",
    "hiashatar.board": "<p>An uncheckered 10x10 board. White moves first. The kings face each other on the "
                       "e-file, each queen on the f-file.</p>",
    "hiashatar.caption": "White a1–j1 R N B H K Q H B N R, pawns a2–j2; Black a10–j10 r n b h k q h b n r, pawns "
                         "a9–j9.",
    "hiashatar.queen": "<b>Queen</b> (Q), <i>bers</i> — Betza <code>Q</code>. Any number of empty squares along a "
                       "rank, file or diagonal, as far as the hia zones let it (see <a href=\"#rules\">Rules</a>). "
                       "The option <i>Queen</i> makes it Shatar's bers, a rook or one square diagonally.",
    "hiashatar.hia": "<b>Hia</b> (H), the bodyguard — Betza <code>Q2</code>. One or two squares in any straight or "
                     "diagonal line, the first square empty for a move of two. It gives no check (see "
                     "<a href=\"#rules\">Rules</a>).",
    "hiashatar.pawn": "<b>Pawn</b> (P) — Betza <code>fmWfcF</code>. One square straight forward, up to three from "
                      "its first square (the ○); captures one square diagonally forward; en passant.",
    "hiashatar.zone-intro": "<p>The <b>zone</b> of a hia is the eight squares around it. In the diagram the black "
                            "hia on f6 has the shaded zone.</p>",
    "hiashatar.zone-caption": "The white rook on a6 may go to b6, c6, d6 or e6 and must stop on e6, the first square "
                              "of the zone; it may take the hia only from there. The white bishop on h8 stops on g7. "
                              "The black queen on e7 stands in the zone of its own hia and moves one square only; the "
                              "black knight on g5 leaps as ever.",
    "hiashatar.rules":
        "<ul>\n"
        "<li><b>Lines stopped.</b> A queen, rook or bishop moving along a line must end its move on the first square it "
        "enters that lies in the zone of an enemy hia; it may stop earlier, and it may capture on that square. \"A "
        "hostile piece (Q, R, B) cannot capture a bodyguard directly but must first move to a square adjacent to "
        "it\" (Pritchard). A pawn's two- or three-square step stops in the same way {choice}.</li>\n"
        "<li><b>One square from a zone.</b> \"Any piece on a square adjacent to a bodyguard, whether hostile or "
        "friendly, may only move one square on its next turn\" (Pritchard): a unit that starts its move in the zone "
        "of any hia moves to a square next to it only. The option <i>Hia zones</i> limits this to enemy hias, as "
        "Carrillo does.</li>\n"
        "<li><b>Knights and kings</b> are not affected: the knight leaps as ever, and the king moves one square "
        "anyway.</li>\n"
        "<li><b>The hia and the king.</b> \"Bodyguards … do not give check\" (Pritchard). A hia never attacks a king: "
        "it cannot take one, and a king may stand next to it or take it {choice}. Check is read with the zones: a "
        "rook whose line to the king enters an enemy hia's zone first gives no check, and a unit standing in a zone "
        "attacks only the squares next to it.</li>\n"
        "<li><b>Pawns.</b> From its first square a pawn may advance one, two or three squares over empty squares "
        "(Wikipedia). After a step of two or three squares an enemy pawn may take it en passant on any square it "
        "passed, as in the Kaiserspiel {choice}.</li>\n"
        "<li><b>Promotion.</b> A pawn reaching the last rank becomes a queen, compulsorily (Wikipedia).</li>\n"
        "<li><b>No castling</b> (Wikipedia).</li>\n"
        "</ul>",
    "hiashatar.stalemate": "the game is a <b>draw</b> {choice}",
    "hiashatar.stalemate-note": "The sources do not say; Kabir draws it, as chess does.",
    "hiashatar.results":
        "<li><b>No special mates.</b> The sources say nothing of Shatar's rules about the mating piece or a bare "
        "king; Kabir plays none of them {choice}.</li>\n",
    "hiashatar.disagree":
        "<li><b>Whose hias hamper.</b> Pritchard lets a hia hold friendly and hostile units alike to one-square "
        "moves; Carrillo lets it act on enemy units only. The option <i>Hia zones</i> offers both; Pritchard's is "
        "the default.</li>\n"
        "<li><b>The hia's move.</b> Pritchard writes that bodyguards \"move two squares in any direction\"; Wikipedia "
        "and Carrillo let them move one or two squares. Kabir reads Pritchard so {choice}.</li>\n"
        "<li><b>The array.</b> In Carrillo's array \"the Queen always starts to the right of the King\", so Black's "
        "queen stands on e10 and his king on f10. The option <i>Array</i> offers it.</li>\n"
        "<li><b>The queen.</b> Wikipedia gives the queen the move of the chess queen; the option <i>Queen</i> gives it "
        "the move of Shatar's bers instead {choice}.</li>\n",
})
