#pragma once
// The rule options a UCI session has been given, by their key in the variant files (ruleset,
// array, stalemate, ...). UCI options are global and a GUI may send them before UCI_Variant,
// so a value applies to every variant that has the option and waits for the variant chosen
// later; a variant that does not accept a value keeps its default for that option. UCI offers
// each key as a combo of every value some variant has, and "default" (each variant's own).

#include "core/board/result.h"
#include "core/variant/variantfile.h"

#include <string>
#include <vector>

namespace kabir::protocol {

class RuleOptionValues {
public:
    // The value that gives each variant its own default back.
    static constexpr const char* kVariantDefault = "default";

    struct Key {
        std::string key;
        std::vector<std::string> values;  // every value of the key in some variant, each once
    };
    // Every key of every built-in variant, in the catalogue's order, each once.
    static std::vector<Key> allKeys();

    // Sets a key (an empty value or kVariantDefault clears it: the variants' defaults apply). A
    // problem when no variant has the key, or none has this value for it.
    Result<bool> set(const std::string& key, const std::string& value);
    // The values that `variant` accepts; a problem for each value of one of its options that
    // it does not accept, naming the option and its values.
    OptionValues forVariant(const VariantFile& variant, std::vector<Problem>& rejected) const;

private:
    OptionValues m_values;
};

}  // namespace kabir::protocol
