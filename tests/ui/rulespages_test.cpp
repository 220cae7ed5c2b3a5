// The rules pages (resources/rules/<variant>.html) and the help viewer that shows them: every
// built-in variant has a page that loads, names every piece, every option and every option
// value as its variant file labels them, and cites its sources; RulesBrowser shows the page
// asked for, in the program's language where it has one, and follows the variant chooser.

#include "core/variantcatalog.h"
#include "ui/rulesbrowser.h"
#include "ui/translators.h"

#include <QComboBox>
#include <QFile>
#include <QTextBrowser>

#include <gtest/gtest.h>

#include <map>
#include <string>
#include <vector>

namespace {

// The page's text as a reader sees it, white space collapsed.
QString pageText(const std::string& variantId)
{
    QTextBrowser browser;
    browser.setSource(RulesBrowser::pageFor(QString::fromStdString(variantId)));
    return browser.toPlainText().simplified();
}

bool contains(const QString& text, const std::string& needle)
{
    return text.contains(QString::fromStdString(needle).simplified());
}

// The authors of the source documents each page must cite (rules.md and ../seeds/).
const std::map<std::string, std::vector<std::string>> kSourceAuthors = {
    {"chess", {"FIDE Laws of Chess"}},
    {"kaiserspiel", {"Markov (2022)", "Tressau", "Peguilhen"}},
    {"sultanspiel", {"Markov (2022)", "Tressau"}},
    {"hyderabad", {"Markov (2022)", "Bodlaender", "Greenwood", "Cazaux and Knowlton (2017)"}},
    {"turkish", {"Markov and Härtel (2020)", "Appendix 1", "Appendix 2"}},
    {"chaturanga-4-84", {"Aronson (2002)"}},
};

TEST(RulesPages, EveryBuiltInVariantHasAPageThatLoads)
{
    for (const kabir::VariantFile& variant : kabir::VariantCatalog::builtIn().variants()) {
        SCOPED_TRACE(variant.id());
        const QUrl url = RulesBrowser::pageFor(QString::fromStdString(variant.id()));
        EXPECT_TRUE(QFile::exists(QLatin1Char(':') + url.path()));
        const QString text = pageText(variant.id());
        EXPECT_GT(text.size(), 2000);
        EXPECT_TRUE(text.contains(QStringLiteral("Where the sources disagree")));
        EXPECT_TRUE(contains(text, variant.name()));
    }
}

TEST(RulesPages, EveryOptionAndValueIsExplainedWithItsLabel)
{
    for (const kabir::VariantFile& variant : kabir::VariantCatalog::builtIn().variants()) {
        const QString text = pageText(variant.id());
        ASSERT_FALSE(variant.options().empty()) << variant.id();
        for (const kabir::OptionDefinition& option : variant.options()) {
            SCOPED_TRACE(variant.id() + " " + option.key);
            EXPECT_TRUE(contains(text, option.label)) << option.label;
            EXPECT_TRUE(contains(text, option.explanation)) << option.explanation;
            for (const kabir::OptionChoice& value : option.values) {
                EXPECT_TRUE(contains(text, value.label)) << value.label;
                EXPECT_TRUE(contains(text, value.explanation)) << value.explanation;
                EXPECT_TRUE(contains(text, value.source)) << value.source;
                EXPECT_TRUE(contains(text, option.key + "=" + value.id)) << value.id;
            }
        }
    }
}

TEST(RulesPages, EveryPieceIsNamed)
{
    const kabir::VariantCatalog& catalog = kabir::VariantCatalog::builtIn();
    for (const kabir::VariantFile& variant : catalog.variants()) {
        const QString text = pageText(variant.id());
        const kabir::Result<kabir::OptionValues> options = variant.resolveOptions({});
        ASSERT_TRUE(options.ok()) << variant.id();
        const kabir::Result<kabir::VariantDefinition> definition = variant.definition(options.value());
        ASSERT_TRUE(definition.ok()) << variant.id();
        for (const kabir::PieceDefinition& piece : definition.value().pieces) {
            SCOPED_TRACE(variant.id() + " " + piece.name);
            EXPECT_TRUE(contains(text, piece.name));
            EXPECT_TRUE(text.contains(QStringLiteral("(%1)").arg(QLatin1Char(piece.letter))));
        }
    }
}

TEST(RulesPages, EveryPageCitesItsSources)
{
    for (const kabir::VariantFile& variant : kabir::VariantCatalog::builtIn().variants()) {
        const auto authors = kSourceAuthors.find(variant.id());
        ASSERT_NE(authors, kSourceAuthors.end()) << "no sources listed for " << variant.id();
        const QString text = pageText(variant.id());
        for (const std::string& author : authors->second)
            EXPECT_TRUE(contains(text, author)) << variant.id() << ": " << author;
    }
}

TEST(RulesBrowser, ShowsTheRequestedVariantsPage)
{
    QWidget parent;
    RulesBrowser* browser = RulesBrowser::show(&parent, QStringLiteral("kaiserspiel"));
    ASSERT_NE(browser, nullptr);
    EXPECT_TRUE(browser->isVisible());
    EXPECT_EQ(browser->textBrowser()->source(), RulesBrowser::pageFor(QStringLiteral("kaiserspiel")));
    EXPECT_EQ(browser->variantId(), QStringLiteral("kaiserspiel"));
    EXPECT_EQ(browser->variantBox()->currentData().toString(), QStringLiteral("kaiserspiel"));
    EXPECT_TRUE(browser->textBrowser()->toPlainText().contains(QStringLiteral("Commander")));
    EXPECT_TRUE(browser->windowTitle().contains(QStringLiteral("Kaiserspiel")));

    // A second request reuses the open viewer.
    EXPECT_EQ(RulesBrowser::show(&parent, QStringLiteral("turkish")), browser);
    EXPECT_EQ(browser->variantId(), QStringLiteral("turkish"));
    EXPECT_TRUE(browser->textBrowser()->toPlainText().contains(QStringLiteral("Rhinoceros")));
    EXPECT_TRUE(browser->textBrowser()->isBackwardAvailable());

    browser->textBrowser()->backward();
    EXPECT_EQ(browser->variantId(), QStringLiteral("kaiserspiel"));
    EXPECT_EQ(browser->variantBox()->currentData().toString(), QStringLiteral("kaiserspiel"));
}

TEST(RulesBrowser, ShowsTheEnglishPageWhereTheLanguageHasNone)
{
    EXPECT_EQ(interfaceLocale().language(), QLocale::English);  // no translation installed
    EXPECT_EQ(RulesBrowser::pageFor(QStringLiteral("chess")), QUrl(QStringLiteral("qrc:/rules/chess.html")));
    EXPECT_EQ(RulesBrowser::pageFor(QStringLiteral("chess"), QLocale(QLocale::French)),
              QUrl(QStringLiteral("qrc:/rules/chess.html")));
    EXPECT_EQ(RulesBrowser::pageFor(QStringLiteral("no-such-variant"), QLocale(QLocale::German)),
              QUrl(QStringLiteral("qrc:/rules/no-such-variant.html")));
}

TEST(RulesBrowser, FollowsTheVariantChooser)
{
    RulesBrowser browser;
    const int index = browser.variantBox()->findData(QStringLiteral("chaturanga-4-84"));
    ASSERT_GE(index, 0);
    emit browser.variantBox()->activated(index);
    EXPECT_EQ(browser.textBrowser()->source(), RulesBrowser::pageFor(QStringLiteral("chaturanga-4-84")));
    EXPECT_TRUE(browser.textBrowser()->toPlainText().contains(QStringLiteral("old squares")));
}

TEST(RulesBrowser, ReportsAVariantWithoutAPage)
{
    RulesBrowser browser;
    EXPECT_FALSE(browser.showVariant(QStringLiteral("no-such-variant")));
    EXPECT_TRUE(browser.variantId().isEmpty());
    EXPECT_TRUE(browser.textBrowser()->toPlainText().contains(QStringLiteral("no-such-variant")));
}

}  // namespace
