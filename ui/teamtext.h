#pragma once
// The teams of a game of four armies in words: an army's partners, and the line in the status
// bar that tells the player whom they play with ("You: Red · partner: Yellow (computer)").
// Games where each army plays for itself have no teams and no such words.

#include "core/variant/variantdefinition.h"
#include "ui/newgamesetup.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <functional>

class TeamText {
    Q_DECLARE_TR_FUNCTIONS(TeamText)

public:
    using ArmyName = std::function<QString(int army)>;

    // The other armies of `army`'s team, in army order; none where it plays alone.
    static QList<int> partnersOf(const kabir::VariantDefinition& definition, int army);
    // "Red and Yellow".
    static QString armies(const QList<int>& armies, const ArmyName& name);
    // For the status bar, one person at the board: "You: Red · partner: Yellow (computer)"
    // (double dummy: "You: Red and Yellow"); several: "Teams: Red and Yellow · Green and Black";
    // "" without teams or without a person at the board.
    static QString line(const kabir::VariantDefinition& definition, const QList<PlayerSeat>& seats, bool doubleDummy,
        const ArmyName& name);
};
