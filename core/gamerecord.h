#pragma once
// Games as PGN-style text (architecture.md, Records): the seven-tag roster, the `Variant` tag
// and the option values, `FEN`/`SetUp` for a game from a position, Black's pre-game choice,
// `Result` (1-0, 0-1, 1/2-1/2, *) with `Termination` and `ResultKind` naming the kind, then
// the moves in the program's move text. Reading accepts coordinate notation too, and skips
// comments {...}, (variations), move numbers and $NAGs. Used for saving and autosaving games.

#include "core/game.h"

#include <map>
#include <string>
#include <vector>

namespace kabir {

using RecordTags = std::map<std::string, std::string>;

// The record of a game; `tags` add to or replace the defaults (Event, White, Date, ...). A
// `Result` given there (a game lost on time, say) also ends the movetext.
std::string writeRecord(const Game& game, const RecordTags& tags = {});

struct GameRecord {
    Game game;
    RecordTags tags;
};

// Reads the first game of `text`; problems name the file and line.
Result<GameRecord> readRecord(const std::string& text, const std::string& fileName);
// Reads every game of `text` (a game begins at a tag line that follows movetext); the first
// bad game stops it, with its line in the file.
Result<std::vector<GameRecord>> readRecords(const std::string& text, const std::string& fileName);

}  // namespace kabir
