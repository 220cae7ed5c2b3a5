#include "ui/externalengine.h"

#include "core/record/notation.h"

kabir::match::EngineSpec ExternalEngine::spec(const QString& variantId) const
{
    kabir::match::EngineSpec spec;
    spec.name = name.toStdString();
    spec.process.argv.push_back(command.toStdString());
    for (const QString& argument : arguments)
        spec.process.argv.push_back(argument.toStdString());
    spec.process.workingDirectory = workingDirectory.toStdString();
    spec.protocol = protocol;
    for (const auto& [key, value] : options)
        spec.options.emplace_back(key.toStdString(), value.toStdString());
    spec.variant = variantId.isEmpty() ? std::string() : variantName(variantId).toStdString();
    for (const QString& command : initCommands)
        spec.initCommands.push_back(command.toStdString());
    return spec;
}

bool ExternalEngine::plays(const QString& variantId) const
{
    const QString name = variantName(variantId);
    // XBoard calls chess "normal".
    const bool chess = name == QLatin1String("chess") || name == QLatin1String("normal");
    return variants.isEmpty() || variants.contains(name)
        || (chess && (variants.contains(QLatin1String("chess")) || variants.contains(QLatin1String("normal"))));
}

kabir::match::GameSetup engineGameSetup(const ExternalEngine& engine, const kabir::Game& game)
{
    kabir::match::GameSetup setup;
    setup.variant = engine.variantName(QString::fromStdString(game.variant().id())).toStdString();
    const kabir::Position start = game.positionAt(0);
    if (!game.choiceMade().empty() || start.fen() != kabir::Position::start(start.rulesPtr()).fen())
        setup.fen = start.fen();
    setup.ranks = start.geometry().ranks();
    setup.fourArmies = start.rules().armyCount() > 2;
    return setup;
}

std::vector<std::string> coordinateMoves(const kabir::Game& game, int plies)
{
    std::vector<std::string> moves;
    kabir::Position pos = game.positionAt(0);
    const int count = plies < 0 ? game.plyCount() : std::min(plies, game.plyCount());
    for (int ply = 0; ply < count; ++ply) {
        const kabir::Move m = game.moveAt(ply);
        moves.push_back(kabir::coordinateText(pos, m));
        pos.doMove(m);
    }
    return moves;
}
