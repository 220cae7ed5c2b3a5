// Playing against the computer through the main window, offscreen: a human (clicking random
// legal moves) plays a whole game of every variant against Kabir's weakest level, four armies
// with three computers and four computers, the computer's answer within its time, takeback to
// the human's last move, Sultanspiel's Black choosing its array, hints and analysis giving
// legal moves, and an external engine through UCI (kabir-cli uci itself, and the Debian
// fairy-stockfish where it is installed).

#include "ui/mainwindow.h"

#include "tests/ui/boardclicker.h"
#include "tests/ui/computergame.h"

#include "core/record/notation.h"
#include "core/catalog/variantcatalog.h"
#include "ui/analysispane.h"
#include "ui/boardview.h"
#include "ui/computerseats.h"
#include "ui/evalbar.h"
#include "ui/gamecontroller.h"
#include "ui/gameviewer.h"
#include "ui/settings.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

#include <random>

namespace {

using kabir::Move;

struct VariantCase {
    const char* variant;
    kabir::OptionValues options;
};

class HumanAgainstComputer : public testing::TestWithParam<VariantCase> { };

// Each variant to its end: the human clicks as White (Red), the computers play every other
// army at the weakest level; the game ends by a rule of the variant.
TEST_P(HumanAgainstComputer, GameIsPlayedToItsEnd)
{
    const VariantCase& c = GetParam();
    ComputerGame play;
    const kabir::VariantFile* file = kabir::VariantCatalog::builtIn().find(c.variant);
    ASSERT_TRUE(file);
    const int armies = int(file->definition(file->resolveOptions(c.options).value()).value().armies.size());
    QList<PlayerSeat> seats{human()};
    while (seats.size() < armies)
        seats << computer(1);
    ASSERT_TRUE(play.start(QString::fromLatin1(c.variant), c.options, seats));
    play.playToTheEnd(0, 3000);
    const GameResult result = play.game()->outcome();
    ASSERT_TRUE(result.over()) << "no result after " << play.game()->plyCount() << " plies";
    EXPECT_EQ(result.ending, GameResult::Ending::Rules);
}

INSTANTIATE_TEST_SUITE_P(EveryVariant, HumanAgainstComputer,
    testing::Values(VariantCase{"chess", {}}, VariantCase{"kaiserspiel", {{"ruleset", "A"}}},
        VariantCase{"kaiserspiel", {{"ruleset", "B"}}}, VariantCase{"sultanspiel", {{"king-targets", "on"}}},
        VariantCase{"hyderabad", {{"ruleset", "markov-2022"}}},
        VariantCase{"hyderabad", {{"ruleset", "cazaux-knowlton-2017"}}},
        VariantCase{"turkish", {{"ruleset", "reconstructed"}}}, VariantCase{"turkish", {{"ruleset", "reformed"}}},
        VariantCase{"chaturanga-4-84", {}}, VariantCase{"chaturanga", {}}, VariantCase{"indian", {}},
        VariantCase{"parsi", {{"grades", "boorj-draw"}}}, VariantCase{"desi", {}}, VariantCase{"joara-joari", {}},
        VariantCase{"atranj", {}}, VariantCase{"shataranja", {}}, VariantCase{"shataranja", {{"begum", "attendant"}}},
        VariantCase{"mysore", {}}, VariantCase{"baroda", {}}, VariantCase{"maharajah", {}}, VariantCase{"maharaja", {}},
        VariantCase{"tibetan", {}}, VariantCase{"makruk", {}}, VariantCase{"cambodian-hill", {}},
        VariantCase{"cambodian", {}}, VariantCase{"karouk", {}}, VariantCase{"batak", {}}, VariantCase{"malay", {}},
        VariantCase{"sittuyin", {}}, VariantCase{"sittuyin", {{"setup", "alternate"}}},
        VariantCase{"sittuyin-1920", {}}, VariantCase{"malay", {{"ruleset", "brooke-1849"}}}, VariantCase{"shatar", {}},
        VariantCase{"shatar", {{"popova", "on"}}}, VariantCase{"hiashatar", {}},
        VariantCase{"hiashatar", {{"hia-zone", "carrillo"}}}, VariantCase{"timur", {}},
        VariantCase{"timur", {{"swap", "any-time"}, {"op-rule", "pritchard"}, {"citadel", "refuge"}}},
        VariantCase{"shatra", {}},
        VariantCase{"shatra",
            {{"road-drops", "allowed"}, {"biy-stop", "yes"}, {"mid-capture-promotion", "no"},
                {"tower-squares", "on"}}}),
    [](const testing::TestParamInfo<VariantCase>& info) {
        std::string name = info.param.variant;
        for (const auto& [key, value] : info.param.options)
            name += "_" + value;
        for (char& ch : name)
            if (!std::isalnum(static_cast<unsigned char>(ch)))
                ch = '_';
        return name;
    });

TEST(ComputerPlay, FourComputersPlayAFourArmyGameToItsEnd)
{
    ComputerGame play;
    ASSERT_TRUE(
        play.start(QStringLiteral("chaturanga-4-84"), {}, {computer(1), computer(1), computer(1), computer(1)}));
    ASSERT_TRUE(QTest::qWaitFor([&] { return play.game()->outcome().over(); }, 120000))
        << "no result after " << play.game()->plyCount() << " plies";
    EXPECT_GT(play.game()->plyCount(), 4);
}

TEST(ComputerPlay, TheComputerAnswersWithinItsTimePerMove)
{
    ComputerGame play;
    kabir::match::TimeControl perMove;
    perMove.moveTimeMs = 500;
    ASSERT_TRUE(play.start(QStringLiteral("turkish"), {}, {human(), computer(8)}, perMove));
    play.playRandomMove();
    QElapsedTimer answer;
    answer.start();
    ASSERT_TRUE(play.waitForHumanTurn(5000));
    EXPECT_EQ(play.game()->plyCount(), 2);
    EXPECT_LT(answer.elapsed(), 3000);  // its move time, and the window's own work (generous: CI is busy)
    EXPECT_FALSE(play.game()->outcome().over());
}

TEST(ComputerPlay, TakeBackReturnsToTheHumansLastMove)
{
    ComputerGame play(5000);
    ASSERT_TRUE(play.start(QStringLiteral("chess"), {}, {human(), computer(1)}));
    play.playRandomMove();
    ASSERT_TRUE(play.waitForHumanTurn());
    play.playRandomMove();
    ASSERT_TRUE(play.waitForHumanTurn());
    ASSERT_EQ(play.game()->plyCount(), 4);
    play.window->takeBack();  // the computer's reply and the human's move
    EXPECT_EQ(play.game()->plyCount(), 2);
    EXPECT_EQ(play.game()->position().sideToMove(), 0);
    EXPECT_FALSE(play.window->computers()->thinking());

    // While the computer thinks (level 8, five seconds): only the human's move goes.
    play.window->startGame(NewGameSetup{QStringLiteral("chess"), {}, false, {human(), computer(8)}, {}});
    play.playRandomMove();
    ASSERT_TRUE(QTest::qWaitFor([&] { return play.window->computers()->thinking(); }, 2000));
    play.window->takeBack();
    EXPECT_EQ(play.game()->plyCount(), 0);
    EXPECT_FALSE(play.window->computers()->thinking());
    QTest::qWait(100);
    EXPECT_EQ(play.game()->plyCount(), 0);  // no late answer arrives
}

TEST(ComputerPlay, MoveNowPlaysAtOnce)
{
    ComputerGame play(60000);
    ASSERT_TRUE(play.start(QStringLiteral("kaiserspiel"), {}, {human(), computer(8)}));
    play.playRandomMove();
    ASSERT_TRUE(QTest::qWaitFor([&] { return play.window->computers()->canMoveNow(); }, 2000));
    QElapsedTimer answer;
    answer.start();
    play.window->moveNow();
    ASSERT_TRUE(play.waitForHumanTurn(2000));
    EXPECT_EQ(play.game()->plyCount(), 2);
    EXPECT_LT(answer.elapsed(), 3000);  // not the minute it would think (generous: CI is busy)
}

TEST(ComputerPlay, SwitchSidesHandsTheComputerTheHumansArmy)
{
    ComputerGame play;
    ASSERT_TRUE(play.start(QStringLiteral("chess"), {}, {human(), computer(1)}));
    play.window->switchSides();  // now the computer plays White, which is to move
    ASSERT_TRUE(play.waitForHumanTurn());
    EXPECT_EQ(play.game()->plyCount(), 1);
    EXPECT_TRUE(play.window->computers()->isComputer(0));
    EXPECT_FALSE(play.window->computers()->isComputer(1));
}

TEST(ComputerPlay, AComputerBlackChoosesTheArrayInSultanspiel)
{
    ComputerGame play;
    ASSERT_TRUE(play.start(QStringLiteral("sultanspiel"), {{"array-chooser", "black"}}, {human(), computer(4)}));
    ASSERT_TRUE(QTest::qWaitFor([&] { return play.game()->choosingArmy() < 0; }, 10000));
    EXPECT_TRUE(play.game()->choiceMade().startsWith(QStringLiteral("array=")));
    EXPECT_EQ(play.game()->plyCount(), 0);  // White moves first, after the choice
    EXPECT_FALSE(play.window->computers()->computerToAct());
}

TEST(ComputerPlay, HintShowsALegalMoveAsAnArrow)
{
    ComputerGame play;
    ASSERT_TRUE(play.start(QStringLiteral("hyderabad"), {}, {human(), computer(1)}));
    play.window->showHint();
    ASSERT_TRUE(QTest::qWaitFor([&] { return !play.window->boardView()->arrows().isEmpty(); }, 10000));
    const BoardView::Arrow arrow = play.window->boardView()->arrows().front();
    const QList<Move> legal = play.game()->legalMoves();
    EXPECT_TRUE(
        std::any_of(legal.begin(), legal.end(), [&](Move m) { return m.from() == arrow.from && m.to() == arrow.to; }));
    play.playRandomMove();  // the hint goes with the position it was for
    EXPECT_TRUE(play.window->boardView()->arrows().isEmpty());
}

TEST(ComputerPlay, AnalysisGivesLegalLinesAndAValue)
{
    ComputerGame play;
    ASSERT_TRUE(play.start(QStringLiteral("turkish"), {}, {human(), human()}));
    AnalysisPane* pane = play.window->analysisPane();
    QSignalSpy best(pane, &AnalysisPane::bestMoveChanged);
    pane->setLines(3);
    pane->setAnalysing(true);
    ASSERT_TRUE(QTest::qWaitFor([&] { return pane->lineTexts().size() == 3; }, 10000));
    const QList<Move> legal = play.game()->legalMoves();
    bool sawMove = false;
    for (const QList<QVariant>& signal : std::as_const(best)) {
        const Move m = signal.front().value<Move>();
        if (!m.isNull()) {
            EXPECT_TRUE(legal.contains(m));
            sawMove = true;
        }
    }
    EXPECT_TRUE(sawMove);
    EXPECT_TRUE(play.window->evalBar()->value().has_value());
    EXPECT_TRUE(play.window->evalBar()->isVisibleTo(play.window.get()));
    // Browsing goes with it: the start position after a move.
    play.playRandomMove();
    play.game()->viewer()->setViewedPly(0);
    ASSERT_TRUE(QTest::qWaitFor([&] { return pane->lineTexts().size() == 3; }, 10000));
    pane->setAnalysing(false);
    EXPECT_FALSE(play.window->evalBar()->value().has_value());
}

// kabir-cli's UCI engine set up as an external engine under Engines…, and the Debian
// fairy-stockfish where it is installed, each answer a human's moves.
TEST(ComputerPlay, AnExternalUciEnginePlaysItsSeat)
{
    ExternalEngine kabirUci;
    kabirUci.name = QStringLiteral("Kabir UCI");
    kabirUci.command = QStringLiteral(KABIR_CLI);
    kabirUci.arguments = {QStringLiteral("uci")};
    kabirUci.options = {{QStringLiteral("Skill Level"), QStringLiteral("0")}};
    ComputerGame play(200, {kabirUci});
    ASSERT_TRUE(play.start(QStringLiteral("kaiserspiel"), {{"ruleset", "B"}}, {human(), engine(kabirUci.name)}));
    for (int move = 0; move < 3; ++move) {
        play.playRandomMove();
        ASSERT_TRUE(play.waitForHumanTurn(10000));
    }
    EXPECT_EQ(play.game()->plyCount(), 6);
}

TEST(ComputerPlay, AnExternalUciEngineAnalyses)
{
    ExternalEngine kabirUci;
    kabirUci.name = QStringLiteral("Kabir UCI");
    kabirUci.command = QStringLiteral(KABIR_CLI);
    kabirUci.arguments = {QStringLiteral("uci")};
    ComputerGame play(200, {kabirUci});
    ASSERT_TRUE(play.start(QStringLiteral("sultanspiel"), {}, {human(), human()}));
    AnalysisPane* pane = play.window->analysisPane();
    ASSERT_TRUE(pane->chooseEngine(kabirUci.name));
    pane->setLines(2);
    pane->setAnalysing(true);
    ASSERT_TRUE(QTest::qWaitFor([&] { return pane->lineTexts().size() == 2; }, 10000))
        << pane->summaryText().toStdString();
    // The lines are read into moves of the program's text, e.g. "1. e4 ...".
    EXPECT_TRUE(pane->lineTexts().front().contains(QStringLiteral("1."))) << pane->lineTexts().front().toStdString();
    pane->setAnalysing(false);
}

TEST(ComputerPlay, FairyStockfishPlaysChessWhereInstalled)
{
    const QString fsf = QStringLiteral("/usr/games/fairy-stockfish");
    if (!QFileInfo::exists(fsf))
        GTEST_SKIP() << "fairy-stockfish is not installed";
    ExternalEngine stockfish;
    stockfish.name = QStringLiteral("Fairy-Stockfish");
    stockfish.command = fsf;
    ComputerGame play(200, {stockfish});
    ASSERT_TRUE(play.start(QStringLiteral("chess"), {}, {engine(stockfish.name), human()}));
    for (int move = 0; move < 3; ++move) {
        ASSERT_TRUE(play.waitForHumanTurn(10000));
        play.playRandomMove();
    }
    ASSERT_TRUE(play.waitForHumanTurn(10000));
    EXPECT_EQ(play.game()->plyCount(), 7);
}

}  // namespace
