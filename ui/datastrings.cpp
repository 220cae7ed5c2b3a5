#include "ui/datastrings.h"

#include "core/variantfile.h"

#include <algorithm>
#include <iterator>
#include <string_view>

namespace {

// Every name of a built-in variant, as written in its file. Piece, army and option names join
// this table when the GUI first shows them.
const char* const kDataStrings[] = {
    QT_TRANSLATE_NOOP("DataStrings", "Chaturanga 4-84"),
    QT_TRANSLATE_NOOP("DataStrings", "Chess"),
    QT_TRANSLATE_NOOP("DataStrings", "Hyderabad Decimal Chess"),
    QT_TRANSLATE_NOOP("DataStrings", "Kaiserspiel"),
    QT_TRANSLATE_NOOP("DataStrings", "Sultanspiel"),
    QT_TRANSLATE_NOOP("DataStrings", "Turkish Great Chess"),
};

}  // namespace

QString DataStrings::variantName(const kabir::VariantFile& variant)
{
    return tr(variant.name().c_str());
}

bool DataStrings::isListed(const std::string& text)
{
    return std::any_of(std::begin(kDataStrings), std::end(kDataStrings),
                       [&text](const char* listed) { return text == listed; });
}
