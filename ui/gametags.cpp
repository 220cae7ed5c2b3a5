#include "ui/gametags.h"

#include <QDate>

bool GameTags::isGameTag(const std::string& name)
{
    for (const char* tag : {"Variant", "VariantOptions", "SetUp", "FEN", "PreGameChoice", "Result", "ResultKind",
             "Termination", "TimeControl"})
        if (name == tag)
            return true;
    return false;
}

QString GameTags::today()
{
    return QDate::currentDate().toString(QStringLiteral("yyyy.MM.dd"));
}

kabir::RecordTags GameTags::tags(const kabir::Ruleset& rules) const
{
    kabir::RecordTags tags = m_descriptive;
    // Each team's players, in army order, without repeating a double-dummy player.
    QStringList teams[2];
    for (int army = 0; army < rules.armyCount() && army < m_players.size(); ++army) {
        QStringList& team = teams[rules.teamOf(kabir::Army(army)) % 2];
        const QString name = m_players[army].trimmed();
        if (!name.isEmpty() && !team.contains(name))
            team << name;
    }
    if (!teams[0].isEmpty())
        tags["White"] = teams[0].join(QStringLiteral(" & ")).toStdString();
    if (!teams[1].isEmpty())
        tags["Black"] = teams[1].join(QStringLiteral(" & ")).toStdString();
    return tags;
}

void GameTags::setTags(const kabir::RecordTags& tags, const kabir::Ruleset& rules)
{
    m_descriptive.clear();
    for (const auto& [name, value] : tags)
        if (!isGameTag(name))
            m_descriptive[name] = value;
    // Each army's player: its team's names one per army in army order, or all of them.
    const auto team = [&rules](int army) { return rules.teamOf(kabir::Army(army)) % 2; };
    m_players.clear();
    for (int army = 0; army < rules.armyCount(); ++army) {
        const auto found = m_descriptive.find(team(army) == 0 ? "White" : "Black");
        const QString names
            = found == m_descriptive.end() || found->second == "?" ? QString() : QString::fromStdString(found->second);
        const QStringList each = names.split(QStringLiteral(" & "));
        int before = 0, inTeam = 0;
        for (int other = 0; other < rules.armyCount(); ++other)
            if (team(other) == team(army)) {
                ++inTeam;
                before += other < army;
            }
        m_players << (each.size() == inTeam ? each[before] : names);
    }
}
