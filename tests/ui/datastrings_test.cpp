// The data strings table (ui/datastrings.cpp) lists every user-visible text of every built-in
// variant — names, descriptions, sources, armies, pieces, option labels and explanations, value
// labels, explanations and sources — so that each reaches translators; none of them names a
// development document; text() passes unknown texts through.

#include "core/variant/variantcatalog.h"
#include "ui/datastrings.h"

#include <gtest/gtest.h>

#include <set>
#include <string>

namespace {

// Every text of a variant that the GUI shows. Sources, armies and pieces come from the definition
// with the default options and with each single option value, as VariantFile::check reads them.
std::set<std::string> shownTexts(const kabir::VariantFile& variant)
{
    std::set<std::string> texts{variant.name(), variant.description(), variant.group()};
    std::vector<kabir::OptionValues> choices{{}};
    for (const kabir::OptionDefinition& option : variant.options()) {
        texts.insert({option.label, option.explanation});
        for (const kabir::OptionChoice& value : option.values) {
            texts.insert({value.label, value.explanation, value.source});
            choices.push_back({{option.key, value.id}});
        }
    }
    for (const kabir::OptionValues& given : choices) {
        const auto definition = variant.definition(variant.resolveOptions(given).value());
        EXPECT_TRUE(definition) << variant.id() << ": " << definition.errorText();
        if (!definition)
            continue;
        texts.insert(definition->source);
        for (const kabir::ArmyDefinition& army : definition->armies)
            texts.insert(army.name);
        for (const kabir::PieceDefinition& piece : definition->pieces)
            texts.insert(piece.name);
    }
    texts.erase("");
    return texts;
}

TEST(DataStrings, ListEveryTextOfEveryBuiltInVariant)
{
    const auto& variants = kabir::VariantCatalog::builtIn().variants();
    ASSERT_FALSE(variants.empty());
    for (const kabir::VariantFile& variant : variants)
        for (const std::string& text : shownTexts(variant))
            EXPECT_TRUE(DataStrings::isListed(text)) << variant.id() << ": \"" << text << "\" is missing from ui/datastrings.cpp";
}

// The texts cite the works the rules come from (author, year, page), never the project's own
// documents, which the user does not have.
TEST(DataStrings, NoTextNamesADevelopmentDocument)
{
    for (const kabir::VariantFile& variant : kabir::VariantCatalog::builtIn().variants())
        for (const std::string& text : shownTexts(variant))
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
