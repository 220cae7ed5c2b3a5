// The resources that kabir_ui embeds: the window icon, and the German translation that lrelease
// compiles from translations/kabir_de.ts at build time.

#include <QFile>
#include <QIcon>
#include <QLocale>
#include <QTranslator>

#include <gtest/gtest.h>

namespace {

TEST(Resources, WindowIconIsEmbedded)
{
    ASSERT_TRUE(QFile::exists(QStringLiteral(":/icons/kabir.svg")));
    EXPECT_FALSE(QIcon(QStringLiteral(":/icons/kabir.svg")).pixmap(32, 32).isNull());
}

TEST(Resources, GermanTranslationIsEmbedded)
{
    QTranslator translator;
    ASSERT_TRUE(translator.load(QLocale(QLocale::German, QLocale::Germany), QStringLiteral("kabir"),
        QStringLiteral("_"), QStringLiteral(":/i18n")));
    EXPECT_EQ(translator.translate("MainWindow", "&Game"), QStringLiteral("&Partie"));
    EXPECT_EQ(translator.translate("DataStrings", "Turkish Great Chess"), QStringLiteral("Türkisches Großschach"));
}

}  // namespace
