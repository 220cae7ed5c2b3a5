#include "core/position/mechanics/armyflag.h"

#include "core/position/mechanics/firstpawnmove.h"
#include "core/position/mechanics/kingleap.h"
#include "core/position/mechanics/onceswap.h"
#include "core/position/mechanics/temdek.h"

namespace kabir {

std::span<const ArmyFlagMechanic* const> registeredArmyFlagMechanics()
{
    static const KingLeap kingLeap;
    static const OnceSwap onceSwap;
    static const FirstPawnMove firstPawnMove;
    static const Temdek temdek;
    static const std::array<const ArmyFlagMechanic*, kArmyFlagCount> all{&kingLeap, &onceSwap, &firstPawnMove, &temdek};
    return all;
}

}  // namespace kabir
