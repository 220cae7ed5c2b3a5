# English texts of the pages of the games of Central Asia in Pritchard's chapter 29 (pages8.py),
# a block for each game.
TEXT = {}

# --- Shatar, Mongolian chess (Pritchard 2007, 29.5) ---------------------------------------------
TEXT.update({
    "shatar.subtitle": "<p><i>Shatar, the chess of Mongolia: a bers that moves as rook and ferz, a compulsory first "
                       "move, mates that must be prepared by a shak, no mate by a knight, and a bare king that draws "
                       "(Pritchard 2007, 29.5).</i></p>",
    "shatar.history":
        "<p><b>D. B. Pritchard (2007)</b>, <i>The Classified Encyclopedia of Chess Variants</i>, 29.5 \"Mongolian "
        "Chess\", describes shatar after <b>Kondratev (1931)</b>, with the \"supplementary rules\" that <b>Popova "
        "(1974)</b> reports. The men are those of European chess, but the queen is the <i>bers</i> (written J, as "
        "Fairy-Stockfish writes it), which \"moves as R+K\": a rook or one step diagonally. The names of the men are "
        "Mongolian: noyon (king), bers, terge (cart: the rook), teme (camel: the bishop), mori (horse: the knight) and "
        "fu or küü (the pawn).</p>\n"
        "<p>What makes the game its own is the ending: a check by bers, rook or knight is a <i>shak</i>, and a mate "
        "counts only if the checks that led to it included a shak — otherwise it is <i>Niol</i>, a draw. A knight may "
        "not give mate, and a king left alone draws (<i>robado</i>). The modern game described by Wikipedia's article "
        "\"Shatar\" gives the bers the queen's move; the rules booklet of ancientchess.com gives the knight-mate rule "
        "as a draw; Fairy-Stockfish plays the game as <code>shatar</code>. Where they differ the options below choose.</p>",
    "shatar.board": "<p>An uncheckered 8x8 board, as Mongolian boards are drawn. Kings and berses stand on the same "
                    "files (the option <i>Array</i> offers the other arrangements Pritchard names). White moves "
                    "first, and each side's first move is compulsory (below).</p>",
    "shatar.caption": "White a1–h1 R N B J K B N R, pawns a2–h2; Black a8–h8 r n b j k b n r, pawns a7–h7: each bers "
                      "on the d-file, each king on the e-file.",
    "shatar.bers": "<b>Bers</b> (J) — Betza <code>RF</code>. Any number of empty squares along a rank or file, or one "
                   "square diagonally (Pritchard: \"the Q moves as R+K\"). With the option <i>Bers</i> = queen it moves "
                   "as the European queen.",
    "shatar.pawn": "<b>Pawn</b> (P) — Betza <code>fmWfcF</code>. One square forward, captures one square diagonally "
                   "forward. Only the compulsory first move of its side is a double step (the upper ○); no en passant.",
    "shatar.amazon": "<b>Amazon</b> (A) — Betza <code>QN</code>. Popova's rules only: a knight that has made its first "
                     "move moves as queen and knight for the rest of the game.",
    "shatar.rook-knight": "<b>Rook-knight</b> (C) — Betza <code>RN</code>. Popova's rules only: a rook that has "
                          "reached the last rank moves as rook and knight for the rest of the game.",
    "shatar.rules":
        "<ul>\n"
        "<li><b>The compulsory opening.</b> Each side's first move is the double step of its queen's pawn, the pawn "
        "in front of its bers: 1. d4 d5 (Pritchard; Wikipedia). These are real moves, recorded in the game {choice}; "
        "Fairy-Stockfish starts its games after them. No other pawn ever steps two squares. The option <i>Opening "
        "move</i> allows the king's pawn's double step instead (\"in some parts\", Pritchard).</li>\n"
        "<li><b>No castling and no en passant</b> (Pritchard).</li>\n"
        "<li><b>Promotion.</b> A pawn that reaches the last rank becomes a bers, however many berses its side has; it "
        "must promote (Wikipedia; Fairy-Stockfish; Pritchard is silent). The \"old rules\" Wikipedia mentions, a pawn "
        "promoted to a weaker piece or stepping back first, are not played.</li>\n"
        "<li><b>Popova's rules</b> (option <i>Popova's rules</i>): a knight that has completed its first move becomes "
        "an amazon (queen and knight); a rook that reaches the last rank gains the knight's move. Both keep their new "
        "powers for the rest of the game. A move that changes a piece is written as a promotion: "
        "<code>Nf3=A</code>, <code>Ra8=C</code>.</li>\n"
        "</ul>",
    "shatar.stalemate": "the game is a <b>draw</b> {choice} (Pritchard is silent; Fairy-Stockfish scores it so)",
    "shatar.results":
        "<li><b>Niol.</b> A check by the bers, a rook or a knight is a <i>shak</i>; a check by a bishop a <i>tuk</i>, "
        "by a pawn a <i>tsod</i>. A checkmate wins only if the mating move, or one of the moves of the unbroken series "
        "of checks by the mating side that ends with it, was a shak. Otherwise the game is drawn (result kind <i>Niol "
        "draw</i>). The series is followed back move by move of the mating side, as long as each of them gave check "
        "(Pritchard; Fairy-Stockfish); in a game set up from a position it ends where the record begins.</li>\n"
        "<li><b>Knight mate.</b> \"A knight cannot mate\" (Pritchard): a checkmate in which every checking man is a "
        "knight is a draw (result kind <i>knight mate</i>). The option <i>Mate by a knight</i> makes it a loss for "
        "the mating side, as Fairy-Stockfish scores it, or an ordinary mate (\"ignored in some parts\"). With Popova's "
        "rules only a knight that has not moved is concerned; a knight mating with its first move is an amazon by then "
        "{choice}.</li>\n"
        "<li><b>Robado.</b> \"Bare king is a draw\" (Pritchard): when either side has nothing left but its king, the "
        "game is drawn at once (result kind <i>bare king</i>), even if the same move gave mate.</li>\n",
    "shatar.disagree":
        "<li><b>The bers.</b> Pritchard's bers moves as rook and ferz; Wikipedia's modern game gives it the queen's "
        "move. The option <i>Bers</i> offers both.</li>\n"
        "<li><b>The array.</b> Pritchard: \"kings always on same file\", but \"positions of K and Q may be reversed\", "
        "and elsewhere \"the Ks face the Qs\". The option <i>Array</i> offers all three.</li>\n"
        "<li><b>The knight's mate.</b> A draw by the ancientchess.com booklet, a loss for the mating side in "
        "Fairy-Stockfish, allowed \"in some parts\" (Pritchard) and in the modern game; an option.</li>\n"
        "<li><b>Stalemate</b> is not described by Pritchard; Kabir scores it a draw, as Fairy-Stockfish does "
        "{choice}.</li>\n",
})

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
