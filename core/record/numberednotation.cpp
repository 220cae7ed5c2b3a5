// The numbered move text, for variants whose file numbers the squares (Tressau's Sultanspiel):
// from-to with "-" ("119-116"), a capture with ":" ("96:74"), a promotion "13-2=Q", a
// promotion in place "@2=Q", castling as the king's from-to (an exchange castling adds the
// rook's square: "7-11-8"), a drop "W@57", a king swap "K~57". Tressau's own forms for
// captures, castling and promotion are not known to us (resources/variants/README.md).

#include "core/record/notationforms.h"
#include "core/record/pieceletters.h"

#include <cassert>

namespace kabir {

std::string numberedText(const Position& pos, Move m, std::string_view language)
{
    const VariantDefinition& def = pos.rules().definition();
    assert(def.numbering.defined());
    auto number = [&](Square s) { return std::to_string(def.numbering.numberOf(s)); };
    auto letter = [&](PieceType type) { return pieceLetter(def, type, language); };
    if (m.isNull())
        return "--";
    switch (m.kind()) {
    case MoveKind::Drop:
        if (m.redeploys())
            return concat(
                letter(m.pieceType()), '@', number(m.to()), ',', letter(typeOf(pos.at(m.to()))), '@', number(m.aux()));
        return concat(letter(m.pieceType()), '@', number(m.to()));
    case MoveKind::Remove: return concat("x@", number(m.to()));
    case MoveKind::Swap: return concat(letter(typeOf(pos.at(m.from()))), '~', number(m.to()));
    case MoveKind::Castling: {
        const bool exchange = pos.rules().castlings()[m.pieceType()].def.exchange;
        return concat(number(m.from()), '-', number(m.to()), exchange ? concat('-', number(m.aux())) : std::string());
    }
    default: break;
    }
    if (m.kind() == MoveKind::Promotion && m.from() == m.to())
        return concat('@', number(m.to()), '=', letter(m.pieceType()));
    std::string text = concat(number(m.from()), isCapture(pos, m) ? ':' : '-', number(m.to()));
    if (m.kind() == MoveKind::Promotion)
        text += concat('=', letter(m.pieceType()));
    if (m.hasSecondPart())
        text += concat('>', number(m.aux()));
    return text;
}

}  // namespace kabir
