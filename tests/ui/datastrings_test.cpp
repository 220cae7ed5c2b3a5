// The data strings table (ui/datastrings.cpp) lists every user-visible text of every built-in
// variant — names, descriptions, armies, pieces, option labels and explanations, value labels
// and explanations — so that each reaches translators; text() passes unknown texts through.

#include "core/variantcatalog.h"
#include "ui/datastrings.h"

#include <gtest/gtest.h>

#include <set>
#include <string>

namespace {

// Every text of a variant that the GUI shows. Armies and pieces come from the definition with
// the default options and with each single option value, as VariantFile::check reads them.
std::set<std::string> shownTexts(const kabir::VariantFile& variant)
{
    std::set<std::string> texts{variant.name(), variant.description()};
    std::vector<kabir::OptionValues> choices{{}};
    for (const kabir::OptionDefinition& option : variant.options()) {
        texts.insert({option.label, option.explanation});
        for (const kabir::OptionChoice& value : option.values) {
            texts.insert({value.label, value.explanation});
            choices.push_back({{option.key, value.id}});
        }
    }
    for (const kabir::OptionValues& given : choices) {
        const auto definition = variant.definition(variant.resolveOptions(given).value());
        EXPECT_TRUE(definition) << variant.id() << ": " << definition.errorText();
        if (!definition)
            continue;
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

TEST(DataStrings, TextPassesUnlistedTextsThrough)
{
    EXPECT_EQ(DataStrings::text("Rule set"), QStringLiteral("Rule set"));  // no translation loaded
    EXPECT_EQ(DataStrings::text("Not a data string — ü"), QStringLiteral("Not a data string — ü"));
    EXPECT_FALSE(DataStrings::isListed("Not a data string — ü"));
}

}  // namespace
