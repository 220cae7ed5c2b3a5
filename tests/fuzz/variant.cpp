// Variant files (TOML): the input is parsed as a variant file and checked (every option
// value compiled, its start position read); a file without a problem is compiled with its
// default options and its start position must pass checkPosition (FEN round trip, legal moves
// made and unmade).
#include "tests/fuzz/fuzzhelpers.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace kabir;
    auto file = VariantFile::parse(std::string(fuzz::text(data, size)), "fuzz.toml");
    if (!file || !file->check().empty())
        return 0;
    auto options = file->resolveOptions({});
    if (!options)
        fuzz::fail("a checked variant file's default options do not resolve", options.errorText());
    auto definition = file->definition(options.value());
    if (!definition)
        fuzz::fail("a checked variant file has no definition", definition.errorText());
    auto rules = Ruleset::compile(definition.value());
    if (!rules)
        fuzz::fail("a checked variant file does not compile", rules.errorText());
    Position start = Position::start(rules.value());
    fuzz::checkPosition(start);
    return 0;
}
