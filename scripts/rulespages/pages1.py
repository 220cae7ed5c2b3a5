from common import *

CHOICE = '<span style="color: #1040c0;"><b>[Kabir\'s choice]</b></span>'


def std_piece_rows(names=None, extra_rows=None):
    names = names or {}
    rows = [
        (movement("K", letter="K"), f"<b>King</b> (K) — Betza <code>K</code>. One step in any of the eight directions. {names.get('K', '')}"),
        (movement("Q", letter="Q"), f"<b>Queen</b> (Q) — Betza <code>Q</code> (= <code>RB</code>). Any number of empty squares along a rank, file or diagonal. {names.get('Q', '')}"),
        (movement("R", letter="R"), f"<b>Rook</b> (R) — Betza <code>R</code>. Any number of empty squares along a rank or file. {names.get('R', '')}"),
        (movement("B", letter="B"), f"<b>Bishop</b> (B) — Betza <code>B</code>. Any number of empty squares along a diagonal; it never leaves the colour of its square. {names.get('B', '')}"),
        (movement("N", letter="N"), f"<b>Knight</b> (N) — Betza <code>N</code>. Leaps to the opposite corner of a 2x3 rectangle (one square orthogonally and one diagonally outwards), over any piece in between. {names.get('N', '')}"),
    ]
    return rows + (extra_rows or [])


def shared_results(stalemate_text, extra_items=""):
    return f"""<ul>
<li><b>Check and checkmate.</b> The king is royal: a move that leaves one's own king attacked is illegal. A player who is checkmated loses (result kind <i>checkmate</i>).</li>
<li><b>Stalemate.</b> A player who has no legal move and is not in check is stalemated: {stalemate_text} (result kind <i>stalemate</i>). The option <i>Stalemate</i> below plays it as a draw, a win, a half-win or a loss for the stalemating side instead, the values the sources argue about.</li>
{extra_items}
<li><b>Threefold repetition.</b> The game is drawn when the same position occurs for the third time, with the same side to move and the same rights (result kind <i>repetition</i>, or <i>perpetual check</i> when every move of one side since the position's first occurrence gave check {CHOICE}).</li>
<li><b>Move rule.</b> The game is drawn after a number of moves by each side with no capture and no pawn move: 50 by default, 100, or off (see the option <i>Move rule</i> below; result kind <i>n-move rule</i>).</li>
<li><b>Agreement, resignation, time.</b> A player may resign, or offer a draw which the opponent may accept, at any time (result kinds <i>resignation</i> and <i>agreement</i>); a game played with a clock is lost on time (result kind <i>time</i>).</li>
</ul>
<p>Kabir records every result with its <i>kind</i>, not only the score. In game records the <code>Result</code> tag stays <code>1-0</code>, <code>0-1</code> or <code>1/2-1/2</code>, and the <code>Termination</code> and <code>ResultKind</code> tags name the kind.</p>"""


