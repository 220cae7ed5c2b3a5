#pragma once
// Sittuyin (Pritchard 2007, 29.3, after U Bha): "the promotion move may not give check"; the
// modern Myanmar rules (as Fairy-Stockfish plays them) go further: the new general may not
// attack any enemy unit. promotion.quiet = "check" | "attack". Looks one move ahead.

#include "core/position/legalityrule.h"

namespace kabir {

class QuietPromotionRule : public LegalityRule {
public:
    explicit QuietPromotionRule(bool noAttack) : m_noAttack(noAttack) { }
    bool looksAhead() const override { return true; }
    void filter(Position& pos, MoveList& moves) const override;
    void explain(Position& pos, Move m, Refusal& r) const override;

private:
    bool loud(Position& pos, Move m) const;

    bool m_noAttack;
};

}  // namespace kabir
