#pragma once
// How pawns promote, chosen by the variant definition (`promotion.policy`). The move
// generator asks the policy what a pawn arriving in its promotion zone may do; each policy
// is a small class in a file of its own, so historical rules slot in without touching the
// generator.

#include "core/movelist.h"
#include "core/types.h"

#include <memory>
#include <string>
#include <vector>

namespace kabir {

class Position;
struct VariantDefinition;

class PromotionPolicy {
public:
    virtual ~PromotionPolicy() = default;

    // Appends what a pawn moving from `from` to `to` (a square of its promotion zone) may
    // do: one Promotion move per piece it may become, a Normal move if it may arrive
    // without promoting, or nothing if it may not go there.
    virtual void addArrivals(const Position& pos, Square from, Square to, MoveList& out) const = 0;
};

// The names a definition may give; null for an unknown name.
std::unique_ptr<PromotionPolicy> makePromotionPolicy(const std::string& name, std::vector<PieceType> pieces);
std::vector<std::string> promotionPolicyNames();

}  // namespace kabir
