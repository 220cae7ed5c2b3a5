#include "ui/computerlevels.h"

#include "core/search/skill.h"

#include <QtGlobal>

#include <array>

namespace {

// The Skill Levels of docs/engine.md's ladder: 0, 4, 6, 8, 10, 12 and 14 are each measured
// 50-340 Elo above the one before; 16-18 play like 14 at fast time controls, so the top
// level is full strength.
constexpr std::array<int, ComputerLevels::kCount> kSkillLevels{0, 4, 6, 8, 10, 12, 14, 20};

const char* const kNames[ComputerLevels::kCount] = {
    QT_TRANSLATE_NOOP("ComputerLevels", "beginner"),
    QT_TRANSLATE_NOOP("ComputerLevels", "novice"),
    QT_TRANSLATE_NOOP("ComputerLevels", "casual player"),
    QT_TRANSLATE_NOOP("ComputerLevels", "club player"),
    QT_TRANSLATE_NOOP("ComputerLevels", "strong club player"),
    QT_TRANSLATE_NOOP("ComputerLevels", "expert"),
    QT_TRANSLATE_NOOP("ComputerLevels", "master"),
    QT_TRANSLATE_NOOP("ComputerLevels", "strongest"),
};

int index(int level)
{
    return qBound(1, level, ComputerLevels::kCount) - 1;
}

}  // namespace

int ComputerLevels::skillLevel(int level)
{
    return kSkillLevels[std::size_t(index(level))];
}

int ComputerLevels::elo(int level)
{
    return kabir::search::eloOfSkillLevel(skillLevel(level));
}

QString ComputerLevels::name(int level)
{
    //: A computer level: its number and what it plays like, e.g. "3 — casual player".
    return tr("%1 — %2").arg(index(level) + 1).arg(tr(kNames[index(level)]));
}

QString ComputerLevels::playerName(int level)
{
    //: The computer as a player, e.g. in the record and the status bar.
    return tr("Kabir, level %1").arg(index(level) + 1);
}
