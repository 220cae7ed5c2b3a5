#include "core/position/mechanics/movemechanic.h"

#include "core/position/mechanics/refuge.h"
#include "core/position/mechanics/transfer.h"

#include <array>

namespace kabir {

std::span<const MoveMechanic* const> registeredMoveMechanics()
{
    static const Transfers transfers;
    static const Refuges refuges;
    static const std::array<const MoveMechanic*, 2> all{&transfers, &refuges};
    return all;
}

}  // namespace kabir
