// Engines…: an engine added in the dialog is tested by starting it (kabir-cli uci answers with
// its name; a program that does not exist is reported), the variants it says it plays (UCI's
// UCI_Variant values, XBoard's variants feature) are listed and kept, and the list is saved when
// accepted, refused while an engine lacks a name or a command. An engine is offered in the
// new-game dialog only for the variants it plays (under its own names for them), and a game is
// not started with it for another.

#include "ui/enginesdialog.h"

#include "ui/mainwindow.h"
#include "ui/newgamedialog.h"
#include "ui/settings.h"

#include <QComboBox>
#include <QLabel>
#include <QStandardItemModel>

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

TEST(EnginesDialog, TestListsAndKeepsTheVariantsTheEnginePlays)
{
    QTemporaryDir dir;
    Settings settings(dir.filePath(QStringLiteral("s.ini")), nullptr);
    EnginesDialog dialog(settings);
    const auto* shown = dialog.findChild<QLabel*>(QStringLiteral("engineVariants"));
    ASSERT_TRUE(shown);
    ExternalEngine xboard = kabirUci();
    xboard.name = QStringLiteral("Kabir XBoard");
    xboard.arguments = {QStringLiteral("xboard")};
    xboard.protocol = kabir::match::Protocol::Xboard;
    for (const ExternalEngine& engine : {kabirUci(), xboard}) {
        dialog.addEngine(engine);
        EXPECT_TRUE(shown->text().startsWith(QStringLiteral("not known"))) << shown->text().toStdString();
        QSignalSpy finished(&dialog, &EnginesDialog::testFinished);
        dialog.testEngine();
        ASSERT_TRUE(finished.wait(10000));
        ASSERT_TRUE(finished.front()[0].toBool()) << dialog.testResult().toStdString();
        EXPECT_TRUE(shown->text().contains(QStringLiteral("kaiserspiel"))) << shown->text().toStdString();
    }
    dialog.accept();
    const QList<ExternalEngine> saved = settings.engines();
    ASSERT_EQ(saved.size(), 2);
    EXPECT_TRUE(saved[0].variants.contains(QStringLiteral("chaturanga-4-84")));  // UCI_Variant's values
    EXPECT_TRUE(saved[1].variants.contains(QStringLiteral("normal")));           // XBoard's name for chess
    EXPECT_TRUE(saved[1].plays(QStringLiteral("chess")));
}

ExternalEngine makrukEngine()
{
    ExternalEngine engine = kabirUci();
    engine.name = QStringLiteral("Makruk Only");
    engine.variants = {QStringLiteral("chess"), QStringLiteral("makruk")};
    return engine;
}

TEST(EnginesDialog, AnEngineIsOfferedOnlyForTheVariantsItPlays)
{
    ExternalEngine engine = makrukEngine();
    EXPECT_TRUE(engine.plays(QStringLiteral("makruk")));
    EXPECT_FALSE(engine.plays(QStringLiteral("kaiserspiel")));
    engine.variantNames.insert(QStringLiteral("kaiserspiel"), QStringLiteral("makruk"));  // its name for it
    EXPECT_TRUE(engine.plays(QStringLiteral("kaiserspiel")));
    EXPECT_TRUE(kabirUci().plays(QStringLiteral("kaiserspiel")));  // never tested: not known, offered

    for (const auto& [variant, offered] : {std::pair{"makruk", true}, std::pair{"kaiserspiel", false}}) {
        NewGameDialog dialog(NewGameSetup{QString::fromLatin1(variant), {}, false, {}, {}}, nullptr, {makrukEngine()});
        auto* kind = dialog.findChild<QComboBox*>(QStringLiteral("playerKind1"));
        ASSERT_TRUE(kind);
        const int row = kind->findText(QStringLiteral("Makruk Only"));
        ASSERT_GE(row, 0);
        EXPECT_EQ(qobject_cast<QStandardItemModel*>(kind->model())->item(row)->isEnabled(), offered) << variant;
    }
}

TEST(EnginesDialog, AGameIsNotStartedWithAnEngineForAVariantItDoesNotPlay)
{
    QTemporaryDir dir;
    Settings settings(dir.filePath(QStringLiteral("s.ini")), nullptr);
    settings.setEngines({makrukEngine()});
    MainWindow window(&settings);
    PlayerSeat engineSeat;
    engineSeat.kind = PlayerSeat::Kind::Engine;
    engineSeat.engine = QStringLiteral("Makruk Only");
    QString error;
    EXPECT_FALSE(window.startGame(
        NewGameSetup{QStringLiteral("kaiserspiel"), {}, false, {PlayerSeat(), engineSeat}, {}}, &error));
    EXPECT_TRUE(error.startsWith(QStringLiteral("Makruk Only does not play Kaiserspiel: it plays chess, makruk.")))
        << error.toStdString();
    EXPECT_TRUE(
        window.startGame(NewGameSetup{QStringLiteral("makruk"), {}, false, {PlayerSeat(), engineSeat}, {}}, &error))
        << error.toStdString();
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

namespace {

// Every label with a mnemonic leads somewhere: Alt and its letter reach the field (the
// command's row holds a box and a Browse button).
TEST(EnginesDialog, EveryMnemonicLabelHasItsField)
{
    QTemporaryDir dir;
    Settings settings(dir.filePath(QStringLiteral("s.ini")), nullptr);
    EnginesDialog dialog(settings);
    int labels = 0;
    for (const QLabel* label : dialog.findChildren<QLabel*>()) {
        const QString text = label->text();
        if (!text.contains(QLatin1Char('&')) || text.contains(QLatin1String("&&")))
            continue;
        ++labels;
        EXPECT_TRUE(label->buddy()) << text.toStdString();
    }
    EXPECT_GE(labels, 8);
}

}  // namespace
