#include "core/catalog/variantcheck.h"

#include "core/position/position.h"
#include "core/rules/rulesetcompiler.h"

#include <algorithm>

namespace kabir {
namespace {

void checkOne(
    const VariantFile& file, const OptionValues& values, const std::string& context, std::vector<Problem>& problems)
{
    // A problem is listed once, with the options that show it when the defaults do not.
    auto add = [&](std::vector<Problem> found) {
        for (Problem& p : found) {
            if (p.file.empty())
                p.file = file.fileName();
            bool seen = false;
            for (const Problem& q : problems)
                seen |= q.file == p.file && q.line == p.line && q.key == p.key && q.message.rfind(p.message, 0) == 0;
            if (!seen) {
                p.message += context;
                problems.push_back(p);
            }
        }
    };
    auto resolved = file.resolveOptions(values);
    if (!resolved)
        return add(resolved.problems());
    auto definition = file.definition(resolved.value());
    if (!definition)
        return add(definition.problems());
    auto rules = compileRuleset(definition.value());
    if (!rules)
        return add(rules.problems());
    auto start = Position::fromFen(rules.value(), definition->startFen);
    if (!start) {
        auto found = start.problems();
        for (Problem& p : found)
            p.key = "setup.fen: " + p.key;
        add(found);
    }
}

}  // namespace

std::vector<Problem> checkVariantFile(const VariantFile& file)
{
    // Every combination of option values (a few dozen at most in practice); beyond
    // kMaxCombinations, each value once with the others at their defaults.
    constexpr std::size_t kMaxCombinations = 512;
    std::size_t combinations = 1;
    for (const OptionDefinition& o : file.options())
        combinations *= std::max<std::size_t>(o.values.size(), 1);
    std::vector<Problem> problems;
    checkOne(file, {}, "", problems);
    if (combinations > kMaxCombinations) {
        for (const OptionDefinition& o : file.options())
            for (const OptionChoice& c : o.values)
                checkOne(file, {{o.key, c.id}}, " (with " + o.key + " = " + c.id + ")", problems);
        return problems;
    }
    for (std::size_t n = 0; n < combinations; ++n) {
        OptionValues values;
        std::string context;
        std::size_t rest = n;
        for (const OptionDefinition& o : file.options()) {
            const OptionChoice& c = o.values[rest % o.values.size()];
            rest /= o.values.size();
            values[o.key] = c.id;
            context += (context.empty() ? " (with " : ", ") + o.key + " = " + c.id;
        }
        checkOne(file, values, context.empty() ? "" : context + ")", problems);
    }
    return problems;
}

}  // namespace kabir
