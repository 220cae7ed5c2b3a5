// Move text in every notation read: the first byte chooses the variant (and maybe one option
// value), the second the position (the start, or one reached after 8 or 24 plies) and the
// notation the moves are read in (the SAN-like or the numbered text, English or German
// letters; coordinates are read in all); the rest is moves separated by white space. Each
// move read must be legal; it is written in every notation and coordinates and must read back
// as the same move; then it is played and the next one read.
#include "tests/fuzz/fuzzhelpers.h"

#include "core/position/movegen.h"
#include "core/record/notation.h"

#include <map>

namespace {

using namespace kabir;

const Notation kNotations[] = {
    {MoveSystem::Standard, ""}, {MoveSystem::Standard, "de"}, {MoveSystem::Numbered, ""}, {MoveSystem::Numbered, "de"}};

// The start position and two reached by a fixed choice among the legal moves.
const std::vector<Position>& positions(const fuzz::VariantChoice& choice)
{
    static std::map<std::pair<std::string, OptionValues>, std::vector<Position>> cache;
    auto& found = cache[{choice.file->id(), choice.options}];
    if (!found.empty())
        return found;
    Position pos = Position::start(fuzz::rulesFor(choice));
    found.push_back(pos);
    for (int ply = 1; ply <= 24; ++ply) {
        MoveList moves;
        generateLegalMoves(pos, moves);
        if (moves.empty())
            break;
        pos.doMove(moves[std::size_t(ply * 37 + 11) % moves.size()]);
        if (ply == 8 || ply == 24)
            found.push_back(pos);
    }
    return found;
}

void checkWritten(Position& pos, Move m, const std::string& input)
{
    const std::string coordinate = coordinateText(pos, m);
    auto again = parseMove(pos, coordinate);
    if (!again || !(again.value() == m))
        kabir::fuzz::fail("a move's coordinates do not read back", pos.fen() + " " + input + " -> " + coordinate);
    for (const Notation& notation : kNotations) {
        const std::string text = moveText(pos, m, notation);
        auto read = parseMove(pos, text, notation);
        if (!read || !(read.value() == m))
            kabir::fuzz::fail("a move's text does not read back",
                pos.fen() + " " + input + " -> " + text + " (" + notation.language + ")\n" + read.errorText());
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    static const std::vector<std::string> ids = [] {
        std::vector<std::string> all;
        for (const VariantFile& v : VariantCatalog::builtIn().variants())
            all.push_back(v.id());
        return all;
    }();
    if (size < 2)
        return 0;
    const fuzz::VariantChoice choice = fuzz::chooseVariant(data[0], ids);
    const std::vector<Position>& start = positions(choice);
    Position pos = start[data[1] % start.size()];
    const Notation& notation = kNotations[(data[1] / 3) % std::size(kNotations)];
    const std::string_view input = fuzz::text(data + 2, size - 2);
    std::size_t at = 0;
    for (int played = 0; played < 64 && at < input.size(); ++played) {
        const std::size_t begin = input.find_first_not_of(" \t\r\n", at);
        if (begin == std::string_view::npos)
            break;
        const std::size_t end = std::min(input.find_first_of(" \t\r\n", begin), input.size());
        at = end;
        const std::string word(input.substr(begin, end - begin));
        auto move = parseMove(pos, word, notation);
        if (!move)
            continue;
        MoveList legal;
        generateLegalMoves(pos, legal);
        if (!legal.contains(move.value()))
            fuzz::fail("a move read is not legal", pos.fen() + " " + word);
        checkWritten(pos, move.value(), word);
        pos.doMove(move.value());
    }
    return 0;
}
