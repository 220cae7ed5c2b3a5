#pragma once
// The playing levels of Kabir's engine offered in the window: eight steps chosen from the
// engine's Skill Level (0-20) so that each plays clearly better than the one below, by
// matches between them (docs/engine.md, "Levels"). Level 8 is full strength.

#include <QCoreApplication>
#include <QString>

class ComputerLevels {
    Q_DECLARE_TR_FUNCTIONS(ComputerLevels)

public:
    static constexpr int kCount = 8;

    static int skillLevel(int level);      // the engine's Skill Level of a window level (1..kCount)
    static int elo(int level);             // its rating on Kabir's own scale
    static QString name(int level);        // "1 — beginner" ... "8 — strongest"
    static QString playerName(int level);  // "Kabir, level 3"
};
