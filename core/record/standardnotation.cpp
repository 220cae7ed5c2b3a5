// The SAN-like move text (resources/variants/README.md, "Moves").

#include "core/record/leapnotation.h"
#include "core/record/notationforms.h"
#include "core/record/pieceletters.h"

namespace kabir {

namespace {

// The new piece goes on: "b8=N>c6" (the bonus move), "b12=M>b11" (back to the pawn's square),
// "@d5=F>xc4" (Sittuyin's step from the promotion square); "" for none.
std::string secondPart(const Position& pos, Move m)
{
    if (!m.hasSecondPart())
        return {};
    return concat('>', m.aux() != m.from() && pos.at(m.aux()) ? "x" : "", pos.geometry().squareName(m.aux()));
}

}  // namespace

std::string standardText(const Position& pos, Move m, const MoveList& legal, std::string_view language)
{
    const Geometry& g = pos.geometry();
    const VariantDefinition& def = pos.rules().definition();
    auto letter = [&](PieceType type) { return pieceLetter(def, type, language); };
    switch (m.kind()) {
    case MoveKind::Castling: {
        const CastlingRule& rule = pos.rules().castlings()[m.pieceType()];
        const char* text = (rule.letter == 'K' || rule.letter == 'k') ? "O-O" : "O-O-O";
        if (rule.def.exchange)
            return concat(text, '(', g.squareName(m.to()), ',', g.squareName(m.aux()), ')');
        return text;
    }
    case MoveKind::Drop:
        if (m.redeploys())  // "R@c3,P@b2": the rook onto the pawn's square, the pawn to b2
            return concat(letter(m.pieceType()), '@', g.squareName(m.to()), ',', letter(typeOf(pos.at(m.to()))), '@',
                g.squareName(m.aux()));
        return concat(letter(m.pieceType()), '@', g.squareName(m.to()));
    case MoveKind::Remove: return concat("x@", g.squareName(m.to()));
    case MoveKind::Swap: return concat(letter(typeOf(pos.at(m.from()))), '~', g.squareName(m.to()));
    default: break;
    }
    if (m.isNull())
        return "--";  // a pass, as PGN writes the null move
    // A waiting pawn promoting where it stands: "@e10=Q", unlike the arrival "e10=Q".
    if (m.kind() == MoveKind::Promotion && m.from() == m.to())
        return concat('@', g.squareName(m.to()), '=', letter(m.pieceType()), secondPart(pos, m));
    if (pos.rules().leapCapture())
        if (auto text = leapStandardText(pos, m, language))
            return *text;
    const Piece piece = pos.at(m.from());
    // A pawn waiting on its last rank put elsewhere ([transfer]): "@j10>e5", "@j10>xe5".
    if (m.kind() == MoveKind::Normal && pos.rules().waitsForTransfer(armyOf(piece), typeOf(piece), m.from()))
        return concat('@', g.squareName(m.from()), '>', pos.at(m.to()) ? "x" : "", g.squareName(m.to()));
    const bool pawn = pos.rules().isPawn(typeOf(piece));
    const bool capture = isCapture(pos, m);
    // Another move of the same kind of piece to the same square needs the from-square's
    // file, else its rank, else both (pawns: the file when capturing, as in chess).
    bool clash = false, sameFile = false, sameRank = false;
    for (Move o : legal) {
        if (o.to() != m.to() || o.from() == m.from() || pos.at(o.from()) != piece || o.pieceType() != m.pieceType()
            || o.kind() == MoveKind::Swap)
            continue;
        clash = true;
        sameFile |= g.fileOf(o.from()) == g.fileOf(m.from());
        sameRank |= g.rankOf(o.from()) == g.rankOf(m.from());
    }
    std::string text;
    const std::string from = g.squareName(m.from());
    if (!pawn)
        text += letter(typeOf(piece));
    if ((clash && !sameFile) || (pawn && capture && !(clash && sameFile)))
        text += from[0];
    else if (clash && !sameRank && !pawn)
        text += from.substr(1);
    else if (clash)
        text += from;  // pawns on one file: "e10e8" (a leap) against "e9e8"
    if (capture)
        text += 'x';
    text += g.squareName(m.to());
    // A piece walking on towards its promotion ([becomes-after-moving]) changes without a mark
    // while it has but one next form that changes again: "Xd7", then "Zc6=Q".
    const auto& next = pos.rules().becomesAfterMoving(typeOf(piece));
    const bool walking = next.size() == 1 && !pos.rules().becomesAfterMoving(next.front()).empty();
    if (m.kind() == MoveKind::Promotion && !walking)
        text += concat('=', letter(m.pieceType()));
    return text + secondPart(pos, m);
}

}  // namespace kabir
