#pragma once
// What a new game is started from: the variant, the value of each of its options, who sits at
// the board and the time control. The new-game dialog is built from one (the last game's, say)
// and returns one; MainWindow starts the game from it (GameController::newGame(variantId,
// options)) and keeps it for the next dialog. A plain value with no behaviour.

#include "core/match/timecontrol.h"
#include "core/variant/variantdefinition.h"

#include <QList>
#include <QString>

// One player at the board: a person, Kabir's engine at one of the window's levels
// (ComputerLevels), or an external engine of the user's (Settings::engines).
struct PlayerSeat {
    enum class Kind { Human, Computer, Engine };

    PlayerSeat() = default;
    PlayerSeat(QString playerName) : name(std::move(playerName)) { }  // a human called so

    QString name;  // as typed, trimmed; empty: the army's (or team's) name stands for the player
    Kind kind = Kind::Human;
    int level = 4;   // Kind::Computer: 1 (beginner) .. ComputerLevels::kCount (full strength); a newcomer first meets 4
    QString engine;  // Kind::Engine: the external engine's name

    bool isComputer() const { return kind != Kind::Human; }
    bool operator==(const PlayerSeat&) const = default;
};

struct NewGameSetup {
    QString variantId;
    kabir::OptionValues options;  // every option of the variant, resolved (defaults filled in)
    bool doubleDummy = false;     // four armies played by two players, one per team
    QList<PlayerSeat> players;    // one per army, in army order (double dummy: a team's armies share the seat)
    kabir::match::TimeControl timeControl;  // no time limit when !timeControl.hasTimeLimit()

    bool operator==(const NewGameSetup&) const = default;
};
