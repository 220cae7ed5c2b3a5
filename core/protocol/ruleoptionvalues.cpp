#include "core/protocol/ruleoptionvalues.h"

#include "core/catalog/variantcatalog.h"

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

std::vector<RuleOptionValues::Key> RuleOptionValues::allKeys()
{
    std::vector<Key> keys;
    for (const VariantFile& variant : VariantCatalog::builtIn().variants())
        for (const OptionDefinition& option : variant.options()) {
            auto key = std::find_if(keys.begin(), keys.end(), [&](const Key& k) { return k.key == option.key; });
            if (key == keys.end())
                key = keys.insert(keys.end(), Key{option.key, {}});
            for (const OptionChoice& choice : option.values)
                if (std::find(key->values.begin(), key->values.end(), choice.id) == key->values.end())
                    key->values.push_back(choice.id);
        }
    return keys;
}

Result<bool> RuleOptionValues::set(const std::string& key, const std::string& value)
{
    if (value.empty() || value == kVariantDefault) {
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
