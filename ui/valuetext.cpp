#include "ui/valuetext.h"

#include "core/search/value.h"

#include <cmath>

QString ValueText::pawns(int centipawns)
{
    const QChar minus(0x2212);
    if (kabir::search::isDecisive(centipawns)) {
        const int moves = (kabir::search::pliesToEnd(centipawns) + 1) / 2;
        //: A forced result: "#5" is a win in five moves, "#−3" a loss in three.
        return centipawns > 0 ? tr("#%1").arg(moves) : tr("#%1%2").arg(minus).arg(moves);
    }
    const QString number = QString::number(std::abs(centipawns) / 100.0, 'f', 2);
    return (centipawns > 0 ? QStringLiteral("+") : centipawns < 0 ? QString(minus) : QString()) + number;
}

double ValueText::winningChances(int centipawns)
{
    if (kabir::search::isDecisive(centipawns))
        return centipawns > 0 ? 1.0 : -1.0;
    // lichess's logistic curve: about 0.5 at +3 pawns.
    return 2.0 / (1.0 + std::exp(-0.00368208 * centipawns)) - 1.0;
}
