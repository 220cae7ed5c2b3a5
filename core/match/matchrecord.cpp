#include "core/match/matchrecord.h"

#include <algorithm>

namespace kabir::match {

std::string matchRecord(const Game& game, const GameResult& result, RecordTags tags)
{
    if (result.termination != Termination::Rules) {
        tags["Result"] = result.pgnResult();
        tags["ResultKind"] = result.kindId();
        std::string words = result.kindId();
        std::replace(words.begin(), words.end(), '-', ' ');
        tags["Termination"] = words;
        tags["Reason"] = result.reason;
    }
    return writeRecord(game, tags);
}

}  // namespace kabir::match
