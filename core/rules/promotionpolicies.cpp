#include "core/rules/rulefactories.h"

#include "core/rules/anypromotion.h"
#include "core/rules/byrankpromotion.h"
#include "core/rules/capturedpromotion.h"
#include "core/rules/filepiecepromotion.h"

namespace kabir {

std::unique_ptr<PromotionPolicy> makePromotionPolicy(const std::string& name, const Ruleset& rules)
{
    if (name == "any")
        return std::make_unique<AnyPromotion>(rules);
    if (name == "captured-only")
        return std::make_unique<CapturedPromotion>(rules);
    if (name == "file-piece")
        return std::make_unique<FilePiecePromotion>(rules);
    if (name == "by-rank")
        return std::make_unique<ByRankPromotion>(rules);
    return nullptr;
}

}  // namespace kabir
