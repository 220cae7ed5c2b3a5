#include "tests/ui/computergame.h"

#include "tests/ui/boardclicker.h"
#include "ui/boardview.h"
#include "ui/computerseats.h"
#include "ui/gamecontroller.h"

#include <QTest>

#include <gtest/gtest.h>

PlayerSeat human()
{
    return PlayerSeat();
}

PlayerSeat computer(int level)
{
    PlayerSeat seat;
    seat.kind = PlayerSeat::Kind::Computer;
    seat.level = level;
    return seat;
}

PlayerSeat engine(const QString& name)
{
    PlayerSeat seat;
    seat.kind = PlayerSeat::Kind::Engine;
    seat.engine = name;
    return seat;
}

ComputerGame::ComputerGame(int thinkingMs, const QList<ExternalEngine>& engines)
{
    ComputerSettings computer;
    computer.thinkingTimeMs = thinkingMs;
    settings.setComputer(computer);
    settings.setEngines(engines);
    window = std::make_unique<MainWindow>(&settings);
    window->computers()->setMinimumReplyTime(0);
    window->boardView()->resize(640, 640);
    window->boardView()->setAnimationDuration(0);
}

bool ComputerGame::start(const QString& variant, const kabir::OptionValues& options, const QList<PlayerSeat>& seats,
    const kabir::match::TimeControl& control)
{
    QString error;
    const bool started = window->startGame(NewGameSetup{variant, options, false, seats, control}, &error);
    EXPECT_TRUE(started) << error.toStdString();
    return started;
}

void ComputerGame::playRandomMove()
{
    const QList<kabir::Move> moves = game()->legalMoves();
    ASSERT_FALSE(moves.isEmpty());
    BoardClicker(*window).play(moves[std::uniform_int_distribution<qsizetype>(0, moves.size() - 1)(random)]);
}

bool ComputerGame::waitForHumanTurn(int timeoutMs)
{
    return QTest::qWaitFor(
        [&] { return game()->outcome().over() || !window->computers()->computerToAct(); }, timeoutMs);
}

void ComputerGame::playToTheEnd(int humanArmy, int maxPlies)
{
    while (!game()->outcome().over() && game()->plyCount() < maxPlies) {
        ASSERT_TRUE(waitForHumanTurn()) << "the computer did not answer at ply " << game()->plyCount();
        if (game()->outcome().over())
            break;
        ASSERT_EQ(int(game()->position().sideToMove()), humanArmy);
        const int before = game()->plyCount();
        playRandomMove();
        ASSERT_EQ(game()->plyCount(), before + 1) << "the click did not play";
    }
}
