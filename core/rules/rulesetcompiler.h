#pragma once
// Compiling a variant definition into a Ruleset: its tables (core/position/ruleset.h), then the
// strategies its definition names (rulefactories.h). The only way to a complete ruleset.

#include "core/board/result.h"
#include "core/position/ruleset.h"
#include "core/variant/variantfile.h"

namespace kabir {

// The definition's rules, or every problem that keeps them from compiling.
Result<RulesetPtr> compileRuleset(const VariantDefinition& definition);
// The rules of `file` for fully resolved option values: compiled once, then kept with the file
// (VariantFile::keptRuleset); safe to call from any thread.
Result<RulesetPtr> compiledRuleset(const VariantFile& file, const OptionValues& resolved);

}  // namespace kabir
