#pragma once
// Reading a whole file named on the command line.

#include "core/board/result.h"

#include <string>

namespace kabir::cli {

// The file's bytes, or a problem naming the file: it cannot be opened, or it is not a file.
Result<std::string> readTextFile(const std::string& path);

}  // namespace kabir::cli
