#include "ui/externalengine.h"

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
