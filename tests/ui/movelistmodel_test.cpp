// MoveListModel: one row per round with a column per army, the program's move text, the
// viewed move marked, and the proper notifications on play, takeback, redo and a new game.
// QAbstractItemModelTester (Qt6::Test) checks the model's contract; a small recorder below
// also checks the row notifications against the row counts.

#include "ui/movelistmodel.h"

#include "ui/gamecontroller.h"

#include <QAbstractItemModelTester>

#include <gtest/gtest.h>

#include <memory>

namespace {

// Checks every insertion, removal, reset and change the model announces: the row count moves
// by exactly the announced rows, and changed cells exist.
class NotificationChecker {
public:
    explicit NotificationChecker(QAbstractItemModel* model) : m_model(model)
    {
        QObject::connect(model, &QAbstractItemModel::rowsAboutToBeInserted, [this](const QModelIndex&, int first, int) {
            EXPECT_EQ(first, m_model->rowCount());  // rows are only appended
            m_rowsBefore = m_model->rowCount();
        });
        QObject::connect(model, &QAbstractItemModel::rowsInserted, [this](const QModelIndex&, int first, int last) {
            EXPECT_EQ(m_model->rowCount(), m_rowsBefore + last - first + 1);
            ++inserted;
        });
        QObject::connect(model, &QAbstractItemModel::rowsAboutToBeRemoved, [this](const QModelIndex&, int, int last) {
            EXPECT_EQ(last, m_model->rowCount() - 1);
            m_rowsBefore = m_model->rowCount();
        });
        QObject::connect(model, &QAbstractItemModel::rowsRemoved, [this](const QModelIndex&, int first, int last) {
            EXPECT_EQ(m_model->rowCount(), m_rowsBefore - (last - first + 1));
            ++removed;
        });
        QObject::connect(model, &QAbstractItemModel::modelReset, [this] { ++resets; });
        QObject::connect(model, &QAbstractItemModel::dataChanged, [this](const QModelIndex& a, const QModelIndex& b) {
            EXPECT_TRUE(a.isValid() && b.isValid());
            EXPECT_LT(b.row(), m_model->rowCount());
            EXPECT_LT(b.column(), m_model->columnCount());
            ++changed;
        });
    }

