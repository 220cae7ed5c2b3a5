#pragma once
// Reads one game of a record file (RecordFile::load and readRecord): its tags, the game they
// start, and its movetext into a tree.

#include "core/record/recordfile.h"

#include <map>
#include <string>
#include <string_view>

namespace kabir {

// The games of a file's variants and option values at their start, kept so that the games of
// a file of many need not read and compile their variant's rules one by one.
using GameStarts = std::map<std::string, Result<Game>>;

// `text` is the whole file; `header` says where the game is in it. See RecordFile::load.
Result<TreeRecord> readGame(std::string_view text, const GameHeader& header, const std::string& fileName,
    const VariantMatch* variant, GameStarts* starts = nullptr);

}  // namespace kabir
