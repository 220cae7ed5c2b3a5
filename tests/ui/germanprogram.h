#pragma once
// For the tests of what a German user sees: the program in German while a GermanProgram lives,
// as the language setting "de" makes it at start; the translators it installed go with it.

#include "ui/translators.h"

#include <QCoreApplication>
#include <QList>
#include <QLocale>
#include <QTranslator>

struct GermanProgram {
    QLocale previousDefault;
    QList<QTranslator*> previousTranslators
        = QCoreApplication::instance()->findChildren<QTranslator*>(Qt::FindDirectChildrenOnly);
    GermanProgram() { installTranslators(*QCoreApplication::instance(), QStringLiteral("de")); }
    ~GermanProgram()
    {
        for (QTranslator* translator :
            QCoreApplication::instance()->findChildren<QTranslator*>(Qt::FindDirectChildrenOnly))
            if (!previousTranslators.contains(translator))
                delete translator;  // which uninstalls it
        QLocale::setDefault(previousDefault);
    }
    GermanProgram(const GermanProgram&) = delete;
    GermanProgram& operator=(const GermanProgram&) = delete;
};
