// The analysis pane: its lines best first, its figures refreshed while the engine is silent,
// the shortcut that opens it closing it, mnemonics that leave the menu bar's free, and Analyse
// Game's inaccuracies, mistakes and blunders in the move list and on the graph (MoveJudgement).

#include "core/search/value.h"
#include "ui/analysislines.h"
#include "ui/analysispane.h"
#include "ui/evaluationgraph.h"
#include "ui/gamecontroller.h"
#include "ui/gameviewer.h"
#include "ui/mainwindow.h"
#include "ui/movejudgement.h"
#include "ui/searchcontroller.h"
#include "ui/settings.h"
#include "ui/gamerecords.h"

#include <QAbstractButton>
#include <QAction>
#include <QCoreApplication>
#include <QDockWidget>
#include <QKeySequence>
#include <QLabel>
#include <QMenuBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include <gtest/gtest.h>

#include <algorithm>
#include <memory>

namespace {

struct Window {
    QTemporaryDir dir;
    Settings settings{dir.filePath(QStringLiteral("settings.ini")), nullptr};
    std::unique_ptr<MainWindow> window = std::make_unique<MainWindow>(&settings);

    explicit Window(const char* variant = "chess")
    {
        window->startGame(NewGameSetup{QString::fromLatin1(variant), {}, false, {}, {}});
    }
    AnalysisPane* pane() const { return window->analysisPane(); }
    GameController* game() const { return window->game(); }
};

kabir::search::Info report(int multiPv, int value, int depth)
{
    kabir::search::Info info;
    info.multiPv = multiPv;
    info.value = value;
    info.depth = depth;
    return info;
}

TEST(AnalysisPane, LinesAreListedBestFirstWhateverOrderTheyAreReportedIn)
{
    AnalysisLines lines;
    lines.take(report(2, 35, 9));  // still of the last depth
    lines.take(report(1, 20, 10));
    lines.take(report(3, -10, 9));
    lines.take(report(1, 15, 10));  // a later report of a line replaces the earlier one
    std::vector<int> values;
    for (const kabir::search::Info& info : lines.bestFirst())
        values.push_back(info.value);
    EXPECT_EQ(values, (std::vector<int>{35, 15, -10}));
}

TEST(AnalysisPane, TheFiguresAreRefreshedWhileTheEngineIsSilent)
{
    Window w;
    AnalysisPane* pane = w.pane();
    pane->setAnalysing(true);
    ASSERT_TRUE(QTest::qWaitFor([&] { return pane->summaryText().contains(QStringLiteral("nodes")); }, 10000));
    // From here the engine's reports no longer reach the pane.
    auto* search = pane->findChild<SearchController*>(QStringLiteral("analysisSearch"));
    ASSERT_TRUE(search);
    QObject::disconnect(search, &SearchController::info, pane, nullptr);
    QTest::qWait(2 * AnalysisPane::kRefreshMs);
    // The time thinking, in whole seconds, goes on: the summary changes every second.
    for (int second = 0; second < 2; ++second) {
        const QString before = pane->summaryText();
        EXPECT_TRUE(QTest::qWaitFor([&] { return pane->summaryText() != before; }, 1000 + AnalysisPane::kSummaryMs))
            << before.toStdString();
    }
    EXPECT_TRUE(pane->summaryText().contains(QStringLiteral("nodes")));
    pane->setAnalysing(false);
}

TEST(AnalysisPane, TheShortcutThatOpensThePaneClosesIt)
{
    Window w;
    auto* action = w.window->findChild<QAction*>(QStringLiteral("analysisAction"));
    auto* dock = w.window->findChild<QDockWidget*>(QStringLiteral("analysisDock"));
    ASSERT_TRUE(action && dock);
    EXPECT_EQ(action->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A));
    action->trigger();
    EXPECT_TRUE(w.pane()->analysing());
    EXPECT_FALSE(dock->isHidden());
    action->trigger();
    EXPECT_FALSE(w.pane()->analysing());
    EXPECT_TRUE(dock->isHidden());
    action->trigger();  // and opens it again
    EXPECT_FALSE(dock->isHidden());
    w.pane()->setAnalysing(false);
}

// The Alt+key of every mnemonic of the pane (its buttons in both states, its labels with a
// buddy) and of the menu bar: none twice.
void expectMnemonicsApart(const char* language)
{
    Window w;
    QStringList texts;
    for (const QAction* action : w.window->menuBar()->actions())
        texts << action->text();
    const auto paneTexts = [&] {
        for (const QWidget* widget : w.pane()->findChildren<QWidget*>()) {
            if (const auto* label = qobject_cast<const QLabel*>(widget); label && label->buddy())
                texts << label->text();
            else if (const auto* button = qobject_cast<const QAbstractButton*>(widget))
                texts << button->text();
        }
    };
    paneTexts();
    w.pane()->setAnalysing(true);
    paneTexts();
    w.pane()->setAnalysing(false);
    texts.removeDuplicates();
    std::map<QKeySequence, QStringList> users;
    for (const QString& text : std::as_const(texts))
        if (const QKeySequence key = QKeySequence::mnemonic(text); !key.isEmpty())
            users[key] << text;
    for (const auto& [key, shared] : users)
        EXPECT_EQ(shared.size(), 1) << language << ": " << key.toString().toStdString() << " in \""
                                    << shared.join(QStringLiteral("\", \"")).toStdString() << "\"";
    EXPECT_GE(users.size(), 8u) << language;  // four menus, three buttons' texts, the lines
}

