#pragma once
// The colours an army's pieces are drawn in: the body, the outline and the detail lines drawn
// on the body. Armies are drawn in the colour they are named after ("White", "Red", ...); an
// army with another name takes the colour of its place (the first White, the second Black).
// Piece sets are drawn once in three token colours that these replace (resources/pieces/README.md).

#include "core/board/types.h"

#include <QColor>

namespace kabir {
struct VariantDefinition;
}

struct ArmyPalette {
    QColor body;
    QColor outline;
    QColor detail;

    static ArmyPalette of(const kabir::VariantDefinition& definition, kabir::Army army);
};
