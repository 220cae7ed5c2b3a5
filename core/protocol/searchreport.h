#pragma once
// What a search tells a protocol server, in text: a line of the principal variation at a
// depth (its moves in coordinate notation) and the answer when the search is done: a move,
// the pre-game choice the engine makes, or none when the game is over.

#include "core/position/outcome.h"
#include "core/search/searchinfo.h"

#include <string>
#include <vector>

namespace kabir::protocol {

struct SearchLine {
    search::Info info;
    std::vector<std::string> pv;
};

struct SearchAnswer {
    enum class Kind { Move, Choice, None };

    Kind kind = Kind::None;
    int searchId = 0;         // which start() of the GameSearch it answers
    std::string move;         // the move, or the choice as Game::choices() writes it
    std::string ponder;       // the reply expected to the move; empty when none
    search::Value value = 0;  // for the side (team) to move; for a choice, the choosing team
    Outcome outcome;          // Kind::None: how the game ended
};

}  // namespace kabir::protocol
