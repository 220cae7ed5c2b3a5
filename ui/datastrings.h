#pragma once
// Names that come from the variant files (resources/variants/*.toml) reach translators through
// the table in datastrings.cpp: lupdate reads its QT_TRANSLATE_NOOP entries, and these functions
// look a name up at run time. A name missing from the table shows as the file writes it; a
// test keeps the table complete for the built-in variants.

#include <QCoreApplication>
#include <QString>

#include <string>

namespace kabir {
class VariantFile;
}

class DataStrings {
    Q_DECLARE_TR_FUNCTIONS(DataStrings)

public:
    static QString variantName(const kabir::VariantFile& variant);
    static bool isListed(const std::string& text);
};
