// Engines…: an engine added in the dialog is tested by starting it (kabir-cli uci answers with
// its name; a program that does not exist is reported), and the list is saved when accepted,
// refused while an engine lacks a name or a command.

#include "ui/enginesdialog.h"

#include "ui/settings.h"

#include <QSignalSpy>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace {

ExternalEngine kabirUci()
{
    ExternalEngine engine;
    engine.name = QStringLiteral("Kabir UCI");
    engine.command = QStringLiteral(KABIR_CLI);
    engine.arguments = {QStringLiteral("uci")};
    return engine;
}

TEST(EnginesDialog, TestStartsTheEngineAndNamesIt)
{
    QTemporaryDir dir;
    Settings settings(dir.filePath(QStringLiteral("s.ini")), nullptr);
    EnginesDialog dialog(settings);
    dialog.addEngine(kabirUci());
    QSignalSpy finished(&dialog, &EnginesDialog::testFinished);
    dialog.testEngine();
    ASSERT_TRUE(finished.wait(10000));
    EXPECT_TRUE(finished.front()[0].toBool());
    EXPECT_TRUE(dialog.testResult().contains(QStringLiteral("Kabir"))) << dialog.testResult().toStdString();

    ExternalEngine missing;
    missing.name = QStringLiteral("Nowhere");
    missing.command = dir.filePath(QStringLiteral("no-such-engine"));
    dialog.addEngine(missing);
    finished.clear();
    dialog.testEngine();
    ASSERT_TRUE(finished.wait(10000));
    EXPECT_FALSE(finished.front()[0].toBool());
    EXPECT_TRUE(dialog.testResult().contains(QStringLiteral("no-such-engine"))) << dialog.testResult().toStdString();
}

TEST(EnginesDialog, AcceptSavesTheEngines)
{
    QTemporaryDir dir;
    Settings settings(dir.filePath(QStringLiteral("s.ini")), nullptr);
    EnginesDialog dialog(settings);
    dialog.addEngine(kabirUci());
    dialog.accept();
    EXPECT_EQ(dialog.result(), QDialog::Accepted);
    EXPECT_EQ(settings.engines(), QList<ExternalEngine>{kabirUci()});
}

}  // namespace
