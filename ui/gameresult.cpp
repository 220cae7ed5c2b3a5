#include "ui/gameresult.h"

#include <QStringList>

QString GameResult::kindId() const
{
    switch (ending) {
    case Ending::None: return QStringLiteral("ongoing");
    case Ending::Rules: return QString::fromStdString(outcome.kindId());
    case Ending::Resignation: return QStringLiteral("resignation");
    case Ending::Agreement: return QStringLiteral("agreement");
    case Ending::Time: return winner < 0 ? QStringLiteral("time-forfeit-bare-king") : QStringLiteral("time-forfeit");
    case Ending::Forfeit: return forfeitKind;
    }
    return QStringLiteral("ongoing");
}

bool GameResult::isForfeitKind(const QString& kind)
{
    static const QStringList kinds{QStringLiteral("illegal-move"), QStringLiteral("engine-disconnected"),
        QStringLiteral("no-answer"), QStringLiteral("refused-legal-move"), QStringLiteral("false-claim")};
    return kinds.contains(kind);
}

QString GameResult::pgnResult() const
{
    if (!over())
        return QStringLiteral("*");
    if (winner < 0)
        return QStringLiteral("1/2-1/2");
    return winner == 0 ? QStringLiteral("1-0") : QStringLiteral("0-1");
}

GameResult GameResult::fromOutcome(const kabir::Outcome& outcome)
{
    GameResult r;
    r.ending = outcome.over() ? Ending::Rules : Ending::None;
    r.outcome = outcome;
    r.winner = outcome.over() ? outcome.winner : -1;
    return r;
}
