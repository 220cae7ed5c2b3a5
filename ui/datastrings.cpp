#include "ui/datastrings.h"

#include "core/variant/variantfile.h"

#include <QAbstractButton>
#include <QLabel>

#include <algorithm>
#include <iterator>

namespace {

// Every user-visible text of the built-in variant files, as written there: variant names and
// descriptions, army and piece names, option labels and explanations, value labels and
// explanations, sources (translated: the citation stays, its words such as "p." change). A test
// (tests/ui/datastrings_test.cpp) fails when a built-in variant has a text this table lacks.
const char* const kDataStrings[] = {
    // Shared by several variants: armies, orthodox pieces, common options (move-rule is the
    // standard option of core/variant/standardoptions.h).
    QT_TRANSLATE_NOOP("DataStrings", "Black"),
    QT_TRANSLATE_NOOP("DataStrings", "King"),
    QT_TRANSLATE_NOOP("DataStrings", "Queen"),
    QT_TRANSLATE_NOOP("DataStrings", "Rook"),
    QT_TRANSLATE_NOOP("DataStrings", "Bishop"),
    QT_TRANSLATE_NOOP("DataStrings", "Knight"),
    QT_TRANSLATE_NOOP("DataStrings", "Pawn"),
    QT_TRANSLATE_NOOP("DataStrings", "Stalemate"),
    QT_TRANSLATE_NOOP("DataStrings", "What it means when the side to move has no legal move but is not in check."),
    QT_TRANSLATE_NOOP("DataStrings", "Draw"),
    QT_TRANSLATE_NOOP("DataStrings", "Neither side wins."),
    QT_TRANSLATE_NOOP("DataStrings", "Win for the stalemating side"),
    QT_TRANSLATE_NOOP("DataStrings", "The side that stalemates its opponent wins."),
    QT_TRANSLATE_NOOP("DataStrings", "Half-win for the stalemating side"),
    QT_TRANSLATE_NOOP("DataStrings", "The side that stalemates its opponent wins half a game (¾–¼ in tables)."),
    QT_TRANSLATE_NOOP("DataStrings", "Loss for the stalemating side"),
    QT_TRANSLATE_NOOP("DataStrings", "The side that stalemates its opponent loses."),
    QT_TRANSLATE_NOOP("DataStrings", "Move rule"),
    QT_TRANSLATE_NOOP("DataStrings", "The game is drawn after this many moves of each side without a capture or a pawn move."),
    QT_TRANSLATE_NOOP("DataStrings", "50 moves"),
    QT_TRANSLATE_NOOP("DataStrings", "The usual rule."),
    QT_TRANSLATE_NOOP("DataStrings", "100 moves"),
    QT_TRANSLATE_NOOP("DataStrings", "For the large boards, where manoeuvres take longer."),
    QT_TRANSLATE_NOOP("DataStrings", "Off"),
    QT_TRANSLATE_NOOP("DataStrings", "No move rule."),
    QT_TRANSLATE_NOOP("DataStrings", "White"),
    QT_TRANSLATE_NOOP("DataStrings", "Rule set"),
    QT_TRANSLATE_NOOP("DataStrings", "Commander"),
    QT_TRANSLATE_NOOP("DataStrings", "Adjutant"),
    QT_TRANSLATE_NOOP("DataStrings", "Array"),
    QT_TRANSLATE_NOOP("DataStrings", "Historical promotion and stalemate rules, or the modern ones."),
    QT_TRANSLATE_NOOP("DataStrings", "A — Tressau (historical)"),
    QT_TRANSLATE_NOOP("DataStrings", "Promotion only to a captured piece, optional, with waiting pawns; stalemate is a half-win."),
    QT_TRANSLATE_NOOP("DataStrings", "B — modern"),
    // The families the new-game dialog lists the variants under (a variant file's group).
    QT_TRANSLATE_NOOP("DataStrings", "Central Asia"),
    QT_TRANSLATE_NOOP("DataStrings", "Four armies"),
    QT_TRANSLATE_NOOP("DataStrings", "India"),
    QT_TRANSLATE_NOOP("DataStrings", "Orthodox"),
    QT_TRANSLATE_NOOP("DataStrings", "South-East Asia"),
    QT_TRANSLATE_NOOP("DataStrings", "Tressau"),
    QT_TRANSLATE_NOOP("DataStrings", "Turkey"),
    // atranj
    QT_TRANSLATE_NOOP("DataStrings", "Atranj"),
    QT_TRANSLATE_NOOP("DataStrings", "A 10x10 game of north-western India with two queens, a prince (Q+N) and the urdabegs, pawns that also move and capture backwards."),
    QT_TRANSLATE_NOOP("DataStrings", "Prince"),
    QT_TRANSLATE_NOOP("DataStrings", "Urdabeg"),
    QT_TRANSLATE_NOOP("DataStrings", "Promotion"),
    QT_TRANSLATE_NOOP("DataStrings", "Whether the piece of the file must have been captured before a pawn may become it."),
    QT_TRANSLATE_NOOP("DataStrings", "Piece of the file"),
    QT_TRANSLATE_NOOP("DataStrings", "A pawn on the last rank becomes the piece of its file, the queen on the king's file, whatever has been captured."),
    QT_TRANSLATE_NOOP("DataStrings", "Only a captured piece of the file"),
    QT_TRANSLATE_NOOP("DataStrings", "Only when that piece has been lost (never a second bishop on one colour); otherwise the pawn waits on the rank before, still giving check."),
    QT_TRANSLATE_NOOP("DataStrings", "Not allowed"),
    QT_TRANSLATE_NOOP("DataStrings", "A move that leaves the opponent without a move is illegal, unless every move does; then it is a draw."),
    // baroda
    QT_TRANSLATE_NOOP("DataStrings", "Baroda Chess"),
    QT_TRANSLATE_NOOP("DataStrings", "Datey's 10x10 game of the 1890s: thirty men a side, among them prince, governor, commander, bandmaster, police and citizens; pawns promote to a lost piece of their file."),
    QT_TRANSLATE_NOOP("DataStrings", "Chief Minister"),
    QT_TRANSLATE_NOOP("DataStrings", "Chief of Army"),
    QT_TRANSLATE_NOOP("DataStrings", "Governor"),
    QT_TRANSLATE_NOOP("DataStrings", "Bandmaster"),
    QT_TRANSLATE_NOOP("DataStrings", "Camel"),
    QT_TRANSLATE_NOOP("DataStrings", "Police"),
    QT_TRANSLATE_NOOP("DataStrings", "Citizen"),
    // chaturanga-4-84
    QT_TRANSLATE_NOOP("DataStrings", "Chaturanga 4-84"),
    QT_TRANSLATE_NOOP("DataStrings", "Four armies in two teams on an 84-square board: kings are captured, pawns leap, wazirs are dropped, and the four old squares in the centre can win the game."),
    QT_TRANSLATE_NOOP("DataStrings", "Red"),
    QT_TRANSLATE_NOOP("DataStrings", "Green"),
    QT_TRANSLATE_NOOP("DataStrings", "Yellow"),
    QT_TRANSLATE_NOOP("DataStrings", "Wazir"),
    // chaturanga
    QT_TRANSLATE_NOOP("DataStrings", "Chaturanga"),
    QT_TRANSLATE_NOOP("DataStrings", "The ancient Indian game on the unchequered ashtapada: counsellor and elephant step where queen and bishop later ride, and stalemate wins."),
    QT_TRANSLATE_NOOP("DataStrings", "Counsellor"),
    QT_TRANSLATE_NOOP("DataStrings", "Elephant"),
    QT_TRANSLATE_NOOP("DataStrings", "Horse"),
    QT_TRANSLATE_NOOP("DataStrings", "Chariot"),
    QT_TRANSLATE_NOOP("DataStrings", "Where king and counsellor stand; Pritchard gives no array."),
    QT_TRANSLATE_NOOP("DataStrings", "Kings facing (e1, e8)"),
    QT_TRANSLATE_NOOP("DataStrings", "King on e1 and e8, counsellor on d1 and d8, as Fairy-Stockfish sets up chaturanga."),
    QT_TRANSLATE_NOOP("DataStrings", "Crosswise (e1, d8)"),
    QT_TRANSLATE_NOOP("DataStrings", "White's king on e1 faces Black's counsellor on e8; Black's king stands on d8."),
    QT_TRANSLATE_NOOP("DataStrings", "As in shatranj (d1, d8)"),
    QT_TRANSLATE_NOOP("DataStrings", "Kings on d1 and d8, counsellors on e1 and e8, the array of Fairy-Stockfish's shatranj."),
    QT_TRANSLATE_NOOP("DataStrings", "How the elephant moves: Pritchard's leap, or one of the two moves Murray found in Arabic sources."),
    QT_TRANSLATE_NOOP("DataStrings", "Two squares diagonally (alfil)"),
    QT_TRANSLATE_NOOP("DataStrings", "A leap of two squares diagonally over the square between."),
    QT_TRANSLATE_NOOP("DataStrings", "Two squares straight (al-Adli)"),
    QT_TRANSLATE_NOOP("DataStrings", "A leap of two squares orthogonally over the square between."),
    QT_TRANSLATE_NOOP("DataStrings", "Trunk and four feet (al-Beruni)"),
    QT_TRANSLATE_NOOP("DataStrings", "One square straight forward or one square diagonally, as the elephant of Burmese and Thai chess."),
    QT_TRANSLATE_NOOP("DataStrings", "Win for the stalemated side"),
    QT_TRANSLATE_NOOP("DataStrings", "The side that is stalemated wins."),
    QT_TRANSLATE_NOOP("DataStrings", "Bare king"),
    QT_TRANSLATE_NOOP("DataStrings", "Whether a king left without any other man loses, as in shatranj."),
    QT_TRANSLATE_NOOP("DataStrings", "No rule"),
    QT_TRANSLATE_NOOP("DataStrings", "A bare king plays on; only checkmate and stalemate decide."),
    QT_TRANSLATE_NOOP("DataStrings", "Loses, as in shatranj"),
    QT_TRANSLATE_NOOP("DataStrings", "A side whose king is left alone loses, unless it can bare the other king at once: then it is a draw."),
    QT_TRANSLATE_NOOP("DataStrings", "Board marks"),
    QT_TRANSLATE_NOOP("DataStrings", "The marked squares of the unchequered board; they are drawn only and change no rule."),
    QT_TRANSLATE_NOOP("DataStrings", "Ashtapada crosses"),
    QT_TRANSLATE_NOOP("DataStrings", "Crosses on the corners of the four quarters: a1 d1 e1 h1, a4 d4 e4 h4, a5 d5 e5 h5, a8 d8 e8 h8."),
    QT_TRANSLATE_NOOP("DataStrings", "Swan's feet"),
    QT_TRANSLATE_NOOP("DataStrings", "Marks on a4 a5 d4 d5 e4 e5 h4 h5."),
    QT_TRANSLATE_NOOP("DataStrings", "None"),
    QT_TRANSLATE_NOOP("DataStrings", "A plain board."),
    // chess
    QT_TRANSLATE_NOOP("DataStrings", "Chess"),
    QT_TRANSLATE_NOOP("DataStrings", "Orthodox chess under the FIDE Laws, the game every player knows: the point of comparison for the great variants."),
    // desi
    QT_TRANSLATE_NOOP("DataStrings", "Desi Chess"),
    QT_TRANSLATE_NOOP("DataStrings", "\"The ancient Indian game\": kings face queens, queen and bishop with their old moves, no pawn double step, and the last unit besides the king cannot be captured."),
    QT_TRANSLATE_NOOP("DataStrings", "Old moves"),
    QT_TRANSLATE_NOOP("DataStrings", "Whether queen and bishop move as in the old game (one square diagonally; two squares diagonally, leaping) or as today."),
    QT_TRANSLATE_NOOP("DataStrings", "The queen steps one square diagonally (ferz), the bishop leaps two squares diagonally (alfil)."),
    QT_TRANSLATE_NOOP("DataStrings", "Modern moves"),
    QT_TRANSLATE_NOOP("DataStrings", "Queen and bishop move as in European chess."),
    // hyderabad
    QT_TRANSLATE_NOOP("DataStrings", "Hyderabad Decimal Chess"),
    QT_TRANSLATE_NOOP("DataStrings", "The Indian 10x10 game with vizier (B+N), giraffe (Q+N) and dabbaba (R+N) in a crosswise array."),
    QT_TRANSLATE_NOOP("DataStrings", "Vizier"),
    QT_TRANSLATE_NOOP("DataStrings", "Giraffe"),
    QT_TRANSLATE_NOOP("DataStrings", "Dabbaba"),
    QT_TRANSLATE_NOOP("DataStrings", "Which reading of the manuscript, or which modern simplification, to play."),
    QT_TRANSLATE_NOOP("DataStrings", "Markov 2022"),
    QT_TRANSLATE_NOOP("DataStrings", "Pawns one step; promotion to the file piece; king's knight leap; capturing the last piece draws; pawn mate is a double victory."),
    QT_TRANSLATE_NOOP("DataStrings", "Cazaux & Knowlton 2017"),
    QT_TRANSLATE_NOOP("DataStrings", "As Markov, but a pawn whose piece is unavailable waits on the last rank; no king's leap, no bishop limit, no special results."),
    QT_TRANSLATE_NOOP("DataStrings", "Bodlaender"),
    QT_TRANSLATE_NOOP("DataStrings", "Pawns one step; promotion to a queen only, compulsory; stalemate is a draw."),
    QT_TRANSLATE_NOOP("DataStrings", "Greenwood (modern)"),
    QT_TRANSLATE_NOOP("DataStrings", "As Bodlaender, plus double steps from the 2nd and 3rd ranks, en passant, and castling with a three-square king move."),
    // indian (and the options parsi, desi and joara-joari share with it)
    QT_TRANSLATE_NOOP("DataStrings", "Indian Chess"),
    QT_TRANSLATE_NOOP("DataStrings", "The Indian game of the 18th and 19th centuries: initial moves, promotion to the piece of the file, the king's once-only knight leap, no stalemate, and three grades of victory."),
    QT_TRANSLATE_NOOP("DataStrings", "On which side of his queen the king stands."),
    QT_TRANSLATE_NOOP("DataStrings", "King on the right of the queen"),
    QT_TRANSLATE_NOOP("DataStrings", "White's king on e1 faces Black's queen; Black's king stands on d8."),
    QT_TRANSLATE_NOOP("DataStrings", "Bengal: king on the left"),
    QT_TRANSLATE_NOOP("DataStrings", "White's king on d1, his queen on e1; Black's king on e8, as in European chess."),
    QT_TRANSLATE_NOOP("DataStrings", "Pawns' double step"),
    QT_TRANSLATE_NOOP("DataStrings", "Which pawns may advance two squares from their first square, while the piece of their file is still at home."),
    QT_TRANSLATE_NOOP("DataStrings", "a-, d-, e- and h-pawns"),
    QT_TRANSLATE_NOOP("DataStrings", "The pawns of the rooks', the king's and the queen's files."),
    QT_TRANSLATE_NOOP("DataStrings", "d- and e-pawns"),
    QT_TRANSLATE_NOOP("DataStrings", "Only the king's and the queen's pawns."),
    QT_TRANSLATE_NOOP("DataStrings", "d-pawn only"),
    QT_TRANSLATE_NOOP("DataStrings", "Only the pawn of the d-file."),
    QT_TRANSLATE_NOOP("DataStrings", "Pawns always step one square."),
    QT_TRANSLATE_NOOP("DataStrings", "Initial moves"),
    QT_TRANSLATE_NOOP("DataStrings", "White first makes this many moves in a row, then Black as many, each with a different unit and within his own half; then the players alternate."),
    QT_TRANSLATE_NOOP("DataStrings", "Four each"),
    QT_TRANSLATE_NOOP("DataStrings", "Four moves of White, then four of Black."),
    QT_TRANSLATE_NOOP("DataStrings", "Eight each"),
    QT_TRANSLATE_NOOP("DataStrings", "Eight moves of White, then eight of Black."),
    QT_TRANSLATE_NOOP("DataStrings", "Three each"),
    QT_TRANSLATE_NOOP("DataStrings", "Three moves of White, then three of Black."),
    QT_TRANSLATE_NOOP("DataStrings", "The players alternate from the first move."),
    QT_TRANSLATE_NOOP("DataStrings", "Grades of victory"),
    QT_TRANSLATE_NOOP("DataStrings", "What taking the last unit beside the king means, and the score of a mate."),
    QT_TRANSLATE_NOOP("DataStrings", "Three grades"),
    QT_TRANSLATE_NOOP("DataStrings", "Baring the king is a half-win (¾–¼), a checkmate a win, a mate given by a pawn a double victory (2–0)."),
    QT_TRANSLATE_NOOP("DataStrings", "Bare king draws"),
    QT_TRANSLATE_NOOP("DataStrings", "Baring the king draws at once, and so does a board with four units or fewer (chamori bhaaji); mates score as in three grades."),
    // joara-joari
    QT_TRANSLATE_NOOP("DataStrings", "Joara-Joari"),
    QT_TRANSLATE_NOOP("DataStrings", "Indian chess in which a supported unit cannot be captured unless the capture discovers check, and the king moves only when in check."),
    QT_TRANSLATE_NOOP("DataStrings", "King's leap"),
    QT_TRANSLATE_NOOP("DataStrings", "Whether the king keeps its once-only knight leap; opinions differ."),
    QT_TRANSLATE_NOOP("DataStrings", "Until the first check"),
    QT_TRANSLATE_NOOP("DataStrings", "Once a game, as a knight to an empty square, in answer to the king's first check; after that check it is lost."),
    QT_TRANSLATE_NOOP("DataStrings", "Forfeited"),
    QT_TRANSLATE_NOOP("DataStrings", "The king has no leap."),
    // kaiserspiel
    QT_TRANSLATE_NOOP("DataStrings", "Kaiserspiel"),
    QT_TRANSLATE_NOOP("DataStrings", "Tressau's 10x10 game of 1840 (after Peguilhen 1819) with commander (Q+N) and adjutant (B+N); pawns step up to three squares."),
    QT_TRANSLATE_NOOP("DataStrings", "Where queen and commander stand, and how far the king castles."),
    QT_TRANSLATE_NOOP("DataStrings", "Tressau 1840"),
    QT_TRANSLATE_NOOP("DataStrings", "Commander on d1, queen on f1; the king castles to b1 or i1."),
    QT_TRANSLATE_NOOP("DataStrings", "Peguilhen 1819"),
    QT_TRANSLATE_NOOP("DataStrings", "Queen on d1, commander on f1; the king castles three squares either way (b1 or h1)."),
    QT_TRANSLATE_NOOP("DataStrings", "Compulsory promotion to any of Q, C, A, R, B, N; stalemate is a draw."),
    // maharaja
    QT_TRANSLATE_NOOP("DataStrings", "Maharaja"),
    QT_TRANSLATE_NOOP("DataStrings", "A 12x8 game of about 1935 with maharani (Q+N), two queens and two elves: pawns promote rank by rank, captured men return as deserters, and a man may be given up."),
    QT_TRANSLATE_NOOP("DataStrings", "Maharani"),
    QT_TRANSLATE_NOOP("DataStrings", "Elf"),
    // maharajah
    QT_TRANSLATE_NOOP("DataStrings", "The Maharajah and the Sepoys"),
    QT_TRANSLATE_NOOP("DataStrings", "A full army against one mighty piece, the Maharajah (Q+N), placed on any safe square before the first move: the army must trap it, the Maharajah must mate."),
    QT_TRANSLATE_NOOP("DataStrings", "Maharajah"),
    QT_TRANSLATE_NOOP("DataStrings", "The Maharajah"),
    QT_TRANSLATE_NOOP("DataStrings", "Whether the Maharajah is a king, kept out of check, or a piece the army wins by capturing."),
    QT_TRANSLATE_NOOP("DataStrings", "Royal"),
    QT_TRANSLATE_NOOP("DataStrings", "The Maharajah may never stand attacked; the army wins by checkmating it."),
    QT_TRANSLATE_NOOP("DataStrings", "To be captured"),
    QT_TRANSLATE_NOOP("DataStrings", "The Maharajah may move onto attacked squares; the army wins when it captures it."),
    // mysore
    QT_TRANSLATE_NOOP("DataStrings", "Mysore Chess"),
    QT_TRANSLATE_NOOP("DataStrings", "The great board of Mysore, 12x12 (or 14x14), with four rooks and four bishops a side: a minister returns where a promoting pawn stood."),
    QT_TRANSLATE_NOOP("DataStrings", "Board"),
    QT_TRANSLATE_NOOP("DataStrings", "The size of the board."),
    QT_TRANSLATE_NOOP("DataStrings", "12x12"),
    QT_TRANSLATE_NOOP("DataStrings", "Twelve files and ranks, 24 men a side."),
    QT_TRANSLATE_NOOP("DataStrings", "14x14"),
    QT_TRANSLATE_NOOP("DataStrings", "Fourteen files and ranks, with a prince (moves as the minister) and a queen (moves as a king) added."),
    QT_TRANSLATE_NOOP("DataStrings", "As in Indian chess: the piece of the file (the minister on the king's file), only when lost (never a second bishop on one colour); otherwise the pawn waits on the rank before."),
    // parsi
    QT_TRANSLATE_NOOP("DataStrings", "Parsi Chess"),
    QT_TRANSLATE_NOOP("DataStrings", "The game of southern India that Murray called Parsi chess: Indian chess with the king on his queen's right and four initial moves each."),
    // shataranja
    QT_TRANSLATE_NOOP("DataStrings", "Shataranja"),
    QT_TRANSLATE_NOOP("DataStrings", "A 10x10 Indian game with crown prince (Q+N), minister, kotwal (B+N), begums and four horses; with armed attendants it is Qatranj."),
    QT_TRANSLATE_NOOP("DataStrings", "Crown Prince"),
    QT_TRANSLATE_NOOP("DataStrings", "Minister"),
    QT_TRANSLATE_NOOP("DataStrings", "Kotwal"),
    QT_TRANSLATE_NOOP("DataStrings", "Begum"),
    QT_TRANSLATE_NOOP("DataStrings", "Attendant"),
    QT_TRANSLATE_NOOP("DataStrings", "Begums or attendants"),
    QT_TRANSLATE_NOOP("DataStrings", "The two men beside the pawns: Iyer's begums, or the armed attendants of Qatranj."),
    QT_TRANSLATE_NOOP("DataStrings", "Begums (Shataranja)"),
    QT_TRANSLATE_NOOP("DataStrings", "The begum moves one square in any direction, as a king that is not royal."),
    QT_TRANSLATE_NOOP("DataStrings", "Armed attendants (Qatranj)"),
    QT_TRANSLATE_NOOP("DataStrings", "The attendant moves or captures one square, always to a square nearer the enemy king."),
    QT_TRANSLATE_NOOP("DataStrings", "How the kotwal moves."),
    QT_TRANSLATE_NOOP("DataStrings", "Bishop and knight"),
    QT_TRANSLATE_NOOP("DataStrings", "As a bishop or a knight."),
    QT_TRANSLATE_NOOP("DataStrings", "Queen and knight"),
    QT_TRANSLATE_NOOP("DataStrings", "As a queen or a knight, as the crown prince."),
    QT_TRANSLATE_NOOP("DataStrings", "What a pawn that reaches the last rank becomes."),
    QT_TRANSLATE_NOOP("DataStrings", "A minister, back where the pawn came from"),
    QT_TRANSLATE_NOOP("DataStrings", "The pawn is replaced by a minister on the square it came from; the last-rank square stays empty. Unlimited."),
    QT_TRANSLATE_NOOP("DataStrings", "The piece of the file"),
    QT_TRANSLATE_NOOP("DataStrings", "As in Indian chess: the piece of the file (the minister on the king's file), only when lost; otherwise the pawn waits on the rank before."),
    QT_TRANSLATE_NOOP("DataStrings", "The stalemated player removes a man"),
    QT_TRANSLATE_NOOP("DataStrings", "Instead of moving, the stalemated player takes any enemy man but the king off the board, and play goes on."),
    QT_TRANSLATE_NOOP("DataStrings", "Whether a side left with only its king and pawns loses."),
    QT_TRANSLATE_NOOP("DataStrings", "King and pawns lose"),
    QT_TRANSLATE_NOOP("DataStrings", "A side left with nothing but its king and pawns loses at once."),
    QT_TRANSLATE_NOOP("DataStrings", "Only checkmate and stalemate decide."),
    // sultanspiel
    QT_TRANSLATE_NOOP("DataStrings", "Sultanspiel"),
    QT_TRANSLATE_NOOP("DataStrings", "Tressau's 11x11 game of 1840: the Kaiserspiel pieces plus the marshal (R+N)."),
    QT_TRANSLATE_NOOP("DataStrings", "Marshal"),
    QT_TRANSLATE_NOOP("DataStrings", "Which of Tressau's two arrays; in both the bishops stand on squares of different colours."),
    QT_TRANSLATE_NOOP("DataStrings", "Tressau, Fig. 3"),
    QT_TRANSLATE_NOOP("DataStrings", "R B N M C K Q A B N R: bishops on b1 (light) and i1 (dark)."),
    QT_TRANSLATE_NOOP("DataStrings", "Tressau, Fig. 4"),
    QT_TRANSLATE_NOOP("DataStrings", "R N B M C K Q A N B R: bishops on c1 (dark) and j1 (light)."),
    QT_TRANSLATE_NOOP("DataStrings", "Compulsory promotion to any of Q, C, M, A, R, B, N; stalemate is a draw."),
    QT_TRANSLATE_NOOP("DataStrings", "King targets"),
    QT_TRANSLATE_NOOP("DataStrings", "A king that reaches f6 or the enemy king's initial square wins at once."),
    QT_TRANSLATE_NOOP("DataStrings", "On"),
    QT_TRANSLATE_NOOP("DataStrings", "White's king wins on f6 or f11, Black's on f6 or f1."),
    QT_TRANSLATE_NOOP("DataStrings", "Only checkmate and stalemate end the game."),
    QT_TRANSLATE_NOOP("DataStrings", "Who chooses the array"),
    QT_TRANSLATE_NOOP("DataStrings", "Fix the array in the dialog, or let Black choose it and the king targets before White's first move."),
    QT_TRANSLATE_NOOP("DataStrings", "Agreed before the game"),
    QT_TRANSLATE_NOOP("DataStrings", "The array option above is played."),
    QT_TRANSLATE_NOOP("DataStrings", "Black chooses"),
    QT_TRANSLATE_NOOP("DataStrings", "Black's first decision is the array and whether the king targets apply, before White moves."),
    // makruk
    QT_TRANSLATE_NOOP("DataStrings", "Makruk"),
    QT_TRANSLATE_NOOP("DataStrings", "Thai chess: met and thon step where queen and bishop ride, pawns start on the third rank and become mets on the sixth, and a count limits the moves to mate."),
    QT_TRANSLATE_NOOP("DataStrings", "Met"),
    QT_TRANSLATE_NOOP("DataStrings", "Rua"),
    QT_TRANSLATE_NOOP("DataStrings", "Thon"),
    QT_TRANSLATE_NOOP("DataStrings", "Bia"),
    QT_TRANSLATE_NOOP("DataStrings", "Counting"),
    QT_TRANSLATE_NOOP("DataStrings", "How many moves the stronger side has to mate once the material is low."),
    QT_TRANSLATE_NOOP("DataStrings", "Modern (board's and pieces' honour)"),
    QT_TRANSLATE_NOOP("DataStrings", "No count while a pawn is left. Board's honour: 64 moves while neither side is bare. Pieces' honour, once a side is bare: 8 moves with two rooks, 16 with one, 22 with two thons, 32 with two horses, 44 with one thon, else 64, counted from the number of units on the board."),
    QT_TRANSLATE_NOOP("DataStrings", "Pritchard's"),
    QT_TRANSLATE_NOOP("DataStrings", "Once one side has no rook, thon or horse, the other must mate within 8 moves with two rooks, 16 with one, 22 with two thons, 33 with two horses, 44 with one thon, 66 with one horse; mets do not count. A capture of one of its pieces starts the count again."),
    QT_TRANSLATE_NOOP("DataStrings", "No move rule: the count limits the game instead."),
    QT_TRANSLATE_NOOP("DataStrings", "The usual rule of European chess, besides the count."),
    QT_TRANSLATE_NOOP("DataStrings", "Privilege moves"),
    QT_TRANSLATE_NOOP("DataStrings", "First moves of king and met that the modern game does not know."),
    QT_TRANSLATE_NOOP("DataStrings", "King and met move only as they always do."),
    QT_TRANSLATE_NOOP("DataStrings", "Murray's"),
    QT_TRANSLATE_NOOP("DataStrings", "The king's first move may be a knight's leap, the met's first move the leap e1-e3 (d8-d6); neither captures or is made in check."),
    QT_TRANSLATE_NOOP("DataStrings", "Falkener's"),
    QT_TRANSLATE_NOOP("DataStrings", "The king's first move may be a knight's leap, the met's first move a leap of two squares in any direction; neither captures or is made in check."),
    // Sources of makruk
    QT_TRANSLATE_NOOP("DataStrings", "D. B. Pritchard (2007), The Classified Encyclopedia of Chess Variants, 29.3; the counting rules as Fairy-Stockfish plays them"),
    QT_TRANSLATE_NOOP("DataStrings", "the modern Thai rules as Fairy-Stockfish plays them (MAKRUK_COUNTING)"),
    QT_TRANSLATE_NOOP("DataStrings", "Pritchard 2007, 29.3, editor's note"),
    QT_TRANSLATE_NOOP("DataStrings", "Pritchard 2007, 29.3: privilege moves are unknown in the modern game"),
    QT_TRANSLATE_NOOP("DataStrings", "Pritchard 2007, 29.3, after Murray"),
    QT_TRANSLATE_NOOP("DataStrings", "Pritchard 2007, 29.3, after Falkener"),
    // cambodian
    QT_TRANSLATE_NOOP("DataStrings", "Cambodian Chess"),
    QT_TRANSLATE_NOOP("DataStrings", "Ouk Chatrang: Makruk with the king's first-move leap and the met's double step, and Cambodia's own count."),
    QT_TRANSLATE_NOOP("DataStrings", "Rook's aim"),
    QT_TRANSLATE_NOOP("DataStrings", "Whether the unmoved king loses its leap when an enemy rook moves onto its rank or file."),
    QT_TRANSLATE_NOOP("DataStrings", "An enemy rook moving onto the unmoved king's rank or file takes its leap away."),
    QT_TRANSLATE_NOOP("DataStrings", "Only moving or taking the king takes its leap away."),
    QT_TRANSLATE_NOOP("DataStrings", "Cambodian"),
    QT_TRANSLATE_NOOP("DataStrings", "Board's honour: 63 moves for a side of two or three units against one that is not bare. Pieces' honour, once a side is bare and no pawn is left: 7 moves with two rooks, 15 with one, 21 with two thons, 31 with two horses, 43 with one thon, else 63, counted from the number of units on the board."),
    QT_TRANSLATE_NOOP("DataStrings", "Makruk's"),
    // Sources of cambodian
    QT_TRANSLATE_NOOP("DataStrings", "D. B. Pritchard (2007), The Classified Encyclopedia of Chess Variants, 29.3; the privilege moves and the count as Fairy-Stockfish plays them"),
    QT_TRANSLATE_NOOP("DataStrings", "the Cambodian rules as Fairy-Stockfish plays them (its cambodian)"),
    QT_TRANSLATE_NOOP("DataStrings", "the Cambodian rules as Fairy-Stockfish plays them (CAMBODIAN_COUNTING)"),
    QT_TRANSLATE_NOOP("DataStrings", "Pritchard 2007, 29.3, who does not mention the rook's aim"),
    // karouk
    QT_TRANSLATE_NOOP("DataStrings", "Ka Ok"),
    QT_TRANSLATE_NOOP("DataStrings", "Cambodian chess in which the first player to give check wins."),
    // Sources of karouk
    QT_TRANSLATE_NOOP("DataStrings", "D. B. Pritchard (2007), The Classified Encyclopedia of Chess Variants, 29.3; the rest of the rules as Fairy-Stockfish plays them"),
    // cambodian-hill
    QT_TRANSLATE_NOOP("DataStrings", "Cambodian Chess (Hill)"),
    QT_TRANSLATE_NOOP("DataStrings", "A doubtful Cambodian game reported in a letter of 1975: nine fish a side on the points of the board, turned over once they cross the centre line and then stepping like kings."),
    QT_TRANSLATE_NOOP("DataStrings", "Official"),
    QT_TRANSLATE_NOOP("DataStrings", "Boat"),
    QT_TRANSLATE_NOOP("DataStrings", "Fish"),
    QT_TRANSLATE_NOOP("DataStrings", "Flipped fish"),
    // Sources of cambodian-hill
    QT_TRANSLATE_NOOP("DataStrings", "D. B. Pritchard (2007), The Classified Encyclopedia of Chess Variants, 29.3, editor's note: J. Gollon's letter of 1975 quoting P. A. Hill"),
    // tibetan
    QT_TRANSLATE_NOOP("DataStrings", "Tibetan Chess"),
    QT_TRANSLATE_NOOP("DataStrings", "European chess as Bogle found it in Tibet in 1775: only each side's first pawn move may be a double step, no castling, and a king left alone draws."),
    QT_TRANSLATE_NOOP("DataStrings", "Castling"),
    QT_TRANSLATE_NOOP("DataStrings", "Whether the king may castle."),
    QT_TRANSLATE_NOOP("DataStrings", "No castling"),
    QT_TRANSLATE_NOOP("DataStrings", "The king never castles."),
    QT_TRANSLATE_NOOP("DataStrings", "Castling as in European chess"),
    QT_TRANSLATE_NOOP("DataStrings", "King and rook castle as in European chess, on both wings."),
    // turkish
    QT_TRANSLATE_NOOP("DataStrings", "Turkish Great Chess"),
    QT_TRANSLATE_NOOP("DataStrings", "The 13x13 Ottoman game with great vizier (Q+N), rhinoceros (B+N) and gazelle (3,1 leaper)."),
    QT_TRANSLATE_NOOP("DataStrings", "Great vizier"),
    QT_TRANSLATE_NOOP("DataStrings", "Short queen"),
    QT_TRANSLATE_NOOP("DataStrings", "Short superqueen"),
    QT_TRANSLATE_NOOP("DataStrings", "Short bishop-queen"),
    QT_TRANSLATE_NOOP("DataStrings", "Rhinoceros"),
    QT_TRANSLATE_NOOP("DataStrings", "Gazelle"),
    QT_TRANSLATE_NOOP("DataStrings", "The rules Markov and Härtel reconstructed from the original, or their reformed rules."),
    QT_TRANSLATE_NOOP("DataStrings", "Reconstructed (1806/7)"),
    QT_TRANSLATE_NOOP("DataStrings", "Pawns one step; promotion to captured pieces; the king's knight leap; stalemate wins; baremate."),
    QT_TRANSLATE_NOOP("DataStrings", "Reformed"),
    QT_TRANSLATE_NOOP("DataStrings", "Short queen for the great vizier; promotion to any piece; stalemate draws; exchange castling."),
    QT_TRANSLATE_NOOP("DataStrings", "Great piece"),
    QT_TRANSLATE_NOOP("DataStrings", "The piece on h1 and f13: the great vizier, or one of the sub-variants Markov and Härtel suggest."),
    QT_TRANSLATE_NOOP("DataStrings", "Great vizier (Q+N)"),
    QT_TRANSLATE_NOOP("DataStrings", "Moves as queen and knight."),
    QT_TRANSLATE_NOOP("DataStrings", "Short queen (R+F)"),
    QT_TRANSLATE_NOOP("DataStrings", "Moves as rook and one step diagonally (king plus rook)."),
    QT_TRANSLATE_NOOP("DataStrings", "Short superqueen (R+F+N)"),
    QT_TRANSLATE_NOOP("DataStrings", "Moves as rook, one step diagonally, or knight."),
    QT_TRANSLATE_NOOP("DataStrings", "An orthodox queen."),
    QT_TRANSLATE_NOOP("DataStrings", "Small piece"),
    QT_TRANSLATE_NOOP("DataStrings", "The piece on f1 and h13 (the small vizier)."),
    QT_TRANSLATE_NOOP("DataStrings", "Moves as rook and one step diagonally."),
    QT_TRANSLATE_NOOP("DataStrings", "Short bishop-queen (B+W)"),
    QT_TRANSLATE_NOOP("DataStrings", "Moves as bishop and one step orthogonally (king plus bishop)."),
    // Sources: of the variants, then of the option values (move-rule's in core/variant/standardoptions.h).
    QT_TRANSLATE_NOOP("DataStrings", "P. Aronson (2002), Chaturanga 4-84, The Chess Variant Pages"),
    QT_TRANSLATE_NOOP("DataStrings", "FIDE Laws of Chess (2023)"),
    QT_TRANSLATE_NOOP("DataStrings", "D. B. Pritchard (2007), The Classified Encyclopedia of Chess Variants, 29.1; H. J. R. Murray (1913), A History of Chess, pp. 51–94"),
    QT_TRANSLATE_NOOP("DataStrings", "The Hyderabad manuscript (1790s), after H. J. R. Murray (1913), A History of Chess, pp. 346–347; G. Markov (2022), Three large chess variants from India and Germany: a note on their rules, Board Game Studies Journal; H. Bodlaender, Indian Great Chess, The Chess Variant Pages"),
    QT_TRANSLATE_NOOP("DataStrings", "L. Tressau (1840), Das Schachspiel, seine Gattungen und Abarten; Anonymous (1819), Archiv der Spiele, p. 66 (Peguilhen's game); G. Markov (2022), Three large chess variants from India and Germany: a note on their rules, Board Game Studies Journal"),
    QT_TRANSLATE_NOOP("DataStrings", "L. Tressau (1840), Das Schachspiel, seine Gattungen und Abarten; G. Markov (2022), Three large chess variants from India and Germany: a note on their rules, Board Game Studies Journal"),
    QT_TRANSLATE_NOOP("DataStrings", "The Ottoman encyclopaedia Ad-Durar al-muntahabāt (1806/7); G. Markov and S. Härtel (2020), Turkish Great Chess and Chinese Whispers: misadventures of a chess variant, Board Game Studies Journal 14, pp. 43–60"),
    QT_TRANSLATE_NOOP("DataStrings", "Kabir's choice"),
    QT_TRANSLATE_NOOP("DataStrings", "Kabir's choice, for comparison"),
    QT_TRANSLATE_NOOP("DataStrings", "FIDE Laws of Chess (2023), Art. 5.2.1"),
    QT_TRANSLATE_NOOP("DataStrings", "FIDE Laws of Chess (2023), Art. 9.3"),
    QT_TRANSLATE_NOOP("DataStrings", "Markov 2022, Suggested rules for Hyderabad Decimal Chess"),
    QT_TRANSLATE_NOOP("DataStrings", "Cazaux and Knowlton 2017, p. 67, as implemented by Jocly (after Markov 2022)"),
    QT_TRANSLATE_NOOP("DataStrings", "Bodlaender, Indian Great Chess (The Chess Variant Pages)"),
    QT_TRANSLATE_NOOP("DataStrings", "E. Greenwood's modern variant, in Bodlaender, Indian Great Chess"),
    QT_TRANSLATE_NOOP("DataStrings", "Markov 2022; Bodlaender, Indian Great Chess"),
    QT_TRANSLATE_NOOP("DataStrings", "Gollon 1968 (after Markov 2022)"),
    QT_TRANSLATE_NOOP("DataStrings", "Tressau 1840; Markov 2022, Fig. 2"),
    QT_TRANSLATE_NOOP("DataStrings", "Tressau 1840; Markov 2022, Fig. 3"),
    QT_TRANSLATE_NOOP("DataStrings", "Tressau 1840; Markov 2022, Fig. 4"),
    QT_TRANSLATE_NOOP("DataStrings", "Anonymous 1819 (Archiv der Spiele), p. 66; Markov 2022"),
    QT_TRANSLATE_NOOP("DataStrings", "Tressau 1840, pp. 51–52; Markov 2022, rule set A"),
    QT_TRANSLATE_NOOP("DataStrings", "Tressau 1840; Markov 2022, rule set A"),
    QT_TRANSLATE_NOOP("DataStrings", "Markov 2022, rule set A"),
    QT_TRANSLATE_NOOP("DataStrings", "Markov 2022, rule set B"),
    QT_TRANSLATE_NOOP("DataStrings", "Markov and Härtel 2020, Appendix 1"),
    QT_TRANSLATE_NOOP("DataStrings", "Markov and Härtel 2020, Appendix 2"),
    QT_TRANSLATE_NOOP("DataStrings", "Markov and Härtel 2020, note 20"),
    QT_TRANSLATE_NOOP("DataStrings", "Kabir's choice: the array of Fairy-Stockfish's chaturanga, so that positions compare"),
    QT_TRANSLATE_NOOP("DataStrings", "H. J. R. Murray (1913), A History of Chess, pp. 51–94, as the Ludii game Chaturanga reads it"),
    QT_TRANSLATE_NOOP("DataStrings", "Fairy-Stockfish, shatranj"),
    QT_TRANSLATE_NOOP("DataStrings", "Pritchard 2007, 29.1"),
    QT_TRANSLATE_NOOP("DataStrings", "al-Adli (9th century), after Murray 1913, pp. 57–60"),
    QT_TRANSLATE_NOOP("DataStrings", "al-Beruni (11th century), after Murray 1913, pp. 57–60"),
    QT_TRANSLATE_NOOP("DataStrings", "Kabir's choice: Pritchard is silent; Fairy-Stockfish's chaturanga has no such rule"),
    QT_TRANSLATE_NOOP("DataStrings", "The shatranj rule, as Fairy-Stockfish's shatranj plays it"),
    QT_TRANSLATE_NOOP("DataStrings", "Pritchard 2007, 29.1 (\"some squares regularly marked\"); the squares as the Ludii game Chaturanga draws them"),
    QT_TRANSLATE_NOOP("DataStrings", "Pritchard 2007, 29.1, after Iyer, Indian Chess"),
    // Sources of indian
    QT_TRANSLATE_NOOP("DataStrings", "D. B. Pritchard (2007), The Classified Encyclopedia of Chess Variants, 29.1; H. J. R. Murray (1913), A History of Chess, pp. 78–82"),
    QT_TRANSLATE_NOOP("DataStrings", "Pritchard 2007, 29.1 (1)"),
    QT_TRANSLATE_NOOP("DataStrings", "Pritchard 2007, 29.1, after Lala Singha Hunday"),
    QT_TRANSLATE_NOOP("DataStrings", "Pritchard 2007, 29.1 (2)"),
    QT_TRANSLATE_NOOP("DataStrings", "Pritchard 2007, 29.1 (2), \"in some variants\""),
    QT_TRANSLATE_NOOP("DataStrings", "Pritchard 2007, 29.1 (6); Kabir's choice among \"usually 4 or 8\""),
    QT_TRANSLATE_NOOP("DataStrings", "Pritchard 2007, 29.1 (6)"),
    QT_TRANSLATE_NOOP("DataStrings", "Pritchard 2007, 29.1 (6), \"occasionally 3\""),
    QT_TRANSLATE_NOOP("DataStrings", "Pritchard 2007, 29.1 (7)"),
    QT_TRANSLATE_NOOP("DataStrings", "Pritchard 2007, 29.1 (7), \"Boorj is often considered a draw\""),
    QT_TRANSLATE_NOOP("DataStrings", "The squares as the Ludii games Hindustani Chess and Chaturanga draw them (after Murray 1913)"),
    // Sources of parsi
    QT_TRANSLATE_NOOP("DataStrings", "D. B. Pritchard (2007), The Classified Encyclopedia of Chess Variants, 29.1; H. J. R. Murray (1913), A History of Chess; Shastree (1814), as the Ludii game Parsi Chess reads it"),
    QT_TRANSLATE_NOOP("DataStrings", "Pritchard 2007, 29.1, Parsi Chess: \"each player has the K on the right hand\""),
    QT_TRANSLATE_NOOP("DataStrings", "Pritchard 2007, 29.1, Parsi Chess"),
    QT_TRANSLATE_NOOP("DataStrings", "Pritchard 2007, 29.1, Parsi Chess: \"four moves each before the start of the game proper\""),
    QT_TRANSLATE_NOOP("DataStrings", "Pritchard 2007, 29.1, Parsi Chess (the grades \"as described above\")"),
    QT_TRANSLATE_NOOP("DataStrings", "Shastree 1814, as the Ludii game Parsi Chess reads it"),
    // Sources of desi
    QT_TRANSLATE_NOOP("DataStrings", "D. B. Pritchard (2007), The Classified Encyclopedia of Chess Variants, 29.1, after the Bulletin of the All-India Correspondence Chess Federation, February 1998"),
    QT_TRANSLATE_NOOP("DataStrings", "Kabir's choice: Pritchard's \"(old moves)\" in a description of the ancient game"),
    QT_TRANSLATE_NOOP("DataStrings", "Pritchard 2007, 29.1 (6), for Indian chess"),
    QT_TRANSLATE_NOOP("DataStrings", "Kabir's choice: Pritchard mentions no initial moves for Desi chess"),
    // Sources of joara-joari
    QT_TRANSLATE_NOOP("DataStrings", "D. B. Pritchard (2007), The Classified Encyclopedia of Chess Variants, 29.2, after Pandit and Sekhar; 29.1 for the Indian game"),
    QT_TRANSLATE_NOOP("DataStrings", "Kabir's choice: Pritchard mentions no initial moves for Joara-Joari"),
    QT_TRANSLATE_NOOP("DataStrings", "Pritchard 2007, 29.2, Joara-Joari: \"others that it can be exercised only before the king has received a check\"; Kabir's choice: as the king moves only in check, only the first check"),
    QT_TRANSLATE_NOOP("DataStrings", "Pritchard 2007, 29.2, Joara-Joari: \"some say that it is forfeited altogether\""),
    // Sources of atranj
    QT_TRANSLATE_NOOP("DataStrings", "D. B. Pritchard (2007), The Classified Encyclopedia of Chess Variants, 29.2, after Goswami and Pandit"),
    QT_TRANSLATE_NOOP("DataStrings", "Pritchard 2007, 29.2 (\"promote to file piece\"); Kabir's choice for the king's file"),
    QT_TRANSLATE_NOOP("DataStrings", "Kabir's choice: the rule of Indian chess, Pritchard 2007, 29.1 (4)"),
    QT_TRANSLATE_NOOP("DataStrings", "Kabir's choice: the rule of Indian chess, Pritchard 2007, 29.1 (5)"),
    // Sources of shataranja
    QT_TRANSLATE_NOOP("DataStrings", "D. B. Pritchard (2007), The Classified Encyclopedia of Chess Variants, 29.2, after V. K. Iyer, Indian Chess; H. J. R. Murray (1913), A History of Chess, p. 347, after Lala Raja Babu (1901)"),
    QT_TRANSLATE_NOOP("DataStrings", "Pritchard 2007, 29.2, after Iyer, Indian Chess"),
    QT_TRANSLATE_NOOP("DataStrings", "Pritchard 2007, 29.2, after Murray 1913 and Lala Raja Babu 1901; the move as the Ludii game Qatranj reads it"),
    QT_TRANSLATE_NOOP("DataStrings", "Pritchard 2007, 29.2"),
    QT_TRANSLATE_NOOP("DataStrings", "The Ludii game Qatranj (after Murray 1913)"),
    QT_TRANSLATE_NOOP("DataStrings", "Iyer 1982, pp. 25–26, as the Ludii games Shataranja and Chaturanga (12x12) read it"),
    QT_TRANSLATE_NOOP("DataStrings", "Iyer 1982, as the Ludii games Shataranja and Chaturanga (12x12) read it"),
    // Sources of mysore
    QT_TRANSLATE_NOOP("DataStrings", "D. B. Pritchard (2007), The Classified Encyclopedia of Chess Variants, 29.2, after Pandit, Indian Chess; V. K. Iyer (1982), Indian Chess, pp. 25–26, as the Ludii game Chaturanga (12x12) reads it"),
    QT_TRANSLATE_NOOP("DataStrings", "Pritchard 2007, 29.2 (\"another version\")"),
    QT_TRANSLATE_NOOP("DataStrings", "Iyer 1982, pp. 25–26, as the Ludii game Chaturanga (12x12) reads it"),
    QT_TRANSLATE_NOOP("DataStrings", "Iyer 1982, as the Ludii game Chaturanga (12x12) reads it"),
    // Sources of baroda
    QT_TRANSLATE_NOOP("DataStrings", "D. B. Pritchard (2007), The Classified Encyclopedia of Chess Variants, 29.2, after Datey (1890s) and Pandit"),
    // Sources of maharajah
    QT_TRANSLATE_NOOP("DataStrings", "D. B. Pritchard (2007), The Classified Encyclopedia of Chess Variants, 29.2, after E. Falkener (1892), Games Ancient and Oriental, and V. K. Iyer, Indian Chess"),
    QT_TRANSLATE_NOOP("DataStrings", "Kabir's choice, so that a game ends by mate on either side"),
    QT_TRANSLATE_NOOP("DataStrings", "Pritchard 2007, 29.2 (\"the object … of the other player to capture the maharajah\")"),
    // Sources of maharaja
    QT_TRANSLATE_NOOP("DataStrings", "D. B. Pritchard (2007), The Classified Encyclopedia of Chess Variants, 29.2, after the anonymous manuscript Maharaja – Rules (c. 1935)"),
    // Sources of tibetan
    QT_TRANSLATE_NOOP("DataStrings", "G. Bogle (1775), letter of 30 March 1775, in A. van der Linde (1874), Geschichte und Litteratur des Schachspiels; D. B. Pritchard (2007), The Classified Encyclopedia of Chess Variants, 29.5"),
    QT_TRANSLATE_NOOP("DataStrings", "Bogle 1775: \"they know nothing of castling\""),
    QT_TRANSLATE_NOOP("DataStrings", "Pritchard 2007, 29.5 (\"castling allowed\")"),
};

}  // namespace

