#include "ui/translators.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace {

// The object name of Kabir's own translator, by which interfaceLocale() finds it.
const QLatin1String kKabirTranslator("kabirTranslator");

QTranslator* install(QCoreApplication& app, const QLocale& locale, const QString& name, const QString& directory)
{
    auto* translator = new QTranslator(&app);
    // Tries each of the locale's languages in turn: kabir_de_DE, kabir_de, ...
    if (translator->load(locale, name, QStringLiteral("_"), directory)) {
        QCoreApplication::installTranslator(translator);
        return translator;
    }
    delete translator;
    return nullptr;
}

}  // namespace

void installTranslators(QCoreApplication& app, const QString& language)
{
    const QLocale locale = language.isEmpty() ? QLocale() : QLocale(language);
    if (!language.isEmpty())
        QLocale::setDefault(locale);
    install(app, locale, QStringLiteral("qtbase"), QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    if (QTranslator* kabir = install(app, locale, QStringLiteral("kabir"), QStringLiteral(":/i18n")))
        kabir->setObjectName(kKabirTranslator);
}

void replaceTranslators(QCoreApplication& app, const QString& language)
{
    // installTranslators makes them the application's children.
    for (QTranslator* translator : app.findChildren<QTranslator*>(Qt::FindDirectChildrenOnly))
        delete translator;  // which uninstalls it
    QLocale::setDefault(QLocale::system());
    installTranslators(app, language);
}

QLocale interfaceLocale()
{
    const QCoreApplication* app = QCoreApplication::instance();
    const auto* kabir = app ? app->findChild<QTranslator*>(kKabirTranslator, Qt::FindDirectChildrenOnly) : nullptr;
    return kabir ? QLocale(kabir->language()) : QLocale(QLocale::English);
}
