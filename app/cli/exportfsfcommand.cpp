#include "app/cli/commands.h"
#include "core/protocol/fsfexport.h"
#include "core/catalog/variantcatalog.h"

#include <iostream>

namespace kabir::cli {

// export-fsf VARIANT [--option KEY=VALUE]...: the variant as a section of Fairy-Stockfish's
// variants.ini on stdout, named kabir-VARIANT and the values of the options given
// (kabir-hyderabad-bodlaender); the rules it cannot express on stderr, exit code 1.
int exportFsfCommand(int argc, char** argv)
{
    auto args = parseArguments(argc, argv, {"option"}, {});
    if (!args)
        return reportProblems(args.problems(), 2);
    if (args->words.size() != 1)
        return reportProblems({{"command line", 0, 0, "export-fsf", "name one variant"}}, 2);
    auto given = args->variantOptions();
    if (!given)
        return reportProblems(given.problems(), 2);
    const std::string& id = args->words.front();
    const VariantFile* variant = VariantCatalog::builtIn().find(id);
    if (!variant)
        return reportProblems({{"command line", 0, 0, id, "no such variant (kabir-cli variants lists them)"}}, 2);
    auto resolved = variant->resolveOptions(given.value());
    auto rules = VariantCatalog::builtIn().ruleset(id, given.value());
    if (!resolved || !rules)
        return reportProblems(fromSource(resolved ? rules.problems() : resolved.problems(), "--option"));
    std::string section = "kabir-" + id;
    for (const auto& [key, value] : given.value())
        section += "-" + value;
    std::string title = variant->name() + " (" + id;
    for (const auto& [key, value] : resolved.value())
        title += (key == resolved->begin()->first ? ": " : ", ") + key + "=" + value;
    const protocol::FsfExport exported = protocol::exportFsfSection(rules.value(), section, title + ")");
    if (exported.text.empty()) {
        std::cerr << "kabir-cli: Fairy-Stockfish cannot express these rules of " << title << "):\n";
        for (const std::string& rule : exported.refused)
            std::cerr << "  " << rule << '\n';
        return 1;
    }
    std::cout << exported.text;
    return 0;
}

}  // namespace kabir::cli
