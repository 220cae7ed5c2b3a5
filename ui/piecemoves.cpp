#include "ui/piecemoves.h"

#include <QStringList>

#include <algorithm>
#include <cstdlib>
#include <tuple>

namespace {

using kabir::MoveVector;

// The vectors that move alike: the same leap (a >= b >= 0, up to signs and order: 1,0 an
// orthogonal step, 1,1 a diagonal one, 2,1 the knight's), range and modes; their directions.
struct Group {
    int a = 0, b = 0;
    int range = 1;
    bool moves = true, captures = true, hurdle = false;
    std::vector<MoveVector> vectors;

    auto key() const { return std::tie(a, b, range, moves, captures, hurdle); }
    bool full() const { return int(vectors.size()) == (b == 0 || a == b ? 4 : 8); }
};

// Which way the group goes when not every way: "forward", "sideways", ...; empty for all.
QString qualifier(const Group& g)
{
    if (g.full())
        return {};
    const auto all = [&](auto test) { return std::all_of(g.vectors.begin(), g.vectors.end(), test); };
    if (all([](const MoveVector& v) { return v.y > 0; }))
        return PieceMoves::tr("forward");
    if (all([](const MoveVector& v) { return v.y < 0; }))
        return PieceMoves::tr("backward");
    if (all([](const MoveVector& v) { return v.y == 0; }))
        return PieceMoves::tr("sideways");
    if (all([](const MoveVector& v) { return v.y >= 0; }))
        return PieceMoves::tr("forward or sideways");
    if (all([](const MoveVector& v) { return v.y <= 0; }))
        return PieceMoves::tr("backward or sideways");
    return PieceMoves::tr("in %n direction(s)", nullptr, int(g.vectors.size()));
}

// "any distance diagonally", "one square forward", "up to 2 squares orthogonally".
QString steps(int range, const QString& way)
{
    if (range == 0)
        return PieceMoves::tr("any distance %1").arg(way);
    if (range == 1)
        return PieceMoves::tr("one square %1").arg(way);
    return PieceMoves::tr("up to %n squares %1", nullptr, range).arg(way);
}

QString leapName(int a, int b)
{
    if (a == 2 && b == 1)
        return PieceMoves::tr("a knight's leap");
    if (a == 3 && b == 1)
        return PieceMoves::tr("a camel's leap (3, 1)");
    if (a == 3 && b == 2)
        return PieceMoves::tr("a zebra's leap (3, 2)");
    if (b == 0)
        return PieceMoves::tr("a leap of %1 squares orthogonally").arg(a);
    if (a == b)
        return PieceMoves::tr("a leap of %1 squares diagonally").arg(a);
    return PieceMoves::tr("a leap of %1 and %2 squares").arg(a).arg(b);
}

QString phrase(const Group& g, bool anyDirection = false)
{
    const QString way = qualifier(g);
    QString text;
    if (anyDirection)
        text = steps(g.range, PieceMoves::tr("in any direction"));
    else if (g.a == 1 && g.b == 0)
        text = steps(g.range, way.isEmpty() ? PieceMoves::tr("orthogonally") : way);
    else if (g.a == 1 && g.b == 1)
        text = steps(g.range, way.isEmpty() ? PieceMoves::tr("diagonally") : PieceMoves::tr("diagonally %1").arg(way));
    else {
        text = way.isEmpty() ? leapName(g.a, g.b) : PieceMoves::tr("%1 %2").arg(leapName(g.a, g.b), way);
        if (g.range == 0)
            text = PieceMoves::tr("%1, repeated along its line").arg(text);
        else if (g.range > 1)
            text = PieceMoves::tr("%1, up to %n times along its line", nullptr, g.range).arg(text);
    }
    if (g.hurdle)
        text = PieceMoves::tr("%1 over a piece halfway").arg(text);
    if (!g.captures)
        text = PieceMoves::tr("%1 (only to move)").arg(text);
    else if (!g.moves)
        text = PieceMoves::tr("%1 (only to capture)").arg(text);
    return text;
}

}  // namespace

QString PieceMoves::inWords(const std::vector<MoveVector>& moves)
{
    std::vector<Group> groups;
    bool bent = false;
    for (const MoveVector& v : moves) {
        if (v.bent()) {
            bent = true;
            continue;
        }
        Group g;
        g.a = std::max(std::abs(v.x), std::abs(v.y));
        g.b = std::min(std::abs(v.x), std::abs(v.y));
        g.range = v.range;
        g.moves = v.moves;
        g.captures = v.captures;
        g.hurdle = v.hurdle;
        const auto same
            = std::find_if(groups.begin(), groups.end(), [&](const Group& o) { return o.key() == g.key(); });
        (same == groups.end() ? groups.emplace_back(g) : *same).vectors.push_back(v);
    }
    // A step or ride every way both orthogonally and diagonally is one: "in any direction".
    const auto alike = [](const Group& o, const Group& g) {
        return o.range == g.range && o.moves == g.moves && o.captures == g.captures && o.hurdle == g.hurdle && o.full()
            && g.full();
    };
    const auto orthogonal
        = std::find_if(groups.begin(), groups.end(), [](const Group& g) { return g.a == 1 && g.b == 0; });
    const auto diagonal
        = std::find_if(groups.begin(), groups.end(), [](const Group& g) { return g.a == 1 && g.b == 1; });
    const bool anyDirection = orthogonal != groups.end() && diagonal != groups.end() && alike(*orthogonal, *diagonal);
    QStringList phrases;
    for (auto g = groups.begin(); g != groups.end(); ++g)
        if (!anyDirection || g != diagonal)
            phrases << phrase(*g, anyDirection && g == orthogonal);
    if (bent)
        phrases << tr("along a bent path (see the rules page)");
    return phrases.join(QStringLiteral("; "));
}
