#include "core/rules/byrankpromotion.h"

#include "core/position/position.h"

namespace kabir {

void ByRankPromotion::candidates(const Position&, Army army, Square square, PieceTypeList& out) const
{
    types(army, square, out);
}

void ByRankPromotion::types(Army army, Square square, PieceTypeList& out) const
{
    const VariantDefinition& def = m_rules.definition();
    if (const auto found = def.promotion.rankPieces.find(def.relativeRank(army, square));
        found != def.promotion.rankPieces.end())
        out.push(found->second);
}

}  // namespace kabir
