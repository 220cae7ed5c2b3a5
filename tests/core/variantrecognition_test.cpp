// Recognising the variant of a bare position: every start position of every variant and
// option choice is recognised as itself, the array tells its options, and a position that
// fits several variants lists them all, best first.

#include "core/catalog/variantrecognition.h"

#include "core/catalog/variantcatalog.h"

#include <gtest/gtest.h>

#include <map>
#include <set>

namespace kabir::test {
namespace {

std::string startFen(const VariantFile& variant, const OptionValues& options)
{
    auto resolved = variant.resolveOptions(options);
    auto definition = resolved ? variant.definition(resolved.value()) : Result<VariantDefinition>(resolved.problems());
    EXPECT_TRUE(definition.ok()) << variant.id() << ": " << definition.errorText();
    return definition.ok() ? definition->startFen : std::string();
}

// Every choice of values of every option of the variant.
std::vector<OptionValues> everyChoice(const VariantFile& variant)
{
    std::vector<OptionValues> choices{{}};
    for (const OptionDefinition& option : variant.options()) {
        std::vector<OptionValues> next;
        for (const OptionValues& choice : choices)
            for (const OptionChoice& value : option.values) {
                next.push_back(choice);
                next.back()[option.key] = value.id;
            }
        choices = std::move(next);
    }
    return choices;
}

std::set<std::string> ids(const std::vector<VariantMatch>& matches)
{
    std::set<std::string> out;
    for (const VariantMatch& m : matches)
        out.insert(m.variant->id());
    return out;
}

TEST(VariantRecognition, EveryStartPositionOfEveryOptionChoiceIsItself)
{
    // A start that is also another variant's default start (Desi chess begins as Indian chess
    // without initial moves, chess as Tibetan chess with castling) goes to the variants whose
    // default start it is, with their default options first.
    std::map<std::string, std::set<std::string>> defaultStarts;
    for (const VariantFile& variant : VariantCatalog::builtIn().variants())
        defaultStarts[startFen(variant, {})].insert(variant.id());
    for (const VariantFile& variant : VariantCatalog::builtIn().variants()) {
        std::map<std::string, OptionValues> starts;  // one choice per distinct start position
        for (const OptionValues& choice : everyChoice(variant))
            starts.emplace(startFen(variant, choice), choice);
        for (const auto& [fen, choice] : starts) {
            const auto matches = recogniseVariant(fen);
            ASSERT_FALSE(matches.empty()) << variant.id() << ": " << fen;
            const bool another = defaultStarts.count(fen) && !defaultStarts.at(fen).count(variant.id());
            bool found = false;
            for (const VariantMatch& m : matches) {
                if (!m.equallyGood(matches.front()))
                    break;
                found = found
                    || (another ? defaultStarts.at(fen).count(m.variant->id()) > 0
                                : m.variant == &variant && startFen(variant, m.options) == fen);
            }
            EXPECT_TRUE(found) << variant.id() << " is not the best match for " << fen << "; the best is "
                               << matches.front().variant->id();
            EXPECT_EQ(matches.front().fit, VariantMatch::Fit::StartPosition) << fen;
        }
    }
}

TEST(VariantRecognition, TheArrayTellsTheOptions)
{
    const struct {
        const char* fen;
        const char* variant;
        const char* key;
        const char* value;
        VariantMatch::Fit fit;
    } rows[] = {
        // Kaiserspiel after 1. e2e5: Peguilhen's array (queen on d1, commander on f1)
        {"rnbqkcabnr/pppppppppp/10/10/10/4P5/10/10/PPPP1PPPPP/RNBQKCABNR b KQkq e3e4 0 1", "kaiserspiel", "array",
            "peguilhen-1819", VariantMatch::Fit::ArrayPieces},
        // Sultanspiel, Tressau's Fig. 4, without castling rights
        {"rnbmckqanbr/ppppppppppp/11/11/11/11/11/11/11/PPPPPPPPPPP/RNBMCKQANBR w - - 0 1", "sultanspiel", "array",
            "tressau-fig4", VariantMatch::Fit::StartArray},
        // Turkish Great Chess with a short queen for the great vizier
        {"6k6/13/13/13/13/13/13/13/13/13/13/13/6KS5 w - - 0 40", "turkish", "great-piece", "short-queen",
            VariantMatch::Fit::ArrayPieces},
        // Hyderabad with castling rights: only Greenwood's rule set castles
        {"r3k4r/10/10/10/10/10/10/10/10/R4K3R w KQkq - 0 20", "hyderabad", "ruleset", "greenwood",
            VariantMatch::Fit::ArrayPieces},
    };
    for (const auto& row : rows) {
        const auto matches = recogniseVariant(row.fen);
        ASSERT_FALSE(matches.empty()) << row.fen;
        EXPECT_EQ(matches.front().variant->id(), row.variant) << row.fen;
        EXPECT_EQ(matches.front().options.at(row.key), row.value) << row.fen;
        EXPECT_EQ(matches.front().fit, row.fit) << row.fen;
    }
}

TEST(VariantRecognition, APositionOfSeveralVariantsListsThemAll)
{
    // Kings and rooks on 10 x 10: the games of Hyderabad, the Kaiserspiel, Atranj, Shataranja,
    // Baroda and Hiashatar.
    const auto all = recogniseVariant("9k/10/10/10/10/10/10/10/10/K5R3 w - - 0 30");
    EXPECT_EQ(
        ids(all), (std::set<std::string>{"atranj", "baroda", "hiashatar", "hyderabad", "kaiserspiel", "shataranja"}));
    // Only Hiashatar has hias.
    EXPECT_EQ(
        ids(recogniseVariant("9k/10/10/10/10/10/10/10/10/K5H3 w - - 0 30")), (std::set<std::string>{"hiashatar"}));
    // A letter of some of them tells those apart: Hyderabad's general, Baroda's governor and
    // Shataranja's begum are G; the Kaiserspiel's commander, Baroda's commander and
    // Shataranja's kotwal are C; only Atranj has urdabegs.
    EXPECT_EQ(ids(recogniseVariant("9k/10/10/10/10/10/10/10/10/K5G3 w - - 0 30")),
        (std::set<std::string>{"baroda", "hyderabad", "shataranja"}));
    EXPECT_EQ(ids(recogniseVariant("9k/10/10/10/10/10/10/10/10/K5C3 w - - 0 30")),
        (std::set<std::string>{"baroda", "kaiserspiel", "shataranja"}));
    EXPECT_EQ(ids(recogniseVariant("9k/10/10/10/10/10/10/10/10/K5U3 w - - 0 30")), (std::set<std::string>{"atranj"}));
    // Castling on 8 x 8: chess, Tibetan chess with castling, and the Maharajah's army.
    EXPECT_EQ(ids(recogniseVariant("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1")),
        (std::set<std::string>{"chess", "maharajah", "tibetan"}));
}

TEST(VariantRecognition, NoVariantForAPositionThatFitsNone)
{
    EXPECT_TRUE(recogniseVariant("").empty());
    EXPECT_TRUE(recogniseVariant("4k2/7/7/7/7/7/4K2 w - - 0 1").empty());     // 7 x 7
    EXPECT_TRUE(recogniseVariant("4k3/8/8/8/8/8/8/4K2G w - - 0 1").empty());  // no piece G
    EXPECT_TRUE(recogniseVariant("4k3/8/8/8/8/8/8/8 w - - 0 1").empty());     // no White king
}

}  // namespace
}  // namespace kabir::test
