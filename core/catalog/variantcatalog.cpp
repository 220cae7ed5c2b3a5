#include "core/catalog/variantcatalog.h"

#include "core/rules/rulesetcompiler.h"

namespace kabir {

const VariantCatalog& VariantCatalog::builtIn()
{
    static const VariantCatalog catalog = [] {
        VariantCatalog c;
        for (int i = 0; i < kEmbeddedVariantCount; ++i) {
            auto file = VariantFile::parse(kEmbeddedVariants[i].text, kEmbeddedVariants[i].name);
            if (file)
                c.m_variants.push_back(std::move(file).value());
            else
                c.m_problems.insert(c.m_problems.end(), file.problems().begin(), file.problems().end());
        }
        return c;
    }();
    return catalog;
}

const VariantFile* VariantCatalog::find(const std::string& id) const
{
    for (const VariantFile& v : m_variants)
        if (v.id() == id)
            return &v;
    return nullptr;
}

Result<RulesetPtr> VariantCatalog::ruleset(const std::string& id, const OptionValues& options) const
{
    const VariantFile* file = find(id);
    if (!file) {
        std::string known;
        for (const VariantFile& v : m_variants)
            known += (known.empty() ? "" : ", ") + v.id();
        return Problem{"", 0, 0, id, "unknown variant (known: " + known + ")"};
    }
    auto resolved = file->resolveOptions(options);
    if (!resolved)
        return resolved.problems();
    return compiledRuleset(*file, resolved.value());
}

}  // namespace kabir
