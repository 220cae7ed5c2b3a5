# The English texts of the rules pages (resources/rules/<variant>.html); text_de.py has the same
# keys in German. The page functions in pages1.py and pages2.py put them together with the
# diagrams and the variant files' options. {choice} marks a rule as Kabir's own decision; other
# {names} are filled in by the page functions. The texts cite their sources as "Author year,
# page"; references.py turns every cited work into an entry of the References.
TEXT = {
    # --- shared by every page ----------------------------------------------------------------
    "common.choice": "Kabir's choice",
    "common.choice-note":
        "<p>Rules marked {choice} are this program's own decisions, taken where the sources leave a point open "
        "or contradict each other; they are not found in the sources. The References at the end of the page "
        "list the works cited, with the pages or sections the citations refer to.</p>",
    "common.title": "{name} — rules",
    "common.toc.history": "History and sources",
    "common.toc.board": "Board and array",
    "common.toc.armies": "Board and armies",
    "common.toc.pieces": "Pieces",
    "common.toc.rules": "Rules",
    "common.toc.results": "End of the game",
    "common.toc.options": "Options",
    "common.toc.disagree": "Where the sources disagree",
    "common.toc.references": "References",
    "common.h.history": "History and sources",
    "common.h.board": "Board and initial array",
    "common.h.armies": "Board and armies",
    "common.h.pieces": "Pieces",
    "common.h.rules": "Rules",
    "common.h.results": "End of the game",
    "common.h.options": "Options",
    "common.h.disagree": "Where the sources disagree",
    "common.h.references": "References",
    "common.references-intro":
        "The works cited on this page, with their addresses where they can be read online.",
    "common.option": "option",
    "common.default": "Default:",
    "common.default-when": "; <b>{value}</b> when {option} is {when}",
    "common.value": "Value",
    "common.changes": "What it changes",
    "common.source": "Source",
    "common.legend":
        "<p style=\"font-size: small;\">In the movement diagrams the piece stands on the yellow square. <b>●</b> it "
        "moves or captures there; <b>○</b> it moves there only without capturing; <span style=\"color: #b00000;\"><b>×</b>"
        "</span> it captures there only; <span style=\"color: #1040c0;\"><b>◆</b></span> a special move explained beside "
        "the diagram. A line of dots that reaches the edge of the diagram goes on to the edge of the board, as long as "
        "the squares are empty (a rider stops on the first piece in its way and may capture it if it belongs to the "
        "enemy).</p>",
    "common.king": "<b>King</b> (K) — Betza <code>K</code>. One step in any of the eight directions. {names}",
    "common.queen": "<b>Queen</b> (Q) — Betza <code>Q</code> (= <code>RB</code>). Any number of empty squares along a rank, "
                    "file or diagonal. {names}",
    "common.rook": "<b>Rook</b> (R) — Betza <code>R</code>. Any number of empty squares along a rank or file. {names}",
    "common.bishop": "<b>Bishop</b> (B) — Betza <code>B</code>. Any number of empty squares along a diagonal; it never "
                     "leaves the colour of its square. {names}",
    "common.knight": "<b>Knight</b> (N) — Betza <code>N</code>. Leaps to the opposite corner of a 2x3 rectangle (one square "
                     "orthogonally and one diagonally outwards), over any piece in between. {names}",
    "common.results":
        "<ul>\n"
        "<li><b>Check and checkmate.</b> The king is royal: a move that leaves one's own king attacked is illegal. A player "
        "who is checkmated loses (result kind <i>checkmate</i>).</li>\n"
        "<li><b>Stalemate.</b> A player who has no legal move and is not in check is stalemated: {stalemate} (result kind "
        "<i>stalemate</i>). {stalemate_options}</li>\n"
        "{extra}"
        "<li><b>Threefold repetition.</b> The game is drawn when the same position occurs for the third time, with the same "
        "side to move and the same rights (result kind <i>repetition</i>, or <i>perpetual check</i> when every move of one "
        "side since the position's first occurrence gave check {choice}).</li>\n"
        "<li><b>Move rule.</b> The game is drawn after a number of moves by each side with no capture and no pawn move: 50 "
        "by default, 100, or off (see the option <i>Move rule</i> below; result kind <i>n-move rule</i>).{move_rule}</li>\n"
        "<li><b>Agreement, resignation, time.</b> A player may resign, or offer a draw which the opponent may accept, at any "
        "time (result kinds <i>resignation</i> and <i>agreement</i>). In a game played with a clock, a player whose time "
        "runs out loses (result kind <i>time</i>) — unless the opponent has nothing left but a bare king, on the board or "
        "in hand: then the game is drawn. FIDE's \"no possible mate\" cannot be decided in general for these pieces; a "
        "bare king is the case every source recognises {choice}.</li>\n"
        "</ul>\n"
        "<p>Kabir records every result with its <i>kind</i>, not only the score. In game records the <code>Result</code> tag "
        "stays <code>1-0</code>, <code>0-1</code> or <code>1/2-1/2</code>, and the <code>Termination</code> and "
        "<code>ResultKind</code> tags name the kind.</p>",
    "common.stalemate-options": "The option <i>Stalemate</i> below plays it as a draw, a win, a half-win or a loss for "
                                "the stalemating side instead, the values the sources argue about.",
    "common.half-win": "<p>A half-win scores ¾–¼ in tables and is shown as \"½-win\". {choice}</p>",
    "common.half-win-disagree":
        "<li><b>Scoring a half-win.</b> The sources call stalemate a half-win without a score. {choice} It counts ¾–¼ in "
        "tables; the <code>Result</code> tag of a record shows <code>1-0</code> or <code>0-1</code> with the kind in "
        "<code>ResultKind</code>.</li>",

    # --- chess -------------------------------------------------------------------------------
    "chess.subtitle": "<p><i>Orthodox chess under the FIDE Laws of Chess, the game every player knows.</i></p>",
    "chess.history":
        "<p>Orthodox chess is the game as played today under the <b>FIDE Laws of Chess</b> (FIDE 2023). Kabir includes "
        "it beside the historical games as the familiar point of comparison: play it with the same board, move list and "
        "rules pages as the large variants, and measure the new pieces, the longer pawn steps and the older rules of "
        "those games against the game you know. The pages of the historical variants cite the research on which Kabir's "
        "rules for them rest.</p>",
    "chess.board": "<p>An 8x8 checkered board; a1 is a dark square. White (capital letters) moves first; Black's pieces "
                   "are shown in small letters.</p>",
    "chess.caption": "White: a1–h1 R N B Q K B N R, pawns a2–h2. Black: a8–h8 r n b q k b n r, pawns a7–h7.",
    "chess.pawn": "<b>Pawn</b> (P) — Betza <code>fmWfcF</code> plus the double step. Moves one square straight forward "
                  "without capturing, or two from its starting rank when both squares are empty; captures one square "
                  "diagonally forward (shown from the pawn's 2nd rank).",
    "chess.rules":
        "<h3>Pawns and en passant</h3>\n"
        "<p>A pawn on its 2nd rank may advance one or two squares; every square passed over must be empty. A pawn that has "
        "just advanced two squares may be captured <i>en passant</i> by an enemy pawn that attacks the square it passed "
        "over, on the very next move only; the capturing pawn lands on the passed-over square.</p>\n"
        "<h3>Castling</h3>\n"
        "<p>The king moves two squares towards a rook and that rook lands on the square the king passed over: K e1 → g1 "
        "with R h1 → f1, or K e1 → c1 with R a1 → d1 (Black likewise on the 8th rank). Neither piece may have moved, every "
        "square between them must be empty, and the king may not be in check, pass over an attacked square or land on "
        "one.</p>\n"
        "<h3>Promotion</h3>\n"
        "<p>A pawn that reaches the 8th rank must be exchanged, as part of the same move, for a queen, rook, bishop or "
        "knight of its own colour, whatever pieces are still on the board.</p>",
    "chess.stalemate": "under the FIDE Laws (FIDE 2023, Art. 5.2.1) the game is a <b>draw</b>",
    "chess.disagree":
        "<p>Nowhere: orthodox chess follows the FIDE Laws. Where Kabir differs from them, it is in how a game is run, not "
        "in the moves:</p>\n"
        "<ul>\n"
        "<li>Under the FIDE Laws a player claims the draw by threefold repetition or by the 50-move rule (FIDE 2023, "
        "Art. 9.2 and 9.3). Kabir ends the game by itself when either occurs. {choice}</li>\n"
        "<li>The move rule and the value of stalemate are options, so that every variant offers the same choices; their "
        "defaults, 50 moves and a draw, are the FIDE rules. {choice}</li>\n"
        "</ul>",

    # --- Kaiserspiel and Sultanspiel: Tressau's rules ----------------------------------------
    "tressau.pawns":
        "<h3>Pawns and en passant</h3>\n"
        "<p>Pawns move one square straight forward and capture one square diagonally forward, as in chess, but they have "
        "longer first steps:</p>\n"
        "<ul>\n"
        "<li>from its 2nd rank a pawn may advance <b>1, 2 or 3 squares</b>;</li>\n"
        "<li>a pawn standing on its 3rd rank may advance <b>1 or 2 squares</b> (e.g. e3–e5);</li>\n"
        "<li>every square passed over must be empty.</li>\n"
        "</ul>\n"
        "<p><b>En passant.</b> A pawn that passes over one or two squares with such a step can be captured <i>en passant</i> "
        "by an enemy pawn that attacks <i>any</i> square it passed over, on the very next move only; the capturing pawn "
        "lands on the passed-over square it attacks.</p>",
    "tressau.pawn":
        "<b>Pawn</b> (P) — Betza <code>fmWfcF</code> plus the longer steps below. Moves one square forward, captures one "
        "square diagonally forward; from its 2nd rank (shown) it may also advance two or three squares, and from its 3rd "
        "rank two. {names}",
    "tressau.promotion":
        "<h3>Promotion</h3>\n"
        "<p>Promotion takes place on the last rank (the {last} for White, the 1st for Black). It depends on the rule "
        "set:</p>\n"
        "<p><b>Rule set A — Tressau (historical)</b> (the default), after Tressau's rules for the usual game (Tressau 1840, "
        "pp. 51–52) as Markov (2022) applies them:</p>\n"
        "<ul>\n"
        "<li><i>Only to a captured piece.</i> A pawn may become a piece of a type T only when its owner has fewer pieces of "
        "type T on the board than in the initial array (pieces gained by promotion count as on the board). Never a king. A "
        "player may not get two bishops on squares of the same colour.</li>\n"
        "<li><i>Promotion is optional.</i> A pawn reaching the last rank when a piece is available is promoted to a chosen "
        "available piece, or its owner declares that it stays a pawn for good: it then never promotes and never moves "
        "again.</li>\n"
        "<li><i>Waiting pawns.</i> When no piece is available, a pawn may still move to (or capture onto) the last rank; it "
        "waits there as a pawn and can be captured. At its owner's first turn at which a piece becomes available, the owner "
        "may, as that turn's move, promote the waiting pawn in place to an available piece; if the owner makes any other "
        "move at that turn, the pawn stays a pawn for good. {choice} (see <a href=\"#disagree\">Where the sources "
        "disagree</a>).</li>\n"
        "<li>A plain move onto the last rank means \"stays a pawn for good\" when a piece was available, and \"waits\" when "
        "none was. With several waiting pawns, each one that is not promoted at its first chance — also when its owner is "
        "in check and the promotion in place would not answer the check — stays a pawn for good. {choice}</li>\n"
        "</ul>\n"
        "<p><b>Rule set B — modern</b> (Markov 2022): a pawn reaching the last rank must promote, as part of the move, to "
        "any of {pieces}, whatever pieces are still on the board.</p>",
    "tressau.rules-disagree":
        "<li><b>Promotion and stalemate.</b> Tressau gives no promotion or stalemate rules in his pages on the {game}; "
        "Markov (2022) takes them from Tressau's own rules for the usual game (Tressau 1840, pp. 51–52, after Anonymous "
        "1819, pp. 25–26): \"the Berlin manner\" — promotion only to a captured piece, no two bishops on one colour, the "
        "pawn may stay a pawn — and stalemate a half-win for the stalemating side, as in Germany then. Cazaux and "
        "Knowlton (2017), and Jocly, keep promotion to captured pieces but drop the bishop rule and the choice to stay a "
        "pawn, and do not mention stalemate. Kabir offers Markov's rule set A (the default) and rule set B (modern "
        "promotion, stalemate a draw; both rules were known to Tressau as well).</li>\n"
        "<li><b>Waiting pawns.</b> Tressau's rules say that a pawn waiting on the last rank \"must be promoted immediately\" "
        "when a piece becomes available, but also that the player may leave it a pawn until the end of the game. {choice} "
        "The promotion in place costs the turn (as in Chaturanga 4-84): at the first turn at which a piece is available the "
        "owner may promote the waiting pawn as that turn's move; any other move leaves it a pawn for good, also with several "
        "waiting pawns and when the owner is in check.</li>",
    "tressau.opt-A": "A player may not get two bishops on squares of the same colour; a pawn may stay a pawn for good. "
                     "See <a href=\"#rules\">Promotion</a>.",
    "tressau.stalemate": "in rule set A this is a <b>half-win</b> for the stalemating side, in rule set B a <b>draw</b>",
    "tressau.castling-conditions":
        "<p>The orthodox conditions apply: neither king nor rook has moved, every square between them is empty, and the "
        "king is not in check, does not pass over an attacked square and does not land on one.</p>",

    # --- Kaiserspiel -------------------------------------------------------------------------
    "kaiserspiel.subtitle": "<p><i>The Emperor's Game: Peguilhen's 10x10 chess of about 1819, in L. Tressau's revision of "
                            "1840.</i></p>",
    "kaiserspiel.history":
        "<p>The <i>Archiv der Spiele</i> of 1819 (Anonymous 1819, p. 66) describes <i>das Kaiserspiel</i>, a game invented "
        "\"several years earlier\" by a Prussian official named <b>Peguilhen</b>: chess on a 10x10 board with two "
        "additional pieces, the <i>Feldherr</i> (commander, queen + knight) and the <i>Adjutant</i> (bishop + knight). "
        "<b>L. Tressau</b> (1840, <i>Das Schachspiel, seine Gattungen und Abarten</i>; the name is also found misread as "
        "\"Tressan\") revised its initial array and its castling, and built the 11x11 Sultanspiel on Peguilhen's idea. "
        "Later descriptions — Verney (1885), Cazaux and Knowlton (2017) and the Jocly implementation that follows them — "
        "are incomplete or wrong on several points.</p>\n"
        "<p>Kabir follows <b>G. Markov (2022)</b>, <i>Three large chess variants from India and Germany: a note on their "
        "rules</i> (Board Game Studies Journal), which restores Tressau's rules from the original sources and suggests two "
        "rule sets: <b>A</b>, Tressau's historical rules, and <b>B</b>, the same game with modern promotion and stalemate "
        "rules.</p>",
    "kaiserspiel.board":
        "<p>A 10x10 board, 20 pieces a side; a1 is a dark square. White (capital letters) moves first; Black's pieces are "
        "shown in small letters. The array is a mirror array: the commanders face each other on the d-file and the kings "
        "on the e-file. The bishops stand on c1 (dark) and h1 (light).</p>",
    "kaiserspiel.caption": "Tressau 1840 (the default; Markov 2022, Fig. 2): White a1–j1 R N B C K Q A B N R, pawns a2–j2; "
                           "Black a10–j10 r n b c k q a b n r, pawns a9–j9.",
    "kaiserspiel.peguilhen":
        "<p>Peguilhen's original array (option <i>Array</i> = <i>Peguilhen 1819</i>; Anonymous 1819, p. 66) exchanges queen "
        "and commander: queen on d1/d10, commander on f1/f10; everything else is the same.</p>",
    "kaiserspiel.caption-peguilhen": "Peguilhen 1819: White a1–j1 R N B Q K C A B N R.",
    "kaiserspiel.names-K": "German: König.",
    "kaiserspiel.names-Q": "German: Königin or Dame.",
    "kaiserspiel.commander":
        "<b>Commander</b> (C) — Betza <code>QN</code>. Moves as a queen or as a knight. Peguilhen's <i>Feldherr</i>, "
        "translated as <i>general</i> by Verney (1885) and as <i>commander</i> by Cazaux and Knowlton (2017).",
    "kaiserspiel.adjutant": "<b>Adjutant</b> (A) — Betza <code>BN</code>. Moves as a bishop or as a knight. German "
                            "<i>Adjutant</i>.",
    "kaiserspiel.names-P": "German <i>Bauer</i>.",
    "kaiserspiel.castling":
        "<h3>Castling</h3>\n"
        "<p><b>Tressau's castling</b> (the default array): the king moves from e1 to <b>b1</b> with the rook a1 → <b>c1</b>, "
        "or from e1 to <b>i1</b> with the rook j1 → <b>h1</b> — three squares one way, four the other (Black likewise on "
        "the 10th rank). With Peguilhen's array the king moves three squares either way: e1 → b1 (rook a1 → c1) or e1 → h1 "
        "(rook j1 → g1; Anonymous 1819).</p>",
    "kaiserspiel.last": "10th",
    "kaiserspiel.pieces-b": "queen, commander, adjutant, rook, bishop or knight (Q, C, A, R, B, N)",
    "kaiserspiel.opt-peguilhen": "The king then castles e1 → b1 with R a1 → c1, or e1 → h1 with R j1 → g1.",
    "kaiserspiel.opt-tressau": "Castling: K e1 → b1 with R a1 → c1, or K e1 → i1 with R j1 → h1.",
    "kaiserspiel.game": "Kaiserspiel",
    "kaiserspiel.disagree":
        "<li><b>Array.</b> Peguilhen's original rules (Anonymous 1819, p. 66) put the queen on d1 and the commander on f1; "
        "Tressau (1840) exchanged them for a better-balanced array. Markov (2022) shows the change was deliberate, not an "
        "error. Kabir plays Tressau's array by default and offers Peguilhen's as an option.</li>\n"
        "<li><b>Castling.</b> Verney (1885) wrote that the king castles \"as may be desired\"; Cazaux and Knowlton (2017) "
        "have the king moving three or four squares correctly, but the rook's landing squares wrong. Tressau's king goes to "
        "b1 or i1 and the rook to c1 or h1 (Markov 2022). Kabir follows Tressau, and Peguilhen's three-square castling with "
        "his array.</li>\n"
        "<li><b>Pawn steps.</b> Tressau's text does not say that a pawn on its 3rd rank may still move two squares; Markov "
        "(2022) infers it from Tressau's example Sultanspiel games (Tressau 1840, pp. 87–88), as the two games share their "
        "rules. Kabir allows it, with en passant after every multi-step.</li>",

    # --- Sultanspiel -------------------------------------------------------------------------
    "sultanspiel.subtitle": "<p><i>The Sultan's Game: L. Tressau's 11x11 chess of 1840, with commander, marshal and "
                            "adjutant.</i></p>",
    "sultanspiel.history":
        "<p>Peguilhen, the inventor of the <a href=\"kaiserspiel.html\">Kaiserspiel</a>, considered an 11x11 game with an "
        "additional rook + knight piece, the <i>Admiral</i>, but apparently abandoned the idea (Markov 2022). <b>L. "
        "Tressau</b> (1840, <i>Das Schachspiel, seine Gattungen und Abarten</i>) developed it into <i>das Sultanspiel</i>, "
        "named the new piece <i>Marschall</i>, gave two initial arrays, example games (pp. 87–89) and two additional ways "
        "of winning. He numbers the squares from the top left, so that White's back rank runs from 111 (a1) to 121 (k1). "
        "Verney (1885) and Cazaux and Knowlton (2017) describe the game incompletely or with errors.</p>\n"
        "<p>Kabir follows <b>G. Markov (2022)</b>, <i>Three large chess variants from India and Germany: a note on their "
        "rules</i> (Board Game Studies Journal), with its rule sets <b>A</b> (Tressau, historical) and <b>B</b> "
        "(modern).</p>",
    "sultanspiel.board":
        "<p>An 11x11 board, 22 pieces a side; a1 is a dark square. White (capital letters) moves first; Black's pieces are "
        "shown in small letters. Black mirrors White's array on the same files: rank 11 equals rank 1, pawns on rank 10. "
        "The marked squares are the targets of the <i>King targets</i> option: the centre <b>f6</b>, and the kings' "
        "initial squares f1 and f11.</p>",
    "sultanspiel.caption": "Tressau, Fig. 3 (the default; Markov 2022, Fig. 3): White a1–k1 R B N M C K Q A B N R, pawns "
                           "a2–k2; the bishops on b1 (light) and i1 (dark).",
    "sultanspiel.fig4":
        "<p>In the alternative array (Tressau, Fig. 4; Markov 2022, Fig. 4) bishop and knight change places on both wings: "
        "R N B M C K Q A N B R, bishops on c1 (dark) and j1 (light). The symmetric array R N B M C K Q A B N R would put "
        "both bishops on dark squares, which is why Tressau exchanges bishop and knight on one wing.</p>",
    "sultanspiel.caption-fig4": "Tressau, Fig. 4: White a1–k1 R N B M C K Q A N B R.",
    "sultanspiel.commander": "<b>Commander</b> (C) — Betza <code>QN</code>. Moves as a queen or as a knight "
                             "(<i>Feldherr</i>).",
    "sultanspiel.marshal":
        "<b>Marshal</b> (M) — Betza <code>RN</code>. Moves as a rook or as a knight. Peguilhen called this piece the "
        "<i>Admiral</i>; Tressau renamed it <i>Marschall</i>, so that no two pieces share a first letter.",
    "sultanspiel.adjutant": "<b>Adjutant</b> (A) — Betza <code>BN</code>. Moves as a bishop or as a knight.",
    "sultanspiel.castling":
        "<h3>Castling</h3>\n"
        "<p>The king moves <b>four</b> squares towards the rook, and the rook lands on the square next to it on the inside: "
        "K f1 → b1 with R a1 → c1, or K f1 → j1 with R k1 → i1 (Black likewise on the 11th rank), as Tressau's example "
        "games show (Tressau 1840, p. 89; Markov 2022).</p>",
    "sultanspiel.last": "11th",
    "sultanspiel.pieces-b": "queen, commander, marshal, adjutant, rook, bishop or knight (Q, C, M, A, R, B, N)",
    "sultanspiel.targets":
        "<h3>King targets</h3>\n"
        "<p>When the option <i>King targets</i> is on, a player also wins at once when his king legally arrives on the "
        "central square <b>f6</b>, or on the opponent king's initial square (<b>f11</b> for White's king, <b>f1</b> for "
        "Black's). The option is on by default in rule set A and off in rule set B.</p>\n"
        "<h3>Black chooses the array</h3>\n"
        "<p>With the option <i>Who chooses the array</i> set to <i>Black chooses</i>, Black fixes the array before White's "
        "first move, and also whether the king targets apply, in either rule set (Markov 2022 lets Black choose them in "
        "rule set A; Kabir in B too, where they are an option as well {choice}). A computer playing Black chooses by its "
        "own evaluation or at random.</p>",
    "sultanspiel.target-result": "<li><b>King reaches a target square</b> (with <i>King targets</i> on): the king's owner "
                                 "wins (result kind <i>king reaches a target square</i>).</li>\n",
    "sultanspiel.opt-B": "Black, when choosing the array, does not decide the king targets.",
    "sultanspiel.game": "Sultanspiel",
    "sultanspiel.disagree":
        "<li><b>Which bishop moves.</b> Tressau says that bishop and knight may change places on either wing, so that the "
        "bishops stand on different colours, but then explains that \"the left bishop must not be on c1\", a reason that "
        "does not fit his own array (Markov 2022). Both of his arrays (Figs. 3 and 4) are playable in Kabir; Fig. 3 is the "
        "default. Tressau also noted that the colour of the corner squares does not matter (Tressau 1840, p. 81); Kabir "
        "keeps a1 dark.</li>\n"
        "<li><b>Who fixes the array.</b> Markov (2022) suggests that the two arrays (and the king targets) be negotiated "
        "before the game or chosen by Black, especially against a computer. Kabir offers both through the option <i>Who "
        "chooses the array</i>.</li>\n"
        "<li><b>Pawn steps.</b> Pritchard (2007, p. 121) suggested a first step of \"four?\" squares, which Markov (2022) "
        "shows to be wrong: Tressau's example games show first steps of two or three squares and two-square steps from "
        "the 3rd rank (Tressau 1840, pp. 87–88). Kabir follows Tressau, with en passant after every multi-step.</li>\n"
        "<li><b>Castling.</b> Cazaux and Knowlton (2017, p. 256) have the rook stepping four squares towards the centre "
        "(landing on e1 or g1); Tressau's example games show the rook landing next to the king on c1 or i1 (Tressau 1840, "
        "pp. 87 and 89; Markov 2022). Kabir follows Tressau.</li>\n"
        "<li><b>King targets.</b> Tressau proposed the two extra ways of winning as optional, and all later sources ignore "
        "them; none of his example games uses them. Markov (2022) keeps them in rule set A and drops them in B. Kabir makes "
        "them an option, on by default in A and off in B, which Black decides with the array when Black chooses. "
        "{choice}</li>",

    # --- Hyderabad Decimal Chess -------------------------------------------------------------
    "hyderabad.subtitle": "<p><i>Indian Great Chess on 10x10 squares, from a manuscript of the 1790s: vizier, giraffe and "
                          "dabbaba in a crosswise array.</i></p>",
    "hyderabad.names-Q": "The manuscript's names differ (the queen was a general, the bishop an elephant: Bodlaender).",
    "hyderabad.vizier": "<b>Vizier</b> (V) — Betza <code>BN</code>. Moves as a bishop or as a knight. The manuscript's "
                        "<i>Wazir</i>; on d1 and g10.",
    "hyderabad.giraffe": "<b>Giraffe</b> (G) — Betza <code>QN</code>. Moves as a queen or as a knight. The manuscript's "
                         "<i>Zurāfa</i>; on e1 and f10.",
    "hyderabad.dabbaba":
        "<b>Dabbaba</b> (D) — Betza <code>RN</code>. Moves as a rook or as a knight. The manuscript's <i>Dabbāba</i>, the "
        "war machine; two a side, on e2, f2 and e9, f9. (Not to be confused with the dabbaba of Betza notation, "
        "<code>D</code>, a two-square orthogonal leaper.)",
    "hyderabad.pawn": "<b>Pawn</b> (P) — Betza <code>fmWfcF</code>. One square forward, captures one square diagonally "
                      "forward; no double step (in the Greenwood rule set: two squares from its 2nd or 3rd rank).",
    "hyderabad.leap":
        "<b>King's knight leap</b> (rule set Markov 2022 only): once per game the king may move as a knight (<span "
        "style=\"color: #1040c0;\">◆</span>), not to capture and not crossing check; see <a href=\"#rules\">Rules</a>.",
    "hyderabad.history":
        "<p>The game is described in a 1790s manuscript from the state of Hyderabad, India, and was made known by Murray's "
        "<i>History of Chess</i> as \"a modern Indian variety of decimal chess\" (Murray 1913, pp. 346–347). The manuscript "
        "gives the array, the names and moves of the additional pieces — <i>Wazir</i> (bishop + knight), <i>Zurāfa</i> "
        "(queen + knight) and two <i>Dabbābas</i> (rook + knight) — and forbids the pawns' double step; it says nothing of "
        "the remaining rules. A problem in the manuscript shows that a checkmate by a pawn was an especially prized win "
        "(Murray 1913, p. 346).</p>\n"
        "<p>Gollon (1968) called the game \"Turkish Great Chess Variation One\" and supplied rules taken from shatranj; "
        "Pritchard (2007, p. 265, \"Indian Great Chess\") repeats his promotion to queen. <b>H. Bodlaender</b>'s entry "
        "<i>Indian Great Chess</i> on the Chess Variant Pages plays it with queen promotion and no castling, and adds "
        "<b>E. Greenwood</b>'s faster \"modern variant\". Cazaux and Knowlton (2017, p. 67) applied the promotion rules of "
        "Indian chess, and the Jocly implementation follows them. <b>G. Markov (2022)</b>, <i>Three large chess variants "
        "from India and Germany: a note on their rules</i> (Board Game Studies Journal), discusses the Indian traditions "
        "and suggests a full set of rules, which is Kabir's default.</p>\n"
        "<p>Kabir offers all four readings as the option <i>Rule set</i>.</p>",
    "hyderabad.board":
        "<p>A 10x10 board, 22 pieces a side, in a <i>crosswise</i> array: each queen faces the enemy vizier. White (capital "
        "letters) moves first; Black's pieces are shown in small letters. Kabir draws the board checkered with a1 dark; "
        "historical Indian boards were probably plain, but the colour of the squares still matters for the bishop "
        "rule.</p>",
    "hyderabad.caption":
        "White a1–j1 R N B V G K Q B N R, dabbabas e2 and f2, pawns a2 b2 c2 d2 e3 f3 g2 h2 i2 j2. Black a10–j10 r n b q k g "
        "v b n r, dabbabas e9 and f9, pawns a9 b9 c9 d9 e8 f8 g9 h9 i9 j9. Kings f1 and e10, giraffes e1 and f10, viziers "
        "d1 and g10, queens g1 and d10.",
    "hyderabad.rules":
        "<p>The rules depend on the option <i>Rule set</i>. The default is Markov's reading (2022).</p>\n"
        "<h3>Markov 2022 (the default)</h3>\n"
        "<p>After Markov (2022), \"Suggested rules for Hyderabad Decimal Chess\":</p>\n"
        "<ul>\n"
        "<li><b>Pawns</b> move one step only; there is no double step and no en passant.</li>\n"
        "<li><b>Promotion to the file piece only</b>, seen from the promoting player's own side: the piece of that player's "
        "initial array on the file of the square where the pawn promotes (for a capture, the file it captures onto) — "
        "except that on the <b>e and f files</b> the pawn promotes to a <b>Dabbaba</b>. So White promotes a→R b→N c→B d→V "
        "e,f→D g→Q h→B i→N j→R; Black a→R b→N c→B d→Q e,f→D g→V h→B i→N j→R. Only if that type is available (its owner has "
        "fewer of it on the board than in the initial array), and never to a second bishop on the colour of a bishop the "
        "player still has. Promotion is compulsory when possible.</li>\n"
        "<li><b>A pawn that cannot promote stays on the penultimate rank.</b> It may not move or capture onto the last rank "
        "while its promotion is impossible, but it still attacks the two squares diagonally ahead: it <b>gives check</b> "
        "there, and the enemy king may not move onto them.</li>\n"
        "<li><b>King's knight leap.</b> Once per game each king may move as a knight, whether or not it has moved before, "
        "but <b>not to capture</b> and <b>not crossing check</b>. A knight's move is one orthogonal and one diagonal step in "
        "either order, so it has two intermediate squares; the leap crosses check only if <b>both</b> are attacked (Markov "
        "2022, note 15). A square counts as attacked with the king lifted off its square; pieces standing on the "
        "intermediate squares neither block the leap nor matter otherwise. {choice} The privilege is lost when used, and "
        "after any move its owner makes while in check — so the leap may be used to escape that first check. "
        "{choice}</li>\n"
        "<li><b>Capturing the opponent's last piece</b> (the last unit other than king and pawns, the Indian <i>burj</i>) "
        "ends the game at once as a <b>draw</b>, whatever pawns remain, even if the capture gives mate.</li>\n"
        "<li><b>Stalemate</b> is a draw. <b>Perpetual check</b> is a draw.</li>\n"
        "<li><b>Pawn mate</b> — checkmate by a pawn move in which the pawn itself gives check (a double check that includes "
        "it counts) — is a <b>double victory</b>.</li>\n"
        "<li>No castling.</li>\n"
        "</ul>\n"
        "<h3>Cazaux &amp; Knowlton 2017</h3>\n"
        "<p>As Markov 2022, but a pawn whose file piece is unavailable moves onto the last rank and waits there (attacking "
        "nothing it could not capture), and promotes in place, as its owner's move, once the piece is available — at any "
        "later turn, at its owner's choice. There is no same-colour bishop limit and no king's leap; capturing the last "
        "piece is not special; a pawn mate is an ordinary win. These are the rules of the Jocly implementation (Cazaux and "
        "Knowlton 2017, p. 67).</p>\n"
        "<h3>Bodlaender</h3>\n"
        "<p>Pawns one step; promotion to a <b>queen only</b>, compulsory; stalemate a draw; no king's leap, no <i>burj</i>, "
        "no double victory, no castling.</p>\n"
        "<h3>Greenwood (modern)</h3>\n"
        "<p>As Bodlaender, plus (Greenwood's modern variant, on Bodlaender's page):</p><ul>\n"
        "<li>a pawn standing on its 2nd or 3rd rank may advance two squares if both are empty (so the e- and f-pawns, which "
        "start on the 3rd rank, may double-step on their first move), and may be captured <i>en passant</i> after every "
        "double step;</li>\n"
        "<li>castling: the king moves three squares towards the rook and the rook jumps over it to the adjacent square — "
        "K f1 → c1 with R a1 → d1, K f1 → i1 with R j1 → h1; Black K e10 → b10 with R a10 → c10, K e10 → h10 with R j10 → "
        "g10 — under the orthodox conditions (neither piece has moved, the squares between them are empty, the king is not "
        "in check and does not pass over or land on an attacked square).</li></ul>",
    "hyderabad.stalemate": "the game is a <b>draw</b> in every rule set",
    "hyderabad.results":
        "<li><b>Capture of the last piece</b> (<i>burj</i>, Markov 2022 only): a draw (result kind <i>capture of the last "
        "piece</i>).</li>\n"
        "<li><b>Pawn mate</b> (Markov 2022 only): a double victory, scored 2–0 in tables (result kind <i>pawn mate</i>). "
        "{choice}</li>\n",
    "hyderabad.opt-markov": "A pawn that cannot promote stays on the penultimate rank and gives check; perpetual check is "
                            "a draw.",
    "hyderabad.opt-greenwood": "The king castles three squares: K f1 → c1 or i1 (Black K e10 → b10 or h10).",
    "hyderabad.disagree":
        "<li><b>Promotion.</b> Gollon (1968), Pritchard (2007, p. 265) and Bodlaender promote to a queen only. Cazaux and "
        "Knowlton (2017, p. 67) apply the Indian rule — to the file piece, only if it has been captured, to a dabbaba on "
        "the e- and f-files (their conjecture); Markov (2022) adopts it. The file could be read from either player's side: "
        "Markov, following Cazaux and Knowlton, reads it from the promoting player's own side (a white pawn on d10 becomes "
        "a vizier, on g10 a queen). Kabir does the same.</li>\n"
        "<li><b>A pawn that cannot promote.</b> Cazaux and Knowlton (2017) let it wait on the last rank; Markov (2022) "
        "follows the Indian sources he cites (Murray 1913, Saxena 1998), in which it stays on the penultimate rank and still "
        "gives check. Kabir plays Markov's rule by default and Cazaux and Knowlton's as a rule set; there Kabir lets the "
        "waiting pawn promote in place at any later turn, at its owner's choice. {choice}</li>\n"
        "<li><b>Bishops on one colour.</b> Most Indian sources forbid a second bishop on the colour of the remaining one; "
        "Saxena (1998) permits it. Markov 2022 forbids it; the other rule sets do not.</li>\n"
        "<li><b>The king's leap.</b> Indian rules vary: the leap may or may not escape the first check, capture, or cross "
        "check. Markov (2022) chooses: once, not to capture, not crossing check, lost after the first check but usable to "
        "escape it. Where the text leaves details open, Kabir decides: \"attacked\" means attacked with the king lifted off "
        "its square, pieces on the intermediate squares do not block the leap, and the privilege is lost after any move its "
        "owner makes while in check. {choice} The Indian rule that a pawn promoting to a knight leaps on at once is not "
        "followed (Markov 2022).</li>\n"
        "<li><b>The last piece (<i>burj</i>).</b> Indian variants counted it as a lesser win, a half-win or a draw, "
        "sometimes depending on the pawns left. Markov (2022) makes it a draw regardless of pawns; Kabir ends the game as a "
        "draw even when the capture gives mate. {choice}</li>\n"
        "<li><b>Stalemate, perpetual check and the bare king.</b> Gollon (1968) made stalemate and baring the king wins, "
        "borrowed from shatranj; Markov (2022) considers these most probably incorrect and makes stalemate and perpetual "
        "check draws; Bodlaender says the stalemate rule is unknown and suggests playing it as in orthodox chess. Kabir "
        "draws stalemate in every rule set. It records a draw as perpetual check when the third repetition follows only "
        "checks by one side. {choice}</li>\n"
        "<li><b>Double steps and the opening.</b> Murray's \"pawns have no initial double step\" (Murray 1913, p. 347) is "
        "followed by Markov and Bodlaender; Parsi chess and Baroda chess allowed some double steps, and Parsi chess opened "
        "with a series of moves in one turn. Kabir alternates single moves and allows double steps only in Greenwood's "
        "modern variant.</li>\n"
        "<li><b>Pawn mate.</b> Markov (2022) makes it a double victory, as the manuscript's problem suggests. Kabir scores "
        "it 2–0 in tables; the record's <code>Result</code> tag stays <code>1-0</code> or <code>0-1</code>. {choice}</li>",

    # --- Chaturanga (Pritchard 2007, 29.1) ----------------------------------------------------
    "chaturanga.subtitle": "<p><i>The Indian game of the 7th century, named after the four arms of an Indian army, as "
                           "Pritchard (2007, 29.1) describes it and as shatranj preserved it.</i></p>",
    "chaturanga.history":
        "<p>Chaturanga, \"four-limbed\", is the game of India from which chess descends; it was played by the 7th century "
        "at the latest, and the claims for its inventor are almost certainly myth. Its name refers to the four arms of the "
        "Indian army — infantry, elephants, cavalry and chariots — and, like its board, the <i>ashtapada</i> (\"eight "
        "squares\"), it is older than the game itself. <b>D. B. Pritchard (2007)</b>, <i>The Classified Encyclopedia of "
        "Chess Variants</i>, 29.1, gives its men and their moves and calls the game \"essentially the same as "
        "shatranj\", the Persian and Arab game that came from it (Murray 1913, pp. 51–94).</p>\n"
        "<p>Pritchard does not give the array, the promotion or what happens to a bare king. Kabir fills these gaps with "
        "the rules of shatranj as the engine Fairy-Stockfish plays its <i>chaturanga</i> and <i>shatranj</i>, so that "
        "positions can be compared with it {choice}. The editor's note in Pritchard records three older readings from "
        "Murray (1913, pp. 57–60), who cites Arabic sources: al-Adli (9th century) moved the elephant two squares "
        "orthogonally and held stalemate a win for the player stalemated; al-Beruni (11th century), who travelled as far "
        "as the Punjab, gives the elephant the \"trunk and four feet\" move of Burmese and Thai chess. Each is an option "
        "below.</p>",
    "chaturanga.board":
        "<p>An 8x8 board, not chequered: the <i>ashtapada</i>, on which some squares were regularly marked (Pritchard 2007, "
        "29.1). Kabir draws crosses on the squares the Ludii game <i>Chaturanga</i> marks, a1 d1 e1 h1, a4 d4 e4 h4, a5 d5 "
        "e5 h5 and a8 d8 e8 h8 {choice}; the option <i>Board marks</i> shows the \"feet of a swan\" that Pritchard cites "
        "from Iyer's <i>Indian Chess</i> instead (a4 a5 d4 d5 e4 e5 h4 h5), or no marks. The marks change no rule. Each "
        "side has a king, a counsellor, two elephants, two horses, two chariots and eight pawns; White moves first.</p>",
    "chaturanga.caption":
        "The default array: White a1–h1 R N B Q K B N R (chariot, horse, elephant, counsellor, king, elephant, horse, "
        "chariot), pawns a2–h2; Black the same on ranks 8 and 7, the kings facing each other on e1 and e8. The marked "
        "squares are gold.",
    "chaturanga.king": "<b>King</b> (K), <i>rajah</i> — Betza <code>K</code>. One step in any direction. No castling and "
                       "no leap.",
    "chaturanga.counsellor": "<b>Counsellor</b> (Q), <i>mantri</i>, the ferz of shatranj — Betza <code>F</code>. One square "
                             "diagonally in any direction. It never leaves the colour of its square.",
    "chaturanga.elephant":
        "<b>Elephant</b> (B), <i>gaja</i>, the alfil of shatranj — Betza <code>A</code>. A leap of two squares diagonally, "
        "over the square between, whether it is empty or not (Pritchard 2007, 29.1). An elephant reaches only eight squares "
        "of the board. The option <i>Elephant</i> gives it one of the moves Murray (1913, pp. 57–60) found in Arabic "
        "sources instead: a leap of two squares orthogonally (al-Adli) or one step straight forward or diagonally, the "
        "\"trunk and four feet\" (al-Beruni), shown below.",
    "chaturanga.dabbaba-caption": "al-Adli:",
    "chaturanga.silver-caption": "al-Beruni:",
    "chaturanga.horse": "<b>Horse</b> (N), <i>ashva</i> — Betza <code>N</code>. The knight's leap.",
    "chaturanga.chariot": "<b>Chariot</b> (R), <i>ratha</i> — Betza <code>R</code>. Any number of empty squares along a "
                          "rank or file, as the rook.",
    "chaturanga.pawn": "<b>Pawn</b> (P), <i>padati</i> — Betza <code>fmWfcF</code>. One square forward, captures one "
                       "square diagonally forward. No double step, no en passant (Pritchard 2007, 29.1).",
    "chaturanga.rules":
        "<ul>\n"
        "<li><b>Pawns</b> advance one square at a time; there is no double step and no en passant (Pritchard 2007, "
        "29.1).</li>\n"
        "<li><b>Promotion.</b> A pawn that reaches the last rank becomes a counsellor, at once and whatever counsellors its "
        "side still has. Pritchard does not say; this is the rule of shatranj as Fairy-Stockfish plays it {choice}.</li>\n"
        "<li><b>No castling</b> (Pritchard 2007, 29.1), and no other special move.</li>\n"
        "</ul>",
    "chaturanga.results":
        "<ul>\n"
        "<li><b>Check and checkmate.</b> The king is royal: a move that leaves one's own king attacked is illegal. A player "
        "who is checkmated loses (result kind <i>checkmate</i>).</li>\n"
        "<li><b>Stalemate</b> is a win for the player who gives it (Pritchard 2007, 29.1; result kind <i>stalemate</i>). "
        "With the option <i>Stalemate</i> the player stalemated wins instead, as al-Adli has it (Murray 1913, "
        "pp. 57–60).</li>\n"
        "<li><b>Bare king</b> (option <i>Bare king</i>; off by default, as in Fairy-Stockfish's chaturanga {choice}). With "
        "the shatranj rule, a player whose king is left without any other man loses, unless at his very next move he "
        "captures the opponent's last man but the king, which makes the game a draw (result kind <i>bare king</i>): if "
        "the opponent has two or more men besides the king, the bared side loses at once.</li>\n"
        "<li><b>Threefold repetition</b>, the <b>move rule</b> (50 moves by default; see the option <i>Move rule</i>), "
        "<b>agreement, resignation and time</b> are as in Kabir's other games {choice}: Pritchard names none of them.</li>\n"
        "</ul>",
    "chaturanga.disagree":
        "<li><b>The array.</b> Pritchard gives none. Fairy-Stockfish's <i>chaturanga</i> puts both kings on the e-file "
        "(the default here), its <i>shatranj</i> both on the d-file; the Ludii game <i>Chaturanga</i>, after Murray "
        "(1913), sets them crosswise, the White king on e1 facing the Black counsellor. See the option <i>Array</i>.</li>\n"
        "<li><b>The elephant and stalemate.</b> Pritchard gives the alfil's leap and the stalemate won by the stalemating "
        "side; Murray (1913, pp. 57–60) reports al-Adli's and al-Beruni's elephants and al-Adli's stalemate won by the "
        "stalemated side. Pritchard's editor notes that these pages are not among the sources of the entry.</li>\n"
        "<li><b>The bare king.</b> Shatranj lost the game for a bare king; Pritchard says nothing of it for chaturanga, "
        "and Fairy-Stockfish's chaturanga has no such rule. Both are offered.</li>\n"
        "<li><b>Other readings.</b> Some programs read chaturanga as the Indian game of later centuries, with promotion "
        "to the piece of the file and a first-move knight's leap of the king (Sjaak II's <i>chaturanga</i>); Kabir "
        "follows Pritchard's \"essentially the same as shatranj\": those rules belong to the Indian chess of later "
        "centuries.</li>",

    # --- Turkish Great Chess -----------------------------------------------------------------
    "turkish.subtitle": "<p><i>Šaṭranǧ-i kabīr, the Ottoman great chess of 1806/7 on 13x13 squares, in the reconstruction "
                        "of Markov and Härtel (2020).</i></p>",
    "turkish.king":
        "<b>King</b> (K) — Betza <code>K</code>. One step in any direction. In the reconstructed rules it may also leap "
        "once per game as a knight (<span style=\"color: #1040c0;\">◆</span>); see <a href=\"#rules\">Rules</a>.",
    "turkish.vizier": "<b>Great vizier</b> (V) — Betza <code>QN</code>. Moves as a queen or as a knight. The original's "
                      "great vizier (great ferz); on h1 and f13 in the reconstructed rules.",
    "turkish.queen": "<b>Queen</b> (Q) — Betza <code>Q</code>. The small vizier: any number of empty squares along a rank, "
                     "file or diagonal; on f1 and h13.",
    "turkish.rhinoceros": "<b>Rhinoceros</b> (H) — Betza <code>BN</code>. Moves as a bishop or as a knight; on d1, j1 and "
                          "d13, j13.",
    "turkish.gazelle":
        "<b>Gazelle</b> (G) — Betza <code>C</code>. Leaps one square diagonally and then two orthogonally outwards — a (3,1) "
        "leap, the problemists' camel — over any piece in between; it never leaves the colour of its square. \"Hirsche\" "
        "(stags) in the German review of 1808 (Anonymous 1808); on e1, i1 and e13, i13.",
    "turkish.rook": "<b>Rook</b> (R) — Betza <code>R</code>. Any number of empty squares along a rank or file.",
    "turkish.bishop": "<b>Bishop</b> (B) — Betza <code>B</code>. Any number of empty squares along a diagonal (the "
                      "original's elephant, with the modern move).",
    "turkish.knight": "<b>Knight</b> (N) — Betza <code>N</code>. The orthodox knight's leap.",
    "turkish.pawn": "<b>Pawn</b> (P) — Betza <code>fmWfcF</code>. One square forward, captures one square diagonally "
                    "forward; no double step, no en passant.",
    "turkish.short-queen":
        "<b>Short queen</b> (S) — Betza <code>RF</code>: a rook that may also step one square diagonally (king + rook; the "
        "\"Mongolian\" queen, the shogi dragon king). Replaces the great vizier in the reformed rules; see the options "
        "<i>Great piece</i> and <i>Small piece</i>.",
    "turkish.superqueen": "<b>Short superqueen</b> (U) — Betza <code>RFN</code>: king + rook + knight. A choice for the "
                          "great piece.",
    "turkish.bishop-queen": "<b>Short bishop-queen</b> (X) — Betza <code>BW</code>: a bishop that may also step one square "
                            "orthogonally (king + bishop). A choice for the small piece.",
    "turkish.history":
        "<p>A chess variant with 26 pieces a side is described as <i>šaṭranǧ-i kabīr</i>, great chess, in a Turkish "
        "encyclopaedia printed in AH 1221 / CE 1806/7 (<i>Ad-Durar al-muntahabāt al-mantūra fī iṣlāḥ al-ġalaṭāt "
        "al-mašhūra</i>, by Abū'r-Rafid Muḥammad Ḥafīd Ibn-Muṣṭafā ʿĀšir). Its author had often played it with his father, "
        "a master of the game. An anonymous German review (Anonymous 1808, pp. 485–486) gives the array and the moves of "
        "the new pieces: great vizier (queen + knight), gazelles (\"as the horse, only one field more\") and rhinoceroses "
        "(bishop + knight).</p>\n"
        "<p>Over two centuries, later descriptions — Schubert (1825), van der Linde (1874, 1876, 1881), Verney (1885), "
        "Murray (1913), Gollon (1968), Pritchard (2007), Cazaux and Knowlton (2017) — changed the array, the board and the "
        "moves almost beyond recognition. <b>G. Markov and S. Härtel (2020)</b>, <i>Turkish Great Chess and Chinese "
        "Whispers: misadventures of a chess variant</i> (Board Game Studies Journal 14, pp. 43–60), trace these errors "
        "back to the original, and, since even the original does not give enough to play the game, suggest "
        "<b>reconstructed rules</b> (their Appendix 1) and <b>reformed rules</b> (Appendix 2). Kabir offers both, with the "
        "sub-variants of their note 20.</p>",
    "turkish.board":
        "<p>A 13x13 board, 26 pieces a side, pawns on the 2nd rank; a1 is a dark square (so all four corners are dark). "
        "The original board was most probably plain. White (capital letters) moves first; Black's pieces are shown in small "
        "letters. The array is crosswise: read from m13 to a13, Black's array is the same sequence as White's from a1 to "
        "m1, so each great vizier faces the enemy queen.</p>",
    "turkish.caption":
        "Reconstructed rules: White a1–m1 R B N H G Q K V G H N B R, pawns a2–m2; Black a13–m13 r b n h g v k q g h n b r, "
        "pawns a12–m12. Kings g1 and g13, great viziers h1 and f13, queens f1 and h13.",
    "turkish.reformed-board":
        "<p>In the reformed rules a short queen (S) stands on h1 and f13 instead of the great vizier. The options <i>Great "
        "piece</i> and <i>Small piece</i> choose the pieces on h1/f13 and f1/h13 freely.</p>",
    "turkish.caption-reformed": "Reformed rules: White a1–m1 R B N H G Q K S G H N B R.",
    "turkish.rules":
        "<h3>Reconstructed rules (the default; Markov and Härtel 2020, Appendix 1)</h3>\n"
        "<ul>\n"
        "<li><b>Pawns</b> move one step; no double step, no en passant.</li>\n"
        "<li><b>Promotion</b> on the 13th rank (the 1st for Black), compulsory, to any captured piece of one's own: a type "
        "is available when its owner has fewer of it on the board than in the initial array. Never a king; no bishop-colour "
        "limit. If no piece is available, the pawn stays on the 12th rank — it may not move or capture onto the 13th — and "
        "still gives check from there.</li>\n"
        "<li>No castling. <b>King's knight leap</b>: once per game, not necessarily on the first move, the king may leap as "
        "a knight. The leap <b>may capture</b> and <b>may cross check</b>. The privilege is lost when used, and after any "
        "move its owner makes while in check, so it may still be used to escape that first check. {choice} The leap never "
        "gives check: the squares a king could reach by its privileged leap do not count as attacked by it.</li>\n"
        "<li><b>Stalemate</b> is a win for the stalemating side.</li>\n"
        "<li><b>Baremate.</b> A player whose king is left bare — no other unit, pawns included — loses, unless at his very "
        "next move he captures the opponent's last unit other than the king, which makes the game a draw. In detail, as in "
        "shatranj: if the opponent still has two or more units besides the king, the bared side loses at once; if exactly "
        "one, the bared side moves — capturing that unit draws, any other move loses; a bared king with no legal move "
        "loses. {choice}</li>\n"
        "</ul>\n"
        "<h3>Reformed rules (Markov and Härtel 2020, Appendix 2)</h3>\n"
        "<ul>\n"
        "<li>Same board and array, but the great vizier is replaced by a <b>short queen</b> (R+F).</li>\n"
        "<li><b>Pawns</b> one step; <b>promotion</b> unrestricted, compulsory, to any piece type of the game but the "
        "king.</li>\n"
        "<li><b>Stalemate</b> is a draw; there is no bare-king rule and no king's leap.</li>\n"
        "<li><b>Castling</b> under the orthodox conditions, in which the king moves any number of squares towards the rook, "
        "up to and including the rook's square, and the rook lands on any square between the king's initial square "
        "(inclusive) and the king's new square (exclusive): the two must exchange sides. With K g1 and R m1, Kh1+Rg1, "
        "Kk1+Rh1 and Km1+Rg1 are castlings; Ki1+Rj1 is not. Every square the king and the rook pass over or land on must be "
        "empty (except the squares they themselves leave), and the king may not be in check, pass over an attacked square "
        "or land on one.</li>\n"
        "</ul>",
    "turkish.stalemate": "in the reconstructed rules the <b>stalemating side wins</b>, in the reformed rules it is a "
                         "<b>draw</b>",
    "turkish.results": "<li><b>Bare king</b> (reconstructed rules): the bared side loses, or draws by capturing the last "
                       "enemy unit at once (result kind <i>bare king</i>).</li>\n",
    "turkish.opt-reconstructed": "The king's leap may capture and cross check; a pawn with no captured piece to promote to "
                                 "stays on the 12th rank and gives check.",
    "turkish.opt-reformed": "The king castles by exchanging places with a rook (see <a href=\"#rules\">Rules</a>).",
    "turkish.disagree":
        "<li><b>Board.</b> The original gives 13 files but not the number of ranks. An anonymous author (Anonymous 1810) "
        "suggested 13x9, van der Linde (1876) 13x10; Markov and Härtel assume 13x13, as any other number would probably "
        "have been mentioned. Kabir plays 13x13.</li>\n"
        "<li><b>Array.</b> The original order R B N H G Q K V G H N B R was changed by later sources: Schubert put the "
        "bishops in the corners, van der Linde exchanged bishops and knights, Murray (1913) exchanged queen and great "
        "vizier, and several sources mirror the array and put the pawns on the 4th rank. Kabir follows the original order, "
        "crosswise as assumed by the author of 1810 and by Gollon (1968), with the pawns on the 2nd rank (Markov and Härtel "
        "2020, Appendix 1).</li>\n"
        "<li><b>Moves.</b> The gazelle's \"horse's move, one field more\" was read as a (3,2) leaper in 1810 and as a (3,1) "
        "leaper by most later sources; Markov and Härtel choose the (3,1) leap, which puts the colour-bound gazelles and "
        "bishops on different colours. The great vizier became a (4,1) leaper in van der Linde and a limited rook-like "
        "piece in Murray; the original points to queen + knight. Kabir follows Markov and Härtel.</li>\n"
        "<li><b>Castling or the king's leap.</b> The original is silent. Nineteenth-century reports of Turkish chess "
        "describe castling in two or three moves, a king's knight move at any time of the game, or a king placed on or "
        "within the rook's square (Grimm 1851, 1865; Falkener 1892, p. 196). The reconstructed rules choose a king's knight "
        "leap, with the greatest freedom (capture and crossing check allowed) and the rule that it never gives check; the "
        "reformed rules choose an exchange castling modelled on Falkener. Where the paper leaves details open — the "
        "privilege is lost after any move its owner makes while in check — the choice is Kabir's. {choice}</li>\n"
        "<li><b>Promotion.</b> Syrian sources give promotion to a queen only (Stamma 1745) or to any captured piece (Grimm "
        "1851); the reconstructed rules take the latter, with the Indian rule that a pawn that cannot promote stays on the "
        "penultimate rank and gives check (not the last rank, as Cazaux and Knowlton 2017 claim for Indian chess). The "
        "reformed rules promote as in orthodox chess.</li>\n"
        "<li><b>Stalemate and bare king.</b> Stamma (1745) made both wins, and Gollon (1968) suggested the same; the "
        "shatranj rule that baring the other king at once draws is added (Markov and Härtel 2020). How the bare-king rule "
        "is applied move by move is Kabir's choice. {choice}</li>\n"
        "<li><b>Great and small pieces.</b> Markov and Härtel find the great vizier too strong for a good game: the reformed "
        "rules replace it by a short queen, and their note 20 lists sub-variants (queens or short queens on both sides, a "
        "short queen with a short bishop-queen, a short superqueen). Kabir offers them through the options <i>Great "
        "piece</i> and <i>Small piece</i>.</li>",

    # --- Chaturanga 4-84 ---------------------------------------------------------------------
    "chaturanga84.subtitle": "<p><i>Peter Aronson's game of 2002 for four armies in two teams on an 84-square "
                           "board.</i></p>",
    "chaturanga84.old-caption": "From an old square:",
    "chaturanga84.leap-caption": "Leaping over a piece:",
    "chaturanga84.king":
        "<b>King</b> (K) — Betza <code>K</code>. One step in any direction, or, as its move, <b>swap</b> places with any "
        "adjacent piece (in the 8 directions) of its own or the allied army, the allied king included. There is no check: a "
        "king may move into attack and is <b>captured</b> like any other piece. Not affected by the old squares. No "
        "castling.",
    "chaturanga84.queen": "<b>Queen</b> (Q) — Betza <code>Q</code>. Orthodox, except that when its move <i>starts</i> on an "
                        "old square it may only step one square diagonally (ferz, <code>F</code>).",
    "chaturanga84.rook": "<b>Rook</b> (R) — Betza <code>R</code>. Orthodox, except that from an old square it may only leap "
                       "exactly two squares orthogonally (dabbaba, <code>D</code>), over any piece.",
    "chaturanga84.bishop": "<b>Bishop</b> (B) — Betza <code>B</code>. Orthodox, except that from an old square it may only "
                         "leap exactly two squares diagonally (alfil, <code>A</code>), over any piece.",
    "chaturanga84.knight": "<b>Knight</b> (N) — Betza <code>N</code>. Orthodox; not affected by the old squares.",
    "chaturanga84.wazir":
        "<b>Wazir</b> (W) — Betza <code>W</code>. One step orthogonally. Each army starts with its wazir <b>in hand</b>: "
        "instead of a board move, the army may <b>drop</b> it onto any empty square except the four old squares. Not "
        "affected by the old squares.",
    "chaturanga84.pawn":
        "<b>Pawn</b> (P) — Betza <code>fmWfcFfmjD</code>, forward being its army's direction. One step forward, captures "
        "one step diagonally forward; no double step, no en passant. It may also <b>leap</b> (<span style=\"color: "
        "#1040c0;\">◆</span>) over the piece of any army directly in front of it (grey) onto the empty square directly "
        "behind that piece, without capturing. Not affected by the old squares.",
    "chaturanga84.history":
        "<p>At the end of the 19th century, researchers believed that a four-handed Chaturanga was the original ancestor "
        "of chess, three thousand years old; no one believes that any more. For the \"84 Squares\" design contest of the "
        "Chess Variant Pages, <b>P. Aronson (2002)</b>, <i>Chaturanga 4-84</i>, updated that supposed ancestor to 84 "
        "squares and modern pieces, with a few exotic touches: leaping pawns (from L. Legan's <i>Fortresses</i> of 1913), "
        "swapping kings (from Fergus Duniho's <i>Yáng Qí</i>, without its restrictions), a wazir in hand, and four <i>old "
        "squares</i> in the centre on which the queen, rook and bishop fall back to moves like those of old Chaturanga. "
        "Aronson's page is the one source.</p>",
    "chaturanga84.board":
        "<p>A 10x10 board with 16 squares cut away, 84 squares remain: a10 b10 c10 d10, j7 j8 j9 j10, a1 a2 a3 a4 and g1 h1 "
        "i1 j1 are missing. The board is drawn plain. The four gold squares e5, f5, e6, f6 are the <b>old squares</b>. Each "
        "army has a king, queen, rook, bishop, knight and five pawns on the board, and a wazir in hand.</p>",
    "chaturanga84.caption": "The initial array; letters in the army's colour: {red}, {green}, {yellow}, {black}. Each wazir "
                          "is in hand.",
    "chaturanga84.army-header": "<th>army</th><th>team</th><th>king</th><th>queen</th><th>rook</th><th>bishop</th>"
                              "<th>knight</th><th>pawns</th><th>pawns move</th>",
    "chaturanga84.down": "down (rank −1)",
    "chaturanga84.left": "left (file −1)",
    "chaturanga84.up": "up (rank +1)",
    "chaturanga84.right": "right (file +1)",
    "chaturanga84.armies":
        "<p>The armies sit clockwise from the top: Red, Green, Yellow, Black, and they move in that order, repeating. "
        "<b>Red and Yellow</b> (team 1) are allies against <b>Green and Black</b> (team 2). Play four players, one army "
        "each, or two players \"double dummy\", each playing both armies of a team; any army may be played by the computer. "
        "The order of moves is the same in both modes.</p>",
    "chaturanga84.rules":
        "<ul>\n"
        "<li><b>No check, no checkmate.</b> Kings may move into attack and are captured like other pieces. An army whose "
        "king is captured keeps playing with its other pieces.</li>\n"
        "<li><b>Allies.</b> No piece may capture a piece of its own or of the allied army.</li>\n"
        "<li><b>Old squares.</b> A queen, rook or bishop whose move starts on an old square moves only as a ferz, dabbaba "
        "or alfil (see <a href=\"#pieces\">Pieces</a>). Kings, knights, wazirs and pawns are not affected. No wazir may be "
        "dropped on an old square.</li>\n"
        "<li><b>King swap.</b> As its move, a king may change places with an adjacent piece of its own or the allied army, "
        "including the allied king (that the allied king may be swapped with: {choice}).</li>\n"
        "<li><b>Drops.</b> Instead of a board move, an army may drop its wazir from hand onto any empty square except the "
        "old squares.</li>\n"
        "<li><b>Pawns</b> move one step in their army's direction and capture one step diagonally forward; they may also "
        "leap over the piece directly in front onto the empty square behind it. No double step, no en passant.</li>\n"
        "</ul>\n"
        "<h3>Promotion</h3>\n"
        "<p>A pawn promotes when it reaches, by any move, a square at the far edge in its forward direction (the next square "
        "forward is off the board), or a square on which a non-pawn piece of an <b>enemy</b> army started, or when it "
        "captures a king or a queen. It promotes to any piece type its army has lost (fewer on the board and in hand than "
        "initially) — a lost wazir included ({choice}), but never a king or a pawn. Promotion is <b>never compulsory</b>. A "
        "pawn that starts its turn on a square where it could promote may, as its move, promote there without moving. A "
        "pawn swapped onto such a square by a king does not promote then, but may later by that promotion in place.</p>",
    "chaturanga84.promotion-caption":
        "Red's promotion squares (blue) besides captures of a king or queen: the far edge downwards (b1–f1, g2–j2 and a5) "
        "and the starting squares of Green's and Black's pieces other than pawns (j2–j6, a5–a9). The other armies' squares "
        "follow in the same way.",
    "chaturanga84.results":
        "<ul>\n"
        "<li><b>Both enemy kings captured</b>: that team wins at once (result kind <i>king capture</i>).</li>\n"
        "<li><b>Old squares held</b>: a team wins at once when all four old squares are occupied by its pieces, of either "
        "army (result kind <i>centre occupation</i>).</li>\n"
        "<li><b>No legal move</b>: when an enemy army has no legal move at its turn — including when it has no pieces and "
        "no wazir in hand — that army's team loses. Until then an army without a king or without pieces still takes its "
        "turn, so its team may still win by capturing the second enemy king or holding the old squares.</li>\n"
        "<li><b>Draws</b>: by threefold repetition of the same position (result kind <i>repetition</i>), by the move rule — "
        "n moves of every army, that is 4n single moves, with no pawn move and no capture (result kind <i>n-move rule</i>) "
        "— and by agreement. Pawn moves (leaps and promotions in place included) and captures reset the count; drops and "
        "swaps do not. {choice}</li>\n"
        "<li><b>Time</b>: with a clock, each army has its own; the army whose time runs out loses for its team, unless "
        "the other team has nothing left but its kings (a draw) {choice}.</li>\n"
        "</ul>",
    "chaturanga84.opt-move-rule": "<p>In Chaturanga 4-84 the count is in full rounds: n moves of each of the four armies (4n "
                                "single moves).</p>",
    "chaturanga84.disagree":
        "<p>Aronson's page is the only source, and it is complete enough to play; Kabir follows it. Where it leaves details "
        "open, these are Kabir's choices {choice}:</p>\n"
        "<ul>\n"
        "<li>A promoting pawn may become a lost <b>wazir</b> (Aronson: \"any piece previously lost\"), never a pawn.</li>\n"
        "<li>A king may <b>swap</b> with the allied king (Aronson: any adjacent piece of its own side).</li>\n"
        "<li>The <b>draw rules</b> of orthodox chess (Aronson: \"identical to International Chess except when noted\") are "
        "counted in full rounds: the move rule counts 4n single moves; pawn moves, leaps, promotions in place and captures "
        "reset it, drops and swaps do not.</li>\n"
        "<li>Aronson suggests three modes of communication between partners (unlimited, signs, total silence) and insists "
        "on none; Kabir leaves this to the players.</li>\n"
        "</ul>",
}


