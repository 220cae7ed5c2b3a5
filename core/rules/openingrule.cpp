#include "core/rules/openingrule.h"

#include "core/position/position.h"
#include "core/rules/refusalrules.h"

#include <algorithm>

namespace kabir {

OpeningRule::OpeningRule(const Ruleset& rules)
{
    const VariantDefinition& def = rules.definition();
    const Geometry& g = rules.geometry();
    for (Army a = 0; a < rules.armyCount(); ++a)
        for (const PawnStepRule& rule : def.pawnSteps) {
            if (!rule.opening || (rule.army >= 0 && rule.army != a))
                continue;
            for (Square s = 0; s < rules.squareCount(); ++s)
                if (g.isPlayable(s) && def.relativeRank(a, s) == rule.rank
                    && (rule.files.empty() || std::ranges::find(rule.files, g.fileOf(s)) != rule.files.end()))
                    m_starts[a].push_back({s, rule.rank, rule.steps});
        }
}

bool OpeningRule::openingOn(const Position& pos, Army a) const
{
    const Ruleset& r = pos.rules();
    return !m_starts[a].empty() && std::ranges::all_of(m_starts[a], [&](const Start& st) {
        const Piece p = pos.at(st.square);
        return p && armyOf(p) == a && r.isPawn(typeOf(p));
    });
}

bool OpeningRule::isOpeningMove(const Position& pos, Army a, Move m) const
{
    const Ruleset& r = pos.rules();
    const Piece p = pos.at(m.from());
    return p && r.isPawn(typeOf(p)) && m.kind() == MoveKind::Normal
        && pos.geometry().fileOf(m.from()) == pos.geometry().fileOf(m.to())
        && std::ranges::any_of(m_starts[a], [&](const Start& st) {
               return m.from() == st.square && r.definition().relativeRank(a, m.to()) == st.rank + st.steps;
           });
}

void OpeningRule::filter(Position& pos, MoveList& moves) const
{
    const Army us = pos.sideToMove();
    const bool on = openingOn(pos, us);
    keepMoves(moves, [&](Move m) { return isOpeningMove(pos, us, m) == on; });
}

void OpeningRule::explain(Position& pos, Move, Refusal& r) const
{
    r.reason = openingOn(pos, r.army) ? RefusalReason::OpeningMoveRequired : RefusalReason::OpeningMoveOnly;
}

}  // namespace kabir
