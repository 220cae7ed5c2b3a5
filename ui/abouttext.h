#pragma once
// The text of Help ▸ About Kabir: what the program is, who wrote it with what, where its rules
// come from, and its licence, which says what resources/debian/copyright says.

#include <QCoreApplication>
#include <QString>

class AboutText {
    Q_DECLARE_TR_FUNCTIONS(AboutText)

public:
    // Rich text for QMessageBox::about.
    static QString text();
    // The licence sentence alone, as the copyright file words it.
    static QString licence();
};
