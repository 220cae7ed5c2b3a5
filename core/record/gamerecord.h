#pragma once
// Games as PGN-style text (architecture.md, Records): the seven-tag roster, the `Variant` tag
// and the option values, `FEN`/`SetUp` for a game from a position, Black's pre-game choice,
// `Result` (1-0, 0-1, 1/2-1/2, *) with `Termination` and `ResultKind` naming the kind, then
// the moves in the program's move text. Reading accepts coordinate notation too. A Game is
// its main line only: these readers skip variations, comments and NAGs, which a GameTree
// keeps (core/record/recordfile.h reads any game of a file into one). Used for saving and autosaving.

#include "core/record/game.h"

#include <map>
#include <string>
#include <vector>

namespace kabir {

using RecordTags = std::map<std::string, std::string>;

// The record of a game; `tags` add to or replace the defaults (Event, White, Date, ...). A
// `Result` given there (a game lost on time, say) also ends the movetext.
std::string writeRecord(const Game& game, const RecordTags& tags = {});

class GameTree;
// The same with the tree's variations in parentheses, its comments in braces (their
// commands included) and its NAGs as $n; the main line decides the result. Lines are at
// most 80 columns (a longer word stands alone), and a move of the second army after a
// comment or a variation is numbered "12...".
std::string writeRecord(const GameTree& tree, const RecordTags& tags = {});

struct GameRecord {
    Game game;
    RecordTags tags;
};

// Reads the first game of `text` (as RecordFile::load, but a bad move is a problem, and so is
// a text without a game); problems name the file and line.
Result<GameRecord> readRecord(const std::string& text, const std::string& fileName);
// Reads every game of `text` (the games RecordFile lists); the first bad game stops it, with
// its line in the file.
Result<std::vector<GameRecord>> readRecords(const std::string& text, const std::string& fileName);

}  // namespace kabir
