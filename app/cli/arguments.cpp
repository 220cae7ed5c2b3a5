#include "app/cli/arguments.h"

#include "core/catalog/variantcatalog.h"

#include <iterator>
#include <sstream>

namespace kabir::cli {

std::string Arguments::option(const std::string& name, const std::string& fallback) const
{
    auto [begin, end] = options.equal_range(name);
    return begin == end ? fallback : std::prev(end)->second;  // the last one given wins
}

Result<OptionValues> Arguments::variantOptions() const
{
    OptionValues values;
    auto [begin, end] = options.equal_range("option");
    for (auto it = begin; it != end; ++it) {
        const auto eq = it->second.find('=');
        if (eq == std::string::npos || eq == 0)
            return Problem{"command line", 0, 0, "--option", "expected KEY=VALUE, got '" + it->second + "'"};
        values[it->second.substr(0, eq)] = it->second.substr(eq + 1);
    }
    return values;
}

std::vector<Problem> fromSource(std::vector<Problem> problems, const std::string& source)
{
    for (Problem& p : problems)
        if (p.file.empty())
            p.file = source;
    return problems;
}

Result<Game> Arguments::game() const
{
    auto values = variantOptions();
    if (!values)
        return values.problems();
    const std::string id = option("variant", "chess");
    const VariantFile* variant = VariantCatalog::builtIn().find(id);
    if (!variant)
        return fromSource(VariantCatalog::builtIn().ruleset(id).problems(), "--variant");
    if (auto resolved = variant->resolveOptions(values.value()); !resolved)
        return fromSource(resolved.problems(), "--option");
    auto game = Game::create(*variant, values.value(), option("fen"));
    if (!game)
        return fromSource(game.problems(), has("fen") ? "--fen" : "--variant " + id);
    return game;
}

std::vector<std::vector<std::string>> Arguments::list(const std::string& name) const
{
    std::vector<std::vector<std::string>> found;
    for (const auto& [key, words] : lists)
        if (key == name)
            found.push_back(words);
    return found;
}

Result<Arguments> parseArguments(int argc, char** argv, const std::set<std::string>& takesValue,
    const std::set<std::string>& knownFlags, const std::set<std::string>& takesList)
{
    Arguments args;
    if (argc < 2)
        return Problem{"command line", 0, 0, "", "no command given"};
    args.command = argv[1];
    for (int i = 2; i < argc; ++i) {
        const std::string word = argv[i];
        if (word.rfind("--", 0) != 0) {
            args.words.push_back(word);
            continue;
        }
        const std::string name = word.substr(2);
        if (knownFlags.count(name)) {
            args.flags.insert(name);
        } else if (name == "moves") {
            while (i + 1 < argc && std::string(argv[i + 1]).rfind("--", 0) != 0)
                args.options.emplace("moves", argv[++i]);
        } else if (takesList.count(name)) {
            args.lists.emplace_back(name, std::vector<std::string>());
            while (i + 1 < argc && std::string(argv[i + 1]).rfind("--", 0) != 0)
                args.lists.back().second.emplace_back(argv[++i]);
        } else if (takesValue.count(name)) {
            if (i + 1 >= argc)
                return Problem{"command line", 0, 0, word, "needs a value"};
            args.options.emplace(name, argv[++i]);
        } else {
            return Problem{"command line", 0, 0, word, "unknown option for '" + args.command + "'"};
        }
    }
    return args;
}

Result<double> number(const std::string& key, const std::string& text)
{
    std::istringstream in(text);
    double value = 0;
    if (!(in >> value) || !in.eof())
        return Problem{"command line", 0, 0, key, "expected a number, got '" + text + "'"};
    return value;
}

Result<int> wholeNumber(const std::string& key, const std::string& text, int least)
{
    auto value = number(key, text);
    if (!value || value.value() != int(value.value()) || value.value() < least)
        return Problem{"command line", 0, 0, key,
            "expected a whole number from " + std::to_string(least) + ", got '" + text + "'"};
    return int(value.value());
}

}  // namespace kabir::cli
