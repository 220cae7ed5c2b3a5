#pragma once
// A main window of its own for the tests of playing against computers (computerplay_test,
// hostileengines_test): its settings in a temporary folder, the computers answering at once
// (no pause for the eye) and thinking `thinkingMs` without a clock; seats for a human, Kabir
// at a level and an external engine by name.

#include "ui/externalengine.h"
#include "ui/mainwindow.h"
#include "ui/newgamesetup.h"
#include "ui/settings.h"

#include <QTemporaryDir>

#include <memory>
#include <random>

class GameController;

PlayerSeat human();
PlayerSeat computer(int level);
PlayerSeat engine(const QString& name);

struct ComputerGame {
    QTemporaryDir dir;
    Settings settings{dir.filePath(QStringLiteral("settings.ini")), nullptr};
    std::unique_ptr<MainWindow> window;
    std::mt19937 random{20261125};

    explicit ComputerGame(int thinkingMs = 100, const QList<ExternalEngine>& engines = {});

    GameController* game() const { return window->game(); }
    bool start(const QString& variant, const kabir::OptionValues& options, const QList<PlayerSeat>& seats,
        const kabir::match::TimeControl& control = {});
    // Clicks a random legal move of the army to move.
    void playRandomMove();
    // Waits until the computers have done their part: the game is over, or a human is to act.
    bool waitForHumanTurn(int timeoutMs = 20000);
    // The human at `humanArmy` clicks random moves, the computers answer, up to the end.
    void playToTheEnd(int humanArmy, int maxPlies);
};
