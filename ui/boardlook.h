#pragma once
// The look of a board that the user chose in the settings — the piece set, the squares'
// colours and pattern, the coordinates — given to a BoardView. What a view shows of play
// (legal moves, promotion zones, animation) its owner sets itself.

struct BoardSettings;
class BoardView;

void applyBoardLook(BoardView& view, const BoardSettings& look);
