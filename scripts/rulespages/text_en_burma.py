# The English texts of the Sittuyin page (pages7.py); text_en.py merges them into its TEXT.
# text_de_burma.py has the same keys in German.
TEXT = {
    # --- Sittuyin (Pritchard 2007, 29.3) ----------------------------------------------------------
    "sittuyin.subtitle": "<p><i>Burmese chess: the pawns stand on the board at the start, the pieces are placed "
                         "behind them before the first move, and a pawn on the great diagonals may become a general "
                         "(Pritchard 2007, 29.3).</i></p>",
    "sittuyin.history":
        "<p><b>D. B. Pritchard (2007)</b>, <i>The Classified Encyclopedia of Chess Variants</i>, 29.3 \"Burmese "
        "Chess\", gives the rules \"taken from\" <b>Shwei-gyin U Bha</b>, <i>Burmese Chess Guide</i> (c. 1924), the "
        "account of a Burmese player. The earlier European accounts — among them Falkener's (1892), and those Murray "
        "(1913) summarises — have the players place their pieces alternately; Pritchard remarks that their fixed "
        "arrangements were probably \"favourite arrangements of their native informers\". Kabir plays U Bha's rules by "
        "default. The rules played in Myanmar today, as Fairy-Stockfish implements them, are options, so that games and "
        "positions compare with it.</p>",
    "sittuyin.board": "<p>An uncheckered 8x8 board with its two great diagonals: each side's promotion squares are "
                      "the squares of the diagonals in the opponent's half. Red (written as White) moves first. The "
                      "pawns start on the board; every other man starts in hand, beside the board, and is placed "
                      "before the first move.</p>",
    "sittuyin.caption": "Red pawns a3–d3, e4–h4; Black pawns a5–d5, e6–h6; the pieces in hand. Tinted: the great "
                        "diagonals.",
    "sittuyin.king": "<b>King</b> (K), <i>min-gyi</i> — Betza <code>K</code>. One step in any direction.",
    "sittuyin.general": "<b>General</b> (F), <i>sit-ke</i> — Betza <code>F</code>. One square diagonally.",
    "sittuyin.elephant": "<b>Elephant</b> (S), <i>sin</i> — Betza <code>FfW</code>. One square diagonally, or one "
                         "square straight forward (●).",
    "sittuyin.horse": "<b>Horse</b> (N), <i>myin</i> — Betza <code>N</code>. The knight's leap.",
    "sittuyin.chariot": "<b>Chariot</b> (R), <i>yattah</i> — Betza <code>R</code>. Any number of empty squares along "
                        "a rank or file.",
    "sittuyin.pawn": "<b>Soldier</b> (P), <i>ne</i> — Betza <code>fmWfcF</code>. One square forward, captures one "
                     "square diagonally forward. No double step, no en passant.",
    "sittuyin.rules":
        "<ul>\n"
        "<li><b>The set-up</b> (U Bha, option <i>Set-up</i>). Red places all eight of its pieces, one per move, while "
        "Black waits; then Black places its eight; then Red makes the first move on the board. A piece goes on an "
        "empty square behind the own pawns: Red's first and second ranks and e3–h3, Black's seventh and eighth ranks "
        "and a6–d6. The placements are moves of the game: they are recorded (<code>R@a1</code>) and counted. To place "
        "a piece in the window, click it beside the board, then a square; the squares it may go to are shown, and the "
        "status bar says how many pieces are left to place. With the option <i>Set-up</i> the players place one "
        "piece each in turn, Red first, as the earlier accounts and the modern rules have it.</li>\n"
        "<li><b>Pawn displacement</b> (option <i>Pawn displacement</i>). \"It is permissible to replace a pawn with a "
        "piece and to redeploy the pawn on a vacant square in one's territory\": in U Bha's set-up a piece may also be "
        "placed on one of the player's own pawns, which in the same move goes to any empty square of his half (ranks "
        "1–4 for Red, 5–8 for Black) {choice}. It is written <code>R@c3,P@d4</code>; in the window, place the piece "
        "on the pawn, then click where the pawn goes.</li>\n"
        "<li><b>Black's chariots</b> (option <i>Black's chariots</i>). \"Black may not put a rook on the file on which the "
        "red king stands, nor may he enter both rooks on the same file if Red objects\": Kabir lets Red always object "
        "{choice}.</li>\n"
        "<li><b>Promotion</b> (option <i>Promotion</i>). A soldier that began its turn on one of its promotion squares "
        "may, as that turn's move, become a general where it stands, or step one square diagonally in any direction "
        "to an empty square, or onto an enemy unit other than the general, which it takes, and become a general "
        "there. It may do so only while its side has no general on the board, and the promotion may not give check. "
        "A soldier that leaves its promotion square without promoting can promote no more; promotion is never "
        "compulsory. The promotion in place is written <code>@d5=F</code>, with the step <code>@d5=F&gt;c4</code>, "
        "taking <code>@d5=F&gt;xe6</code>.</li>\n"
        "<li><b>No castling, no double step, no en passant.</b></li>\n"
        "<li><b>The count</b> (option <i>Counting</i>). When one side has only its king and no pawn is left on the "
        "board, the other must mate within a number of its own moves, counted from the move after the king was bared: "
        "16 with a chariot (U Bha), 44 with an elephant, 64 with a horse, and no count with generals only {choice}. If "
        "the bare king then stands in a corner block of four squares or on the four centre squares, its first four "
        "moves are not counted (U Bha: \"5 moves in 4 squares … the counting does not start until the defender's 5th "
        "move\"). The window shows the count beside the board while it runs.</li>\n"
        "</ul>",
    "sittuyin.stalemate": "there is <b>no stalemate</b>: a move that would leave the opponent without a legal move "
                          "is illegal, unless every move would (U Bha: \"a player must allow his opponent a move\")",
    "sittuyin.stalemate-options": "The option <i>Stalemate</i> below makes stalemate a draw instead, as in the modern "
                                  "rules.",
    "sittuyin.results":
        "<li><b>Counting draw.</b> When the count runs out and the side to move is not mated, the game is drawn "
        "(result kind <i>counting draw</i>).</li>\n"
        "<li><b>Check</b> must be announced over the board (Pritchard); the program marks every check.</li>\n",
    "sittuyin.disagree":
        "<li><b>The set-up.</b> U Bha has each side place all its pieces in turn; \"all previous accounts\" and the "
        "modern rules let the players place alternately. The option <i>Set-up</i> offers both. The modern rules also "
        "put the chariots on the first rank only (option <i>Chariots on the first rank</i>) and know no restriction on "
        "Black's chariots and no pawn displacement.</li>\n"
        "<li><b>Where a displaced pawn may go.</b> U Bha says \"a vacant square in one's territory\"; Kabir reads it as "
        "any empty square of the player's half {choice}.</li>\n"
        "<li><b>Promotion.</b> In the modern rules the diagonal step may not capture, the new general may not attack "
        "any enemy unit, and a player's last pawn may promote on any square; option <i>Promotion</i>. In Falkener's "
        "version \"pawns are promoted to rooks\": the option <i>Promotion piece</i> plays it, on the same squares and at "
        "the same times, however many chariots the side has {choice}.</li>\n"
        "<li><b>The count.</b> U Bha gives the 16 moves with a chariot; the limits without one are those of the modern "
        "(ASEAN) rules as Fairy-Stockfish counts them {choice}. The option <i>Counting</i> plays the ASEAN count, "
        "without the four moves' delay.</li>\n"
        "<li><b>Stalemate.</b> U Bha: \"there is no stalemate\"; the modern rules make it a draw.</li>\n",

    # --- The 1920 Burmese version (Pritchard 2007, 29.3) --------------------------------------------
    "burmese1920.subtitle": "<p><i>A Burmese game as a London newspaper reported it in 1920: Sittuyin's men, all set up "
                            "in one's own half, with general, elephant and chariot that move far but capture only next "
                            "to them (Pritchard 2007, 29.3).</i></p>",
    "burmese1920.history":
        "<p><b>D. B. Pritchard (2007)</b>, <i>The Classified Encyclopedia of Chess Variants</i>, 29.3, ends his account "
        "of Burmese chess with \"a bastard version\" printed in the <i>Chess Amateur</i> of April 1920, reprinted from "
        "<i>The Times</i>: all sixteen men are set up anywhere in the player's own half, the general moves as a queen "
        "and the elephant as a bishop, but \"captures by Q, R and B are on adjacent squares only\"; there is no "
        "stalemate, and a pawn promotes on reaching the diagonal. That is all that is known of it. Kabir offers it "
        "for completeness; every rule the report leaves open is marked below as Kabir's choice.</p>",
    "burmese1920.board": "<p>Sittuyin's uncheckered 8x8 board with its two great diagonals: each side's promotion "
                         "squares are the squares of the diagonals in the opponent's half. Red (written as White) moves "
                         "first. Every man starts in hand, beside the board.</p>",
    "burmese1920.caption": "The empty board: both sides hold all sixteen men in hand. Tinted: the great diagonals.",
    "burmese1920.general": "<b>General</b> (F) — Betza <code>mQcK</code>. Moves as a queen; captures only on an "
                           "adjacent square (●).",
    "burmese1920.elephant": "<b>Elephant</b> (S) — Betza <code>mBcF</code>. Moves as a bishop; captures only one square "
                            "diagonally (●).",
    "burmese1920.chariot": "<b>Chariot</b> (R) — Betza <code>mRcW</code>. Moves as a rook; captures only one square "
                           "straight (●).",
    "burmese1920.rules":
        "<ul>\n"
        "<li><b>The set-up.</b> Red places all sixteen of its men, one per move, anywhere on the empty squares of its "
        "half (ranks 1–4), then Black all of its own in its half (ranks 5–8); then Red makes the first move on the "
        "board. A soldier is never placed on the player's first rank {choice}, and the order is U Bha's for Sittuyin "
        "{choice}. The placements are moves of the game (<code>F@g1</code>).</li>\n"
        "<li><b>Captures next to them.</b> A far-moving general, elephant or chariot gives check and takes only on an "
        "adjacent square; beyond it, it only moves.</li>\n"
        "<li><b>Promotion.</b> A soldier that reaches a square of its promotion diagonal (d5–a8 or e5–h8 for Red, "
        "d4–a1 or e4–h1 for Black) becomes a general at once, however many generals its side has {choice}. Elsewhere "
        "on the last rank it stays a soldier.</li>\n"
        "<li><b>No count</b> {choice}, no castling, no double step, no en passant.</li>\n"
        "</ul>",
    "burmese1920.results": "",
    "burmese1920.disagree":
        "<li><b>Almost everything.</b> The report names the set-up in the own half, the new moves, the missing stalemate "
        "and the promotion on the diagonal, and no more. The order of placement, the soldiers kept off the first rank, "
        "the piece a soldier becomes and the absence of a count are Kabir's choices, taken from Sittuyin.</li>\n",
}
