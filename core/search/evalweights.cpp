#include "core/search/evalweights.h"

#include <array>

namespace kabir::search {

std::span<const EvalWeightField> evalWeightFields()
{
    static constexpr std::array fields{
        EvalWeightField{"pawnValueMg", &EvalWeights::pawnValueMg, 50, 200},
        EvalWeightField{"pawnValueEg", &EvalWeights::pawnValueEg, 50, 200},
        EvalWeightField{"pieceValueMg", &EvalWeights::pieceValueMg, 50, 200},
        EvalWeightField{"pieceValueEg", &EvalWeights::pieceValueEg, 50, 200},
        EvalWeightField{"pawnAdvanceMg", &EvalWeights::pawnAdvanceMg},
        EvalWeightField{"pawnAdvanceEg", &EvalWeights::pawnAdvanceEg},
        EvalWeightField{"kingHomeMg", &EvalWeights::kingHomeMg},
        EvalWeightField{"kingCentralityEg", &EvalWeights::kingCentralityEg},
        EvalWeightField{"mobilityShare", &EvalWeights::mobilityShare, 1, 100},
        EvalWeightField{"mobilityMin", &EvalWeights::mobilityMin, 0, 100},
        EvalWeightField{"mobilityMax", &EvalWeights::mobilityMax, 0, 100},
        EvalWeightField{"isolatedMg", &EvalWeights::isolatedMg},
        EvalWeightField{"isolatedEg", &EvalWeights::isolatedEg},
        EvalWeightField{"doubledMg", &EvalWeights::doubledMg},
        EvalWeightField{"doubledEg", &EvalWeights::doubledEg},
        EvalWeightField{"passedMg", &EvalWeights::passedMg},
        EvalWeightField{"passedEg", &EvalWeights::passedEg},
        EvalWeightField{"passedProgressMg", &EvalWeights::passedProgressMg},
        EvalWeightField{"passedProgressEg", &EvalWeights::passedProgressEg},
        EvalWeightField{"kingDanger", &EvalWeights::kingDanger, 0, 100},
        EvalWeightField{"kingDangerMax", &EvalWeights::kingDangerMax, 0, 5000},
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

std::string evalWeightsProblem(const EvalWeights& weights)
{
    for (const EvalWeightField& field : evalWeightFields()) {
        const int value = weights.*field.value;
        if (value < field.min || value > field.max)
            return std::string(field.name)
                .append(" is ")
                .append(std::to_string(value))
                .append(": it must be between ")
                .append(std::to_string(field.min))
                .append(" and ")
                .append(std::to_string(field.max));
    }
    if (weights.mobilityMin > weights.mobilityMax)
        return "mobilityMin is above mobilityMax";
    return {};
}

}  // namespace kabir::search
