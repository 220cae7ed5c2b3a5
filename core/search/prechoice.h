#pragma once
// The pre-game choice of a computer player (Sultanspiel's Black choosing the array and the
// king targets): each choice is played on a copy of the game, the position after it is
// searched to a small fixed depth, and the choice whose value is best for the choosing army's
// team wins (the first of equal ones). The searches run one after the other on the given
// engine, which this call uses until it returns (well under a second at the default depth).

#include "core/record/game.h"
#include "core/search/engine.h"

#include <string>

namespace kabir::search {

struct PreGameDecision {
    std::string choice;  // as Game::choices() writes it; empty when there is nothing to choose
    Value value = 0;     // for the choosing army's team
};

PreGameDecision choosePreGame(const Game& game, Engine& engine, int depth = 4);

}  // namespace kabir::search
