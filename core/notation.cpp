#include "core/notation.h"

#include "core/movegen.h"

#include <cctype>

namespace kabir {
namespace {

char letterOf(const Position& pos, PieceType type) { return pos.rules().definition().pieces[type].letter; }

bool isExchangeCastling(const Position& pos, Move m)
{
    return m.kind() == MoveKind::Castling && pos.rules().castlings()[m.pieceType()].def.exchange;
}

std::string withoutCheckMarks(std::string_view text)
{
    std::string s(text);
    while (!s.empty() && (s.back() == '+' || s.back() == '#' || s.back() == '!' || s.back() == '?'))
        s.pop_back();
    return s;
}

}  // namespace

std::string coordinateText(const Position& pos, Move m)
{
    const Geometry& g = pos.geometry();
    if (m.kind() == MoveKind::Drop)
        return std::string(1, letterOf(pos, m.pieceType())) + "@" + g.squareName(m.to());
    std::string text = g.squareName(m.from()) + g.squareName(m.to());
    if (m.kind() == MoveKind::Promotion)
        text += char(std::tolower(static_cast<unsigned char>(letterOf(pos, m.pieceType()))));
    if (isExchangeCastling(pos, m))
        text += g.squareName(m.aux());
    return text;
}

std::string moveText(Position& pos, Move m)
{
    const Geometry& g = pos.geometry();
    std::string text;
    if (m.kind() == MoveKind::Castling) {
        const CastlingRule& rule = pos.rules().castlings()[m.pieceType()];
        text = (rule.letter == 'K' || rule.letter == 'k') ? "O-O" : "O-O-O";
        if (rule.def.exchange)
            text += "(" + g.squareName(m.to()) + "," + g.squareName(m.aux()) + ")";
    } else if (m.kind() == MoveKind::Drop) {
        text = coordinateText(pos, m);
    } else if (m.kind() == MoveKind::Swap) {
        text = std::string(1, letterOf(pos, typeOf(pos.at(m.from())))) + "~" + g.squareName(m.to());
    } else {
        const Piece piece = pos.at(m.from());
        const bool pawn = pos.rules().isPawn(typeOf(piece));
        const bool capture = (pos.at(m.to()) && m.from() != m.to()) || m.kind() == MoveKind::EnPassant;
        // Another move of the same kind of piece to the same square needs the from-square's
        // file, else its rank, else both (pawns: the file when capturing, as in chess).
        MoveList legal;
        generateLegalMoves(pos, legal);
        bool clash = false, sameFile = false, sameRank = false;
        for (Move o : legal) {
            if (o.to() != m.to() || o.from() == m.from() || pos.at(o.from()) != piece || o.pieceType() != m.pieceType()
                || o.kind() == MoveKind::Swap)
                continue;
            clash = true;
            sameFile |= g.fileOf(o.from()) == g.fileOf(m.from());
            sameRank |= g.rankOf(o.from()) == g.rankOf(m.from());
        }
        const std::string from = g.squareName(m.from());
        if (!pawn)
            text += letterOf(pos, typeOf(piece));
        if ((clash && !sameFile) || (pawn && capture && !(clash && sameFile)))
            text += from[0];
        else if (clash && !sameRank && !pawn)
            text += from.substr(1);
        else if (clash)
            text += from;  // pawns on one file: "e10e8" (a leap) against "e9e8"
        if (capture)
            text += 'x';
        text += g.squareName(m.to());  // a promotion in place reads "e10=Q" too
        if (m.kind() == MoveKind::Promotion)
            text += std::string("=") + letterOf(pos, m.pieceType());
    }
    // With more than two armies, the move names its army: "r:Nd8".
    if (pos.rules().armyCount() > 2)
        text = std::string(1, pos.rules().definition().armies[pos.sideToMove()].letter) + ":" + text;
    pos.doMove(m);
    if (pos.rules().hasCheck() && pos.inCheck(pos.sideToMove())) {
        MoveList replies;
        generateLegalMoves(pos, replies);
        text += replies.empty() ? '#' : '+';
    }
    pos.undoMove();
    return text;
}

Result<Move> parseMove(Position& pos, std::string_view text)
{
    MoveList legal;
    generateLegalMoves(pos, legal);
    std::string wanted = withoutCheckMarks(text);
    const std::string armyPrefix = {pos.rules().definition().armies[pos.sideToMove()].letter, ':'};
    if (pos.rules().armyCount() > 2 && wanted.rfind(armyPrefix, 0) != 0 && wanted.size() > 2 && wanted[1] == ':')
        return Problem{"", 0, 0, std::string(text), "names another army than the one to move (" + armyPrefix + ")"};
    for (Move m : legal)
        if (coordinateText(pos, m) == wanted || armyPrefix + coordinateText(pos, m) == wanted)
            return m;
    if (pos.rules().armyCount() > 2 && wanted.rfind(armyPrefix, 0) != 0)
        wanted = armyPrefix + wanted;  // move text may leave out the army
    for (Move m : legal)
        if (withoutCheckMarks(moveText(pos, m)) == wanted)
            return m;
    // Castling written with zeros, as some programs do.
    std::string letters = wanted;
    if (letters.rfind("0-0", 0) == 0)
        for (char& c : letters)
            if (c == '0')
                c = 'O';
    if (letters != wanted)
        for (Move m : legal)
            if (withoutCheckMarks(moveText(pos, m)) == letters)
                return m;
    return Problem{"", 0, 0, std::string(text), "is not a legal move in " + pos.fen()};
}

}  // namespace kabir
