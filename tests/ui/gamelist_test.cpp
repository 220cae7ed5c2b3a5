// A file of three games with a broken one in the middle: GameListModel lists each with its tags
// (under QAbstractItemModelTester), GameListDialog filters on any column, sorts (numbers as
// numbers) and takes the game double-clicked, and GameController::loadGame loads the good games
// whole and the broken one up to its bad move, naming the file, the game, the move and why.
// Every game of the sample file (resources/games/) loads whole.

#include "ui/gamelistdialog.h"
#include "ui/gamelistmodel.h"

#include "core/record/recordfile.h"
#include "core/catalog/variantcatalog.h"
#include "ui/gamecontroller.h"
#include "ui/gamerecords.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableView>
#include <QTest>

#include <gtest/gtest.h>

#include <set>

namespace {

const char* const kThreeGames = R"([Event "Casual game"]
[Site "Berlin"]
[Date "1840.??.??"]
[White "Tressau"]
[Black "Peguilhen"]
[Result "1-0"]

1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 1-0

[Event "Broken"]
[White "Anna"]
[Black "Ben"]
[Result "0-1"]
[ResultKind "resignation"]
[Variant "kaiserspiel"]

1. e2e5 e9e7 2. Nc3 b9b7
3. Ke3 Nc8 0-1

[Event "Third"]
[Round "2"]
[Variant "hyderabad"]
[Result "*"]

1. e3e4 *
)";

struct ThreeGames {
    kabir::RecordFile file{kThreeGames, "/tmp/three.pgn"};
};

QPushButton* openButton(const GameListDialog& dialog)
{
    for (QPushButton* button : dialog.findChildren<QPushButton*>())
        if (button->text() == "&Open")
            return button;
    return nullptr;
}

QString cell(const QAbstractItemModel& model, int row, int column)
{
    return model.data(model.index(row, column)).toString();
}

TEST(GameListModel, ListsEveryGameWithItsTags)
{
    ThreeGames games;
    GameListModel model(games.file);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    ASSERT_EQ(model.rowCount(), 3);
    ASSERT_EQ(model.columnCount(), GameListModel::ColumnCount);
    EXPECT_EQ(model.headerData(GameListModel::White, Qt::Horizontal).toString(), "White");
    EXPECT_EQ(model.headerData(GameListModel::Plies, Qt::Horizontal).toString(), "Plies");
    const struct {
        int number;
        const char *white, *black, *result, *date, *event, *site, *round, *variant;
        int plies;
    } rows[] = {
        {1, "Tressau", "Peguilhen", "1-0", "1840.??.??", "Casual game", "Berlin", "", "Chess", 11},
        {2, "Anna", "Ben", "0-1", "", "Broken", "", "", "Kaiserspiel", 6},
        {3, "", "", "*", "", "Third", "", "2", "Hyderabad Decimal Chess", 1},
    };
    for (int row = 0; row < 3; ++row) {
        const auto& expected = rows[row];
        EXPECT_EQ(model.data(model.index(row, GameListModel::Number)).toInt(), expected.number);
        EXPECT_EQ(cell(model, row, GameListModel::White), expected.white);
        EXPECT_EQ(cell(model, row, GameListModel::Black), expected.black);
        EXPECT_EQ(cell(model, row, GameListModel::Result), expected.result);
        EXPECT_EQ(cell(model, row, GameListModel::Date), expected.date);
        EXPECT_EQ(cell(model, row, GameListModel::Event), expected.event);
        EXPECT_EQ(cell(model, row, GameListModel::Site), expected.site);
        EXPECT_EQ(cell(model, row, GameListModel::Round), expected.round);
        EXPECT_EQ(cell(model, row, GameListModel::Variant), expected.variant);
        EXPECT_EQ(model.data(model.index(row, GameListModel::Plies)).toInt(), expected.plies);
    }
}

