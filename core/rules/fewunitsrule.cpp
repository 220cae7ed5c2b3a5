#include "core/rules/fewunitsrule.h"

#include "core/position/position.h"

namespace kabir {

Outcome FewUnitsRule::immediate(const Position& pos) const
{
    std::size_t units = 0;
    for (Army a = 0; a < pos.rules().armyCount(); ++a)
        units += pos.piecesOf(a).size();
    return units <= std::size_t(m_units) ? Outcome{ResultKind::FewUnits, -1} : Outcome{};
}

}  // namespace kabir
