#include "core/variant/varianttexts.h"

#include <algorithm>

namespace kabir {

std::vector<std::string> shownTexts(const VariantFile& variant)
{
    std::vector<std::string> texts;
    const auto add = [&texts](const std::string& text) {
        if (!text.empty() && std::find(texts.begin(), texts.end(), text) == texts.end())
            texts.push_back(text);
    };
    add(variant.name());
    add(variant.description());
    add(variant.group());
    for (const OptionDefinition& option : variant.options()) {
        add(option.label);
        add(option.explanation);
        for (const OptionChoice& value : option.values) {
            add(value.label);
            add(value.explanation);
            add(value.source);
        }
    }
    for (const OptionValues& given : variant.singleOptionChoices()) {
        const auto resolved = variant.resolveOptions(given);
        if (!resolved)
            continue;
        const auto definition = variant.definition(*resolved);
        if (!definition)
            continue;  // checkVariantFile reports it
        add(definition->source);
        for (const ArmyDefinition& army : definition->armies)
            add(army.name);
        for (const PieceDefinition& piece : definition->pieces)
            add(piece.name);
    }
    return texts;
}

}  // namespace kabir
