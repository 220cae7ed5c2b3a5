#pragma once
// The variants that ship with Kabir: the files of resources/variants/, compiled into the
// program (see core/CMakeLists.txt), loaded once. Also the one place that turns a variant id
// and option values into a compiled Ruleset.

#include "core/position/ruleset.h"
#include "core/variant/variantfile.h"

#include <string>
#include <vector>

namespace kabir {

class VariantCatalog {
public:
    static const VariantCatalog& builtIn();

    const std::vector<VariantFile>& variants() const { return m_variants; }
    const VariantFile* find(const std::string& id) const;
    // Problems of the shipped files (empty when all load; a test keeps it so).
    const std::vector<Problem>& problems() const { return m_problems; }

    // The ruleset for `id` with the given options (the others at their defaults).
    Result<RulesetPtr> ruleset(const std::string& id, const OptionValues& options = {}) const;

private:
    std::vector<VariantFile> m_variants;
    std::vector<Problem> m_problems;
};

// Defined in the file that the build generates from resources/variants/*.toml.
struct EmbeddedFile {
    const char* name;
    const char* text;
};
extern const EmbeddedFile kEmbeddedVariants[];
extern const int kEmbeddedVariantCount;

}  // namespace kabir
