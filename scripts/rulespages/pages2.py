from common import *
from pages1 import CHOICE, std_piece_rows, shared_results

KNIGHT_LEAP = {v: "◆" for v in leaps(2, 1)}
OLD_CAPTION = '<p style="font-size: small; margin: 4px 0px 2px 0px;">From an old square:</p>'


def hyderabad():
    data = load("hyderabad")
    pieces, _ = parse_fen_board(data["setup"]["fen"].split()[0], 10, 10)
    rows = std_piece_rows({"Q": "The manuscript's names differ (the queen was a general, the bishop an elephant: Bodlaender)."}, [
        (movement("BN", letter="V"), "<b>Vizier</b> (V) — Betza <code>BN</code>. Moves as a bishop or as a knight. The manuscript's "
         "<i>Wazir</i>; on d1 and g10."),
        (movement("QN", letter="G"), "<b>Giraffe</b> (G) — Betza <code>QN</code>. Moves as a queen or as a knight. The manuscript's "
         "<i>Zurāfa</i>; on e1 and f10."),
        (movement("RN", letter="D"), "<b>Dabbaba</b> (D) — Betza <code>RN</code>. Moves as a rook or as a knight. The manuscript's "
         "<i>Dabbāba</i>, the war machine; two a side, on e2, f2 and e9, f9. (Not to be confused with the dabbaba of "
         "Betza notation, <code>D</code>, a two-square orthogonal leaper.)"),
        (pawn_diagram(1), "<b>Pawn</b> (P) — Betza <code>fmWfcF</code>. One square forward, captures one square diagonally "
         "forward; no double step (in the Greenwood rule set: two squares from its 2nd or 3rd rank)."),
        (movement("K", letter="K", extra=KNIGHT_LEAP), "<b>King's knight leap</b> (rule set Markov 2022 only): once per game "
         "the king may move as a knight (<span style=\"color: #1040c0;\">◆</span>), not to capture and not crossing check; "
         "see <a href=\"#rules\">Rules</a>."),
    ])
    body = [
        "<h1>Hyderabad Decimal Chess</h1>",
        "<p><i>Indian Great Chess on 10x10 squares, from a manuscript of the 1790s: vizier, giraffe and dabbaba in a "
        "crosswise array.</i></p>",
        contents([("history", "History and sources"), ("board", "Board and array"), ("pieces", "Pieces"),
                  ("rules", "Rules"), ("results", "End of the game"), ("options", "Options"),
                  ("disagree", "Where the sources disagree")]),
        h2("history", "History and sources"),
        "<p>The game is described in a 1790s manuscript from the state of Hyderabad, India, and was made known by Murray's "
        "<i>History of Chess</i> (Murray 1913) as \"a modern Indian variety of decimal chess\". The manuscript gives the array, "
        "the names and moves of the additional pieces — <i>Wazir</i> (bishop + knight), <i>Zurāfa</i> (queen + knight) and two "
        "<i>Dabbābas</i> (rook + knight) — and forbids the pawns' double step; it says nothing of the remaining rules. A problem "
        "in the manuscript shows that a checkmate by a pawn was an especially prized win.</p>"
        "<p>Gollon (1968) called the game \"Turkish Great Chess Variation One\" and supplied rules taken from shatranj; "
        "Pritchard (2007, \"Indian Great Chess\") repeats his promotion to queen. <b>H. Bodlaender</b>'s entry on the Chess "
        "Variant Pages plays it with queen promotion and no castling, and adds <b>E. Greenwood</b>'s faster \"modern "
        "variant\". Cazaux and Knowlton (2017) applied the promotion rules of Indian chess, and the Jocly implementation "
        "follows them. <b>G. Markov (2022)</b>, <i>Three large chess variants from India and Germany: a note on their "
        "rules</i>, discusses the Indian traditions and suggests a full set of rules, which is Kabir's default.</p>"
        "<p>Kabir offers all four readings as the option <i>Rule set</i>; the project's decisions on the points they leave "
        "open are in its rules reference (rules.md §3).</p>",
        h2("board", "Board and initial array"),
        "<p>A 10x10 board, 22 pieces a side, in a <i>crosswise</i> array: each queen faces the enemy vizier. White (capital "
        "letters) moves first; Black's pieces are shown in small letters. Kabir draws the board checkered with a1 dark; "
        "historical Indian boards were probably plain, but the colour of the squares still matters for the bishop rule.</p>",
        board_diagram(10, 10, pieces, caption="White a1–j1 R N B V G K Q B N R, dabbabas e2 and f2, pawns a2 b2 c2 d2 e3 f3 g2 h2 i2 j2. "
                      "Black a10–j10 r n b q k g v b n r, dabbabas e9 and f9, pawns a9 b9 c9 d9 e8 f8 g9 h9 i9 j9. "
                      "Kings f1 and e10, giraffes e1 and f10, viziers d1 and g10, queens g1 and d10."),
        h2("pieces", "Pieces"),
        LEGEND,
        piece_table(rows),
        h2("rules", "Rules"),
        "<p>The rules depend on the option <i>Rule set</i>. The default is Markov's reading (2022).</p>",
        "<h3>Markov 2022 (the default)</h3>",
        "<ul>"
        "<li><b>Pawns</b> move one step only; there is no double step and no en passant.</li>"
        "<li><b>Promotion to the file piece only</b>, seen from the promoting player's own side: the piece of that player's "
        "initial array on the file of the square where the pawn promotes (for a capture, the file it captures onto) — except "
        "that on the <b>e and f files</b> the pawn promotes to a <b>Dabbaba</b>. So White promotes a→R b→N c→B d→V e,f→D g→Q "
        "h→B i→N j→R; Black a→R b→N c→B d→Q e,f→D g→V h→B i→N j→R. Only if that type is available (its owner has fewer of "
        "it on the board than in the initial array), and never to a second bishop on the colour of a bishop the player still "
        "has. Promotion is compulsory when possible.</li>"
        "<li><b>A pawn that cannot promote stays on the penultimate rank.</b> It may not move or capture onto the last rank "
        "while its promotion is impossible, but it still attacks the two squares diagonally ahead: it <b>gives check</b> there, "
        "and the enemy king may not move onto them.</li>"
        "<li><b>King's knight leap.</b> Once per game each king may move as a knight, whether or not it has moved before, but "
        "<b>not to capture</b> and <b>not crossing check</b>. A knight's move is one orthogonal and one diagonal step in either "
        "order, so it has two intermediate squares; the leap crosses check only if <b>both</b> are attacked (Markov 2022, "
        "footnote 15). A square counts as attacked with the king lifted off its square; pieces standing on the intermediate "
        "squares neither block the leap nor matter otherwise. " + CHOICE + " The privilege is lost when used, and after any move "
        "its owner makes while in check — so the leap may be used to escape that first check. " + CHOICE + "</li>"
        "<li><b>Capturing the opponent's last piece</b> (the last unit other than king and pawns, the Indian <i>burj</i>) ends "
        "the game at once as a <b>draw</b>, whatever pawns remain, even if the capture gives mate.</li>"
        "<li><b>Stalemate</b> is a draw. <b>Perpetual check</b> is a draw.</li>"
        "<li><b>Pawn mate</b> — checkmate by a pawn move in which the pawn itself gives check (a double check that includes it "
        "counts) — is a <b>double victory</b>.</li>"
        "<li>No castling.</li>"
        "</ul>",
        "<h3>Cazaux &amp; Knowlton 2017</h3>",
        "<p>As Markov 2022, but a pawn whose file piece is unavailable moves onto the last rank and waits there (attacking "
        "nothing it could not capture), and promotes in place, as its owner's move, once the piece is available — at any "
        "later turn, at its owner's choice. There is no same-colour bishop limit and no king's leap; capturing the last piece "
        "is not special; a pawn mate is an ordinary win. These are the rules of the Jocly implementation.</p>",
        "<h3>Bodlaender</h3>",
        "<p>Pawns one step; promotion to a <b>queen only</b>, compulsory; stalemate a draw; no king's leap, no <i>burj</i>, no "
        "double victory, no castling.</p>",
        "<h3>Greenwood (modern)</h3>",
        "<p>As Bodlaender, plus:</p><ul>"
        "<li>a pawn standing on its 2nd or 3rd rank may advance two squares if both are empty (so the e- and f-pawns, which "
        "start on the 3rd rank, may double-step on their first move), and may be captured <i>en passant</i> after every double "
        "step;</li>"
        "<li>castling: the king moves three squares towards the rook and the rook jumps over it to the adjacent square — "
        "K f1 → c1 with R a1 → d1, K f1 → i1 with R j1 → h1; Black K e10 → b10 with R a10 → c10, K e10 → h10 with R j10 → g10 — "
        "under the orthodox conditions (neither piece has moved, the squares between them are empty, the king is not in "
        "check and does not pass over or land on an attacked square).</li></ul>",
        h2("results", "End of the game"),
        shared_results("the game is a <b>draw</b> in every rule set",
                       "<li><b>Capture of the last piece</b> (<i>burj</i>, Markov 2022 only): a draw (result kind <i>capture of the last piece</i>).</li>"
                       "<li><b>Pawn mate</b> (Markov 2022 only): a double victory, scored 2–0 in tables (result kind <i>pawn mate</i>). " + CHOICE + "</li>"),
        h2("options", "Options"),
        option_section(data, {
            ("ruleset", "markov-2022"): "A pawn that cannot promote stays on the penultimate rank and gives check; perpetual check is a draw.",
            ("ruleset", "greenwood"): "The king castles three squares: K f1 → c1 or i1 (Black K e10 → b10 or h10).",
        }),
        h2("disagree", "Where the sources disagree"),
        "<ul>"
        "<li><b>Promotion.</b> Gollon (1968), Pritchard (2007) and Bodlaender promote to a queen only. Cazaux and Knowlton (2017) "
        "apply the Indian rule — to the file piece, only if it has been captured, to a dabbaba on the e- and f-files (their "
        "conjecture); Markov (2022) adopts it. The file could be read from either player's side: Markov, following Cazaux and "
        "Knowlton, reads it from the promoting player's own side (a white pawn on d10 becomes a vizier, on g10 a queen). Kabir "
        "does the same.</li>"
        "<li><b>A pawn that cannot promote.</b> Cazaux and Knowlton (2017) let it wait on the last rank; Markov (2022) follows "
        "the Indian sources he cites (Murray 1913, Saxena 1998), in which it stays on the penultimate rank and still gives "
        "check. Kabir plays Markov's rule by default and Cazaux and Knowlton's as a rule set; there Kabir lets the waiting "
        "pawn promote in place at any later turn, at its owner's choice. " + CHOICE + "</li>"
        "<li><b>Bishops on one colour.</b> Most Indian sources forbid a second bishop on the colour of the remaining one; "
        "Saxena (1998) permits it. Markov 2022 forbids it; the other rule sets do not.</li>"
        "<li><b>The king's leap.</b> Indian rules vary: the leap may or may not escape the first check, capture, or cross "
        "check. Markov (2022) chooses: once, not to capture, not crossing check, lost after the first check but usable to "
        "escape it. Where the text leaves details open, Kabir decides: \"attacked\" means attacked with the king lifted off "
        "its square, pieces on the intermediate squares do not block the leap, and the privilege is lost after any move its "
        "owner makes while in check. " + CHOICE + " The Indian rule that a pawn promoting to a knight leaps on at once is not "
        "followed (Markov 2022).</li>"
        "<li><b>The last piece (<i>burj</i>).</b> Indian variants counted it as a lesser win, a half-win or a draw, sometimes "
        "depending on the pawns left. Markov (2022) makes it a draw regardless of pawns; Kabir ends the game as a draw even "
        "when the capture gives mate. " + CHOICE + "</li>"
        "<li><b>Stalemate, perpetual check and the bare king.</b> Gollon (1968) made stalemate and baring the king wins, "
        "borrowed from shatranj; Markov (2022) considers these most probably incorrect and makes stalemate and perpetual check "
        "draws; Bodlaender says the stalemate rule is unknown and suggests playing it as in orthodox chess. Kabir draws "
        "stalemate in every rule set. It records a draw as perpetual check when the third repetition follows only checks by "
        "one side. " + CHOICE + "</li>"
        "<li><b>Double steps and the opening.</b> Murray's \"pawns have no initial double step\" is followed by Markov and "
        "Bodlaender; Parsi chess and Baroda chess allowed some double steps, and Parsi chess opened with a series of moves in "
        "one turn. Kabir alternates single moves and allows double steps only in Greenwood's modern variant.</li>"
        "<li><b>Pawn mate.</b> Markov (2022) makes it a double victory, as the manuscript's problem suggests. Kabir scores it "
        "2–0 in tables; the record's <code>Result</code> tag stays <code>1-0</code> or <code>0-1</code>. " + CHOICE + "</li>"
        "</ul>",
    ]
    return page("Hyderabad Decimal Chess — rules", "\n".join(body))


