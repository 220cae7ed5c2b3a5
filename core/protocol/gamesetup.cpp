#include "core/protocol/gamesetup.h"

#include "core/catalog/variantcatalog.h"

#include <cassert>

namespace kabir::protocol {

GameSetup::GameSetup()
{
    [[maybe_unused]] const auto chess = select("chess");
    assert(chess.ok());
}

Result<bool> GameSetup::select(const std::string& variantId, const OptionValues& options)
{
    const VariantFile* variant = VariantCatalog::builtIn().find(variantId);
    if (!variant)
        return Problem{"", 0, 0, variantId, "unknown variant"};
    auto resolved = variant->resolveOptions(options);
    if (!resolved)
        return resolved.problems();
    auto definition = variant->definition(resolved.value());
    if (!definition)
        return definition.problems();
    auto start = Game::create(*variant, resolved.value());
    if (!start)
        return start.problems();
    m_variant = variant;
    m_options = std::move(resolved).value();
    m_definition = std::move(definition).value();
    m_start = std::move(start).value();
    return true;
}

Result<Game> GameSetup::game(const std::string& fen) const
{
    return m_start->sameRules(fen);
}

}  // namespace kabir::protocol
