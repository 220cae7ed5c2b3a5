#include "core/record/pieceletters.h"

#include "core/variant/variantdefinition.h"

#include <algorithm>
#include <cctype>

namespace kabir {

std::vector<std::string> letterLanguages(const VariantDefinition& def)
{
    std::vector<std::string> languages;
    if (def.pieces.empty())
        return languages;
    for (const auto& [language, letter] : def.pieces.front().letters)
        if (hasLetters(def, language))
            languages.push_back(language);
    return languages;
}

bool hasLetters(const VariantDefinition& def, std::string_view language)
{
    return !language.empty() && !def.pieces.empty()
        && std::all_of(def.pieces.begin(), def.pieces.end(),
            [&](const PieceDefinition& p) { return p.letters.count(std::string(language)); });
}

char pieceLetter(const VariantDefinition& def, PieceType type, std::string_view language)
{
    for (const auto& [full, bare] : def.whenBare)
        if (bare == type)
            type = full;  // a bare form is written as its piece
    const PieceDefinition& piece = def.pieces[type];
    if (!hasLetters(def, language))
        return piece.letter;
    return piece.letters.at(std::string(language));
}

int pieceTypeOfLetter(const VariantDefinition& def, char letter, std::string_view language)
{
    if (!hasLetters(def, language))
        return def.pieceTypeOf(letter);
    const char upper = char(std::toupper(static_cast<unsigned char>(letter)));
    for (std::size_t i = 0; i < def.pieces.size(); ++i)
        if (def.pieces[i].letters.at(std::string(language)) == upper)
            return int(i);
    return -1;
}

}  // namespace kabir