    int inserted = 0, removed = 0, resets = 0, changed = 0;

private:
    QAbstractItemModel* m_model;
    int m_rowsBefore = 0;
};

struct Fixture {
    GameController game;
    MoveListModel model{&game};
    NotificationChecker checker{&model};
    QAbstractItemModelTester tester{&model, QAbstractItemModelTester::FailureReportingMode::Fatal};
};

QString cell(const MoveListModel& model, int row, int column)
{
    return model.data(model.index(row, column)).toString();
}

TEST(MoveListModel, TwoArmiesOneRowPerRound)
{
    Fixture f;
    ASSERT_EQ(f.game.newGame("chess"), QString());
    EXPECT_EQ(f.model.rowCount(), 0);
    EXPECT_EQ(f.model.columnCount(), 2);
    EXPECT_EQ(f.model.headerData(0, Qt::Horizontal).toString(), "White");
    EXPECT_EQ(f.model.headerData(1, Qt::Horizontal).toString(), "Black");
    for (const char* m : {"e2e4", "e7e5", "g1f3", "b8c6", "f1b5"})
        ASSERT_EQ(f.game.play(QString(m)), QString());
    EXPECT_EQ(f.model.rowCount(), 3);
    EXPECT_EQ(f.checker.inserted, 3);
    EXPECT_EQ(cell(f.model, 0, 0), "e4");
    EXPECT_EQ(cell(f.model, 0, 1), "e5");
    EXPECT_EQ(cell(f.model, 1, 0), "Nf3");
    EXPECT_EQ(cell(f.model, 1, 1), "Nc6");
    EXPECT_EQ(cell(f.model, 2, 0), "Bb5");
    EXPECT_EQ(cell(f.model, 2, 1), "");
    EXPECT_EQ(f.model.flags(f.model.index(2, 1)), Qt::NoItemFlags);
    EXPECT_EQ(f.model.headerData(2, Qt::Vertical).toString(), "3");
    EXPECT_EQ(f.model.plyAt(f.model.index(1, 1)), 3);
    EXPECT_EQ(f.model.indexOfPly(3), f.model.index(1, 1));
}

TEST(MoveListModel, ViewedMoveIsMarked)
{
    Fixture f;
    ASSERT_EQ(f.game.newGame("chess"), QString());
    for (const char* m : {"d4", "d5", "c4"})
        ASSERT_EQ(f.game.play(QString(m)), QString());
    EXPECT_EQ(f.model.viewedIndex(), f.model.index(1, 0));
    EXPECT_TRUE(f.model.data(f.model.index(1, 0), MoveListModel::IsViewedRole).toBool());
    f.game.setViewedPly(f.model.plyAt(f.model.index(0, 1)) + 1);  // a click on "d5"
    EXPECT_EQ(f.game.viewedPly(), 2);
    EXPECT_EQ(f.model.viewedIndex(), f.model.index(0, 1));
    EXPECT_TRUE(f.model.data(f.model.index(0, 1), MoveListModel::IsViewedRole).toBool());
    EXPECT_FALSE(f.model.data(f.model.index(1, 0), MoveListModel::IsViewedRole).toBool());
    f.game.setViewedPly(0);
    EXPECT_FALSE(f.model.viewedIndex().isValid());
}

TEST(MoveListModel, UndoRedoAndNewGameUpdateTheRows)
{
    Fixture f;
    ASSERT_EQ(f.game.newGame("chess"), QString());
    for (const char* m : {"e4", "e5", "Nf3"})
        ASSERT_EQ(f.game.play(QString(m)), QString());
    f.game.undo();  // Nf3: its row goes
    EXPECT_EQ(f.model.rowCount(), 1);
    EXPECT_EQ(f.checker.removed, 1);
    f.game.undo();  // e5: the row stays, its cell empties
    EXPECT_EQ(f.model.rowCount(), 1);
    EXPECT_EQ(cell(f.model, 0, 1), "");
    f.game.redo();
    f.game.redo();
    EXPECT_EQ(f.model.rowCount(), 2);
    EXPECT_EQ(cell(f.model, 0, 1), "e5");
    EXPECT_EQ(cell(f.model, 1, 0), "Nf3");
    EXPECT_EQ(f.model.viewedIndex(), f.model.index(1, 0));
    const int resets = f.checker.resets;
    ASSERT_EQ(f.game.newGame("kaiserspiel"), QString());
    EXPECT_EQ(f.checker.resets, resets + 1);
    EXPECT_EQ(f.model.rowCount(), 0);
}

TEST(MoveListModel, GameStartingWithBlackLeavesTheFirstCellEmpty)
{
    Fixture f;
    ASSERT_EQ(f.game.newGame("chess", {}, "4k3/8/8/8/8/8/8/4K3 b - - 0 12"), QString());
    ASSERT_EQ(f.game.play(QString("Kd7")), QString());
    ASSERT_EQ(f.game.play(QString("Kd2")), QString());
    EXPECT_EQ(f.model.rowCount(), 2);
    EXPECT_EQ(cell(f.model, 0, 0), "");
    EXPECT_EQ(cell(f.model, 0, 1), "Kd7");
    EXPECT_EQ(cell(f.model, 1, 0), "Kd2");
    EXPECT_EQ(f.model.headerData(0, Qt::Vertical).toString(), "12");
    EXPECT_EQ(f.model.plyAt(f.model.index(0, 0)), -1);
}

TEST(MoveListModel, FourArmiesFourColumns)
{
    Fixture f;
    ASSERT_EQ(f.game.newGame("chaturanga-4-84"), QString());
    EXPECT_EQ(f.model.columnCount(), 4);
    const QStringList names{"Red", "Green", "Yellow", "Black"};
    for (int a = 0; a < 4; ++a)
        EXPECT_EQ(f.model.headerData(a, Qt::Horizontal).toString(), names[a]);
    QStringList played;
    for (int i = 0; i < 5; ++i) {
        const QList<kabir::Move> moves = f.game.legalMoves();
        ASSERT_FALSE(moves.isEmpty());
        ASSERT_EQ(f.game.play(moves.first()), QString());
    }
    EXPECT_EQ(f.model.rowCount(), 2);
    // The column names the army, so the cell leaves out the army's letter ("r:e8" shows "e8").
    for (int ply = 0; ply < 5; ++ply) {
        const QString text = f.game.moveTextAt(ply);
        ASSERT_EQ(text.indexOf(QLatin1Char(':')), 1) << text.toStdString();
        EXPECT_EQ(cell(f.model, ply / 4, ply % 4), text.mid(2));
    }
    EXPECT_FALSE(cell(f.model, 1, 0).isEmpty());
    EXPECT_EQ(cell(f.model, 1, 1), "");
    while (f.game.canUndo())
        f.game.undo();
    EXPECT_EQ(f.model.rowCount(), 0);
}

TEST(MoveListModel, SultanspielChoiceLeavesTheListEmpty)
{
    Fixture f;
    ASSERT_EQ(f.game.newGame("sultanspiel", {{"array-chooser", "black"}}), QString());
    ASSERT_EQ(f.game.play(QString("array=tressau-fig4,king-targets=off")), QString());
    EXPECT_EQ(f.model.rowCount(), 0);
    ASSERT_EQ(f.game.play(QString("e2e5")), QString());
    EXPECT_EQ(cell(f.model, 0, 0), "e5");
}

}  // namespace
