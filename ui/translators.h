#pragma once
// Installs the translations for the user's language: Kabir's own, compiled from
// translations/kabir_<language>.ts and embedded under :/i18n, and Qt's for its standard dialogs
// when the system has them. English needs none.

class QCoreApplication;

void installTranslators(QCoreApplication& app);
