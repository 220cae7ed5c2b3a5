// The new-game dialog: every option of every built-in variant with every value and its default,
// the chosen values returned resolved; conditional defaults that follow their option until set
// by hand; the seating choice of the four-army game with one name per team in double dummy;
// names returned; a setup given to the dialog comes back unchanged; the preview shows the
// start the options give.

#include "ui/newgamedialog.h"

#include "tests/ui/germanprogram.h"

#include "core/position/position.h"
#include "core/catalog/variantcatalog.h"
#include "ui/arraypreview.h"
#include "ui/datastrings.h"

#include <QAbstractSpinBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QTreeWidget>
#include <QPushButton>
#include <QTest>

#include <QCollator>

#include <gtest/gtest.h>

#include <algorithm>

namespace {

const kabir::VariantFile& variant(const std::string& id)
{
    const kabir::VariantFile* file = kabir::VariantCatalog::builtIn().find(id);
    EXPECT_TRUE(file) << id;
    return *file;
}

kabir::OptionValues resolved(const std::string& id, const kabir::OptionValues& given = {})
{
    return variant(id).resolveOptions(given).value();
}

NewGameSetup setupOf(const std::string& id, const kabir::OptionValues& given = {})
{
    return {QString::fromStdString(id), given, false, {}, {}};
}

QComboBox* optionBox(const NewGameDialog& dialog, const std::string& key)
{
    return dialog.findChild<QComboBox*>(QString::fromStdString("option-" + key));
}

QLabel* note(const NewGameDialog& dialog, const std::string& key)
{
    return dialog.findChild<QLabel*>(QString::fromStdString("note-" + key));
}

// Chooses a value as the user would.
void choose(const NewGameDialog& dialog, const std::string& key, const std::string& value)
{
    QComboBox* box = optionBox(dialog, key);
    ASSERT_TRUE(box) << key;
    const int index = box->findData(QString::fromStdString(value));
    ASSERT_GE(index, 0) << key << "=" << value;
    box->setCurrentIndex(index);
}

std::string chosen(const NewGameDialog& dialog, const std::string& key)
{
    return dialog.setup().options.at(key);
}

QList<QLineEdit*> nameEdits(const NewGameDialog& dialog)
{
    QList<QLineEdit*> edits;
    while (auto* edit = dialog.findChild<QLineEdit*>(QStringLiteral("playerName%1").arg(edits.size())))
        edits.append(edit);
    return edits;
}

QComboBox* seating(const NewGameDialog& dialog)
{
    return dialog.findChild<QComboBox*>(QStringLiteral("seating"));
}

QTreeWidgetItem* itemOf(const QTreeWidget* list, const char* id)
{
    const auto found = list->findItems(QStringLiteral("*"), Qt::MatchWildcard | Qt::MatchRecursive);
    for (QTreeWidgetItem* item : found)
        if (item->data(0, Qt::UserRole).toString() == QLatin1String(id))
            return item;
    return nullptr;
}

// The variants the list shows, top to bottom: headings as "# name", variants by id.
QStringList shownRows(const QTreeWidget* list)
{
    QStringList rows;
    QTreeWidgetItem* item = list->topLevelItem(0);
    while (item && item->isHidden())
        item = list->itemBelow(item);
    for (; item; item = list->itemBelow(item))
        rows << (item->parent() ? item->data(0, Qt::UserRole).toString() : QStringLiteral("# ") + item->text(0));
    return rows;
}

TEST(NewGameDialog, OffersEveryOptionOfEveryVariantWithEveryValueAndItsDefault)
{
    for (const kabir::VariantFile& file : kabir::VariantCatalog::builtIn().variants()) {
        NewGameDialog dialog(setupOf(file.id()));
        EXPECT_EQ(dialog.setup().variantId.toStdString(), file.id());
        EXPECT_EQ(dialog.setup().options, resolved(file.id()));
        const QTreeWidget* list = dialog.findChild<QTreeWidget*>(QStringLiteral("variantList"));
        ASSERT_TRUE(list && list->currentItem());
        EXPECT_EQ(list->currentItem()->text(0), DataStrings::variantName(file));
        EXPECT_EQ(dialog.findChild<QLabel*>(QStringLiteral("variantDescription"))->text(),
            DataStrings::text(file.description()));

        for (const kabir::OptionDefinition& option : file.options()) {
            const QComboBox* box = optionBox(dialog, option.key);
            ASSERT_TRUE(box) << file.id() << " " << option.key;
            EXPECT_EQ(box->accessibleName(), DataStrings::text(option.label));
            EXPECT_EQ(box->toolTip(), DataStrings::text(option.explanation));
            ASSERT_EQ(box->count(), int(option.values.size())) << option.key;
            for (int i = 0; i < box->count(); ++i) {
                const kabir::OptionChoice& value = option.values[std::size_t(i)];
                EXPECT_EQ(box->itemData(i).toString().toStdString(), value.id);
                const QString label = DataStrings::text(value.label);
                EXPECT_EQ(
                    box->itemText(i), value.id == option.defaultValue ? label + QStringLiteral(" (default)") : label)
                    << file.id() << " " << option.key;
            }
            EXPECT_EQ(box->currentData().toString().toStdString(), option.defaultValue) << option.key;
        }
    }
}

TEST(NewGameDialog, ChosenValuesAreReturnedWithTheirExplanationAndSource)
{
    for (const kabir::VariantFile& file : kabir::VariantCatalog::builtIn().variants()) {
        NewGameDialog dialog(setupOf(file.id()));
        for (const kabir::OptionDefinition& option : file.options())
            for (const kabir::OptionChoice& value : option.values) {
                if (!optionBox(dialog, option.key)->isEnabled())
                    continue;  // chosen by an army before the first move (Sultanspiel's array when Black chooses)
                choose(dialog, option.key, value.id);
                EXPECT_EQ(chosen(dialog, option.key), value.id) << file.id() << " " << option.key;
                const QString text = note(dialog, option.key)->text();
                EXPECT_TRUE(text.contains(DataStrings::text(value.explanation).toHtmlEscaped())) << text.toStdString();
                EXPECT_TRUE(text.contains(QString::fromStdString("Source: " + value.source).toHtmlEscaped()))
                    << text.toStdString();
            }
        // Whatever was chosen, the options come back complete and valid.
        const NewGameSetup setup = dialog.setup();
        EXPECT_EQ(variant(file.id()).resolveOptions(setup.options).value(), setup.options);
    }
}

TEST(NewGameDialog, TurkishGreatPieceFollowsTheRuleSetUnlessSetByHand)
{
    NewGameDialog dialog(setupOf("turkish"));
    EXPECT_EQ(chosen(dialog, "great-piece"), "great-vizier");
    choose(dialog, "ruleset", "reformed");
    EXPECT_EQ(chosen(dialog, "great-piece"), "short-queen");
    const QComboBox* box = optionBox(dialog, "great-piece");
    EXPECT_EQ(box->currentText(), QStringLiteral("Short queen (R+F) (default)"));
    EXPECT_EQ(box->itemText(box->findData(QStringLiteral("great-vizier"))), QStringLiteral("Great vizier (Q+N)"));
    choose(dialog, "ruleset", "reconstructed");
    EXPECT_EQ(chosen(dialog, "great-piece"), "great-vizier");

    choose(dialog, "great-piece", "queen");
    choose(dialog, "ruleset", "reformed");
    EXPECT_EQ(chosen(dialog, "great-piece"), "queen");

    // A value set by hand stays even when it was the default at the time.
    choose(dialog, "ruleset", "reconstructed");
    choose(dialog, "great-piece", "great-vizier");
    choose(dialog, "ruleset", "reformed");
    EXPECT_EQ(chosen(dialog, "great-piece"), "great-vizier");

    // Restore Defaults forgets what was set by hand.
    int restoreButtons = 0;
    for (QPushButton* button : dialog.findChildren<QPushButton*>())
        if (button->text() == QStringLiteral("Restore &Defaults")) {
            button->click();
            ++restoreButtons;
        }
    EXPECT_EQ(restoreButtons, 1);
    EXPECT_EQ(dialog.setup().options, resolved("turkish"));
    choose(dialog, "ruleset", "reformed");
    EXPECT_EQ(chosen(dialog, "great-piece"), "short-queen");
}

TEST(NewGameDialog, SultanspielKingTargetsFollowTheRuleSetUnlessSetByHand)
{
    NewGameDialog dialog(setupOf("sultanspiel"));
    EXPECT_EQ(chosen(dialog, "king-targets"), "on");
    choose(dialog, "ruleset", "B");
    EXPECT_EQ(chosen(dialog, "king-targets"), "off");
    choose(dialog, "ruleset", "A");
    EXPECT_EQ(chosen(dialog, "king-targets"), "on");
    choose(dialog, "king-targets", "off");
    choose(dialog, "ruleset", "B");
    choose(dialog, "ruleset", "A");
    EXPECT_EQ(chosen(dialog, "king-targets"), "off");
}

TEST(NewGameDialog, AnInitialValueThatWasTheDefaultKeepsFollowing)
{
    // Reformed with its default great piece: the great piece follows the rule set back.
    NewGameDialog following(setupOf("turkish", resolved("turkish", {{"ruleset", "reformed"}})));
    EXPECT_EQ(chosen(following, "great-piece"), "short-queen");
    choose(following, "ruleset", "reconstructed");
    EXPECT_EQ(chosen(following, "great-piece"), "great-vizier");

    // Reformed with the great vizier: that was set by hand, and stays.
    NewGameDialog set(setupOf("turkish", {{"ruleset", "reformed"}, {"great-piece", "great-vizier"}}));
    choose(set, "ruleset", "reconstructed");
    choose(set, "ruleset", "reformed");
    EXPECT_EQ(chosen(set, "great-piece"), "great-vizier");
}

TEST(NewGameDialog, OptionsAnArmyChoosesBeforeTheFirstMoveAreNotEditable)
{
    NewGameDialog dialog(setupOf("sultanspiel", {{"array-chooser", "black"}}));
    EXPECT_FALSE(optionBox(dialog, "array")->isEnabled());
    EXPECT_FALSE(optionBox(dialog, "king-targets")->isEnabled());
    EXPECT_EQ(note(dialog, "array")->text(), QStringLiteral("Black chooses before the first move."));
    choose(dialog, "ruleset", "B");  // in rule set B too Black chooses both
    EXPECT_FALSE(optionBox(dialog, "array")->isEnabled());
    EXPECT_FALSE(optionBox(dialog, "king-targets")->isEnabled());
    choose(dialog, "array-chooser", "agreed");
    EXPECT_TRUE(optionBox(dialog, "array")->isEnabled());
    EXPECT_EQ(dialog.setup().options.at("array-chooser"), "agreed");
}

TEST(NewGameDialog, SeatingIsOfferedForFourArmiesOnly)
{
    for (const kabir::VariantFile& file : kabir::VariantCatalog::builtIn().variants()) {
        NewGameDialog dialog(setupOf(file.id()));
        const std::size_t armies = file.definition(resolved(file.id())).value().armies.size();
        EXPECT_EQ(seating(dialog)->isVisibleTo(&dialog), armies > 2) << file.id();
        EXPECT_EQ(nameEdits(dialog).size(), qsizetype(armies)) << file.id();
        EXPECT_FALSE(dialog.setup().doubleDummy);
        EXPECT_EQ(dialog.setup().players.size(), qsizetype(armies));
    }
}

TEST(NewGameDialog, DoubleDummyHasOneNamePerTeam)
{
    NewGameDialog dialog(setupOf("chaturanga-4-84"));
    QList<QLineEdit*> edits = nameEdits(dialog);
    ASSERT_EQ(edits.size(), 4);
    EXPECT_EQ(edits[0]->placeholderText(), QStringLiteral("Red"));
    EXPECT_EQ(edits[3]->placeholderText(), QStringLiteral("Black"));
    edits[0]->setText(QStringLiteral("Ann"));
    edits[1]->setText(QStringLiteral("Bob"));

    seating(dialog)->setCurrentIndex(seating(dialog)->findData(true));
    edits = nameEdits(dialog);
    ASSERT_EQ(edits.size(), 2);
    EXPECT_EQ(edits[0]->placeholderText(), QStringLiteral("Red and Yellow"));
    EXPECT_EQ(edits[1]->placeholderText(), QStringLiteral("Green and Black"));
    EXPECT_EQ(edits[0]->text(), QStringLiteral("Ann"));  // Red's name for the team
    edits[1]->setText(QStringLiteral("Carla"));
    NewGameSetup setup = dialog.setup();
    EXPECT_TRUE(setup.doubleDummy);
    EXPECT_EQ(setup.players, (QList<PlayerSeat>{{"Ann"}, {"Carla"}, {"Ann"}, {"Carla"}}));

    seating(dialog)->setCurrentIndex(seating(dialog)->findData(false));
    EXPECT_EQ(nameEdits(dialog).size(), 4);
    setup = dialog.setup();
    EXPECT_FALSE(setup.doubleDummy);
    EXPECT_EQ(setup.players, (QList<PlayerSeat>{{"Ann"}, {"Carla"}, {"Ann"}, {"Carla"}}));
}

TEST(NewGameDialog, NamesAreReturnedTrimmed)
{
    NewGameDialog dialog(setupOf("chess"));
    const QList<QLineEdit*> edits = nameEdits(dialog);
    ASSERT_EQ(edits.size(), 2);
    EXPECT_EQ(edits[0]->placeholderText(), QStringLiteral("White"));
    EXPECT_EQ(edits[0]->accessibleName(), QStringLiteral("Player of White"));
    edits[0]->setText(QStringLiteral("  Anna "));
    EXPECT_EQ(dialog.setup().players, (QList<PlayerSeat>{{"Anna"}, {""}}));
}

TEST(NewGameDialog, ChoicesStayWhenSwitchingVariants)
{
    NewGameDialog dialog(setupOf("turkish"));
    choose(dialog, "ruleset", "reformed");
    nameEdits(dialog)[1]->setText(QStringLiteral("Boris"));
    auto* list = dialog.findChild<QTreeWidget*>(QStringLiteral("variantList"));
    const auto select = [list](const char* id) { list->setCurrentItem(itemOf(list, id)); };
    select("chess");
    EXPECT_EQ(dialog.setup().variantId, QStringLiteral("chess"));
    EXPECT_EQ(dialog.setup().options, resolved("chess"));
    EXPECT_EQ(dialog.setup().players, (QList<PlayerSeat>{{""}, {"Boris"}}));  // as many armies: names stay
    select("chaturanga-4-84");
    EXPECT_EQ(dialog.setup().players, QList<PlayerSeat>(4));
    select("turkish");
    EXPECT_EQ(chosen(dialog, "ruleset"), "reformed");
}

TEST(NewGameDialog, ThePreviewShowsTheArrayTheOptionsGive)
{
    NewGameDialog dialog(setupOf("sultanspiel", {{"array", "tressau-fig3"}}));
    const auto* preview = dialog.findChild<ArrayPreview*>();
    ASSERT_TRUE(preview);
    const QString before = preview->fen();
    EXPECT_TRUE(before.startsWith(QStringLiteral("rbnmckqabnr/"))) << before.toStdString();
    choose(dialog, "array", "tressau-fig4");
    EXPECT_TRUE(preview->fen().startsWith(QStringLiteral("rnbmckqanbr/"))) << preview->fen().toStdString();
    auto* list = dialog.findChild<QTreeWidget*>(QStringLiteral("variantList"));
    list->setCurrentItem(itemOf(list, "chaturanga-4-84"));
    const auto chaturanga = kabir::VariantCatalog::builtIn().ruleset("chaturanga-4-84");
    ASSERT_TRUE(chaturanga);
    EXPECT_EQ(preview->fen().toStdString(), kabir::Position::start(chaturanga.value()).fen());
}

TEST(NewGameDialog, TheInitialSetupIsRestored)
{
    const NewGameSetup setups[] = {
        {QStringLiteral("sultanspiel"),
            resolved("sultanspiel",
                {{"array", "tressau-fig4"}, {"ruleset", "B"}, {"king-targets", "on"}, {"move-rule", "100"}}),
            false, {{"Tressau"}, {"Markov"}}, {}},
        {QStringLiteral("turkish"), resolved("turkish", {{"ruleset", "reformed"}, {"small-piece", "short-queen"}}),
            false, {{""}, {"Härtel"}}, {}},
        {QStringLiteral("chaturanga-4-84"), resolved("chaturanga-4-84", {{"move-rule", "0"}}), true,
            {{"Ann"}, {"Bob"}, {"Ann"}, {"Bob"}}, {}},
        {QStringLiteral("chaturanga-4-84"), resolved("chaturanga-4-84"), false, {{"A"}, {"B"}, {"C"}, {"D"}}, {}},
    };
    for (const NewGameSetup& initial : setups) {
        const NewGameDialog dialog(initial);
        EXPECT_EQ(dialog.setup(), initial) << initial.variantId.toStdString();
    }
}

TEST(NewGameDialog, EveryInputHasAnAccessibleNameAndTheLabelsMnemonics)
{
    NewGameDialog dialog(setupOf("sultanspiel"));
    for (const QWidget* input : dialog.findChildren<QWidget*>()) {
        if (qobject_cast<const QAbstractSpinBox*>(input->parentWidget()))
            continue;  // a spin box's own line edit: the spin box carries the name
        if (qobject_cast<const QComboBox*>(input) || qobject_cast<const QLineEdit*>(input)
            || qobject_cast<const QTreeWidget*>(input) || qobject_cast<const QAbstractSpinBox*>(input)) {
            EXPECT_FALSE(input->accessibleName().isEmpty()) << input->objectName().toStdString();
        }
    }
    for (const QLabel* label : dialog.findChildren<QLabel*>()) {
        if (label->buddy()) {
            EXPECT_TRUE(label->text().contains(QLatin1Char('&'))) << label->text().toStdString();
        }
    }
}

TEST(NewGameDialog, VariantsAreListedByFamilyInAlphabeticalOrder)
{
    NewGameDialog dialog(setupOf("chess"));
    const auto* list = dialog.findChild<QTreeWidget*>(QStringLiteral("variantList"));
    EXPECT_EQ(shownRows(list),
        (QStringList{"# Central Asia", "hiashatar", "shatar", "shatra", "tibetan", "timur", "# Four armies",
            "chaturanga-4-84", "# India", "atranj", "baroda", "chaturanga", "desi", "hyderabad", "indian",
            "joara-joari", "maharaja", "mysore", "parsi", "shataranja", "maharajah", "# Indonesia and Malaysia",
            "batak", "malay", "# Orthodox", "chess", "# South-East Asia", "sittuyin-1920", "cambodian",
            "cambodian-hill", "karouk", "makruk", "sittuyin", "# Tressau", "kaiserspiel", "sultanspiel", "# Turkey",
            "turkish"}));
    for (const kabir::VariantFile& file : kabir::VariantCatalog::builtIn().variants())
        EXPECT_FALSE(file.group().empty()) << file.id() << ": every shipped variant names its family";
}

// A newcomer who makes a seat the computer meets a middle level first, not the strongest.
TEST(NewGameDialog, TheFirstComputerLevelOfferedIsAMiddleOne)
{
    NewGameDialog dialog(setupOf("chess"));
    auto* kind = dialog.findChild<QComboBox*>(QStringLiteral("playerKind1"));
    ASSERT_TRUE(kind);
    kind->setCurrentIndex(kind->findData(QStringLiteral("computer")));
    const auto* level = dialog.findChild<QComboBox*>(QStringLiteral("playerLevel1"));
    ASSERT_TRUE(level);
    EXPECT_EQ(level->currentData().toInt(), 4);
    EXPECT_EQ(dialog.setup().players.value(1).level, 4);
}

// In German the families and the variants in each are in the order of their German names.
TEST(NewGameDialog, VariantsAreListedByTheirTranslatedNames)
{
    const GermanProgram german;
    NewGameDialog dialog(setupOf("chess"));
    const auto* list = dialog.findChild<QTreeWidget*>(QStringLiteral("variantList"));
    const QCollator collator(QLocale(QLocale::German));
    const auto sorted = [&](const QStringList& names) {
        return std::is_sorted(
            names.begin(), names.end(), [&](const QString& a, const QString& b) { return collator.compare(a, b) < 0; });
    };
    QStringList families;
    for (int i = 0; i < list->topLevelItemCount(); ++i) {
        const QTreeWidgetItem* family = list->topLevelItem(i);
        families << family->text(0);
        QStringList names;
        for (int j = 0; j < family->childCount(); ++j)
            names << family->child(j)->text(0);
        EXPECT_TRUE(sorted(names)) << names.join(QStringLiteral(", ")).toStdString();
    }
    EXPECT_TRUE(sorted(families)) << families.join(QStringLiteral(", ")).toStdString();
    EXPECT_TRUE(families.contains(QStringLiteral("Südostasien"))) << families.join(QStringLiteral(", ")).toStdString();
}

TEST(NewGameDialog, TheFilterKeepsTheVariantsWhoseNameFamilyOrDescriptionMatch)
{
    NewGameDialog dialog(setupOf("chess"));
    auto* filter = dialog.findChild<QLineEdit*>(QStringLiteral("variantFilter"));
    const auto* list = dialog.findChild<QTreeWidget*>(QStringLiteral("variantList"));
    filter->setText(QStringLiteral("ashtapada"));  // Chaturanga's description
    EXPECT_EQ(shownRows(list), (QStringList{"# India", "chaturanga"}));
    // The variant shown was filtered away: the first one listed is chosen.
    EXPECT_EQ(dialog.setup().variantId, QStringLiteral("chaturanga"));
    filter->setText(QStringLiteral("central"));  // a family
    EXPECT_EQ(shownRows(list), (QStringList{"# Central Asia", "hiashatar", "shatar", "shatra", "tibetan", "timur"}));
    filter->setText(QStringLiteral("TRESSAU 11x11"));  // every word, in any case
    EXPECT_EQ(shownRows(list), (QStringList{"# Tressau", "sultanspiel"}));
    EXPECT_EQ(dialog.setup().variantId, QStringLiteral("sultanspiel"));
    filter->setText(QStringLiteral("xiangqi"));
    EXPECT_TRUE(shownRows(list).isEmpty());
    EXPECT_EQ(dialog.setup().variantId, QStringLiteral("sultanspiel"));  // nothing listed: it stays
    filter->clear();
    EXPECT_EQ(shownRows(list).size(), 38);
    EXPECT_EQ(dialog.setup().variantId, QStringLiteral("sultanspiel"));
}

// The variant whose very name is typed is chosen, before those that merely contain the word:
// Enter then starts it.
TEST(NewGameDialog, TheFilterChoosesTheExactNameFirst)
{
    NewGameDialog dialog(setupOf("kaiserspiel"));
    auto* filter = dialog.findChild<QLineEdit*>(QStringLiteral("variantFilter"));
    filter->setText(QStringLiteral("chess"));  // in many names and descriptions
    EXPECT_EQ(dialog.setup().variantId, QStringLiteral("chess"));
    filter->setText(QStringLiteral("shatra"));  // Shatranj's start, Shatra's name
    EXPECT_EQ(dialog.setup().variantId, QStringLiteral("shatra"));
    filter->setText(QStringLiteral("makr"));  // a name's start
    EXPECT_EQ(dialog.setup().variantId, QStringLiteral("makruk"));
    filter->setText(QStringLiteral("Tressau"));  // a family: the variant shown stays while listed
    filter->setText(QStringLiteral("kaiser"));
    EXPECT_EQ(dialog.setup().variantId, QStringLiteral("kaiserspiel"));
}

TEST(NewGameDialog, TheArrowKeysPassOverTheFamilies)
{
    NewGameDialog dialog(setupOf("maharajah"));  // the last of India
    dialog.show();
    dialog.activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(&dialog));
    auto* filter = dialog.findChild<QLineEdit*>(QStringLiteral("variantFilter"));
    auto* list = dialog.findChild<QTreeWidget*>(QStringLiteral("variantList"));
    filter->setFocus();
    QTest::keyClick(filter, Qt::Key_Down);
    EXPECT_TRUE(list->hasFocus());
    QTest::keyClick(list, Qt::Key_Down);  // over "Indonesia and Malaysia"
    EXPECT_EQ(dialog.setup().variantId, QStringLiteral("batak"));
    QTest::keyClick(list, Qt::Key_Up);  // back over "Indonesia and Malaysia"
    EXPECT_EQ(dialog.setup().variantId, QStringLiteral("maharajah"));
    list->setCurrentItem(list->topLevelItem(0)->child(0));
    QTest::keyClick(list, Qt::Key_Up);  // nothing above "Central Asia": it stays
    EXPECT_EQ(dialog.setup().variantId, QStringLiteral("hiashatar"));
}

