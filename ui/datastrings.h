#pragma once
// Texts that come from the variant files (resources/variants/*.toml) reach translators through
// a table the build extracts from the built-in variant files (datastringstable.h): lupdate reads
// its QT_TRANSLATE_NOOP entries, and these functions look a text up at run time. A text of a
// variant file not built in shows as the file writes it.

#include <QCoreApplication>
#include <QString>

#include <string>

class QWidget;

namespace kabir {
class VariantFile;
}

class DataStrings {
    Q_DECLARE_TR_FUNCTIONS(DataStrings)

public:
    // Any text of a variant file (a name, label or explanation), translated; unchanged when
    // the table does not list it or no translation is loaded.
    static QString text(const std::string& text);
    static QString variantName(const kabir::VariantFile& variant);
    static bool isListed(const std::string& text);
    // A text (from a variant file, or made of such texts) as a label with a mnemonic: "&" before
    // its first letter that `taken` does not hold yet, which then joins `taken`. An ampersand
    // of the text stays an ampersand.
    static QString withMnemonic(QString text, QString& taken);
    // The mnemonic letters the labels and buttons of `window` have taken so far, in lower case.
    static QString takenMnemonics(const QWidget* window);
};