# The pages of the Indian games of chapter 29 and of Tibetan chess keep their texts in a file of
# their own; their keys are new.
from text_en_india import TEXT as _INDIA  # noqa: E402

assert not set(_INDIA) & set(TEXT), sorted(set(_INDIA) & set(TEXT))
TEXT.update(_INDIA)

# The pages of the games of South-East Asia (pages7.py) keep their texts in a file of their own.
from text_en_asia import TEXT as _ASIA  # noqa: E402

assert not set(_ASIA) & set(TEXT), sorted(set(_ASIA) & set(TEXT))
TEXT.update(_ASIA)

# The Sittuyin page (pages7.py) keeps its texts in a file of its own too.
from text_en_burma import TEXT as _BURMA  # noqa: E402

assert not set(_BURMA) & set(TEXT), sorted(set(_BURMA) & set(TEXT))
TEXT.update(_BURMA)

# The pages of the games of Central Asia (pages8.py) keep their texts in a file of their own.
from text_en_central import TEXT as _CENTRAL  # noqa: E402

assert not set(_CENTRAL) & set(TEXT), sorted(set(_CENTRAL) & set(TEXT))
TEXT.update(_CENTRAL)

# Timur's Great Chess and Shatra (pages9.py) keep their texts in files of their own.
from text_en_timur import TEXT as _TIMUR  # noqa: E402
from text_en_shatra import TEXT as _SHATRA  # noqa: E402

for _texts in (_TIMUR, _SHATRA):
    assert not set(_texts) & set(TEXT), sorted(set(_texts) & set(TEXT))
    TEXT.update(_texts)