def chess():
    data = load("chess")
    pieces, cut = parse_fen_board(data["setup"]["fen"].split()[0], 8, 8)
    body = [
        "<h1>Chess</h1>",
        "<p><i>Orthodox chess under the FIDE Laws of Chess — the calibration variant of Kabir.</i></p>",
        contents([("history", "History and sources"), ("board", "Board and array"), ("pieces", "Pieces"),
                  ("rules", "Rules"), ("results", "End of the game"), ("options", "Options"),
                  ("disagree", "Where the sources disagree")]),
        h2("history", "History and sources"),
        "<p>Orthodox chess is the game as played today under the <b>FIDE Laws of Chess</b>. Kabir includes it as a "
        "<i>calibration variant</i>: its rules are known exactly and its move counts (perft) are published, so it "
        "checks the engine on which all the historical games run, and it gives players a familiar point of comparison "
        "for the larger games. The historical variants' pages cite the research papers on which Kabir's rules rest.</p>",
        h2("board", "Board and initial array"),
        "<p>An 8x8 checkered board; a1 is a dark square. White (capital letters) moves first; Black's pieces are shown "
        "in small letters.</p>",
        board_diagram(8, 8, pieces, caption="White: a1–h1 R N B Q K B N R, pawns a2–h2. Black: a8–h8 r n b q k b n r, pawns a7–h7."),
        h2("pieces", "Pieces"),
        LEGEND,
        piece_table(std_piece_rows(extra_rows=[
            (pawn_diagram(2), "<b>Pawn</b> (P) — Betza <code>fmWfcF</code> plus the double step. Moves one square straight forward "
             "without capturing, or two from its starting rank when both squares are empty; captures one square diagonally "
             "forward (shown from the pawn's 2nd rank)."),
        ])),
        h2("rules", "Rules"),
        "<h3>Pawns and en passant</h3>",
        "<p>A pawn on its 2nd rank may advance one or two squares; every square passed over must be empty. A pawn that "
        "has just advanced two squares may be captured <i>en passant</i> by an enemy pawn that attacks the square it "
        "passed over, on the very next move only; the capturing pawn lands on the passed-over square.</p>",
        "<h3>Castling</h3>",
        "<p>The king moves two squares towards a rook and that rook lands on the square the king passed over: "
        "K e1 → g1 with R h1 → f1, or K e1 → c1 with R a1 → d1 (Black likewise on the 8th rank). Neither piece may have "
        "moved, every square between them must be empty, and the king may not be in check, pass over an attacked square "
        "or land on one.</p>",
        "<h3>Promotion</h3>",
        "<p>A pawn that reaches the 8th rank must be exchanged, as part of the same move, for a queen, rook, bishop or "
        "knight of its own colour, whatever pieces are still on the board.</p>",
        h2("results", "End of the game"),
        shared_results("the game is a <b>draw</b>"),
        h2("options", "Options"),
        option_section(data),
        h2("disagree", "Where the sources disagree"),
        "<p>Nowhere: orthodox chess follows the FIDE Laws. The move rule is an option in Kabir so that every variant "
        "offers the same choice (rules.md §0); its default of 50 moves is the FIDE rule.</p>",
    ]
    return page("Chess — rules", "\n".join(body))


def tressau_promotion_rules(variant, pieces_b):
    return f"""<h3>Promotion</h3>
<p>Promotion takes place on the last rank (the {"10th" if variant == "kaiserspiel" else "11th"} for White, the 1st for Black). It depends on the rule set:</p>
<p><b>Rule set A — Tressau (historical)</b> (the default):</p>
<ul>
<li><i>Only to a captured piece.</i> A pawn may become a piece of a type T only when its owner has fewer pieces of type T on the board than in the initial array (pieces gained by promotion count as on the board). Never a king. A player may not get two bishops on squares of the same colour.</li>
<li><i>Promotion is optional.</i> A pawn reaching the last rank when a piece is available is promoted to a chosen available piece, or its owner declares that it stays a pawn for good: it then never promotes and never moves again.</li>
<li><i>Waiting pawns.</i> When no piece is available, a pawn may still move to (or capture onto) the last rank; it waits there as a pawn and can be captured. At its owner's first turn at which a piece becomes available, the owner may, as that turn's move, promote the waiting pawn in place to an available piece; if the owner makes any other move at that turn, the pawn stays a pawn for good. {CHOICE} (see <a href="#disagree">Where the sources disagree</a>).</li>
<li>A plain move onto the last rank means "stays a pawn for good" when a piece was available, and "waits" when none was. With several waiting pawns, each one that is not promoted at its first chance — also when its owner is in check and the promotion in place would not answer the check — stays a pawn for good. {CHOICE}</li>
</ul>
<p><b>Rule set B — modern</b>: a pawn reaching the last rank must promote, as part of the move, to any of {pieces_b}, whatever pieces are still on the board.</p>"""


def multistep_pawn_text():
    return """<h3>Pawns and en passant</h3>
<p>Pawns move one square straight forward and capture one square diagonally forward, as in chess, but they have longer first steps:</p>
<ul>
<li>from its 2nd rank a pawn may advance <b>1, 2 or 3 squares</b>;</li>
<li>a pawn standing on its 3rd rank may advance <b>1 or 2 squares</b> (e.g. e3–e5);</li>
<li>every square passed over must be empty.</li>
</ul>
<p><b>En passant.</b> A pawn that passes over one or two squares with such a step can be captured <i>en passant</i> by an enemy pawn that attacks <i>any</i> square it passed over, on the very next move only; the capturing pawn lands on the passed-over square it attacks.</p>"""


