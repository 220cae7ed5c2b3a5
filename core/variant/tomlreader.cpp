#include "core/variant/tomlreader.h"

namespace kabir {

Result<toml::table> parseToml(const std::string& text, const std::string& fileName)
{
    try {
        return toml::parse(text, fileName);
    } catch (const toml::parse_error& e) {
        return Problem{
            fileName, int(e.source().begin.line), int(e.source().begin.column), "", std::string(e.description())};
    }
}

int armyIndex(const VariantDefinition& def, const std::string& name)
{
    for (std::size_t i = 0; i < def.armies.size(); ++i)
        if (def.armies[i].name == name)
            return int(i);
    return -1;
}

// An array of piece letters of this variant, as types.
std::vector<PieceType> readPieceTypes(
    TomlReader& r, const toml::table& t, const std::string& key, const std::string& path, const VariantDefinition& def)
{
    std::vector<PieceType> types;
    if (const toml::array* list = r.array(t, key, path)) {
        for (const toml::node& n : *list) {
            auto letter = n.value<std::string>();
            const int type = letter && letter->size() == 1 ? def.pieceTypeOf((*letter)[0]) : -1;
            if (type < 0)
                r.problem(&n, path, "expected the letter of a piece of this variant");
            else
                types.push_back(PieceType(type));
        }
    }
    return types;
}

}  // namespace kabir
