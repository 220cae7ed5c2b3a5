#include "core/position/mechanics/statemechanic.h"

#include "core/position/mechanics/initialmoves.h"
#include "core/position/mechanics/waitingpawns.h"

#include <array>

namespace kabir {

std::span<const StateMechanic* const> registeredStateMechanics()
{
    static const InitialMoves initialMoves;
    static const WaitingPawns waitingPawns;
    static const std::array<const StateMechanic*, 2> all{&initialMoves, &waitingPawns};
    return all;
}

}  // namespace kabir