def kaiserspiel():
    data = load("kaiserspiel")
    pieces, _ = parse_fen_board(data["setup"]["fen"].split()[0], 10, 10)
    peg = data["options"][0]["values"][1]["set"]["setup"]["fen"].split()[0]
    peg_pieces, _ = parse_fen_board(peg, 10, 10)
    rows = std_piece_rows({"Q": "German: Königin or Dame.", "K": "German: König."}, [
        (movement("QN", letter="C"), "<b>Commander</b> (C) — Betza <code>QN</code>. Moves as a queen or as a knight. Peguilhen's "
         "<i>Feldherr</i>, translated as <i>general</i> by Verney (1885) and as <i>commander</i> by Cazaux and Knowlton (2017)."),
        (movement("BN", letter="A"), "<b>Adjutant</b> (A) — Betza <code>BN</code>. Moves as a bishop or as a knight. German <i>Adjutant</i>."),
        (pawn_diagram(3), "<b>Pawn</b> (P) — Betza <code>fmWfcF</code> plus the longer steps below. Moves one square forward, "
         "captures one square diagonally forward; from its 2nd rank (shown) it may also advance two or three squares, "
         "and from its 3rd rank two. German <i>Bauer</i>."),
    ])
    body = [
        "<h1>Kaiserspiel</h1>",
        "<p><i>The Emperor's Game: Peguilhen's 10x10 chess of about 1819, in L. Tressau's revision of 1840.</i></p>",
        contents([("history", "History and sources"), ("board", "Board and array"), ("pieces", "Pieces"),
                  ("rules", "Rules"), ("results", "End of the game"), ("options", "Options"),
                  ("disagree", "Where the sources disagree")]),
        h2("history", "History and sources"),
        "<p>The <i>Archiv der Spiele</i> of 1819 (Anonymous 1819) describes <i>das Kaiserspiel</i>, a game invented "
        "\"several years earlier\" by a Prussian official named <b>Peguilhen</b>: chess on a 10x10 board with two additional "
        "pieces, the <i>Feldherr</i> (commander, queen + knight) and the <i>Adjutant</i> (bishop + knight). "
        "<b>L. Tressau</b> (1840, <i>Das Schachspiel, seine Gattungen und Abarten</i>; the name is also found misread as "
        "\"Tressan\") revised its initial array and its castling, and built the 11x11 Sultanspiel on Peguilhen's idea. "
        "Later descriptions — Verney (1885), Cazaux and Knowlton (2017) and the Jocly implementation that follows them — are "
        "incomplete or wrong on several points.</p>"
        "<p>Kabir follows <b>G. Markov (2022)</b>, <i>Three large chess variants from India and Germany: a note on their "
        "rules</i>, which restores Tressau's rules from the original sources and suggests two rule sets: <b>A</b>, "
        "Tressau's historical rules, and <b>B</b>, the same game with modern promotion and stalemate rules. The "
        "project's decisions on every point the sources leave open are recorded in its rules reference (rules.md §1).</p>",
        h2("board", "Board and initial array"),
        "<p>A 10x10 board, 20 pieces a side; a1 is a dark square. White (capital letters) moves first; Black's pieces are "
        "shown in small letters. The array is a mirror array: the commanders face each other on the d-file and the kings "
        "on the e-file. The bishops stand on c1 (dark) and h1 (light).</p>",
        board_diagram(10, 10, pieces, caption="Tressau 1840 (the default): White a1–j1 R N B C K Q A B N R, pawns a2–j2; "
                      "Black a10–j10 r n b c k q a b n r, pawns a9–j9."),
        "<p>Peguilhen's original array (option <i>Array</i> = <i>Peguilhen 1819</i>) exchanges queen and commander: "
        "queen on d1/d10, commander on f1/f10; everything else is the same.</p>",
        board_diagram(10, 10, peg_pieces, caption="Peguilhen 1819: White a1–j1 R N B Q K C A B N R."),
        h2("pieces", "Pieces"),
        LEGEND,
        piece_table(rows),
        h2("rules", "Rules"),
        multistep_pawn_text(),
        "<h3>Castling</h3>"
        "<p><b>Tressau's castling</b> (the default array): the king moves from e1 to <b>b1</b> with the rook a1 → <b>c1</b>, "
        "or from e1 to <b>i1</b> with the rook j1 → <b>h1</b> — three squares one way, four the other (Black likewise on the "
        "10th rank). With Peguilhen's array the king moves three squares either way: e1 → b1 (rook a1 → c1) or "
        "e1 → h1 (rook j1 → g1).</p>"
        "<p>The orthodox conditions apply: neither king nor rook has moved, every square between them is empty, and the "
        "king is not in check, does not pass over an attacked square and does not land on one.</p>",
        tressau_promotion_rules("kaiserspiel", "queen, commander, adjutant, rook, bishop or knight (Q, C, A, R, B, N)"),
        h2("results", "End of the game"),
        shared_results("in rule set A this is a <b>half-win</b> for the stalemating side, in rule set B a <b>draw</b>"),
        "<p>A half-win scores ¾–¼ in tables and is shown as \"½-win\". " + CHOICE + " (rules.md §0).</p>",
        h2("options", "Options"),
        option_section(data, {
            ("array", "peguilhen-1819"): "The king then castles e1 → b1 with R a1 → c1, or e1 → h1 with R j1 → g1.",
            ("array", "tressau-1840"): "Castling: K e1 → b1 with R a1 → c1, or K e1 → i1 with R j1 → h1.",
            ("ruleset", "A"): "A player may not get two bishops on squares of the same colour; a pawn may stay a pawn for good. See <a href=\"#rules\">Promotion</a>.",
        }),
        h2("disagree", "Where the sources disagree"),
        "<ul>"
        "<li><b>Array.</b> Peguilhen's original rules (Anonymous 1819) put the queen on d1 and the commander on f1; Tressau (1840) "
        "exchanged them for a better-balanced array. Markov (2022) shows the change was deliberate, not an error. Kabir plays "
        "Tressau's array by default and offers Peguilhen's as an option.</li>"
        "<li><b>Castling.</b> Verney (1885) wrote that the king castles \"as may be desired\"; Cazaux and Knowlton (2017) have the "
        "king moving three or four squares correctly, but the rook's landing squares wrong. Tressau's king goes to b1 or i1 and "
        "the rook to c1 or h1 (Markov 2022). Kabir follows Tressau, and Peguilhen's three-square castling with his array.</li>"
        "<li><b>Pawn steps.</b> Tressau's text does not say that a pawn on its 3rd rank may still move two squares; Markov (2022) "
        "infers it from Tressau's example Sultanspiel games, as the two games share their rules. Kabir allows it, with en passant "
        "after every multi-step.</li>"
        "<li><b>Promotion and stalemate.</b> Tressau gives no promotion or stalemate rules in his pages on the Kaiserspiel; Markov "
        "(2022) takes them from Tressau's own rules for the usual game (\"the Berlin manner\": promotion only to a captured piece, "
        "no two bishops on one colour, the pawn may stay a pawn; stalemate a half-win for the stalemating side, as in Germany "
        "then). Cazaux and Knowlton (2017), and Jocly, keep promotion to captured pieces but drop the bishop rule and the choice "
        "to stay a pawn, and do not mention stalemate. Kabir offers Markov's rule set A (the default) and rule set B (modern "
        "promotion, stalemate a draw; both rules were known to Tressau as well).</li>"
        "<li><b>Waiting pawns.</b> Tressau's rules say that a pawn waiting on the last rank \"must be promoted immediately\" when a "
        "piece becomes available, but also that the player may leave it a pawn until the end of the game. " + CHOICE +
        " The promotion in place costs the turn (as in Chaturanga 4-84): at the first turn at which a piece is available the "
        "owner may promote the waiting pawn as that turn's move; any other move leaves it a pawn for good, also with several "
        "waiting pawns and when the owner is in check (rules.md §1 and §7).</li>"
        "<li><b>Scoring a half-win.</b> The sources call stalemate a half-win without a score. " + CHOICE + " It counts ¾–¼ in "
        "tables; the <code>Result</code> tag of a record shows <code>1-0</code> or <code>0-1</code> with the kind in "
        "<code>ResultKind</code> (rules.md §0).</li>"
        "</ul>",
    ]
    return page("Kaiserspiel — rules", "\n".join(body))


