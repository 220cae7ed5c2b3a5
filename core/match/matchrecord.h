#pragma once
// The record of a match game: core/gamerecord's PGN with the match's tags, and for a game the
// arbiter ended (a forfeit, an adjudication) its Result, ResultKind, Termination and the
// Reason in words, since the board alone does not show them.

#include "core/record/gamerecord.h"
#include "core/match/gameresult.h"

namespace kabir::match {

std::string matchRecord(const Game& game, const GameResult& result, RecordTags tags);

}  // namespace kabir::match
