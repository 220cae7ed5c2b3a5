#include "core/rules/filepiecepromotion.h"

#include "core/position/position.h"

#include <algorithm>

namespace kabir {

FilePiecePromotion::FilePiecePromotion(const Ruleset& rules)
    : m_rules(rules), m_unlimited(rules.definition().promotion.unlimited)
{
    const Geometry& g = rules.geometry();
    const PromotionDefinition& def = rules.definition().promotion;
    for (Army army = 0; army < rules.armyCount(); ++army) {
        for (auto& choices : m_filePieces[army])
            choices.fill(-1);
        for (int file = 0; file < g.files(); ++file) {
            auto& choices = m_filePieces[army][std::size_t(file)];
            if (const auto fixed = def.filePieces.find(file); fixed != def.filePieces.end()) {
                std::copy(fixed->second.begin(), fixed->second.end(), choices.begin());
                continue;
            }
            std::size_t n = 0;
            for (int rank : def.fileRanks) {
                for (Square s = 0; s < g.squareCount() && n < choices.size(); ++s) {
                    const Piece p = rules.startPiece(s);
                    if (!p || armyOf(p) != army || g.fileOf(s) != file
                        || rules.definition().relativeRank(army, s) != rank)
                        continue;
                    const int type = rules.isRoyal(typeOf(p)) ? def.kingFilePiece : typeOf(p);
                    if (type >= 0
                        && std::find(choices.begin(), choices.begin() + long(n), type) == choices.begin() + long(n))
                        choices[n++] = type;
                }
            }
        }
    }
}

void FilePiecePromotion::candidates(const Position& pos, Army army, Square square, PieceTypeList& out) const
{
    PieceTypeList file;
    types(army, square, file);
    for (PieceType type : file)
        if (m_unlimited || pos.count(army, type) < m_rules.initialCount(army, type))
            out.push(type);
}

void FilePiecePromotion::types(Army army, Square square, PieceTypeList& out) const
{
    for (int type : m_filePieces[army][std::size_t(m_rules.geometry().fileOf(square))])
        if (type >= 0)
            out.push(PieceType(type));
}

}  // namespace kabir
