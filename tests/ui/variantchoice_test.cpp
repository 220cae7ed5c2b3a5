// VariantChoice: a pasted or opened position names no variant, so its shape and pieces decide.
// The start position of every built-in variant and choice of options is recognised as that
// variant with those options; a position that fits several variants equally well asks the
// injected chooser (the current variant preselected), which may cancel; the current options are
// kept for a position of the current variant; a record's Variant tag needs no choice, and a
// FEN tag without one is asked about and loaded as chosen.

#include "ui/variantchoice.h"

#include "core/record/game.h"
#include "core/record/recordfile.h"
#include "core/catalog/variantcatalog.h"
#include "ui/gamecontroller.h"
#include "ui/gamerecords.h"

#include <gtest/gtest.h>

#include <map>
#include <set>

namespace {

// A chooser that answers with the variant `answer` (none: cancel) and remembers what it was asked.
struct Chooser {
    explicit Chooser(std::string variant = {}) : answer(std::move(variant)) { }

    std::string answer;
    int asked = 0;
    std::vector<std::string> offered;
    int preselected = -1;

    VariantChoice::Chooser function()
    {
        return [this](const std::vector<kabir::VariantMatch>& fits, int selected) {
            ++asked;
            offered.clear();
            for (const kabir::VariantMatch& fit : fits)
                offered.push_back(fit.variant->id());
            preselected = selected;
            const auto found = std::find(offered.begin(), offered.end(), answer);
            return found == offered.end() ? -1 : int(found - offered.begin());
        };
    }
};

std::string startFen(const kabir::VariantFile& variant, const kabir::OptionValues& options)
{
    auto resolved = variant.resolveOptions(options);
    EXPECT_TRUE(resolved.ok()) << resolved.errorText();
    auto definition = variant.definition(resolved.value());
    EXPECT_TRUE(definition.ok()) << definition.errorText();
    return definition.ok() ? definition->startFen : std::string();
}

// Every choice of values of every option of the variant.
std::vector<kabir::OptionValues> everyChoice(const kabir::VariantFile& variant)
{
    std::vector<kabir::OptionValues> choices{{}};
    for (const kabir::OptionDefinition& option : variant.options()) {
        std::vector<kabir::OptionValues> next;
        for (const kabir::OptionValues& choice : choices)
            for (const kabir::OptionChoice& value : option.values) {
                next.push_back(choice);
                next.back()[option.key] = value.id;
            }
        choices = std::move(next);
    }
    return choices;
}

const char* const kRooks = "9k/10/10/10/10/10/10/10/10/K5R3 w - - 0 30";  // Hyderabad's or the Kaiserspiel's

TEST(VariantChoice, TheStartOfEveryVariantAndOptionSetIsThatVariant)
{
    // Where a start is also the default start of other variants — several Indian games share
    // one board (Parsi chess is Indian chess under its own name; Desi chess and Joara-Joari
    // begin as Indian chess without initial moves), and chess is Tibetan chess with castling —
    // a variant whose default start it is comes first, and the user is asked among those.
    // Failing that, the user is asked among all the variants that have it as a start.
    std::map<std::string, std::set<std::string>> defaultStarts, anyStarts;
    std::map<std::string, std::map<std::string, kabir::OptionValues>> startsOf;  // one choice per distinct start
    for (const kabir::VariantFile& variant : kabir::VariantCatalog::builtIn().variants()) {
        defaultStarts[startFen(variant, {})].insert(variant.id());
        for (const kabir::OptionValues& choice : everyChoice(variant)) {
            const std::string fen = startFen(variant, choice);
            startsOf[variant.id()].emplace(fen, choice);
            anyStarts[fen].insert(variant.id());
        }
    }
    for (const kabir::VariantFile& variant : kabir::VariantCatalog::builtIn().variants()) {
        for (const auto& [fen, options] : startsOf.at(variant.id())) {
            const std::set<std::string>& owners = defaultStarts.count(fen) ? defaultStarts.at(fen) : anyStarts.at(fen);
            const std::string expected = owners.count(variant.id()) ? variant.id() : *owners.begin();
            Chooser chooser(expected);
            const VariantChoice choice = VariantChoice::forFen(QString::fromStdString(fen), chooser.function());
            EXPECT_EQ(chooser.asked, owners.size() > 1 ? 1 : 0) << fen << " fits several variants";
            EXPECT_FALSE(choice.cancelled()) << fen;
            EXPECT_EQ(choice.error(), "");
            EXPECT_EQ(choice.variantId().toStdString(), expected) << fen;
            const kabir::VariantFile& chosen = *kabir::VariantCatalog::builtIn().find(expected);
            EXPECT_EQ(startFen(chosen, choice.options()), fen) << expected;
            auto game = kabir::Game::create(chosen, choice.options(), fen);
            EXPECT_TRUE(game.ok()) << game.errorText();
        }
    }
}

TEST(VariantChoice, APositionOfSeveralVariantsAsksWhichOne)
{
    Chooser chooser("kaiserspiel");
    const VariantChoice choice = VariantChoice::forFen(kRooks, chooser.function(), "kaiserspiel");
    EXPECT_EQ(chooser.asked, 1);
    EXPECT_EQ(std::set<std::string>(chooser.offered.begin(), chooser.offered.end()),
        (std::set<std::string>{"atranj", "baroda", "hiashatar", "hyderabad", "kaiserspiel", "shataranja"}));
    EXPECT_EQ(chooser.offered[std::size_t(chooser.preselected)], "kaiserspiel");  // the current variant
    EXPECT_EQ(choice.variantId(), "kaiserspiel");
    ASSERT_NE(choice.match(), nullptr);
    EXPECT_EQ(choice.match()->variant->id(), "kaiserspiel");

    Chooser other("hyderabad");
    EXPECT_EQ(VariantChoice::forFen(kRooks, other.function(), "chess").variantId(), "hyderabad");
    EXPECT_EQ(other.offered[std::size_t(other.preselected)], other.offered.front());  // no current one among them

    Chooser cancel;
    const VariantChoice cancelled = VariantChoice::forFen(kRooks, cancel.function());
    EXPECT_TRUE(cancelled.cancelled());
    EXPECT_EQ(cancelled.match(), nullptr);
}

TEST(VariantChoice, APositionOfTheCurrentVariantKeepsItsOptions)
{
    Chooser chooser("kaiserspiel");
    const VariantChoice choice
        = VariantChoice::forFen(kRooks, chooser.function(), "kaiserspiel", {{"ruleset", "B"}, {"stalemate", "win"}});
    EXPECT_EQ(choice.options().at("ruleset"), "B");
    EXPECT_EQ(choice.options().at("stalemate"), "win");

    // Of another variant: its own defaults.
    const VariantChoice chess = VariantChoice::forFen(
        "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", chooser.function(), "kaiserspiel", {{"ruleset", "B"}});
    EXPECT_EQ(chess.variantId(), "chess");
    EXPECT_EQ(chess.options().count("ruleset"), 0u);
}

TEST(VariantChoice, APositionOfNoVariantIsLeftToTheCurrentOne)
{
    Chooser chooser;
    const VariantChoice none = VariantChoice::forFen("4k2/7/7/7/7/7/4K2 w - - 0 1", chooser.function());
    EXPECT_FALSE(none.error().isEmpty());
    const VariantChoice current = VariantChoice::forFen(
        "4k2/7/7/7/7/7/4K2 w - - 0 1", chooser.function(), "turkish", {{"ruleset", "reformed"}});
    EXPECT_EQ(current.error(), "");
    EXPECT_EQ(current.variantId(), "turkish");  // whose loading says why the position does not fit
    EXPECT_EQ(current.options().at("ruleset"), "reformed");
    EXPECT_EQ(chooser.asked, 0);
}

TEST(VariantChoice, ARecordsVariantTagNeedsNoChoiceAndItsFenTagIsAskedAbout)
{
    Chooser chooser("hyderabad");
    EXPECT_EQ(
        VariantChoice::forGame({{"Variant", "kaiserspiel"}, {"FEN", kRooks}}, chooser.function()).match(), nullptr);
    EXPECT_EQ(VariantChoice::forGame({{"Event", "no FEN: chess"}}, chooser.function()).match(), nullptr);
    EXPECT_EQ(chooser.asked, 0);

    const kabir::RecordFile file(std::string("[FEN \"") + kRooks + "\"]\n\n30. Rg2 *\n", "rooks.pgn");
    const VariantChoice choice = VariantChoice::forGame(file.games()[0].tags, chooser.function(), "kaiserspiel");
    EXPECT_EQ(chooser.asked, 1);
    ASSERT_NE(choice.match(), nullptr);
    GameController game;
    QString problems;
    ASSERT_TRUE(GameRecords::readGame(game, file, 0, &problems, choice.match())) << problems.toStdString();
    EXPECT_EQ(game.variantId(), "hyderabad");
    EXPECT_EQ(game.plyCount(), 1);

    Chooser cancel;
    EXPECT_TRUE(VariantChoice::forGame(file.games()[0].tags, cancel.function()).cancelled());
}

}  // namespace
