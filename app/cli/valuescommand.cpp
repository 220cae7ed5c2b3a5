#include "app/cli/commands.h"
#include "core/search/piecevalues.h"
#include "core/catalog/variantcatalog.h"

#include <iomanip>
#include <iostream>
#include <map>
#include <sstream>

namespace kabir::cli {
namespace {

// What the other option values of a variant change about its pieces, by piece letter: the
// values that bring a piece into the start array, and the values under which it is worth
// something else ("ruleset=B: 500/540"). Pieces are matched by letter.
struct OptionEffects {
    std::map<char, std::vector<std::string>> bringsIn;
    std::map<char, std::vector<std::string>> revalues;
};

bool inStartArray(const Ruleset& rules, PieceType type)
{
    for (Army army = 0; army < rules.armyCount(); ++army)
        if (rules.initialCount(army, type) > 0)
            return true;
    return false;
}

std::string join(const std::vector<std::string>& parts)
{
    std::string text;
    for (const std::string& part : parts)
        text += (text.empty() ? "" : ", ") + part;
    return text;
}

std::string pair(int midgame, int endgame)
{
    return std::to_string(midgame) + "/" + std::to_string(endgame);
}

Result<OptionEffects> optionEffects(const VariantFile& file, const Ruleset& base)
{
    OptionEffects effects;
    const OptionValues defaults = file.resolveOptions({}).value();
    for (const OptionDefinition& option : file.options()) {
        for (const OptionChoice& choice : option.values) {
            if (choice.id == defaults.at(option.key))
                continue;
            auto rules = VariantCatalog::builtIn().ruleset(file.id(), {{option.key, choice.id}});
            if (!rules)
                return rules.problems();
            const std::string label = option.key + "=" + choice.id;
            for (PieceType type = 0; type < rules.value()->pieceTypeCount(); ++type) {
                const char letter = rules.value()->definition().pieces[type].letter;
                const int baseType = base.definition().pieceTypeOf(letter);
                if (baseType < 0)
                    continue;
                if (inStartArray(*rules.value(), type) && !inStartArray(base, PieceType(baseType)))
                    effects.bringsIn[letter].push_back(label);
                const PieceValueDerivation there = derivePieceValue(*rules.value(), type);
                const PieceValueDerivation here = derivePieceValue(base, PieceType(baseType));
                if (there.midgame != here.midgame || there.endgame != here.endgame)
                    effects.revalues[letter].push_back(label + ": " + pair(there.midgame, there.endgame));
            }
        }
    }
    return effects;
}

std::string notes(const Ruleset& rules, PieceType type, const PieceValueDerivation& d, const OptionEffects& effects)
{
    const char letter = rules.definition().pieces[type].letter;
    std::vector<std::string> parts;
    if (d.basis == PieceValueBasis::Pawn)
        parts.push_back("pawn: the unit");
    else if (d.basis == PieceValueBasis::RoyalWithCheck)
        parts.push_back("royal, with check: not material");
    else if (rules.isRoyal(type))
        parts.push_back("royal, captured: the search adds the loss rules");
    if (d.overridden)
        parts.push_back("value from the variant file");
    if (rules.canDrop(type))
        parts.push_back("also in hand, same value");
    if (!inStartArray(rules, type)) {
        auto it = effects.bringsIn.find(letter);
        parts.push_back(
            it == effects.bringsIn.end() ? "not in the start array" : "in the start array with " + join(it->second));
    }
    if (auto it = effects.revalues.find(letter); it != effects.revalues.end())
        parts.push_back("with " + join(it->second));
    return join(parts);
}

void printTable(const Ruleset& rules, const OptionEffects& effects)
{
    const VariantDefinition& def = rules.definition();
    const Geometry& g = def.geometry;
    int playable = 0;
    for (Square s = 0; s < g.squareCount(); ++s)
        playable += g.isPlayable(s);
    std::cout << def.id << ": " << def.name << ", " << g.files() << "x" << g.ranks() << " board";
    if (playable < g.squareCount())
        std::cout << " less " << g.squareCount() - playable << " cut squares";
    std::cout << " (" << playable << " squares), " << rules.armyCount() << " armies, "
              << (rules.hasCheck() ? "check" : "no check") << '\n';
    std::cout << std::left << std::setw(24) << "  piece" << std::setw(12) << "betza" << std::right << std::setw(7)
              << "moves" << std::setw(8) << "mob-mg" << std::setw(8) << "mob-eg" << std::setw(7) << "reach"
              << std::setw(11) << "derived" << std::setw(11) << "value"
              << "  notes\n";
    for (PieceType type = 0; type < rules.pieceTypeCount(); ++type) {
        const PieceDefinition& piece = def.pieces[type];
        const PieceValueDerivation d = derivePieceValue(rules, type);
        const std::string remarks = notes(rules, type, d, effects);
        std::ostringstream name;
        name << "  " << piece.letter << ' ' << piece.name;
        std::cout << std::left << std::setw(24) << name.str() << std::setw(12) << piece.betza << std::right
                  << std::fixed << std::setprecision(2) << std::setw(7) << d.targets << std::setw(8)
                  << d.mobilityMidgame << std::setw(8) << d.mobilityEndgame << std::setw(7) << d.reach << std::setw(11)
                  << pair(d.derivedMidgame, d.derivedEndgame) << std::setw(11) << pair(d.midgame, d.endgame)
                  << (remarks.empty() ? "" : "  ") << remarks << '\n';
    }
}

}  // namespace

// kabir-cli values [--variant ID] [--option KEY=VALUE]...
// Prints the derived piece values (midgame/endgame centipawns) with the figures behind them:
// for one variant and options, or for every variant with its default options, noting what
// the other option values change about the pieces.
int valuesCommand(int argc, char** argv)
{
    auto args = parseArguments(argc, argv, {"variant", "option"}, {});
    if (!args)
        return reportProblems(args.problems(), 2);
    if (!args->words.empty())
        return reportProblems({{"command line", 0, 0, args->words.front(), "unexpected word"}}, 2);
    auto options = args->variantOptions();
    if (!options)
        return reportProblems(options.problems(), 2);
    const VariantCatalog& catalog = VariantCatalog::builtIn();
    if (args->has("variant")) {
        auto rules = catalog.ruleset(args->option("variant"), options.value());
        if (!rules)
            return reportProblems(fromSource(rules.problems(), "command line"));
        printTable(*rules.value(), {});
        return 0;
    }
    if (!options->empty())
        return reportProblems({{"command line", 0, 0, "--option", "needs --variant"}}, 2);
    for (const VariantFile& file : catalog.variants()) {
        auto rules = catalog.ruleset(file.id());
        if (!rules)
            return reportProblems(rules.problems());
        auto effects = optionEffects(file, *rules.value());
        if (!effects)
            return reportProblems(effects.problems());
        std::cout << (&file == &catalog.variants().front() ? "" : "\n");
        printTable(*rules.value(), effects.value());
    }
    return 0;
}

}  // namespace kabir::cli