TEST(GameListDialog, ShowsTheFileAndItsGameCount)
{
    ThreeGames games;
    GameListDialog dialog(games.file);
    EXPECT_EQ(dialog.findChild<QLabel*>("fileName")->text(), "<b>three.pgn</b>");
    EXPECT_EQ(dialog.findChild<QLabel*>("gameCount")->text(), "3 games");
    EXPECT_EQ(dialog.chosenGame(), 0);  // the first game is chosen at the start
    EXPECT_TRUE(openButton(dialog)->isEnabled());
}

TEST(GameListDialog, TheFilterMatchesAnyColumn)
{
    ThreeGames games;
    GameListDialog dialog(games.file);
    QAbstractItemModel* shown = dialog.table()->model();
    const auto& label = *dialog.findChild<QLabel*>("gameCount");
    dialog.filterField()->setText("tressau");  // White, in another case
    ASSERT_EQ(shown->rowCount(), 1);
    EXPECT_EQ(cell(*shown, 0, GameListModel::Event), "Casual game");
    EXPECT_EQ(label.text(), "1 of 3 games");
    dialog.filterField()->setText("kaiser");  // the variant's name
    ASSERT_EQ(shown->rowCount(), 1);
    EXPECT_EQ(dialog.chosenGame(), 1);        // the game left is chosen
    dialog.filterField()->setText("berlin");  // the site
    EXPECT_EQ(shown->rowCount(), 1);
    dialog.filterField()->setText("nowhere");
    EXPECT_EQ(shown->rowCount(), 0);
    EXPECT_EQ(dialog.chosenGame(), -1);
    EXPECT_FALSE(openButton(dialog)->isEnabled());
    dialog.filterField()->clear();
    EXPECT_EQ(shown->rowCount(), 3);
    EXPECT_EQ(label.text(), "3 games");
}

TEST(GameListDialog, ColumnsSortNumbersAsNumbers)
{
    ThreeGames games;
    GameListDialog dialog(games.file);
    QTableView* table = dialog.table();
    EXPECT_TRUE(table->isSortingEnabled());
    const QAbstractItemModel& shown = *table->model();
    auto column = [&](int c) {
        QStringList values;
        for (int row = 0; row < shown.rowCount(); ++row)
            values << cell(shown, row, c);
        return values;
    };
    EXPECT_EQ(column(GameListModel::Number), QStringList({"1", "2", "3"}));
    table->sortByColumn(GameListModel::Plies, Qt::AscendingOrder);
    EXPECT_EQ(column(GameListModel::Plies), QStringList({"1", "6", "11"}));
    table->sortByColumn(GameListModel::White, Qt::DescendingOrder);
    EXPECT_EQ(column(GameListModel::White), QStringList({"Tressau", "Anna", ""}));
    table->selectRow(0);
    EXPECT_EQ(dialog.chosenGame(), 0);  // the game's index in the file, whatever the order
}

TEST(GameListDialog, DoubleClickOpensTheGame)
{
    ThreeGames games;
    GameListDialog dialog(games.file);
    dialog.show();
    QTableView* table = dialog.table();
    table->sortByColumn(GameListModel::Number, Qt::DescendingOrder);
    const QRect third = table->visualRect(table->model()->index(0, GameListModel::Event));
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, third.center());
    QTest::mouseDClick(table->viewport(), Qt::LeftButton, {}, third.center());
    EXPECT_EQ(dialog.result(), QDialog::Accepted);
    EXPECT_EQ(dialog.chosenGame(), 2);
}

