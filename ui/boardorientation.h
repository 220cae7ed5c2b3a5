#pragma once
// How a board is turned on screen: a number of quarter turns clockwise, 0 showing the first
// rank at the bottom. It maps a square's file and rank to a column and row of the screen's
// grid and back; a quarter turn swaps the grid's width and height. Two-army boards use 0 and 2
// (flipped); four-army boards turn so that any army can sit at the bottom.

#include "core/board/types.h"

namespace kabir {
struct VariantDefinition;
}

class BoardOrientation {
public:
    BoardOrientation() = default;
    BoardOrientation(int quarterTurns, int files, int ranks)
        : m_turns(((quarterTurns % 4) + 4) % 4), m_files(files), m_ranks(ranks)
    {
    }

    // The turn that puts `army` at the bottom, its pawns moving up the screen.
    static int facing(const kabir::VariantDefinition& definition, kabir::Army army);

    int quarterTurns() const { return m_turns; }
    int columns() const { return m_turns % 2 ? m_ranks : m_files; }
    int rows() const { return m_turns % 2 ? m_files : m_ranks; }
    // Whether the columns run along files (the bottom edge is labelled with file letters).
    bool columnsAreFiles() const { return m_turns % 2 == 0; }

    void toScreen(int file, int rank, int& column, int& row) const;
    void toBoard(int column, int row, int& file, int& rank) const;

private:
    int m_turns = 0;
    int m_files = 8;
    int m_ranks = 8;
};
