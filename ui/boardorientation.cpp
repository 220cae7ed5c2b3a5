#include "ui/boardorientation.h"

#include "core/variant/variantdefinition.h"

int BoardOrientation::facing(const kabir::VariantDefinition& definition, kabir::Army army)
{
    if (army >= definition.armies.size())
        return 0;
    const kabir::ArmyDefinition& a = definition.armies[army];
    // A clockwise quarter turn takes the board's left edge to the top, so the army moving left
    // (starting on the right) comes to the bottom.
    if (a.forwardY < 0)
        return 2;
    if (a.forwardX < 0)
        return 1;
    if (a.forwardX > 0)
        return 3;
    return 0;
}

void BoardOrientation::toScreen(int file, int rank, int& column, int& row) const
{
    switch (m_turns) {
    case 0:
        column = file;
        row = m_ranks - 1 - rank;
        break;
    case 1:
        column = rank;
        row = file;
        break;
    case 2:
        column = m_files - 1 - file;
        row = rank;
        break;
    default:
        column = m_ranks - 1 - rank;
        row = m_files - 1 - file;
        break;
    }
}

void BoardOrientation::toBoard(int column, int row, int& file, int& rank) const
{
    switch (m_turns) {
    case 0:
        file = column;
        rank = m_ranks - 1 - row;
        break;
    case 1:
        file = row;
        rank = column;
        break;
    case 2:
        file = m_files - 1 - column;
        rank = row;
        break;
    default:
        file = m_files - 1 - row;
        rank = m_ranks - 1 - column;
        break;
    }
}