TEST(GameController, LoadsEachGameOfAFileAndABrokenOneUpToItsBadMove)
{
    ThreeGames games;
    GameController game;
    QString problems;
    ASSERT_TRUE(GameRecords::readGame(game, games.file, 0, &problems)) << problems.toStdString();
    EXPECT_EQ(problems, "");
    EXPECT_EQ(game.variantId(), "chess");
    EXPECT_EQ(game.plyCount(), 11);
    EXPECT_EQ(game.playerNames(), QStringList({"Tressau", "Peguilhen"}));
    EXPECT_EQ(game.tags().at("Site"), "Berlin");

    ASSERT_TRUE(GameRecords::readGame(game, games.file, 1, &problems));
    EXPECT_EQ(game.variantId(), "kaiserspiel");
    EXPECT_EQ(game.plyCount(), 4);  // up to 3. Ke3
    EXPECT_EQ(game.moveTextAt(3), "b7");
    EXPECT_TRUE(problems.startsWith("three.pgn, game 2, move 3. Ke3: is not a legal move")) << problems.toStdString();
    EXPECT_FALSE(problems.contains('\n'));
    // The resignation came after the bad move: the part read goes on.
    EXPECT_FALSE(game.outcome().over());
    EXPECT_EQ(game.play(QStringLiteral("a2a3")), "");

    ASSERT_TRUE(GameRecords::readGame(game, games.file, 2, &problems));
    EXPECT_EQ(problems, "");
    EXPECT_EQ(game.variantId(), "hyderabad");
    EXPECT_EQ(game.plyCount(), 1);
    EXPECT_EQ(game.tags().at("Round"), "2");
}

TEST(GameController, AGameThatCannotStartLeavesTheGameAsItWas)
{
    const kabir::RecordFile file("[Variant \"nosuch\"]\n\n1. e4 *\n", "bad.pgn");
    GameController game;
    ASSERT_EQ(game.newGame("turkish"), "");
    QString problems;
    EXPECT_FALSE(GameRecords::readGame(game, file, 0, &problems));
    EXPECT_TRUE(problems.contains("bad.pgn:1")) << problems.toStdString();
    EXPECT_TRUE(problems.contains("unknown variant")) << problems.toStdString();
    EXPECT_EQ(game.variantId(), "turkish");
}

TEST(GameController, AResignationIsKeptWhenTheGameReadsWhole)
{
    const kabir::RecordFile file("[Result \"0-1\"]\n[ResultKind \"resignation\"]\n\n1. e4 e5 0-1\n", "r.pgn");
    GameController game;
    QString problems;
    ASSERT_TRUE(GameRecords::readGame(game, file, 0, &problems));
    EXPECT_EQ(game.outcome().ending, GameResult::Ending::Resignation);
    EXPECT_EQ(game.outcome().pgnResult(), "0-1");
}

TEST(GameController, EveryGameOfTheSampleFileLoadsWhole)
{
    QFile sample(QStringLiteral(KABIR_SOURCE_DIR "/resources/games/samples.pgn"));
    ASSERT_TRUE(sample.open(QIODevice::ReadOnly));
    const kabir::RecordFile file(sample.readAll().toStdString(), "samples.pgn");
    ASSERT_GE(file.games().size(), 6u);
    for (int i = 0; i < int(file.games().size()); ++i) {
        GameController game;
        QString problems;
        EXPECT_TRUE(GameRecords::readGame(game, file, i, &problems)) << problems.toStdString();
        EXPECT_EQ(problems, "");
        EXPECT_EQ(game.plyCount(), file.games()[std::size_t(i)].plyCount);
        EXPECT_EQ(game.outcome().pgnResult().toStdString(), file.games()[std::size_t(i)].tags.at("Result"));
    }
}

TEST(GameController, TheSampleFileHasAGameOfEveryVariant)
{
    QFile sample(QStringLiteral(KABIR_SOURCE_DIR "/resources/games/samples.pgn"));
    ASSERT_TRUE(sample.open(QIODevice::ReadOnly));
    const kabir::RecordFile file(sample.readAll().toStdString(), "samples.pgn");
    std::set<std::string> variants;
    for (const auto& game : file.games())
        variants.insert(game.tags.at("Variant"));
    for (const kabir::VariantFile& variant : kabir::VariantCatalog::builtIn().variants())
        EXPECT_TRUE(variants.count(variant.id())) << "no sample game of " << variant.id();
}

}  // namespace
