#pragma once
// What a match shows a person: one line per finished game with the running score for the
// progress on stderr, and the final summary in fastchess's layout (Elo and nElo with their
// 95% errors, LOS, the pentanomial, the LLR with its bounds) plus what only these variants
// have: table points (a half-win 3/4, a double victory 2) and how the games ended.

#include "core/match/matchrunner.h"

namespace kabir::match {

struct ReportContext {
    std::vector<std::string> names;  // the engines'
    std::string timeControl;
    std::string openings;  // the file, or "start position"
    std::optional<SprtParameters> sprt;
};

std::string progressLine(const MatchProgress& progress, const ReportContext& context);
std::string summaryText(const MatchSummary& summary, const ReportContext& context);

}  // namespace kabir::match
