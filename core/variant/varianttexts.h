#pragma once
// Every text of a variant file that a program shows its user: the variant's name, description
// and group, option labels and explanations, value labels, explanations and sources, and the
// sources, army and piece names of the definitions it makes (with the default options and with
// each single option value, as checkVariantFile reads them). The window's translations of
// the variant files are made from this list (ui/datastringsgen).

#include "core/variant/variantfile.h"

#include <string>
#include <vector>

namespace kabir {

// In the order the file gives them, each once, without empty texts.
std::vector<std::string> shownTexts(const VariantFile& variant);

}  // namespace kabir