def turkish():
    data = load("turkish")
    fen = data["setup"]["fen"].split()[0]
    fen = fen.replace("{great}", "v").replace("{small}", "q").replace("{GREAT}", "V").replace("{SMALL}", "Q")
    pieces, _ = parse_fen_board(fen, 13, 13)
    reformed = fen.replace("v", "s").replace("V", "S")
    reformed_pieces, _ = parse_fen_board(reformed, 13, 13)
    rows = [
        (movement("K", letter="K", extra=KNIGHT_LEAP), "<b>King</b> (K) — Betza <code>K</code>. One step in any direction. In the "
         "reconstructed rules it may also leap once per game as a knight (<span style=\"color: #1040c0;\">◆</span>); see "
         "<a href=\"#rules\">Rules</a>."),
        (movement("QN", letter="V"), "<b>Great vizier</b> (V) — Betza <code>QN</code>. Moves as a queen or as a knight. The "
         "original's great vizier (great ferz); on h1 and f13 in the reconstructed rules."),
        (movement("Q", letter="Q"), "<b>Queen</b> (Q) — Betza <code>Q</code>. The small vizier: any number of empty squares along a "
         "rank, file or diagonal; on f1 and h13."),
        (movement("BN", letter="H"), "<b>Rhinoceros</b> (H) — Betza <code>BN</code>. Moves as a bishop or as a knight; on d1, j1 "
         "and d13, j13."),
        (movement("C", letter="G"), "<b>Gazelle</b> (G) — Betza <code>C</code>. Leaps one square diagonally and then two "
         "orthogonally outwards — a (3,1) leap, the problemists' camel — over any piece in between; it never leaves the colour "
         "of its square. \"Hirsch\" (stag) in the German sources; on e1, i1 and e13, i13."),
        (movement("R", letter="R"), "<b>Rook</b> (R) — Betza <code>R</code>. Any number of empty squares along a rank or file."),
        (movement("B", letter="B"), "<b>Bishop</b> (B) — Betza <code>B</code>. Any number of empty squares along a diagonal (the "
         "original's elephant, with the modern move)."),
        (movement("N", letter="N"), "<b>Knight</b> (N) — Betza <code>N</code>. The orthodox knight's leap."),
        (pawn_diagram(1), "<b>Pawn</b> (P) — Betza <code>fmWfcF</code>. One square forward, captures one square diagonally "
         "forward; no double step, no en passant."),
        (movement("RF", letter="S"), "<b>Short queen</b> (S) — Betza <code>RF</code>: a rook that may also step one square "
         "diagonally (king + rook; the \"Mongolian\" queen, the shogi dragon king). Replaces the great vizier in the reformed rules; "
         "see the options <i>Great piece</i> and <i>Small piece</i>."),
        (movement("RFN", letter="U"), "<b>Short superqueen</b> (U) — Betza <code>RFN</code>: king + rook + knight. A choice for the "
         "great piece."),
        (movement("BW", letter="X"), "<b>Short bishop-queen</b> (X) — Betza <code>BW</code>: a bishop that may also step one square "
         "orthogonally (king + bishop). A choice for the small piece."),
    ]
    body = [
        "<h1>Turkish Great Chess</h1>",
        "<p><i>Šaṭranǧ-i kabīr, the Ottoman great chess of 1806/7 on 13x13 squares, in the reconstruction of Markov and Härtel "
        "(2020).</i></p>",
        contents([("history", "History and sources"), ("board", "Board and array"), ("pieces", "Pieces"),
                  ("rules", "Rules"), ("results", "End of the game"), ("options", "Options"),
                  ("disagree", "Where the sources disagree")]),
        h2("history", "History and sources"),
        "<p>A chess variant with 26 pieces a side is described as <i>šaṭranǧ-i kabīr</i>, great chess, in a Turkish "
        "encyclopaedia printed in AH 1221 / CE 1806/7 (<i>Ad-Durar al-muntahabāt al-mantūra fī iṣlāḥ al-ġalaṭāt al-mašhūra</i>, "
        "by Abū'r-Rafid Muḥammad Ḥafīd Ibn-Muṣṭafā ʿĀšir). Its author had often played it with his father, a master of the game. "
        "An anonymous German review of 1808 gives the array and the moves of the new pieces: great vizier (queen + knight), "
        "gazelles (\"as the horse, only one field more\") and rhinoceroses (bishop + knight).</p>"
        "<p>Over two centuries, later descriptions — Schubert (1825), van der Linde (1874–1881), Verney (1885), Murray (1913), "
        "Gollon (1968), Pritchard (2007), Cazaux and Knowlton (2017) — changed the array, the board and the moves almost beyond "
        "recognition. <b>G. Markov and S. Härtel (2020)</b>, <i>Turkish Great Chess and Chinese Whispers: misadventures of a "
        "chess variant</i>, trace these errors back to the original, and, since even the original does not give enough to play "
        "the game, suggest <b>reconstructed rules</b> (their Appendix 1) and <b>reformed rules</b> (Appendix 2). Kabir offers "
        "both, with the sub-variants of their footnote 20 (rules.md §4).</p>",
        h2("board", "Board and initial array"),
        "<p>A 13x13 board, 26 pieces a side, pawns on the 2nd rank; a1 is a dark square (so all four corners are dark). "
        "The original board was most probably plain. White (capital letters) moves first; Black's pieces are shown in small "
        "letters. The array is crosswise: read from m13 to a13, Black's array is the same sequence as White's from a1 to m1, "
        "so each great vizier faces the enemy queen.</p>",
        board_diagram(13, 13, pieces, caption="Reconstructed rules: White a1–m1 R B N H G Q K V G H N B R, pawns a2–m2; "
                      "Black a13–m13 r b n h g v k q g h n b r, pawns a12–m12. Kings g1 and g13, great viziers h1 and f13, "
                      "queens f1 and h13."),
        "<p>In the reformed rules a short queen (S) stands on h1 and f13 instead of the great vizier. The options <i>Great "
        "piece</i> and <i>Small piece</i> choose the pieces on h1/f13 and f1/h13 freely.</p>",
        board_diagram(13, 13, reformed_pieces, caption="Reformed rules: White a1–m1 R B N H G Q K S G H N B R."),
        h2("pieces", "Pieces"),
        LEGEND,
        piece_table(rows),
        h2("rules", "Rules"),
        "<h3>Reconstructed rules (the default; Markov and Härtel 2020, Appendix 1)</h3>",
        "<ul>"
        "<li><b>Pawns</b> move one step; no double step, no en passant.</li>"
        "<li><b>Promotion</b> on the 13th rank (the 1st for Black), compulsory, to any captured piece of one's own: a type is "
        "available when its owner has fewer of it on the board than in the initial array. Never a king; no bishop-colour "
        "limit. If no piece is available, the pawn stays on the 12th rank — it may not move or capture onto the 13th — and "
        "still gives check from there.</li>"
        "<li>No castling. <b>King's knight leap</b>: once per game, not necessarily on the first move, the king may leap as a "
        "knight. The leap <b>may capture</b> and <b>may cross check</b>. The privilege is lost when used, and after any move "
        "its owner makes while in check, so it may still be used to escape that first check. " + CHOICE + " The leap never "
        "gives check: the squares a king could reach by its privileged leap do not count as attacked by it.</li>"
        "<li><b>Stalemate</b> is a win for the stalemating side.</li>"
        "<li><b>Baremate.</b> A player whose king is left bare — no other unit, pawns included — loses, unless at his very next "
        "move he captures the opponent's last unit other than the king, which makes the game a draw. In detail, as in "
        "shatranj: if the opponent still has two or more units besides the king, the bared side loses at once; if exactly one, "
        "the bared side moves — capturing that unit draws, any other move loses; a bared king with no legal move loses. "
        + CHOICE + "</li>"
        "</ul>",
        "<h3>Reformed rules (Markov and Härtel 2020, Appendix 2)</h3>",
        "<ul>"
        "<li>Same board and array, but the great vizier is replaced by a <b>short queen</b> (R+F).</li>"
        "<li><b>Pawns</b> one step; <b>promotion</b> unrestricted, compulsory, to any piece type of the game but the king.</li>"
        "<li><b>Stalemate</b> is a draw; there is no bare-king rule and no king's leap.</li>"
        "<li><b>Castling</b> under the orthodox conditions, in which the king moves any number of squares towards the rook, up to "
        "and including the rook's square, and the rook lands on any square between the king's initial square (inclusive) and "
        "the king's new square (exclusive): the two must exchange sides. With K g1 and R m1, Kh1+Rg1, Kk1+Rh1 and Km1+Rg1 are "
        "castlings; Ki1+Rj1 is not. Every square the king and the rook pass over or land on must be empty (except the squares "
        "they themselves leave), and the king may not be in check, pass over an attacked square or land on one.</li>"
        "</ul>",
        h2("results", "End of the game"),
        shared_results("in the reconstructed rules the <b>stalemating side wins</b>, in the reformed rules it is a <b>draw</b>",
                       "<li><b>Bare king</b> (reconstructed rules): the bared side loses, or draws by capturing the last enemy unit at once "
                       "(result kind <i>bare king</i>).</li>"),
        h2("options", "Options"),
        option_section(data, {
            ("ruleset", "reconstructed"): "The king's leap may capture and cross check; a pawn with no captured piece to promote to stays on the 12th rank and gives check.",
            ("ruleset", "reformed"): "The king castles by exchanging places with a rook (see <a href=\"#rules\">Rules</a>).",
        }),
        h2("disagree", "Where the sources disagree"),
        "<ul>"
        "<li><b>Board.</b> The original gives 13 files but not the number of ranks. An anonymous author of 1810 suggested 13x9, "
        "van der Linde (1876) 13x10; Markov and Härtel assume 13x13, as any other number would probably have been mentioned. "
        "Kabir plays 13x13.</li>"
        "<li><b>Array.</b> The original order R B N H G Q K V G H N B R was changed by later sources: Schubert put the bishops in "
        "the corners, van der Linde exchanged bishops and knights, Murray (1913) exchanged queen and great vizier, and several "
        "sources mirror the array and put the pawns on the 4th rank. Kabir follows the original order, crosswise as assumed by "
        "the 1810 author and by Gollon (1968), with the pawns on the 2nd rank (Markov and Härtel 2020).</li>"
        "<li><b>Moves.</b> The gazelle's \"horse's move, one field more\" was read as a (3,2) leaper in 1810 and as a (3,1) leaper "
        "by most later sources; Markov and Härtel choose the (3,1) leap, which puts the colour-bound gazelles and bishops on "
        "different colours. The great vizier became a (4,1) leaper in van der Linde and a limited rook-like piece in Murray; "
        "the original points to queen + knight. Kabir follows Markov and Härtel.</li>"
        "<li><b>Castling or the king's leap.</b> The original is silent. Nineteenth-century reports of Turkish chess describe "
        "castling in two or three moves, a king's knight move at any time of the game, or a king placed on or within the rook's "
        "square (Grimm 1851, 1865; Falkener 1892). The reconstructed rules choose a king's knight leap, with the greatest "
        "freedom (capture and crossing check allowed) and the rule that it never gives check; the reformed rules choose an "
        "exchange castling modelled on Falkener. Where the paper leaves details open — the privilege is lost after any move "
        "its owner makes while in check — the choice is Kabir's. " + CHOICE + "</li>"
        "<li><b>Promotion.</b> Syrian sources give promotion to a queen only (Stamma 1745) or to any captured piece (Grimm 1851); "
        "the reconstructed rules take the latter, with the Indian rule that a pawn that cannot promote stays on the penultimate "
        "rank and gives check (not the last rank, as Cazaux and Knowlton 2017 claim for Indian chess). The reformed rules "
        "promote as in orthodox chess.</li>"
        "<li><b>Stalemate and bare king.</b> Stamma (1745) made both wins, and Gollon (1968) suggested the same; the shatranj rule "
        "that baring the other king at once draws is added (Markov and Härtel 2020). How the bare-king rule is applied move by "
        "move is Kabir's choice. " + CHOICE + "</li>"
        "<li><b>Great and small pieces.</b> Markov and Härtel find the great vizier too strong for a good game: the reformed "
        "rules replace it by a short queen, and their footnote 20 lists sub-variants (queens or short queens on both sides, a "
        "short queen with a short bishop-queen, a short superqueen). Kabir offers them through the options <i>Great piece</i> "
        "and <i>Small piece</i>.</li>"
        "</ul>",
    ]
    return page("Turkish Great Chess — rules", "\n".join(body))


