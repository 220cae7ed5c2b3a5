#include "core/search/prechoice.h"

namespace kabir::search {

PreGameDecision choosePreGame(const Game& game, Engine& engine, int depth)
{
    PreGameDecision best;
    const int chooser = game.choosingArmy();
    if (chooser < 0)
        return best;
    bool first = true;
    for (const std::string& choice : game.choices()) {
        Game after = game;
        if (!after.play(choice))
            continue;
        const Position& pos = after.position();
        Value value = 0;
        Limits limits;
        limits.depth = depth;
        engine.setPosition(pos);
        engine.go(limits, {}, [&value](const BestMove& b) { value = b.value; });
        engine.wait();  // the join makes `value` visible here
        if (pos.rules().teamOf(pos.sideToMove()) != pos.rules().teamOf(Army(chooser)))
            value = -value;
        if (first || value > best.value)
            best = {choice, value};
        first = false;
    }
    return best;
}

}  // namespace kabir::search
