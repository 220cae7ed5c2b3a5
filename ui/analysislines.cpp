#include "ui/analysislines.h"

#include <algorithm>

std::vector<kabir::search::Info> AnalysisLines::bestFirst() const
{
    std::vector<kabir::search::Info> lines;
    for (const auto& [number, info] : m_lines)
        lines.push_back(info);
    std::stable_sort(lines.begin(), lines.end(),
        [](const kabir::search::Info& a, const kabir::search::Info& b) { return a.value > b.value; });
    return lines;
}
