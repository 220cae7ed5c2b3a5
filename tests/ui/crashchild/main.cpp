// kabir_crash_child: the program's window, started as `kabir` starts it, for the tests that
// kill it (tests/ui/crashrecovery_test.cpp). Its settings and autosave live in FOLDER.
//
//   kabir_crash_child FOLDER play VARIANT [--stall-write N] STEP...
//     starts a game and takes the steps as a user would, one at a time: a move ("e2e5"), a
//     comment ("{text}"), a step back ("back") or a move at the position on view ("(e2e4)",
//     a variation). After each step it prints "record " and the game's record (base64), and
//     at the end resizes the window, waits for its layout to be written and prints "ready".
//     With --stall-write N, the N-th autosave stops between writing and committing and
//     prints "writing": the moment to kill it.
//   kabir_crash_child FOLDER restore
//     starts as the program does after a crash and prints "record " and the restored game's
//     record (base64), then "size WxH" of the window.

#include "core/record/notation.h"
#include "ui/autosave.h"
#include "ui/gamecontroller.h"
#include "ui/gameviewer.h"
#include "ui/mainwindow.h"
#include "ui/settings.h"
#include "ui/gamerecords.h"

#include <QApplication>
#include <QDir>
#include <QThread>
#include <QTimer>

#include <cstdio>
#include <cstdlib>

namespace {

void say(const QByteArray& line)
{
    std::fputs(line.constData(), stdout);
    std::fputc('\n', stdout);
    std::fflush(stdout);
}

void sayRecord(const GameController& game)
{
    say("record " + GameRecords::write(game).toUtf8().toBase64());
}

QString takeStep(GameController& game, const QString& step)
{
    if (step == QLatin1String("back")) {
        game.viewer()->viewPrevious();
        return {};
    }
    if (step.startsWith(QLatin1Char('{')) && step.endsWith(QLatin1Char('}'))) {
        game.viewer()->setComment(game.viewer()->viewedNode(), step.mid(1, step.size() - 2));
        return {};
    }
    if (step.startsWith(QLatin1Char('(')) && step.endsWith(QLatin1Char(')'))) {
        const kabir::Position position = game.viewer()->viewedPosition();
        for (const kabir::Move move : game.viewer()->legalMovesOnView())
            if (QString::fromStdString(kabir::coordinateText(position, move)) == step.mid(1, step.size() - 2))
                return game.viewer()->playOnView(move);
        return QStringLiteral("no such move on view: ") + step;
    }
    return game.play(step);
}

int play(MainWindow& window, QStringList steps)
{
    const QString variant = steps.takeFirst();
    if (steps.size() >= 2 && steps.first() == QLatin1String("--stall-write")) {
        const int stallAt = steps.at(1).toInt();
        steps.remove(0, 2);
        Autosave::setBeforeCommitHook([stallAt, writes = 0]() mutable {
            if (++writes < stallAt)
                return;
            say("writing");
            for (;;)
                QThread::sleep(1);  // until killed
        });
    }
    window.enableAutosave(QDir(QApplication::arguments().at(1)).filePath(QStringLiteral("autosave.pgn")), false);
    if (!window.showVariant(variant))
        return 2;
    window.show();
    for (const QString& step : steps) {
        const QString refused = takeStep(*window.game(), step);
        if (!refused.isEmpty()) {
            say("refused " + step.toUtf8() + ": " + refused.toUtf8());
            return 2;
        }
        sayRecord(*window.game());
    }
    window.resize(1010, 770);
    QTimer::singleShot(1500, [] { say("ready"); });  // the layout's pause is 500 ms
    return QApplication::exec();
}

int restore(MainWindow& window)
{
    window.show();
    if (!window.enableAutosave(QDir(QApplication::arguments().at(1)).filePath(QStringLiteral("autosave.pgn"))))
        say("nothing restored");
    sayRecord(*window.game());
    say(QStringLiteral("size %1x%2").arg(window.width()).arg(window.height()).toUtf8());
    return 0;
}

}  // namespace

int main(int argc, char** argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QStringList arguments = QApplication::arguments().mid(1);
    if (arguments.size() < 2)
        return 2;
    Settings settings(QDir(arguments.takeFirst()).filePath(QStringLiteral("settings.ini")), nullptr);
    MainWindow window(&settings);
    const QString mode = arguments.takeFirst();
    if (mode == QLatin1String("play") && !arguments.isEmpty())
        return play(window, arguments);
    if (mode == QLatin1String("restore"))
        return restore(window);
    return 2;
}
