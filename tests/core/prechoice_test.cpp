// The engine's pre-game choice (Sultanspiel's Black choosing the array).

#include "core/search/prechoice.h"
#include "core/catalog/variantcatalog.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace kabir::search {
namespace {

TEST(PreGameChoice, SultanspielBlackChoosesOneOfItsChoices)
{
    auto game = Game::create(*VariantCatalog::builtIn().find("sultanspiel"), {{"array-chooser", "black"}});
    ASSERT_TRUE(game.ok()) << game.errorText();
    Engine engine;
    const PreGameDecision decision = choosePreGame(game.value(), engine, 2);
    const std::vector<std::string> choices = game->choices();
    EXPECT_NE(std::find(choices.begin(), choices.end(), decision.choice), choices.end()) << decision.choice;
    EXPECT_TRUE(game->play(decision.choice).ok());
}

TEST(PreGameChoice, NothingToChooseWithoutAChoice)
{
    auto game = Game::create(*VariantCatalog::builtIn().find("sultanspiel"), {});
    ASSERT_TRUE(game.ok());
    Engine engine;
    EXPECT_EQ(choosePreGame(game.value(), engine).choice, "");
}

}  // namespace
}  // namespace kabir::search
