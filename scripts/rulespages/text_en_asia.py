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
        "in the modern game\", and Murray's narrower form. The option <i>Privilege moves</i> offers both (Kabir's "
        "choice: the leaps never capture and are never made in check); the default, as today, is none.</li>\n",

    # --- Cambodian chess (Pritchard 2007, 29.3) -----------------------------------------------
    "cambodian.subtitle": "<p><i>Ouk Chatrang, the chess of Cambodia: Makruk's men and array, with a first-move leap "
                          "for the king and for the met, and a count of its own (Pritchard 2007, 29.3).</i></p>",
    "cambodian.history":
        "<p><b>D. B. Pritchard (2007)</b>, <i>The Classified Encyclopedia of Chess Variants</i>, 29.3, calls Cambodian "
        "chess \"essentially makruk with two privilege moves\": the unmoved king may leap like a knight, the unmoved "
        "met two squares forward, \"though not to capture\"; the counting rules differ \"in detail\". Kabir plays the "
        "details as Fairy-Stockfish does after its correction from a Cambodian rules document (its change #514): the "
        "king's leap goes sideways onto its second rank, and the king loses it when an enemy rook aims at it. The count "
        "is Fairy-Stockfish's Cambodian count, so that games and positions compare {choice}.</p>",
    "cambodian.board": "<p>An uncheckered 8x8 board with Makruk's array. White moves first. The shaded squares are "
                       "White's promotion zone, its 6th to 8th ranks.</p>",
    "cambodian.king": "<b>King</b> (K) — Betza <code>K</code>. One step in any direction. <span style=\"color: "
                      "#1040c0;\"><b>◆</b></span> Its first move may be a knight's leap sideways onto its second rank "
                      "(d1–b2, d1–f2; e8–c7, e8–g7): to an empty square only, never while in check.",
    "cambodian.met": "<b>Met</b> (M), the counsellor — Betza <code>F</code>. One square diagonally. <span style=\"color: "
                     "#1040c0;\"><b>◆</b></span> Its first move may be a leap two squares straight forward (e1–e3, "
                     "d8–d6), over a piece or not, to an empty square only.",
    "cambodian.rules":
        "<ul>\n"
        "<li><b>First moves.</b> The king's and the met's leaps are rights of the unmoved pieces: a right is gone once "
        "its piece has moved, or has been taken. By default (option <i>Rook's aim</i>) the king also loses its leap "
        "when an enemy rook moves onto its rank or file, whatever stands between (Fairy-Stockfish, after the "
        "Cambodian rules). Positions write the rights as Fairy-Stockfish does, as the files of the unmoved king and met "
        "in the castling field: <code>DEde</code> at the start.</li>\n"
        "<li><b>Promotion</b> as in Makruk: a pawn that reaches its 6th rank becomes a met at once.</li>\n"
        "<li><b>No castling, no double step, no en passant.</b></li>\n"
        "<li><b>The count.</b> By default (option <i>Counting</i>) the Cambodian count: a side of two or three units, "
        "pawns included, counts 63 moves from 0 against an opponent that is not bare (the board's honour), even while "
        "pawns are on the board. Once a side is bare and no pawn is left, it counts to the limit of the stronger side's "
        "material — 7 moves with two rooks, 15 with one, 21 with two thons, 31 with two horses, 43 with one thon, 63 "
        "otherwise — starting from the number of units on the board (the pieces' honour). The window shows the count "
        "beside the board while it runs.</li>\n"
        "{extra}"
        "</ul>",
    "cambodian.rules-extra": "",
    "cambodian.results":
        "<li><b>Counting draw.</b> When the plies counted pass the limit and the side to move is not mated, the game "
        "is drawn (result kind <i>counting draw</i>). The move rule is off by default: the count takes its place.</li>\n",
    "cambodian.disagree":
        "<li><b>The king's leap.</b> Pritchard gives the king a knight's leap without saying where to; Kabir follows the "
        "Cambodian rules as Fairy-Stockfish plays them (sideways onto the second rank, lost to a rook's aim). The option "
        "<i>Rook's aim</i> turns the rook's aim off, as Pritchard is silent on it.</li>\n"
        "<li><b>The count.</b> Pritchard says only that it differs from Makruk's \"in detail\"; the option "
        "<i>Counting</i> also offers Makruk's modern count and the limits of Pritchard's editor.</li>\n",

    # --- Ka Ok (Pritchard 2007, 29.3) -----------------------------------------------------------
    "karouk.subtitle": "<p><i>Ka Ok: Cambodian chess in which the first player to give check wins (Pritchard 2007, "
                       "29.3).</i></p>",
    "karouk.history":
        "<p><b>D. B. Pritchard (2007)</b>, <i>The Classified Encyclopedia of Chess Variants</i>, 29.3, describes Ka Ok as "
        "a Cambodian game in which \"the first player to give check wins\". Everything else is Cambodian chess, as "
        "Kabir plays it (its own page); Fairy-Stockfish plays the same rules as <i>karouk</i>, so that positions compare "
        "{choice}.</p>",
    "karouk.rules-extra":
        "<li><b>The first check wins.</b> A move that gives check ends the game at once, a win for the side that gave "
        "it (result kind <i>first check</i>). Positions carry the checks each side has still to give after the en "
        "passant field, as Fairy-Stockfish writes them: <code>1+1</code>.</li>\n",
    "karouk.results":
        "<li><b>The first check.</b> Giving check wins at once, before any mate.</li>\n"
        "<li><b>Counting draw.</b> As in Cambodian chess.</li>\n",
    "karouk.disagree":
        "<li><b>Sources.</b> Pritchard gives the one rule; the rest follows Cambodian chess as Fairy-Stockfish plays "
        "Ka Ok. The options are those of Cambodian chess.</li>\n",

    # --- Hill's Cambodian game (Pritchard 2007, 29.3, editor's note) ----------------------------
    "hill.subtitle": "<p><i>A Cambodian game known from one informant only, reported in a letter of 1975: nine fish a "
                     "side on the points of the board, turned over once they cross the centre line. Pritchard's "
                     "editor doubts that it was ever played (Pritchard 2007, 29.3, editor's note).</i></p>",
    "hill.history":
        "<p><b>A warning first.</b> These rules rest on a single informant. <b>D. B. Pritchard (2007)</b>, <i>The "
        "Classified Encyclopedia of Chess Variants</i>, 29.3, removed the game from the main entry on Cambodian chess; "
        "the editor, J. Beasley, quotes its only source in a note and judges that \"the authority for its existence "
        "appears to reduce to a single informant whose statements are at variance with all other known testimony\". "
        "Kabir offers the game as that note describes it, for study, not as a game known to have been played.</p>\n"
        "<p>The source is a typed letter from John Gollon to Philip Cohen of 25 February 1975. A U.S. "
        "serviceman serving as an interrogator in Saigon — the name \"P. A. Hill\" is added in manuscript — had sent "
        "Gollon in 1969 the rules of a game he had heard of from a Cambodian-born guerrilla officer he was questioning. The "
        "pieces, the informant said, \"are little statues except for the fish, which are irregular disks marked "
        "differently on either side\", so that a fish that has crossed the centre line can be turned over. \"He did "
        "not know the bare king nor stalemate rules\", and he \"later expressed some concern that he may have been "
        "mistaken in some details\". Gollon saw in the game a link between chaturanga and Chinese chess.</p>\n"
        "<p>The editor found no confirmation: Ellinghoven (2003), a study of chess in Cambodia with photographs, "
        "describes the makruk game at length and this game not at all. Where the letter is silent — how the fish "
        "captures, Black's array, who moves first, stalemate, the bare king — the rules below are Kabir's choices, "
        "marked as such.</p>",
    "hill.board": "<p>\"The game is played on the points of a [sic] eight by eight, uncheckered board\": its 9x9 "
                  "intersections. Kabir draws each point as a square of an uncheckered 9x9 board, a1 to i9 {choice}; "
                  "moving from point to point is moving from square to square. White moves first {choice}. The "
                  "shaded squares are beyond the centre line for White (its ranks 6 to 9): a white fish that "
                  "arrives there is flipped.</p>",
    "hill.caption": "White a1–i1 R N E O K O E N R, fish a4–i4; Black a9–i9 r n e o k o e n r, fish a6–i6. "
                    "Shaded: beyond the centre line for White.",
    "hill.king": "<b>King</b> (K), <i>chhwie</i> — Betza <code>K</code>. \"As the standard king\": one step in any "
                 "direction. No castling.",
    "hill.official": "<b>Official</b> (O), <i>ta hien</i> — Betza <code>mFcfF</code>. \"One square at a time "
                     "diagonally, but captures only forward diagonally\": it steps to all four diagonal squares (○ "
                     "backwards, without capturing) and captures only on the two forward ones (●).",
    "hill.elephant": "<b>Elephant</b> (E), <i>tam mai</i> — Betza <code>mKcfsWcfF</code>. \"One square at a time in "
                     "any direction (like king) but may not capture straight backward nor diagonally backward\": it "
                     "captures forward, diagonally forward and sideways (●); its three backward steps go to empty "
                     "squares only (○).",
    "hill.horse": "<b>Horse</b> (N), <i>sheh</i> — Betza <code>N</code>. \"As the standard knight\".",
    "hill.boat": "<b>Boat</b> (R), <i>tuk</i> — Betza <code>R</code>. \"As the rook\": any number of empty squares "
                 "along a rank or file.",
    "hill.fish": "<b>Fish</b> (P), <i>trei</i> — Betza <code>fW</code>. \"One square at a time forward\". The letter "
                 "does not say how it captures; Kabir lets it capture as it moves, one square straight forward "
                 "{choice}. No double step, no en passant.",
    "hill.flipped": "<b>Flipped fish</b> (G) — Betza <code>K</code>. A fish that has crossed the centre line is "
                    "flipped over \"and can move as a king anywhere on the board\": one step in any direction, "
                    "backwards too, capturing as it moves. It is not royal: it may be captured, and it never is in "
                    "check.",
    "hill.rules":
        "<ul>\n"
        "<li><b>The array.</b> The letter gives White's: boats a1 and i1, horses b1 and h1, elephants c1 and g1, "
        "officials d1 and f1, the king e1, the fish filling the fourth rank. Black's men stand opposite on the same "
        "files, the king on e9 facing White's, the fish on the sixth rank {choice}.</li>\n"
        "<li><b>Flipping the fish.</b> The fish \"moves one square at a time forward until it crosses the center line "
        "(on its second move), at which point the piece is flipped over\". A fish that arrives beyond the centre line "
        "— on White's rank 6, Black's rank 4, by a move or a capture — becomes a flipped fish at once, however many "
        "its side has (written <code>e6=G</code>). It stays flipped wherever it goes afterwards.</li>\n"
        "<li><b>No castling, no double step, no en passant.</b> The letter names none of them.</li>\n"
        "</ul>",
    "hill.stalemate": "the game is a <b>draw</b> {choice}",
    "hill.stalemate-note": "The informant \"did not know the bare king nor stalemate rules\"; Kabir counts stalemate "
                           "as a draw, as in makruk and in European chess.",
    "hill.results":
        "<li><b>Bare king.</b> No rule: a king left alone plays on, and only mate, stalemate and the draws below end "
        "the game {choice}.</li>\n",
    "hill.disagree":
        "<li><b>The source itself.</b> Everything on this page goes back to one informant, questioned in wartime and "
        "reported at second hand, who later feared he had been mistaken in some details. No other account of "
        "Cambodian chess mentions the game; Pritchard's editor removed it from the main entry for that reason.</li>\n"
        "<li><b>The board.</b> \"The points of a [sic] eight by eight, uncheckered board\" gives 81 points, nine to a line, "
        "and nine fish fill a line of them. Kabir takes the points as the squares of a 9x9 board {choice}.</li>\n"
        "<li><b>Readings of the letter.</b> The fish's capture, Black's array, who moves first and stalemate are not "
        "in the letter and are Kabir's choices, marked above. Kabir reads the elephant's \"may not capture straight "
        "backward nor diagonally backward\" as allowing sideways captures, and the flipped fish's \"move as a king\" "
        "as moving and capturing like a king without being royal.</li>\n",

    # --- Malay chess, Main Chator (Pritchard 2007, 29.4) ----------------------------------------
    "malay.subtitle": "<p><i>Main Chator, the chess of the Malay Peninsula: the men of European chess, a king that may "
                      "leap on its first move, pawns that walk back before they promote, and a bare king that moves "
                      "as queen and knight (Pritchard 2007, 29.4).</i></p>",
    "malay.history":
        "<p><b>D. B. Pritchard (2007)</b>, <i>The Classified Encyclopedia of Chess Variants</i>, 29.4, describes Malay "
        "chess after <b>Skeat (1900)</b> and <b>Robinson (1904)</b>: the men of European chess in the standard array, "
        "\"except that Q stands on right of K\", and a few rules of its own — the king's first leap, promotion only "
        "on the corner files, the other pawns first walking back, and a bare king with the powers of queen and "
        "knight. Pritchard adds that en passant \"suffered from a diversity of rules\" and that Skeat knew the king's "
        "leap \"but over one square only\".</p>\n"
        "<p>By default Kabir plays the rules as Robinson reports them. Where Pritchard gives no numbers, they come from the Ludii "
        "game \"Main Chator (Selangor)\", which reads Robinson: how many steps back a pawn makes on each file, and the "
        "choice of piece at the end of them (an option). The rules Ludii reads in <b>Brooke (1849)</b> differ; the option "
        "<i>Rule set</i> offers them too (below).</p>",
    "malay.board": "<p>An uncheckered 8x8 board with its two long diagonals drawn on it, as Pritchard describes it; the "
                   "diagonals only decorate the board. White moves first.</p>",
    "malay.caption": "White a1–h1 R N B K Q B N R, pawns a2–h2; Black a8–h8 r n b q k b n r, pawns a7–h7: each king "
                     "faces the other side's queen. Shaded: the long diagonals.",
    "malay.king": "<b>King</b> (K) — Betza <code>K</code>, and as its first move <code>mDmAmN</code>. One step in any "
                  "direction. <b>The king's privilege</b>: while it has never moved and never been in check, it may "
                  "instead leap to any square two squares away (◆) — two squares straight or diagonally, over "
                  "anything, or a knight's leap — but only to an empty square (Pritchard: \"the king had the right to "
                  "move two squares (as Q or N) initially if he had not been checked\").",
    "malay.pawn": "<b>Pawn</b> (P) — Betza <code>fmWfcF</code>. One square forward, two from its first square, and "
                  "captures one square diagonally forward; en passant as in European chess {choice}. What becomes "
                  "of it on the last rank is told below.",
    "malay.returning": "<b>Returning pawn 3</b> (X), <b>Returning pawn 2</b> (Y), <b>Returning pawn 1</b> (Z) — "
                       "Betza <code>mbF</code>. A pawn that reached the last rank "
                       "off the a- and h-files: one step diagonally backwards (○) to an empty square per move. X has "
                       "three steps still to make, Y two, Z one; each step turns it into the next, the last into a "
                       "queen. It captures nothing and attacks nothing {choice}. The picture shows one chevron for "
                       "each step left.",
    "malay.turning": "<b>Turning pawn 2</b> (U), <b>Turning pawn 1</b> (V) — Betza <code>msW</code>, then "
                     "<code>msWmbF</code>. Brooke's rules only: a pawn that reached the last rank off the a- and "
                     "h-files first steps one square sideways along it (U), then one square sideways or diagonally "
                     "backwards (V), to empty squares, and becomes a queen.",
    "malay.bare": "<b>Bare king</b> (J) — Betza <code>QN</code>. A king left without any other unit moves and captures "
                  "as a queen or a knight (Pritchard, citing Robinson). It is still the king, written K in positions and moves; the letter J names it only in the "
                  "program's tables of pieces.",
    "malay.rules":
        "<ul>\n"
        "<li><b>The king's privilege.</b> The leap is a first move: any move of the king and <i>any</i> check to "
        "it take it away for good, however the check is answered; it is never made in "
        "check. Positions keep the right in the castling field, by the king's file, as Fairy-Stockfish writes such "
        "rights: <code>De</code> at the start.</li>\n"
        "<li><b>Castling</b> \"took two moves, the R being moved first\": a rook moves next to the king by an "
        "ordinary move, and the king then leaps two squares sideways over it. There is no castling move of its own.</li>\n"
        "<li><b>Promotion on the a- and h-files.</b> A pawn that reaches the last rank on the a- or h-file becomes "
        "a queen at once.</li>\n"
        "<li><b>Returning pawns.</b> On any other file it \"then had to make one or more moves backwards before "
        "promoting\": it becomes a returning pawn that must make diagonal steps backwards, one per move, to empty "
        "squares — one from the b- and g-files, two from the c- and f-files, three from the d- and e-files — and "
        "becomes a queen on completing the last (the numbers as Ludii reads Robinson). Its steps are written without "
        "a mark (<code>Xc7</code>, <code>Yd6</code>), the last with the queen (<code>Zc5=Q</code>). A returning pawn "
        "whose way back is blocked waits; it may be captured like any man.</li>\n"
        "<li><b>The bare king.</b> A king whose side has no other unit moves as queen and knight. Its new powers "
        "count at once: a capture that leaves the enemy king bare may not leave one's own king where the bare king "
        "now reaches {choice}. A king left bare has no leap any more: its queen's and knight's moves reach every "
        "square the leap did, but no longer over other men, as Ludii reads Robinson {choice}.</li>\n"
        "<li><b>Brooke's rules</b> (option <i>Rule set</i>, as Ludii's \"Main Chator\" reads Brooke (1849)): the "
        "king may leap — two squares in any direction or as a knight, capturing too, as Ludii has it {choice} — only in "
        "answer to its first check, if it has not moved before; whatever answers that check ends the right. A pawn "
        "promotes on the a- and h-files at once, elsewhere after two further moves as a turning pawn (U, then V). "
        "The bare king has no powers of its own. Positions write the kings that still hold the leap as "
        "<code>leap:Kk</code> (left out while both do).</li>\n"
        "</ul>",
    "malay.stalemate": "the game is a <b>draw</b> {choice}",
    "malay.results": "<li><b>Bare king.</b> Not a result: the bare king plays on with its new powers.</li>\n",
    "malay.move-rule": " A pawn's arrival on the last rank restarts the count; the later steps of a returning or "
                       "turning pawn, its last step too, do not: it no longer moves as a pawn {choice}.",
    "malay.disagree":
        "<li><b>En passant.</b> Pritchard writes that it \"suffered from a diversity of rules\"; the narrower form "
        "Ludii reads in Robinson (only for a pawn blocked by an enemy pawn) is too vague to play, so Kabir keeps the "
        "European rule {choice}.</li>\n"
        "<li><b>The promoted piece.</b> Pritchard names the queen; Ludii lets the player choose any piece. The option "
        "<i>Promotion piece</i> offers a queen (the default) or a queen, rook, bishop or knight.</li>\n"
        "<li><b>The king's leap.</b> Skeat knew it \"but over one square only\"; Kabir plays Robinson's two squares. "
        "Ludii's reading of Robinson allows the knight's leap and the sideways leap only; Kabir follows Pritchard's "
        "\"two squares (as Q or N)\" in every direction.</li>\n"
        "<li><b>Brooke's rules.</b> Ludii's \"Main Chator\", after Brooke (1849), gives the king its leap only once it "
        "has first been checked, promotes off the corner files after a sideways step along the last rank and a "
        "sideways or diagonal step back, and knows no bare-king power; Kabir offers it as the rule set "
        "<i>Brooke (1849)</i>. Ludii makes the king's two-square move there a slide that needs the square between "
        "empty; Kabir makes it a leap, as Pritchard's king's leap {choice}.</li>\n",
}

