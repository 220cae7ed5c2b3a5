#include "core/variant/variantdefinition.h"

#include <cctype>

namespace kabir {

const std::vector<std::string>& promotionPolicyNames()
{
    static const std::vector<std::string> names{"any", "captured-only", "file-piece", "by-rank"};
    return names;
}

BoardVector ArmyDefinition::orient(const MoveVector& v) const
{
    // The army's right hand is its forward direction turned clockwise.
    const int rightX = forwardY, rightY = -forwardX;
    return {v.x * rightX + v.y * forwardX, v.x * rightY + v.y * forwardY};
}

int VariantDefinition::relativeRank(Army army, Square s) const
{
    const ArmyDefinition& a = armies[army];
    const int file = geometry.fileOf(s);
    const int rank = geometry.rankOf(s);
    if (a.forwardY > 0)
        return rank + 1;
    if (a.forwardY < 0)
        return geometry.ranks() - rank;
    if (a.forwardX > 0)
        return file + 1;
    return geometry.files() - file;
}

int VariantDefinition::pieceTypeOf(char letter) const
{
    const char upper = char(std::toupper(static_cast<unsigned char>(letter)));
    for (std::size_t i = 0; i < pieces.size(); ++i)
        if (pieces[i].letter == upper)
            return int(i);
    return -1;
}

std::string VariantDefinition::fenToken(PieceType type, Army army) const
{
    const PieceDefinition& piece = pieces[type];
    std::string token = piece.fen.empty() ? std::string(1, piece.letter) : piece.fen;
    if (army != 0)
        token.back() = char(std::tolower(static_cast<unsigned char>(token.back())));
    return token;
}

std::size_t VariantDefinition::readFenToken(std::string_view text, Army& army, PieceType& type) const
{
    if (text.empty())
        return 0;
    const bool mark = !std::isalpha(static_cast<unsigned char>(text[0]));
    const std::size_t length = mark ? 2 : 1;
    if (text.size() < length || !std::isalpha(static_cast<unsigned char>(text[length - 1])))
        return 0;
    const char letter = text[length - 1];
    const char upper = char(std::toupper(static_cast<unsigned char>(letter)));
    for (std::size_t i = 0; i < pieces.size(); ++i) {
        const std::string& fen = pieces[i].fen;
        if (mark ? (fen.size() == 2 && fen[0] == text[0] && fen[1] == upper)
                 : (fen.empty() && pieces[i].letter == upper)) {
            army = std::isupper(static_cast<unsigned char>(letter)) ? 0 : 1;
            type = PieceType(i);
            return length;
        }
    }
    return 0;
}

}  // namespace kabir
