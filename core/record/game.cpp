#include "core/record/game.h"

#include "core/position/movegen.h"
#include "core/record/notation.h"
#include "core/rules/rulesetcompiler.h"

#include <algorithm>

namespace kabir {

Game::Game(const VariantFile& variant, OptionValues options, VariantDefinition definition, Position position)
    : m_variant(&variant), m_options(std::move(options)), m_definition(std::move(definition)),
      m_position(std::move(position))
{
}

Result<Game> Game::create(const VariantFile& variant, const OptionValues& options, const std::string& fen)
{
    auto resolved = variant.resolveOptions(options);
    if (!resolved)
        return resolved.problems();
    auto definition = variant.definition(resolved.value());
    if (!definition)
        return definition.problems();
    auto rules = compiledRuleset(variant, resolved.value());
    if (!rules)
        return rules.problems();
    auto position = Position::fromFen(rules.value(), fen.empty() ? definition->startFen : fen);
    if (!position)
        return position.problems();
    Game game(variant, resolved.value(), definition.value(), std::move(position).value());
    game.m_choosing = fen.empty() && game.m_definition.preGameChoice.army >= 0;
    return game;
}

Result<Game> Game::sameRules(const std::string& fen) const
{
    if (!m_choice.empty())  // the choice changed the options: the rules are those of the choice
        return create(*m_variant, m_options, fen);
    auto position = Position::fromFen(m_position.rulesPtr(), fen.empty() ? m_definition.startFen : fen);
    if (!position)
        return position.problems();
    Game game(*m_variant, m_options, m_definition, std::move(position).value());
    game.m_choosing = fen.empty() && m_definition.preGameChoice.army >= 0;
    return game;
}

std::vector<std::string> Game::choices() const
{
    if (!m_choosing)
        return {};
    std::vector<std::string> out{""};
    for (const std::string& key : m_definition.preGameChoice.options) {
        const auto& opts = m_variant->options();
        auto option = std::find_if(opts.begin(), opts.end(), [&](const OptionDefinition& o) { return o.key == key; });
        std::vector<std::string> next;
        for (const std::string& prefix : out)
            for (const OptionChoice& c : option->values)
                next.push_back(prefix + (prefix.empty() ? "" : ",") + key + "=" + c.id);
        out = next;
    }
    return out;
}

Result<bool> Game::choose(const std::string& choice)
{
    const auto all = choices();
    if (std::find(all.begin(), all.end(), choice) == all.end())
        return Problem{"", 0, 0, choice, "is not one of the choices before the first move"};
    OptionValues options = m_options;
    std::size_t begin = 0;
    while (begin < choice.size()) {
        const std::size_t end = std::min(choice.find(',', begin), choice.size());
        const std::string pair = choice.substr(begin, end - begin);
        options[pair.substr(0, pair.find('='))] = pair.substr(pair.find('=') + 1);
        begin = end + 1;
    }
    options["array-chooser"] = "agreed";  // the choice is made
    auto chosen = create(*m_variant, options);
    if (!chosen)
        return chosen.problems();
    *this = std::move(chosen).value();
    m_options["array-chooser"] = "black";
    m_choice = choice;
    return true;
}

Result<bool> Game::play(std::string_view text, const Notation& notation)
{
    if (m_choosing)
        return choose(std::string(text));
    const Outcome o = outcome();
    if (o.over())
        return Problem{"", 0, 0, std::string(text), "the game is over (" + o.kindId() + ")"};
    auto move = parseMove(m_position, text, notation);
    if (!move)
        return move.problems();
    m_position.doMove(move.value());
    return true;
}

std::vector<std::string> Game::legalMoves()
{
    if (m_choosing)
        return choices();
    std::vector<std::string> texts;
    if (outcome().over())
        return texts;
    MoveList moves;
    generateLegalMoves(m_position, moves);
    for (Move m : moves)
        texts.push_back(coordinateText(m_position, m));
    return texts;
}

bool Game::undo()
{
    if (m_choosing || m_position.historyLength() == 0)
        return false;
    m_position.undoMove();
    return true;
}

Move Game::moveAt(int ply) const
{
    // Each state remembers the move that led to it; the history holds the states before.
    return ply + 1 < m_position.historyLength() ? m_position.historyAt(ply + 1).move : m_position.state().move;
}

Position Game::positionAt(int ply) const
{
    Position pos = m_position;
    for (int i = pos.historyLength(); i > ply && i > 0; --i)
        pos.undoMove();
    return pos;
}

Outcome Game::outcome()
{
    return m_choosing ? Outcome{} : adjudicate(m_position);
}

}  // namespace kabir
