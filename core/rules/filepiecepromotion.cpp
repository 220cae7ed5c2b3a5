#include "core/rules/filepiecepromotion.h"

#include "core/position/position.h"

namespace kabir {

FilePiecePromotion::FilePiecePromotion(const Ruleset& rules) : m_rules(rules)
{
    const Geometry& g = rules.geometry();
    const VariantDefinition& def = rules.definition();
    const Position start = Position::start(rules.shared_from_this());
    for (Army army = 0; army < rules.armyCount(); ++army) {
        m_filePiece[army].fill(-1);
        for (Square s = 0; s < g.squareCount(); ++s) {
            const Piece p = start.at(s);
            if (p && armyOf(p) == army && def.relativeRank(army, s) == 1)
                m_filePiece[army][std::size_t(g.fileOf(s))] = typeOf(p);
        }
        for (const auto& [file, type] : def.promotion.filePieces)
            m_filePiece[army][std::size_t(file)] = type;
    }
}

void FilePiecePromotion::candidates(const Position& pos, Army army, Square square, PieceTypeList& out) const
{
    PieceTypeList file;
    types(army, square, file);
    for (PieceType type : file)
        if (pos.count(army, type) < m_rules.initialCount(army, type))
            out.push(type);
}

void FilePiecePromotion::types(Army army, Square square, PieceTypeList& out) const
{
    const int type = m_filePiece[army][std::size_t(m_rules.geometry().fileOf(square))];
    if (type >= 0 && !m_rules.isRoyal(PieceType(type)))
        out.push(PieceType(type));
}

}  // namespace kabir
