// The UI tests' main: one QApplication for every test, on the offscreen platform unless
// QT_QPA_PLATFORM says otherwise, so that the tests (and their discovery at build time) run
// without a display.

#include <QApplication>

#include <gtest/gtest.h>

int main(int argc, char** argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
