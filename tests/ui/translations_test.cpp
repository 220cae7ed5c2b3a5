// The German translation (translations/kabir_de.ts, embedded as :/i18n/kabir_de.qm): every
// message is translated and finished; a translation keeps its source's %N placeholders, its
// & mnemonic, its surrounding spaces and its closing "…"; the embedded .qm holds what the .ts
// says; and in German no two entries of a menu, nor two controls of a dialog, share a mnemonic.

#include "core/record/game.h"
#include "core/record/recordfile.h"
#include "core/catalog/variantcatalog.h"
#include "ui/diagramdialog.h"
#include "ui/gamecontroller.h"
#include "ui/gamelistdialog.h"
#include "ui/gameoverdialog.h"
#include "ui/gameviewer.h"
#include "ui/mainwindow.h"
#include "ui/movetextdialog.h"
#include "ui/newgamedialog.h"
#include "ui/positioneditor.h"
#include "ui/pregamechoicedialog.h"
#include "ui/settings.h"
#include "ui/settingsdialog.h"
#include "ui/tageditordialog.h"

#include <QAbstractButton>
#include <QAction>
#include <QCoreApplication>
#include <QFile>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTranslator>
#include <QXmlStreamReader>

#include <gtest/gtest.h>

#include <map>

namespace {

struct TsMessage {
    QString context;
    QString source;
    QString comment;  // the disambiguation, part of the lookup key
    bool numerus = false;
    QString type;              // "unfinished", "vanished", "obsolete" or empty when finished
    QStringList translations;  // one, or one per plural form
    qint64 line = 0;           // in the .ts file
};

std::string where(const TsMessage& m)
{
    return QStringLiteral("kabir_de.ts:%1 [%2] \"%3\"").arg(m.line).arg(m.context, m.source).toStdString();
}

// Every message of translations/kabir_de.ts, read with QXmlStreamReader.
std::vector<TsMessage> readTs(QString* error)
{
    QFile file(QStringLiteral(KABIR_SOURCE_DIR "/translations/kabir_de.ts"));
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.fileName() + QStringLiteral(": ") + file.errorString();
        return {};
    }
    std::vector<TsMessage> messages;
    QXmlStreamReader xml(&file);
    QString context;
    TsMessage message;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        const auto name = xml.name();
        if (name == u"context") {
            context.clear();
        } else if (name == u"name") {
            context = xml.readElementText();
        } else if (name == u"message") {
            message = TsMessage{context, {}, {},
                xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes"), {}, {}, xml.lineNumber()};
        } else if (name == u"source") {
            message.source = xml.readElementText();
        } else if (name == u"comment") {
            message.comment = xml.readElementText();
        } else if (name == u"translation") {
            message.type = xml.attributes().value(QLatin1String("type")).toString();
            if (message.numerus) {
                while (xml.readNextStartElement())
                    if (xml.name() == u"numerusform")
                        message.translations << xml.readElementText();
                    else
                        xml.skipCurrentElement();
            } else {
                message.translations << xml.readElementText();
            }
            messages.push_back(message);
        }
    }
    if (xml.hasError())
        *error = QStringLiteral("%1:%2: %3").arg(file.fileName()).arg(xml.lineNumber()).arg(xml.errorString());
    return messages;
}

const std::vector<TsMessage>& messages()
{
    static const std::vector<TsMessage> all = [] {
        QString error;
        std::vector<TsMessage> read = readTs(&error);
        EXPECT_TRUE(error.isEmpty()) << error.toStdString();
        return read;
    }();
    return all;
}

// The %1 … %99 and %n placeholders of a text, sorted, each once.
QStringList placeholders(const QString& text)
{
    static const QRegularExpression placeholder(QStringLiteral("%L?(\\d{1,2}|n)"));
    QStringList found;
    for (const QRegularExpressionMatch& match : placeholder.globalMatch(text))
        found << match.captured(1);
    found.sort();
    found.removeDuplicates();
    return found;
}

// The mnemonic of a text: the character after a single '&' ("&&" is a literal ampersand, and so is
// an '&' before a space, as in "Cazaux & Knowlton"); a null QChar when there is none.
QChar mnemonic(const QString& text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != QLatin1Char('&'))
            continue;
        if (text[i + 1] == QLatin1Char('&')) {
            ++i;
            continue;
        }
        if (!text[i + 1].isSpace())
            return text[i + 1].toLower();
    }
    return {};
}

