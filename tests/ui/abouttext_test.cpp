// The About box states the licence as the Debian copyright file does, and names its credits.

#include "ui/abouttext.h"

#include <QFile>
#include <QTextDocument>

#include <gtest/gtest.h>

TEST(AboutText, StatesTheLicenceOfTheCopyrightFile)
{
    QFile copyright(QStringLiteral(KABIR_SOURCE_DIR "/resources/debian/copyright"));
    ASSERT_TRUE(copyright.open(QIODevice::ReadOnly | QIODevice::Text));
    const QString licenceLine = QString::fromUtf8(copyright.readAll())
                                    .split(QLatin1Char('\n'))
                                    .filter(QStringLiteral("License: none"))
                                    .value(0);
    ASSERT_FALSE(licenceLine.isEmpty());
    EXPECT_EQ(AboutText::licence(), licenceLine);

    QTextDocument shown;
    shown.setHtml(AboutText::text());
    const QString text = shown.toPlainText();
    EXPECT_TRUE(text.contains(licenceLine)) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("Qt 6")));
    EXPECT_TRUE(text.contains(QStringLiteral("Pritchard")));
}
