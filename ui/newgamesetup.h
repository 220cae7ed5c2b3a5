#pragma once
// What a new game is started from: the variant, the value of each of its options, and who sits
// at the board. The new-game dialog is built from one (the last game's, say) and returns one;
// MainWindow starts the game from it (GameController::newGame(variantId, options)) and keeps it
// for the next dialog. A plain value with no behaviour.

#include "core/variantdefinition.h"

#include <QList>
#include <QString>

// One player at the board. The kind of player (human or computer) joins with the search.
struct PlayerSeat {
    QString name;  // as typed, trimmed; empty: the army's (or team's) name stands for the player

    bool operator==(const PlayerSeat&) const = default;
};

struct NewGameSetup {
    QString variantId;
    kabir::OptionValues options;  // every option of the variant, resolved (defaults filled in)
    bool doubleDummy = false;     // four armies played by two players, one per team
    QList<PlayerSeat> players;    // one per army, in army order (double dummy: a team's armies share the name)

    bool operator==(const NewGameSetup&) const = default;
};
