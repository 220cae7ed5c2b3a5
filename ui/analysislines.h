#pragma once
// The best lines of the position under analysis as the analysis pane lists them: the latest
// report of each line (its multi-PV number), listed best first by value whatever order the
// reports come in — an engine reports its lines one by one, and a line of the new depth may
// fall below one still of the last depth, or an external engine may number them as it likes.

#include "core/search/searchinfo.h"

#include <map>
#include <vector>

class AnalysisLines {
public:
    void clear() { m_lines.clear(); }
    void take(const kabir::search::Info& info) { m_lines[info.multiPv] = info; }
    // Best first; equal values in the engine's order.
    std::vector<kabir::search::Info> bestFirst() const;

private:
    std::map<int, kabir::search::Info> m_lines;
};
