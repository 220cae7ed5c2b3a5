#include "core/position/mechanics/statemechanic.h"

#include "core/position/mechanics/firstmoves.h"
#include "core/position/mechanics/initialmoves.h"
#include "core/position/mechanics/waitingpawns.h"

#include <array>

namespace kabir {

std::span<const StateMechanic* const> registeredStateMechanics()
{
    static const FirstMoves firstMoves;
    static const InitialMoves initialMoves;
    static const WaitingPawns waitingPawns;
    static const std::array<const StateMechanic*, 3> all{&firstMoves, &initialMoves, &waitingPawns};
    return all;
}

}  // namespace kabir
