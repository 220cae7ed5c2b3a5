#pragma once
// The rule options a UCI session has been given, by their key in the variant files (ruleset,
// array, stalemate, ...). UCI options are global and a GUI may send them before UCI_Variant,
// so a value applies to every variant that has the option and waits for the variant chosen
// later; a variant that does not accept a value keeps its default for that option.

#include "core/result.h"
#include "core/variant/variantfile.h"

#include <string>
#include <vector>

namespace kabir::protocol {

class RuleOptionValues {
public:
    // Every key of every built-in variant, in the catalogue's order, each once.
    static std::vector<std::string> allKeys();

    // Sets a key (an empty value or "<empty>" clears it: the variants' defaults apply). A
    // problem when no variant has the key, or none has this value for it.
    Result<bool> set(const std::string& key, const std::string& value);
    // The values that `variant` accepts; a problem for each value of one of its options that
    // it does not accept, naming the option and its values.
    OptionValues forVariant(const VariantFile& variant, std::vector<Problem>& rejected) const;

private:
    OptionValues m_values;
};

}  // namespace kabir::protocol