TEST(AnalysisPane, MnemonicsLeaveTheMenuBarsFree)
{
    expectMnemonicsApart("English");
    QTranslator german;
    ASSERT_TRUE(german.load(QStringLiteral(":/i18n/kabir_de.qm")));
    QCoreApplication::installTranslator(&german);
    expectMnemonicsApart("German");
    QCoreApplication::removeTranslator(&german);
}

// lichess's thresholds on the loss of winning chances (2 / (1 + e^(-0.00368208 cp)) - 1).
TEST(AnalysisPane, MovesAreJudgedByTheWinningChancesTheyLose)
{
    struct Row {
        int before, after, nag;
    };
    const Row rows[] = {
        {0, -30, 0},                      // 0.055: good enough
        {0, -60, 6},                      // 0.110: an inaccuracy
        {0, -120, 2},                     // 0.219: a mistake
        {0, -170, 4},                     // 0.303: a blunder
        {500, 300, 2},                    // 0.726 to 0.502
        {-100, -400, 4},                  // -0.182 to -0.627
        {2000, 1000, 0},                  // both cut at 10 pawns, as lichess cuts them
        {kabir::search::kWin - 5, 0, 4},  // a forced win given away
        {-300, 200, 0},                   // a gain
    };
    for (const Row& row : rows)
        EXPECT_EQ(MoveJudgement::nag(row.before, row.after), row.nag) << row.before << " to " << row.after;
}

TEST(AnalysisPane, AnalyseGameMarksABlunderInTheMovesAndOnTheGraph)
{
    Window w;
    for (const char* move : {"e4", "e5", "Ba6"})  // the bishop is lost to bxa6 or Nxa6
        ASSERT_TRUE(w.game()->play(QString::fromLatin1(move)).isEmpty()) << move;
    w.pane()->reviewGame();
    ASSERT_TRUE(QTest::qWaitFor([&] { return !w.pane()->reviewing(); }, 20000));
    const kabir::GameTree& tree = w.game()->viewer()->tree();
    const std::vector<kabir::NodeId> line = tree.mainLine();
    ASSERT_EQ(line.size(), 3u);
    EXPECT_EQ(tree.node(line[2]).nags, std::vector<int>{4});
    EXPECT_EQ(w.pane()->graph()->verdicts(), (std::map<int, int>{{3, 4}}));
    EXPECT_TRUE(GameRecords::write(*w.game()).contains(QStringLiteral("Ba6??"))
        || GameRecords::write(*w.game()).contains(QStringLiteral("Ba6 $4")))
        << GameRecords::write(*w.game()).toStdString();
    // Removed as any annotation is, and gone from the graph with it.
    w.game()->viewer()->toggleNag(line[2], 4);
    EXPECT_TRUE(tree.node(line[2]).nags.empty());
    EXPECT_TRUE(w.pane()->graph()->verdicts().empty());
}

TEST(AnalysisPane, TheGraphMarksTheAnnotationsOfAGameOpened)
{
    Window w;
    ASSERT_TRUE(GameRecords::read(*w.game(),
        QStringLiteral("[Variant \"chess\"]\n\n1. e4 e5?! 2. Ba6?? (2. Nf3!) Nxa6? *\n"), QStringLiteral("game.pgn"))
                    .isEmpty());
    EXPECT_EQ(w.pane()->graph()->verdicts(), (std::map<int, int>{{2, 6}, {3, 4}, {4, 2}}));
}

TEST(AnalysisPane, AnalyseGameKeepsTheUsersOwnAnnotation)
{
    Window w;
    for (const char* move : {"e4", "e5", "Ba6"})
        ASSERT_TRUE(w.game()->play(QString::fromLatin1(move)).isEmpty()) << move;
    const kabir::NodeId blunder = w.game()->viewer()->tree().mainLine().back();
    w.game()->viewer()->toggleNag(blunder, 5);  // !? says the user
    w.pane()->reviewGame();
    ASSERT_TRUE(QTest::qWaitFor([&] { return !w.pane()->reviewing(); }, 20000));
    EXPECT_EQ(w.game()->viewer()->tree().node(blunder).nags, std::vector<int>{5});
    // No verdict of its own on that move (the other moves' marks depend on how deep 300 ms of
    // a loaded machine search).
    EXPECT_FALSE(w.pane()->graph()->verdicts().contains(w.game()->viewer()->tree().node(blunder).ply));
}

}  // namespace
