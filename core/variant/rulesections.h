#pragma once
// The rule sections of a variant file: [pawns], [[castling]], [promotion], [king-leap],
// king-swap, [drops], [moves], [guard-zones], [turns] and [results] (resources/variants/README.md),
// read into the definition.

#include "core/variant/tomlreader.h"

namespace kabir {

void readRuleSections(TomlReader& r, const toml::table& doc, VariantDefinition& def);

}  // namespace kabir
