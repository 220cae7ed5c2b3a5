# The English texts of the pages of the Indian games of Pritchard's chapter 29 and of Tibetan
# chess (pages4.py, pages5.py, pages6.py); text_en.py merges them into its TEXT. text_de_india.py
# has the same keys in German. "india.*" are the rules the Indian games share (Pritchard 2007,
# 29.1 (1) to (7)); each page puts together those it uses. "unplayable.*" is the page on the games
# of the chapter that cannot be played (resources/rules/chapter-29-unplayable.html).
TEXT = {
    # --- shared by the Indian games ------------------------------------------------------------
    "india.king": "<b>King</b> (K), <i>raja</i> or <i>badshah</i> — Betza <code>K</code>. One step in any direction. Once "
                  "in a game it may instead leap as a knight to an empty square (<span style=\"color: #1040c0;\">◆</span>), "
                  "if it has never been in check; see <a href=\"#rules\">Rules</a>.",
    "india.queen": "<b>Queen</b> (Q), <i>vizier</i>, <i>mantri</i> or <i>farzin</i> — Betza <code>Q</code>. Any number of "
                   "empty squares along a rank, file or diagonal.",
    "india.rook": "<b>Rook</b> (R), <i>rukh</i>, also called boat or chariot — Betza <code>R</code>. Any number of empty "
                  "squares along a rank or file.",
    "india.bishop": "<b>Bishop</b> (B), <i>fil</i>, also called elephant or camel — Betza <code>B</code>. Any number of "
                    "empty squares along a diagonal. It never leaves the colour of its square; the board is not "
                    "chequered, but the colour still matters for promotion.",
    "india.knight": "<b>Knight</b> (N), <i>ghora</i>, the horse — Betza <code>N</code>. The knight's leap, over any man "
                    "in between.",
    "india.pawn-double":
        "<b>Pawn</b> (P), <i>piyada</i> — Betza <code>fmWfcF</code>. One square straight forward; captures one square "
        "diagonally forward. From its first square the a-, d-, e- or h-pawn may advance two squares (the upper ○) while "
        "the piece of its file is still at home; see <a href=\"#rules\">Rules</a> and the option <i>Pawns' double "
        "step</i>. No en passant.",
    "india.pawn-single": "<b>Pawn</b> (P), <i>piyada</i> — Betza <code>fmWfcF</code>. One square straight forward; "
                         "captures one square diagonally forward. No double step, no en passant.",
    "india.board":
        "<p>An 8x8 board, not chequered: Indian boards were \"usually uncoloured, sometimes with crossed lines as on the "
        "ashtapada board\" (Pritchard 2007, 29.1). Kabir draws plain squares and marks the \"feet of a swan\", a4 a5 d4 "
        "d5 e4 e5 h4 h5, where Iyer's <i>Indian Chess</i> puts the crosses (after Pritchard); the option <i>Board "
        "marks</i> draws the crosses of the ashtapada instead, or none. The marks change no rule. Each side has the men "
        "of European chess. White (capital letters) moves first; Black's men are shown in small letters.</p>",
    "india.caption":
        "The default array: White a1–h1 R N B Q K B N R, pawns a2–h2; Black a8–h8 r n b k q b n r, pawns a7–h7. Each king "
        "stands on the right of its queen, so White's king on e1 faces Black's queen on e8. The marked squares are gold.",
    "india.rule.initial":
        "<li><b>Initial moves</b> (option <i>Initial moves</i>; {default}). With n initial moves the game opens with a "
        "set-up phase: White makes n moves in a row, then Black n moves in a row, and then the players alternate, White "
        "first {choice}. In this phase no move may end in the opponent's half of the board (the 5th to 8th ranks for "
        "White, the 1st to 4th for Black) and no man may be moved twice (Pritchard 2007, 29.1 (6)). All other rules hold: "
        "Black may not leave his king attacked by what White has set up, and the king's leap counts as a king move. A "
        "player who has no permitted move left in the phase passes for the rest of it {choice}; in the initial array "
        "this cannot happen.</li>",
    "india.rule.double":
        "<li><b>Pawns</b> step one square at a time, except that a pawn on its first square may advance two squares if "
        "both squares are empty and the piece of its file is still at home ({source}): by default the a-, d-, e- and "
        "h-pawns; see the option <i>Pawns' double step</i>. Pritchard's \"only if the respective file piece is on its "
        "original square\" is read thus: a man of the kind that began on the first-rank square of the pawn's file — the "
        "rook for the a- and h-pawns, the queen or the king for the d- and e-pawns — stands on that square {choice}. There "
        "is no en passant.</li>",
    "india.rule.single": "<li><b>Pawns</b> step one square at a time; there is no double step ({source}) and no en "
                         "passant.</li>",
    "india.rule.leap":
        "<li><b>The king's knight leap</b> ({source}). Once in a game the king may leap as a knight, but only to an empty "
        "square (\"not to capture\") and only if it has never been in check. Pritchard says \"once\", not \"as its first "
        "move\": Kabir allows the leap at any time, also after earlier king moves {choice}. The leap is not allowed while "
        "the king is in check, so it never answers a check; it may pass over attacked squares {choice}. The right is lost "
        "when it is used, and for good once the king has been checked.</li>",
    "india.rule.promotion":
        "<li><b>Promotion to the piece of the file</b> (Pritchard 2007, 29.1 (4)). A pawn that reaches the last rank "
        "becomes the piece that stood on its file in its owner's own array: a rook on the a- and h-files, a knight on the "
        "b- and g-files, a bishop on the c- and f-files, and a queen on the d- and e-files — on the file of its own king "
        "too (\"Promotion on e1/e8 to Q\"). The file is read from the promoting player's own array {choice}, so in either "
        "array both colours get a queen on the two central files. The piece must have been <b>lost</b>: its owner must "
        "have fewer men of that kind on the board than at the start, pieces gained by earlier promotions included. "
        "{bishop} Promotion is compulsory whenever it is possible.</li>",
    "india.bishop-colour":
        "A bishop only if the bishop of the colour of the promotion square is the one that has been lost (\"promotion on "
        "c- and f-files allowed only if bishop on same colour has been taken\").",
    "india.rule.blocked":
        "<li><b>A pawn that cannot promote</b> may not move or capture onto the last rank; it waits on the 7th rank until "
        "a piece of its file has been lost. It still attacks the two squares diagonally ahead, so it <b>gives check</b> "
        "from there, and the enemy king may not step onto those squares {choice}. Pritchard does not say; this is the "
        "rule of the Indian sources Markov (2022) follows, and the Ludii games Hindustani Chess and Parsi Chess stop the "
        "pawn in the same way.</li>",
    "india.rule.bonus":
        "<li><b>The knight's bonus move</b> (Pritchard 2007, 29.1 (4)). A pawn that promotes to a knight may at once make "
        "a knight's move with it, as the second part of the same turn — \"although not if the promotion square is "
        "attacked\" by the enemy after the promotion. The bonus move is optional, may capture and may give check, and the "
        "turn is judged as a whole: at its end the player's own king must not be attacked {choice}.</li>",
    "india.rule.absent": "<li><b>No castling and no en passant</b> (Pritchard 2007, 29.1 (5)).</li>",
    "india.rule.no-stalemate":
        "<li><b>No stalemate</b> ({source}). A move that leaves the opponent without a legal move while he is not in check "
        "is illegal: \"the player must vary\". Should <i>every</i> legal move of a player stalemate the opponent, those "
        "moves become legal again and the stalemate is a draw {choice}.</li>",
    "india.rule.no-perpetual":
        "<li><b>No perpetual check</b> (Pritchard 2007, 29.1 (5)). A checking move is illegal if it brings about the third "
        "occurrence of a position while every move of that player since the first occurrence gave check. If it is the "
        "player's only legal move, it stays legal and the game is drawn by repetition {choice}.</li>",
    "india.stalemate": "no legal move may bring it about, unless every move does; then it is a <b>draw</b>",
    "india.stalemate-note": "See <i>No stalemate</i> under <a href=\"#rules\">Rules</a>.",
    "india.pawn-mate":
        "<li><b>Pawn mate</b>: a checkmate in which the pawn that has just moved gives check, alone or with another man, "
        "is the highest of the three grades of victory, a <b>double victory</b> (Pritchard 2007, 29.1 (7): \"mate with a "
        "pawn\"). Kabir scores it 2–0 in tables; the record's <code>Result</code> tag stays <code>1-0</code> or "
        "<code>0-1</code> {choice}. An ordinary checkmate, when the loser still has a man besides his king, is the middle "
        "grade, a win.</li>\n",
    "india.boorj":
        "<li><b>Bare king</b> (<i>boorj</i>). When a player captures the opponent's last man other than the king, the game "
        "ends at once. By default this is the lowest grade of victory, a <b>half-win</b> (Pritchard 2007, 29.1 (7): \"loser "
        "has bare king\"), scored ¾–¼ in tables and shown as \"½-win\" {choice}; it stays a half-win when the capture also "
        "mates {choice}. With the option <i>Grades of victory</i> set to <i>Bare king draws</i>, baring the king is a "
        "<b>draw</b>, and so is every position with four men or fewer on the board, both kings included (<i>chamori "
        "bhaaji</i>): \"Boorj is often considered a draw, when the rule is that there must be five or more men on the board "
        "at the end of the game\" (Pritchard 2007, 29.1).</li>\n",
    "india.disagree-variation":
        "<li><b>Variation everywhere.</b> \"Variations are common on almost all the above rules\", Pritchard writes of his "
        "items (1) to (7), and \"to list the recorded variations on all the rules given would be both tedious and "
        "unhelpful\" (Pritchard 2007, 29.1). Kabir follows his summary and offers the variations he does name as "
        "options.</li>",
    "india.disagree-reading":
        "<li><b>Details Pritchard leaves open.</b> Whether the king may leap after earlier moves, whether the leap may pass "
        "over attacked squares, from whose array the file of a promotion is read, what a pawn that cannot promote does, "
        "what the knight's bonus may do, how the initial moves end and what happens when every move would stalemate: these "
        "are Kabir's decisions {choice}, marked where they are used. The Ludii game Hindustani Chess (after Murray 1913, "
        "pp. 78–82) lets the king leap only as its first move, and to capture; the Ludii game Parsi Chess (after Shastree "
        "1814, pp. vii–x) allows the leap at any time, not to capture, and stops a pawn that cannot promote on the 7th "
        "rank, as Kabir does.</li>",

    # --- Indian Chess (Pritchard 2007, 29.1 (1) to (7)) ----------------------------------------
    "indian.subtitle": "<p><i>The Indian game of the 18th and 19th centuries, \"Hindustani\" in Murray's word, with the "
                       "rules Pritchard (2007, 29.1) finds common to its many local forms.</i></p>",
    "indian.history":
        "<p>\"There is no Indian game of chess. Rather there are three, and the two most played have varying rules\": so "
        "W. S. Branch in the <i>Chess Amateur</i> (1917). Murray (1913, pp. 78–82) distinguishes three main games, which "
        "he calls Hindustani, Parsi (southern India) and Rumi (north-western India). Later writers are less sure: A. "
        "Goswami finds the indigenous game \"played in this country in a variety of ways and styles\", and V. D. Pandit "
        "says that its rules \"were not uniform, but varied from place to place and time to time\". In a land of many "
        "peoples and languages, without any authority over indigenous games, the rules were never codified; the influence "
        "of European chess has long been visible, and native writers — Lala Raja Babu and Trevangadacharya Shastree "
        "(Shastree 1814) among them — have been the main source of information.</p>\n"
        "<p><b>D. B. Pritchard (2007)</b>, <i>The Classified Encyclopedia of Chess Variants</i>, 29.1, summarises the "
        "features the mainstream games share in seven items: the king on the right of the queen, the double step of the "
        "a-, d-, e- and h-pawns, the king's once-only knight leap, promotion to the piece of the file, no castling, en "
        "passant, stalemate or perpetual check, the initial moves, and three grades of victory. This page plays them as "
        "Kabir's <i>Indian Chess</i>; the variations Pritchard names after them are options. Parsi chess, Desi chess and "
        "Joara-Joari, which Pritchard describes as forms of this game, have their own pages.</p>",
    "indian.board-extra":
        "<p>With the option <i>Array</i> set to <i>Bengal: king on the left</i>, White's king and queen change places (K "
        "d1, Q e1) and so do Black's (q d8, k e8): \"in Bengal the king stands on the left of the queen\" (Lala Singha "
        "Hunday in the <i>Chess Amateur</i>, 1909, after Pritchard 2007, 29.1).</p>",
    "indian.initial-default": "four each by default",
    "indian.double-source": "Pritchard 2007, 29.1 (2)",
    "indian.leap-source": "Pritchard 2007, 29.1 (3)",
    "indian.no-stalemate-source": "Pritchard 2007, 29.1 (5)",
    "indian.disagree":
        "<li><b>The array.</b> \"The king is placed on the right of the queen\" (Pritchard 2007, 29.1 (1)), but in Bengal "
        "on its left (Lala Singha Hunday). See the option <i>Array</i>.</li>\n"
        "<li><b>The double step.</b> The a-, d-, e- and h-pawns by Pritchard's item (2); \"in some variants only the "
        "d-pawn or the d and e pawns\". See the option <i>Pawns' double step</i>.</li>\n"
        "<li><b>The number of initial moves</b> is agreed before the game: \"usually 4 or 8, occasionally 3\" (Pritchard "
        "2007, 29.1 (6)). Kabir's default is four {choice}.</li>\n"
        "<li><b>The bare king.</b> Pritchard's lowest grade of victory, or a draw together with the rule of <i>chamori "
        "bhaaji</i>, which makes the defender sacrifice and the attacker spare \"the immortal\", the last enemy piece. "
        "Where boorj is a draw, endings such as rook and bishop against knight cannot be won (Pritchard 2007, 29.1). See "
        "the option <i>Grades of victory</i>.</li>\n"
        "<li><b>Queen and bishop.</b> The weak queen and bishop of the ancient game survived in southern India into the "
        "20th century (Rama Patler and G. H. B. Jackson in the <i>Chess Amateur</i>, 1918, after Pritchard), although "
        "Murray held them long extinct; Kabir plays them in Desi chess.</li>\n",

    # --- Parsi Chess --------------------------------------------------------------------------
    "parsi.subtitle": "<p><i>The game of southern India that Murray called Parsi chess: the Indian rules with the king on "
                      "his queen's right and four initial moves each (Pritchard 2007, 29.1).</i></p>",
    "parsi.history":
        "<p>\"Parsi chess\" is the term Murray (1913) uses for the game played in southern India, \"at least until recent "
        "times, probably a direct descendant of the original Indian game\" (Pritchard 2007, 29.1, \"Parsi Chess\"). "
        "<b>D. B. Pritchard (2007)</b> gives its particular rules: each player has his king on his right hand; the a-, d-, "
        "e- and h-pawns may move one or two squares initially, the other pawns have no double step; both players make "
        "four moves each before the game proper begins; and the grades of victory are those of Indian chess.</p>\n"
        "<p>The fullest early description of this southern game is that of Trevangadacharya Shastree, \"the Brahmin\", "
        "whose <i>Essays on Chess</i> were printed in Bombay in 1814 (Shastree 1814). The Ludii game <i>Parsi Chess</i> "
        "reads Shastree (pp. vii–x): the king's leap not to capture and only before the first check, pawns that cannot "
        "promote held back on the 7th rank, the knight's bonus move, no stalemate, no perpetual check — and a bare king as "
        "a draw. Kabir plays the rules of its Indian chess with Pritchard's defaults for Parsi chess; it is a variant of "
        "its own so that its games are recorded as Parsi chess.</p>",
    "parsi.initial-default": "four each by default: \"both players make four moves each before the start of the game "
                             "proper\" (Pritchard 2007, 29.1, Parsi Chess)",
    "parsi.double-source": "Pritchard 2007, 29.1, Parsi Chess: \"the other pawns have no right to a two-step move\"",
    "parsi.disagree":
        "<li><b>The bare king.</b> Pritchard gives Parsi chess the grades of Indian chess, so baring the king is a "
        "half-win; Shastree (1814), as the Ludii game Parsi Chess reads him, calls it a draw (<i>boorj</i>). See the "
        "option <i>Grades of victory</i>.</li>\n"
        "<li><b>Array, double step, initial moves.</b> Pritchard's entry fixes them (king on the right, a-, d-, e- and "
        "h-pawns, four moves each); the variations of Indian chess are offered as options all the same.</li>\n",

    # --- Desi Chess ---------------------------------------------------------------------------
    "desi.subtitle": "<p><i>\"The ancient Indian game\" as the Indian correspondence chess federation's bulletin gave it "
                     "in 1998: old moves for queen and bishop, no double step, and the last man cannot be "
                     "taken.</i></p>",
    "desi.history":
        "<p><b>D. B. Pritchard (2007)</b>, <i>The Classified Encyclopedia of Chess Variants</i>, 29.1, \"Desi Chess\", "
        "summarises the rules for \"the ancient Indian game\" that the <i>Bulletin of the All-India Correspondence Chess "
        "Federation</i> printed in 1998, in R. G. D. Saxena's note <i>'Desi' (Indian) – style chess</i> (Saxena 1998): \"Ks face Qs (old moves), no pawn-two or "
        "castling. King can move once as N provided it has not been checked. Promotion to file piece, but not if this "
        "exceeds the array quota (one Q, two Rs, etc); last piece apart from K cannot be captured. These rules have been "
        "known to vary over the sub-continent, and from time to time.\"</p>\n"
        "<p>Pritchard notes elsewhere that the weak queen and bishop of the ancient game survived in southern India into "
        "the 20th century. Kabir reads \"(old moves)\" as those moves: the queen steps one square diagonally, as the "
        "counsellor of chaturanga, and the bishop leaps two squares diagonally, as its elephant {choice}. For everything "
        "Pritchard does not mention, the rules of Kabir's Indian chess apply.</p>",
    "desi.board-extra": "<p>The array is that of Indian chess, \"Ks face Qs\": each king stands on the right of its "
                        "queen.</p>",
    "desi.queen":
        "<b>Queen</b> (Q), <i>vizier</i> or <i>mantri</i> — with the old moves (the default), Betza <code>F</code>: one "
        "square diagonally in any direction, like the counsellor of chaturanga; it never leaves the colour of its square. "
        "With the option <i>Old moves</i> set to <i>Modern moves</i>, Betza <code>Q</code>, as in European chess (below).",
    "desi.bishop":
        "<b>Bishop</b> (B), <i>fil</i> — with the old moves (the default), Betza <code>A</code>: a leap of two squares "
        "diagonally, over the square between, like the elephant of chaturanga; it reaches only eight squares of the board. "
        "With <i>Modern moves</i>, Betza <code>B</code> (below).",
    "desi.modern-caption": "Modern moves:",
    "desi.leap-source": "Pritchard 2007, 29.1, Desi Chess: \"King can move once as N provided it has not been checked\"",
    "desi.single-source": "\"no pawn-two\", Pritchard 2007, 29.1, Desi Chess",
    "desi.bishop-quota":
        "Only the quota of the array counts — one queen, two rooks, two bishops, two knights: \"not if this exceeds the "
        "array quota\" (Pritchard 2007, 29.1, Desi Chess) — so a second bishop on one colour is allowed {choice}, as "
        "Saxena (1998) allows it (after Markov 2022).",
    "desi.immortal":
        "<li><b>The immortal last man.</b> A player may not capture the opponent's last man other than the king (\"last "
        "piece apart from K cannot be captured\"). Kabir reads \"piece\" as any man, pawns included {choice}: while the "
        "opponent has only one man besides his king, no capture is legal, so the king can never be bared.</li>",
    "desi.initial-default": "none by default, since Pritchard mentions none for Desi chess {choice}",
    "desi.no-stalemate-source": "Pritchard 2007, 29.1 (5), for Indian chess {choice}",
    "desi.results-extra":
        "<li><b>Bare king.</b> It cannot occur: the last man besides the king cannot be taken.</li>\n",
    "desi.disagree":
        "<li><b>\"(old moves)\".</b> Pritchard's parenthesis follows \"Ks face Qs\" in a description of \"the ancient "
        "Indian game\". Kabir reads it as the old moves of queen and bishop, the ferz and the alfil {choice}; the option "
        "<i>Old moves</i> gives them their modern moves instead.</li>\n"
        "<li><b>The last piece.</b> \"Piece\" might mean a piece only, not a pawn; Kabir protects any last man "
        "{choice}.</li>\n"
        "<li><b>Bishops on one colour.</b> Indian chess forbids a promotion that would give a player two bishops on one "
        "colour; Desi chess names only the array quota, and Saxena (1998) allows the second bishop, as Markov (2022) "
        "notes.</li>\n"
        "<li><b>Initial moves, stalemate, perpetual check.</b> Pritchard names none for Desi chess. Kabir has no initial "
        "moves by default but offers them, and forbids stalemate and perpetual check as in Indian chess {choice}.</li>\n",

    # --- Joara-Joari --------------------------------------------------------------------------
    "joara.subtitle": "<p><i>Indian chess in which a defended man may not be taken unless the capture discovers check, "
                      "and the king moves only when in check (Pritchard 2007, 29.2).</i></p>",
    "joara.history":
        "<p>Joara-Joari, also known as Zoraabhaji, Madadmar \"and by other names\", is a way of playing the Indian game "
        "that was \"generously distributed\", although Murray (1913) gives it only for western India. <b>D. B. Pritchard "
        "(2007)</b>, <i>The Classified Encyclopedia of Chess Variants</i>, 29.2, after V. D. Pandit and R. Ravi Sekhar, "
        "gives its two rules: \"it is illegal to capture a supported piece unless in so doing one gives a discovered "
        "check\", and \"the king cannot be moved unless checked\". \"Opinions differ as to whether the king retains its "
        "knight-move privilege; some say that it is forfeited altogether, others that it can be exercised only before "
        "the king has received a check.\"</p>\n"
        "<p>Pritchard gives nothing else. Kabir plays the board, array and all other rules of its Indian chess {choice}, "
        "since the entry describes a way of playing that game.</p>",
    "joara.king":
        "<b>King</b> (K), <i>raja</i> — Betza <code>K</code>. One step in any direction, but <b>only when in check</b>. "
        "Whether it keeps the Indian king's knight leap (<span style=\"color: #1040c0;\">◆</span>) is the option "
        "<i>King's leap</i>; see <a href=\"#rules\">Rules</a>.",
    "joara.supported":
        "<li><b>Supported men are immune.</b> A capture is illegal if, after it, the capturing man stands on a square the "
        "enemy attacks — that is, if the man taken was supported — unless the capture gives a <b>discovered check</b>: "
        "after it the enemy king is attacked by at least one man other than the one that captured. Attacks are counted "
        "as for check, so a pinned man and a king support as well {choice}.</li>",
    "joara.king-rule":
        "<li><b>The king moves only when in check.</b> A king move — the leap included — is legal only while the king is "
        "in check (Pritchard 2007, 29.2).</li>",
    "joara.leap":
        "<li><b>The king's leap</b> (option <i>King's leap</i>). By default, as \"others\" hold it, the leap may be used "
        "\"only before the king has received a check\": since the king moves only when in check, Kabir lets it answer "
        "the <b>first</b> check — once in a game, as a knight to an empty square — and takes it away with that check "
        "{choice}. With the value <i>Forfeited</i> the king has no leap, as \"some\" say.</li>",
    "joara.initial-default": "none by default, since Pritchard mentions none for Joara-Joari {choice}",
    "joara.disagree":
        "<li><b>The king's leap.</b> Pritchard records both opinions; they are the option <i>King's leap</i>. Read "
        "strictly — the leap only before the first check, the king moving only when checked — the leap would never have "
        "a moment to be used, and both opinions would come to the same. Kabir reads \"before the king has received a "
        "check\" as \"until the first check is over\": the leap may answer the first check, as the Hyderabad "
        "manuscript allows it {choice}.</li>\n"
        "<li><b>The other rules.</b> Pritchard gives only the two special rules; board, array, promotion, results and the "
        "rest are those of Indian chess {choice}, with no initial moves by default.</li>\n"
        "<li><b>\"Supported\".</b> Kabir counts as support every attack that would count for check, including that of a "
        "pinned man or of the king {choice}.</li>\n",

    # --- Atranj -------------------------------------------------------------------------------
    "atranj.subtitle": "<p><i>The 10x10 game of north-western India, with two queens, a prince and the urdabegs, pawns "
                       "that also move backwards (Pritchard 2007, 29.2).</i></p>",
    "atranj.history":
        "<p>The name Atranj is a corruption of shatranj. The game comes from north-western India; its origins are unknown "
        "but \"probably Muslim according to Goswami\". <b>D. B. Pritchard (2007)</b>, <i>The Classified Encyclopedia of "
        "Chess Variants</i>, 29.2, after A. Goswami and V. D. Pandit, gives the board, the array, the prince (queen + "
        "knight) and the urdabegs — a corruption of <i>udtabegums</i>, \"flying queens\" — which \"move like pawns but have "
        "the extra power of moving and capturing backwards\"; pawns move one square at a time and \"promote to file "
        "piece\". Pritchard's first edition mentioned a second Atranj, a 22-man game also called Qatranj; his editor moved "
        "it to Shataranja, where Kabir plays it.</p>\n"
        "<p>Pritchard is silent on the rest. Where Kabir needs a rule — the promotion on the king's file, stalemate — it "
        "takes that of its Indian chess {choice}.</p>",
    "atranj.board":
        "<p>A 10x10 board, drawn plain {choice}. Each side has a king, a prince, two queens, two rooks, two bishops, two "
        "knights, two urdabegs and eight pawns, 20 men. Pritchard gives the baseline as \"(a1-j1/j10-a10) RNBQKPrQBNR\" "
        "(Pr the prince): Black's array is White's read from j10 to a10, so the kings stand crosswise on e1 and f10. White "
        "moves first.</p>",
    "atranj.caption":
        "White a1–j1 R N B Q K A Q B N R (A the prince), urdabegs e2 f2, pawns a2–d2 and g2–j2; Black a10–j10 r n b q a k q "
        "b n r, urdabegs e9 f9, pawns a9–d9 and g9–j9.",
    "atranj.prince": "<b>Prince</b> (A) — Betza <code>QN</code>. Moves as a queen or as a knight (Pritchard: \"The "
                     "Prince moves as Q+N\").",
    "atranj.urdabeg":
        "<b>Urdabeg</b> (U), <i>udtabegum</i>, \"flying queen\" — Betza <code>mfbWcfbF</code>. One square straight forward "
        "or straight backward without capturing; captures one square diagonally forward or backward. It never promotes "
        "{choice}: it can always move back.",
    "atranj.pawn": "<b>Pawn</b> (P) — Betza <code>fmWfcF</code>. One square forward, captures one square diagonally "
                   "forward: \"pawns move one square at a time\". No double step, no en passant {choice}.",
    "atranj.rules":
        "<ul>\n"
        "<li><b>Pawns</b> move one square at a time (Pritchard 2007, 29.2). Pritchard mentions no double step, en passant, "
        "castling or king's leap; Kabir has none {choice}.</li>\n"
        "<li><b>Promotion to the piece of the file</b> (\"promote to file piece\"). A pawn on the 10th rank becomes the "
        "piece that stood on its file in its owner's own array: a rook on the a- and j-files, a knight on b and i, a bishop "
        "on c and h, a queen on d and g, a prince on the file of the prince — and a queen on the file of the king "
        "{choice}. So White promotes to a queen on e10 and to a prince on f10, Black to a prince on e1 and to a queen on "
        "f1. By default the piece need not have been captured, as Pritchard names no condition; with the option "
        "<i>Promotion</i> set to <i>Only a captured piece of the file</i>, the Indian rule applies: only to a piece that "
        "has been lost, a bishop only to the colour of the lost one, and a pawn that cannot promote waits on the 9th rank, "
        "still giving check {choice}. Promotion is compulsory.</li>\n"
        "<li><b>Urdabegs</b> move and capture like pawns, but backwards as well, and never promote {choice}.</li>\n"
        "<li><b>Stalemate</b> is not allowed, as in Indian chess {choice}: a move that leaves the opponent without a legal "
        "move is illegal, unless every move does; then the stalemate is a draw. The option <i>Stalemate</i> makes it a "
        "plain draw.</li>\n"
        "</ul>",
    "atranj.stalemate": "by default no move may bring it about, unless every move does; then it is a <b>draw</b>",
    "atranj.stalemate-note": "See the option <i>Stalemate</i>.",
    "atranj.disagree":
        "<li><b>Promotion.</b> Pritchard's \"promote to file piece\" names neither the king's file nor a condition. Kabir "
        "promotes to a queen on the king's file, as in Indian chess, and to the piece of the file whether or not it has "
        "been captured; the option <i>Promotion</i> adds the Indian condition {choice}.</li>\n"
        "<li><b>Stalemate and the bare king.</b> Pritchard says nothing. Kabir forbids stalemate, as in Indian chess, and "
        "has no bare-king rule {choice}.</li>\n"
        "<li><b>The urdabegs.</b> Pritchard's \"move like pawns\" might include promotion; since an urdabeg can always step "
        "back, Kabir does not promote it {choice}.</li>\n"
        "<li><b>Qatranj.</b> The game Murray (1913, p. 347) calls \"Atranj or Qatranj\", after Lala Raja Babu (1901), is a "
        "different game of 22 men a side; Kabir plays it as an option of Shataranja.</li>\n",

    # --- Shataranja and Qatranj ---------------------------------------------------------------
    "shataranja.subtitle": "<p><i>A 10x10 game of 22 men a side with crown prince, minister, kotwal and begums, as Iyer "
                           "describes it; with armed attendants for the begums it is Qatranj (Pritchard 2007, "
                           "29.2).</i></p>",
    "shataranja.history":
        "<p>Shataranja's origins are unknown; it is closely related to Atranj, and its name appears to be a corruption of "
        "shatranj or chaturanga. <b>D. B. Pritchard (2007)</b>, <i>The Classified Encyclopedia of Chess Variants</i>, "
        "29.2, describes it after V. K. Iyer's <i>Indian Chess</i> (Iyer 1982): a 10x10 board with 22 men a side — king, "
        "crown prince (queen + knight), minister (queen), kotwal (bishop + knight), two chariots, two elephants (bishops), "
        "two begums that move as kings but are not royal, four horses and eight pawns. Murray (1913, p. 347) quotes Lala "
        "Raja Babu (1901) for a game called \"Atranj or Qatranj\", which \"appears identical except that the begums have "
        "become 'armed female attendants'\" that move \"one square towards the opponent's King\".</p>\n"
        "<p>Pritchard gives no pawn rules and no results. Kabir takes them from Iyer (1982, pp. 25–26) as the Ludii games "
        "<i>Shataranja</i> and <i>Chaturanga (12x12)</i> read him: a promoting pawn becomes a minister on the square it "
        "came from, a stalemated player removes an enemy man, and a side left with king and pawns alone loses. The Ludii "
        "game <i>Qatranj</i> (after Murray 1913, p. 347) gives the attendant's move in detail.</p>",
    "shataranja.board":
        "<p>A 10x10 board, drawn plain {choice}. Pritchard's array, \"(a1-j1/j10-a10 and inwards, centred) ChHEMCpKKoEHCh, "
        "PPPPBPPPPP, HH\", has one begum among nine pawns on the second rank; but he lists eight pawns and 22 men, which "
        "add up only with two begums. Kabir reads the second rank as PPPPBBPPPP, with the begums on e2 and f2 {choice}, as "
        "both Ludii games have it. The two extra horses stand on e3 and f3. Black's array is White's read from j10 to a10, "
        "so the kings stand crosswise on f1 and e10. White moves first.</p>",
    "shataranja.caption":
        "Shataranja: White a1–j1 R N B Q A K C B N R (chariot, horse, elephant, minister, crown prince, king, kotwal, "
        "elephant, horse, chariot), begums e2 f2, horses e3 f3, pawns a2–d2 and g2–j2; Black a10–j10 r n b c k a q b n r, "
        "begums e9 f9, horses e8 f8. In Qatranj attendants (T) stand where the begums stand.",
    "shataranja.crown-prince": "<b>Crown Prince</b> (A), <i>shahzada</i> — Betza <code>QN</code>. Moves as a queen or as a "
                               "knight.",
    "shataranja.minister": "<b>Minister</b> (Q), <i>wazir</i> — Betza <code>Q</code>. Moves as a queen.",
    "shataranja.kotwal":
        "<b>Kotwal</b> (C), Pritchard's <i>kotwala</i>, the chief of police — Betza <code>BN</code>. Moves as a bishop or "
        "as a knight. With the option <i>Kotwal</i> set to <i>Queen and knight</i> it moves as the crown prince, as the "
        "Ludii game Qatranj reads Murray.",
    "shataranja.chariot": "<b>Chariot</b> (R) — Betza <code>R</code>. Moves as a rook.",
    "shataranja.elephant": "<b>Elephant</b> (B) — Betza <code>B</code>. Moves as a bishop.",
    "shataranja.horse": "<b>Horse</b> (N) — Betza <code>N</code>. The knight's leap. Four a side.",
    "shataranja.begum": "<b>Begum</b> (G) — Betza <code>K</code>. One step in any direction, \"as K but not royal\": it "
                        "may be captured and may stand attacked. Two a side in Shataranja.",
    "shataranja.attendant":
        "<b>Attendant</b> (T), Qatranj's armed female attendant — a king's step, moving or capturing, but only to a "
        "square <b>nearer the enemy king</b>: one where the number of king steps to it is smaller than before. In the "
        "diagram the enemy king stands on the grey square; the attendant may go to the two marked squares only. Two a "
        "side in Qatranj (option <i>Begums or attendants</i>).",
    "shataranja.pawn": "<b>Pawn</b> (P) — Betza <code>fmWfcF</code>. One square forward, captures one square diagonally "
                       "forward. No double step, no en passant {choice}.",
    "shataranja.rules":
        "<ul>\n"
        "<li><b>Pawns</b> move one square at a time; there is no double step, no en passant, no castling and no king's "
        "leap. Pritchard gives no pawn rule; these are the rules of the Indian family {choice}.</li>\n"
        "<li><b>Promotion: the minister returns.</b> A pawn that moves or captures onto the 10th rank is replaced by a "
        "<b>minister</b> standing on the square the pawn came from; the square on the last rank stays empty (after a "
        "capture, the captured man is gone all the same). Any number of ministers may be gained this way (Iyer 1982, pp. "
        "25–26, as the Ludii games read him). With the option <i>Promotion</i> set to <i>The piece of the file</i>, the "
        "Indian rule applies instead: the piece of the file of the own array, a minister on the king's file, only if "
        "lost; otherwise the pawn waits on the 9th rank, still giving check {choice}.</li>\n"
        "<li><b>Stalemate: a man is removed.</b> A player who has no legal move but is not in check does not lose his "
        "turn: instead of moving he takes any enemy man but the king off the board, and play goes on (Iyer, as the Ludii "
        "games read him). See the option <i>Stalemate</i>.</li>\n"
        "<li><b>Begums and attendants</b> are not royal: they may be captured and may stand attacked like any other "
        "man.</li>\n"
        "</ul>",
    "shataranja.stalemate": "by default he removes any enemy man but the king instead of moving, and the game goes "
                            "on; played as a draw (option <i>Stalemate</i>), it ends the game",
    "shataranja.stalemate-note": "The option <i>Stalemate</i> forbids stalemating, as in Indian chess, or makes it a "
                                 "draw.",
    "shataranja.results":
        "<li><b>King and pawns.</b> A side left with nothing but its king and pawns loses at once (option <i>Bare "
        "king</i>; Iyer, as the Ludii games read him).</li>\n",
    "shataranja.opt-kotwal":
        "<p>The option is named after the piece as Kabir names it, <i>kotwal</i>, not after Pritchard's spelling "
        "<i>kotwala</i>, and its values say the moves in words (<code>bishop-knight</code>, <code>queen-knight</code>) "
        "rather than in Betza's letters (BN, QN), as every option of Kabir does; game records write these names, and "
        "only these are read.</p>",
    "shataranja.disagree":
        "<li><b>The second rank.</b> Pritchard prints \"PPPPBPPPPP\", one begum, but counts eight pawns and 22 men; Kabir "
        "reads two begums {choice}.</li>\n"
        "<li><b>Qatranj.</b> Murray (1913, p. 347), after Lala Raja Babu (1901), makes the begums armed attendants that "
        "move \"one square towards the opponent's King\"; the Ludii game Qatranj reads this as a king's step that must "
        "bring the attendant nearer the enemy king, and also gives the kotwal the move of the crown prince. Both are "
        "options.</li>\n"
        "<li><b>Pawns and results.</b> Pritchard gives none. Kabir follows Iyer (1982, pp. 25–26) as the Ludii games "
        "Shataranja and Chaturanga (12x12) read him, and offers the Indian rules as options {choice}.</li>\n",

    # --- Mysore Chess -------------------------------------------------------------------------
    "mysore.subtitle": "<p><i>The great chess of the court of Mysore on 12x12 squares, or 14x14, with four rooks and four "
                       "bishops a side (Pritchard 2007, 29.2).</i></p>",
    "mysore.history":
        "<p>Mysore chess is ascribed to Krishnaraja Wodiyar III, Maharajah of Mysore in the 19th century. <b>D. B. "
        "Pritchard (2007)</b>, <i>The Classified Encyclopedia of Chess Variants</i>, 29.2, after V. K. Iyer's <i>Indian "
        "Chess</i> and V. D. Pandit, describes a 12x12 board on which each side has two chariots and two flagcars in "
        "addition to the usual men — \"in effect rooks and bishops\", so four rooks and four bishops a side — and calls "
        "the piece with the queen's move a minister. \"In another version, the board is 14x14, with the addition of "
        "Queen (moves like K) on right of K and Prince (moves like M, orthochess Q) on left of Minister.\"</p>\n"
        "<p>Pritchard's source shows a black array \"quite different\" from White's; his editor suspects that it shows a "
        "position after some moves, and notes that Murray, reporting what appears to be the same game after Lala Raja Babu, "
        "puts the kings on \"g1 (f12)\", so that Black mirrors White diametrically. So does Iyer (1982, pp. 25–26), as the "
        "Ludii game <i>Chaturanga (12x12)</i> reads him. Pritchard gives no other rules; Kabir takes the pawns' moves, the "
        "promotion, stalemate and the bare king from that reading of Iyer {choice}.</p>",
    "mysore.board":
        "<p>A 12x12 board, drawn plain {choice}, 24 men a side: king, minister, four rooks (two of them the chariots), "
        "four bishops (two of them the flagcars), two knights and twelve pawns. Pritchard gives the white baseline as "
        "\"(a1-a12) RNFCBMKBCFNr\", which must mean a1 to l1 (F flagcar, C chariot, M minister, the last \"r\" a rook). "
        "Black mirrors White diametrically {choice}: the kings stand on g1 and f12. White moves first.</p>",
    "mysore.caption12": "12x12: White a1–l1 R N B R B M K B R B N R, pawns a2–l2; Black a12–l12 r n b r b k m b r b n r, "
                        "pawns a11–l11. White's bishops on c1 and e1 run on dark squares, those on h1 and j1 on light "
                        "ones.",
    "mysore.board14": "<p>With the option <i>Board</i> set to <i>14x14</i>, a queen (G) stands on the right of each king "
                      "and a prince (Y) on the left of each minister; each side has 14 pawns.</p>",
    "mysore.caption14": "14x14: White a1–n1 R N B R B Y M K G B R B N R, pawns a2–n2; Black a14–n14 r n b r b g k m y b r "
                        "b n r, pawns a13–n13.",
    "mysore.minister": "<b>Minister</b> (M), <i>mantri</i> — Betza <code>Q</code>. Moves as a queen.",
    "mysore.prince": "<b>Prince</b> (Y) — Betza <code>Q</code>. On the 14x14 board only: \"moves like M, orthochess "
                     "Q\".",
    "mysore.queen": "<b>Queen</b> (G) — Betza <code>K</code>. On the 14x14 board only: Pritchard's \"Queen (moves like "
                    "K)\". One step in any direction; it is not royal and may be captured.",
    "mysore.rook": "<b>Rook</b> (R) — Betza <code>R</code>. Moves as a rook; the rooks on d1 and i1 are the chariots.",
    "mysore.bishop": "<b>Bishop</b> (B) — Betza <code>B</code>. Moves as a bishop; the bishops on c1 and j1 are the "
                     "flagcars.",
    "mysore.knight": "<b>Knight</b> (N) — Betza <code>N</code>. The knight's leap.",
    "mysore.pawn": "<b>Pawn</b> (P) — Betza <code>fmWfcF</code>. One square forward, captures one square diagonally "
                   "forward. No double step, no en passant {choice}.",
    "mysore.rules":
        "<ul>\n"
        "<li><b>Pawns</b> move one square at a time; there is no double step, no en passant, no castling and no king's "
        "leap {choice}.</li>\n"
        "<li><b>Promotion: the minister returns.</b> A pawn that moves or captures onto the last rank (the 12th, or the "
        "14th) is replaced by a <b>minister</b> standing on the square the pawn came from; the square on the last rank "
        "stays empty. Any number of ministers may be gained (Iyer 1982, pp. 25–26, as the Ludii game Chaturanga (12x12) "
        "reads him). With the option <i>Promotion</i> set to <i>The piece of the file</i> the Indian rule applies: the "
        "piece of the file of the own array — a minister on the king's file — only if lost, never a second bishop on "
        "one colour; otherwise the pawn waits on the rank before, still giving check {choice}.</li>\n"
        "<li><b>Stalemate: a man is removed.</b> A player who has no legal move but is not in check takes any enemy man "
        "but the king off the board instead of moving, and play goes on (Iyer, as the Ludii game reads him).</li>\n"
        "</ul>",
    "mysore.disagree":
        "<li><b>Black's array.</b> Pritchard's source shows a different black array; his editor takes it for a position "
        "after some moves and, after Murray's \"g1 (f12)\", mirrors White's array diametrically, as Iyer (1982) does. "
        "Kabir plays the mirrored array, on the 14x14 board too {choice}.</li>\n"
        "<li><b>The rules of play.</b> Pritchard gives none. Kabir takes them from Iyer (1982, pp. 25–26) as the Ludii "
        "game Chaturanga (12x12) reads him, and offers the Indian rules of promotion and stalemate as options "
        "{choice}.</li>\n"
        "<li><b>The baseline.</b> Pritchard's \"(a1-a12)\" is a slip for a1–l1.</li>\n",

    # --- Baroda Chess -------------------------------------------------------------------------
    "baroda.subtitle": "<p><i>Madhavrao Datey's 10x10 game of the 1890s, made for the court of Baroda: thirty men a side "
                       "(Pritchard 2007, 29.2).</i></p>",
    "baroda.history":
        "<p>Baroda chess was developed in the 1890s by Madhavrao Datey on the order of Maharajah Sayajirao Gaikwad of "
        "Baroda. Datey wrote a book about it, <i>Yuvarajacha Budhhibalacha Khel</i> (\"Chessgame for a Prince\", "
        "published in 1897). <b>D. B. Pritchard (2007)</b>, <i>The Classified Encyclopedia of Chess Variants</i>, 29.2, "
        "after V. D. Pandit, gives the board, the twelve kinds of piece with their moves, the array, the king's once-only "
        "knight leap, the double step of the a-, e-, f- and j-pawns, and promotion \"to either piece on same file provided "
        "that piece already captured\".</p>\n"
        "<p>Where Pritchard is silent — en passant, stalemate, the details of the king's leap and the promotion on the "
        "king's file — Kabir applies the rules of its Indian chess {choice}.</p>",
    "baroda.board":
        "<p>A 10x10 board, drawn plain {choice}, 30 men a side: ten pieces on the first rank, ten on the second and ten "
        "pawns on the third. Pritchard's array, \"(a1-j1/a10-j10 and inwards) BaGCoMPrKACoGBa, RNBPoCiCiPoBNR, 10xP\", "
        "puts Black on the same files as White, so the kings face each other on f1 and f10. White moves first.</p>",
    "baroda.caption":
        "White a1–j1 D G C Q A K O C G D (bandmaster, governor, commander, chief minister, prince, king, chief of army, "
        "commander, governor, bandmaster), a2–j2 R N B L Z Z L B N R (elephant, horse, camel, police, citizen, citizen, "
        "police, camel, horse, elephant), pawns a3–j3; Black the same on ranks 10, 9 and 8.",
    "baroda.king": "<b>King</b> (K) — Betza <code>K</code>. One step in any direction; once in a game it may leap as a "
                   "knight (<span style=\"color: #1040c0;\">◆</span>): \"The king could move like a knight once in a "
                   "game\". See <a href=\"#rules\">Rules</a>.",
    "baroda.prince": "<b>Prince</b> (A) — Betza <code>QN</code>. Moves as a queen or as a knight.",
    "baroda.minister": "<b>Chief Minister</b> (Q) — Betza <code>Q</code>. Moves as a queen.",
    "baroda.army": "<b>Chief of Army</b> (O) — Betza <code>KC</code>. \"As K or with 3-1 leap\": one step in any "
                   "direction, or a leap of three squares one way and one the other (the camel's leap).",
    "baroda.governor": "<b>Governor</b> (G) — Betza <code>RN</code>. Moves as a rook or as a knight.",
    "baroda.commander": "<b>Commander</b> (C) — Betza <code>BN</code>. Moves as a bishop or as a knight.",
    "baroda.bandmaster": "<b>Bandmaster</b> (D) — Betza <code>ND</code>. \"As N or can leap two squares orthogonally\", "
                         "over the square between.",
    "baroda.elephant": "<b>Elephant</b> (R) — Betza <code>R</code>. Moves as a rook.",
    "baroda.camel": "<b>Camel</b> (B) — Betza <code>B</code>. Moves as a bishop; it keeps to the colour of its "
                    "square.",
    "baroda.horse": "<b>Horse</b> (N) — Betza <code>N</code>. The knight's leap.",
    "baroda.police":
        "<b>Police</b> (L) — Betza <code>fDfA</code>. \"Two squares straight or diagonally forward, leaping intermediate "
        "square\": three leaps, all forward, over any man. It never moves back or sideways, and it keeps to the colour "
        "of its square.",
    "baroda.citizen": "<b>Citizen</b> (Z) — Betza <code>KN</code>. One step in any direction, or the knight's leap.",
    "baroda.pawn": "<b>Pawn</b> (P) — Betza <code>fmWfcF</code>. One square forward, captures one square diagonally "
                   "forward. The a-, e-, f- and j-pawns may advance two squares from their first square, the 3rd rank "
                   "(the upper ○). No en passant {choice}.",
    "baroda.rules":
        "<ul>\n"
        "<li><b>Pawns</b> start on the 3rd rank and step one square at a time; \"only the aefj pawns could move two "
        "squares initially\", if both squares are empty (Pritchard 2007, 29.2). There is no en passant {choice}.</li>\n"
        "<li><b>The king's knight leap</b>: once in a game (Pritchard 2007, 29.2), with the conditions of Indian chess "
        "{choice}: only to an empty square, only if the king has never been in check, never while in check, at any time "
        "of the game; it may pass over attacked squares.</li>\n"
        "<li><b>Promotion</b> on the 10th rank \"to either piece on same file provided that piece already captured\" "
        "(Pritchard 2007, 29.2). The player chooses between the first-rank and the second-rank piece of that file in his "
        "own array, each only if he has fewer of its kind on the board than at the start. Camels and police keep to one "
        "colour: a pawn may become one only if the lost one stood on the colour of the promotion square. On the king's "
        "file, the f-file, the pawn can become only a citizen {choice}. Promotion is compulsory when possible; a pawn "
        "whose pieces are all on the board may not move or capture onto the last rank and waits on the 9th, still giving "
        "check {choice}.</li>\n"
        "<li><b>No castling.</b> <b>Stalemate</b> is not allowed, as in Indian chess {choice}: a move that leaves the "
        "opponent without a legal move is illegal, unless every move does; then it is a draw.</li>\n"
        "</ul>",
    "baroda.disagree":
        "<li><b>What Pritchard leaves open.</b> En passant, stalemate, the conditions of the king's leap and the "
        "promotion on the king's file are not in his entry. Kabir plays them as in its Indian chess, with the citizen as "
        "the piece of the king's file {choice}.</li>\n"
        "<li><b>Datey's book.</b> Pritchard's account, after Pandit, is the one Kabir follows; Datey's own book of 1897 "
        "has not been read for Kabir.</li>\n",

    # --- The Maharajah and the Sepoys ---------------------------------------------------------
    "maharajah.subtitle": "<p><i>The Mad King's Game of the mid-19th century: a whole army against the Maharajah, one "
                          "piece that moves as queen and knight (Pritchard 2007, 29.2).</i></p>",
    "maharajah.history":
        "<p>In <i>The Maharajah and the Sepoys</i>, also known as <i>The Mad King's Game</i>, \"one player has a single "
        "piece, the Maharajah, which is a combination of all pieces (in effect, Q+N), the other a full complement. The "
        "maharajah stands initially on any unattacked square. The object of the maharajah player is to deliver "
        "checkmate, and of the other player to capture the maharajah. Pawns don't promote.\" So <b>D. B. Pritchard "
        "(2007)</b>, <i>The Classified Encyclopedia of Chess Variants</i>, 29.2, after V. K. Iyer's <i>Indian Chess</i>. "
        "Falkener (1892) gives a number of game scores.</p>\n"
        "<p>Pritchard calls it \"a trivial game since the array player should always win, but in practice inexperienced "
        "players often come to grief\". William Rudge, quoted by Martin Gardner (Gardner 1966), found a plan that wins "
        "\"irrespective of the moves of the M player\": a4, a5, a6, a7, e3, Nh3, Nf4, Bd3, 0-0, Qh5, Nc3, Ncd5, Ra6, b4 "
        "(the Maharajah is forced to the 7th or 8th rank), h3 (only if it stands on g7), Bb2, Rfa1, Re6, Rae6, Re7 (now "
        "forced to the 8th rank), Rae6 and mate next move. \"Some moves may be transposed, and a shorter solution "
        "probably exists.\"</p>",
    "maharajah.board":
        "<p>The chequered 8x8 board of European chess, a1 dark. White, the sepoys, has the full army in the usual array; "
        "Black has only the Maharajah, which is <b>not on the board at the start</b>. Before the first move Black places "
        "it on <b>any empty square that no white man attacks</b>: in the array below, any square of the 4th to 8th ranks "
        "(the 3rd rank is covered by the pawns). Then White moves first {choice}, as Rudge's plan assumes.</p>",
    "maharajah.caption": "White a1–h1 R N B Q K B N R, pawns a2–h2. Black's Maharajah waits in hand and is placed before "
                         "the first move on any safe empty square: in this array on any of the blue squares.",
    "maharajah.maharajah": "<b>Maharajah</b> (M) — Betza <code>QN</code>. Moves as a queen or as a knight. By default "
                           "royal: it may never stand attacked; see the option <i>The Maharajah</i>.",
    "maharajah.pawn":
        "<b>Pawn</b> (P) — Betza <code>fmWfcF</code> with the double step of European chess: two squares from its first "
        "square, and en passant. It <b>never promotes</b>; a pawn that reaches the last rank stays there and cannot move "
        "any more {choice}.",
    "maharajah.rules":
        "<ul>\n"
        "<li><b>Placing the Maharajah.</b> Black's first move places the Maharajah on any empty square not attacked by a "
        "white man (\"stands initially on any unattacked square\"). After that White moves, and the players alternate "
        "{choice}.</li>\n"
        "<li><b>White's army</b> plays as in European chess: castling on either wing under the usual conditions, the "
        "pawns' double step and en passant — Rudge's plan uses a2–a4 and 0-0.</li>\n"
        "<li><b>Pawns don't promote</b> (Pritchard 2007, 29.2). A pawn may still move or capture onto the last rank, where "
        "it stays, immobile {choice}.</li>\n"
        "<li><b>The Maharajah</b> is royal by default {choice}: it may not move onto an attacked square nor stay attacked, "
        "and White wins by checkmating it. With the option <i>The Maharajah</i> set to <i>To be captured</i> it may go "
        "anywhere, as Pritchard's \"capture the maharajah\" has it, and White wins by capturing it.</li>\n"
        "</ul>",
    "maharajah.stalemate": "for either side it is a <b>draw</b> {choice}",
    "maharajah.stalemate-note": "",
    "maharajah.results":
        "<li><b>The Maharajah wins</b> by checkmating the White king. <b>White wins</b> by checkmating the Maharajah, or, "
        "when it is to be captured, by capturing it.</li>\n",
    "maharajah.disagree":
        "<li><b>Royal or captured.</b> Pritchard says the army must \"capture the maharajah\". Kabir makes the Maharajah "
        "royal by default, so that the game ends by mate on either side and no move may leave it en prise {choice}; the "
        "option <i>The Maharajah</i> plays Pritchard's wording.</li>\n"
        "<li><b>Who moves first.</b> Pritchard does not say. Rudge's plan is a series of moves of the army, so Kabir lets "
        "White move first once the Maharajah is placed {choice}.</li>\n"
        "<li><b>Other programs.</b> Fairy-Stockfish's <i>maharajah</i> sets the Maharajah on e1, lets it move first and "
        "lets the army's pawns promote; Sjaak II's <i>Maharaja</i> starts the same way. Kabir follows Pritchard.</li>\n",

    # --- Maharaja (12x8) ----------------------------------------------------------------------
    "maharaja.subtitle": "<p><i>An anonymous game of about 1935 on 12x8 squares: maharani, elves, promotion rank by rank, "
                         "deserters and the Forlorn Hope (Pritchard 2007, 29.2).</i></p>",
    "maharaja.history":
        "<p><b>D. B. Pritchard (2007)</b>, <i>The Classified Encyclopedia of Chess Variants</i>, 29.2, describes "
        "<i>Maharaja</i> from a photocopy of an anonymous manuscript, \"Maharaja – Rules\", apparently from the van der "
        "Linde–Niemeijer collection, reported about 1935; its inventor is unknown. The manuscript is in English \"in a "
        "characteristic pre-war handwriting\". Pritchard thought it probably British; his editor suspects \"an "
        "Anglo-Indian description of an Indian game\", pointing to the terminology and to the elf, whose name may be a "
        "corruption of \"elephant\".</p>\n"
        "<p>The extra pieces are the maharani (queen + knight) and the elf (a two-square diagonal leap). Captured men may "
        "be claimed as deserters; pawns may be promoted, at the player's option, on reaching any rank from the 3rd to the "
        "8th, in the order knight, elf, bishop, rook, queen, maharani; and instead of moving, a player may remove one of "
        "his own men, \"called, inappropriately one might think, a Forlorn Hope\". A double version for two sets of men on "
        "24x8 squares cannot be played in Kabir (see <a href=\"chapter-29-unplayable.html\">Games of Pritchard's chapter "
        "29 that cannot be played</a>).</p>",
    "maharaja.board":
        "<p>A chequered board of 12 files and 8 ranks, \"a1 black\". Pritchard gives the baseline as \"(a1-11/a12-112) "
        "RNEBQMKQBENr\", a damaged reference that Kabir reads as a1–l1 and a8–l8, with Black on the same files as White "
        "{choice}. Each side has a king, a maharani, two queens, two bishops, two elves, two knights, two rooks and twelve "
        "pawns. White moves first.</p>",
    "maharaja.caption": "White a1–l1 R N E B Q M K Q B E N R, pawns a2–l2; Black a8–l8 r n e b q m k q b e n r, pawns "
                        "a7–l7. The kings face each other on g1 and g8.",
    "maharaja.maharani": "<b>Maharani</b> (M) — Betza <code>QN</code>. Moves as a queen or as a knight.",
    "maharaja.elf": "<b>Elf</b> (E) — Betza <code>A</code>. \"Leaps two squares diagonally\", over the square between; it "
                    "reaches only twelve squares of the board.",
    "maharaja.pawn": "<b>Pawn</b> (P) — Betza <code>fmWfcF</code>. \"Pawns move one square at a time\"; captures one "
                     "square diagonally forward. No double step, no en passant {choice}.",
    "maharaja.rules":
        "<ul>\n"
        "<li><b>Pawns</b> move one square at a time; there is no double step, no en passant and no castling "
        "{choice}.</li>\n"
        "<li><b>Promotion rank by rank.</b> A pawn that arrives, by a move or a capture, on its 3rd, 4th, 5th, 6th, 7th or "
        "8th rank may at once be promoted to a knight, elf, bishop, rook, queen or maharani respectively: \"thus pawn "
        "reaching 6th rank can promote to R\" (Pritchard 2007, 29.2). Promotion is the player's option and happens only "
        "on arrival, not later {choice}; on the 8th rank it is compulsory, as the pawn could never move again {choice}. "
        "It is unlimited.</li>\n"
        "<li><b>Deserters.</b> \"Captured pieces can be claimed as deserters and are entered on an array square of "
        "player's corresponding piece.\" Kabir: every man captured (never a king) changes sides and goes to the captor's "
        "hand; instead of a board move a player may enter one man from his hand on an empty square where a man of the same "
        "kind stood in <i>his own</i> initial array — a pawn on any square of his 2nd rank, a knight on b1 or k1, an elf on "
        "c1 or j1, a bishop on d1 or i1, a rook on a1 or l1, a queen on e1 or h1, the maharani on f1 (Black likewise on "
        "his 7th and 8th ranks) {choice}. An entry may give check or mate.</li>\n"
        "<li><b>The Forlorn Hope.</b> Instead of moving, a player may remove one of his own men other than the king from "
        "the game; it goes to neither hand {choice}. Like a capture, it restarts the count of the move rule: a man "
        "leaves the game for good {choice}.</li>\n"
        "</ul>",
    "maharaja.stalemate": "it is a <b>draw</b> {choice}; with the Forlorn Hope only a bare king can be stalemated",
    "maharaja.stalemate-note": "",
    "maharaja.disagree":
        "<li><b>The manuscript.</b> Pritchard's summary is the one source; the manuscript itself has not been read for "
        "Kabir. The damaged baseline reference, the entry of deserters, the timing of promotion and the fate of a removed "
        "man are Kabir's readings {choice}.</li>\n"
        "<li><b>The double version</b> on 24x8 squares, with two armies a side and a mated king \"out of the game unless "
        "and until the mate is released\", is not offered.</li>\n",

    # --- Tibetan Chess (Pritchard 2007, 29.5) -------------------------------------------------
    "tibetan.subtitle": "<p><i>Chess in Tibet as George Bogle saw it in 1775: European chess with a single double step, "
                        "no castling, and a king left alone drawing (Pritchard 2007, 29.5).</i></p>",
    "tibetan.history":
        "<p>\"Murray quotes a 200-year-old source which describes the game then played in Tibet\", writes <b>D. B. "
        "Pritchard (2007)</b>, <i>The Classified Encyclopedia of Chess Variants</i>, 29.5; some of its rules at least "
        "agree with the Mongolian game described in 1931. The source is a letter of George Bogle, sent on a mission to "
        "Tibet, dated 30 March (Bogle 1775; printed by van der Linde 1874 and quoted by Murray 1913). Bogle played "
        "chess there with a party of Kalmyks: \"Their method of playing differs from ours, in this particular: the "
        "privilege of moving two steps at once is confined by them to the first pawn played by each party, and they know "
        "nothing of castling and stalemate: Instead of this last, it is a drawn game, when the king is left solus, without "
        "a piece or pawn on the board.\"</p>\n"
        "<p>Bogle names only these differences from \"ours\", so Kabir plays the board, men, moves and array of European "
        "chess for the rest {choice}. The Ludii game <i>Chandaraki</i> cites the letter as its evidence.</p>",
    "tibetan.board": "<p>The chequered 8x8 board and the array of European chess, a1 dark {choice}. White moves "
                     "first.</p>",
    "tibetan.caption": "White a1–h1 R N B Q K B N R, pawns a2–h2; Black a8–h8 r n b q k b n r, pawns a7–h7.",
    "tibetan.pawn":
        "<b>Pawn</b> (P) — Betza <code>fmWfcF</code>. One square forward, captures one square diagonally forward. Only "
        "the first pawn move of each side may be a double step (the upper ○), of any pawn from its first square. No en "
        "passant {choice}.",
    "tibetan.rules":
        "<ul>\n"
        "<li><b>One double step.</b> \"The privilege of moving two steps at once is confined by them to the first pawn "
        "played by each party\" (Bogle 1775): the first pawn move of each side may advance any pawn two squares from its "
        "first square, if both are empty; if that first pawn move is a single step, the privilege is gone. Pritchard adds "
        "\"usually QP\". There is no en passant {choice}.</li>\n"
        "<li><b>Castling.</b> None by default: \"they know nothing of castling\" (Bogle 1775). Pritchard writes "
        "\"castling allowed\"; the option <i>Castling</i> allows it as in European chess.</li>\n"
        "<li><b>Promotion</b> on the last rank to a queen, rook, bishop or knight, compulsory, as in European chess "
        "{choice}.</li>\n"
        "</ul>",
    "tibetan.stalemate": "the game is a <b>draw</b> {choice} — \"they know nothing of stalemate\", which had no special "
                         "value",
    "tibetan.stalemate-note": "",
    "tibetan.results":
        "<li><b>Bare king.</b> \"It is a drawn game, when the king is left solus, without a piece or pawn on the board\" "
        "(Bogle 1775; Pritchard: \"bare king draws\"): the game is drawn at once when either side has nothing but its "
        "king.</li>\n",
    "tibetan.disagree":
        "<li><b>Castling.</b> Bogle says the Tibetans \"know nothing of castling\"; Pritchard's summary says \"castling "
        "allowed\". Kabir follows the source by default and offers castling as an option.</li>\n"
        "<li><b>Stalemate.</b> Bogle's \"they know nothing of … stalemate\" might mean that stalemate was not a result of "
        "its own; Kabir scores it a draw {choice}.</li>\n"
        "<li><b>The rest.</b> Board, men, array, promotion and en passant are not described; Kabir plays them as in "
        "European chess, without en passant {choice}.</li>\n",

    # --- Games of chapter 29 that cannot be played -------------------------------------------
    "unplayable.title": "Games of Pritchard's chapter 29 that cannot be played",
    "unplayable.intro":
        "<p><i>Pritchard's chapter \"India and the rest of Asia\" (Pritchard 2007, 29) names some games whose rules are "
        "not known well enough to play them. Kabir does not offer them. For each, this page says what is known and what "
        "is missing.</i></p>",
    "unplayable.contents": "Contents",
    "unplayable.rumi":
        "<h2><a name=\"rumi\"></a>Rumi chess (north-western India)</h2>\n"
        "<p><b>Known:</b> Murray recognises three main Indian games, \"which he calls Hindustani, Parsi (S. India) and "
        "Rumi (N.W. India)\" (Pritchard 2007, 29.1). <b>Missing:</b> every rule. Pritchard gives none, and no source read "
        "for Kabir ties Murray's Rumi to a rule set; the Ludii game <i>Rumi Shatranj</i> (after Murray 1913) is a form of "
        "shatranj that need not be the same game. Hindustani and Parsi chess are Kabir's Indian chess and Parsi chess.</p>",
    "unplayable.gosai":
        "<h2><a name=\"gosai\"></a>Gosai chess</h2>\n"
        "<p><b>Known:</b> a \"form of Indian game widely played by wanderers of the Hindu Gosavee sect in Southern "
        "India\", now believed near extinction. During their halts they started a game with the equipment they carried and "
        "went on blindfold when they walked on, with a notation of their own — \"I removed your horse on the 30th square "
        "with my devaratha ('the small horse on the left hand')\" — and checked the final position when they stopped "
        "(Pritchard 2007, 29.1, after V. D. Pandit). <b>Missing:</b> anything that tells its rules from those of the "
        "Indian game; to play it, play Kabir's Indian chess.</p>",
    "unplayable.hyder":
        "<h2><a name=\"hyder\"></a>Hyder Ali's Great Chess</h2>\n"
        "<p><b>Known:</b> \"a game with thirty men on each side, demonstrated by Hyder Ali to his prisoner Captain Lucas in "
        "1780\", known from the <i>Memoirs of the War in Asia from 1780 to 1784</i> through Forbes and Murray (Pritchard "
        "2007, 29.2). Pritchard's editor doubts Forbes's guess that it was Timur's Great Chess with a piece and a pawn "
        "added; it may have been a version of the Indian great chess games. <b>Missing:</b> the board, the array and every "
        "move.</p>",
    "unplayable.great12":
        "<h2><a name=\"great12\"></a>Indian Great Chess on 12x12 squares</h2>\n"
        "<p><b>Known:</b> the manuscript of 1796–8 that Murray describes gives, besides the 10x10 game (Kabir's Hyderabad "
        "Decimal Chess), a second game on a 12x12 board \"with the same pieces and also two lions 'and other pieces' (32 a "
        "side)\" (Pritchard 2007, 29.2; Murray 1913). <b>Missing:</b> the move of the lion, the \"other pieces\" and the "
        "array.</p>",
    "unplayable.maharaja24":
        "<h2><a name=\"maharaja24\"></a>Maharaja, the double version on 24x8 squares</h2>\n"
        "<p><b>Known:</b> besides the game of Kabir's <a href=\"maharaja.html\">Maharaja</a>, the anonymous manuscript "
        "describes \"a double version played with two sets of men (distinguishable and each with a king) on a 24x8 board, "
        "a mated king being out of the game unless and until the mate is released; his turn is lost, but his men may still "
        "be captured and claimed as deserters\" (Pritchard 2007, 29.2). <b>Missing:</b> a board of 24 files is wider than "
        "Kabir's boards (at most 16 files); and the order of turns with a mated king, how a mate is released, and who may "
        "claim the deserters of which army are not described.</p>",
    "unplayable.dice":
        "<h2><a name=\"dice\"></a>The Burmese dice game</h2>\n"
        "<p><b>Known:</b> among the radical versions of Burmese chess Pritchard lists \"a game using three dice in which "
        "the players made three moves at a time\", after Sunnucks's <i>Encyclopedia of Chess</i> (Pritchard 2007, 29.3). "
        "<b>Missing:</b> how the dice choose the men or the moves.</p>",
    "unplayable.navoi":
        "<h2><a name=\"navoi\"></a>Alisher Navoi's Great Chess</h2>\n"
        "<p><b>Known:</b> according to Gizycki, the 15th-century Uzbek poet Alisher Navoi described a great chess played "
        "in Central Asia in the 13th and 14th centuries, \"in which each side had king, two viziers, elephant, giraffe, "
        "bear, camel, ruhbird, horses, and pawns, starting in three ranks on a 100-square board\" (Pritchard 2007, 29.5). "
        "<b>Missing:</b> every move and the array.</p>",
    "unplayable.timur":
        "<h2><a name=\"timur\"></a>Timur's Great Chess: the other arrays and pieces</h2>\n"
        "<p><b>Known:</b> besides the array Forbes gives for Timur's Great Chess, \"others are recorded including "
        "'masculine' and 'feminine' arrangements, the latter omitting the alfils and with the KP on the second rank "
        "(Bland)\"; Hyde gives \"a somewhat similar arrangement on an 11x12 board\"; and the copyist of Timur's biographer "
        "Ibn Arabshah filled the vacant squares with lions, bulls and a sentinel with their pawns, and replaced the wazir "
        "with a crocodile (Pritchard 2007, 29.5). <b>Missing:</b> the arrays square by square, and the moves of the added "
        "pieces: \"the moves of these additional pieces (if they had moves) are not recorded\".</p>",
}
