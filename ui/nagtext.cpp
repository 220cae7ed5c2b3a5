#include "ui/nagtext.h"

namespace {

struct Nag {
    int number;
    const char* glyph;
    const char* name;
};

// The NAGs of the PGN standard (8.2.4) that lichess and ChessBase show as glyphs, in
// characters that common fonts have ("+=" rather than "⩲").
const Nag kNags[] = {
    {1, "!", QT_TRANSLATE_NOOP("NagText", "Good move")},
    {2, "?", QT_TRANSLATE_NOOP("NagText", "Mistake")},
    {3, "!!", QT_TRANSLATE_NOOP("NagText", "Brilliant move")},
    {4, "??", QT_TRANSLATE_NOOP("NagText", "Blunder")},
    {5, "!?", QT_TRANSLATE_NOOP("NagText", "Interesting move")},
    {6, "?!", QT_TRANSLATE_NOOP("NagText", "Dubious move")},
    {7, "□", QT_TRANSLATE_NOOP("NagText", "Only move")},
    {10, "=", QT_TRANSLATE_NOOP("NagText", "Equal position")},
    {13, "∞", QT_TRANSLATE_NOOP("NagText", "Unclear position")},
    {14, "+=", QT_TRANSLATE_NOOP("NagText", "The first side is slightly better")},
    {15, "=+", QT_TRANSLATE_NOOP("NagText", "The second side is slightly better")},
    {16, "±", QT_TRANSLATE_NOOP("NagText", "The first side is better")},
    {17, "∓", QT_TRANSLATE_NOOP("NagText", "The second side is better")},
    {18, "+−", QT_TRANSLATE_NOOP("NagText", "The first side is winning")},
    {19, "−+", QT_TRANSLATE_NOOP("NagText", "The second side is winning")},
    {22, "⊙", nullptr},
    {23, "⊙", nullptr},
    {32, "↻", nullptr},
    {33, "↻", nullptr},
    {36, "→", nullptr},
    {37, "→", nullptr},
    {40, "↑", nullptr},
    {41, "↑", nullptr},
    {132, "⇆", nullptr},
    {133, "⇆", nullptr},
    {138, "⊕", nullptr},
    {139, "⊕", nullptr},
    {146, "N", nullptr},
};

const Nag* find(int nag)
{
    for (const Nag& n : kNags)
        if (n.number == nag)
            return &n;
    return nullptr;
}

}  // namespace

QString NagText::glyph(int nag)
{
    const Nag* n = find(nag);
    return n ? QString::fromUtf8(n->glyph) : QStringLiteral("$%1").arg(nag);
}

QString NagText::name(int nag)
{
    const Nag* n = find(nag);
    return n && n->name ? tr(n->name) : QString();
}

QList<int> NagText::moveNags()
{
    return {1, 2, 3, 4, 5, 6, 7};
}

QList<int> NagText::positionNags()
{
    return {10, 13, 14, 15, 16, 17, 18, 19};
}