QString leadingSpace(const QString& text)
{
    qsizetype i = 0;
    while (i < text.size() && text[i].isSpace())
        ++i;
    return text.left(i);
}

QString trailingSpace(const QString& text)
{
    qsizetype i = text.size();
    while (i > 0 && text[i - 1].isSpace())
        --i;
    return text.mid(i);
}

TEST(Translations, TheGermanFileHasMessages)
{
    EXPECT_GT(messages().size(), 300u);
}

TEST(Translations, EveryGermanMessageIsFinishedAndNotEmpty)
{
    for (const TsMessage& m : messages()) {
        EXPECT_TRUE(m.type.isEmpty()) << where(m) << " is marked " << m.type.toStdString();
        EXPECT_EQ(m.translations.size(), m.numerus ? 2 : 1) << where(m) << ": German has two plural forms";
        for (const QString& translation : m.translations)
            EXPECT_FALSE(translation.trimmed().isEmpty()) << where(m) << " has an empty translation";
    }
}

TEST(Translations, GermanKeepsThePlaceholders)
{
    for (const TsMessage& m : messages())
        for (const QString& translation : m.translations)
            EXPECT_EQ(placeholders(translation), placeholders(m.source))
                << where(m) << " → \"" << translation.toStdString() << "\"";
}

TEST(Translations, GermanKeepsMnemonicsSpacesAndEllipses)
{
    for (const TsMessage& m : messages()) {
        for (const QString& translation : m.translations) {
            const std::string shown = where(m) + " → \"" + translation.toStdString() + "\"";
            EXPECT_EQ(mnemonic(translation).isNull(), mnemonic(m.source).isNull()) << shown << ": the & mnemonic";
            EXPECT_EQ(leadingSpace(translation), leadingSpace(m.source)) << shown;
            EXPECT_EQ(trailingSpace(translation), trailingSpace(m.source)) << shown;
            EXPECT_EQ(translation.endsWith(QChar(0x2026)), m.source.endsWith(QChar(0x2026)))
                << shown << ": the closing …";
        }
    }
}

TEST(Translations, TheEmbeddedQmHoldsTheTsTranslations)
{
    QTranslator translator;
    ASSERT_TRUE(translator.load(QStringLiteral(":/i18n/kabir_de.qm")));
    for (const TsMessage& m : messages()) {
        const QByteArray context = m.context.toUtf8();
        const QByteArray source = m.source.toUtf8();
        const QByteArray comment = m.comment.toUtf8();
        const char* disambiguation = m.comment.isEmpty() ? nullptr : comment.constData();
        if (m.numerus) {
            ASSERT_EQ(m.translations.size(), 2) << where(m);
            EXPECT_EQ(
                translator.translate(context.constData(), source.constData(), disambiguation, 1), m.translations[0])
                << where(m);
            EXPECT_EQ(
                translator.translate(context.constData(), source.constData(), disambiguation, 2), m.translations[1])
                << where(m);
        } else {
            EXPECT_EQ(
                translator.translate(context.constData(), source.constData(), disambiguation), m.translations.value(0))
                << where(m);
        }
    }
}

// --- mnemonics of the German menus and dialogs ----------------------------------------------------

// The German translation installed while it lives.
struct German {
    QTranslator translator;
    German()
    {
        EXPECT_TRUE(translator.load(QStringLiteral(":/i18n/kabir_de.qm")));
        QCoreApplication::installTranslator(&translator);
    }
    ~German() { QCoreApplication::removeTranslator(&translator); }
    German(const German&) = delete;
    German& operator=(const German&) = delete;
};

// Fails for each mnemonic that more than one of the texts uses.
void expectDistinctMnemonics(const QStringList& texts, const std::string& where)
{
    std::map<QChar, QStringList> users;
    for (const QString& text : texts)
        if (const QChar key = mnemonic(text); !key.isNull())
            users[key] << text;
    for (const auto& [key, shared] : users)
        EXPECT_EQ(shared.size(), 1) << where << ": '" << QString(key).toStdString() << "' in \""
                                    << shared.join(QStringLiteral("\", \"")).toStdString() << "\"";
}

