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
