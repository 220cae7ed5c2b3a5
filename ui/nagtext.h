#pragma once
// NAGs (PGN's numeric annotation glyphs, $1 .. $255) as the move list shows them — "!", "?!",
// "±" — and the ones offered for annotating a move, with their names for menus.

#include <QCoreApplication>
#include <QList>
#include <QString>

class NagText {
    Q_DECLARE_TR_FUNCTIONS(NagText)

public:
    static QString glyph(int nag);     // "$n" for a NAG without a glyph
    static QString name(int nag);      // "Good move"; empty for one that is not offered
    static QList<int> moveNags();      // !, ?, !!, ??, !?, ?!, □
    static QList<int> positionNags();  // =, ∞, += ... −+
};
