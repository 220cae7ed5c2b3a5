#include "core/promotionpolicy.h"

#include "core/anypromotion.h"

namespace kabir {

std::unique_ptr<PromotionPolicy> makePromotionPolicy(const std::string& name, std::vector<PieceType> pieces)
{
    if (name == "any")
        return std::make_unique<AnyPromotion>(std::move(pieces));
    return nullptr;
}

std::vector<std::string> promotionPolicyNames() { return {"any"}; }

}  // namespace kabir
