#include "core/match/openings.h"

#include "core/record/gamerecord.h"
#include "core/record/notation.h"

#include <algorithm>
#include <numeric>
#include <random>
#include <set>
#include <sstream>

namespace kabir::match {
namespace {

std::string trimmed(const std::string& text)
{
    const auto begin = text.find_first_not_of(" \t\r");
    if (begin == std::string::npos)
        return {};
    return text.substr(begin, text.find_last_not_of(" \t\r") - begin + 1);
}

// The opening's position loads and its moves are legal and leave the game going on.
Result<bool> check(const Opening& opening, const VariantFile& variant, const OptionValues& options)
{
    auto game = Game::create(variant, options, opening.fen);
    if (!game)
        return game.problems();
    if (game->choosingArmy() >= 0)
        return Problem{
            "", 0, 0, "array-chooser", "a match cannot make the choice before the first move: fix it with an option"};
    for (const std::string& move : opening.moves) {
        auto played = game->play(move);
        if (!played)
            return played.problems();
    }
    if (game->outcome().over())
        return Problem{"", 0, 0, "", "the opening ends the game (" + game->outcome().kindId() + ")"};
    return true;
}

Result<std::vector<Opening>> fromRecords(
    const std::string& text, const std::string& fileName, const VariantFile& variant)
{
    auto records = readRecords(text, fileName);
    if (!records)
        return records.problems();
    std::vector<Opening> openings;
    for (GameRecord& record : records.value()) {
        if (record.game.variant().id() != variant.id())
            return Problem{fileName, 0, 0, "Variant",
                "an opening of " + record.game.variant().id() + " in a match of " + variant.id()};
        if (!record.game.choiceMade().empty())
            return Problem{fileName, 0, 0, "PreGameChoice", "openings with a pre-game choice are not supported"};
        Opening opening;
        if (record.tags.count("FEN"))
            opening.fen = record.tags.at("FEN");
        for (int ply = 0; ply < record.game.plyCount(); ++ply)
            opening.moves.push_back(coordinateText(record.game.positionAt(ply), record.game.moveAt(ply)));
        openings.push_back(std::move(opening));
    }
    return openings;
}

Result<std::vector<Opening>> fromFens(
    const std::string& text, const std::string& fileName, const VariantFile& variant, const OptionValues& options)
{
    std::vector<Opening> openings;
    std::istringstream in(text);
    std::string line;
    for (int number = 1; std::getline(in, line); ++number) {
        line = trimmed(line.substr(0, line.find('#')));
        if (line.empty())
            continue;
        Opening opening{line, {}};
        if (!Game::create(variant, options, line)) {
            // EPD: four fields, then operations ("bm e4; id \"x\";") in place of the counters.
            std::istringstream fields(line.substr(0, line.find(';')));
            std::string field, fen;
            for (int i = 0; i < 4 && fields >> field; ++i)
                fen += field + ' ';
            opening.fen = fen + "0 1";
        }
        auto checked = check(opening, variant, options);
        if (!checked)
            return Problem{fileName, number, 0, line, checked.problems().front().message};
        openings.push_back(std::move(opening));
    }
    if (openings.empty())
        return Problem{fileName, 0, 0, "", "holds no opening"};
    return openings;
}

}  // namespace

Result<std::vector<Opening>> readOpenings(
    const std::string& text, const std::string& fileName, const VariantFile& variant, const OptionValues& options)
{
    // A position file's first word holds the board's '/'; a record file starts with a tag
    // or a move.
    std::istringstream in(text);
    std::string first;
    while (std::getline(in, first) && (trimmed(first).empty() || trimmed(first)[0] == '#')) { }
    first = trimmed(first);
    if (!first.empty() && first[0] != '[' && first.substr(0, first.find(' ')).find('/') != std::string::npos)
        return fromFens(text, fileName, variant, options);
    auto openings = fromRecords(text, fileName, variant);
    if (!openings)
        return openings;
    for (std::size_t i = 0; i < openings->size(); ++i) {
        auto checked = check(openings.value()[i], variant, options);
        if (!checked)
            return Problem{fileName, 0, 0, "game " + std::to_string(i + 1), checked.problems().front().message};
    }
    return openings;
}

std::vector<Opening> randomOpenings(
    const VariantFile& variant, const OptionValues& options, int count, int plies, std::uint64_t seed)
{
    std::mt19937_64 random(seed);
    std::vector<Opening> openings;
    std::set<std::string> seen;
    for (int attempt = 0; int(openings.size()) < count && attempt < count * 20; ++attempt) {
        auto game = Game::create(variant, options);
        if (!game || game->choosingArmy() >= 0)
            break;
        Opening opening;
        for (int ply = 0; ply < plies; ++ply) {
            const std::vector<std::string> legal = game->legalMoves();
            if (legal.empty())
                break;
            opening.moves.push_back(legal[std::size_t(random() % legal.size())]);
            game->play(opening.moves.back());
        }
        if (int(opening.moves.size()) == plies && !game->outcome().over() && seen.insert(game->position().fen()).second)
            openings.push_back(std::move(opening));
    }
    return openings;
}

std::vector<int> openingOrder(int count, bool random, std::uint64_t seed)
{
    std::vector<int> order(std::size_t(std::max(count, 0)));
    std::iota(order.begin(), order.end(), 0);
    if (random) {
        std::mt19937_64 generator(seed);
        std::shuffle(order.begin(), order.end(), generator);
    }
    return order;
}

}  // namespace kabir::match
