#include "core/catalog/variantrecognition.h"

#include "core/position/fenboard.h"
#include "core/position/position.h"
#include "core/rules/rulesetcompiler.h"
#include "core/catalog/variantcatalog.h"

#include <algorithm>
#include <cctype>
#include <optional>

namespace kabir {
namespace {

using Board = std::vector<Piece>;

// The board field of `fen` on the definition's board, read without compiling its rules;
// nothing when the shape or a piece does not fit.
std::optional<Board> readBoard(std::string_view fen, const VariantDefinition& def)
{
    const std::vector<std::string> fields = splitFenFields(fen);
    if (fields.empty())
        return std::nullopt;
    const bool armyLetters = def.armies.size() > 2;  // the four-army format: "rK"
    auto read = [&](std::string_view text, Square) {
        int army = 1, type = -1;
        if (armyLetters && text.size() > 1 && std::isupper(static_cast<unsigned char>(text[1]))) {
            const auto found = std::find_if(
                def.armies.begin(), def.armies.end(), [&](const ArmyDefinition& a) { return a.letter == text[0]; });
            army = int(found - def.armies.begin());
            type = found == def.armies.end() ? -1 : def.pieceTypeOf(text[1]);
        } else if (!armyLetters) {
            Army side = 0;
            PieceType t = 0;
            if (const std::size_t length = def.readFenToken(text, side, t))
                return PieceToken{length, makePiece(side, t), ""};
        }
        if (type < 0)
            return PieceToken{};
        return PieceToken{2u, makePiece(Army(army), PieceType(type)), ""};
    };
    Board board(kMaxSquares, kEmpty);
    const std::string squares = fields[0].substr(0, fields[0].find('['));  // without the pieces in hand
    if (!readFenBoard(squares, def.geometry, read, [&](Square s, Piece p) { board[std::size_t(s)] = p; }).empty())
        return std::nullopt;
    return board;
}

std::optional<VariantDefinition> definitionFor(const VariantFile& variant, const OptionValues& options)
{
    auto resolved = variant.resolveOptions(options);
    if (!resolved)
        return std::nullopt;
    auto definition = variant.definition(resolved.value());
    if (!definition)
        return std::nullopt;
    return std::move(definition).value();
}

// One choice of option values to try, with how well the position fits its start array.
struct Candidate {
    VariantMatch match;
    VariantDefinition definition;
};

std::optional<Candidate> candidate(std::string_view fen, const VariantFile& variant, const OptionValues& options)
{
    auto definition = definitionFor(variant, options);
    if (!definition)
        return std::nullopt;
    const auto board = readBoard(fen, definition.value());
    const auto start = readBoard(definition->startFen, definition.value());
    if (!board || !start)
        return std::nullopt;
    std::vector<bool> allowed(kMaxPieceTypes, false);
    for (Piece p : *start)
        if (p)
            allowed[typeOf(p)] = true;
    for (const auto* types : {&definition->promotion.pieces, &definition->drops.pieces})
        for (PieceType t : *types)
            allowed[t] = true;
    VariantMatch match{&variant, options};
    const OptionValues defaults = variant.resolveOptions({}).value();
    match.defaults = std::all_of(
        options.begin(), options.end(), [&](const auto& option) { return defaults.at(option.first) == option.second; });
    bool ownPieces = true;
    for (std::size_t s = 0; s < board->size(); ++s) {
        match.squaresAsAtStart += (*board)[s] && (*board)[s] == (*start)[s];
        ownPieces = ownPieces && (!(*board)[s] || allowed[typeOf((*board)[s])]);
    }
    match.fit = *board == *start ? VariantMatch::Fit::StartArray
        : ownPieces              ? VariantMatch::Fit::ArrayPieces
                                 : VariantMatch::Fit::OtherPieces;
    return Candidate{std::move(match), std::move(*definition)};
}

// The options some value of which changes the start position, and every choice of their
// values, defaults first.
std::vector<OptionValues> startChoices(const VariantFile& variant, std::vector<const OptionDefinition*>& others)
{
    const OptionValues defaults = variant.resolveOptions({}).value();
    auto startFen = [&](const OptionValues& options) {
        const auto definition = definitionFor(variant, options);
        return definition ? definition->startFen : std::string();
    };
    const std::string defaultFen = startFen({});
    std::vector<OptionValues> choices{{}};
    for (const OptionDefinition& option : variant.options()) {
        const bool changesStart = std::any_of(option.values.begin(), option.values.end(), [&](const OptionChoice& v) {
            return startFen({{option.key, v.id}}) != defaultFen;
        });
        if (!changesStart) {
            others.push_back(&option);
            continue;
        }
        std::vector<OptionValues> next;
        for (const OptionValues& choice : choices) {
            next.push_back(choice);
            next.back()[option.key] = defaults.at(option.key);
            for (const OptionChoice& value : option.values)
                if (value.id != defaults.at(option.key)) {
                    next.push_back(choice);
                    next.back()[option.key] = value.id;
                }
        }
        choices = std::move(next);
    }
    return choices;
}

// Whether `fen` is a valid position under the candidate's rules, and whether it is the start.
bool validate(std::string_view fen, Candidate& c)
{
    auto rules = compileRuleset(c.definition);
    if (!rules)
        return false;
    const auto position = Position::fromFen(rules.value(), fen);
    if (!position)
        return false;
    // The start position in every field, and with every field the start has: Cambodian chess's
    // start lacks only the checks to give of Ka Ok's, which a FEN of Ka Ok may leave out.
    const std::string start = Position::start(rules.value()).fen();
    if (c.match.fit == VariantMatch::Fit::StartArray && position->fen() == start
        && splitFenFields(fen).size() == splitFenFields(start).size())
        c.match.fit = VariantMatch::Fit::StartPosition;
    return true;
}

// The best choice of options for `variant`: among the choices of the options that change the
// start position, best fit first, the first valid one (a start position among those that fit
// as well preferred); failing that, each other option's values on top of those choices.
std::optional<VariantMatch> bestMatch(std::string_view fen, const VariantFile& variant)
{
    // The board may be the default one or one an option chooses (Mysore's 14 x 14).
    if (!definitionFor(variant, {}))
        return std::nullopt;
    std::vector<const OptionDefinition*> others;
    std::vector<Candidate> candidates;
    for (const OptionValues& options : startChoices(variant, others))
        if (auto c = candidate(fen, variant, options))
            candidates.push_back(std::move(*c));
    std::stable_sort(candidates.begin(), candidates.end(),
        [](const Candidate& a, const Candidate& b) { return a.match.betterThan(b.match); });
    std::optional<VariantMatch> best;
    for (Candidate& c : candidates) {
        // A choice of other values with the same array may still be the very start position
        // (Malay chess after Brooke starts without the kings' first-move rights).
        const bool mayBeStart = best && c.match.fit == VariantMatch::Fit::StartArray
            && c.match.squaresAsAtStart == best->squaresAsAtStart;
        if (best && (best->fit != VariantMatch::Fit::StartArray || (best->betterThan(c.match) && !mayBeStart)))
            break;
        if (validate(fen, c) && (!best || c.match.fit < best->fit))
            best = c.match;
    }
    if (best)
        return best;
    for (const Candidate& start : candidates)
        for (const OptionDefinition* option : others)
            for (const OptionChoice& value : option->values) {
                OptionValues options = start.match.options;
                options[option->key] = value.id;
                auto c = candidate(fen, variant, options);
                if (c && validate(fen, *c))
                    return c->match;
            }
    return std::nullopt;
}

}  // namespace

std::vector<VariantMatch> recogniseVariant(std::string_view fen)
{
    std::vector<VariantMatch> matches;
    for (const VariantFile& variant : VariantCatalog::builtIn().variants())
        if (auto best = bestMatch(fen, variant))
            matches.push_back(std::move(*best));
    std::stable_sort(
        matches.begin(), matches.end(), [](const VariantMatch& a, const VariantMatch& b) { return a.betterThan(b); });
    return matches;
}

}  // namespace kabir