# --- Batak chess (Pritchard 2007, 29.4) ----------------------------------------------------------
TEXT.update({
    "batak.subtitle": "<p><i>The chess of the Batak of Sumatra: European men on an uncheckered board, an unmoved king "
                      "that may leap, a promotion that steps back diagonally, pinned men without powers, and a "
                      "discovered mate that only draws (Pritchard 2007, 29.4).</i></p>",
    "batak.history":
        "<p><b>D. B. Pritchard (2007)</b>, <i>The Classified Encyclopedia of Chess Variants</i>, 29.4 \"Batak Chess\", "
        "describes \"the game as played by the Batak people of Sumatra\", after Oefele (1904), <i>Das Schachspiel der "
        "Bataker</i> (Pritchard names the author Armin van Oefele; the Ludii game descriptions write von Oefele). The "
        "men and their moves are those of European chess; the rules that differ are few and strange, and Pritchard "
        "gives each in a sentence. Two game descriptions of the Ludii project, <i>Main Chator (Batak)</i> and "
        "<i>Tepong</i>, both after Oefele 1904, pp. 34–35, read the same rules a second time and settle some points "
        "Pritchard leaves open. Pritchard adds that \"there is a small problem literature, problems being composed "
        "(often in twin form) as a challenge for stakes\".</p>",
    "batak.board": "<p>An 8x8 board, uncheckered. \"Kings stand on left of queens, otherwise standard array\" "
                   "(Pritchard): the white king on d1 faces the black queen on d8. White moves first.</p>",
    "batak.caption": "White a1–h1 R N B K Q B N R, pawns a2–h2; Black a8–h8 r n b q k b n r, pawns a7–h7.",
    "batak.king": "<b>King</b> (K) — Betza <code>K</code>. One step in any direction. While it has not moved it may "
                  "instead leap two squares in a straight line, diagonals included, or to a knight's square, over "
                  "anything (<span style=\"color: #1040c0;\">◆</span>); see <a href=\"#rules\">Rules</a>.",
    "batak.pawn": "<b>Pawn</b> (P) — Betza <code>fmWfcF</code>. One square straight forward, two from its first "
                  "square (the upper ○); captures one square diagonally forward; en passant. The king's pawn may "
                  "step two from its third rank too; see <a href=\"#rules\">Rules</a>.",
    "batak.rules":
        "<ul>\n"
        "<li><b>Pawns.</b> Every pawn may advance two squares from its first square, and may be taken en passant "
        "(Pritchard implies it when he says the king's pawn \"retains the two-square option\"; both Ludii "
        "descriptions give every pawn its double step). \"The KP, if it moves one square initially, retains the "
        "two-square option on its second move (e.p. possible)\" (Pritchard): White's d-pawn on d3 and Black's "
        "e-pawn on e6 may still advance two squares, and may be taken en passant. Only that pawn may, as the game's "
        "moves show, not one that came there by a capture; in a position set up without its moves, the pawn standing "
        "there may {choice}.</li>\n"
        "<li><b>The king's leap.</b> \"The K may leap two squares in any direction (including N move) but only if "
        "unmoved; thereafter normal\" (Pritchard). The leap may capture, and it needs only the ordinary legality: "
        "the king may leap out of check and over attacked squares, never onto one (Kabir's reading, as both Ludii "
        "descriptions) {choice}. A check does not take the leap away; the king's first move does. The leap gives no "
        "check: the squares the unmoved king could leap to do not count as attacked by it, and the enemy king may "
        "stand on them — as the gelong, which may capture too, gives none (\"if opponent's K is on d7, it is not in "
        "check\", Pritchard), and as Markov and Härtel (2020) read the Turkish king's leap (\"but not give check to "
        "the enemy K\") {choice}. The option "
        "<i>King's leap</i> leaves out the diagonal two-square leap, as Ludii's <i>Main Chator (Batak)</i> does "
        "(\"it cannot jump two squares diagonally\").</li>\n"
        "<li><b>Castling</b> is \"allowed but in two moves, not one\" (Pritchard): the rook moves next to the king "
        "by an ordinary move, and the unmoved king then leaps two squares over it, as Ludii describes it. It needs "
        "no rule of its own.</li>\n"
        "<li><b>Promotion and the gelong.</b> A pawn that reaches the last rank becomes a queen {choice} (\"promotion "
        "is complicated and can differ from region to region\", Pritchard). \"A pawn makes a single backward diagonal "
        "move as part of promotion, termed 'gelong'. If White has Pc7, he can play c8(Q) and then move to d7, "
        "capturing any Black man other than a K; however, if opponent's K is on d7, it is not in check (play is now "
        "c8(Q)+)\" (Pritchard). Kabir reads it as one move: the pawn moves or captures onto the last rank, becomes a "
        "queen and may step one square diagonally backwards, onto an empty square or taking any enemy man but the "
        "king; check and legality are judged after the whole move {choice}. It is written <code>c8=Q&gt;xd7</code> "
        "(<code>c7c8qd7</code>); on the board, click the pawn, the promotion square and then the square of the "
        "step, or anywhere else to let the queen stand. The option <i>Gelong</i> makes the step compulsory "
        "where it can be made, or leaves it out.</li>\n"
        "<li><b>Pinned men have no powers.</b> \"A pinned piece has no powers\" (Pritchard): a man pinned against its "
        "own king gives no check, and the enemy king may step onto the squares it attacks. Its own moves are "
        "unchanged: it still may not leave the line {choice}. A pin is read from the lines through the king, "
        "whether or not the pinning man is pinned itself {choice}.</li>\n"
        "</ul>",
    "batak.stalemate": "the game is a <b>draw</b> {choice}",
    "batak.stalemate-note": "Pritchard does not say; Ludii's <i>Main Chator (Batak)</i> draws it.",
    "batak.results":
        "<li><b>Discovered mate.</b> \"Discovered mate ('ares') is a draw!\" (Pritchard): a checkmate in which the man "
        "that has just moved does not give check is a draw (result kind <i>discovered mate</i>). A double check in "
        "which the moved man checks too is an ordinary mate {choice}.</li>\n"
        "<li><b>Tepong.</b> \"A handicap, known as 'tepong', requires a player to mate on one of the four central "
        "squares\" (Pritchard; Ludii's <i>Tepong</i>). With the option <i>Tepong</i>, the named player's checkmates "
        "count only with the mated king on d4, d5, e4 or e5; any other checkmate of his is a draw {choice} (result "
        "kind <i>mate outside the squares</i>).</li>\n",
    "batak.disagree":
        "<li><b>The king's diagonal leap.</b> Pritchard lets the unmoved king leap two squares \"in any direction\"; "
        "Ludii's <i>Main Chator (Batak)</i> says \"it cannot jump two squares diagonally\". The option <i>King's "
        "leap</i> offers both; Pritchard's is the default.</li>\n"
        "<li><b>The gelong.</b> Pritchard does not say whether the step back may be left out; Kabir makes it optional "
        "by default, and the option <i>Gelong</i> offers it compulsory or not at all.</li>\n"
        "<li><b>Promotion.</b> Regional rules differed; Kabir promotes to a queen only.</li>\n",
})
