# The English texts of the pages of the games of South-East Asia in Pritchard's chapter 29
# (pages7.py); text_en.py merges them into its TEXT. text_de_asia.py has the same keys in German.
TEXT = {
    # --- Makruk (Pritchard 2007, 29.3) ---------------------------------------------------------
    "makruk.subtitle": "<p><i>Thai chess, still played today: the old Indian moves of counsellor and elephant kept in "
                       "the met and the thon, pawns that start on the third rank, and a count that limits the moves "
                       "left to mate (Pritchard 2007, 29.3).</i></p>",
    "makruk.history":
        "<p>\"Makruk is the national chess of Thailand\", writes <b>D. B. Pritchard (2007)</b>, <i>The Classified "
        "Encyclopedia of Chess Variants</i>, 29.3, where the editor's note adds the rules of counting. The game keeps "
        "the moves of the old Indian pieces: the met (the counsellor, one step diagonally) and the thon or khon (the "
        "elephant, one step diagonally or straight forward). Pritchard does not write the array out; his remarks fix "
        "it: the pawns stand on the third rank, and the met \"goes to e3 (d6) via f2 (c7)\". Kabir sets it up as "
        "Fairy-Stockfish does, the kings on d1 and e8 facing the mets.</p>\n"
        "<p>Over the board the weaker side counts aloud when the end is near; Kabir counts for it automatically, "
        "starting and restarting the count exactly where Fairy-Stockfish does, so that games and positions compare "
        "{choice}.</p>",
    "makruk.board": "<p>An uncheckered 8x8 board. White moves first. The shaded squares are White's promotion "
                    "zone, its 6th to 8th ranks.</p>",
    "makruk.caption": "White a1–h1 R N S K M S N R, pawns a3–h3; Black a8–h8 r n s m k s n r, pawns a6–h6. "
                      "Shaded: White's promotion zone.",
    "makruk.king": "<b>King</b> (K), <i>khun</i> — Betza <code>K</code>. One step in any direction. No castling.",
    "makruk.met": "<b>Met</b> (M), the counsellor — Betza <code>F</code>. One square diagonally.",
    "makruk.thon": "<b>Thon</b> (S), also <i>khon</i> — Betza <code>FfW</code>. One square diagonally, or one "
                   "square straight forward (●).",
    "makruk.horse": "<b>Horse</b> (N), <i>ma</i> — Betza <code>N</code>. The knight's leap.",
    "makruk.rua": "<b>Rua</b> (R), the boat — Betza <code>R</code>. Any number of empty squares along a rank or file.",
    "makruk.pawn": "<b>Bia</b> (P), the pawn — Betza <code>fmWfcF</code>. One square forward, captures one square "
                   "diagonally forward. No double step, no en passant.",
    "makruk.rules":
        "<ul>\n"
        "<li><b>Promotion.</b> A pawn that reaches its 6th rank (White's rank 6, Black's rank 3) becomes a met at "
        "once, however many mets its side has (Pritchard: \"promotes on rank 6 and only to met\").</li>\n"
        "<li><b>No castling, no double step, no en passant.</b></li>\n"
        "<li><b>The count.</b> Once the material is low the stronger side must mate within a number of moves, or "
        "the game is drawn; the option <i>Counting</i> below chooses how. By default (the modern rules) nothing is "
        "counted while a pawn is on the board. <i>Board's honour</i>: once no pawn is left and neither side has only "
        "its king, the side to move counts 64 moves from 0. <i>Pieces' honour</i>: once a side is bare, it counts to "
        "the limit of the stronger side's material — 8 moves with two rooks, 16 with one, 22 with two thons, 32 with "
        "two horses, 44 with one thon, 64 otherwise — starting from the number of units on the board, both kings "
        "included (with rook, horse and king against a bare king the count starts at 4, so 12 moves remain). A bare "
        "king that takes the last pawn counts from that capture, one less. The window shows the count beside the "
        "board (\"Count: 4 of 16\") while it runs.</li>\n"
        "<li><b>Positions</b> write a running count as Fairy-Stockfish does: the limit in plies where the en passant "
        "square would stand, the plies counted in the halfmove field "
        "(<code>3k4/8/8/8/8/3R4/8/3NK3 b - 32 8 2</code>).</li>\n"
        "</ul>",
    "makruk.stalemate": "the game is a <b>draw</b>",
    "makruk.stalemate-note": " ",
    "makruk.results":
        "<li><b>Counting draw.</b> When the plies counted pass the limit and the side to move is not mated, the game "
        "is drawn (result kind <i>counting draw</i>). A mate on the last counted move still wins. The move rule is "
        "off by default: the count takes its place, as in Fairy-Stockfish.</li>\n",
    "makruk.disagree":
        "<li><b>The count's limits.</b> Pritchard's editor gives 2 rooks 8, 1 rook 16, 2 thons 22, 1 thon 44, 2 horses "
        "33 and 1 horse 66 moves, counted once one side has no rook, thon or horse, \"taking no account of mets\"; "
        "the modern rules count 32 moves for two horses and 64 for one, start from the number of units on the board "
        "and add the board's honour. The option <i>Counting</i> offers both; the modern rules are the default.</li>\n"
        "<li><b>Privilege moves.</b> Pritchard quotes Falkener's first-move leaps of king and met, which \"are unknown "
        "in the modern game\"; Kabir does not offer them yet.</li>\n",
}
