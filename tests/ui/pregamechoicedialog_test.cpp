// The pre-game choice dialog: every choice of Sultanspiel's Black (rule sets A and B) is offered
// in words — the options' and values' labels — and returned exactly as the game offered it;
// the arrays show their back ranks; the game's own values are preselected.

#include "ui/pregamechoicedialog.h"

#include "ui/arraypreview.h"

#include "core/record/game.h"
#include "core/catalog/variantcatalog.h"
#include "ui/datastrings.h"

#include <QLabel>
#include <QRadioButton>
#include <QRegularExpression>

#include <gtest/gtest.h>

namespace {

const kabir::VariantFile& sultanspiel()
{
    return *kabir::VariantCatalog::builtIn().find("sultanspiel");
}

kabir::Game blackChooses(const std::string& ruleset)
{
    auto game = kabir::Game::create(sultanspiel(), {{"array-chooser", "black"}, {"ruleset", ruleset}});
    EXPECT_TRUE(game) << game.errorText();
    return std::move(game).value();
}

QStringList choicesOf(const kabir::Game& game)
{
    QStringList choices;
    for (const std::string& choice : game.choices())
        choices << QString::fromStdString(choice);
    return choices;
}

class PreGameChoice : public testing::TestWithParam<std::string> { };

TEST_P(PreGameChoice, EveryChoiceIsOfferedInWordsAndReturnedExactly)
{
    kabir::Game game = blackChooses(GetParam());
    const QStringList choices = choicesOf(game);
    ASSERT_EQ(choices.size(), 4);  // the arrays, each with the king targets on or off (rules.md §2)
    PreGameChoiceDialog dialog(sultanspiel(), game.options(), QStringLiteral("Black"), choices);
    // The game's own values are preselected: Fig. 3, king targets on in A and off in B.
    EXPECT_EQ(dialog.chosenText(), GetParam() == "A" ? choices[0] : choices[1]);
    const QLabel* summary = dialog.findChild<QLabel*>(QStringLiteral("summary"));
    ASSERT_TRUE(summary);

    for (const QString& choice : choices) {
        for (const QString& pair : choice.split(QLatin1Char(','))) {
            auto* button = dialog.findChild<QRadioButton*>(pair);
            ASSERT_TRUE(button) << pair.toStdString();
            const std::string key = pair.section(QLatin1Char('='), 0, 0).toStdString();
            const std::string id = pair.section(QLatin1Char('='), 1).toStdString();
            const kabir::OptionChoice* value = nullptr;
            for (const kabir::OptionDefinition& option : sultanspiel().options())
                if (option.key == key)
                    value = option.find(id);
            ASSERT_TRUE(value);
            EXPECT_EQ(button->text().remove(QLatin1Char('&')), DataStrings::text(value->label));
            EXPECT_EQ(button->accessibleDescription(), DataStrings::text(value->explanation));
            button->click();
        }
        EXPECT_EQ(dialog.chosenText(), choice);
        EXPECT_EQ(summary->text(), QStringLiteral("Choice: ") + PreGameChoiceDialog::describe(sultanspiel(), choice));
    }
    // The text goes to the game unchanged.
    const QString last = dialog.chosenText();
    EXPECT_TRUE(game.play(last.toStdString())) << last.toStdString();
    EXPECT_EQ(game.choiceMade(), last.toStdString());
}

INSTANTIATE_TEST_SUITE_P(Sultanspiel, PreGameChoice, testing::Values("A", "B"));

TEST(PreGameChoiceDialog, DescribesAChoiceWithTheLabelsOfOptionsAndValues)
{
    EXPECT_EQ(PreGameChoiceDialog::describe(sultanspiel(), QStringLiteral("array=tressau-fig4,king-targets=off")),
        QStringLiteral("Array: Tressau, Fig. 4 — King targets: Off"));
    EXPECT_EQ(PreGameChoiceDialog::describe(sultanspiel(), QStringLiteral("array=tressau-fig3")),
        QStringLiteral("Array: Tressau, Fig. 3"));
}

TEST(PreGameChoiceDialog, TheArraysShowTheirBackRanks)
{
    const kabir::Game game = blackChooses("A");
    const PreGameChoiceDialog dialog(sultanspiel(), game.options(), QStringLiteral("Black"), choicesOf(game));
    QStringList ranks;
    for (const QLabel* label : dialog.findChildren<QLabel*>())
        if (label->text().contains(QStringLiteral("Back rank:")))
            ranks << label->text()
                         .section(QStringLiteral("Back rank:"), 1)
                         .remove(QRegularExpression(QStringLiteral("<[^>]*>")));
    ASSERT_EQ(ranks.size(), 2);  // under the two arrays, not under the king targets
    EXPECT_EQ(ranks[0].trimmed(), QStringLiteral("R B N M C K Q A B N R"));
    EXPECT_EQ(ranks[1].trimmed(), QStringLiteral("R N B M C K Q A N B R"));
}

TEST(PreGameChoiceDialog, ThePreviewFollowsTheArrayChosen)
{
    const kabir::Game game = blackChooses("A");
    const PreGameChoiceDialog dialog(sultanspiel(), game.options(), QStringLiteral("Black"), choicesOf(game));
    const auto* preview = dialog.findChild<ArrayPreview*>();
    ASSERT_TRUE(preview);
    QStringList fens;
    for (QRadioButton* button : dialog.findChildren<QRadioButton*>())
        if (button->objectName().startsWith(QStringLiteral("array="))) {
            button->setChecked(true);
            fens << preview->fen();
            EXPECT_FALSE(preview->pixmap().isNull());
        }
    ASSERT_EQ(fens.size(), 2);
    EXPECT_TRUE(fens[0].startsWith(QStringLiteral("rbnmckqabnr/"))) << fens[0].toStdString();
    EXPECT_TRUE(fens[1].startsWith(QStringLiteral("rnbmckqanbr/"))) << fens[1].toStdString();
}

}  // namespace
