#include "core/protocol/ruleoptionvalues.h"

#include "core/variant/variantcatalog.h"

#include <algorithm>

namespace kabir::protocol {
namespace {

const OptionDefinition* findOption(const VariantFile& variant, const std::string& key)
{
    const auto& options = variant.options();
    const auto it
        = std::find_if(options.begin(), options.end(), [&](const OptionDefinition& o) { return o.key == key; });
    return it == options.end() ? nullptr : &*it;
}

}  // namespace

std::vector<std::string> RuleOptionValues::allKeys()
{
    std::vector<std::string> keys;
    for (const VariantFile& variant : VariantCatalog::builtIn().variants())
        for (const OptionDefinition& option : variant.options())
            if (std::find(keys.begin(), keys.end(), option.key) == keys.end())
                keys.push_back(option.key);
    return keys;
}

Result<bool> RuleOptionValues::set(const std::string& key, const std::string& value)
{
    if (value.empty() || value == "<empty>") {
        m_values.erase(key);
        return true;
    }
    bool known = false;
    for (const VariantFile& variant : VariantCatalog::builtIn().variants()) {
        const OptionDefinition* option = findOption(variant, key);
        known |= option != nullptr;
        if (option && option->find(value)) {
            m_values[key] = value;
            return true;
        }
    }
    return Problem{
        "", 0, 0, key, known ? "\"" + value + "\" is not a value of this option in any variant" : "no such option"};
}

OptionValues RuleOptionValues::forVariant(const VariantFile& variant, std::vector<Problem>& rejected) const
{
    OptionValues values;
    for (const auto& [key, value] : m_values) {
        if (!findOption(variant, key))
            continue;
        auto check = variant.resolveOptions({{key, value}});
        if (check)
            values[key] = value;
        else
            rejected.insert(rejected.end(), check.problems().begin(), check.problems().end());
    }
    return values;
}

}  // namespace kabir::protocol
