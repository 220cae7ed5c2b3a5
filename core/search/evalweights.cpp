#include "core/search/evalweights.h"

#include <array>

namespace kabir::search {

std::span<const EvalWeightField> evalWeightFields()
{
    static constexpr std::array fields{
        EvalWeightField{"pawnAdvanceMg", &EvalWeights::pawnAdvanceMg},
        EvalWeightField{"pawnAdvanceEg", &EvalWeights::pawnAdvanceEg},
        EvalWeightField{"kingHomeMg", &EvalWeights::kingHomeMg},
        EvalWeightField{"kingCentralityEg", &EvalWeights::kingCentralityEg},
        EvalWeightField{"mobilityShare", &EvalWeights::mobilityShare},
        EvalWeightField{"mobilityMin", &EvalWeights::mobilityMin},
        EvalWeightField{"mobilityMax", &EvalWeights::mobilityMax},
        EvalWeightField{"isolatedMg", &EvalWeights::isolatedMg},
        EvalWeightField{"isolatedEg", &EvalWeights::isolatedEg},
        EvalWeightField{"doubledMg", &EvalWeights::doubledMg},
        EvalWeightField{"doubledEg", &EvalWeights::doubledEg},
        EvalWeightField{"passedMg", &EvalWeights::passedMg},
        EvalWeightField{"passedEg", &EvalWeights::passedEg},
        EvalWeightField{"passedProgressMg", &EvalWeights::passedProgressMg},
        EvalWeightField{"passedProgressEg", &EvalWeights::passedProgressEg},
        EvalWeightField{"kingDanger", &EvalWeights::kingDanger},
        EvalWeightField{"kingDangerMax", &EvalWeights::kingDangerMax},
        EvalWeightField{"inHand", &EvalWeights::inHand},
        EvalWeightField{"kingTargetEg", &EvalWeights::kingTargetEg},
        EvalWeightField{"kingLeapMg", &EvalWeights::kingLeapMg},
        EvalWeightField{"lastUnit", &EvalWeights::lastUnit},
        EvalWeightField{"lastTwoUnits", &EvalWeights::lastTwoUnits},
        EvalWeightField{"lastKingMg", &EvalWeights::lastKingMg},
        EvalWeightField{"lastKingEg", &EvalWeights::lastKingEg},
        EvalWeightField{"heldOne", &EvalWeights::heldOne},
        EvalWeightField{"heldTwo", &EvalWeights::heldTwo},
        EvalWeightField{"heldThree", &EvalWeights::heldThree},
        EvalWeightField{"tempo", &EvalWeights::tempo},
    };
    return fields;
}

}  // namespace kabir::search
