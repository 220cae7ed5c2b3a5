#pragma once
// Engine values as players read them: pawns with a sign ("+0.35", "−1.20"), a forced result as
// the moves to it ("#5", "#−3"), and a value's winning chances for a bar or a graph.

#include <QCoreApplication>
#include <QString>

class ValueText {
    Q_DECLARE_TR_FUNCTIONS(ValueText)

public:
    // `centipawns` as the engine reports it (a forced win is a value near kWin).
    static QString pawns(int centipawns);
    // Between -1 (lost) and 1 (won), as lichess shows advantages: steep near equality, flat
    // beyond a few pawns.
    static double winningChances(int centipawns);
};
