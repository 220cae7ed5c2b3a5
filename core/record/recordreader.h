#pragma once
// Reads one game of a record file (RecordFile::load and readRecord): its tags, the game they
// start, and its movetext into a tree.

#include "core/record/recordfile.h"

#include <string>
#include <string_view>

namespace kabir {

// `text` is the whole file; `header` says where the game is in it. See RecordFile::load.
Result<TreeRecord> readGame(
    std::string_view text, const GameHeader& header, const std::string& fileName, const VariantMatch* variant);

}  // namespace kabir
