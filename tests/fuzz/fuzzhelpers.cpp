#include "tests/fuzz/fuzzhelpers.h"

#include "core/position/movegen.h"
#include "core/record/notation.h"

#include <cstdio>
#include <cstdlib>
#include <map>
#include <sstream>
#include <utility>

namespace kabir::fuzz {

VariantChoice chooseVariant(std::uint8_t selector, const std::vector<std::string>& ids)
{
    VariantChoice choice;
    choice.file = VariantCatalog::builtIn().find(ids[selector % ids.size()]);
    if (!choice.file)
        fail("no built-in variant", ids[selector % ids.size()]);
    const auto& options = choice.file->options();
    std::size_t rest = selector / ids.size();
    if (options.empty() || rest == 0)
        return choice;  // the defaults
    --rest;
    const OptionDefinition& option = options[rest % options.size()];
    if (!option.values.empty())
        choice.options[option.key] = option.values[(rest / options.size()) % option.values.size()].id;
    return choice;
}

RulesetPtr rulesFor(const VariantChoice& choice)
{
    static std::map<std::pair<std::string, OptionValues>, RulesetPtr> cache;
    const auto key = std::make_pair(choice.file->id(), choice.options);
    auto found = cache.find(key);
    if (found != cache.end())
        return found->second;
    auto rules = VariantCatalog::builtIn().ruleset(choice.file->id(), choice.options);
    if (!rules)
        fail("a built-in variant does not compile", rules.errorText());
    return cache[key] = rules.value();
}

void fail(const std::string& what, const std::string& detail)
{
    std::fprintf(stderr, "FUZZ FINDING: %s\n%s\n", what.c_str(), detail.c_str());
    std::abort();
}

void checkPosition(Position& pos)
{
    const std::string fen = pos.fen();
    auto again = Position::fromFen(pos.rulesPtr(), fen);
    if (!again)
        fail("the FEN written is not read back", fen + "\n" + again.errorText());
    if (!(again.value() == pos) || again->fen() != fen || again->key() != pos.key())
        fail("the FEN read back is another position", fen + "\n" + again->fen());
    MoveList moves;
    generateLegalMoves(pos, moves);
    for (Move m : moves) {
        const std::string coordinate = coordinateText(pos, m);
        pos.doMove(m);
        if (pos.key() != pos.computeKey())
            fail("the incremental hash differs after a move", fen + " " + coordinate);
        pos.undoMove();
        if (pos.fen() != fen || pos.key() != again->key())
            fail("a move made and unmade changes the position", fen + " " + coordinate + "\n" + pos.fen());
    }
}

void fuzzFen(const std::uint8_t* data, std::size_t size, const std::vector<std::string>& ids)
{
    if (size < 1)
        return;
    const RulesetPtr rules = rulesFor(chooseVariant(data[0], ids));
    const std::string_view fen = text(data + 1, size - 1);
    if (auto unchecked = Position::fromFenUnchecked(rules, fen))
        (void)unchecked->fen();
    auto pos = Position::fromFen(rules, fen);
    if (pos)
        checkPosition(pos.value());
}

std::string capNumber(const std::string& value, long cap)
{
    std::istringstream in(value);
    long number = 0;
    if (in >> number && (in >> std::ws).eof() && number > cap)
        return std::to_string(cap);
    return value;
}

std::vector<std::string> words(const std::string& line)
{
    std::istringstream in(line);
    std::vector<std::string> out;
    for (std::string word; in >> word;)
        out.push_back(word);
    return out;
}

std::string joinWords(const std::vector<std::string>& words)
{
    std::string out;
    for (const std::string& w : words)
        out += (out.empty() ? "" : " ") + w;
    return out;
}

std::string_view text(const std::uint8_t* data, std::size_t size)
{
    return {reinterpret_cast<const char*>(data), size};
}

std::vector<std::string> lines(std::string_view input)
{
    std::vector<std::string> out;
    while (!input.empty()) {
        const std::size_t end = input.find('\n');
        std::string line(input.substr(0, end));
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        out.push_back(std::move(line));
        if (end == std::string_view::npos)
            break;
        input.remove_prefix(end + 1);
    }
    return out;
}

}  // namespace kabir::fuzz