def sultanspiel():
    data = load("sultanspiel")
    pieces, _ = parse_fen_board(data["setup"]["fen"].split()[0], 11, 11)
    fig4 = next(v for v in data["options"][0]["values"] if v["id"] == "tressau-fig4")["set"]["setup"]["fen"].split()[0]
    fig4_pieces, _ = parse_fen_board(fig4, 11, 11)
    marks = {(5, 5): MARK, (5, 0): MARK, (5, 10): MARK}
    rows = std_piece_rows({}, [
        (movement("QN", letter="C"), "<b>Commander</b> (C) — Betza <code>QN</code>. Moves as a queen or as a knight (<i>Feldherr</i>)."),
        (movement("RN", letter="M"), "<b>Marshal</b> (M) — Betza <code>RN</code>. Moves as a rook or as a knight. Peguilhen called "
         "this piece the <i>Admiral</i>; Tressau renamed it <i>Marschall</i>, so that no two pieces share a first letter."),
        (movement("BN", letter="A"), "<b>Adjutant</b> (A) — Betza <code>BN</code>. Moves as a bishop or as a knight."),
        (pawn_diagram(3), "<b>Pawn</b> (P) — Betza <code>fmWfcF</code> plus the longer steps below. Moves one square forward, "
         "captures one square diagonally forward; from its 2nd rank (shown) it may also advance two or three squares, "
         "and from its 3rd rank two."),
    ])
    body = [
        "<h1>Sultanspiel</h1>",
        "<p><i>The Sultan's Game: L. Tressau's 11x11 chess of 1840, with commander, marshal and adjutant.</i></p>",
        contents([("history", "History and sources"), ("board", "Board and array"), ("pieces", "Pieces"),
                  ("rules", "Rules"), ("results", "End of the game"), ("options", "Options"),
                  ("disagree", "Where the sources disagree")]),
        h2("history", "History and sources"),
        "<p>Peguilhen, the inventor of the <a href=\"kaiserspiel.html\">Kaiserspiel</a>, considered an 11x11 game with an "
        "additional rook + knight piece, the <i>Admiral</i>, but apparently abandoned the idea (Markov 2022). "
        "<b>L. Tressau</b> (1840, <i>Das Schachspiel, seine Gattungen und Abarten</i>) developed it into <i>das "
        "Sultanspiel</i>, named the new piece <i>Marschall</i>, gave two initial arrays, example games, and two additional "
        "ways of winning. Verney (1885) and Cazaux and Knowlton (2017) describe the game incompletely or with errors.</p>"
        "<p>Kabir follows <b>G. Markov (2022)</b>, <i>Three large chess variants from India and Germany: a note on their "
        "rules</i>, with its rule sets <b>A</b> (Tressau, historical) and <b>B</b> (modern), and the project's rules "
        "reference (rules.md §2).</p>",
        h2("board", "Board and initial array"),
        "<p>An 11x11 board, 22 pieces a side; a1 is a dark square. White (capital letters) moves first; Black's pieces are "
        "shown in small letters. Black mirrors White's array on the same files: rank 11 equals rank 1, pawns on rank 10. "
        "The marked squares are the targets of the <i>King targets</i> option: the centre <b>f6</b>, and the kings' initial "
        "squares f1 and f11.</p>",
        board_diagram(11, 11, pieces, marks=marks, caption="Tressau, Fig. 3 (the default): White a1–k1 R B N M C K Q A B N R, "
                      "pawns a2–k2; the bishops on b1 (light) and i1 (dark)."),
        "<p>In the alternative array (Tressau, Fig. 4) bishop and knight change places on both wings: R N B M C K Q A N B R, "
        "bishops on c1 (dark) and j1 (light). The symmetric array R N B M C K Q A B N R would put both bishops on dark "
        "squares, which is why Tressau exchanges bishop and knight on one wing.</p>",
        board_diagram(11, 11, fig4_pieces, marks=marks, caption="Tressau, Fig. 4: White a1–k1 R N B M C K Q A N B R."),
        h2("pieces", "Pieces"),
        LEGEND,
        piece_table(rows),
        h2("rules", "Rules"),
        multistep_pawn_text(),
        "<h3>Castling</h3>"
        "<p>The king moves <b>four</b> squares towards the rook, and the rook lands on the square next to it on the inside: "
        "K f1 → b1 with R a1 → c1, or K f1 → j1 with R k1 → i1 (Black likewise on the 11th rank). The orthodox conditions "
        "apply: neither piece has moved, every square between them is empty, and the king is not in check, does not pass "
        "over an attacked square and does not land on one.</p>",
        tressau_promotion_rules("sultanspiel", "queen, commander, marshal, adjutant, rook, bishop or knight (Q, C, M, A, R, B, N)"),
        "<h3>King targets</h3>"
        "<p>When the option <i>King targets</i> is on, a player also wins at once when his king legally arrives on the "
        "central square <b>f6</b>, or on the opponent king's initial square (<b>f11</b> for White's king, <b>f1</b> for "
        "Black's). The option is on by default in rule set A and off in rule set B.</p>"
        "<h3>Black chooses the array</h3>"
        "<p>With the option <i>Who chooses the array</i> set to <i>Black chooses</i>, Black fixes the array before White's first "
        "move, and also whether the king targets apply, in either rule set (Markov 2022 lets Black choose them in rule set A; "
        "Kabir, as its rules decide, in B too, where they are an option as well). A computer playing Black chooses by its own "
        "evaluation or at random.</p>",
        h2("results", "End of the game"),
        shared_results("in rule set A this is a <b>half-win</b> for the stalemating side, in rule set B a <b>draw</b>",
                       "<li><b>King reaches a target square</b> (with <i>King targets</i> on): the king's owner wins (result kind <i>king reaches a target square</i>).</li>"),
        "<p>A half-win scores ¾–¼ in tables and is shown as \"½-win\". " + CHOICE + " (rules.md §0).</p>",
        h2("options", "Options"),
        option_section(data, {
            ("ruleset", "A"): "A player may not get two bishops on squares of the same colour; a pawn may stay a pawn for good. See <a href=\"#rules\">Promotion</a>.",
            ("ruleset", "B"): "Black, when choosing the array, does not decide the king targets.",
        }),
        h2("disagree", "Where the sources disagree"),
        "<ul>"
        "<li><b>Which bishop moves.</b> Tressau says that bishop and knight may change places on either wing, so that the bishops "
        "stand on different colours, but then explains that \"the left bishop must not be on c1\", a reason that does not fit "
        "his own array (Markov 2022). Both of his arrays (Figs. 3 and 4) are playable in Kabir; Fig. 3 is the default. Tressau "
        "also noted that the colour of the corner squares does not matter; Kabir keeps a1 dark.</li>"
        "<li><b>Who fixes the array.</b> Markov (2022) suggests that the two arrays (and the king targets) be negotiated before the "
        "game or chosen by Black, especially against a computer. Kabir offers both through the option <i>Who chooses the "
        "array</i>.</li>"
        "<li><b>Pawn steps.</b> Pritchard (2007) suggested a first step of \"four?\" squares, which Markov (2022) shows to be wrong: "
        "Tressau's example games show first steps of two or three squares and two-square steps from the 3rd rank. Kabir "
        "follows Tressau, with en passant after every multi-step.</li>"
        "<li><b>Castling.</b> Cazaux and Knowlton (2017) have the rook stepping four squares towards the centre (landing on e1 or "
        "g1); Tressau's example games show the rook landing next to the king on c1 or i1 (Markov 2022). Kabir follows Tressau.</li>"
        "<li><b>King targets.</b> Tressau proposed the two extra ways of winning as optional, and all later sources ignore them; "
        "none of his example games uses them. Markov (2022) keeps them in rule set A and drops them in B. Kabir makes them an "
        "option, on by default in A and off in B, which Black decides with the array when Black chooses. " + CHOICE + "</li>"
        "<li><b>Promotion and stalemate.</b> Tressau gives no promotion or stalemate rules for the Sultanspiel; as for the "
        "Kaiserspiel, Markov (2022) takes them from Tressau's rules for the usual game (rule set A) or uses the modern ones "
        "(rule set B). The waiting pawn rule is Kabir's reading of a contradiction in Tressau's text: the promotion in place "
        "costs the turn, and a pawn not promoted at its first chance stays a pawn for good. " + CHOICE + " (rules.md §1, §7). "
        "A half-win scores ¾–¼. " + CHOICE + "</li>"
        "</ul>",
    ]
    return page("Sultanspiel — rules", "\n".join(body))
