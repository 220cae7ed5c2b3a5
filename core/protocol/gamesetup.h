#pragma once
// What both protocol servers need to know of the game they are asked to play: the variant and
// the values of its rule options, and games built from them through kabir::Game — from the
// start position (with the pre-game choice still to make, where the variant asks for one) or
// from a FEN — so that every move form and the pre-game choice text are understood.

#include "core/record/game.h"
#include "core/variant/variantfile.h"

#include <optional>
#include <string>

namespace kabir::protocol {

class GameSetup {
public:
    GameSetup();  // chess with its default options

    // Chooses the variant and the values of its rule options (the others take their
    // defaults). On a problem — an unknown variant, option or value, with the values allowed —
    // nothing changes.
    Result<bool> select(const std::string& variantId, const OptionValues& options = {});

    const VariantFile& variant() const { return *m_variant; }
    const OptionValues& options() const { return m_options; }  // every option, resolved
    const VariantDefinition& definition() const { return m_definition; }
    const std::string& startFen() const { return m_definition.startFen; }
    int handSize() const { return int(m_definition.drops.pieces.size()); }  // types that may be dropped

    // A new game from the start position (an empty FEN) or from the FEN given.
    Result<Game> game(const std::string& fen = {}) const;

private:
    const VariantFile* m_variant = nullptr;
    OptionValues m_options;
    VariantDefinition m_definition;
    std::optional<Game> m_start;  // compiled once per selection; games share its rules
};

}  // namespace kabir::protocol
