#pragma once
// Installs the translations for a language: Kabir's own, compiled from
// translations/kabir_<language>.ts and embedded under :/i18n, and Qt's for its standard dialogs
// when the system has them. English needs none. `language` is a code such as "de", or empty for
// the user's system languages.

class QCoreApplication;
class QString;

void installTranslators(QCoreApplication& app, const QString& language);