def chaturanga():
    data = load("chaturanga-4-84")
    pieces, cut = parse_fen4_board(data["setup"]["fen"].split()[0], 10, 10)
    old = {(4, 4): MARK, (5, 4): MARK, (4, 5): MARK, (5, 5): MARK}
    # Red's promotion squares: the far edge downwards, and squares where Green's or Black's
    # non-pawn pieces start.
    promo = {}
    for f in range(10):
        for r in range(10):
            if (f, r) in cut:
                continue
            below = (f, r - 1)
            if r == 0 or below in cut:
                promo[(f, r)] = "#9cc8f0"
    for sq, (army, letter) in pieces.items():
        if army in "gb" and letter != "P":
            promo[sq] = "#9cc8f0"
    red_pieces = {sq: p for sq, p in pieces.items() if p[0] == "r"}
    rows = [
        (movement("K", letter="K"), "<b>King</b> (K) — Betza <code>K</code>. One step in any direction, or, as its move, "
         "<b>swap</b> places with any adjacent piece (in the 8 directions) of its own or the allied army, the allied king "
         "included. There is no check: a king may move into attack and is "
         "<b>captured</b> like any other piece. Not affected by the old squares. No castling."),
        (movement("Q", letter="Q") + OLD_CAPTION + movement("F", size=5, letter="Q"), "<b>Queen</b> (Q) — Betza <code>Q</code>. Orthodox, "
         "except that when its move <i>starts</i> on an old square it may only step one square diagonally (ferz, <code>F</code>)."),
        (movement("R", letter="R") + OLD_CAPTION + movement("D", size=5, letter="R"), "<b>Rook</b> (R) — Betza <code>R</code>. Orthodox, "
         "except that from an old square it may only leap exactly two squares orthogonally (dabbaba, <code>D</code>), over any piece."),
        (movement("B", letter="B") + OLD_CAPTION + movement("A", size=5, letter="B"), "<b>Bishop</b> (B) — Betza <code>B</code>. Orthodox, "
         "except that from an old square it may only leap exactly two squares diagonally (alfil, <code>A</code>), over any piece."),
        (movement("N", letter="N"), "<b>Knight</b> (N) — Betza <code>N</code>. Orthodox; not affected by the old squares."),
        (movement("W", size=5, letter="W"), "<b>Wazir</b> (W) — Betza <code>W</code>. One step orthogonally. Each army starts "
         "with its wazir <b>in hand</b>: instead of a board move, the army may <b>drop</b> it onto any empty square except the "
         "four old squares. Not affected by the old squares."),
        (pawn_diagram(1) + '<p style="font-size: small; margin: 4px 0px 2px 0px;">Leaping over a piece:</p>' + pawn_diagram(1, leap=True), "<b>Pawn</b> (P) — Betza <code>fmWfcFfmjD</code>, forward being its army's direction. One "
         "step forward, captures one step diagonally forward; no double step, no en passant. It may also <b>leap</b> "
         "(<span style=\"color: #1040c0;\">◆</span>) over the piece of any army directly in front of it (grey) onto the empty "
         "square directly behind that piece, without capturing. Not affected by the old squares."),
    ]
    army_rows = "".join(
        f'<tr><td><span style="color: {ARMY_COLOURS[a]}; font-weight: bold;">{n}</span></td><td align="center">{t}</td>'
        f'<td>{k}</td><td>{q}</td><td>{r}</td><td>{b}</td><td>{kn}</td><td>{p}</td><td>{d}</td></tr>'
        for a, n, t, k, q, r, b, kn, p, d in [
            ("r", "Red", 1, "g10", "h10", "i10", "f10", "e10", "e9 f9 g9 h9 i9", "down (rank −1)"),
            ("g", "Green", 2, "j4", "j3", "j2", "j5", "j6", "i2 i3 i4 i5 i6", "left (file −1)"),
            ("y", "Yellow", 1, "d1", "c1", "b1", "e1", "f1", "b2 c2 d2 e2 f2", "up (rank +1)"),
            ("b", "Black", 2, "a7", "a8", "a9", "a6", "a5", "b5 b6 b7 b8 b9", "right (file +1)"),
        ])
    body = [
        "<h1>Chaturanga 4-84</h1>",
        "<p><i>Peter Aronson's game of 2002 for four armies in two teams on an 84-square board.</i></p>",
        contents([("history", "History and sources"), ("board", "Board and armies"), ("pieces", "Pieces"),
                  ("rules", "Rules"), ("results", "End of the game"), ("options", "Options"),
                  ("disagree", "Where the sources disagree")]),
        h2("history", "History and sources"),
        "<p>At the end of the 19th century, researchers believed that a four-handed Chaturanga was the original ancestor of "
        "chess, three thousand years old; no one believes that any more. For the \"84 Squares\" design contest, <b>P. Aronson "
        "(2002)</b>, <i>Chaturanga 4-84</i>, updated that supposed ancestor to 84 squares and modern pieces, with a few exotic "
        "touches: leaping pawns (from L. Legan's <i>Fortresses</i> of 1913), swapping kings (from Fergus Duniho's <i>Yáng Qí</i>, "
        "without its restrictions), a wazir in hand, and four <i>old squares</i> in the centre on which the queen, rook and "
        "bishop fall back to moves like those of old Chaturanga. Aronson's page is the one source; where it leaves a point "
        "open, the project's rules reference decides (rules.md §5 and §7).</p>",
        h2("board", "Board and armies"),
        "<p>A 10x10 board with 16 squares cut away, 84 squares remain: a10 b10 c10 d10, j7 j8 j9 j10, a1 a2 a3 a4 and "
        "g1 h1 i1 j1 are missing. The board is drawn plain. The four gold squares e5, f5, e6, f6 are the <b>old squares</b>. "
        "Each army has a king, queen, rook, bishop, knight and five pawns on the board, and a wazir in hand.</p>",
        board_diagram(10, 10, pieces, cut, old, checkered=False, caption="The initial array; letters in the army's colour: "
                      "<span style=\"color: #c01818;\"><b>Red</b></span>, <span style=\"color: #107010;\"><b>Green</b></span>, "
                      "<span style=\"color: #a07800;\"><b>Yellow</b></span>, <b>Black</b>. Each wazir is in hand."),
        '<table cellspacing="0" cellpadding="3" border="1" style="border-collapse: collapse; border-color: #aaaaaa; border-style: solid;">'
        '<tr bgcolor="#eeeeee"><th>army</th><th>team</th><th>king</th><th>queen</th><th>rook</th><th>bishop</th><th>knight</th><th>pawns</th><th>pawns move</th></tr>'
        + army_rows + "</table>",
        "<p>The armies sit clockwise from the top: Red, Green, Yellow, Black, and they move in that order, repeating. "
        "<b>Red and Yellow</b> (team 1) are allies against <b>Green and Black</b> (team 2). Play four players, one army "
        "each, or two players \"double dummy\", each playing both armies of a team; any army may be played by the computer. "
        "The order of moves is the same in both modes.</p>",
        h2("pieces", "Pieces"),
        LEGEND,
        piece_table(rows),
        h2("rules", "Rules"),
        "<ul>"
        "<li><b>No check, no checkmate.</b> Kings may move into attack and are captured like other pieces. An army whose king "
        "is captured keeps playing with its other pieces.</li>"
        "<li><b>Allies.</b> No piece may capture a piece of its own or of the allied army.</li>"
        "<li><b>Old squares.</b> A queen, rook or bishop whose move starts on an old square moves only as a ferz, dabbaba or "
        "alfil (see <a href=\"#pieces\">Pieces</a>). Kings, knights, wazirs and pawns are not affected. No wazir may be dropped "
        "on an old square.</li>"
        "<li><b>King swap.</b> As its move, a king may change places with an adjacent piece of its own or the allied army, "
        "including the allied king (that the allied king may be swapped with: " + CHOICE + ").</li>"
        "<li><b>Drops.</b> Instead of a board move, an army may drop its wazir from hand onto any empty square except the old "
        "squares.</li>"
        "<li><b>Pawns</b> move one step in their army's direction and capture one step diagonally forward; they may also leap "
        "over the piece directly in front onto the empty square behind it. No double step, no en passant.</li>"
        "</ul>",
        "<h3>Promotion</h3>"
        "<p>A pawn promotes when it reaches, by any move, a square at the far edge in its forward direction (the next square "
        "forward is off the board), or a square on which a non-pawn piece of an <b>enemy</b> army started, or when it captures "
        "a king or a queen. It promotes to any piece type its army has lost (fewer on the board and in hand than initially) — "
        "a lost wazir included (" + CHOICE + "), but never a king or a pawn. "
        "Promotion is <b>never compulsory</b>. A pawn that starts its turn on a square where it could promote may, as its "
        "move, promote there without moving. A pawn swapped onto such a square by a king does not promote then, but may "
        "later by that promotion in place.</p>",
        board_diagram(10, 10, red_pieces, cut, {**promo, **old}, checkered=False,
                      caption="Red's promotion squares (blue) besides captures of a king or queen: the far edge downwards "
                      "(b1–f1, g2–j2 and a5) and the starting squares of Green's and Black's pieces other than pawns "
                      "(j2–j6, a5–a9). The other armies' squares follow in the same way."),
        h2("results", "End of the game"),
        "<ul>"
        "<li><b>Both enemy kings captured</b>: that team wins at once (result kind <i>king capture</i>).</li>"
        "<li><b>Old squares held</b>: a team wins at once when all four old squares are occupied by its pieces, of either army "
        "(result kind <i>centre occupation</i>).</li>"
        "<li><b>No legal move</b>: when an enemy army has no legal move at its turn — including when it has no pieces and no "
        "wazir in hand — that army's team loses. Until then an army without a king or without pieces still takes its turn, "
        "so its team may still win by capturing the second enemy king or holding the old squares.</li>"
        "<li><b>Draws</b>: by threefold repetition of the same position (result kind <i>repetition</i>), by the move rule — "
        "n moves of every army, that is 4n single moves, with no pawn move and no capture (result kind <i>n-move rule</i>) — "
        "and by agreement. Pawn moves (leaps and promotions in place included) and captures reset the count; drops and "
        "swaps do not. " + CHOICE + "</li>"
        "</ul>",
        h2("options", "Options"),
        option_section(data, {
            ("move-rule", None): "<p>In Chaturanga 4-84 the count is in full rounds: n moves of each of the four armies (4n single moves).</p>",
        }),
        h2("disagree", "Where the sources disagree"),
        "<p>Aronson's page is the only source, and it is complete enough to play; Kabir follows it. Where it leaves details "
        "open, these are Kabir's choices " + CHOICE + " (rules.md §5, §7):</p>"
        "<ul>"
        "<li>A promoting pawn may become a lost <b>wazir</b> (Aronson: \"any piece previously lost\"), never a pawn.</li>"
        "<li>A king may <b>swap</b> with the allied king (Aronson: any adjacent piece of its own side).</li>"
        "<li>The <b>draw rules</b> of orthodox chess (Aronson: \"identical to International Chess except when noted\") are "
        "counted in full rounds: the move rule counts 4n single moves; pawn moves, leaps, promotions in place and captures "
        "reset it, drops and swaps do not.</li>"
        "<li>Aronson suggests three modes of communication between partners (unlimited, signs, total silence) and insists on "
        "none; Kabir leaves this to the players.</li>"
        "</ul>",
    ]
    return page("Chaturanga 4-84 — rules", "\n".join(body))