QString DataStrings::text(const std::string& text)
{
    return tr(text.c_str());
}

QString DataStrings::variantName(const kabir::VariantFile& variant)
{
    return text(variant.name());
}

bool DataStrings::isListed(const std::string& text)
{
    return std::any_of(std::begin(kDataStrings), std::end(kDataStrings),
                       [&text](const char* listed) { return text == listed; });
}

QString DataStrings::withMnemonic(QString text, QString& taken)
{
    text.replace(QLatin1Char('&'), QLatin1String("&&"));
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar letter = text[i].toLower();
        if (letter.isLetter() && !taken.contains(letter)) {
            taken += letter;
            return text.insert(i, QLatin1Char('&'));
        }
    }
    return text;
}

QString DataStrings::takenMnemonics(const QWidget* window)
{
    QString taken;
    for (const QWidget* widget : window->findChildren<QWidget*>()) {
        const auto* label = qobject_cast<const QLabel*>(widget);
        const auto* button = qobject_cast<const QAbstractButton*>(widget);
        const QString text = label ? label->text() : button ? button->text() : QString();
        for (qsizetype i = text.indexOf(QLatin1Char('&')); i >= 0 && i + 1 < text.size(); i = text.indexOf(QLatin1Char('&'), i + 2))
            if (text[i + 1] != QLatin1Char('&')) {
                taken += text[i + 1].toLower();
                break;
            }
    }
    return taken;
}
