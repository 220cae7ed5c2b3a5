// The data strings table, extracted by the build (ui/datastringsgen), lists every user-visible
// text of every built-in variant — names, descriptions, sources, armies, pieces, option labels
// and explanations, value labels, explanations and sources — and each has its German; none of
// them names a development document; text() passes unknown texts through.

#include "core/catalog/variantcatalog.h"
#include "core/variant/varianttexts.h"
#include "ui/datastrings.h"

#include <QTranslator>

#include <gtest/gtest.h>

#include <string>

namespace {

// The table the build extracts (ui/datastringsgen) lists every text of every built-in variant
// file, and the German translation has each of them: a text added to a variant file fails here
// until scripts/translations has given it to translators and it is translated.
TEST(DataStrings, EveryTextOfEveryBuiltInVariantIsListedAndTranslatedIntoGerman)
{
    QTranslator german;
    ASSERT_TRUE(german.load(QStringLiteral(":/i18n/kabir_de.qm")));
    const auto& variants = kabir::VariantCatalog::builtIn().variants();
    ASSERT_FALSE(variants.empty());
    for (const kabir::VariantFile& variant : variants)
        for (const std::string& text : kabir::shownTexts(variant)) {
            EXPECT_TRUE(DataStrings::isListed(text)) << variant.id() << ": \"" << text << "\" is not in the table";
            EXPECT_FALSE(german.translate("DataStrings", text.c_str()).isEmpty())
                << variant.id() << ": \"" << text << "\" has no German translation (scripts/translations)";
        }
}

// The texts cite the works the rules come from (author, year, page), never the project's own
// documents, which the user does not have.
TEST(DataStrings, NoTextNamesADevelopmentDocument)
{
    for (const kabir::VariantFile& variant : kabir::VariantCatalog::builtIn().variants())
        for (const std::string& text : kabir::shownTexts(variant))
            for (const char* document : {"seed", "rules.md", "catalogue.md", "architecture.md", "§"})
                EXPECT_EQ(QString::fromStdString(text).indexOf(QString::fromUtf8(document), 0, Qt::CaseInsensitive), -1)
                    << variant.id() << ": \"" << text << "\" names " << document;
}

TEST(DataStrings, TextPassesUnlistedTextsThrough)
{
    EXPECT_EQ(DataStrings::text("Rule set"), QStringLiteral("Rule set"));  // no translation loaded
    EXPECT_EQ(DataStrings::text("Not a data string — ü"), QStringLiteral("Not a data string — ü"));
    EXPECT_FALSE(DataStrings::isListed("Not a data string — ü"));
}

}  // namespace
