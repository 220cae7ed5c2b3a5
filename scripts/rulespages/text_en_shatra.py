# English texts of the page of Shatra (pages9.py). The names of the men come from the variant
# file; "piece.X" is what follows the name and letter of the man X.
TEXT = {}

TEXT.update({
    "shatra.subtitle": "<p><i>Shatra, the chess of the Altai: the men of chess capturing as in draughts, by leaping, "
                       "on a board of 62 squares with a fortress of reserves at each end and a temdek at each gate "
                       "(Pritchard 2007, 29.5).</i></p>",
    "shatra.history":
        "<p><b>D. B. Pritchard (2007)</b>, <i>The Classified Encyclopedia of Chess Variants</i>, 29.5 \"Shatra\": "
        "\"Origins unknown. A game of the Altai region, blending chess and draughts.\" Velyenin Taushkanov codified "
        "the contemporary rules in 1979, and the Presidium of the Central Shatra Section published official rules in "
        "1985; Pritchard had them by personal communication. <b>I. Derzhanski</b> describes the game after an article "
        "in the collection edited by <b>Kurin (1988, 156–160)</b>, and gives the initial placement. The help of "
        "<b>Shatrabase</b>, a database program for the game, sets out the rules of this version, which it calls "
        "\"Extended\", in detail, beside the older \"Original\" version with shatras and biys only, which it reports "
        "to be the one officially played in the Altai today. Kabir plays the Extended version, Pritchard's.</p>\n"
        "<p>The men are a biy (king), a batyr (queen, \"giant\"), two turas (rooks), two jalkyns (bishops) and eleven "
        "shatras (pawns) a side. In tournament sets they are flat round men marked with a ring, a triangle, a square or "
        "a bar (Pritchard; Derzhanski); souvenir sets use chess pieces. Kabir's pictures are draughtsmen bearing the "
        "sign of the chess piece each moves like.</p>",
    "shatra.board":
        "<p>The board is 62 squares of a 7x14 grid, files a–g, ranks 1–14 (Pritchard; Derzhanski): White's "
        "<i>fortress</i> c1–e3, White's <i>gate</i> d4, the <i>field</i> a5–g10 (White's half ranks 5–7, Black's "
        "ranks 8–10, with the <i>ditch</i> between ranks 7 and 8), Black's gate d11 and Black's fortress c12–e14. "
        "The other squares of the grid are cut away; FEN writes them <code>*</code> {choice}. The d-file is the "
        "<i>big road</i>. Each gate holds a <i>temdek</i>, a marker that is not a man. White moves first.</p>",
    "shatra.caption": "The fortresses and gates are shaded, the big road through the field lightly. White: biy d4 (in "
                      "the gate, with the temdek), batyr d1, turas d2 and d3, jalkyns c3 and e3, shatras c1, e1, c2, "
                      "e2 and a5–g5. Black: biy d11, batyr d14, turas d13 and d12, jalkyns c12 and e12, shatras c13, "
                      "e13, c14, e14 and a10–g10 (Derzhanski's \"c4\" read as c14).",
    "shatra.piece.K": "Betza <code>K</code> for its move: one step in any direction (○). It captures by the "
                      "<i>short leap</i>: over an enemy man next to it, in any of the eight directions, onto the "
                      "empty square directly beyond (◆). It alone need not capture (see <a href=\"#rules\">Rules</a>). "
                      "Standing in its own gate it is a reserve that may also move.",
    "shatra.piece.Q": "Betza <code>Q</code> for its move: any number of empty squares along a rank, file or diagonal "
                      "(○). It captures by the <i>long leap</i>: along one of its lines over any number of empty "
                      "squares, over exactly one enemy man, onto any empty square beyond it reached over empty squares "
                      "(◆).",
    "shatra.piece.R": "Betza <code>R</code> for its move: any number of empty squares along a rank or file (○). It "
                      "captures by the long leap along those lines (◆).",
    "shatra.piece.B": "Betza <code>B</code> for its move: any number of empty squares along a diagonal (○). It "
                      "captures by the long leap along its diagonals (◆).",
    "shatra.piece.P": "\"As chess pawns up to the ditch, thereafter like kings, but never backwards\" (Pritchard), "
                      "in Shatrabase's detail: in its own half one square forward, or two from its first field rank "
                      "(5 for White, 10 for Black) over an empty square (upper diagram); on the last rank of its own "
                      "half (7 or 8) one square forward or diagonally forward; beyond the ditch also one square "
                      "sideways (lower diagram). It never moves backwards. It captures by the short leap, in any of "
                      "the eight directions (◆). After a shatra's double step an enemy shatra may take it en passant, "
                      "by a short leap over the square it passed, as though it stood there, onto the square beyond; "
                      "the sequence may go on from there (as Shatrabase's program does it {choice}: a leap onto the "
                      "passed square could not capture).",
    "shatra.rules":
        "<ul>\n"
        "<li><b>Reserves.</b> The men standing in their own fortress are reserves and cannot move. Instead a player "
        "may, as his move, <i>drop</i> one of them on an empty square of his own half of the field (Pritchard; "
        "Shatrabase). By default not on the big road (Pritchard: \"except on the big road\"); the option <i>Drops on "
        "the big road</i> allows it (Shatrabase). The biy in its own gate is dropped in the same way, or moves as a "
        "king; while its temdek is on it may return to the gate (Shatrabase).</li>\n"
        "<li><b>The temdek.</b> A side's temdek is on while any of its reserves is still in its fortress. While it is "
        "on, no enemy man may enter that fortress or gate, by a move or by a leap, and no man of that side except the "
        "biy may go back into them {choice}: this joins Pritchard's \"When the fortress is vacated, the temdek is "
        "removed, which allows captures from the field back into the fortress\" and Shatrabase's \"Until its side's "
        "temdek is off, no piece can return to its fortress – only the biy to its gate\". Reserves do not capture, "
        "for they cannot move (Pritchard); so Pritchard's reserve that \"captures within its own fortress\" and must "
        "leave for the field at its owner's next move never arises while the temdek keeps the enemy out "
        "{choice}.</li>\n"
        "<li><b>Captures</b> are made by leaping, as in draughts, and the jumped man is taken (Pritchard). They are "
        "compulsory; when several are possible the player chooses among them, with no duty to take the most. After a "
        "capture the same man must go on capturing while it can; no man may be jumped twice, and the jumped men are "
        "removed when the sequence ends (Pritchard; Shatrabase). When some of a long leap's landing squares allow the "
        "sequence to go on, the man must land on one of them {choice}.</li>\n"
        "<li><b>The biy's exemption.</b> A player need not capture if only his biy can (Pritchard; Shatrabase). By "
        "default a biy's sequence, once begun, must be completed (Pritchard: \"he cannot elect for the king and then "
        "opt not to capture\"); with the option <i>Biy may stop capturing</i> the biy may end it at any point "
        "(Shatrabase).</li>\n"
        "<li><b>Promotion.</b> A shatra that reaches the enemy's back rank (c14, d14, e14 for White; c1, d1, e1 for "
        "Black) becomes any piece of its own side that has been captured: batyr, tura or jalkyn (Pritchard). If none "
        "has, it stays a shatra and may move sideways along that rank; once a piece is captured, its owner may promote "
        "it in place, as a move {choice}. A shatra that promotes during a capture sequence goes on capturing as the "
        "new piece (Pritchard: \"A pawn which promotes on capturing must continue to capture as a promoted piece\"); "
        "with the option <i>Promotion during a capture</i> off it promotes only where its sequence ends "
        "(Shatrabase).</li>\n"
        "<li><b>Tower squares</b> (option, Shatrabase only): the corner squares of the field are tower squares; a "
        "shatra that reaches one of the enemy's (a10 or g10 for White, a5 or g5 for Black) may move from there to any "
        "empty square of the enemy fortress.</li>\n"
        "<li><b>No check.</b> A biy is not protected by the rules: a player may leave his biy where it can be "
        "captured {choice}.</li>\n"
        "</ul>",
    "shatra.results":
        "<ul>\n"
        "<li><b>Capture of the biy.</b> A player who captures the enemy biy wins (Pritchard: \"The aim of the game is "
        "to capture or stalemate the opposing king\").</li>\n"
        "<li><b>No move.</b> A player who has no legal move, no drop and no capture, loses (Pritchard; "
        "Shatrabase).</li>\n"
        "<li><b>Threefold repetition.</b> The game is drawn when the same position occurs for the third time with the "
        "same side to move (Shatrabase: \"by repetition of a position (as in chess)\").</li>\n"
        "<li><b>Move rule.</b> The game is drawn after a number of moves by each side without a capture or a shatra's "
        "move: off by default, so that repetition alone draws (Shatrabase), or 50 moves (the option <i>Move "
        "rule</i>) {choice}.</li>\n"
        "<li><b>Agreement, resignation, time.</b> A player may resign or agree a draw (Shatrabase); in a game played "
        "with a clock, a player whose time runs out loses.</li>\n"
        "</ul>",
    "shatra.disagree":
        "<li><b>Drops on the big road.</b> Forbidden by Pritchard, allowed by Shatrabase; an option.</li>\n"
        "<li><b>The biy's sequence.</b> Pritchard makes a begun sequence compulsory to its end; Shatrabase lets the biy "
        "stop at any point; an option.</li>\n"
        "<li><b>Promotion during a capture.</b> At once, going on as the new piece (Pritchard), or only where the "
        "sequence ends (Shatrabase); an option.</li>\n"
        "<li><b>Tower squares</b> are Shatrabase's alone; an option, off by default.</li>\n"
        "<li><b>The temdek.</b> Pritchard and Shatrabase word its effect differently; Kabir joins the two "
        "{choice}.</li>\n"
        "<li><b>The shatra's move.</b> Pritchard lets it move \"like kings\" beyond the ditch; Shatrabase gives the "
        "detail Kabir follows (forward and diagonally forward on the last rank of its own half, sideways only beyond "
        "the ditch) and the double step with its en passant capture.</li>\n"
        "<li><b>Which version.</b> Shatrabase reports that the \"Original\" version, with shatras and biys only, is "
        "the one officially played in the Altai today; Kabir plays the \"Extended\" version with the chess pieces, "
        "which Pritchard describes.</li>\n",
})
