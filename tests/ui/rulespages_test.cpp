// The rules pages (resources/rules/<variant>.html, in German resources/rules/de/<variant>.html)
// and the help viewer that shows them: every built-in variant has a page in each language that
// declares its language, loads, names every piece, every option and every option value as the
// program shows them in that language, cites its sources with a References section, and names
// no development document; RulesBrowser shows the page asked for in the program's language and
// follows the variant chooser.

#include "tests/ui/germanprogram.h"

#include "core/record/pieceletters.h"
#include "core/catalog/variantcatalog.h"
#include "ui/datastrings.h"
#include "ui/rulesbrowser.h"
#include "ui/translators.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QFile>
#include <QTextBrowser>
#include <QTranslator>

#include <gtest/gtest.h>

#include <map>
#include <string>
#include <vector>

namespace {

const QLocale kEnglish(QLocale::English);
const QLocale kGerman(QLocale::German);

// The page's HTML as embedded.
QString pageHtml(const std::string& variantId, const QLocale& language)
{
    QFile file(QLatin1Char(':') + RulesBrowser::pageFor(QString::fromStdString(variantId), language).path());
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

// The page's text as a reader sees it, white space collapsed.
QString pageText(const std::string& variantId, const QLocale& language)
{
    QTextBrowser browser;
    browser.setSource(RulesBrowser::pageFor(QString::fromStdString(variantId), language));
    return browser.toPlainText().simplified();
}

bool contains(const QString& text, const QString& needle)
{
    return text.contains(needle.simplified());
}

bool contains(const QString& text, const std::string& needle)
{
    return contains(text, QString::fromStdString(needle));
}

std::string shown(const QLocale& language)
{
    return QLocale::languageToCode(language.language()).toStdString();
}

// What each page must cite in its text, and the entries (title and address where the work is
// online) its References must list: the works the project's rules rest on.
struct Sources {
    std::vector<QString> cited;
    std::vector<QString> references;
};

const QString kMarkov2022 = QStringLiteral(
    "Three large chess variants from India and Germany: a note on their rules. Board Game Studies Journal, 16. "
    "DOI 10.2478/bgs-2022-0017. https://doi.org/10.2478/bgs-2022-0017");
const QString kTressau = QStringLiteral("Tressau, L. (1840). Das Schachspiel, seine Gattungen und Abarten");
const QString kPritchardCited = QStringLiteral("Pritchard (2007)");
const QString kPritchard = QStringLiteral("Pritchard, D. B. (2007). The Classified Encyclopedia of Chess Variants");
const QString kLudii = QStringLiteral("https://ludii.games/");
const QString kShastree = QStringLiteral("Shastree, T. (1814). Essays on Chess, Adapted to the European Mode of Play");
const QString kIyer = QStringLiteral("Iyer, V. K. (1982). Indian Chess");

const std::map<std::string, Sources> kSources = {
    {"chess",
        {{QStringLiteral("FIDE 2023")},
            {QStringLiteral("FIDE Laws of Chess taking effect from 1 January 2023. FIDE Handbook, E.01. "
                            "https://handbook.fide.com/chapter/E012023")}}},
    {"kaiserspiel",
        {{QStringLiteral("Markov (2022)"), QStringLiteral("Tressau 1840, "), QStringLiteral("Peguilhen")},
            {kMarkov2022, kTressau, QStringLiteral("Archiv der Spiele")}}},
    {"sultanspiel", {{QStringLiteral("Markov (2022)"), QStringLiteral("Tressau 1840, ")}, {kMarkov2022, kTressau}}},
    {"hyderabad",
        {{QStringLiteral("Markov (2022)"), QStringLiteral("Bodlaender"), QStringLiteral("Greenwood"),
             QStringLiteral("Knowlton (2017"), QStringLiteral("Murray 1913, ")},
            {kMarkov2022, QStringLiteral("Bodlaender, H. Indian Great Chess"),
                QStringLiteral("The Chess Variant Pages. https://www.chessvariants.com/historic.dir/indiangr1.html"),
                QStringLiteral("A World of Chess"), QStringLiteral("A History of Chess")}}},
    {"turkish",
        {{QStringLiteral("Härtel 2020, "), QStringLiteral("Härtel (2020)")},
            {QStringLiteral("Turkish Great Chess and Chinese Whispers: misadventures of a chess variant. Board Game "
                            "Studies Journal 14, "),
                QStringLiteral("DOI 10.2478/bgs-2020-0003. https://doi.org/10.2478/bgs-2020-0003")}}},
    {"chaturanga-4-84",
        {{QStringLiteral("Aronson (2002)")},
            {QStringLiteral("Aronson, P. (2002). Chaturanga 4-84. The Chess Variant Pages. "
                            "https://www.chessvariants.com/large.dir/contest84/chaturanga-4-84.html")}}},
    {"chaturanga",
        {{QStringLiteral("Pritchard (2007)"), QStringLiteral("Murray (1913, "), QStringLiteral("Fairy-Stockfish"),
             QStringLiteral("Ludii")},
            {QStringLiteral("Pritchard, D. B. (2007). The Classified Encyclopedia of Chess Variants"),
                QStringLiteral("A History of Chess"),
                QStringLiteral("https://github.com/fairy-stockfish/Fairy-Stockfish"),
                QStringLiteral("https://ludii.games/")}}},
    {"indian",
        {{kPritchardCited, QStringLiteral("Murray (1913, "), QStringLiteral("Shastree 1814"), QStringLiteral("Ludii")},
            {kPritchard, QStringLiteral("A History of Chess"), kShastree, kLudii}}},
    {"parsi",
        {{kPritchardCited, QStringLiteral("Shastree (1814)"), QStringLiteral("Ludii")},
            {kPritchard, kShastree, kLudii}}},
    {"desi",
        {{kPritchardCited, QStringLiteral("Saxena (1998)"), QStringLiteral("Markov 2022")},
            {kPritchard, QStringLiteral("Saxena, R. G. D. (1998). 'Desi' (Indian) – style chess"), kMarkov2022}}},
    {"joara-joari", {{kPritchardCited}, {kPritchard}}},
    {"atranj",
        {{kPritchardCited, QStringLiteral("Murray (1913, ")}, {kPritchard, QStringLiteral("A History of Chess")}}},
    {"shataranja",
        {{kPritchardCited, QStringLiteral("Iyer (1982, "), QStringLiteral("Raja Babu (1901)"), QStringLiteral("Ludii")},
            {kPritchard, kIyer, kLudii}}},
    {"mysore",
        {{kPritchardCited, QStringLiteral("Iyer (1982, "), QStringLiteral("Ludii")}, {kPritchard, kIyer, kLudii}}},
    {"baroda", {{kPritchardCited}, {kPritchard}}},
    {"maharajah",
        {{kPritchardCited, QStringLiteral("Falkener (1892)"), QStringLiteral("Gardner 1966")},
            {kPritchard, QStringLiteral("Games Ancient and Oriental"), QStringLiteral("New Mathematical Diversions")}}},
    {"maharaja", {{kPritchardCited}, {kPritchard}}},
    {"cambodian-hill",
        {{kPritchardCited, QStringLiteral("Ellinghoven (2003)")},
            {kPritchard, QStringLiteral("Gollon, J. (1975)"), QStringLiteral("Ellinghoven, B. (2003). Kambodschach")}}},
    {"batak",
        {{kPritchardCited, QStringLiteral("Oefele (1904)"), QStringLiteral("Ludii")},
            {kPritchard, QStringLiteral("Oefele, A. van (1904). Das Schachspiel der Bataker"), kLudii}}},
    {"makruk",
        {{kPritchardCited, QStringLiteral("Fairy-Stockfish")},
            {kPritchard, QStringLiteral("https://github.com/fairy-stockfish/Fairy-Stockfish")}}},
    {"cambodian",
        {{kPritchardCited, QStringLiteral("Fairy-Stockfish")},
            {kPritchard, QStringLiteral("https://github.com/fairy-stockfish/Fairy-Stockfish")}}},
    {"karouk",
        {{kPritchardCited, QStringLiteral("Fairy-Stockfish")},
            {kPritchard, QStringLiteral("https://github.com/fairy-stockfish/Fairy-Stockfish")}}},
    {"malay",
        {{kPritchardCited, QStringLiteral("Skeat (1900)"), QStringLiteral("Robinson (1904)"),
             QStringLiteral("Brooke (1849)"), QStringLiteral("Ludii")},
            {kPritchard, QStringLiteral("Skeat, W. W. (1900). Malay Magic"), QStringLiteral("Robinson (1904). "),
                QStringLiteral("Brooke (1849). "), kLudii}}},
    {"sittuyin",
        {{kPritchardCited, QStringLiteral("Shwei-gyin U Bha"), QStringLiteral("Falkener"),
             QStringLiteral("Fairy-Stockfish")},
            {kPritchard, QStringLiteral("U Bha, Shwei-gyin (c. 1924). Burmese Chess Guide"),
                QStringLiteral("Games Ancient and Oriental"),
                QStringLiteral("https://github.com/fairy-stockfish/Fairy-Stockfish")}}},
    {"sittuyin-1920", {{kPritchardCited, QStringLiteral("Chess Amateur")}, {kPritchard}}},
    {"shatar",
        {{kPritchardCited, QStringLiteral("Kondratev (1931)"), QStringLiteral("Popova (1974)"),
             QStringLiteral("Fairy-Stockfish")},
            {kPritchard, QStringLiteral("Kondratev, N. (1931)"), QStringLiteral("Popova (1974). "),
                QStringLiteral("https://en.wikipedia.org/wiki/Shatar")}}},
    {"hiashatar",
        {{kPritchardCited, QStringLiteral("Okano (1999)"), QStringLiteral("Carrillo"), QStringLiteral("Kisliuk")},
            {kPritchard, QStringLiteral("Okano, N. (1999). "), QStringLiteral("Carrillo, J. "),
                QStringLiteral("https://en.wikipedia.org/wiki/Hiashatar")}}},
    {"timur",
        {{kPritchardCited, QStringLiteral("Forbes (1860)"), QStringLiteral("Murray (1913, "),
             QStringLiteral("Wikipedia (Tamerlane chess)"), QStringLiteral("Friedlander"), QStringLiteral("Ludii")},
            {kPritchard, QStringLiteral("Forbes, D. (1860). The History of Chess"),
                QStringLiteral("A History of Chess"), QStringLiteral("https://en.wikipedia.org/wiki/Tamerlane_chess"),
                QStringLiteral("https://www.chessvariants.com/play/erf/Tamerlan.html"), kLudii}}},
    {"shatra",
        {{kPritchardCited, QStringLiteral("Derzhanski"), QStringLiteral("Kurin (1988, "), QStringLiteral("Shatrabase")},
            {kPritchard, QStringLiteral("http://www.math.bas.bg/~iad/tyalie/shatra/shatrax.html"),
                QStringLiteral("Kurin, L. (ed.) (1988). Sto receptov vyxodnogo"),
                QStringLiteral("https://github.com/franzm/shatrabase")}}},
    {"tibetan",
        {{kPritchardCited, QStringLiteral("Bogle 1775"), QStringLiteral("van der Linde 1874")},
            {kPritchard, QStringLiteral("Bogle, G. (1775)"),
                QStringLiteral("Geschichte und Litteratur des Schachspiels")}}},
};

const auto& variants()
{
    return kabir::VariantCatalog::builtIn().variants();
}

TEST(RulesPages, EveryBuiltInVariantHasAnEnglishAndAGermanPageDeclaringItsLanguage)
{
    for (const kabir::VariantFile& variant : variants()) {
        SCOPED_TRACE(variant.id());
        const QString id = QString::fromStdString(variant.id());
        EXPECT_EQ(RulesBrowser::pageFor(id, kEnglish), QUrl(QStringLiteral("qrc:/rules/%1.html").arg(id)));
        EXPECT_EQ(RulesBrowser::pageFor(id, kGerman), QUrl(QStringLiteral("qrc:/rules/de/%1.html").arg(id)));
        EXPECT_TRUE(pageHtml(variant.id(), kEnglish).contains(QStringLiteral("<html lang=\"en\">")));
        EXPECT_TRUE(pageHtml(variant.id(), kGerman).contains(QStringLiteral("<html lang=\"de\">")));

        const QString english = pageText(variant.id(), kEnglish);
        EXPECT_GT(english.size(), 2000);
        EXPECT_TRUE(english.contains(QStringLiteral("Where the sources disagree")));
        EXPECT_TRUE(contains(english, variant.name()));
        const QString german = pageText(variant.id(), kGerman);
        EXPECT_GT(german.size(), 2000);
        EXPECT_TRUE(german.contains(QStringLiteral("Wo die Quellen voneinander abweichen")));
    }
}

TEST(RulesPages, EveryOptionAndValueIsExplainedAsTheProgramShowsIt)
{
    const auto expectExplained = [](const QLocale& language) {
        for (const kabir::VariantFile& variant : variants()) {
            const QString text = pageText(variant.id(), language);
            ASSERT_FALSE(variant.options().empty()) << variant.id();
            for (const kabir::OptionDefinition& option : variant.options()) {
                SCOPED_TRACE(shown(language) + " " + variant.id() + " " + option.key);
                EXPECT_TRUE(contains(text, DataStrings::text(option.label))) << option.label;
                EXPECT_TRUE(contains(text, DataStrings::text(option.explanation))) << option.explanation;
                for (const kabir::OptionChoice& value : option.values) {
                    EXPECT_TRUE(contains(text, DataStrings::text(value.label))) << value.label;
                    EXPECT_TRUE(contains(text, DataStrings::text(value.explanation))) << value.explanation;
                    EXPECT_TRUE(contains(text, DataStrings::text(value.source))) << value.source;
                    EXPECT_TRUE(contains(text, option.key + "=" + value.id)) << value.id;
                }
            }
        }
    };
    expectExplained(kEnglish);
    const GermanProgram german;
    ASSERT_EQ(DataStrings::text("Rule set"), QStringLiteral("Regelwerk"));
    expectExplained(kGerman);
}

TEST(RulesPages, EveryPieceIsNamedAndLetteredAsTheProgramNamesIt)
{
    // The German page writes a piece's German letter ("Dame (D)"), the English page its own.
    const auto expectNamed = [](const QLocale& language, std::string_view letters) {
        for (const kabir::VariantFile& variant : variants()) {
            const QString text = pageText(variant.id(), language);
            const kabir::Result<kabir::OptionValues> options = variant.resolveOptions({});
            ASSERT_TRUE(options.ok()) << variant.id();
            const kabir::Result<kabir::VariantDefinition> definition = variant.definition(options.value());
            ASSERT_TRUE(definition.ok()) << variant.id();
            const kabir::VariantDefinition& def = definition.value();
            for (std::size_t type = 0; type < def.pieces.size(); ++type) {
                const kabir::PieceDefinition& piece = def.pieces[type];
                SCOPED_TRACE(shown(language) + " " + variant.id() + " " + piece.name);
                EXPECT_TRUE(contains(text, DataStrings::text(piece.name)));
                const char letter = kabir::pieceLetter(def, kabir::PieceType(type), letters);
                EXPECT_TRUE(text.contains(QStringLiteral("(%1)").arg(QLatin1Char(letter)))) << letter;
            }
        }
    };
    expectNamed(kEnglish, "");
    const GermanProgram german;
    ASSERT_EQ(DataStrings::text("Commander"), QStringLiteral("Feldherr"));
    expectNamed(kGerman, "de");
    // The arrays too: the German chess page's diagram and caption show the queen as D.
    EXPECT_TRUE(pageText("chess", kGerman).contains(QStringLiteral("a1–h1 T S L D K L S T")));
}

TEST(RulesPages, EveryPageCitesItsSourcesAndListsThemInItsReferences)
{
    for (const kabir::VariantFile& variant : variants()) {
        const auto sources = kSources.find(variant.id());
        ASSERT_NE(sources, kSources.end()) << "no sources listed for " << variant.id();
        // The References end the page, after their heading and this sentence.
        for (const auto& [language, intro] : {std::pair(kEnglish, QStringLiteral("References The works cited")),
                 std::pair(kGerman, QStringLiteral("Literatur Die auf dieser Seite zitierten Werke"))}) {
            SCOPED_TRACE(shown(language) + " " + variant.id());
            const QString text = pageText(variant.id(), language);
            const qsizetype references = text.lastIndexOf(intro);
            ASSERT_GT(references, text.lastIndexOf(QStringLiteral("Kabir")));
            for (const QString& cited : sources->second.cited)
                EXPECT_TRUE(text.left(references).contains(cited)) << cited.toStdString();
            for (const QString& entry : sources->second.references)
                EXPECT_TRUE(text.mid(references).contains(entry)) << entry.toStdString();
        }
    }
}

TEST(RulesPages, NoPageNamesADevelopmentDocument)
{
    for (const kabir::VariantFile& variant : variants()) {
        for (const QLocale& language : {kEnglish, kGerman}) {
            SCOPED_TRACE(shown(language) + " " + variant.id());
            const QString html = pageHtml(variant.id(), language);
            ASSERT_FALSE(html.isEmpty());
            for (const char* document : {"seed", "rules.md", "catalogue.md", "architecture.md", "§"})
                EXPECT_FALSE(html.contains(QString::fromUtf8(document), Qt::CaseInsensitive)) << document;
        }
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

// Help › Unplayable Games: the page on the games of Pritchard's chapter 29 that cannot be played,
// in each language, with every such game.
TEST(RulesBrowser, ShowsThePageOfTheGamesThatCannotBePlayed)
{
    QWidget parent;
    RulesBrowser* browser = RulesBrowser::show(&parent, QString::fromLatin1(RulesBrowser::kUnplayableGamesPage));
    const QString text = browser->textBrowser()->toPlainText();
    for (const char* game : {"Rumi", "Gosai", "Hyder Ali", "Navoi"})
        EXPECT_TRUE(text.contains(QLatin1String(game))) << game;
    const QString german = pageText(RulesBrowser::kUnplayableGamesPage, kGerman);
    EXPECT_FALSE(german.isEmpty());
    EXPECT_NE(german, pageText(RulesBrowser::kUnplayableGamesPage, kEnglish));
}

TEST(RulesBrowser, ShowsTheGermanPageWhenTheProgramIsInGerman)
{
    const GermanProgram german;
    EXPECT_EQ(interfaceLocale().language(), QLocale::German);
    QWidget parent;
    RulesBrowser* browser = RulesBrowser::show(&parent, QStringLiteral("sultanspiel"));
    EXPECT_EQ(browser->textBrowser()->source(), QUrl(QStringLiteral("qrc:/rules/de/sultanspiel.html")));
    EXPECT_EQ(browser->variantId(), QStringLiteral("sultanspiel"));
    EXPECT_EQ(browser->variantBox()->currentData().toString(), QStringLiteral("sultanspiel"));
    EXPECT_EQ(browser->windowTitle(), QStringLiteral("Regeln — Sultanspiel"));
    const QString text = browser->textBrowser()->toPlainText();
    EXPECT_TRUE(text.contains(QStringLiteral("Marschall")));
    EXPECT_TRUE(text.contains(QStringLiteral("Feldherr")));

    // A link between pages, resolved as QTextBrowser resolves it, stays in German.
    browser->textBrowser()->setSource(
        browser->textBrowser()->source().resolved(QUrl(QStringLiteral("kaiserspiel.html"))));
    EXPECT_EQ(browser->textBrowser()->source(), QUrl(QStringLiteral("qrc:/rules/de/kaiserspiel.html")));
    EXPECT_EQ(browser->variantId(), QStringLiteral("kaiserspiel"));
}

TEST(RulesBrowser, ShowsTheEnglishPageWhereTheLanguageHasNone)
{
    EXPECT_EQ(interfaceLocale().language(), QLocale::English);  // no translation installed
    EXPECT_EQ(RulesBrowser::pageFor(QStringLiteral("chess")), QUrl(QStringLiteral("qrc:/rules/chess.html")));
    EXPECT_EQ(RulesBrowser::pageFor(QStringLiteral("chess"), QLocale(QLocale::French)),
        QUrl(QStringLiteral("qrc:/rules/chess.html")));
    EXPECT_EQ(RulesBrowser::pageFor(QStringLiteral("no-such-variant"), kGerman),
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
