// Variant files (TOML): the input is parsed as a variant file; the definition is read with the
// default options and with each single option value (the `set` tables merged), and the
// default one is compiled; when its start position is accepted, it must pass checkPosition
// (FEN round trip, legal moves made and unmade). checkVariantFile() itself, which compiles
// every combination of option values, is not called: under the sanitizers it takes 5 to 50
// seconds for the shipped files with options, over the fuzzer's time limit per input.
#include "core/rules/rulesetcompiler.h"
#include "tests/fuzz/fuzzhelpers.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace kabir;
    auto file = VariantFile::parse(std::string(fuzz::text(data, size)), "fuzz.toml");
    if (!file)
        return 0;
    for (const OptionDefinition& o : file->options())
        for (const OptionChoice& c : o.values)
            if (auto resolved = file->resolveOptions({{o.key, c.id}}))
                (void)file->definition(resolved.value());
    auto options = file->resolveOptions({});
    if (!options)
        return 0;
    auto definition = file->definition(options.value());
    if (!definition)
        return 0;
    auto rules = compileRuleset(definition.value());
    if (!rules)
        return 0;
    auto start = Position::fromFen(rules.value(), definition->startFen);
    if (!start)
        return 0;
    fuzz::checkPosition(start.value());
    return 0;
}
