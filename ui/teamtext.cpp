#include "ui/teamtext.h"

#include <QStringList>

#include <algorithm>

QList<int> TeamText::partnersOf(const kabir::VariantDefinition& definition, int army)
{
    QList<int> partners;
    for (int other = 0; other < int(definition.armies.size()); ++other)
        if (other != army && definition.armies[std::size_t(other)].team == definition.armies[std::size_t(army)].team)
            partners << other;
    return partners;
}

QString TeamText::armies(const QList<int>& armies, const ArmyName& name)
{
    QString text;
    for (int army : armies)
        //: Two armies of one team, as in "Red and Yellow".
        text = text.isEmpty() ? name(army) : tr("%1 and %2").arg(text, name(army));
    return text;
}

QString TeamText::line(
    const kabir::VariantDefinition& definition, const QList<PlayerSeat>& seats, bool doubleDummy, const ArmyName& name)
{
    const int count = int(definition.armies.size());
    QList<int> people;
    for (int army = 0; army < count; ++army)
        if (!seats.value(army).isComputer() && !partnersOf(definition, army).isEmpty())
            people << army;
    if (people.isEmpty())
        return {};
    const QList<int> partners = partnersOf(definition, people.front());
    const QList<int> team = QList<int>{people.front()} + partners;
    const bool onePerson = people.size() == 1
        || (doubleDummy && std::all_of(people.begin(), people.end(), [&](int army) { return team.contains(army); }));
    if (onePerson && doubleDummy) {
        QList<int> sorted = team;
        std::sort(sorted.begin(), sorted.end());
        //: The status bar in a four-army game: the team the one player at the board plays.
        return tr("You: %1").arg(armies(sorted, name));
    }
    if (onePerson) {
        QStringList others;
        for (int partner : partners)
            //: The partner of the player at the board, played by the computer.
            others << (seats.value(partner).isComputer() ? tr("%1 (computer)").arg(name(partner)) : name(partner));
        //: The status bar in a four-army game: the army the player at the board plays and its partner(s).
        return tr("You: %1 · partner: %2").arg(name(people.front()), others.join(QStringLiteral(", ")));
    }
    QStringList teams;
    QList<int> seen;
    for (int army = 0; army < count; ++army) {
        if (seen.contains(army))
            continue;
        QList<int> members = QList<int>{army} + partnersOf(definition, army);
        std::sort(members.begin(), members.end());
        seen += members;
        teams << armies(members, name);
    }
    //: The status bar in a four-army game played by several people: the teams.
    return tr("Teams: %1").arg(teams.join(QStringLiteral(" · ")));
}
