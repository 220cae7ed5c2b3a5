#pragma once
// Everything `kabir-cli check` reports about a variant file.

#include "core/board/result.h"
#include "core/variant/variantfile.h"

#include <vector>

namespace kabir {

// Every problem of `file`: reads its definition with the defaults and with the combinations of
// option values (or each single value where there are too many), compiles each, and checks its
// start position.
std::vector<Problem> checkVariantFile(const VariantFile& file);

}  // namespace kabir