TEST(NewGameDialog, TabOrderFollowsTheLayout)
{
    NewGameDialog dialog(setupOf("turkish"));
    QList<QWidget*> expected{dialog.findChild<QLineEdit*>(QStringLiteral("variantFilter")),
        dialog.findChild<QTreeWidget*>(QStringLiteral("variantList"))};
    for (const char* key : {"ruleset", "stalemate", "great-piece", "small-piece", "move-rule"})
        expected.append(optionBox(dialog, key));
    // Each player: human or computer (the level is hidden for a human), then the name.
    for (QLineEdit* edit : nameEdits(dialog)) {
        const QString row = edit->objectName().mid(QStringLiteral("playerName").size());
        expected << dialog.findChild<QComboBox*>(QStringLiteral("playerKind") + row) << edit;
    }
    // From the filter, the next focusable inputs: the list, the rules button, then the options and players.
    QList<QWidget*> chain;
    QWidget* w = expected.front();
    for (int step = 0; step < 1000 && chain.size() < expected.size() + 1; ++step, w = w->nextInFocusChain())
        if ((w->focusPolicy() & Qt::TabFocus) && w->isVisibleTo(&dialog) && w->isEnabled() && !chain.contains(w))
            chain.append(w);
    ASSERT_EQ(chain.size(), expected.size() + 1);
    EXPECT_TRUE(qobject_cast<QPushButton*>(chain[2]));  // Rules of This Variant…
    chain.removeAt(2);
    EXPECT_EQ(chain, expected);
}

}  // namespace