void expectDistinctMenuMnemonics(const QMenu& menu)
{
    QStringList texts;
    for (const QAction* action : menu.actions()) {
        texts << action->text();
        if (action->menu())
            expectDistinctMenuMnemonics(*action->menu());
    }
    expectDistinctMnemonics(texts, "menu " + menu.title().toStdString());
}

// The buttons of a dialog and its labels with a buddy (only those take a mnemonic: notes in rich
// text may hold an "&amp;").
void expectDistinctDialogMnemonics(const QWidget& dialog)
{
    QStringList texts;
    for (const QWidget* widget : dialog.findChildren<QWidget*>()) {
        if (const auto* label = qobject_cast<const QLabel*>(widget); label && label->buddy())
            texts << label->text();
        else if (const auto* button = qobject_cast<const QAbstractButton*>(widget))
            texts << button->text();
    }
    expectDistinctMnemonics(texts, "dialog " + dialog.objectName().toStdString());
}

struct TestSettings {
    QTemporaryDir dir;
    Settings settings{dir.filePath(QStringLiteral("settings.ini")), nullptr};
};

TEST(Translations, GermanMenusHaveDistinctMnemonics)
{
    const German german;
    TestSettings home;
    MainWindow window(&home.settings);
    window.startGame(NewGameSetup{QStringLiteral("chaturanga-4-84"), {}, false, {}, {}});
    QStringList titles;
    for (const QAction* action : window.menuBar()->actions()) {
        titles << action->text();
        ASSERT_TRUE(action->menu());
        expectDistinctMenuMnemonics(*action->menu());
    }
    expectDistinctMnemonics(titles, "menu bar");
    EXPECT_EQ(titles.value(0), QStringLiteral("&Partie"));
}

TEST(Translations, GermanDialogsHaveDistinctMnemonics)
{
    const German german;
    TestSettings home;
    {
        SettingsDialog dialog(home.settings);
        expectDistinctDialogMnemonics(dialog);
    }
    for (const kabir::VariantFile& variant : kabir::VariantCatalog::builtIn().variants()) {
        for (const bool doubleDummy : {false, true}) {
            NewGameDialog dialog(NewGameSetup{QString::fromStdString(variant.id()), {}, doubleDummy, {}, {}});
            dialog.setObjectName(dialog.objectName() + QLatin1Char(' ') + QString::fromStdString(variant.id()));
            expectDistinctDialogMnemonics(dialog);
        }
    }
    {
        MainWindow window(&home.settings);
        window.startGame(NewGameSetup{QStringLiteral("chess"), {}, false, {}, {}});
        GameOverDialog dialog(*window.game(), window.game()->outcome(), &window);
        expectDistinctDialogMnemonics(dialog);
        TagEditorDialog tags(*window.game(), &window);
        expectDistinctDialogMnemonics(tags);
        DiagramDialog diagram(window.game()->viewer()->viewedPosition(), 0, home.settings.board(), {}, &window);
        expectDistinctDialogMnemonics(diagram);
        MoveTextDialog moves(window.game()->coreGame(), QStringLiteral("*"), &window);
        expectDistinctDialogMnemonics(moves);
        const kabir::RecordFile file("[Event \"A\"]\n\n1. e4 *\n\n[Event \"B\"]\n\n1. d4 *\n", "games.pgn");
        GameListDialog list(file, &window);
        expectDistinctDialogMnemonics(list);
        for (const char* variant : {"kaiserspiel", "chaturanga-4-84"}) {
            window.startGame(NewGameSetup{QString::fromLatin1(variant), {{"ruleset", "A"}}, false, {}, {}});
            PositionEditor editor(window.game()->position(), &window);
            editor.setObjectName(QString::fromLatin1(variant));
            expectDistinctDialogMnemonics(editor);
        }
    }
    const kabir::VariantFile& sultanspiel = *kabir::VariantCatalog::builtIn().find("sultanspiel");
    for (const char* ruleset : {"A", "B"}) {
        auto game = kabir::Game::create(sultanspiel, {{"array-chooser", "black"}, {"ruleset", ruleset}});
        ASSERT_TRUE(game) << game.errorText();
        QStringList choices;
        for (const std::string& choice : game->choices())
            choices << QString::fromStdString(choice);
        PreGameChoiceDialog dialog(sultanspiel, game->options(), QStringLiteral("Schwarz"), choices);
        expectDistinctDialogMnemonics(dialog);
    }
}

}  // namespace
