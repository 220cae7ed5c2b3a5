#include "ui/translators.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace {

void install(QCoreApplication& app, const QLocale& locale, const QString& name, const QString& directory)
{
    auto* translator = new QTranslator(&app);
    // Tries each of the locale's languages in turn: kabir_de_DE, kabir_de, ...
    if (translator->load(locale, name, QStringLiteral("_"), directory))
        QCoreApplication::installTranslator(translator);
    else
        delete translator;
}

}  // namespace

void installTranslators(QCoreApplication& app, const QString& language)
{
    const QLocale locale = language.isEmpty() ? QLocale() : QLocale(language);
    if (!language.isEmpty())
        QLocale::setDefault(locale);
    install(app, locale, QStringLiteral("qtbase"), QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    install(app, locale, QStringLiteral("kabir"), QStringLiteral(":/i18n"));
}
