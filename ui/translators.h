#pragma once
// Installs the translations for a language: Kabir's own, compiled from
// translations/kabir_<language>.ts and embedded under :/i18n, and Qt's for its standard dialogs
// when the system has them. English needs none. `language` is a code such as "de", or empty for
// the user's system languages.

#include <QLocale>

class QCoreApplication;
class QString;

void installTranslators(QCoreApplication& app, const QString& language);
// Removes the translators installTranslators installed and installs those of `language`, for a
// language chosen while the program runs (the system's again for "").
void replaceTranslators(QCoreApplication& app, const QString& language);

// The language the program's texts are shown in: that of the Kabir translation installed by
// installTranslators, or English when none is (the language chosen, or none of the system's
// languages has a translation).
QLocale interfaceLocale();
