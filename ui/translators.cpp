#include "ui/translators.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace {

void install(QCoreApplication& app, const QString& name, const QString& directory)
{
    auto* translator = new QTranslator(&app);
    // Tries each of the user's languages in turn: kabir_de_DE, kabir_de, ...
    if (translator->load(QLocale(), name, QStringLiteral("_"), directory))
        QCoreApplication::installTranslator(translator);
    else
        delete translator;
}

}  // namespace

void installTranslators(QCoreApplication& app)
{
    install(app, QStringLiteral("qtbase"), QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    install(app, QStringLiteral("kabir"), QStringLiteral(":/i18n"));
}
