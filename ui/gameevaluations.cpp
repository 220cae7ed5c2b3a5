#include "ui/gameevaluations.h"

void GameEvaluations::clear()
{
    m_values.clear();
    emit changed();
}

void GameEvaluations::truncate(int plies)
{
    if (plies + 1 >= m_values.size())
        return;
    m_values.resize(std::max(plies + 1, 0));
    emit changed();
}

void GameEvaluations::record(int ply, int valueForFirstTeam, int depth)
{
    if (ply < 0 || depth <= 0)
        return;
    if (ply >= m_values.size())
        m_values.resize(ply + 1);
    Entry& entry = m_values[ply];
    if (depth < entry.depth)
        return;
    entry = {valueForFirstTeam, depth};
    emit changed();
}

std::optional<int> GameEvaluations::at(int ply) const
{
    if (ply < 0 || ply >= m_values.size() || m_values[ply].depth == 0)
        return std::nullopt;
    return m_values[ply].value;
}

int GameEvaluations::depthAt(int ply) const
{
    return ply >= 0 && ply < m_values.size() ? m_values[ply].depth : 0;
}
