#include "app/cli/commands.h"
#include "core/catalog/variantcheck.h"
#include "core/variant/variantfile.h"

#include <iostream>

namespace kabir::cli {

int reportProblems(const std::vector<Problem>& problems, int exitCode)
{
    for (const Problem& p : problems)
        std::cerr << "kabir-cli: " << p.toString() << '\n';
    return exitCode;
}

int checkCommand(int argc, char** argv)
{
    auto args = parseArguments(argc, argv, {}, {});
    if (!args)
        return reportProblems(args.problems(), 2);
    if (args->words.empty())
        return reportProblems({{"command line", 0, 0, "check", "name at least one variant file"}}, 2);
    int failures = 0;
    for (const std::string& path : args->words) {
        auto file = VariantFile::load(path);
        std::vector<Problem> problems = file ? checkVariantFile(*file) : file.problems();
        if (problems.empty()) {
            std::cout << path << ": ok (" << file->id() << ")\n";
            continue;
        }
        ++failures;
        for (const Problem& p : problems)
            std::cout << p.toString() << '\n';
    }
    return failures ? 1 : 0;
}

}  // namespace kabir::cli
