#include "app/cli/commands.h"
#include "core/catalog/variantcatalog.h"

#include <iostream>

namespace kabir::cli {

int variantsCommand(int argc, char** argv)
{
    auto args = parseArguments(argc, argv, {}, {});
    if (!args)
        return reportProblems(args.problems(), 2);
    const VariantCatalog& catalog = VariantCatalog::builtIn();
    if (!catalog.problems().empty())
        return reportProblems(catalog.problems());
    for (const VariantFile& v : catalog.variants()) {
        std::cout << v.id() << "  " << v.name() << '\n';
        for (const OptionDefinition& o : v.options()) {
            std::cout << "  --option " << o.key << "=";
            for (std::size_t i = 0; i < o.values.size(); ++i)
                std::cout << (i ? "|" : "") << o.values[i].id;
            std::cout << "  (default " << o.defaultValue;
            for (const ConditionalDefault& d : o.conditionalDefaults)
                std::cout << "; " << d.value << " when " << d.whenKey << "=" << d.whenValue;
            std::cout << ")  " << o.label << '\n';
        }
    }
    return 0;
}

}  // namespace kabir::cli
