# English texts of the page of Timur's Great Chess (pages9.py). The names of the men come from
# the variant file; "piece.X" is what follows the name and letter of the man X.
TEXT = {}

TEXT.update({
    "timur.subtitle": "<p><i>Timur's Great Chess, also called Tamerlane chess: an 11x10 field with a citadel beside "
                      "each player's second rank, ten kinds of piece, eleven pawns each belonging to its own piece, "
                      "a king that may change places once in the game, and a pawn of pawns with a promotion of its "
                      "own (Pritchard 2007, 29.5).</i></p>",
    "timur.history":
        "<p><b>D. B. Pritchard (2007)</b>, <i>The Classified Encyclopedia of Chess Variants</i>, 29.5 \"Timur's Great "
        "Chess\", dates the game to the 14th century: \"sometimes referred to as the 'perfect' or 'complete' chess\", it "
        "is \"said to have been the favourite game of (and even invented by) Timur the Lame (Tamerlane) who scorned the "
        "'little chess' (shatranj)\", and Gollon (1968) acclaimed it as \"the most playable and most entertaining of "
        "the early forms of Great Chess\". Pritchard gives the array after <b>Forbes (1860)</b>; <b>Murray (1913, "
        "344–345)</b> describes the game from the manuscripts, and the Ludii game \"Shatranj al-Kabir\" follows "
        "Murray.</p>\n"
        "<p>The sources differ on the pawn of pawns, on when the king may change places, on whether the prince is "
        "royal and on what the citadels give. Wikipedia (Tamerlane chess) and E. Friedlander's notes to his "
        "<i>Tamerlane Chess</i> applet (Friedlander, The Chess Variant Pages) give the fullest rules, Friedlander "
        "marking some of them as his own interpretation. Kabir plays Wikipedia's reading by default and offers "
        "Pritchard's as options.</p>\n"
        "<p>The names of the men are Persian and Arabic: shah (king), firzan (general), wazir (vizier), zurafa "
        "(giraffe), tali'a (picket), faras or asb (knight), rukh (rook), pil (elephant), jamal (camel), dabbaba "
        "(war engine), shahzada (prince), shah masnu'a (adventitious king) and baidaq (pawn).</p>",
    "timur.board":
        "<p>The field is 11 files by 10 ranks, uncheckered. Beside each player's second rank, outside the field, lies "
        "a <i>citadel</i>: White's to the right of White's second rank, Black's to the left of Black's second rank, "
        "that is, to White's left of the 9th rank (Pritchard). Kabir draws the board as 13 files a–m: the field is "
        "b1–l10, White's citadel is m2 and Black's a9 (both shaded), and the rest of files a and m is cut away "
        "{choice}. White moves first.</p>",
    "timur.caption": "White: b1 A, d1 C, f1 D, h1 D, j1 C, l1 A; b2–l2 R N T G F K W G T N R; on rank 3 the pawns of "
                     "(b3 to l3) pawns, war engines, camels, elephants, generals, kings, viziers, giraffes, pickets, "
                     "knights, rooks. Black stands point-symmetrically: general on h9, vizier on f9. A pawn is written "
                     "<code>'</code> and the letter of its piece.",
    "timur.mapping":
        "<p><b>Files.</b> Pritchard and Forbes letter the field's files a–k; they are Kabir's b–l. The ranks are "
        "numbered alike.</p>",
    "timur.files-theirs": "Pritchard, Forbes",
    "timur.files-ours": "Kabir",
    "timur.citadels-mapped": "Pritchard's \"empty citadel squares adjoining k2 and a9\" are Kabir's m2 (beside l2) "
                             "and a9 (beside b9).",
    "timur.piece.K": "Betza <code>K</code>. One step in any direction. Once in the game it may change places with "
                     "another man of its side instead (the <i>swap</i>, see <a href=\"#rules\">Rules</a>).",
    "timur.piece.F": "Betza <code>F</code>. One step diagonally (the firzan of the old chess).",
    "timur.piece.W": "Betza <code>W</code>. One step along a rank or file.",
    "timur.piece.G": "Bracket notation <code>[F-W-W-R]</code>. One step diagonally to an empty square, then on "
                     "outwards along a rank or a file, continuing that diagonal (after a step to the upper right: up "
                     "or to the right), over empty squares, ending three or more squares from the diagonal square "
                     "(the ●). It never leaps; every square it passes must be empty. It captures on the square where "
                     "it ends (Pritchard: \"one square diagonally then three or more squares orthogonally, no "
                     "leaping\"; Wikipedia; Ludii).",
    "timur.piece.T": "Bracket notation <code>[F-B]</code>. As a bishop, but at least two squares: \"as B but not to "
                     "first square\" (Pritchard); the first square must be empty (Ludii).",
    "timur.piece.N": "Betza <code>N</code>. The knight's leap.",
    "timur.piece.R": "Betza <code>R</code>. Any number of empty squares along a rank or file.",
    "timur.piece.A": "Betza <code>A</code>. Leaps two squares diagonally, over the square between (the alfil of the "
                     "old chess).",
    "timur.piece.C": "Betza <code>C</code>. Leaps three squares along a rank or file and one to the side: \"3-1 "
                     "leaper\" (Pritchard). It never changes the colour of its square.",
    "timur.piece.D": "Betza <code>D</code>. \"Two squares orthogonally, leaping first square\" (Pritchard).",
    "timur.piece.Y": "Betza <code>K</code>. Steps as a king. Whether it is royal is set by the option <i>Royal "
                     "succession</i>. A pawn of kings becomes a prince.",
    "timur.piece.X": "Betza <code>K</code>. Steps as a king, royal as the prince is. The pawn of pawns becomes one at "
                     "its third arrival on the last rank.",
    "timur.pawns":
        "<p><b>Pawns</b> — Betza <code>mfWcfF</code>. One square straight forward; captures one square diagonally "
        "forward; no double step and no en passant (Pritchard: \"move one square only\"; Wikipedia). Each player has "
        "eleven, each belonging to a piece, the one on whose file it starts (Forbes' array): it promotes to that piece "
        "only. FEN writes a pawn as <code>'</code> followed by the letter of its piece, in lower case for Black "
        "{choice}: eleven kinds of pawn cannot get letters of their own beside twelve pieces in a readable way. The "
        "letter in parentheses is the program's own name of the pawn's type.</p>",
    "timur.pawns.name": "Pawn",
    "timur.pawns.letter": "Letter",
    "timur.pawns.fen": "FEN",
    "timur.pawns.becomes": "On the last rank it becomes",
    "timur.pawns.op": "see <i>The pawn of pawns</i> under <a href=\"#rules\">Rules</a>",
    "timur.rules":
        "<ul>\n"
        "<li><b>Promotion.</b> A pawn that reaches the last rank becomes at once the piece it belongs to, however many "
        "of them its side has: a third rook is possible (Pritchard; Wikipedia). The pawn of kings becomes a prince "
        "(Pritchard: \"The KP promoted to Prince (K without royal powers)\").</li>\n"
        "<li><b>The pawn of pawns</b> (Pritchard's \"Original Pawn\") has \"a curious promotion cycle\". By default "
        "(option <i>Pawn of pawns</i>, after Wikipedia, Friedlander and Ludii): at its <i>first arrival</i> on the last "
        "rank it stays there, immobile and immune from capture. At any later turn its owner may, as his move, put it on "
        "any square from which, as a pawn, it attacks two or more enemy men (a fork); whatever man other than a king, "
        "prince or adventitious king stands there, of either colour, is removed. It then moves on as a pawn. The "
        "sources also allow a square where it attacks a piece that cannot escape; Kabir leaves that out, as it cannot "
        "be defined exactly {choice}. At its <i>second arrival</i> it becomes a pawn of kings and is put on its side's "
        "start square of that pawn (g3 for White, g8 for Black) at once if that square is empty; otherwise it waits "
        "on the last rank, immobile and immune, and moving it there is a move its owner may make once the square is "
        "empty (Friedlander: \"That was my interpretation\"; {choice}). At its <i>third arrival</i> it becomes an "
        "adventitious king. With Pritchard's rules it may at the first arrival be put on any square not occupied by a "
        "king, and at the second it becomes a pawn of kings \"with the same powers as in (1)\": it waits, immune, and "
        "may then be put anywhere in the same way.</li>\n"
        "<li><b>The king's swap.</b> Once in the game the king may, as its move, change places with any other man of "
        "its side; after the swap no royal man of its side may be in check. By default only to escape a check or a "
        "stalemate (Wikipedia: \"to evade check/checkmate or stalemate\"; Ludii); with the option <i>King swap</i> "
        "at any time (Pritchard: \"K, once in a game, could change places with any allied piece on the board\"). Only "
        "the original king has this power, not a prince or an adventitious king {choice}.</li>\n"
        "<li><b>Several kings.</b> By default (option <i>Royal succession</i>, Wikipedia): while a player has two or "
        "more of king, prince and adventitious king, none of them is in check, and any of them may be captured like "
        "any other man; the last one left is royal, and is checked and mated as a king. Friedlander likewise lets them "
        "move into attack. With Pritchard's rules the prince and the adventitious king are not royal: they are men "
        "that step like kings.</li>\n"
        "<li><b>The citadels.</b> Only a king, a prince or an adventitious king may ever stand on a citadel; other men "
        "neither enter nor cross one {choice} (Wikipedia: \"No piece other than a king may occupy a citadel\"). A "
        "player's own citadel may be entered only by his adventitious king (Wikipedia; Friedlander). What the enemy "
        "citadel gives is set by the option <i>Citadels</i>: by default the game is drawn as soon as a king, prince or "
        "adventitious king moves onto it (Wikipedia; Ludii) — any of the three, not only the ranking king as "
        "Friedlander has it {choice}. With Pritchard's rules \"if a king could attain the opponent's citadel it was "
        "immune from capture\": a king there cannot be captured or checked and the game goes on; and \"a king "
        "sheltering in a citadel could change places with a prince\": a king standing on a citadel may, as its move, "
        "change places with a prince or an adventitious king of its side. A citadel is an ordinary square for attacks: "
        "a man may attack a royal man standing on one {choice}, as Friedlander plays it.</li>\n"
        "<li><b>The first move.</b> White moves first {choice}; in the sources dice decide who begins.</li>\n"
        "</ul>",
    "timur.stalemate": "the stalemated player <b>loses</b> (Wikipedia; Friedlander; Ludii; Pritchard is silent). A "
                       "player who still has the king's swap is not stalemated while the swap is legal: he must use it",
    "timur.stalemate-note": "There is no option: every source that speaks of stalemate scores it so.",
    "timur.results":
        "<li><b>Citadel draw.</b> With the option <i>Citadels</i> at its default, a king, prince or adventitious king "
        "that moves onto the enemy citadel draws the game at once (result kind <i>citadel draw</i>).</li>\n"
        "<li><b>No bare-king rule.</b> A king left alone plays on; the sources know no such rule.</li>\n",
    "timur.disagree":
        "<li><b>The pawn of pawns.</b> Wikipedia and Friedlander let it be put only where it forks enemy men, and "
        "bring it back as a pawn of kings on that pawn's start square; Pritchard lets it be put on any square not "
        "occupied by a king, both times. The option <i>Pawn of pawns</i> offers both.</li>\n"
        "<li><b>The king's swap.</b> Only in check or stalemate (Wikipedia; Ludii) or at any time (Pritchard); an "
        "option.</li>\n"
        "<li><b>The prince.</b> Royal while it is its side's last king (Wikipedia), or a man that steps like a king "
        "(Pritchard: \"K without royal powers\"); the option <i>Royal succession</i>.</li>\n"
        "<li><b>The citadel.</b> A draw for a king that reaches the enemy citadel (Wikipedia; Ludii), or a refuge "
        "(Pritchard); the option <i>Citadels</i>. Friedlander grants the draw only to the ranking king; Kabir grants it "
        "to every king, prince and adventitious king {choice}.</li>\n"
        "<li><b>Stalemate</b> is a loss in Wikipedia, Friedlander and Ludii; Pritchard does not say.</li>\n"
        "<li><b>The array.</b> Pritchard records other arrays: 'masculine' and 'feminine' ones, the latter without the "
        "elephants and with the pawn of kings on the second rank, and Hyde's on an 11x12 board; a copy of the "
        "manuscript of Timur's biographer Ibn 'Arabshah fills the empty squares with lions, bulls, a sentinel and "
        "their pawns, whose moves are not recorded. Kabir plays Forbes' array.</li>\n",
})
