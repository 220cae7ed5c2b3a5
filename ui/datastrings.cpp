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
    QT_TRANSLATE_NOOP("DataStrings", "Four armies"),
    QT_TRANSLATE_NOOP("DataStrings", "India"),
    QT_TRANSLATE_NOOP("DataStrings", "Orthodox"),
    QT_TRANSLATE_NOOP("DataStrings", "Tressau"),
    QT_TRANSLATE_NOOP("DataStrings", "Turkey"),
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
    // kaiserspiel
    QT_TRANSLATE_NOOP("DataStrings", "Kaiserspiel"),
    QT_TRANSLATE_NOOP("DataStrings", "Tressau's 10x10 game of 1840 (after Peguilhen 1819) with commander (Q+N) and adjutant (B+N); pawns step up to three squares."),
    QT_TRANSLATE_NOOP("DataStrings", "Where queen and commander stand, and how far the king castles."),
    QT_TRANSLATE_NOOP("DataStrings", "Tressau 1840"),
    QT_TRANSLATE_NOOP("DataStrings", "Commander on d1, queen on f1; the king castles to b1 or i1."),
    QT_TRANSLATE_NOOP("DataStrings", "Peguilhen 1819"),
    QT_TRANSLATE_NOOP("DataStrings", "Queen on d1, commander on f1; the king castles three squares either way (b1 or h1)."),
    QT_TRANSLATE_NOOP("DataStrings", "Compulsory promotion to any of Q, C, A, R, B, N; stalemate is a draw."),
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
