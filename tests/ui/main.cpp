// The UI tests' main: one QApplication for every test, on the offscreen platform unless
// QT_QPA_PLATFORM says otherwise, so that the tests (and their discovery at build time) run
// without a display. Standard paths are in test mode and the organisation is a test one, so
// nothing a test writes reaches the user's settings or autosave.

#include <QApplication>
#include <QStandardPaths>

#include <gtest/gtest.h>

int main(int argc, char** argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QStandardPaths::setTestModeEnabled(true);
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Kabir Tests"));
    QApplication::setApplicationName(QStringLiteral("Kabir Tests"));
    testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
