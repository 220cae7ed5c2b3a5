#include "core/variant/variantdefinition.h"

#include <cctype>

namespace kabir {

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

}  // namespace kabir
